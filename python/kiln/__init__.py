"""kiln: compile JAX's StableHLO to native CPU code and run it.

    import kiln, jax, numpy as np

    exe = kiln.compile(jax.jit(f).lower(x, y))   # or MLIR text, or a .mlir path
    out = exe(x, y)                              # numpy in, numpy out

    @kiln.jit                                    # lower with JAX once per
    def g(x, y): ...                             # signature, run on kiln

Every failure raises kiln.Error with kiln's message (file:line:col for
errors in the program). bf16, f8 and the 2/4-bit integers need the
ml_dtypes package.
"""

import collections
import functools
import os
import threading

import numpy as np

from kiln import _kiln

__all__ = ["Error", "Executable", "QuantizedProgram", "Signature", "compile",
           "jit", "quantize"]

# Raised for every kiln failure; str(e) is kiln's diagnostic text.
Error = _kiln.Error
Error.__module__ = "kiln"

# Element types numpy itself lacks: they come from ml_dtypes.
_ML_DTYPES = frozenset([
    "bfloat16", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz",
    "float8_e5m2fnuz", "float8_e4m3b11fnuz", "float8_e4m3", "float8_e3m4",
    "float8_e8m0fnu", "float6_e2m3fn", "float6_e3m2fn", "float4_e2m1fn",
    "int2", "int4", "uint2", "uint4"])


def _numpy_dtype(name):
    """The numpy dtype of a kiln element type's numpy name."""
    if name in _ML_DTYPES:
        try:
            import ml_dtypes
        except ImportError:
            raise Error(f"element type {name} needs the ml_dtypes package "
                        "(pip install ml_dtypes)") from None
        return np.dtype(getattr(ml_dtypes, name))
    return np.dtype(name)


Signature = collections.namedtuple("Signature", ["inputs", "outputs"])
Signature.__doc__ = ("An entry's inputs and outputs, each a list of "
                     "(shape, dtype) pairs.")


def _signature_list(pairs):
    result = []
    for shape, name in pairs:
        try:
            dtype = _numpy_dtype(name)
        except Error:
            dtype = name  # Without ml_dtypes: the type's name.
        result.append((tuple(shape), dtype))
    return result


def _as_array(value, expected):
    """`value` as a contiguous native-order array. numpy and JAX arrays keep
    their dtype (a mismatch is kiln's error); Python scalars and lists take
    the expected dtype."""
    if isinstance(value, (np.ndarray, np.generic)) or (
            hasattr(value, "__array__") and hasattr(value, "dtype")):
        array = np.asarray(value)
    elif expected is not None:
        array = np.asarray(value, dtype=expected)
    else:
        array = np.asarray(value)
    if not array.dtype.isnative:
        array = array.astype(array.dtype.newbyteorder("="))
    # Not np.ascontiguousarray: it turns a 0-d array into a 1-d one.
    return array if array.flags.c_contiguous else array.copy(order="C")


class Executable:
    """A compiled program. Call it with one array per entry argument; it
    returns one numpy array, or a tuple when the entry has another number of
    results. Safe to call from several threads at once (the GIL is released
    while it runs)."""

    def __init__(self, impl):
        self._impl = impl
        self._outputs = [(tuple(shape), name) for shape, name in impl.outputs]
        self.signature = Signature(_signature_list(impl.inputs),
                                   _signature_list(impl.outputs))

    @property
    def entry(self):
        return self._impl.entry

    @property
    def devices(self):
        """The devices the program runs on: 1, or its mesh's size for a
        sharded program (docs/partitioning.md), which takes and returns
        global arrays and runs on that many in-process devices per call."""
        return self._impl.devices

    @property
    def replicas(self):
        """The module's mhlo.num_replicas (1 when it says nothing)."""
        return self._impl.replicas

    @property
    def partitions(self):
        """The module's mhlo.num_partitions (1 when it says nothing)."""
        return self._impl.partitions

    def _pack(self, args):
        inputs = self.signature.inputs
        packed = []
        for i, value in enumerate(args):
            expected = inputs[i][1] if i < len(inputs) else None
            if isinstance(expected, str):
                expected = _numpy_dtype(expected)  # Raises: no ml_dtypes.
            array = _as_array(value, expected)
            if array.dtype.kind in "OUSMm":
                raise Error(f"input {i} has numpy dtype {array.dtype}, "
                            "which kiln cannot pass to a program")
            raw = array.reshape(-1).view(np.uint8)
            packed.append((raw, list(array.shape), array.dtype.name))
        return packed

    def _unpack(self, raws):
        results = tuple(raw.view(_numpy_dtype(name)).reshape(shape)
                        for raw, (shape, name) in zip(raws, self._outputs))
        return results[0] if len(results) == 1 else results

    def __call__(self, *args):
        if self.devices > 1 and not self._impl.global_arrays:
            raise Error(f"@{self.entry} runs on {self.replicas} x "
                        f"{self.partitions} devices (mhlo.num_replicas x "
                        "mhlo.num_partitions): call run_on_devices with "
                        "each device's inputs")
        return self._unpack(self._impl.run(self._pack(args)))

    def run_on_devices(self, inputs):
        """Runs a program written for several devices (SPMD as written:
        every device runs the entry and its collectives communicate,
        docs/collectives.md) on that many in-process devices, one thread
        each. `inputs[d]` is the sequence of device d's arguments, d =
        replica * partitions + partition; returns a list with each device's
        results (one array, or a tuple, as a call returns them). Under
        mpirun this process runs only its own device (its rank) and the
        others' entries are None."""
        inputs = list(inputs)
        packed = [self._pack(args) for args in inputs]
        per_device = self._impl.run_on_devices(packed)
        return [self._unpack(raws) if raws or not self._outputs else None
                for raws in per_device]

    def save(self, path, *, name=None, header=None):
        """Compiles the program ahead of time into `path`: a shared library
        (.so), object (.o) or static archive (.a) exporting
        `int kiln_<name>_<entry>(const void *const *inputs,
        void *const *outputs)` (docs/aot.md). `name` defaults to the file's
        stem; `header`, if given, is where the C header is written. Returns
        the exported symbol."""
        path = os.fspath(path)
        if name is None:
            name = os.path.basename(path).split(".")[0]
        symbol, header_text = self._impl.save(path, name)
        if header is not None:
            with open(os.fspath(header), "w") as f:
                f.write(header_text)
        return symbol

    def __repr__(self):
        def fmt(pairs):
            return ", ".join(f"{list(s)} {getattr(d, 'name', d)}"
                             for s, d in pairs)
        return (f"<kiln.Executable @{self.entry}({fmt(self.signature.inputs)})"
                f" -> ({fmt(self.signature.outputs)})>")


def _program_source(program):
    """The program's bytes (MLIR text or a portable artifact) and the name
    diagnostics call it by."""
    if hasattr(program, "mlir_module_serialized"):  # jax.export.Exported
        return bytes(program.mlir_module_serialized), "<exported>"
    if hasattr(program, "as_text"):
        return program.as_text().encode(), "<lowered>"
    if isinstance(program, os.PathLike):
        path = os.fspath(program)
        with open(path, "rb") as f:
            return f.read(), path
    if isinstance(program, str):
        if program.endswith((".mlir", ".mlirbc")) and "\n" not in program:
            if not os.path.isfile(program):
                raise Error(f"no such file: {program}")
            with open(program, "rb") as f:
                return f.read(), program
        return program.encode(), "<string>"
    if isinstance(program, (bytes, bytearray)):
        return bytes(program), "<bytes>"
    raise TypeError("kiln.compile takes MLIR text, a portable artifact "
                    "(bytes), a .mlir or .mlirbc path, a jax.export.Exported "
                    "or an object with as_text() (jax.jit(f).lower(...)), "
                    f"not {type(program).__name__}")


def compile(program, entry="main", opt_level=2, threads=0, cache_dir=None,
            devices=0):
    """Compiles a StableHLO program: MLIR text, a portable artifact (the
    bytes jax.export serializes, or the jax.export.Exported itself), the
    path of a .mlir or .mlirbc file, or anything with an as_text() method
    such as jax.jit(f).lower(*args).
    opt_level 2 optimizes for this CPU, 0 is kiln's reference lowering;
    threads=0 lets the code use every CPU the process may run on.
    cache_dir (default: $KILN_CACHE_DIR, else none) keeps compiled programs
    on disk and loads them instead of compiling the same program again.
    devices=0 runs on the devices the program says (its replica and
    partition counts, or its mesh); N must match that, or makes a program
    that says nothing run SPMD as written on N partitions
    (Executable.run_on_devices)."""
    source, name = _program_source(program)
    if cache_dir is None:
        cache_dir = os.environ.get("KILN_CACHE_DIR", "")
    return Executable(_kiln.compile(source, name, entry, int(opt_level),
                                    int(threads), os.fspath(cache_dir),
                                    int(devices)))


QuantizedProgram = collections.namedtuple(
    "QuantizedProgram", ["text", "products", "float_weight_bytes",
                         "quantized_weight_bytes"])


def quantize(program, calibration=(), *, method="static",
             calibration_method="minmax", percentile=99.99, skip=(),
             entry="main"):
    """Post-training quantization (kiln quantize, docs/quantization.md):
    returns the quantized program as StableHLO text with what was done to
    each product (location, op, how) and the weights' bytes before and
    after. `program` is what kiln.compile takes; `calibration` is a list of
    runs, each a sequence of the entry's arguments (arrays). method is
    'static' (int8 inputs and weights; needs calibration) or 'weight-only';
    calibration_method 'minmax', 'moving-average' or 'percentile'; products
    whose op name, location or text contains a string of `skip` stay f32.
    Compile the result with kiln.compile(result.text)."""
    source, name = _program_source(program)
    runs = []
    for run in calibration:
        packed = []
        for value in run:
            array = _as_array(value, None)
            packed.append((array.reshape(-1).view(np.uint8),
                           list(array.shape), array.dtype.name))
        runs.append(packed)
    text, products, before, after = _kiln.quantize(
        source, name, method, runs, calibration_method, float(percentile),
        list(skip), entry)
    return QuantizedProgram(text, products, before, after)


def jit(fun=None, *, opt_level=2, threads=0):
    """Decorator: on the first call for each input signature (the pytree
    structure and every leaf's shape and dtype) lowers `fun` with JAX,
    compiles it with kiln and caches the result; every call runs on kiln.
    `wrapper.executables` maps each signature seen to its (Executable,
    output pytree structure)."""
    if fun is None:
        return functools.partial(jit, opt_level=opt_level, threads=threads)
    import jax

    cache = {}
    lock = threading.Lock()

    @functools.wraps(fun)
    def wrapper(*args, **kwargs):
        leaves, tree = jax.tree_util.tree_flatten((args, kwargs))
        arrays = [_as_array(leaf, None) for leaf in leaves]
        key = (tree, tuple((a.shape, a.dtype.str) for a in arrays))
        with lock:
            entry = cache.get(key)
            if entry is None:
                lowered = jax.jit(fun, keep_unused=True).lower(*args,
                                                              **kwargs)
                entry = (compile(lowered, opt_level=opt_level,
                                 threads=threads), lowered.out_tree)
                cache[key] = entry
        exe, out_tree = entry
        # JAX may have narrowed the inputs (float64 without jax_enable_x64):
        # pass them as the lowered program takes them.
        inputs = exe.signature.inputs
        if len(inputs) == len(arrays):
            arrays = [a if a.dtype == dtype or isinstance(dtype, str)
                      else a.astype(dtype)
                      for a, (_, dtype) in zip(arrays, inputs)]
        results = exe(*arrays)
        if len(exe.signature.outputs) == 1:
            results = (results,)
        return jax.tree_util.tree_unflatten(out_tree, list(results))

    wrapper.executables = cache
    return wrapper
