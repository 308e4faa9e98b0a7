/* A model header before kiln/runtime.h (common-block.test). */
#include "multi.h"
#include "kiln/runtime.h"

const void *descriptor = &kiln_multi_predict_artifact;
