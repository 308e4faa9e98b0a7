//===- PjrtLayoutsExtension.h - PJRT's layouts extension -----*- C -*-===//
//
// kiln's declaration of the PJRT C API's layouts extension (extension type
// PJRT_Extension_Type_Layouts, version 4), written from the published ABI
// like PjrtCApi.h. Layouts are opaque objects the framework reads in XLA's
// text form ("{1,0}"); kiln's are all dense and row-major. jaxlib
// needs a compiled program's parameter layouts whenever the program reports
// shardings (it serializes them with the executable).
//
//===----------------------------------------------------------------------===//

#ifndef KILN_PJRT_PJRTLAYOUTSEXTENSION_H
#define KILN_PJRT_PJRTLAYOUTSEXTENSION_H

#include "kiln/PJRT/PjrtCApi.h"

#ifdef __cplusplus
extern "C" {
#endif

#define KILN_PJRT_LAYOUTS_EXTENSION_VERSION 4

typedef struct PJRT_Layouts_MemoryLayout PJRT_Layouts_MemoryLayout;
typedef struct PJRT_Layouts_SerializedLayout PJRT_Layouts_SerializedLayout;

typedef struct PJRT_Layouts_MemoryLayout_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Layouts_MemoryLayout *layout;
} PJRT_Layouts_MemoryLayout_Destroy_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_MemoryLayout_Destroy_Args, layout);
typedef PJRT_Error *
PJRT_Layouts_MemoryLayout_Destroy(PJRT_Layouts_MemoryLayout_Destroy_Args *args);

typedef struct PJRT_Layouts_MemoryLayout_Serialize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Layouts_MemoryLayout *layout;
  const char *serialized_bytes;                     // out
  size_t serialized_bytes_size;                     // out
  PJRT_Layouts_SerializedLayout *serialized_layout; // out
  void (*serialized_layout_deleter)(
      PJRT_Layouts_SerializedLayout *s_layout); // out
} PJRT_Layouts_MemoryLayout_Serialize_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_MemoryLayout_Serialize_Args,
                        serialized_layout_deleter);
typedef PJRT_Error *PJRT_Layouts_MemoryLayout_Serialize(
    PJRT_Layouts_MemoryLayout_Serialize_Args *args);

typedef struct PJRT_Layouts_PJRT_Buffer_MemoryLayout_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Layouts_MemoryLayout *layout; // out, destroyed by the caller
} PJRT_Layouts_PJRT_Buffer_MemoryLayout_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_PJRT_Buffer_MemoryLayout_Args, layout);
typedef PJRT_Error *PJRT_Layouts_PJRT_Buffer_MemoryLayout(
    PJRT_Layouts_PJRT_Buffer_MemoryLayout_Args *args);

typedef struct PJRT_Layouts_PJRT_Client_GetDefaultLayout_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Buffer_Type type;
  const int64_t *dims;
  size_t num_dims;
  PJRT_Layouts_MemoryLayout *layout; // out, destroyed by the caller
} PJRT_Layouts_PJRT_Client_GetDefaultLayout_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_PJRT_Client_GetDefaultLayout_Args, layout);
typedef PJRT_Error *PJRT_Layouts_PJRT_Client_GetDefaultLayout(
    PJRT_Layouts_PJRT_Client_GetDefaultLayout_Args *args);

typedef struct PJRT_Layouts_PJRT_Topology_GetDefaultLayout_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_TopologyDescription *topology_description;
  PJRT_Buffer_Type type;
  const int64_t *dims;
  size_t num_dims;
  PJRT_Layouts_MemoryLayout *layout; // out, destroyed by the caller
} PJRT_Layouts_PJRT_Topology_GetDefaultLayout_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_PJRT_Topology_GetDefaultLayout_Args,
                        layout);
typedef PJRT_Error *PJRT_Layouts_PJRT_Topology_GetDefaultLayout(
    PJRT_Layouts_PJRT_Topology_GetDefaultLayout_Args *args);

typedef struct PJRT_Layouts_PJRT_Executable_GetOutputLayouts_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs;                  // out
  PJRT_Layouts_MemoryLayout **layouts; // out, owned by the executable
} PJRT_Layouts_PJRT_Executable_GetOutputLayouts_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_PJRT_Executable_GetOutputLayouts_Args,
                        layouts);
typedef PJRT_Error *PJRT_Layouts_PJRT_Executable_GetOutputLayouts(
    PJRT_Layouts_PJRT_Executable_GetOutputLayouts_Args *args);

typedef struct PJRT_Layouts_PJRT_Executable_GetParameterLayouts_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_parameters;               // out
  PJRT_Layouts_MemoryLayout **layouts; // out, owned by the executable
} PJRT_Layouts_PJRT_Executable_GetParameterLayouts_Args;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_PJRT_Executable_GetParameterLayouts_Args,
                        layouts);
typedef PJRT_Error *PJRT_Layouts_PJRT_Executable_GetParameterLayouts(
    PJRT_Layouts_PJRT_Executable_GetParameterLayouts_Args *args);

typedef struct PJRT_Layouts_Extension {
  PJRT_Extension_Base base;
  PJRT_Layouts_MemoryLayout_Destroy *PJRT_Layouts_MemoryLayout_Destroy;
  PJRT_Layouts_MemoryLayout_Serialize *PJRT_Layouts_MemoryLayout_Serialize;
  PJRT_Layouts_PJRT_Client_GetDefaultLayout
      *PJRT_Layouts_PJRT_Client_GetDefaultLayout;
  PJRT_Layouts_PJRT_Buffer_MemoryLayout *PJRT_Layouts_PJRT_Buffer_MemoryLayout;
  PJRT_Layouts_PJRT_Topology_GetDefaultLayout
      *PJRT_Layouts_PJRT_Topology_GetDefaultLayout;
  PJRT_Layouts_PJRT_Executable_GetOutputLayouts
      *PJRT_Layouts_PJRT_Executable_GetOutputLayouts;
  PJRT_Layouts_PJRT_Executable_GetParameterLayouts
      *PJRT_Layouts_PJRT_Executable_GetParameterLayouts;
} PJRT_Layouts_Extension;
KILN_PJRT_STRUCT_TRAITS(PJRT_Layouts_Extension,
                        PJRT_Layouts_PJRT_Executable_GetParameterLayouts);

#ifdef __cplusplus
}
#endif

#endif // KILN_PJRT_PJRTLAYOUTSEXTENSION_H
