"""Shared by the gemm test generators: a JAX-lowered module's main function
as a named, unindented function of a multi-function test file, and the
inputs, XLA results and StableHLO of a table of dot_general cases."""
import os
import re

import jax
import numpy as np


def entry_text(module_text, name):
    """`module_text`'s public @main renamed @`name`, dedented, without
    JAX's result_info attributes."""
    body = re.search(r"(func\.func public @main.*?\n  \}\n)", module_text,
                     re.S).group(1)
    body = body.replace("public @main", f"@{name}").replace("  }\n", "}\n")
    body = "\n".join(l[2:] if l.startswith("  ") else l
                     for l in body.splitlines())
    return re.sub(r" \{jax\.result_info = \"[^\"]*\"\}", "", body)


def shape_note(ls, rs, dims):
    """What kiln-lower-contractions --explain says of a dot_general of an
    `ls` by an `rs` operand with jax.lax dimension numbers `dims`: "batch
    B, M m, N n, K k", each the product of its group's sizes."""
    (lc, rc), (lb, rb) = dims
    batch = int(np.prod([ls[d] for d in lb]))
    m = int(np.prod([ls[d] for d in range(len(ls)) if d not in lc + lb]))
    n = int(np.prod([rs[d] for d in range(len(rs)) if d not in rc + rb]))
    k = int(np.prod([ls[d] for d in lc]))
    return f"batch {batch}, M {m}, N {n}, K {k}"


def dot_cases(cases, here, rng, prefix=""):
    """For each case name: (lhs shape, rhs shape, dimension numbers), saves
    random inputs <prefix><name>_a/_b.npy and XLA's jax.lax.dot_general of
    them as <prefix><name>_out.npy in `here`, and yields the name, the two
    shapes, the dimension numbers and the program's StableHLO."""
    for name, (ls, rs, dims) in cases.items():
        a = rng.standard_normal(ls).astype(np.float32)
        b = rng.standard_normal(rs).astype(np.float32)
        f = lambda x, y, dims=dims: jax.lax.dot_general(x, y, dims)
        np.save(os.path.join(here, f"{prefix}{name}_a.npy"), a)
        np.save(os.path.join(here, f"{prefix}{name}_b.npy"), b)
        np.save(os.path.join(here, f"{prefix}{name}_out.npy"),
                np.asarray(jax.jit(f)(a, b)))
        yield name, ls, rs, dims, jax.jit(f).lower(a, b).as_text()


def save_dot_cases(cases, here, rng):
    """dot_cases, printing each program's StableHLO after its name."""
    for name, _, _, _, text in dot_cases(cases, here, rng):
        print(f"// {name}\n" + text)


def print_test_file(header, runs, checks, funcs):
    """Prints a multi-function lit test: its header, RUN and CHECK lines,
    then the functions."""
    print(header)
    print("\n".join(runs))
    print("\n".join(checks))
    print("// OK: output 0: {{.*}} matches")
    print()
    print("\n\n".join(funcs))
