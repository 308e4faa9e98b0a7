/* kiln/runtime.h before a model header (common-block.test). */
#include "kiln/runtime.h"
#include "multi.h"

const kiln_artifact *descriptor = &kiln_multi_predict_artifact;
