"""Comparing one output of -O0 with the same output of -O2.

Integers and booleans must be equal. Floats and complex numbers must have
NaN in the same places (payloads and NaN signs may differ), equal
infinities, and elsewhere |o0 - o2| <= err + rel * max(|o0|, |o2|), where
err and rel come from the error model (absval.py); when both are zero the
values must be equal (+0 and -0 compare equal: a wrong zero sign shows up
wherever it matters, e.g. as an infinity of the wrong sign after a
division).
"""
import numpy as np


def _isnan(a):
    if np.iscomplexobj(a):
        return np.isnan(a.real) | np.isnan(a.imag)
    return np.isnan(a)


def compare(t, a, b, err, rel):
    """None if a (-O0) and b (-O2) agree, else a one-line description."""
    if a.shape != b.shape:
        return "shapes differ: %s vs %s" % (a.shape, b.shape)
    if a.size == 0:
        return None
    if not t.is_fp:
        bad = a != b
        if not bad.any():
            return None
        i = np.argwhere(bad)[0]
        return "%d of %d elements differ, first at %s: %s vs %s" % (
            int(bad.sum()), a.size, tuple(int(x) for x in i),
            a[tuple(i)].item(), b[tuple(i)].item())
    na, nb = _isnan(a), _isnan(b)
    with np.errstate(invalid="ignore", over="ignore"):
        eq = (a == b) | (na & nb)
        diff = np.abs(a - b)
        scale = np.maximum(np.abs(a), np.abs(b))
        finite = np.isfinite(diff) & ~na & ~nb
        ok = eq | (finite & (diff <= err + rel * scale))
    if ok.all():
        return None
    bad = ~ok
    i = tuple(int(x) for x in np.argwhere(bad)[0])
    with np.errstate(invalid="ignore"):
        worst = np.where(bad & finite, diff, 0).max()
    return ("%d of %d elements differ beyond err=%.3g rel=%.3g, first at %s:"
            " %r vs %r (largest finite difference %.3g)" % (
                int(bad.sum()), a.size, err, rel, i, a[i].item(), b[i].item(),
            worst))
