#!/usr/bin/env python3
"""Generates test/LaxSuite: every jax.lax op on every element type, checked
against XLA.

For each op of the catalog (ops_*.py) and each element type of values.py,
the op's builder makes a few cases (shapes, attributes and inputs). Each case
is exported by JAX (`jax.jit(f).lower(*args).as_text()`) and run by XLA's CPU
backend on its inputs; a case JAX or XLA rejects is recorded in skipped.md,
never dropped silently. The cases of one op and element type form one
program, a `// -----` chunk of <op>.mlir: JAX's functions (its @main renamed
@lax_fn_<i>) and a @main without arguments that builds each case's inputs as
constants, passes them through stablehlo.optimization_barrier (so that no
constant folding can compute the op in the compiler instead of the code
kiln generates), calls the function and asserts each result against XLA's
with a `stablehlo.custom_call @check.*`.

Which cases kiln fails is decided by running kiln: `--classify` runs every
case alone through `kiln run` and puts the failing ones in
known_failures/<op>.mlir (XFAIL) with kiln's error, listed by cause in
known_failures/README.md. Without --classify the previous classification
(read back from known_failures/*.mlir) is kept, so the output is the same
byte for byte.

Usage (from the repository root):
  $(bash scripts/python-env.sh) test/LaxSuite/gen.py [--classify] [--ops a,b]
"""
import argparse
import concurrent.futures
import fcntl
import hashlib
import os
import pickle
import re
import select
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax  # noqa: E402

jax.config.update("jax_enable_x64", True)
import numpy as np  # noqa: E402

import values as V  # noqa: E402
from catalog import OPS  # noqa: E402

KILN = os.path.join(ROOT, "build", "bin", "kiln")
# XLA's results by program and inputs (see export); safe to delete.
CACHE = os.environ.get("LAX_SUITE_CACHE",
                       os.path.join(ROOT, "build", "lax-suite-cache"))
FAILURES = os.path.join(HERE, "known_failures")
BUILD_LOCK = "/tmp/kiln-build.lock"
# Seconds XLA may take to compile and run one case (some special functions
# on 8-bit floats take minutes; such cases are recorded as skipped).
EXPORT_TIMEOUT = 120
# Seconds of CPU time kiln may take to compile and run one case: cases that
# pass but take longer are kept as known failures ("slow"), so that the
# suite stays within its time budget (see README.md).
SLOW_SECONDS = 10
# Wall-clock seconds kiln may take for one case during --classify.
KILN_TIMEOUT = 300
# Wall-clock seconds the lit test of a file of slow cases may run.
SLOW_FILE_SECONDS = 10
CHECK_TARGET = {"eq": "check.expect_eq", "close": "check.expect_close",
                "almost": "check.expect_almost_eq"}
CHECK_MEANING = {
    "eq": "exactly equal",
    "close": "within the ULP bound of check.expect_close",
    "almost": "within the absolute tolerance of check.expect_almost_eq",
}


def rng_for(op, dtype, label):
    """The generator of one case's inputs: fixed by the case's name."""
    return np.random.default_rng(zlib.crc32(f"{op}/{dtype}/{label}".encode()))


class Case:
    """One exported unit: JAX's module text and XLA's outputs."""

    def __init__(self, unit, text, outputs):
        self.unit = unit
        self.text = text
        self.outputs = outputs


def export(unit):
    """(text, outputs) of `unit`, or (None, reason) when JAX or XLA rejects
    it. Runs in a worker process (see Exporter). XLA's outputs are cached
    under CACHE by the program's text and inputs, the whole of what they
    depend on."""
    try:
        lowered = jax.jit(unit.fn, keep_unused=True).lower(*unit.args)
        text = lowered.as_text()
    except Exception as e:  # JAX rejects it: record why.
        return None, "JAX: " + first_line(f"{type(e).__name__}: {e}")
    key = hashlib.sha256(text.encode() + b"".join(
        a.dtype.str.encode() + str(a.shape).encode() + a.tobytes()
        for a in unit.args)).hexdigest()
    path = os.path.join(CACHE, key + ".pkl")
    if os.path.exists(path):
        with open(path, "rb") as f:
            return pickle.load(f)
    # If XLA aborts or hangs on it, the parent records that under this key.
    with open(os.path.join(CACHE, f"running-{os.getpid()}"), "w") as f:
        f.write(key)
    result = compile_and_run(lowered, unit, text)
    save(path, result)
    return result


def compile_and_run(lowered, unit, text):
    try:
        outs = lowered.compile()(*unit.args)
    except Exception as e:
        return None, "XLA: " + first_line(f"{type(e).__name__}: {e}")
    outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(outs)]
    for o in outs:
        if np.dtype(o.dtype) not in V.BY_NP:
            return None, f"JAX: the result has no values ({o.dtype})"
    return text, outs


def save(path, result):
    tmp = path + f".{os.getpid()}.tmp"
    with open(tmp, "wb") as f:
        pickle.dump(result, f)
    os.replace(tmp, path)


def worker():
    """`gen.py --worker`: exports the units named on stdin ("op dtype
    index" per line) and writes each result, pickled, to stdout."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # Anything JAX or XLA prints goes to stderr.
    ops = {op.name: op for op in OPS}
    for line in sys.stdin:
        op_name, dtype_name, index = line.split()
        op, dtype = ops[op_name], V.BY_NAME[dtype_name]
        units = op.units(dtype, lambda label: rng_for(op.name, dtype.name,
                                                      label))
        data = pickle.dumps(export(units[int(index)]))
        out.write(struct.pack("<Q", len(data)) + data)
        out.flush()


class Exporter:
    """A `gen.py --worker` process. XLA aborts the process on some element
    types it cannot handle (a CHECK failure), so exports run apart: a crash
    is recorded as XLA rejecting the unit and the worker restarts."""

    def __init__(self):
        self.proc = None

    def start(self):
        self.log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log)

    def export(self, op, dtype, index, timeout=EXPORT_TIMEOUT):
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        self.proc.stdin.write(f"{op.name} {dtype.name} {index}\n".encode())
        self.proc.stdin.flush()
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            self.proc.kill()
            self.proc.wait()
            return self.failed(f"XLA: did not compile and run it in "
                               f"{timeout} s")
        size = self.proc.stdout.read(8)
        if len(size) == 8:
            data = self.proc.stdout.read(struct.unpack("<Q", size)[0])
            self.log.seek(0)
            self.log.truncate()
            return pickle.loads(data)
        self.proc.wait()
        self.log.seek(0)
        log = self.log.read().decode(errors="replace").splitlines()
        if any(l.startswith("Traceback") for l in log):
            # A bug of the generator, not XLA's: stop.
            raise RuntimeError("the export worker failed:\n" + "\n".join(log))
        fatal = [l for l in log if l.startswith("F") or "Check fail" in l]
        return self.failed("XLA: aborted: " + (
            fatal[0] if fatal else first_line("\n".join(log[-3:]))))

    def failed(self, reason):
        """Records in the cache that XLA aborted or hung on the case the
        worker was running, and forgets the worker."""
        marker = os.path.join(CACHE, f"running-{self.proc.pid}")
        if os.path.exists(marker):
            with open(marker) as f:
                save(os.path.join(CACHE, f.read() + ".pkl"), (None, reason))
            os.remove(marker)
        self.proc = None
        return None, reason

    def close(self):
        if self.proc is not None:
            self.proc.stdin.close()
            self.proc.wait()


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:240]
    return "(no message)"


# ---------------------------------------------------------------------------
# Program text.

FUNC_RE = re.compile(r"^  func\.func (?:public |private )?@([\w$.\-]+)\(",
                     re.M)


def case_functions(case, index, taken):
    """JAX's functions of `case` as text: @main becomes @lax_fn_<index>,
    private helpers whose names another case took get a suffix."""
    lines = case.text.rstrip("\n").split("\n")
    assert lines[0].startswith("module @") and lines[-1] == "}", case.text
    body = "\n".join(lines[1:-1])
    renames = {}
    for name in FUNC_RE.findall(body):
        if name == "main":
            renames[name] = f"lax_fn_{index}"
        elif name in taken:
            renames[name] = f"{name}_{index}"
        else:
            renames[name] = name
        taken.add(renames[name])
    body = body.replace("func.func public @main(", "func.func private @main(")

    def rename(m):
        return "@" + renames.get(m.group(1), m.group(1))

    names = "|".join(re.escape(n) for n in renames)
    body = re.sub(r"@(%s)(?![\w$.\-])" % names, rename, body)
    return body, lines[0]


def program(op, dtype, cases, header_comments=()):
    """The chunk testing `cases` of `op` on `dtype`."""
    taken = set()
    funcs, module_line = [], None
    for i, case in enumerate(cases):
        text, first = case_functions(case, i, taken)
        module_line = module_line or first
        funcs.append(text)
    out = [f"// {op} on {dtype.name}"]
    out += [f"// {c}" for c in header_comments]
    out.append(module_line)
    out += funcs
    out.append("  func.func @main() {")
    n = 0
    constants = {}

    def fresh():
        nonlocal n
        n += 1
        return f"%{n - 1}"

    def constant(array):
        """The value of a constant, emitted once per chunk."""
        text = f"stablehlo.constant {V.dense(array)} : {V.type_of(array)}"
        if text not in constants:
            constants[text] = fresh()
            out.append(f"    {constants[text]} = {text}")
        return constants[text]

    for i, case in enumerate(cases):
        unit = case.unit
        out.append(f"    // {unit.label}")
        args = [constant(a) for a in unit.args]
        arg_types = [V.type_of(a) for a in unit.args]
        if args:
            b = fresh()
            if len(args) == 1:
                out.append(f"    {b} = stablehlo.optimization_barrier "
                           f"{args[0]} : {arg_types[0]}")
                args = [b]
            else:
                out.append(f"    {b}:{len(args)} = stablehlo."
                           f"optimization_barrier {', '.join(args)} : "
                           f"{', '.join(arg_types)}")
                args = [f"{b}#{j}" for j in range(len(args))]
        res_types = [V.type_of(o) for o in case.outputs]
        r = fresh()
        lhs = r if len(res_types) == 1 else f"{r}:{len(res_types)}"
        results = [r] if len(res_types) == 1 else \
            [f"{r}#{j}" for j in range(len(res_types))]
        rt = res_types[0] if len(res_types) == 1 else \
            "(" + ", ".join(res_types) + ")"
        out.append(f"    {lhs} = func.call @lax_fn_{i}({', '.join(args)}) : "
                   f"({', '.join(arg_types)}) -> {rt}")
        for j, o in enumerate(case.outputs):
            e = constant(o)
            kind = unit.check_for(j, V.dtype_of(o))
            out.append(f"    stablehlo.custom_call @{CHECK_TARGET[kind]}"
                       f"({results[j]}, {e}) {{has_side_effect = true}} : "
                       f"({res_types[j]}, {res_types[j]}) -> ()")
    out.append("    return")
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def check_count(cases):
    return sum(len(c.outputs) for c in cases)


# ---------------------------------------------------------------------------
# Running kiln.


def run_kiln(text, timeout=KILN_TIMEOUT):
    """(kind, message, cpu seconds): kind is 'pass', 'crash', 'timeout',
    'mismatch' (a check failed), 'error' (kiln rejected the program) or
    'slow' (it passed, but took more than SLOW_SECONDS of CPU time)."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    log = tempfile.TemporaryFile()
    try:
        p = subprocess.Popen([KILN, "run", path], stdout=log,
                             stderr=subprocess.STDOUT)
        deadline = time.time() + timeout
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.time() > deadline:
                p.kill()
                _, status, usage = os.wait4(p.pid, 0)
                p.returncode = -9
                return ("timeout", f"kiln run did not finish in {timeout} s",
                        usage.ru_utime + usage.ru_stime)
            time.sleep(0.01)
        p.returncode = os.waitstatus_to_exitcode(status)
    finally:
        os.unlink(path)
    cpu = usage.ru_utime + usage.ru_stime
    log.seek(0)
    out = log.read().decode(errors="replace")
    if p.returncode < 0 or any(s in out for s in (
            "LLVM ERROR", "PLEASE submit a bug report", "Stack dump",
            "Assertion `", "UNREACHABLE executed")):
        sig = f"signal {-p.returncode}" if p.returncode < 0 else \
            f"exit {p.returncode}"
        return "crash", f"{sig}: {crash_line(out)}", cpu
    if p.returncode == 0:
        if cpu > SLOW_SECONDS:
            return ("slow", f"passes, but kiln takes {cpu:.0f} s of CPU time "
                    f"(the suite allows {SLOW_SECONDS} s per case)", cpu)
        return "pass", "", cpu
    if "check failed" in out:
        return "mismatch", mismatch_summary(out), cpu, out
    return "error", error_line(out, path), cpu


def crash_line(out):
    for line in out.splitlines():
        if "LLVM ERROR" in line or "Assertion" in line or "error" in line:
            return line.strip()[:240]
    return first_line(out)


def error_line(out, path):
    """kiln's first error, with the target of the custom_call it is about
    (kiln prints the op's source line after the message)."""
    lines = out.splitlines()
    for i, line in enumerate(lines):
        if "error" in line:
            line = line.replace(path, "<chunk>")
            text = re.sub(r"^kiln: error: ", "", line.strip())[:240]
            source = lines[i + 1] if i + 1 < len(lines) else ""
            target = re.search(r"stablehlo\.custom_call @([\w.$]+)", source)
            if target and "@" not in text:
                text += f" (@{target.group(1)})"
            return text
    return first_line(out)


def mismatch_summary(out):
    """'<check>: <n> of <m> elements differ; [i]: actual a, expected e'."""
    lines = out.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("check failed"):
            check = line.split("@")[-1].strip()
            detail = lines[i + 1].strip() if i + 1 < len(lines) else ""
            first = lines[i + 2].strip() if i + 2 < len(lines) else ""
            detail = re.sub(r" \(.*?showing \d+\):", "", detail)
            return f"{check}: {detail}; {first}"[:240]
    return first_line(out)


# ---------------------------------------------------------------------------
# Output files.


def header(op, kind):
    """The lines before the first chunk of a file of `kind`: 'pass' (the
    op's file), 'xfail' (its failing cases) or 'slow' (its cases kiln takes
    too long on)."""
    lines = ["// Generated by test/LaxSuite/gen.py (see %sREADME.md); do not "
             "edit." % ("" if kind == "pass" else "../")]
    run = "kiln run --split-input-file %s | FileCheck %s"
    if kind == "pass":
        lines.append(f"// {op.name}: {op.doc}")
    elif kind == "xfail":
        lines += [
            f"// The cases of {op.name} that kiln fails today, one chunk per "
            "element type, with",
            "// kiln's error for each case; README.md here groups them by "
            "cause. `gen.py",
            "// --classify` moves a case back to ../%s.mlir once kiln "
            "passes it." % op.name,
            "// XFAIL: *",
        ]
    else:
        lines += [
            f"// The cases of {op.name} that kiln computes right but takes "
            f"more than {SLOW_SECONDS} s",
            "// of CPU time on (or more than the classification's "
            f"{KILN_TIMEOUT} s), with the time",
            "// each took. The timeout keeps the suite within its budget; "
            "the file passes",
            "// (and must be regenerated) once kiln runs them all in time.",
            "// XFAIL: *",
        ]
        run = f"timeout {SLOW_FILE_SECONDS} " + run
    lines += [f"// RUN: {run}", ""]
    return "\n".join(lines)


def chunk_checks(cases):
    return f"// CHECK: checks: {check_count(cases)} passed, 0 failed\n"


def write_file(path, op, chunks, kind):
    if not chunks:
        if os.path.exists(path):
            os.remove(path)
        return
    parts = [header(op, kind)]
    for i, (text, cases) in enumerate(chunks):
        if i:
            parts.append("// -----\n")
        parts.append(chunk_checks(cases) + text)
    parts.append(f"// CHECK: chunks: {len(chunks)} passed, 0 failed\n")
    with open(path, "w") as f:
        f.write("\n".join(parts))


FAIL_RE = re.compile(r"^// kiln fails (\S+): (\w+): (.*)$")


def previous_failures():
    """{case id: (kind, message)} from known_failures/*.mlir."""
    found = {}
    if not os.path.isdir(FAILURES):
        return found
    for name in sorted(os.listdir(FAILURES)):
        if not name.endswith(".mlir"):
            continue
        with open(os.path.join(FAILURES, name)) as f:
            for line in f:
                m = FAIL_RE.match(line.rstrip("\n"))
                if m:
                    found[m.group(1)] = (m.group(2), m.group(3))
    return found


def case_id(op, dtype, unit):
    return f"{op.name}/{dtype.name}/{unit.key}"


class BuildLock:
    """The shared build/test lock of the machine (see the project notes)."""

    def __enter__(self):
        self.f = open(BUILD_LOCK, "w")
        fcntl.flock(self.f, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        fcntl.flock(self.f, fcntl.LOCK_UN)
        self.f.close()


def classify(op, dtype, cases, jobs):
    """{case id: (kind, message)} for the cases kiln fails, each run alone."""
    # Most chunks pass whole: only a failing (or slow) chunk is split into
    # its cases, each run alone.
    if run_kiln(program(op.name, dtype, cases))[0] == "pass":
        return {}
    texts = [program(op.name, dtype, [c]) for c in cases]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(run_kiln, texts))
    failed = {}
    for c, r in zip(cases, results):
        if r[0] == "mismatch":
            failed[case_id(op, dtype, c.unit)] = (
                "mismatch", subnormal_tag(c, r[3]) + r[1])
        elif r[0] != "pass":
            failed[case_id(op, dtype, c.unit)] = r[:2]
    return failed


MISMATCH_RE = re.compile(r"^\s+\[[^\]]*\]: actual (.+?), expected (.+?)"
                         r"(, .*)?$")
SUBNORMAL_INPUTS = "on subnormal inputs: "
SUBNORMAL_RESULTS = "subnormal results: "


def subnormal_tag(case, out):
    """Why a case may differ from XLA without kiln being wrong: XLA's CPU
    backend flushes subnormals to zero, inputs and results, where IEEE
    arithmetic (and the StableHLO interpreter) keeps them. A case of
    subnormal inputs is tagged as such; a case whose differing elements
    (as many as kiln shows) are all a subnormal where XLA has zero is
    tagged as subnormal results. Otherwise ''."""
    if case.unit.label.startswith("subnormal values"):
        return SUBNORMAL_INPUTS
    tiny = max([float(V.finfo(V.dtype_of(o).part).smallest_normal)
                for o in case.outputs if V.dtype_of(o).is_inexact] or [0])
    pairs = []
    for line in out.splitlines():
        m = MISMATCH_RE.match(line)
        if m:
            try:
                pairs.append((complex(m.group(1)), complex(m.group(2))))
            except ValueError:
                return ""
    if not pairs:
        return ""

    def flushed(a, e):
        return e == 0 and 0 < abs(a) < tiny

    for a, e in pairs:
        if not (flushed(a.real, e.real) or a.real == e.real) or \
                not (flushed(a.imag, e.imag) or a.imag == e.imag) or a == e:
            return ""
    return SUBNORMAL_RESULTS


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--classify", action="store_true",
                    help="run every case through kiln to decide what fails")
    ap.add_argument("--ops", help="comma-separated ops to regenerate "
                    "(default: all; other files are left alone)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    os.makedirs(CACHE, exist_ok=True)
    if args.worker:
        return worker()

    selected = set(args.ops.split(",")) if args.ops else None
    unknown = (selected or set()) - {op.name for op in OPS}
    if unknown:
        sys.exit(f"unknown ops: {', '.join(sorted(unknown))}")
    failures = previous_failures()
    os.makedirs(FAILURES, exist_ok=True)
    skipped = read_skipped()
    exporters = [Exporter() for _ in range(args.jobs)]
    for op in OPS:
        if selected and op.name not in selected:
            continue
        started = time.time()
        failures = {k: v for k, v in failures.items()
                    if not k.startswith(op.name + "/")} \
            if args.classify else failures
        skipped = {k: v for k, v in skipped.items()
                   if not k.startswith(op.name + "/")}
        passing, failing = [], []
        with_cases = []
        for dtype, units, results in export_op(op, exporters):
            cases = []
            for unit, result in zip(units, results):
                if result is None:
                    continue  # A variation that ran on another type.
                text, outs = result
                if text is None:
                    skipped[case_id(op, dtype, unit)] = outs
                else:
                    cases.append(Case(unit, text, outs))
            if cases:
                with_cases.append((dtype, cases))
        if args.classify:
            with BuildLock(), concurrent.futures.ThreadPoolExecutor(
                    args.jobs) as pool:
                for found in pool.map(
                        lambda dc: classify(op, dc[0], dc[1], args.jobs),
                        with_cases):
                    failures.update(found)
        slow = []
        for dtype, cases in with_cases:
            def kind_of(c):
                return failures.get(case_id(op, dtype, c.unit), ("pass",))[0]

            good = [c for c in cases if kind_of(c) == "pass"]
            bad = [c for c in cases if kind_of(c) not in ("pass", "slow",
                                                          "timeout")]
            late = [c for c in cases if kind_of(c) in ("slow", "timeout")]
            if good:
                passing.append((program(op.name, dtype, good), good))
            for group, into in ((bad, failing), (late, slow)):
                if not group:
                    continue
                notes = []
                for c in group:
                    kind, msg = failures[case_id(op, dtype, c.unit)]
                    notes.append(f"kiln fails {case_id(op, dtype, c.unit)}: "
                                 f"{kind}: {msg}")
                into.append((program(op.name, dtype, group, notes), group))
        write_file(os.path.join(HERE, op.name + ".mlir"), op, passing, "pass")
        write_file(os.path.join(FAILURES, op.name + ".mlir"), op, failing,
                   "xfail")
        write_file(os.path.join(FAILURES, op.name + ".slow.mlir"), op, slow,
                   "slow")
        counts = [(len(f), sum(len(c) for _, c in f))
                  for f in (passing, failing, slow)]
        print(f"{op.name}: chunks (cases) passing %d (%d), failing %d (%d), "
              f"slow %d (%d); {time.time() - started:.0f} s"
              % tuple(n for pair in counts for n in pair), flush=True)
    for e in exporters:
        e.close()
    write_skipped(skipped)
    write_failure_summary(previous_failures())


def export_op(op, exporters):
    """[(dtype, units, results)] of `op`: results[i] is (text, outputs), or
    (None, reason) when JAX or XLA rejects unit i, or None when the unit
    does not run on this type. Swept units run on every type; each other
    unit runs on one type of each class (values.CLASSES): the first member,
    in a rotation fixed by the op and the unit, that JAX and XLA accept it
    on, trying members that accepted the swept units first."""
    per_type = []
    for dtype in V.DTYPES:
        units = op.units(dtype, lambda label, d=dtype: rng_for(
            op.name, d.name, label))
        per_type.append((dtype, units, [None] * len(units)))
    by_name = {d.name: (d, u, r) for d, u, r in per_type}
    export_all(op, exporters, [(d, i, r) for d, u, r in per_type
                               for i in range(len(u)) if u[i].sweep])

    def accepted(name):
        _, units, results = by_name[name]
        return any(r is not None and r[0] is not None for r in results)

    keys = []
    for _, units, _ in per_type:
        keys += [u.key for u in units if not u.sweep and u.key not in keys]
    pending = []  # [(candidate types in order of trial, unit key)]
    for members in V.CLASSES:
        for key in keys:
            start = zlib.crc32(f"{op.name}/{key}".encode()) % len(members)
            order = members[start:] + members[:start]
            order = sorted(order, key=lambda n: not accepted(n))
            have = [n for n in order
                    if key in [u.key for u in by_name[n][1]]]
            if have:
                pending.append((have, key))
    while pending:
        todo = []
        for names, key in pending:
            dtype, units, results = by_name[names[0]]
            todo.append((dtype, [u.key for u in units].index(key), results))
        export_all(op, exporters, todo)
        left = []
        for (names, key), (dtype, i, results) in zip(pending, todo):
            if results[i][0] is None and len(names) > 1:
                left.append((names[1:], key))
        pending = left
    return per_type


def export_all(op, exporters, todo):
    """Exports the units `todo` = [(dtype, index, results)] of `op` with the
    worker processes in parallel, into results[index]."""
    queue = list(reversed(todo))
    lock = threading.Lock()

    def run(exporter):
        while True:
            with lock:
                if not queue:
                    return
                dtype, i, results = queue.pop()
            results[i] = exporter.export(op, dtype, i)

    threads = [threading.Thread(target=run, args=(e,)) for e in exporters]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


# ---------------------------------------------------------------------------
# Summaries.

SKIPPED = os.path.join(HERE, "skipped.md")
SKIP_RE = re.compile(r"^- `(\S+)`: (.*)$")


def read_skipped():
    found = {}
    if os.path.exists(SKIPPED):
        with open(SKIPPED) as f:
            for line in f:
                m = SKIP_RE.match(line.rstrip("\n"))
                if m:
                    found[m.group(1)] = m.group(2)
    return found


def write_skipped(skipped):
    """skipped.md: every case JAX or XLA rejects, grouped by the reason."""
    by_reason = {}
    for key in sorted(skipped):
        by_reason.setdefault(normalize(skipped[key]), []).append(key)
    lines = [
        "# Cases JAX or XLA rejects",
        "",
        "Generated by gen.py. Each op is tried on every element type; these "
        "cases have no",
        "expected value because JAX refused to trace or lower them, or XLA's "
        "CPU backend",
        "refused to compile or run them. They are not in the suite.",
        "",
    ]
    for reason, keys in sorted(by_reason.items(), key=lambda kv: -len(kv[1])):
        lines.append(f"## {reason} ({len(keys)})")
        lines.append("")
        lines += [f"- `{k}`: {skipped[k]}" for k in keys]
        lines.append("")
    with open(SKIPPED, "w") as f:
        f.write("\n".join(lines))


def normalize(message):
    """A message without the details that vary from case to case (places,
    types, shapes, numbers), to group cases by it."""
    m = re.sub(r"^(<chunk>|\S+\.py):\d+:\d+: (error: )?", "", message)
    m = re.sub(r"/\S+/", "", m)
    m = re.sub(r"tensor<[^>]*>", "tensor<...>", m)
    m = re.sub(r"complex<[^>]*>", "complex", m)
    # Quoted op names stay; other quoted text varies.
    m = re.sub(r"'(?![a-z_]+\.[a-z_.]+')[^']*'", "'...'", m)
    m = re.sub(r"\b(u?int\d+|float\d+\w*|bfloat16|bool|complex\d+|"
               r"[iuf]\d+\w*|bf16|c64|c128)\b", "T", m)
    m = re.sub(r"-?\d+(\.\d+)?(e[-+]?\d+)?", "N", m)
    m = re.sub(r"\[[^\]]*\]", "[...]", m)
    return m[:200]


def write_failure_summary(failures):
    """known_failures/README.md: every failing case, by cause, crashes
    first, then wrong answers, then what kiln does not support."""
    order = {"crash": 0, "mismatch": 1, "error": 2, "timeout": 3, "slow": 4}
    title = {"crash": "Crashes", "mismatch": "Wrong answers",
             "error": "Not supported (kiln rejects the program)",
             "timeout": "Timeouts (no result within the classification's "
             "limit)",
             "slow": "Too slow (right answers, more CPU time than the "
             "suite allows)"}
    groups = {}
    for key, (kind, msg) in failures.items():
        if kind == "mismatch":
            cause = mismatch_cause(key, msg)
        elif kind in ("slow", "timeout"):
            cause = key.split("/")[0]
        else:
            cause = normalize(msg)
        groups.setdefault((kind, cause), []).append((key, msg))
    lines = [
        "# Known failures of the lax suite",
        "",
        "Generated by `gen.py --classify`, which runs every case of a failing "
        "chunk alone through `kiln run`.",
        "Each failing case is in `<op>.mlir` here (XFAIL), one chunk per op "
        "and element",
        "type; this file lists them by cause: crashes first, then wrong "
        "answers, then",
        "programs kiln rejects. A case is `op/type/case`; the message is the "
        "first line",
        "of kiln's error, or the first failed check with its first "
        "differing element.",
        "",
        f"{len(failures)} failing cases in {len(groups)} groups.",
        "",
    ]
    for kind in sorted(order, key=order.get):
        keys = sorted((g for g in groups if g[0] == kind),
                      key=lambda g: (-len(groups[g]), g[1]))
        if not keys:
            continue
        total = sum(len(groups[g]) for g in keys)
        lines += [f"## {title[kind]} ({total})", ""]
        for g in keys:
            lines += [f"### {g[1]} ({len(groups[g])})", ""]
            lines += [f"- `{k}`: {m}" for k, m in sorted(groups[g])]
            lines.append("")
    with open(os.path.join(FAILURES, "README.md"), "w") as f:
        f.write("\n".join(lines))


def mismatch_cause(key, msg):
    if msg.startswith(SUBNORMAL_INPUTS):
        return ("results differ from XLA on subnormal inputs (XLA's CPU "
                "backend treats subnormals as zero)")
    if msg.startswith(SUBNORMAL_RESULTS):
        return ("XLA's result is zero where kiln's is subnormal (XLA's CPU "
                "backend flushes subnormal results to zero)")
    op = key.split("/")[0]
    check = msg.split(":")[0]
    return f"{op}: results differ from XLA ({check})"


if __name__ == "__main__":
    main()
