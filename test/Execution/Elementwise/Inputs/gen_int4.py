"""Generates test/Execution/Elementwise/int4_jax.mlir from JAX.

Run with /work/venv/bin/python from this folder:
    python gen_int4.py ../int4_jax.mlir
Every candidate op on jnp.int4 / jnp.uint4 (and int2/uint2 converts) that
JAX accepts and XLA's CPU backend runs is jitted into one program; the test
is JAX's printed StableHLO for it, with CHECK lines holding numpy's repr of
XLA's results (independent of kiln). popcnt is left out: XLA's CPU backend
counts the sign-extension bits of an int4 byte (popcnt(-8) gives 5); it is
checked by hand in int4_narrow.mlir.
"""
import jax, jax.numpy as jnp, numpy as np, sys
from jax import lax
x = np.array([-8,-3,-1,0,1,2,7,5], dtype=jnp.int4)
y = np.array([3,-2,-8,5,-1,7,2,-4], dtype=jnp.int4)
u = np.array([0,1,2,7,8,15,3,9], dtype=jnp.uint4)
v = np.array([3,1,4,1,5,9,2,6], dtype=jnp.uint4)
i4, u4 = jnp.int4, jnp.uint4
cands = [
    lambda x, y, u, v: x + y, lambda x, y, u, v: x - y, lambda x, y, u, v: x * y,
    lambda x, y, u, v: lax.div(x, jnp.where(y == 0, i4(1), y)),
    lambda x, y, u, v: lax.rem(x, jnp.where(y == 0, i4(1), y)),
    lambda x, y, u, v: jnp.maximum(x, y), lambda x, y, u, v: jnp.minimum(x, y),
    lambda x, y, u, v: lax.abs(x), lambda x, y, u, v: -x,
    lambda x, y, u, v: x & y, lambda x, y, u, v: x | y, lambda x, y, u, v: x ^ y, lambda x, y, u, v: ~x,
    lambda x, y, u, v: lax.shift_left(x, jnp.full_like(x, 1)),
    lambda x, y, u, v: lax.shift_right_arithmetic(x, jnp.full_like(x, 2)),
    lambda x, y, u, v: lax.shift_right_logical(x, jnp.full_like(x, 1)),
    lambda x, y, u, v: x < y, lambda x, y, u, v: jnp.where(x < y, x, y),
    lambda x, y, u, v: lax.clamp(i4(-2), x, i4(3)),
    lambda x, y, u, v: u + v, lambda x, y, u, v: u - v, lambda x, y, u, v: u * v,
    lambda x, y, u, v: lax.div(u, jnp.where(v == 0, u4(1), v)),
    lambda x, y, u, v: jnp.maximum(u, v), lambda x, y, u, v: u > v,
    lambda x, y, u, v: lax.shift_right_logical(u, jnp.full_like(u, 2)),
    lambda x, y, u, v: lax.convert_element_type(x, jnp.int8),
    lambda x, y, u, v: lax.convert_element_type(x, jnp.float32),
    lambda x, y, u, v: lax.convert_element_type(u, jnp.int32),
    lambda x, y, u, v: lax.convert_element_type(x, jnp.uint4),
    lambda x, y, u, v: lax.convert_element_type(u, jnp.int4),
    lambda x, y, u, v: lax.convert_element_type(jnp.arange(-20, 20, 5, dtype=jnp.int32), jnp.int4),
    lambda x, y, u, v: lax.convert_element_type(jnp.array([1.7,-2.5,9.,-9.,100.,.4,-.6,3.5], jnp.float32), jnp.uint4),
    lambda x, y, u, v: lax.convert_element_type(x, jnp.int2) if hasattr(jnp, 'int2') else None,
    lambda x, y, u, v: lax.convert_element_type(lax.convert_element_type(u, jnp.uint2), jnp.int32) if hasattr(jnp, 'uint2') else None,
    lambda x, y, u, v: jnp.transpose(x.reshape(2, 4)), lambda x, y, u, v: jnp.broadcast_to(u[:3], (2, 3)),
    lambda x, y, u, v: jnp.pad(x[:3], (1, 2), constant_values=i4(-7)),
    lambda x, y, u, v: jnp.flip(u), lambda x, y, u, v: jnp.concatenate([x, y[:3]]),
    lambda x, y, u, v: lax.dynamic_slice(x, (jnp.int32(3),), (4,)),
    lambda x, y, u, v: lax.dynamic_update_slice(x, y[:2], (jnp.int32(5),)),
    lambda x, y, u, v: x[jnp.array([7, 0, 3])], lambda x, y, u, v: x.at[jnp.array([1, 2])].set(y[:2]),
    lambda x, y, u, v: jnp.sum(x), lambda x, y, u, v: jnp.max(u),
    lambda x, y, u, v: lax.sort(x), lambda x, y, u, v: jnp.arange(8, dtype=jnp.int4) - i4(4),
    lambda x, y, u, v: lax.reduce_precision(x.astype(jnp.float32), 4, 3),
]
ok = []
for c in cands:
    try:
        r = jax.jit(c)(x, y, u, v)
        if r is None: continue
        jax.jit(c).lower(x, y, u, v)
        ok.append(c)
    except Exception as e:
        print('skip:', str(e).splitlines()[0][:100], file=sys.stderr)
def f(x, y, u, v):
    return [c(x, y, u, v) for c in ok]
lowered = jax.jit(f).lower(x, y, u, v).as_text()
res = jax.jit(f)(x, y, u, v)
mlir = lowered[lowered.index('  func.func public'):]
mlir = mlir[:mlir.rindex('}')]  # drop module close
import re
mlir = re.sub(r' \{jax.result_info = "[^"]*"\}', '', mlir)
mlir = re.sub(r'(?m)^  ', '', mlir)
def spec(a, t):
    return f"{'x'.join(map(str, a.shape))}x{t}=" + ','.join(str(int(e)) for e in np.asarray(a).ravel())
mt = {'int2':'i2','uint2':'ui2','int4':'i4','uint4':'ui4','int8':'i8','float32':'f32','int32':'i32','bool':'i1','uint8':'ui8'}
lines = [f"// RUN: kiln run %s --input {spec(x,'i4')} --input {spec(y,'i4')} --input {spec(u,'ui4')} --input {spec(v,'ui4')} | FileCheck %s",
 "// int4/uint4 elementwise, convert and data movement ops as JAX exports them",
 "// (jnp.int4 / jnp.uint4 arrays); expected values: the same jax function",
 "// on XLA's CPU backend, printed with numpy's repr (test/Execution/",
 "// Elementwise/Inputs/gen_int4.py).", ""]
for i, r in enumerate(res):
    a = np.asarray(r)
    ty = 'tensor<' + ''.join(f'{d}x' for d in a.shape) + mt[str(a.dtype)] + '>'
    lines.append(f"// CHECK{'-NEXT' if i else ''}: output {i}: {ty}")
    for j, l in enumerate(repr(a).splitlines()):
        l = l.replace("[[", "{{\\[\\[}}")
        lines.append(f"// CHECK-NEXT: {l}" if l.strip() else "// CHECK-EMPTY:")
lines.append("")
open(sys.argv[1], 'w').write('\n'.join(lines) + mlir)
