"""Writes StableHLO programs for 4 devices (partitions, device d =
partition d) whose collectives mix group sizes, element types and layouts,
each device checking its own results against numpy's (integers and small
integer-valued floats, so every summation order gives the same bits).

Every device builds its operand as row d of a constant table and compares
each result with row d of the expected table. With --traffic, writes one
program whose bytes sent across processes are known instead: an all_reduce,
a reduce_scatter and an all_to_all of 16 KB operands over the 4 devices.
Usage: gen_four_devices.py [--traffic] OUT.mlir
"""

import sys

import numpy as np

DEVICES = 4
rng = np.random.default_rng(20261205)

TYPES = {np.int32: "i32", np.int64: "i64", np.float32: "f32",
         np.float16: "f16", "bf16": "bf16", np.uint8: "ui8", bool: "i1"}


def mlir_type(shape, dtype):
    dims = "x".join(str(s) for s in shape)
    return f"tensor<{dims + 'x' if dims else ''}{TYPES[dtype]}>"


def literal(values, dtype):
    if dtype is bool:
        return "[" + ", ".join(literal(v, dtype) for v in values) + "]" \
            if values.ndim else ("true" if values else "false")
    if values.ndim == 0:
        v = values.item()
        return repr(float(v)) if dtype in (np.float32, np.float16, "bf16") \
            else str(int(v))
    return "[" + ", ".join(literal(v, dtype) for v in values) + "]"


class Program:
    """One module: operands from tables, collectives, checks."""

    def __init__(self, name, comment):
        self.name, self.comment = name, comment
        self.lines, self.results, self.count = [], [], 0

    def fresh(self, stem):
        self.count += 1
        return f"%{stem}{self.count}"

    def row(self, table, dtype):
        """Row d of a constant [DEVICES, ...] table."""
        shape = table.shape[1:]
        full, one = mlir_type(table.shape, dtype), mlir_type((1,) + shape,
                                                             dtype)
        t, s, r = self.fresh("t"), self.fresh("s"), self.fresh("r")
        zeros = ", ".join(["%d"] + ["%z"] * len(shape))
        index_types = ", ".join(["tensor<i64>"] * (len(shape) + 1))
        sizes = ", ".join(str(x) for x in (1,) + shape)
        self.lines += [
            f"    {t} = stablehlo.constant dense<{literal(table, dtype)}> : "
            f"{full}",
            f"    {s} = stablehlo.dynamic_slice {t}, {zeros}, sizes = "
            f"[{sizes}] : ({full}, {index_types}) -> {one}",
            f"    {r} = stablehlo.reshape {s} : ({one}) -> "
            f"{mlir_type(shape, dtype)}"]
        return r

    def op(self, text, result_shape, dtype, expected):
        """Appends `text` (with {x} for the operand's name), checks its
        result against expected[d]."""
        v = self.fresh("v")
        self.lines.append(f"    {v} = " + text)
        want = self.row(expected, dtype)
        self.lines.append(f"    check.expect_eq {v}, {want} : "
                          f"{mlir_type(result_shape, dtype)}")
        self.results.append((v, mlir_type(result_shape, dtype)))

    def text(self):
        types = ", ".join(t for _, t in self.results)
        names = ", ".join(v for v, _ in self.results)
        return "\n".join(
            [f"// {self.comment}",
             f"module @{self.name} attributes {{mhlo.num_replicas = 1 : i32, "
             f"mhlo.num_partitions = {DEVICES} : i32}} {{",
             f"  func.func @main() -> ({types}) {{",
             "    %p = stablehlo.partition_id : tensor<ui32>",
             "    %d = stablehlo.convert %p : (tensor<ui32>) -> tensor<i64>",
             "    %z = stablehlo.constant dense<0> : tensor<i64>"]
            + self.lines +
            [f"    return {names} : {types}", "  }", "}"])


CHANNEL = 0


def groups_attr(groups):
    global CHANNEL
    CHANNEL += 1
    width = max(len(g) for g in groups)
    rows = [list(g) + [-1] * (width - len(g)) for g in groups]
    return (f"replica_groups = dense<{rows}> : tensor<{len(rows)}x{width}xi64>"
            f", channel_handle = #stablehlo.channel_handle<handle = {CHANNEL}"
            ", type = 1>, use_global_device_ids")


def group_of(groups, d):
    for g in groups:
        if d in g:
            return list(g)
    raise ValueError(d)


def numpy_dtype(dtype):
    return np.float32 if dtype == "bf16" else dtype


def values(shape, dtype):
    if dtype is bool:
        return rng.integers(0, 2, shape).astype(bool)
    if dtype in (np.float32, np.float16, "bf16"):
        return rng.integers(-8, 9, shape).astype(np.float32)
    if dtype is np.uint8:
        return rng.integers(0, 60, shape).astype(np.uint8)
    return rng.integers(-1000, 1000, shape).astype(dtype)


REDUCERS = {"add": np.add, "maximum": np.maximum, "minimum": np.minimum,
            "multiply": np.multiply, "and": np.logical_and,
            "or": np.logical_or}


def body(reducer, dtype):
    s = mlir_type((), dtype)
    return (f'({{\n      ^bb0(%a: {s}, %b: {s}):\n'
            f'        %c = stablehlo.{reducer} %a, %b : {s}\n'
            f'        stablehlo.return %c : {s}\n    }})')


def all_reduce(p, shape, dtype, groups, reducer="add"):
    x = values((DEVICES,) + shape, dtype)
    want = np.stack([REDUCERS[reducer].reduce(x[group_of(groups, d)])
                     for d in range(DEVICES)]).astype(x.dtype)
    operand = p.row(x, dtype)
    t = mlir_type(shape, dtype)
    p.op(f'"stablehlo.all_reduce"({operand}) {body(reducer, dtype)} '
         f'{{{groups_attr(groups)}}} : ({t}) -> {t}', shape, dtype, want)


def reduce_scatter(p, shape, dim, dtype, groups):
    x = values((DEVICES,) + shape, dtype)
    n = len(groups[0])
    out_shape = list(shape)
    out_shape[dim] //= n
    want = []
    for d in range(DEVICES):
        g = group_of(groups, d)
        total = x[g].sum(0).astype(x.dtype)
        want.append(np.split(total, n, axis=dim)[g.index(d)])
    operand = p.row(x, dtype)
    p.op(f'"stablehlo.reduce_scatter"({operand}) {body("add", dtype)} '
         f'{{scatter_dimension = {dim} : i64, {groups_attr(groups)}}} : '
         f'({mlir_type(shape, dtype)}) -> {mlir_type(out_shape, dtype)}',
         tuple(out_shape), dtype, np.stack(want))


def all_to_all(p, shape, split, concat, dtype, groups):
    x = values((DEVICES,) + shape, dtype)
    n = len(groups[0])
    out_shape = list(shape)
    out_shape[split] //= n
    out_shape[concat] *= n
    want = []
    for d in range(DEVICES):
        g = group_of(groups, d)
        me = g.index(d)
        want.append(np.concatenate(
            [np.split(x[m], n, axis=split)[me] for m in g], axis=concat))
    operand = p.row(x, dtype)
    # all_to_all takes groups without use_global_device_ids: partitions
    # (a channel) are device ids here.
    attr = groups_attr(groups).replace(", use_global_device_ids", "")
    p.op(f'"stablehlo.all_to_all"({operand}) {{split_dimension = {split} : '
         f'i64, concat_dimension = {concat} : i64, split_count = {n} : i64, '
         f'{attr}}} : ({mlir_type(shape, dtype)}) -> '
         f'{mlir_type(out_shape, dtype)}', tuple(out_shape), dtype,
         np.stack(want))


def all_gather(p, shape, dim, dtype, groups):
    x = values((DEVICES,) + shape, dtype)
    out_shape = list(shape)
    out_shape[dim] *= len(groups[0])
    want = np.stack([np.concatenate(x[group_of(groups, d)], axis=dim)
                     for d in range(DEVICES)])
    operand = p.row(x, dtype)
    p.op(f'"stablehlo.all_gather"({operand}) {{all_gather_dim = {dim} : i64, '
         f'{groups_attr(groups)}}} : ({mlir_type(shape, dtype)}) -> '
         f'{mlir_type(out_shape, dtype)}', tuple(out_shape), dtype, want)


def main():
    ALL = [[0, 1, 2, 3]]
    programs = []

    p = Program("all_reduce_four", "all_reduce over 4 devices: sizes that "
                "4 divides, does not (10, 7) and that are smaller (3), "
                "each reduction and element type; then groups of 2.")
    all_reduce(p, (4096,), np.float32, ALL)
    all_reduce(p, (10,), np.int32, ALL, "maximum")
    all_reduce(p, (7, 1), np.int64, [[3, 1, 0, 2]], "minimum")
    all_reduce(p, (3,), np.float32, ALL)
    all_reduce(p, (2, 9), "bf16", ALL)
    all_reduce(p, (5, 2), np.float16, [[2, 0, 3, 1]])
    all_reduce(p, (6,), np.uint8, ALL, "maximum")
    all_reduce(p, (9,), bool, ALL, "or")
    all_reduce(p, (8,), np.int32, ALL, "multiply")
    all_reduce(p, (12,), np.float32, [[0, 2], [1, 3]])
    programs.append(p)

    p = Program("ragged_groups", "groups of 3 and 1, then of 1 and 3, with "
                "collectives after them: the processes' message counts "
                "must stay in step.")
    all_reduce(p, (11,), np.int32, [[0, 1, 2], [3]])
    all_reduce(p, (5, 3), np.float32, [[1], [3, 0, 2]])
    all_gather(p, (2, 3), 1, np.int32, ALL)
    all_reduce(p, (16,), np.int64, ALL)
    programs.append(p)

    p = Program("reduce_scatter_four", "reduce_scatter over 4 devices along "
                "the first, middle and last dimension (each member's blocks "
                "strided in the operand), and over groups of 2.")
    reduce_scatter(p, (8, 3), 0, np.int32, ALL)
    reduce_scatter(p, (3, 8), 1, np.float32, ALL)
    reduce_scatter(p, (2, 12, 3), 1, np.int64, [[3, 2, 1, 0]])
    reduce_scatter(p, (2, 6), 1, np.float32, [[0, 3], [2, 1]])
    programs.append(p)

    p = Program("all_to_all_four", "all_to_all over 4 devices, split and "
                "concatenated along each pair of dimensions, and over "
                "groups of 2.")
    all_to_all(p, (2, 8), 1, 0, np.int32, ALL)
    all_to_all(p, (8, 3), 0, 1, np.float32, ALL)
    all_to_all(p, (4, 3, 8), 2, 1, np.int64, [[1, 3, 0, 2]])
    all_to_all(p, (4, 4), 0, 0, np.int32, ALL)
    all_to_all(p, (3, 4, 2), 1, 2, np.float32, [[0, 1], [3, 2]])
    programs.append(p)

    if sys.argv[1] == "--traffic":
        # Each process sends 2 x 3/4 of the all_reduce's operand (its
        # reduce_scatter and all_gather steps: 24576 bytes) and 3/4 of the
        # others' (12288 bytes each): 49152 bytes in 3 collectives.
        p = Program("traffic", "16 KB operands over 4 devices.")
        all_reduce(p, (4096,), np.float32, ALL)
        reduce_scatter(p, (4, 1024), 1, np.float32, ALL)
        all_to_all(p, (1024, 4), 0, 1, np.float32, ALL)
        programs = [p]
        del sys.argv[1]
    with open(sys.argv[1], "w") as f:
        f.write("\n\n// -----\n\n".join(p.text() for p in programs) + "\n")


if __name__ == "__main__":
    main()
