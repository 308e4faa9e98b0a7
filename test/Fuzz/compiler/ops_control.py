"""Control flow: while (a counted loop), if, case and map, whose regions
hold randomly generated elementwise chains.

A while loop runs a constant number of iterations n: its body's abstract
values are joined over the iterates (absval.join), so the error model
covers every iteration; the loop's results are the join of all iterates.
if and case take the join of their branches' results; their regions may
use values defined above them, map's body may not.
"""
from absval import join, require
from eltypes import BY_NAME, I1
from ir import Block, kind
from ops_elementwise import binary_ops_for, unary_ops_for


def infer_if(attrs, ins, ctx):
    (pred,) = ins
    require(pred.t is I1 and pred.rank == 0)
    a = ctx.block(0, [])
    b = ctx.block(1, [])
    require([(v.t, v.shape) for v in a] == [(v.t, v.shape) for v in b])
    return [join([x, y]) for x, y in zip(a, b)]


def emit_if(p, op, ins, outs):
    p.op("stablehlo.if", op.operands, op.results,
         regions=[lambda b=b: p.block(b) for b in op.blocks])


kind("if", "control")((infer_if, emit_if))


def infer_case(attrs, ins, ctx):
    (index,) = ins
    require(index.t.name == "i32" and index.rank == 0)
    branches = [ctx.block(i, []) for i in range(len(ctx.op.blocks))]
    sig = [(v.t, v.shape) for v in branches[0]]
    for b in branches:
        require([(v.t, v.shape) for v in b] == sig)
    return [join(list(vs)) for vs in zip(*branches)]


def emit_case(p, op, ins, outs):
    p.op("stablehlo.case", op.operands, op.results,
         regions=[lambda b=b: p.block(b) for b in op.blocks])


kind("case", "control")((infer_case, emit_case))


def infer_while(attrs, ins, ctx):
    xs = [v.like() for v in ins]
    for _ in range(attrs["n"]):
        ys = ctx.block(1, xs)
        require([(v.t, v.shape) for v in ys] == [(v.t, v.shape) for v in xs])
        xs = [join([x, y]) for x, y in zip(xs, ys)]
    (pred,) = ctx.block(0, xs)
    require(pred.t is I1 and pred.rank == 0)
    # The body must also accept the joined values (it ran on each iterate).
    ys = ctx.block(1, xs)
    require([(v.t, v.shape) for v in ys] == [(v.t, v.shape) for v in xs])
    return xs


def emit_while(p, op, ins, outs):
    p.op("stablehlo.while", op.operands, op.results,
         regions=[lambda b=b: p.block(b) for b in op.blocks])


kind("while", "control")((infer_while, emit_while))


def infer_map(attrs, ins, ctx):
    x = ins[0]
    for v in ins:
        require(v.shape == x.shape)
    require(attrs["dims"] == list(range(x.rank)))
    (r,) = ctx.block(0, [v.like(shape=()) for v in ins])
    require(r.rank == 0)
    return [r.like(shape=x.shape)]


def emit_map(p, op, ins, outs):
    from ops_movement import arr
    p.op("stablehlo.map", op.operands, op.results,
         "dimensions = " + arr(op.attrs["dims"]),
         regions=[lambda: p.block(op.blocks[0])])


kind("map", "control")((infer_map, emit_map))


def transform(g, x, steps):
    """x through `steps` random elementwise ops that keep its type and
    shape (those the model rejects are skipped)."""
    for _ in range(steps):
        t = g.val(x).t
        if g.rng.random() < 0.5:
            y = g.add_value("unary", [x], {"op": g.rng.choice(
                unary_ops_for(t))})
        else:
            other = g.partner(x)
            y = g.add_values("binary", [x, other], {
                "op": g.rng.choice(binary_ops_for(t))})
            y = y[0] if y else None
        if y is not None:
            x = y
    return x


def _branch(g, templates):
    g.push()
    ys = [transform(g, t, g.rng.randint(0, 2)) for t in templates]
    scope = g.pop()
    return Block([], scope.ops, ys)


def generate(g):
    rng = g.rng
    r = rng.random()
    if r < 0.3:
        templates = [g.pick() for _ in range(rng.randint(1, 2))]
        if None in templates:
            return False
        pred = g.value_of(I1, [])
        blocks = [_branch(g, templates) for _ in range(2)]
        return g.add("if", [pred], {}, nres=len(templates), blocks=blocks)
    if r < 0.5:
        templates = [g.pick() for _ in range(rng.randint(1, 2))]
        if None in templates:
            return False
        index = g.index_scalar(BY_NAME["i32"], -1, 3)
        blocks = [_branch(g, templates) for _ in range(rng.randint(1, 3))]
        return g.add("case", [index], {}, nres=len(templates), blocks=blocks)
    if r < 0.8:
        n = rng.randint(0, 4)
        ct = BY_NAME[rng.choice(["i32", "i64"])]
        carried = [g.pick() for _ in range(rng.randint(1, 2))]
        if None in carried:
            return False
        zero = g.add_value("constant", [], {"t": ct.name, "shape": [],
                                            "splat": True, "data": 0})
        inits = [zero] + carried
        # Condition: counter < n.
        g.push()
        cargs = [g.new_id() for _ in inits]
        for a, i in zip(cargs, inits):
            g.env[a] = g.val(i).like()
        limit = g.add_value("constant", [], {"t": ct.name, "shape": [],
                                             "splat": True, "data": n})
        pred = g.add_values("compare", [cargs[0], limit], {
            "dir": "LT", "type": "SIGNED"})
        cond = g.pop()
        if pred is None:
            return False
        # Body: counter + 1, and each carried value transformed.
        g.push()
        bargs = [g.new_id() for _ in inits]
        for a, i in zip(bargs, inits):
            g.env[a] = g.val(i).like()
        g.scope.pool.extend(bargs)
        one = g.add_value("constant", [], {"t": ct.name, "shape": [],
                                           "splat": True, "data": 1})
        nxt = g.add_values("binary", [bargs[0], one], {"op": "add"})
        ys = [nxt[0] if nxt else bargs[0]]
        ys += [transform(g, a, rng.randint(1, 2)) for a in bargs[1:]]
        body = g.pop()
        blocks = [Block(cargs, cond.ops, pred), Block(bargs, body.ops, ys)]
        return g.add("while", inits, {"n": n}, nres=len(inits),
                     blocks=blocks)
    xs = [g.pick(lambda v: True)]
    if xs[0] is None:
        return False
    shape = g.val(xs[0]).shape
    for _ in range(rng.randint(0, 1)):
        xs.append(g.value_of(g.random_type(), shape))
    g.push(isolated=True)
    args = [g.new_id() for _ in xs]
    for a, i in zip(args, xs):
        g.env[a] = g.val(i).like(shape=())
    g.scope.pool.extend(args)
    y = transform(g, args[0], rng.randint(1, 3))
    if len(args) > 1 and g.val(args[1]).t is g.val(y).t:
        z = g.add_values("binary", [y, args[1]], {
            "op": rng.choice(binary_ops_for(g.val(y).t))})
        y = z[0] if z else y
    body = g.pop()
    return g.add("map", xs, {"dims": list(range(len(shape)))},
                 blocks=[Block(args, body.ops, [y])])
