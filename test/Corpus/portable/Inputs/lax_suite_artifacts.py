"""Portable artifacts of every program of the lax suite (test/LaxSuite: every
jax.lax op on every element type), checked against StableHLO's own
serializer and deserializer (jaxlib's):

  - for the newest StableHLO version and for 1.0.0, kiln writes an artifact
    exactly when jaxlib does (both refuse CHLO ops, and types and ops newer
    than the version);
  - the artifacts jaxlib and kiln write both read, in kiln and in jaxlib,
    into the StableHLO that jaxlib reads from its own;
  - programs with Shardy attributes, which jaxlib outside JAX does not read,
    read back from kiln's artifact into a program that writes and reads
    back the same.

Usage: lax_suite_artifacts.py KILN_OPT SUITE_DIR WORK_DIR
With KILN_LAX_ARTIFACTS_STRIDE=N only every N-th element type of each op
(and the last) is checked.
Prints one line per mismatch and a summary; exits 1 on any mismatch.
"""
import concurrent.futures
import os
import pathlib
import subprocess
import sys
import threading

from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir.dialects import stablehlo

KILN_OPT, SUITE, WORK = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
OLD = "1.0.0"


def kiln_opt(*args, data=None):
    run = subprocess.run([KILN_OPT, *args], input=data, capture_output=True)
    return run.returncode, run.stdout, run.stderr.decode(errors="replace")


def jaxlib_text(artifact):
    with jax_mlir.make_ir_context() as context:
        module = stablehlo.deserialize_portable_artifact(context, artifact)
        return module.operation.get_asm(enable_debug_info=False)


_stderr_lock = threading.Lock()


def jaxlib_write(text, version):
    with _stderr_lock:
        return _jaxlib_write(text, version)


def _jaxlib_write(text, version):
    # The serializer explains a refusal on stderr; silence it.
    saved = os.dup(2)
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 2)
        try:
            return stablehlo.serialize_portable_artifact_str(text, version)
        except Exception:
            return None
        finally:
            os.dup2(saved, 2)
            os.close(saved)


def check(name, chunk):
    """Returns the mismatches of one program. What kiln must read from an
    artifact is what StableHLO's own deserializer reads: StableHLO's round
    trip of the program (jaxlib writes it, jaxlib reads it back), printed by
    kiln-opt. (It differs from the text where the text spells out a default,
    e.g. `indices_are_sorted = false`, which artifacts do not tell apart.)"""
    problems = []
    path = WORK / f"{name}.mlir"
    path.write_text(chunk)

    def read_in_kiln(artifact, what, expected):
        art = WORK / f"{name}.{what.replace(' ', '_')}.mlirbc"
        art.write_bytes(artifact)
        rc, out, err = kiln_opt(str(art), "--kiln-vhlo-to-stablehlo")
        if rc:
            problems.append(f"{name}: kiln cannot read {what}: {err.strip()[:300]}")
        elif out != expected:
            problems.append(f"{name}: kiln reads {what} differently")

    def read_in_jaxlib(artifact, what):
        try:
            text = jaxlib_text(artifact)
        except Exception as e:
            problems.append(f"{name}: jaxlib cannot read {what}: {e}")
            return None
        rc, out, err = kiln_opt(data=text.encode())
        if rc:
            problems.append(f"{name}: kiln-opt cannot read jaxlib's text of "
                            f"{what}: {err.strip()[:300]}")
            return None
        return out

    if "#sdy." in chunk:
        # Shardy attributes (the sharding rules JAX puts on LAPACK custom
        # calls): the jaxlib outside JAX does not read them, so kiln's
        # artifact must read back into a program kiln writes and reads the
        # same again.
        rc, ours, err = kiln_opt(str(path), "--emit-portable", "-o", "-")
        if rc and "is not a StableHLO op" in err:
            return []  # CHLO: refused, as jaxlib refuses it
        if rc:
            return [f"{name}: kiln cannot write the program: {err.strip()[:300]}"]
        rc, first, err = kiln_opt("--kiln-vhlo-to-stablehlo", data=ours)
        rc2, again, _ = kiln_opt("--emit-portable", "-o", "-", data=first)
        rc3, second, _ = kiln_opt("--kiln-vhlo-to-stablehlo", data=again)
        if rc or rc2 or rc3 or first != second:
            problems.append(f"{name}: kiln's artifact does not read back the same")
        return problems
    for version, flag in ((stablehlo.get_current_version(), "--emit-portable"),
                          (OLD, f"--emit-portable={OLD}")):
        theirs = jaxlib_write(chunk, version)
        rc, ours, err = kiln_opt(str(path), flag, "-o", "-")
        if (theirs is None) != (rc != 0):
            problems.append(
                f"{name}: for {version} jaxlib "
                f"{'refuses' if theirs is None else 'writes'} but kiln "
                f"{'refuses' if rc else 'writes'}"
                + (f": {err.strip()[:200]}" if rc else ""))
        if theirs is None:
            continue
        expected = read_in_jaxlib(theirs, f"jaxlib's {version} artifact")
        if expected is None:
            continue
        read_in_kiln(theirs, f"jaxlib's {version} artifact", expected)
        if rc == 0:
            read_in_kiln(ours, f"kiln's {version} artifact", expected)
            if read_in_jaxlib(ours, f"kiln's {version} artifact") not in (
                    None, expected):
                problems.append(
                    f"{name}: jaxlib reads kiln's {version} artifact differently")
    return problems


def programs(stride):
    """Every `stride`-th program of each file (and its last), each one
    element type of one op."""
    for path in sorted(SUITE.glob("*.mlir")):
        chunks = [c for c in path.read_text().split("// -----") if "module" in c]
        for i, chunk in enumerate(chunks):
            if i % stride == 0 or i == len(chunks) - 1:
                yield f"{path.stem}.{i}", chunk


def main():
    WORK.mkdir(parents=True, exist_ok=True)
    stride = int(os.environ.get("KILN_LAX_ARTIFACTS_STRIDE", "1"))
    todo = list(programs(stride))
    problems = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for result in pool.map(lambda p: check(*p), todo):
            problems += result
    for line in problems:
        print(line)
    print(f"lax suite artifacts: {len(todo)} programs, {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
