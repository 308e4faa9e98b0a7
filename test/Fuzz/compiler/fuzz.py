#!/usr/bin/env python3
"""kiln's compiler fuzzer: random StableHLO programs, run at -O0 and -O2.

Every case is a random program (generate.py) with random inputs
(inputs.py), reproducible from (seed, index). It is run by `kiln run` at
-O0 and at -O2 and classified (runner.py): a crash, a timeout, a failure at
one level only, an internal error at both (an op a lowering built fails to
verify) or outputs that differ beyond what -O2 may legitimately change
(absval.py, compare.py) are failures; both levels saying they do not
handle an op or type yet is "unsupported" (counted by op and type, not a
failure); both rejecting a program kiln-opt also rejects is a generator
bug.

Rules that keep legitimate differences out (absval.py has the details):
inputs of float types lie on grids, so most sums are exact in any order;
ops that could turn a small difference into a large one (compare, floor,
sort keys, convert to integer, bitcast) only take values both levels must
compute bit for bit; NaN payloads are never compared, nor bitcast; the
sign of a zero that dot_general or convolution computes is free (their
accumulators may start at +0), so such zeros never reach bitcast, division,
atan2, total order or a branch cut; indices are free (the spec clamps
gather and dynamic_slice starts and kiln skips scatter updates out of
bounds, identically at both levels), except that a scatter that keeps one
of several updates gets unique indices; integer division by zero and
overflow follow kiln's definition (x / 0 = -1, x % 0 = x, wrapping), the
same at both levels.

Commands:
  run      run cases (--seed, --count or --seconds); failures are shrunk
           and written as regression tests with --save DIR
  replay   run a regression test file (test/Fuzz/compiler-regressions)
  show     print the program of one case
"""
import argparse
import collections
import glob
import json
import os
import random
import re
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import inputs  # noqa: E402
from absval import Reject  # noqa: E402
from eltypes import BY_NAME  # noqa: E402
from generate import Config, generate_program  # noqa: E402
from ir import infer, op_lines, render, repeated  # noqa: E402
from runner import Case, run_case  # noqa: E402
from shrink import shrink  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REGRESSIONS = os.path.join(os.path.dirname(HERE), "compiler-regressions")


def input_seed(seed, index):
    return (seed * 7919 + index * 104729) & 0x7FFFFFFF


def threads_for(seed, index):
    return 2 if random.Random("threads:%d:%d" % (seed, index)).random() < \
        0.25 else 1


def make_case(prog, seed, index):
    env = infer(prog)
    text, _ = render(prog, env)
    s = input_seed(seed, index)
    ins = [(a.val.t, inputs.arg_array(a, s)) for a in prog.args]
    outs = [(env[o].t, env[o].err, env[o].rel, env[o].unchecked)
            for o in prog.outputs]
    return Case(text, ins, outs, threads_for(seed, index)), env


def culprit(prog, env, outcome):
    """(op kind, element types) the outcome points at: the op on the
    diagnostic's line, else the last op."""
    if not prog.ops:
        return "none", ""
    op = prog.ops[-1]
    if outcome.location:
        starts = op_lines(prog, env)
        line = outcome.location[0]
        for k, s in enumerate(starts):
            if s <= line:
                op = prog.ops[k]
    name = op.kind
    for key in ("op", "body", "type", "mode"):
        if isinstance(op.attrs.get(key), str):
            name += "." + op.attrs[key]
            break
    types = sorted({env[i].t.name for i in op.operands + op.results})
    return name, ",".join(types)


def op_names(ops):
    """Op names (with the elementwise op or body chosen) of ops and the
    ops of their regions."""
    for op in ops:
        name = op.kind
        for key in ("op", "body", "type", "mode", "dist"):
            if isinstance(op.attrs.get(key), str):
                name += "." + op.attrs[key]
                break
        yield name
        for b in op.blocks:
            yield from op_names(b.ops)


def signature(outcome):
    """What must stay the same while shrinking: the kind, and for errors
    the message without numbers, names and locations."""
    text = re.sub(r"\S*prog\.mlir(:\d+:\d+)?", "", outcome.detail)
    text = re.sub(r"%[\w#]+", "%", text)
    text = re.sub(r"\d+", "N", text)
    if outcome.kind == "mismatch":
        return ("mismatch",)
    return (outcome.kind, text[:120])


class Runner:
    def __init__(self, args):
        self.kiln = args.kiln
        self.kiln_opt = args.kiln_opt
        self.timeout = args.timeout
        self.workdir = args.workdir

    def run(self, case, sub="case"):
        return run_case(case, os.path.join(self.workdir, sub), self.kiln,
                        self.kiln_opt, self.timeout)


def known_failures(directory):
    """(seed, index) of the cases regression tests already record."""
    known = {}
    for path in glob.glob(os.path.join(directory, "*.mlir")):
        with open(path) as f:
            for line in f:
                m = re.match(r"// FUZZ-ORIGIN: seed=(\d+) case=(\d+)", line)
                if m:
                    known[(int(m.group(1)), int(m.group(2)))] = \
                        os.path.basename(path)
    return known


def slug_of(outcome, op_name, types):
    # The f8 types mostly share their code paths: one test for all of them.
    types = ",".join(sorted(set(re.sub(r"f8E\w+", "f8", t)
                                for t in types.split(","))))
    return re.sub(r"[^A-Za-z0-9]+", "_", "%s_%s_%s" % (
        outcome.kind, op_name, types)).strip("_")[:80]


def same_regression(directory, outcome, op_name, types):
    """A regression test already kept for this kind of failure of this op
    on these types, if any."""
    slug = slug_of(outcome, op_name, types)
    for path in sorted(glob.glob(os.path.join(directory, slug + "_s*.mlir"))):
        return path
    return None


def record_origin(directory, path, seed, index):
    """Notes that case (seed, index) fails as the test at path does, so
    that runs passing --known count it as a known failure."""
    if not path:
        return
    line = "// FUZZ-ORIGIN: seed=%d case=%d\n" % (seed, index)
    with open(path) as f:
        text = f.read()
    if line in text:
        return
    k = text.index("// FUZZ-ORIGIN:")
    with open(path, "w") as f:
        f.write(text[:k] + line + text[k:])


def write_regression(directory, prog, env, case, outcome, seed, index,
                     op_name, types):
    detail = re.sub(r"\S*/prog\.mlir", "prog.mlir", outcome.detail)
    os.makedirs(directory, exist_ok=True)
    slug = slug_of(outcome, op_name, types)
    path = os.path.join(directory, "%s_s%d_c%d.mlir" % (slug, seed, index))
    lines = ["// Compiler fuzzer case (seed %d, case %d), shrunk to %d ops."
             % (seed, index, len(prog.ops)),
             "// %s at %s (%s): %s" % (outcome.kind, op_name, types,
                                       detail[:300]),
             "// XFAIL: *",
             "// RUN: %fuzz_replay %s",
             "// FUZZ-ORIGIN: seed=%d case=%d" % (seed, index),
             "// FUZZ-THREADS: %d" % case.threads]
    for t, a in case.ins:
        lines.append("// FUZZ-INPUT: %s %s %s" % (
            t.name, json.dumps(list(a.shape)),
            json.dumps(inputs.to_jsonable(t, a.reshape(-1)))))
    for t, err, rel, unchecked in case.outs:
        lines.append("// FUZZ-OUTPUT: %s %r %r %s" % (t.name, err, rel,
                                                        int(unchecked)))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n" + case.text)
    return path


def config_of(args):
    return Config(max_ops=args.max_ops,
                  types=args.types.split(",") if args.types else None,
                  families=args.families.split(",") if args.families else None,
                  zero_dims=not args.no_zero_dims)


def cmd_run(args):
    cfg = config_of(args)
    r = Runner(args)
    known = known_failures(args.known or REGRESSIONS)
    counts = collections.Counter()
    coverage = collections.Counter()
    unsupported = collections.Counter()
    failures = []
    start = time.time()
    index = args.start
    while True:
        if args.count is not None and index >= args.start + args.count:
            break
        if args.seconds is not None and time.time() - start >= args.seconds:
            break
        prog = repeated(generate_program(args.seed, index, cfg), args.repeat)
        case, env = make_case(prog, args.seed, index)
        out = r.run(case)
        counts[out.kind] += 1
        if out.kind == "pass":
            for name in op_names(prog.ops):
                coverage[name] += 1
        if out.kind == "unsupported":
            op_name, types = culprit(prog, env, out)
            named = re.search(r"(stablehlo\.\w+)", out.detail)
            if named:
                op_name = named.group(1)
            msg = re.sub(r"^.*?error: (\S*prog\.mlir:\d+:\d+: error: )?",
                         "", out.detail)
            unsupported[(op_name, types, msg[:90])] += 1
        elif out.kind == "invalid":
            print("GENERATOR BUG seed=%d case=%d: %s" % (args.seed, index,
                                                       out.detail))
            if args.verbose:
                print(case.text)
        elif out.failed:
            origin = (args.seed, index)
            if origin in known:
                counts["known"] += 1
                print("known failure seed=%d case=%d (%s): %s" % (
                    args.seed, index, known[origin], out))
            else:
                failures.append((index, prog, out))
                print("FAILURE seed=%d case=%d: %s" % (args.seed, index, out))
                if args.verbose:
                    print(case.text)
        sys.stdout.flush()
        index += 1
    print("cases: %d (seed %d, cases %d..%d) in %.0f s" % (
        index - args.start, args.seed, args.start, index - 1,
        time.time() - start))
    for k in ("pass", "unsupported", "invalid", "crash", "timeout",
              "asymmetry", "mismatch", "internal", "known"):
        if counts[k]:
            print("  %-12s %d" % (k, counts[k]))
    if args.coverage:
        print("ops in passing cases:")
        for name, n in sorted(coverage.items()):
            print("  %6d  %s" % (n, name))
    if unsupported:
        print("unsupported (op, types: first message):")
        for (op_name, types, msg), n in unsupported.most_common():
            print("  %4d  %s (%s): %s" % (n, op_name, types, msg))
    # The same message may come from different ops: up to 3 cases of each
    # are shrunk, then kept once per (kind, op, types) by save_shrunk.
    shrunk = collections.defaultdict(list)
    for index, prog, out in failures:
        sig = signature(out)
        if out.kind != "mismatch" and len(shrunk[sig]) >= 3:
            print("case %d: same failure as case %d" % (index,
                                                         shrunk[sig][0][0]))
            if args.save:
                record_origin(args.save, shrunk[sig][0][1], args.seed, index)
            continue
        path = save_shrunk(r, args, prog, index, out) if args.save else None
        shrunk[sig].append((index, path))
    new_failures = len(failures)
    bad = new_failures + (counts["invalid"] if args.strict else 0)
    return 1 if bad else 0


def save_shrunk(r, args, prog, index, out):
    sig = signature(out)

    def fails(p):
        try:
            c, _ = make_case(p, args.seed, index)
        except Reject:
            return False
        o = r.run(c, "shrink")
        return signature(o) == sig

    if out.kind == "timeout":
        # Every failing try would take the whole time limit.
        small, tries = prog, 0
    else:
        small, tries = shrink(prog, fails)
    case, env = make_case(small, args.seed, index)
    final = r.run(case, "shrink")
    if signature(final) != sig:
        small, final = prog, out
        case, env = make_case(small, args.seed, index)
    op_name, types = culprit(small, env, final)
    existing = same_regression(args.save, final, op_name, types)
    if existing:
        record_origin(args.save, existing, args.seed, index)
        print("  case %d shrinks to the failure of %s" % (index, existing))
        return existing
    path = write_regression(args.save, small, env, case, final, args.seed,
                            index, op_name, types)
    print("  shrunk case %d to %d ops in %d runs: %s" % (
        index, len(small.ops), tries, path))
    return path


def parse_regression(path):
    threads, ins, outs = 1, [], []
    with open(path) as f:
        text = f.read()
    for line in text.splitlines():
        if line.startswith("// FUZZ-THREADS:"):
            threads = int(line.split(":")[1])
        elif line.startswith("// FUZZ-INPUT:"):
            name, rest = line.split(":", 1)[1].strip().split(" ", 1)
            shape_text, data_text = rest.split("] ", 1)
            t = BY_NAME[name]
            shape = json.loads(shape_text + "]")
            ins.append((t, inputs.from_jsonable(t, json.loads(data_text),
                                                shape)))
        elif line.startswith("// FUZZ-OUTPUT:"):
            name, err, rel, unchecked = line.split(":", 1)[1].split()
            outs.append((BY_NAME[name], float(err), float(rel),
                         bool(int(unchecked))))
    return Case(text, ins, outs, threads)


def cmd_replay(args):
    r = Runner(args)
    status = 0
    for path in args.files:
        case = parse_regression(path)
        out = r.run(case)
        print("%s: %s" % (os.path.basename(path), out))
        # A regression test passes when both levels run and agree; an
        # unsupported program is a failure here too (it once compiled).
        if out.kind != "pass":
            status = 1
    return status


def cmd_show(args):
    cfg = config_of(args)
    prog = repeated(generate_program(args.seed, args.index, cfg), args.repeat)
    case, env = make_case(prog, args.seed, args.index)
    sys.stdout.write(case.text)
    for o in prog.outputs:
        print("// output %s" % env[o])
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--kiln", default="kiln")
    ap.add_argument("--kiln-opt", default="kiln-opt")
    ap.add_argument("--workdir")
    ap.add_argument("--timeout", type=int, default=60)
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("run", "show"):
        p = sub.add_parser(name)
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--max-ops", type=int, default=12)
        p.add_argument("--types", help="comma-separated element types")
        p.add_argument("--families", help="comma-separated op families")
        p.add_argument("--no-zero-dims", action="store_true",
                       help="no zero-sized dimensions anywhere")
        p.add_argument("--repeat", type=int, default=1,
                       help="each program's ops this many times in a row, "
                       "each copy on arguments of its own (the layers of "
                       "an unrolled model)")
        if name == "run":
            p.add_argument("--start", type=int, default=0)
            p.add_argument("--count", type=int)
            p.add_argument("--seconds", type=float)
            p.add_argument("--save", help="write shrunk failures here")
            p.add_argument("--known", help="regression folder whose "
                           "FUZZ-ORIGIN cases are known failures")
            p.add_argument("--strict", action="store_true",
                           help="count generator bugs as failures")
            p.add_argument("--verbose", action="store_true")
            p.add_argument("--coverage", action="store_true",
                           help="count the ops of the passing cases")
        else:
            p.add_argument("--index", type=int, default=0)
    p = sub.add_parser("replay")
    p.add_argument("files", nargs="+")
    args = ap.parse_args()
    if args.cmd == "run" and args.count is None and args.seconds is None:
        args.count = 100
    temp = None
    if not args.workdir and args.cmd != "show":
        temp = args.workdir = tempfile.mkdtemp(prefix="kiln-fuzz-")
    try:
        return {"run": cmd_run, "replay": cmd_replay, "show": cmd_show}[
            args.cmd](args)
    finally:
        if temp:
            shutil.rmtree(temp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
