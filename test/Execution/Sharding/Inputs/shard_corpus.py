"""The JAX corpus (test/Corpus/jax) under random shardings.

Each single-device program of the corpus becomes a sharded one: a 2x2
mesh ("x", "y") and mhlo.num_partitions = 4 are added, and each tensor
argument of @main gets a random sharding (per dimension: nothing, one axis
or both, each axis used once, whether or not it divides the dimension).
kiln then propagates, partitions and runs the program on 4 devices and must
still produce the outputs XLA computed for the unsharded program
(test/Corpus/jax/<name>/out*.npy). This exercises every op of real JAX
programs (attention, convolutions with batch norm, scans, gathers, sorts,
fft, linear algebra, random bits, ...) through propagation, partitioning
and resharding; ops without a rule run whole.

Usage: shard_corpus.py KILN CORPUS_DIR OUT_DIR [SEED] [VARIANTS]
"""

import os
import random
import re
import subprocess
import sys

# Programs whose entry is not @main on static tensors, or that already
# carry shardings of their own.
SKIP = {"sharded", "sharded_explicit", "shape_poly"}
# Sums in another order than XLA's: the corpus' own tolerances
# (scripts/gen_corpus_run_tests.py) apply.
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "..", "scripts"))
import gen_corpus_run_tests  # noqa: E402

ARG = re.compile(r"(%arg\d+): tensor<((?:[^<>]|<[^<>]*>)*)>( \{[^}]*\})?")


def random_sharding(shape, rng):
    axes = ["x", "y"]
    rng.shuffle(axes)
    dims = [[] for _ in shape]
    for axis in axes:
        if not shape or rng.random() < 0.3:
            continue
        dims[rng.randrange(len(shape))].append(axis)
    return "[" + ", ".join(
        "{" + ", ".join(f'"{a}"' for a in d) + "}" for d in dims) + "]"


def shard(text, rng):
    header = text.index("func.func public @main(")
    end = text.index(") ->", header)
    signature = text[header:end]

    def annotate(match):
        name, type_text, attrs = match.group(1), match.group(2), match.group(3)
        dims = re.match(r"((?:\d+x)*)", type_text).group(1)
        shape = [int(d) for d in dims.split("x") if d]
        sharding = (f"sdy.sharding = #sdy.sharding<@mesh, "
                    f"{random_sharding(shape, rng)}>")
        if attrs:
            return f"{name}: tensor<{type_text}> {{{sharding}, {attrs[2:]}"
        return f"{name}: tensor<{type_text}> {{{sharding}}}"

    signature = ARG.sub(annotate, signature)
    text = text[:header] + signature + text[end:]
    module = re.search(r"module @[\w.]+( attributes \{[^}]*\})?", text)
    attrs = 'attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32}'
    start, stop = module.span()
    name = re.match(r"module @[\w.]+", module.group(0)).group(0)
    return (text[:start] + name + " " + attrs + " {\n"
            '  sdy.mesh @mesh = <["x"=2, "y"=2]>' +
            text[stop:].split("{", 1)[1])


def numbered(directory, prefix):
    return gen_corpus_run_tests.numbered(directory, prefix)


def main():
    kiln, corpus, out = sys.argv[1:4]
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 20261204
    variants = int(sys.argv[5]) if len(sys.argv) > 5 else 2
    rng = random.Random(seed)
    names = sorted(f[:-5] for f in os.listdir(corpus)
                   if f.endswith(".mlir") and
                   not f.endswith((".debug.mlir", ".export.mlir")))
    runs = mismatches = 0
    for name in names:
        if name in SKIP:
            continue
        with open(os.path.join(corpus, name + ".mlir")) as f:
            text = f.read()
        data = os.path.join(corpus, name)
        inputs = [os.path.join(data, f) for f in numbered(data, "in")]
        outputs = [os.path.join(data, f) for f in numbered(data, "out")]
        atol, rtol = gen_corpus_run_tests.TOLERANCE.get(
            name, gen_corpus_run_tests.DEFAULT_TOL)
        for variant in range(variants):
            program = os.path.join(out, f"{name}.{variant}.mlir")
            with open(program, "w") as f:
                f.write(shard(text, rng))
            command = [kiln, "run", program]
            for path in inputs:
                command += ["--input", path]
            for path in outputs:
                command += ["--expect", path]
            command += ["--atol", atol, "--rtol", rtol]
            run = subprocess.run(command, capture_output=True, text=True)
            runs += 1
            if run.returncode != 0 or run.stdout.count("matches") != len(
                    outputs):
                mismatches += 1
                print(f"{name} variant {variant}: mismatch (exit "
                      f"{run.returncode}), program {program}\n"
                      f"{run.stdout[-2000:]}{run.stderr[-2000:]}")
            else:
                print(f"{name} variant {variant}: {len(outputs)} outputs "
                      "match XLA")
    print(f"{runs} sharded corpus programs: {mismatches} mismatches")


if __name__ == "__main__":
    main()
