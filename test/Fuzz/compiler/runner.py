"""Running one case at -O0 and -O2 and classifying the outcome.

Outcomes, worst first:

* crash: kiln died of a signal, or printed an LLVM/MLIR fatal error or a
  stack dump ("LLVM ERROR", "PLEASE submit a bug report", ...), or exited
  with a code other than 0 and 1;
* timeout: a level ran past the time limit;
* asymmetry: one level failed with a diagnostic and the other ran;
* mismatch: both ran and an output differs beyond the error model;
* invalid: both failed and kiln-opt rejects the program (a generator bug);
* internal: both failed on a valid program with an internal error (an op
  a lowering built fails to verify, the translation to LLVM IR fails);
* unsupported: both failed on a valid program saying that kiln does not
  handle this op or type yet (not a failure; counted by op and type);
* pass.
"""
import os
import re
import shutil
import subprocess

import numpy as np

import inputs
from compare import compare

CRASH_MARKERS = ["LLVM ERROR", "PLEASE submit a bug report", "Stack dump",
                 "Assertion `", "UNREACHABLE executed", "Segmentation fault",
                 "terminate called", "AddressSanitizer", "runtime error:",
                 # kiln recovers from these and reports them as errors, but
                 # they are crashes of the compiler all the same.
                 "the compiler crashed during compilation",
                 "fatal error during compilation",
                 "the compiler stopped during compilation"]

# Errors that say kiln does not handle an op or type yet (as opposed to an
# internal error: an invalid op built by a lowering, a failed translation).
UNSUPPORTED_PATTERNS = [
    r"failed to legalize operation '(stablehlo|chlo)\.",
    r"not supported", r"not yet", r"unsupported", r"cannot (lower|compile)",
]

FAILURES = ("crash", "timeout", "asymmetry", "mismatch", "internal")


class Case:
    """A program's text, its inputs [(ElemType, array)] and its outputs
    [(ElemType, err, rel, unchecked)], and the threads -O2 may use."""

    def __init__(self, text, ins, outs, threads=1):
        self.text = text
        self.ins = ins
        self.outs = outs
        self.threads = threads


class Outcome:
    def __init__(self, kind, detail="", location=None, level=None):
        self.kind = kind
        self.detail = detail
        self.location = location  # (line, col) of the first diagnostic
        self.level = level

    def __repr__(self):
        return "%s: %s" % (self.kind, self.detail)

    @property
    def failed(self):
        return self.kind in FAILURES


def _first_error(text):
    for line in text.splitlines():
        if "error:" in line or "LLVM ERROR" in line:
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1].strip() if lines else ""


def _location(text):
    m = re.search(r"prog\.mlir:(\d+):(\d+)", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _crashed(rc, text):
    if rc < 0 or rc not in (0, 1):
        return True
    return any(m in text for m in CRASH_MARKERS)


def run_kiln(kiln, workdir, level, case, timeout):
    outdir = os.path.join(workdir, "out" + level)
    shutil.rmtree(outdir, ignore_errors=True)
    os.makedirs(outdir)
    cmd = [kiln, "run", os.path.join(workdir, "prog.mlir"), "-" + level,
           "--threads", str(case.threads if level == "O2" else 1),
           "--output-dir", outdir]
    for k in range(len(case.ins)):
        cmd += ["--input", os.path.join(workdir, "in%d.npy" % k)]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=timeout, errors="replace")
    except subprocess.TimeoutExpired:
        return None, "", outdir
    return p.returncode, p.stdout + p.stderr, outdir


def run_case(case, workdir, kiln, kiln_opt, timeout=60):
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, "prog.mlir"), "w") as f:
        f.write(case.text)
    for k, (t, a) in enumerate(case.ins):
        inputs.save_npy(os.path.join(workdir, "in%d.npy" % k), t, a)
    res = {}
    for level in ("O0", "O2"):
        rc, text, outdir = run_kiln(kiln, workdir, level, case, timeout)
        if rc is None:
            return Outcome("timeout", "-%s ran past %d s" % (level, timeout),
                           level=level)
        if _crashed(rc, text):
            return Outcome("crash", "-%s: exit %d: %s" % (
                level, rc, _first_error(text)), _location(text), level)
        res[level] = (rc, text, outdir)
    (r0, t0, d0), (r2, t2, d2) = res["O0"], res["O2"]
    if r0 and r2:
        p = subprocess.run([kiln_opt, os.path.join(workdir, "prog.mlir"),
                            "-o", os.devnull], capture_output=True, text=True,
                           errors="replace")
        if p.returncode:
            return Outcome("invalid", _first_error(p.stderr),
                           _location(p.stderr))
        first = _first_error(t0)
        if any(re.search(pat, first) for pat in UNSUPPORTED_PATTERNS):
            return Outcome("unsupported", first, _location(t0))
        return Outcome("internal", first, _location(t0))
    if r0 or r2:
        bad, text = ("O0", t0) if r0 else ("O2", t2)
        return Outcome("asymmetry", "only -%s fails: %s" % (
            bad, _first_error(text)), _location(text), bad)
    for k, (t, err, rel, unchecked) in enumerate(case.outs):
        if unchecked:
            continue
        a = t.from_storage(np.load(os.path.join(d0, "out%d.npy" % k)))
        b = t.from_storage(np.load(os.path.join(d2, "out%d.npy" % k)))
        why = compare(t, a, b, err, rel)
        if why:
            return Outcome("mismatch", "output %d (%s): %s" % (k, t.name,
                                                               why))
    return Outcome("pass")
