"""The random program generator: a DAG of StableHLO ops built op by op.

`generate_program(seed, index)` is deterministic in (seed, index): every
random choice comes from one random.Random seeded with both. The generator
keeps a pool of the values built so far; each step picks an op family, the
family picks operands from the pool (or makes new entry arguments or
constants of the type and shape it needs) and attributes within the spec's
constraints, and `Gen.add` infers the results' abstract values (absval.py),
dropping the op if the error model rejects it. Values nothing uses become
the program's outputs.
"""
import math
import random

import numpy as np

import ops_contract
import ops_control
import ops_elementwise
import ops_gather
import ops_misc
import ops_movement
import ops_reduce
from absval import INF, Reject, Val
from eltypes import BY_NAME
from ir import KINDS, Arg, InferCtx, Op, Program

# How often each family is chosen.
FAMILIES = [
    (30, "elementwise", ops_elementwise.generate),
    (22, "movement", ops_movement.generate),
    (12, "reduction", ops_reduce.generate),
    (8, "contraction", ops_contract.generate),
    (6, "gather", ops_gather.generate),
    (7, "control", ops_control.generate),
    (5, "misc", ops_misc.generate),
]

# Relative frequency of element types.
TYPE_WEIGHTS = {
    "f32": 22, "f64": 7, "f16": 6, "bf16": 6, "i1": 6, "i32": 8, "i64": 4,
    "i8": 3, "i16": 2, "ui8": 3, "ui32": 3, "ui16": 1, "ui64": 1, "i4": 1,
    "ui4": 1, "i2": 1, "ui2": 1, "complex<f32>": 5, "complex<f64>": 3,
    "f8E4M3FN": 2, "f8E5M2": 2, "f8E4M3FNUZ": 1, "f8E5M2FNUZ": 1,
    "f8E4M3B11FNUZ": 1, "f8E4M3": 1, "f8E3M4": 1,
}


class Config:
    def __init__(self, max_ops=12, types=None, families=None,
                 max_elements=20000, zero_dims=True):
        self.zero_dims = zero_dims
        self.max_ops = max_ops
        self.types = types  # names, or None for all
        self.families = families  # names, or None for all
        self.max_elements = max_elements


class Scope:
    def __init__(self, isolated=False):
        self.ops = []
        self.pool = []
        self.isolated = isolated


class Gen:
    def __init__(self, seed, index, cfg):
        self.rng = random.Random("kiln-fuzz:%d:%d" % (seed, index))
        self.cfg = cfg
        self.args = []
        self.next_id = 0
        self.env = {}
        self.uses = {}
        self.scopes = [Scope()]
        names = cfg.types or list(TYPE_WEIGHTS)
        self.types = [BY_NAME[n] for n in names]
        self.type_weights = [TYPE_WEIGHTS.get(n, 1) for n in names]

    # Scopes -------------------------------------------------------------

    @property
    def scope(self):
        return self.scopes[-1]

    def visible(self):
        out = []
        for s in reversed(self.scopes):
            out = s.pool + out
            if s.isolated:
                break
        return out

    def push(self, isolated=False):
        self.scopes.append(Scope(isolated))

    def pop(self):
        return self.scopes.pop()

    # Values -------------------------------------------------------------

    def new_id(self):
        self.next_id += 1
        return self.next_id - 1

    def val(self, i):
        return self.env[i]

    def pick(self, pred=None):
        """A value of the pool, recent ones more often."""
        cands = [i for i in self.visible()
                 if pred is None or pred(self.env[i])]
        if not cands:
            return None
        if self.rng.random() < 0.6:
            return self.rng.choice(cands[-5:])
        return self.rng.choice(cands)

    def random_type(self, allow_bool=True, kinds=None):
        for _ in range(100):
            t = self.rng.choices(self.types, self.type_weights)[0]
            if (allow_bool or not t.is_bool) and (kinds is None or
                                                  t.kind in kinds):
                return t
        return BY_NAME["f32"]

    def random_dim(self):
        r = self.rng.random()
        if r < 0.08:
            return 0 if self.cfg.zero_dims else 1
        if r < 0.3:
            return 1
        if r < 0.85:
            return self.rng.randint(2, 5)
        if r < 0.96:
            return self.rng.randint(6, 17)
        return self.rng.randint(18, 70)

    def random_shape(self, min_rank=0):
        rank = self.rng.choices([0, 1, 2, 3, 4], [10, 25, 35, 20, 10])[0]
        rank = max(rank, min_rank)
        while True:
            shape = [self.random_dim() for _ in range(rank)]
            if math.prod(shape) <= self.cfg.max_elements:
                return shape

    def input_val(self, t, shape):
        """The abstract value of a fresh input of type t: a random range on
        a random grid (see inputs.py for the data), now and then one with
        infinities and NaNs."""
        rng = self.rng
        if t.is_bool:
            return Val(t, shape)
        if t.is_int:
            if rng.random() < 0.5:
                return Val(t, shape, -10, 10)
            return Val(t, shape)
        ft = t.part or t
        if rng.random() < 0.03:
            return Val(t, shape, -INF, INF, nan=True)
        # Coarse grids keep sums and products exact; fine ones exercise
        # rounding.
        if rng.random() < 0.7:
            g = rng.randint(-3, 0)
            k = 1 << rng.randint(1, min(ft.p, 6))
        else:
            k = 1 << ft.p
            g = rng.randint(ft.emin, 4) - ft.p
        g = max(g, ft.emin)
        while k * 2.0 ** g > ft.max / 2 and k > 1:
            k //= 2
        hi = k * 2.0 ** g
        lo = rng.choice([-hi, -hi, -hi, 0.0, 2.0 ** g])
        return Val(t, shape, lo, hi, grid=g)

    def fresh_arg(self, t, shape, data=None, val=None):
        if math.prod(shape) > self.cfg.max_elements:
            raise Reject("input too large")
        i = self.new_id()
        v = val or self.input_val(t, shape)
        v.id = i
        self.args.append(Arg(i, v, data))
        self.env[i] = v
        self.scopes[0].pool.append(i)
        return i

    def value_of(self, t, shape):
        """A value of type t and this shape: from the pool, or a new
        argument, constant or broadcast scalar."""
        shape = list(shape)
        cands = [i for i in self.visible() if self.env[i].t is t and
                 list(self.env[i].shape) == shape]
        r = self.rng.random()
        if cands and r < 0.5:
            return self.rng.choice(cands)
        if any(s.isolated for s in self.scopes):
            # Inside map's body only its own values and constants are seen.
            c = self.constant(t, shape)
            return c if c is not None else (cands or [None])[0]
        if r < 0.75 or math.prod(shape) > 4096:
            return self.fresh_arg(t, shape)
        if r < 0.9 or not shape:
            c = self.constant(t, shape)
            if c is not None:
                return c
            return self.fresh_arg(t, shape)
        s = self.value_of(t, [])
        out = self.add_value("broadcast_in_dim", [s], {"shape": shape,
                                                       "dims": []})
        return out if out is not None else self.fresh_arg(t, shape)

    def partner(self, x):
        v = self.env[x]
        if self.rng.random() < 0.15:
            return x
        return self.value_of(v.t, v.shape)

    def constant(self, t, shape):
        import inputs
        n = math.prod(shape)
        splat = n > 32 or self.rng.random() < 0.4
        v = self.input_val(t, [] if splat else shape)
        data = inputs.make_data(v, self.rng.getrandbits(32))
        attrs = {"t": t.name, "shape": list(shape), "splat": splat,
                 "data": inputs.to_jsonable(t, data)}
        return self.add_value("constant", [], attrs)

    def index_type(self):
        return BY_NAME[self.rng.choice(["i32", "i32", "i64", "i8", "ui32",
                                        "i16", "ui8", "ui64"])]

    def index_scalar(self, it, lo, hi):
        """A rank-0 integer: any value works (the spec clamps indices)."""
        cands = [i for i in self.visible() if self.env[i].t is it and
                 self.env[i].rank == 0]
        r = self.rng.random()
        if cands and r < 0.3:
            return self.rng.choice(cands)
        lo, hi = max(lo, it.min_int), min(hi, it.max_int)
        value = self.rng.randint(lo, max(lo, hi))
        if r < 0.7:
            return self.fresh_arg(it, [], data=value,
                                  val=Val(it, [], value, value))
        c = self.add_value("constant", [], {"t": it.name, "shape": [],
                                            "splat": True, "data": value})
        return c if c is not None else self.fresh_arg(it, [], data=value)

    def index_tensor(self, it, shape, lo, hi):
        lo, hi = max(lo, it.min_int), min(hi, it.max_int)
        n = math.prod(shape)
        data = [self.rng.randint(lo, max(lo, hi)) for _ in range(n)]
        return self.fresh_arg(it, shape, data=data,
                              val=Val(it, shape, min(data, default=0),
                                      max(data, default=0)))

    def unique_index_tensor(self, it, shape, ivd, dims):
        """Index vectors (along ivd) that are pairwise distinct, each
        component within [0, dims[k]) (or one out of range, skipped)."""
        batch = [n for k, n in enumerate(shape) if k != ivd]
        count = math.prod(batch)
        space = math.prod(dims)
        if count > space or it.max_int < max(dims, default=1):
            return None
        chosen = self.rng.sample(range(space), count) if count else []
        vecs = []
        for c in chosen:
            vec = []
            for n in reversed(dims):
                vec.append(c % n)
                c //= n
            vecs.append(list(reversed(vec)))
        a = np.zeros([count, len(dims)], dtype=np.int64)
        if count:
            a[:] = vecs
        full = a.reshape(batch + [len(dims)])
        if ivd < len(shape):
            full = np.moveaxis(full, -1, ivd)
        data = [int(x) for x in full.reshape(-1)]
        return self.fresh_arg(it, shape, data=data,
                              val=Val(it, shape, min(data, default=0),
                                      max(data, default=0)))

    # Ops ----------------------------------------------------------------

    def add(self, kind_name, operands, attrs, nres=1, blocks=None):
        return self.add_values(kind_name, operands, attrs, nres,
                               blocks) is not None

    def add_value(self, kind_name, operands, attrs):
        r = self.add_values(kind_name, operands, attrs, 1)
        return None if r is None else r[0]

    def add_values(self, kind_name, operands, attrs, nres=1, blocks=None):
        if None in operands:
            return None
        results = [self.new_id() for _ in range(nres)]
        op = Op(kind_name, operands, attrs, results, blocks)
        ins = [self.env[i] for i in operands]
        try:
            outs = KINDS[kind_name].infer(op.attrs, ins, InferCtx(op,
                                                                  self.env))
        except (Reject, OverflowError, ZeroDivisionError, ValueError):
            # The arithmetic of a bound failing means no bound: rejected.
            return None
        for v in outs:
            if not math.isfinite(v.err) or math.prod(v.shape) > \
                    self.cfg.max_elements:
                return None
        if not self.cfg.zero_dims and any(
                0 in v.shape for v in list(outs) + ins):
            return None
        if any(v.unchecked for v in ins):
            for v in outs:
                v.unchecked = True
        if any(v.zs for v in ins):
            for v in outs:
                v.zs = v.t.is_fp
        for r, v in zip(results, outs):
            v.id = r
            self.env[r] = v
            self.scope.pool.append(r)
        for i in operands + [y for b in (blocks or []) for y in b.yields]:
            self.uses[i] = self.uses.get(i, 0) + 1
        self.scope.ops.append(op)
        return results


def generate_program(seed, index, cfg=None):
    cfg = cfg or Config()
    g = Gen(seed, index, cfg)
    for _ in range(g.rng.randint(1, 3)):
        g.fresh_arg(g.random_type(), g.random_shape())
    families = [f for f in FAMILIES
                if cfg.families is None or f[1] in cfg.families]
    weights = [f[0] for f in families]
    target = g.rng.randint(max(1, cfg.max_ops // 3), cfg.max_ops)
    attempts = 0
    while len(g.scope.ops) < target and attempts < 20 * target:
        attempts += 1
        fam = g.rng.choices(families, weights)[0]
        try:
            fam[2](g)
        except Reject:
            pass
    ops = g.scopes[0].ops
    # Arguments made for ops the model then rejected are dropped.
    g.args = [a for a in g.args if g.uses.get(a.id, 0)] or g.args[:1]
    sinks = [r for o in ops for r in o.results if g.uses.get(r, 0) == 0]
    if not sinks:
        sinks = [g.args[0].id]
    g.rng.shuffle(sinks)
    outputs = sinks[:8]
    return Program(g.args, ops, outputs, g.next_id)
