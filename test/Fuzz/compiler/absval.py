"""The fuzzer's error model: what it knows about each value of a program.

-O0 and -O2 may legitimately give different floating-point results only
where -O2 changes how a value is computed (docs/graph-optimizer.md,
docs/codegen.md):

* f32 `exp`, `expm1`, `log`, `log1p`, `tanh`, `logistic` and friends use
  polynomial approximations in vector loops (a few ulp from libm);
* float sums (reductions, dot_general, convolution, reduce_window, scatter
  and select_and_scatter with an add body) are reassociated, and products
  use fused multiply-adds;
* division by a loop-invariant value is a reciprocal plus a Markstein
  correction, correctly rounded except where the residual underflows.

Everything else (add, multiply, compare, data movement, conversions,
integer arithmetic, constant folding, which folds only exact results) must
give the same bits at both levels. So each value carries:

* `lo`, `hi`: bounds on its elements (each part, for complex values);
* `err`, `rel`: |O0 - O2| <= err + rel * |value| elementwise; both zero
  means the two results must be equal (NaN positions equal, payloads free);
* `grid`: if not None, every element is an exact multiple of 2^grid that
  the type represents exactly and no rounding has happened on the way, so
  any summation order gives the same bits (the fuzzer's inputs are on such
  grids, which keeps most sums and products exactly comparable);
* `nan`: whether an element may be NaN.

Ops whose result is a discontinuous function of their operands (compare,
floor, convert to integer, sort keys, bitcast...) accept only operands that
must be equal at both levels; ops on operands that may differ propagate the
difference through a bound on their derivative over [lo, hi]. An op whose
preconditions do not hold raises Reject and the generator picks another.
"""
import math

INF = math.inf


class Reject(Exception):
    """The op cannot be applied to these operands under the error model."""


def require(cond, why="precondition"):
    if not cond:
        raise Reject(why)


class Val:
    """An abstract value: element type, shape and the bounds above."""

    __slots__ = ("t", "shape", "lo", "hi", "err", "rel", "grid", "nan",
                 "unchecked", "zs", "name", "id")

    def __init__(self, t, shape, lo=-INF, hi=INF, err=0.0, rel=0.0, grid=None,
                 nan=False, unchecked=False):
        self.t = t
        self.shape = tuple(int(d) for d in shape)
        if t.is_bool:
            lo, hi, grid = max(lo, 0), min(hi, 1), 0
        elif t.is_int:
            lo, hi, grid = max(lo, t.min_int), min(hi, t.max_int), 0
        else:
            ft = t.part or t
            if not ft.has_inf and max(abs(lo), abs(hi)) > ft.max:
                # Types without infinities overflow to NaN.
                nan = True
        self.lo = lo
        self.hi = hi
        self.err = err
        self.rel = rel
        self.grid = grid
        self.nan = nan
        # Outputs of ops whose conditioning the model cannot bound
        # (cholesky, triangular_solve, fft): they run, but are not compared.
        self.unchecked = unchecked
        # The sign of a zero element may differ between levels (sums whose
        # accumulator starts at +0, as dot_general's and convolution's do,
        # at one level and at the first product at the other). Equal as
        # numbers, but ops that tell -0 from +0 (bitcast, division by
        # zero, atan2, total order, branch cuts) must not take them.
        self.zs = False
        self.name = None
        self.id = None

    def __repr__(self):
        return "Val(%s %s [%g,%g] err=%g rel=%g grid=%s nan=%s%s)" % (
            self.t, self.shape, self.lo, self.hi, self.err, self.rel,
            self.grid, self.nan, " unchecked" if self.unchecked else "")

    @property
    def rank(self):
        return len(self.shape)

    @property
    def size(self):
        return math.prod(self.shape)

    @property
    def mag(self):
        """A bound on |element| (on the modulus, for complex values)."""
        m = max(abs(self.lo), abs(self.hi))
        return m * math.sqrt(2.0) if self.t.is_complex else m

    @property
    def minabs(self):
        if self.lo <= 0 <= self.hi:
            return 0.0
        return min(abs(self.lo), abs(self.hi))

    @property
    def deviation(self):
        """A bound on |O0 - O2| for every element (inf if unbounded)."""
        if self.rel == 0:
            return self.err
        return self.err + self.rel * self.mag

    @property
    def same(self):
        """Both levels must compute exactly the same elements."""
        return self.err == 0 and self.rel == 0 and not self.unchecked

    def like(self, shape=None, t=None, **kw):
        """A copy with another shape or type and some fields replaced."""
        v = Val(t or self.t, self.shape if shape is None else shape, self.lo,
                self.hi, self.err, self.rel, self.grid, self.nan,
                self.unchecked)
        v.zs = self.zs
        for k, x in kw.items():
            setattr(v, k, x)
        return v


def join(vals, t=None, shape=None):
    """A value that may be any of `vals` (elementwise): a select, a
    concatenation, the result of either branch of an if."""
    v0 = vals[0]
    grids = [v.grid for v in vals]
    v = Val(t or v0.t, v0.shape if shape is None else shape,
            min(v.lo for v in vals), max(v.hi for v in vals),
            max(v.err for v in vals), max(v.rel for v in vals),
            None if None in grids else min(grids), any(v.nan for v in vals),
            any(v.unchecked for v in vals))
    v.zs = any(v.zs for v in vals)
    return v


def no_signed_zero_doubt(v, why="sign of zero may differ"):
    """Requires that v's zeros have the same sign at both levels (only
    matters where v may be zero)."""
    require(not (v.zs and v.lo <= 0 <= v.hi), why)


def representable(t, lo, hi, grid):
    """Whether every multiple of 2^grid in [lo, hi] is exact in t."""
    ft = t.part or t
    if grid is None or not ft.is_float:
        return False
    m = max(abs(lo), abs(hi))
    if not math.isfinite(m) or m > ft.max:
        return False
    if grid < ft.emin - ft.p + 1:
        return False
    return m <= math.ldexp(1.0, ft.p + grid)


def fit(t, shape, lo, hi, grid, err=0.0, rel=0.0, nan=False,
        unchecked=False):
    """A float result: its grid survives only if exactly representable."""
    if grid is not None and not representable(t, lo, hi, grid):
        grid = None
    return Val(t, shape, lo, hi, err, rel, grid, nan, unchecked)


def rounding_error(t, mag):
    """The most two roundings of nearby values to t can differ by."""
    ft = t.part or t
    if not math.isfinite(mag):
        return INF
    return ft.eps * mag + math.ldexp(1.0, ft.emin - ft.p + 1)


def sum_error(t, n, mag_term, dev_term):
    """|O0 - O2| for a sum of n terms, each |term| <= mag_term and each
    differing by at most dev_term between the levels, summed in any order:
    both orders are within (n-1) eps sum|term| of the exact sum."""
    ft = t.part or t
    if n <= 1:
        return dev_term
    bound = 2.0 * (n - 1) * ft.eps * n * mag_term + n * dev_term
    if t.is_complex:
        bound *= 2.0
    return bound + math.ldexp(1.0, ft.emin - ft.p + 1) * n


def sum_result(t, shape, terms, n, mag_term, grid_term, dev_term, nan,
               unchecked=False):
    """The value of a reassociated float sum of n terms (at most `terms`
    distinct bound ranges are folded in the caller; here lo = -hi)."""
    ft = t.part or t
    total = n * mag_term
    require(total <= ft.max / 4, "sum may overflow")
    if grid_term is not None and dev_term == 0 and representable(
            t, -total, total, grid_term):
        return Val(t, shape, -total, total, 0.0, 0.0, grid_term, nan,
                   unchecked)
    return Val(t, shape, -total, total, sum_error(t, n, mag_term, dev_term),
               0.0, None, nan, unchecked)
