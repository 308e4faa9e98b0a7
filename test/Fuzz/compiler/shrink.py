"""Shrinking a failing program while it keeps failing the same way.

Moves, tried until none helps: keep a single output, or return an op's
results instead of the outputs; replace an op by new
entry arguments carrying its results' abstract values (which cuts away
everything only that op used); bypass an op whose operand has its
result's type and shape. After each move dead ops and unused arguments are
dropped. Inputs are a function of the argument ids (inputs.arg_array), so
the arguments that remain keep their data.
"""
import math

from absval import Reject
from ir import Arg, infer


def _used_ids(ops):
    used = set()
    for o in ops:
        used.update(o.operands)
        for b in o.blocks:
            used.update(b.yields)
            used.update(_used_ids(b.ops))
    return used


def dce(prog):
    """Drops ops none of whose results is needed, and unused arguments."""
    live = set(prog.outputs)
    kept = []
    for o in reversed(prog.ops):
        if any(r in live for r in o.results):
            kept.append(o)
            live.update(o.operands)
            for b in o.blocks:
                live.update(_used_ids([o]))
    kept.reverse()
    prog.ops = kept
    prog.args = [a for a in prog.args if a.id in live]
    return prog


def cut_val(v):
    """The abstract value of an argument replacing a computed value: the
    same bounds, exact (no difference between levels), on the finest grid
    that represents its range."""
    w = v.like(err=0.0, rel=0.0, unchecked=False)
    if v.t.is_fp:
        ft = v.t.part or v.t
        m = max(abs(v.lo), abs(v.hi))
        if math.isfinite(m):
            e = math.frexp(m)[1] if m else 0
            w.grid = max(e - ft.p, ft.emin - ft.p + 1)
            w.lo = max(v.lo, -ft.max)
            w.hi = min(v.hi, ft.max)
        else:
            w.grid = None
            w.nan = True
    return w


def _try(prog):
    try:
        infer(prog)
        return prog
    except (Reject, KeyError):
        return None


def with_outputs(prog, outputs):
    p = prog.copy()
    p.outputs = outputs
    return _try(dce(p))


def cut(prog, k):
    """prog with its k-th op replaced by arguments."""
    env = infer(prog)
    p = prog.copy()
    op = p.ops.pop(k)
    for r in op.results:
        p.args.append(Arg(r, cut_val(env[r])))
    return _try(dce(p))


def bypass(prog, k):
    """prog with its k-th op's result replaced by one of its operands."""
    env = infer(prog)
    op = prog.ops[k]
    if len(op.results) != 1:
        return []
    r = op.results[0]
    out = []
    for x in op.operands:
        if env[x].t is env[r].t and env[x].shape == env[r].shape:
            p = prog.copy()
            del p.ops[k]
            _rename(p, r, x)
            q = _try(dce(p))
            if q is not None:
                out.append(q)
    return out


def _rename(prog, old, new):
    def fix(ops):
        for o in ops:
            o.operands = [new if i == old else i for i in o.operands]
            for b in o.blocks:
                b.yields = [new if i == old else i for i in b.yields]
                fix(b.ops)
    fix(prog.ops)
    prog.outputs = [new if i == old else i for i in prog.outputs]


def shrink(prog, fails, max_tries=150):
    """The smallest program found for which fails(program) holds."""
    best = prog
    tries = 0
    progress = True
    while progress and tries < max_tries:
        progress = False
        candidates = []
        if len(best.outputs) > 1:
            candidates += [lambda o=o: with_outputs(best, [o])
                           for o in best.outputs]
        # An op's own results as the outputs: drops everything after it.
        candidates += [lambda op=op: with_outputs(best, list(op.results))
                       for op in best.ops[:-1]]
        candidates += [lambda k=k: cut(best, k) for k in range(len(best.ops))]
        candidates += [lambda k=k: bypass(best, k)
                       for k in range(len(best.ops))]
        for make in candidates:
            got = make()
            for cand in (got if isinstance(got, list) else [got]):
                if cand is None or tries >= max_tries:
                    continue
                tries += 1
                if fails(cand):
                    best = cand
                    progress = True
                    break
            if progress:
                break
    return best, tries
