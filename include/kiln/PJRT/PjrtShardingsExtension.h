//===- PjrtShardingsExtension.h - PJRT's shardings extension -*- C -*-===//
//
// kiln's declaration of the PJRT C API's shardings extension (extension
// type PJRT_Extension_Type_Shardings, version 1), written from the
// published ABI like PjrtCApi.h: a plugin that chains it into
// PJRT_Api.extension_start tells the framework the shardings of a compiled
// program's parameters and outputs, each a serialized xla.OpSharding. JAX
// asks for them after compiling a program for several devices, to know how
// to pass the arguments' shards and how to assemble the results' shards.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PJRT_PJRTSHARDINGSEXTENSION_H
#define KILN_PJRT_PJRTSHARDINGSEXTENSION_H

#include "kiln/PJRT/PjrtCApi.h"

#ifdef __cplusplus
extern "C" {
#endif

#define KILN_PJRT_SHARDINGS_EXTENSION_VERSION 1

typedef struct PJRT_Shardings_PJRT_Executable_ParameterShardings_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_parameters; // out
  // Serialized xla.OpSharding protos and their sizes, owned by (and living
  // as long as) the executable; null when the plugin has none.
  const char *const *shardings; // out
  const size_t *sharding_sizes; // out
} PJRT_Shardings_PJRT_Executable_ParameterShardings_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Shardings_PJRT_Executable_ParameterShardings_Args,
                        sharding_sizes);

typedef PJRT_Error *PJRT_Shardings_PJRT_Executable_ParameterShardings(
    PJRT_Shardings_PJRT_Executable_ParameterShardings_Args *args);

typedef struct PJRT_Shardings_PJRT_Executable_OutputShardings_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs;           // out
  const char *const *shardings; // out
  const size_t *sharding_sizes; // out
} PJRT_Shardings_PJRT_Executable_OutputShardings_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Shardings_PJRT_Executable_OutputShardings_Args,
                        sharding_sizes);

typedef PJRT_Error *PJRT_Shardings_PJRT_Executable_OutputShardings(
    PJRT_Shardings_PJRT_Executable_OutputShardings_Args *args);

typedef struct PJRT_Shardings_Extension {
  PJRT_Extension_Base base;
  PJRT_Shardings_PJRT_Executable_ParameterShardings
      *PJRT_Shardings_PJRT_Executable_ParameterShardings;
  PJRT_Shardings_PJRT_Executable_OutputShardings
      *PJRT_Shardings_PJRT_Executable_OutputShardings;
} PJRT_Shardings_Extension;
KILN_PJRT_STRUCT_TRAITS(PJRT_Shardings_Extension,
                        PJRT_Shardings_PJRT_Executable_OutputShardings);

#ifdef __cplusplus
}
#endif

#endif // KILN_PJRT_PJRTSHARDINGSEXTENSION_H
