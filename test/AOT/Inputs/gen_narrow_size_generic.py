"""Program, inputs and numpy's results for narrow_size_generic.test:
products of narrow types that differ only in N and K, so that kiln's GEMM
kernels for them take N and K at run time: int8 into i32 (exact), f16 into
f32, and bf16 times f32 into f32.

usage: gen_narrow_size_generic.py OUT_DIR
"""
import os
import sys

import ml_dtypes
import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(20261206)

# (m, n, k) per family: B blocks beyond L1 (K past one packed block,
# ragged N), then within it (ragged K, not a multiple of the 2 or 4 values
# a lane packs), then 300 rows (row blocks, split by rows on two threads);
# int8 products with few columns too (packed as any other: the unpacked
# kernels for skinny products are float ones); batched products, (batch, m,
# n, k), as dot_general's batching dimensions.
PRODUCTS = {
    "i8": [(64, 100, 300), (64, 72, 2100), (64, 200, 520),
           (64, 70, 40), (64, 40, 129), (64, 90, 27),
           (300, 96, 64), (300, 160, 64),
           (64, 10, 130), (64, 24, 200)],
    "f16": [(64, 100, 300), (64, 72, 600), (64, 70, 41), (64, 40, 129),
            (300, 96, 64), (300, 160, 64)],
    "bf16xf32": [(64, 100, 300), (64, 72, 600), (64, 70, 41),
                 (64, 40, 129)],
    "i8-batched": [(3, 40, 70, 130), (3, 40, 100, 200)],
    "f16-batched": [(3, 40, 70, 130), (3, 40, 100, 200)],
}


def operand(family, shape, rhs):
    family = family.removesuffix("-batched")
    if family == "i8":
        return rng.integers(-128, 128, size=shape, dtype=np.int8)
    if family == "f16":
        return rng.standard_normal(shape).astype(np.float16)
    if rhs:
        return rng.standard_normal(shape).astype(np.float32)
    return rng.standard_normal(shape).astype(ml_dtypes.bfloat16)


def mlir_type(array):
    name = {"int8": "i8", "float16": "f16", "bfloat16": "bf16",
            "float32": "f32", "int32": "i32"}[array.dtype.name]
    return "tensor<" + "x".join(map(str, array.shape)) + "x" + name + ">"


def write_program(name, families):
    """One program of the products of `families`: name.mlir, name.args (the
    input files, as kiln_run takes them), name.inputs and name.expects (as
    kiln run takes them)."""
    args, results, body = [], [], []
    for family in families:
        for sizes in PRODUCTS[family]:
            batch, (m, n, k) = sizes[:-3], sizes[-3:]
            x = operand(family, (*batch, m, k), rhs=False)
            y = operand(family, (*batch, k, n), rhs=True)
            if family.startswith("i8"):
                ref = (x.astype(np.int64) @ y.astype(np.int64)).astype(
                    np.int32)
            else:
                # Each product is exact in f64; the f32 sum's rounding is
                # the test's tolerance.
                ref = (x.astype(np.float64) @ y.astype(np.float64)).astype(
                    np.float32)
            a = len(args)
            for array in (x, y):
                np.save(os.path.join(out, f"{name}_in{len(args)}.npy"), array)
                args.append(array)
            np.save(os.path.join(out, f"{name}_ref{len(results)}.npy"), ref)
            dims = "contracting_dims = [1] x [0]"
            if batch:
                dims = ("batching_dims = [0] x [0], "
                        "contracting_dims = [2] x [1]")
            body.append(
                f"  %{len(results)} = stablehlo.dot_general %arg{a}, "
                f"%arg{a + 1}, {dims} : "
                f"({mlir_type(x)}, {mlir_type(y)}) -> {mlir_type(ref)}")
            results.append(mlir_type(ref))
    params = ", ".join(f"%arg{i}: {mlir_type(a)}" for i, a in enumerate(args))
    with open(os.path.join(out, name + ".mlir"), "w") as f:
        f.write(f"func.func @main({params})\n    -> ({', '.join(results)}) "
                "{\n" + "\n".join(body) + "\n  return " +
                ", ".join(f"%{i}" for i in range(len(results))) + " : " +
                ", ".join(results) + "\n}\n")
    inputs = [os.path.join(out, f"{name}_in{i}.npy") for i in range(len(args))]
    expects = [os.path.join(out, f"{name}_ref{i}.npy")
               for i in range(len(results))]
    with open(os.path.join(out, name + ".args"), "w") as f:
        f.write(" ".join(inputs))
    with open(os.path.join(out, name + ".inputs"), "w") as f:
        f.write(" ".join("--input " + path for path in inputs))
    with open(os.path.join(out, name + ".expects"), "w") as f:
        f.write(" ".join("--expect " + path for path in expects))


write_program("int8", ["i8", "i8-batched"])
write_program("float", ["f16", "bf16xf32", "f16-batched"])
