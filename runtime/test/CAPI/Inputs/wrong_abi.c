/* A shared library exporting a kiln artifact descriptor of a future ABI
   version, which the runtime must refuse without reading further. */
#include "kiln/artifact.h"

const kiln_artifact kiln_artifact_manifest = {KILN_ARTIFACT_MAGIC,
                                              KILN_ARTIFACT_ABI_VERSION + 98,
                                              "future",
                                              "",
                                              "",
                                              0,
                                              0};
