/* A model header before kiln/runtime.h (common-block.test). */
#include "kiln/runtime.h"
#include "multi.h"

const void *descriptor = &kiln_multi_predict_artifact;
