"""What an op of the lax suite is: a builder of cases for each element type.

A Unit is one case: a function of arrays (JAX traces it), the arrays, and
how each float result is compared with XLA's ("eq" exactly, "close" within
check.expect_close's ULP bound, "almost" within check.expect_almost_eq's
absolute tolerance; integer and boolean results are always compared
exactly). An Op makes the units for one element type; it may make none, and
JAX rejecting a unit (recorded by gen.py) is how an op says it is not
defined on a type, so builders do not filter types themselves unless the
inputs cannot be built (an index array must be integers, say).
"""
import re

import numpy as np

import values as V


class Unit:
    def __init__(self, label, fn, args, check="close", sweep=False):
        self.label = label
        # Swept units run on every element type; the others (variations of
        # shape and attributes) on one type of each class (gen.py).
        self.sweep = sweep
        # The case's name in file text and in known_failures: the label
        # without spaces.
        self.key = re.sub(r"[^\w.,:=+\-x]+", "_", label).strip("_")
        self.fn = fn
        self.args = [np.asarray(a) for a in args]
        self.check = check

    def check_for(self, index, dtype):
        if not dtype.is_inexact:
            return "eq"
        if isinstance(self.check, (list, tuple)):
            return self.check[index]
        return self.check


class Op:
    def __init__(self, name, doc, build):
        self.name = name
        self.doc = doc
        self.build = build

    def units(self, dtype, rng):
        """The units of `dtype`; the first is swept when none is marked."""
        units = self.build(dtype, rng)
        keys = [u.key for u in units]
        assert len(set(keys)) == len(keys), (self.name, keys)
        if units and not any(u.sweep for u in units):
            units[0].sweep = True
        return units


class OpList(list):
    """The ops of one ops_*.py module, in the order the module defines
    them. `@OPS.op(name, doc)` above a builder appends Op(name, doc, builder),
    so that each op's name and description stand with the builder of its
    cases instead of in a list repeating every builder's name; ops made by a
    factory are appended as to any list."""

    def op(self, name, doc):
        def register(build):
            self.append(Op(name, doc, build))
            return build
        return register


def shape_text(shape):
    return "x".join(str(n) for n in shape) if shape else "scalar"


def odd_length(n):
    return n if n % 2 else n + 1


def specials_vector(dtype, rng, domain="wide", extra=4):
    """A 1-D array holding every special value of `dtype` and a few random
    ones, of odd length (at least 17)."""
    n = odd_length(max(17, len(V.specials(dtype)) + extra))
    return V.values(dtype, (n,), rng, domain)


def specials_matrix(dtype, rng, domain="wide", extra=8):
    """A (n, 3) array, n odd: every special value of `dtype` in row-major
    order, then at least `extra` random values from `domain`."""
    n = odd_length(-(-(len(V.specials(dtype)) + extra) // 3))
    return V.values(dtype, (n, 3), rng, domain)


def cross(dtype, count=9):
    """Two (k, k) arrays pairing each of the first k <= `count` special
    values of `dtype` with each of them."""
    sp = V.specials(dtype)[:count]
    k = len(sp)
    return np.repeat(sp, k).reshape(k, k), np.tile(sp, k).reshape(k, k)
