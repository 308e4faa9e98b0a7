/*===- runtime.h - kiln's runtime C API: load and run compiled models -----===*
 *
 * Loads artifacts of `kiln compile` (a shared library with dlopen, or the
 * descriptor of an object or archive linked into the program), describes
 * their entry points, allocates host buffers and runs entries, checking
 * every buffer's dtype and shape. Plain C, usable from C and C++, with no
 * MLIR or LLVM dependency; library `kiln_runtime` (libkiln_runtime.a and
 * libkiln_runtime.so). docs/runtime.md has an example.
 *
 * Conventions:
 *   - Every fallible function returns a kiln_status: NULL (KILN_OK) on
 *     success, else an error with a code and a message, which the caller
 *     owns and frees with kiln_status_free. No function aborts, exits or
 *     throws on bad input (NULL pointers included).
 *   - Ownership is in the names: kiln_*_load, kiln_*_wrap_linked and
 *     kiln_*_allocate* return objects the caller owns and releases with
 *     kiln_*_release; kiln_*_wrap_borrowed* make a buffer that borrows the
 *     caller's memory (which must outlive it); kiln_*_borrow_* return
 *     pointers owned by their argument, valid as long as it is.
 *   - Results go through out-parameters (`out_*`), which are set to NULL
 *     on error. Plain queries given NULL return 0, NULL or ""
 *     (KILN_DTYPE_INVALID for kiln_buffer_dtype).
 *
 *===----------------------------------------------------------------------===*/
#ifndef KILN_RUNTIME_H
#define KILN_RUNTIME_H

#include "kiln/artifact.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*===------------------------------ status ------------------------------===*/

/* Thread-safety: a status is a plain value; distinct statuses may be used
   on any threads, one status by one thread at a time. */
typedef struct kiln_status_s *kiln_status;

#define KILN_OK ((kiln_status)0)

typedef enum kiln_status_code {
  KILN_STATUS_OK = 0,
  /* A NULL pointer, a wrong count, dtype or shape, overlapping buffers. */
  KILN_STATUS_INVALID_ARGUMENT = 1,
  /* No such file, entry or symbol. */
  KILN_STATUS_NOT_FOUND = 2,
  /* The file is not a kiln artifact, or one of another ABI version, or
     the dynamic loader refused it. */
  KILN_STATUS_FAILED_PRECONDITION = 3,
  KILN_STATUS_OUT_OF_MEMORY = 4,
  /* The entry ran and returned non-zero: a custom call target failed
     (kiln_status_entry_result gives the code). */
  KILN_STATUS_ENTRY_FAILED = 5,
  KILN_STATUS_INTERNAL = 6,
  /* Not a code: makes every int a valid value of the type, so that a
     caller's unknown code reaches kiln_status_code_name as it is. */
  KILN_STATUS_CODE_MAX_ENUM = 0x7FFFFFFF,
} kiln_status_code;

/* The code of `status`; KILN_STATUS_OK for KILN_OK. */
kiln_status_code kiln_status_get_code(kiln_status status);
/* The message of `status` ("OK" for KILN_OK), owned by the status. */
const char *kiln_status_get_message(kiln_status status);
/* For KILN_STATUS_ENTRY_FAILED, the non-zero value the entry returned;
   otherwise 0. */
int kiln_status_get_entry_result(kiln_status status);
/* "OK", "INVALID_ARGUMENT", ... */
const char *kiln_status_code_name(kiln_status_code code);
/* Frees `status`; KILN_OK is ignored. */
void kiln_status_free(kiln_status status);

/*===------------------------------ modules -----------------------------===*/

/* A loaded artifact and its entries. Thread-safety: immutable once made;
   every query and call may run on any number of threads at once.
   Reference-counted: kiln_module_retain and kiln_module_release are
   thread-safe; the last release unloads it, after which its entries must
   no longer be used. */
typedef struct kiln_module kiln_module;
/* One entry point of a module, owned by it (valid while it is loaded).
   Thread-safety: immutable; kiln_entry_call may run on any number of
   threads at once, given distinct output buffers. */
typedef struct kiln_entry kiln_entry;

/* Loads the shared library `path` (as dlopen does: a name without '/' is
   searched for on the library path) written by `kiln compile -o X.so`.
   Errors: NOT_FOUND for a missing file; FAILED_PRECONDITION when the
   loader refuses it (its text is in the message), when it is not a kiln
   artifact, or when its ABI version is not this runtime's. */
kiln_status kiln_module_load(const char *path, kiln_module **out_module);

/* Makes a module of the descriptor of an artifact linked into the program
   (`&kiln_<name>_<entry>_artifact`, declared by its generated header).
   The descriptor is checked as kiln_module_load checks a library's. */
kiln_status kiln_module_wrap_linked(const kiln_artifact *artifact,
                                    kiln_module **out_module);

void kiln_module_retain(kiln_module *module);
/* Drops a reference; NULL is ignored. */
void kiln_module_release(kiln_module *module);

/* The artifact's name (kiln compile --name), target triple and CPU, owned
   by the module. */
const char *kiln_module_name(const kiln_module *module);
const char *kiln_module_triple(const kiln_module *module);
const char *kiln_module_cpu(const kiln_module *module);
/* The path it was loaded from; "" for a linked artifact. */
const char *kiln_module_path(const kiln_module *module);

size_t kiln_module_num_entries(const kiln_module *module);
/* Entry `index`; INVALID_ARGUMENT when out of range. */
kiln_status kiln_module_borrow_entry(const kiln_module *module, size_t index,
                                     const kiln_entry **out_entry);
/* The entry named `name` ("main", "predict": the program's function);
   NOT_FOUND names the entries there are. */
kiln_status kiln_module_borrow_entry_by_name(const kiln_module *module,
                                             const char *name,
                                             const kiln_entry **out_entry);

/*===------------------------------ entries -----------------------------===*/

/* Its name in the program ("main") and its C symbol ("kiln_mlp_main"),
   owned by the module. */
const char *kiln_entry_name(const kiln_entry *entry);
const char *kiln_entry_symbol(const kiln_entry *entry);
size_t kiln_entry_num_inputs(const kiln_entry *entry);
size_t kiln_entry_num_outputs(const kiln_entry *entry);
/* The rank, shape, element count, byte size and dtype of input or output
   `index` (kiln/artifact.h), owned by the module; INVALID_ARGUMENT when
   out of range. */
kiln_status kiln_entry_borrow_input_info(const kiln_entry *entry, size_t index,
                                         const kiln_tensor_info **out_info);
kiln_status kiln_entry_borrow_output_info(const kiln_entry *entry, size_t index,
                                          const kiln_tensor_info **out_info);

/*===------------------------------ buffers -----------------------------===*/

/* A dense row-major host tensor: dtype, shape and bytes (element storage
   as the kiln_dtype comment in kiln/artifact.h says). Thread-safety: the
   queries may run on any threads at once; writing its bytes (through
   kiln_buffer_copy_from_host, kiln_buffer_borrow_data or as an output of
   kiln_entry_call) needs one writer and no reader at a time. */
typedef struct kiln_buffer kiln_buffer;

/* A buffer owning zero-filled memory, aligned to 64 bytes, of `rank`
   dimensions `dims` (NULL allowed for rank 0). INVALID_ARGUMENT for an
   unknown dtype, a negative size or a byte size that overflows. */
kiln_status kiln_buffer_allocate(kiln_dtype dtype, size_t rank,
                                 const int64_t *dims, kiln_buffer **out_buffer);
/* kiln_buffer_allocate with the dtype and shape of input / output `index`
   of `entry`. */
kiln_status kiln_buffer_allocate_for_input(const kiln_entry *entry,
                                           size_t index,
                                           kiln_buffer **out_buffer);
kiln_status kiln_buffer_allocate_for_output(const kiln_entry *entry,
                                            size_t index,
                                            kiln_buffer **out_buffer);
/* A buffer over the caller's `data` of `data_size` bytes, which must be
   exactly the byte size of the dtype and shape and aligned to the element
   size; the caller keeps owning the memory, which must outlive the buffer.
   The _readonly variant takes const memory: such a buffer can be an input
   only, and kiln_buffer_borrow_data returns NULL for it. */
kiln_status kiln_buffer_wrap_borrowed(kiln_dtype dtype, size_t rank,
                                      const int64_t *dims, void *data,
                                      size_t data_size,
                                      kiln_buffer **out_buffer);
kiln_status kiln_buffer_wrap_borrowed_readonly(kiln_dtype dtype, size_t rank,
                                               const int64_t *dims,
                                               const void *data,
                                               size_t data_size,
                                               kiln_buffer **out_buffer);
/* Frees the buffer (and its memory when it owns it); NULL is ignored. */
void kiln_buffer_release(kiln_buffer *buffer);

/* Copies `size` bytes, which must be the buffer's byte size, into or out of
   the buffer. */
kiln_status kiln_buffer_copy_from_host(kiln_buffer *buffer, const void *data,
                                       size_t size);
kiln_status kiln_buffer_copy_to_host(const kiln_buffer *buffer, void *data,
                                     size_t size);

/* The buffer's bytes, owned by it (or by whoever it borrows them from);
   borrow_data is NULL for a read-only buffer. */
void *kiln_buffer_borrow_data(kiln_buffer *buffer);
const void *kiln_buffer_borrow_const_data(const kiln_buffer *buffer);
kiln_dtype kiln_buffer_dtype(const kiln_buffer *buffer);
size_t kiln_buffer_rank(const kiln_buffer *buffer);
/* `rank` sizes, owned by the buffer (NULL for rank 0). */
const int64_t *kiln_buffer_borrow_dims(const kiln_buffer *buffer);
int64_t kiln_buffer_num_elements(const kiln_buffer *buffer);
size_t kiln_buffer_size_bytes(const kiln_buffer *buffer);

/*===------------------------------ calls -------------------------------===*/

/* Runs `entry` once: reads `inputs`, fully writes `outputs`. Checks first
   that the counts match and that every buffer is non-NULL and has the
   entry's dtype and shape ("input 1 of 'main': expected 4x8xf32, got
   4x9xf32"), that outputs are writable and overlap neither inputs nor
   each other: INVALID_ARGUMENT otherwise, and nothing runs. A non-zero
   result of the entry (a failing custom call) is ENTRY_FAILED; its
   outputs are then unspecified. */
kiln_status kiln_entry_call(const kiln_entry *entry,
                            const kiln_buffer *const *inputs, size_t num_inputs,
                            kiln_buffer *const *outputs, size_t num_outputs);

/* kiln_entry_call into new buffers it allocates: on success
   out_outputs[0..num_outputs) receive owned buffers (num_outputs must be
   the entry's output count); on error none is left allocated. */
kiln_status kiln_entry_call_allocating(const kiln_entry *entry,
                                       const kiln_buffer *const *inputs,
                                       size_t num_inputs,
                                       kiln_buffer **out_outputs,
                                       size_t num_outputs);

/* The name of a dtype ("f32", "complex<f32>"); NULL for an unknown one.
   Its element size in bytes; 0 for an unknown one. */
const char *kiln_dtype_name(kiln_dtype dtype);
size_t kiln_dtype_size(kiln_dtype dtype);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* KILN_RUNTIME_H */
