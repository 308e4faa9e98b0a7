"""Data movement ops of jax.lax: shapes, slices, padding, concatenation,
iota, dynamic slices, gather and scatter, sort and top_k. Their results are
copies of input elements, so every check is exact."""
import functools

import numpy as np
from jax import lax

import values as V
from cases import Op, OpList, Unit, specials_vector

GDN = lax.GatherDimensionNumbers
SDN = lax.ScatterDimensionNumbers
MODE = lax.GatherScatterMode
OPS = OpList()


def v(dtype, shape, rng, tag):
    return V.values(dtype, shape, rng(tag))


def shape_units(dtype, rng, cases):
    """Units of a one-operand op: cases are (label, fn, input shape)."""
    return [Unit(label, fn, [v(dtype, shape, rng, label)], "eq")
            for label, fn, shape in cases]


P = functools.partial


@OPS.op("broadcast_in_dim", "lax.broadcast_in_dim")
def broadcast_in_dim_units(dtype, rng):
    b = lax.broadcast_in_dim
    return shape_units(dtype, rng, [
        ("scalar to 3x4", P(b, shape=(3, 4), broadcast_dimensions=()), ()),
        ("3 to 2x3", P(b, shape=(2, 3), broadcast_dimensions=(1,)), (3,)),
        ("3x1 to 3x4", P(b, shape=(3, 4), broadcast_dimensions=(0, 1)),
         (3, 1)),
        ("2x3 to 3x2x5 transposed",
         P(b, shape=(3, 2, 5), broadcast_dimensions=(1, 0)), (2, 3)),
        ("0 to 2x0", P(b, shape=(2, 0), broadcast_dimensions=(1,)), (0,)),
    ])


@OPS.op("reshape", "lax.reshape, with and without a dimension order")
def reshape_units(dtype, rng):
    r = lax.reshape
    return shape_units(dtype, rng, [
        ("3x4 to 2x6", P(r, new_sizes=(2, 6)), (3, 4)),
        ("2x3x4 to 4x6 in order 2,0,1",
         P(r, new_sizes=(4, 6), dimensions=(2, 0, 1)), (2, 3, 4)),
        ("scalar to 1x1x1", P(r, new_sizes=(1, 1, 1)), ()),
        ("1x7 to 7", P(r, new_sizes=(7,)), (1, 7)),
        ("0x3 to 3x0x1", P(r, new_sizes=(3, 0, 1)), (0, 3)),
    ])


@OPS.op("transpose", "lax.transpose")
def transpose_units(dtype, rng):
    t = lax.transpose
    return shape_units(dtype, rng, [
        ("3x5 by 1,0", P(t, permutation=(1, 0)), (3, 5)),
        ("2x3x4 by 2,0,1", P(t, permutation=(2, 0, 1)), (2, 3, 4)),
        ("3x1x7 by 1,2,0", P(t, permutation=(1, 2, 0)), (3, 1, 7)),
        ("0x3x1 by 1,2,0", P(t, permutation=(1, 2, 0)), (0, 3, 1)),
    ])


@OPS.op("rev", "lax.rev")
def rev_units(dtype, rng):
    return shape_units(dtype, rng, [
        ("17 on 0", P(lax.rev, dimensions=(0,)), (17,)),
        ("3x4 on 0,1", P(lax.rev, dimensions=(0, 1)), (3, 4)),
        ("2x3x4 on 2", P(lax.rev, dimensions=(2,)), (2, 3, 4)),
        ("2x0x3 on 1", P(lax.rev, dimensions=(1,)), (2, 0, 3)),
    ])


@OPS.op("slice", "lax.slice with strides")
def slice_units(dtype, rng):
    s = lax.slice
    return shape_units(dtype, rng, [
        ("17 [2:15:3]", P(s, start_indices=(2,), limit_indices=(15,),
                          strides=(3,)), (17,)),
        ("3x5x4 strided", P(s, start_indices=(0, 1, 1),
                            limit_indices=(3, 5, 3), strides=(2, 2, 1)),
         (3, 5, 4)),
        ("7 empty [3:3]", P(s, start_indices=(3,), limit_indices=(3,)),
         (7,)),
        ("1x0 whole", P(s, start_indices=(0, 0), limit_indices=(1, 0)),
         (1, 0)),
    ])


@OPS.op("squeeze", "lax.squeeze")
def squeeze_units(dtype, rng):
    return shape_units(dtype, rng, [
        ("1x3x1 on 0,2", P(lax.squeeze, dimensions=(0, 2)), (1, 3, 1)),
        ("1 to scalar", P(lax.squeeze, dimensions=(0,)), (1,)),
        ("0x1 on 1", P(lax.squeeze, dimensions=(1,)), (0, 1)),
    ])


@OPS.op("expand_dims", "lax.expand_dims")
def expand_dims_units(dtype, rng):
    return shape_units(dtype, rng, [
        ("3 on 0", P(lax.expand_dims, dimensions=(0,)), (3,)),
        ("2x3 on 1,3", P(lax.expand_dims, dimensions=(1, 3)), (2, 3)),
        ("scalar on 0", P(lax.expand_dims, dimensions=(0,)), ()),
        ("0 on 1", P(lax.expand_dims, dimensions=(1,)), (0,)),
    ])


@OPS.op("concatenate", "lax.concatenate")
def concatenate_units(dtype, rng):
    def cat(dim):
        return lambda *xs: lax.concatenate(xs, dim)

    cases = [("3+0+7", 0, [(3,), (0,), (7,)]),
             ("2x3+2x1 on 1", 1, [(2, 3), (2, 1)]),
             ("1x2x2+2x2x2+1x2x2 on 0", 0, [(1, 2, 2), (2, 2, 2), (1, 2, 2)]),
             ("0x2+0x3 on 1", 1, [(0, 2), (0, 3)])]
    return [Unit(label, cat(dim),
                 [v(dtype, s, rng, f"{label}{i}") for i, s in
                  enumerate(shapes)], "eq")
            for label, dim, shapes in cases]


@OPS.op("pad", "lax.pad with negative and interior padding")
def pad_units(dtype, rng):
    def pad(config):
        return lambda x, p: lax.pad(x, p, config)

    cases = [("5 by 1,2,0", [(1, 2, 0)], (5,)),
             ("3x4 interior and negative", [(0, 0, 1), (-1, 2, 0)], (3, 4)),
             ("7 by -2,-1,1", [(-2, -1, 1)], (7,)),
             ("0x3 by 1,1,0", [(1, 1, 0), (0, 0, 2)], (0, 3))]
    return [Unit(label, pad(cfg), [v(dtype, shape, rng, label),
                                   v(dtype, (), rng, label + "p")], "eq")
            for label, cfg, shape in cases]


@OPS.op("iota", "lax.iota and lax.broadcasted_iota of each element type")
def iota_units(dtype, rng):
    return [
        Unit("7", lambda: lax.iota(dtype.np, 7), [], "eq"),
        Unit("3x4 on 1", lambda: lax.broadcasted_iota(dtype.np, (3, 4), 1),
             [], "eq"),
        Unit("2x3x2 on 0", lambda: lax.broadcasted_iota(dtype.np, (2, 3, 2),
                                                        0), [], "eq"),
        Unit("0", lambda: lax.iota(dtype.np, 0), [], "eq"),
    ]


@OPS.op("split", "lax.split")
def split_units(dtype, rng):
    return shape_units(dtype, rng, [
        ("17 into 3,0,14", P(lax.split, sizes=(3, 0, 14), axis=0), (17,)),
        ("3x5 into 2,3 on 1", P(lax.split, sizes=(2, 3), axis=1), (3, 5)),
    ])


# ---------------------------------------------------------------------------
# Dynamic slices: the start indices are inputs, so the ops stay dynamic.

START_TYPES = (np.int32, np.int8, np.uint32, np.int64)


@OPS.op("dynamic_slice",
        "lax.dynamic_slice, starts of several integer types, clamped starts")
def dynamic_slice_units(dtype, rng):
    x = v(dtype, (5, 7), rng, "x")
    units = []
    for label, (i, j), t in (("in bounds", (1, 2), np.int32),
                             ("clamped past the end", (4, 6), np.int32),
                             ("clamped negative", (-1, -3), np.int32),
                             ("i8 starts", (2, 3), np.int8),
                             ("u32 starts", (9, 1), np.uint32),
                             ("i64 starts", (3, 5), np.int64)):
        f = lambda x, i, j: lax.dynamic_slice(x, (i, j), (2, 3))
        units.append(Unit(f"5x7 {label}", f, [x, t(i), t(j)], "eq"))
    units.append(Unit("5x7 empty slice",
                      lambda x, i, j: lax.dynamic_slice(x, (i, j), (0, 3)),
                      [x, np.int32(1), np.int32(1)], "eq"))
    units.append(Unit("17 clamped",
                      lambda x, i: lax.dynamic_slice(x, (i,), (5,)),
                      [v(dtype, (17,), rng, "y"), np.int32(14)], "eq"))
    return units


@OPS.op("dynamic_update_slice", "lax.dynamic_update_slice, clamped starts")
def dynamic_update_slice_units(dtype, rng):
    x = v(dtype, (5, 7), rng, "x")
    u = v(dtype, (2, 3), rng, "u")
    f = lambda x, u, i, j: lax.dynamic_update_slice(x, u, (i, j))
    units = [Unit(f"5x7 {label}", f, [x, u, t(i), t(j)], "eq")
             for label, (i, j), t in (
                 ("in bounds", (1, 2), np.int32),
                 ("clamped past the end", (4, 6), np.int32),
                 ("clamped negative", (-1, -3), np.int32),
                 ("u8 starts", (3, 200), np.uint8),
                 ("i64 starts", (0, 4), np.int64))]
    units.append(Unit("5x7 empty update", f,
                      [x, v(dtype, (0, 3), rng, "e"), np.int32(2),
                       np.int32(2)], "eq"))
    units.append(Unit("scalar operand", lambda x, u: lax.dynamic_update_slice(
        x, u, ()), [v(dtype, (), rng, "s"), v(dtype, (), rng, "t")], "eq"))
    return units


# ---------------------------------------------------------------------------
# Gather and scatter.

ROWS_G = GDN(offset_dims=(1,), collapsed_slice_dims=(0,),
             start_index_map=(0,))
POINTS_G = GDN(offset_dims=(), collapsed_slice_dims=(0, 1),
               start_index_map=(0, 1))
WINDOWS_G = GDN(offset_dims=(1, 2), collapsed_slice_dims=(),
                start_index_map=(0, 1))
BATCH_G = GDN(offset_dims=(2,), collapsed_slice_dims=(1,),
              start_index_map=(1,), operand_batching_dims=(0,),
              start_indices_batching_dims=(0,))


def idx(values, t=np.int32):
    return np.array(values, dtype=t)


@OPS.op("gather", "lax.gather: rows, points, windows, batching dims; "
        "clip and fill modes")
def gather_units(dtype, rng):
    def g(dn, sizes, mode):
        return lambda x, i: lax.gather(x, i, dn, sizes, mode=mode)

    rows = v(dtype, (5, 3), rng, "rows")
    grid = v(dtype, (4, 5), rng, "grid")
    cases = [
        ("rows", ROWS_G, (1, 3), MODE.PROMISE_IN_BOUNDS, rows,
         idx([[0], [4], [2], [2]])),
        ("rows clipped", ROWS_G, (1, 3), MODE.CLIP, rows,
         idx([[0], [7], [-2], [4]])),
        ("rows filled", ROWS_G, (1, 3), MODE.FILL_OR_DROP, rows,
         idx([[1], [7], [-1], [4]])),
        ("rows i64 indices", ROWS_G, (1, 3), MODE.CLIP, rows,
         idx([[3], [1]], np.int64)),
        ("rows u8 indices", ROWS_G, (1, 3), MODE.CLIP, rows,
         idx([[3], [200]], np.uint8)),
        ("points", POINTS_G, (1, 1), MODE.CLIP, grid,
         idx([[0, 0], [3, 4], [1, 2]])),
        ("windows", WINDOWS_G, (2, 3), MODE.CLIP, grid,
         idx([[0, 0], [3, 4], [1, 1]])),
        ("batching dims", BATCH_G, (1, 1, 3), MODE.CLIP,
         v(dtype, (2, 5, 3), rng, "batch"),
         idx([[[0], [4], [1], [1]], [[2], [3], [0], [4]]])),
        ("no indices", ROWS_G, (1, 3), MODE.CLIP, rows,
         np.zeros((0, 1), np.int32)),
    ]
    return [Unit(label, g(dn, sizes, mode), [x, i], "eq",
                 sweep=label in ("rows clipped", "rows filled"))
            for label, dn, sizes, mode, x, i in cases]


ROWS_S = SDN(update_window_dims=(1,), inserted_window_dims=(0,),
             scatter_dims_to_operand_dims=(0,))
POINTS_S = SDN(update_window_dims=(), inserted_window_dims=(0, 1),
               scatter_dims_to_operand_dims=(0, 1))
BATCH_S = SDN(update_window_dims=(2,), inserted_window_dims=(1,),
              scatter_dims_to_operand_dims=(1,), operand_batching_dims=(0,),
              scatter_indices_batching_dims=(0,))


def scatter_cases(dtype, rng, unique, values):
    """(label, dnums, mode, operand, indices, updates) of the scatter ops;
    `unique` keeps indices distinct (for scatter, which overwrites),
    `values(shape, tag)` makes operands and updates."""
    dup = [[0], [2], [0], [4]] if not unique else [[3], [0], [2], [1]]
    return [
        ("rows" + ("" if unique else " with duplicates"), ROWS_S,
         MODE.PROMISE_IN_BOUNDS, values((5, 3), "o1"), idx(dup),
         values((4, 3), "u1")),
        ("rows out of bounds dropped", ROWS_S, MODE.FILL_OR_DROP,
         values((5, 3), "o2"), idx([[1], [7], [-1], [4]]),
         values((4, 3), "u2")),
        ("rows clipped", ROWS_S, MODE.CLIP, values((5, 3), "o3"),
         idx([[1], [9], [-3]]), values((3, 3), "u3")),
        ("points", POINTS_S, MODE.PROMISE_IN_BOUNDS, values((4, 5), "o4"),
         idx([[0, 0], [3, 4], [1, 2]]), values((3,), "u4")),
        ("batching dims", BATCH_S, MODE.PROMISE_IN_BOUNDS,
         values((2, 5, 3), "o5"),
         idx([[[0], [4]], [[2], [3]]]), values((2, 2, 3), "u5")),
        ("no updates", ROWS_S, MODE.CLIP, values((5, 3), "o6"),
         np.zeros((0, 1), np.int32), values((0, 3), "u6")),
    ]


def scatter_op(name, doc, unique=False, values="plain", check="eq"):
    fn = getattr(lax, name)

    def build(dtype, rng):
        def make(shape, tag):
            if values == "sum":
                return V.exact_sum_values(dtype, shape, rng(tag))
            if values == "product":
                return V.exact_product_values(dtype, shape, rng(tag))
            return V.values(dtype, shape, rng(tag))

        def f(dn, mode):
            return lambda x, i, u: fn(x, i, u, dn, mode=mode)

        return [Unit(label, f(dn, mode), [x, i, u], check,
                     sweep=label.startswith("rows") and "clipped" not in label)
                for label, dn, mode, x, i, u in
                scatter_cases(dtype, rng, unique, make)]

    return Op(name, doc, build)


OPS += [
    scatter_op("scatter", "lax.scatter (distinct indices)", unique=True),
    scatter_op("scatter_add", "lax.scatter_add, duplicate indices",
               values="sum", check="almost"),
    scatter_op("scatter_sub", "lax.scatter_sub, duplicate indices",
               values="sum", check="almost"),
    scatter_op("scatter_mul", "lax.scatter_mul, duplicate indices",
               values="product", check="almost"),
    scatter_op("scatter_min", "lax.scatter_min, duplicate indices"),
    scatter_op("scatter_max", "lax.scatter_max, duplicate indices"),
]


@OPS.op("scatter_apply", "lax.scatter_apply of lax.neg")
def scatter_apply_units(dtype, rng):
    def f(dn, mode, shape):
        return lambda x, i: lax.scatter_apply(x, i, lax.neg, dn,
                                              update_shape=shape, mode=mode)

    return [Unit(label, f(dn, mode, u.shape), [x, i], "eq")
            for label, dn, mode, x, i, u in
            scatter_cases(dtype, rng, False,
                          lambda shape, tag: V.values(dtype, shape, rng(tag)))]


# ---------------------------------------------------------------------------
# Sorting.


@OPS.op("sort", "lax.sort: one and several operands, several keys, stability")
def sort_units(dtype, rng):
    def sort(dim=-1, num_keys=1, stable=True):
        return lambda *xs: lax.sort(xs if len(xs) > 1 else xs[0], dim,
                                    stable, num_keys)

    keys = specials_vector(dtype, rng("v"))
    n = keys.shape[0]
    # Few distinct keys, so that a stable sort must keep the order of the
    # values of equal keys.
    few = V.values(dtype, (4,), rng("few"))[rng("pick").integers(0, 4, 17)]
    m = v(dtype, (3, 5), rng, "m")
    return [
        Unit("special values", sort(), [keys], "eq", sweep=True),
        Unit("3x5 on 0", sort(0), [m], "eq"),
        Unit("keys and i32 values", sort(),
             [keys, np.arange(n, dtype=np.int32)], "eq", sweep=True),
        Unit("stable, equal keys", sort(), [few, np.arange(17,
                                                           dtype=np.int32)],
             "eq"),
        Unit("two keys", sort(num_keys=2),
             [few, v(dtype, (17,), rng, "k2"), np.arange(17, dtype=np.int32)],
             "eq"),
        Unit("2x0 on 1", sort(1), [v(dtype, (2, 0), rng, "z")], "eq"),
    ]


@OPS.op("top_k", "lax.top_k")
def top_k_units(dtype, rng):
    def top(k):
        return lambda x: lax.top_k(x, k)

    return [
        Unit("special values k=3", top(3), [specials_vector(dtype, rng("v"))],
             "eq"),
        Unit("3x5 k=2", top(2), [v(dtype, (3, 5), rng, "m")], "eq"),
        Unit("5 k=5", top(5), [v(dtype, (5,), rng, "a")], "eq"),
        Unit("2x4 k=0", top(0), [v(dtype, (2, 4), rng, "z")], "eq"),
        Unit("0x3 k=1", top(1), [v(dtype, (0, 3), rng, "e")], "eq"),
    ]



def ops():
    return list(OPS)
