"""Tests of the kiln Python package. Expected values come from JAX on XLA's
CPU backend (or numpy), never from kiln."""

import ctypes
import pathlib
import random
import re
import threading

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import kiln

rng = np.random.default_rng(0)


def randn(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def check_against_xla(f, *args, rtol=1e-4, atol=1e-5, opt_level=2):
    """Compiles jax.jit(f).lower(*args) with kiln and compares its results
    with XLA's."""
    expected = jax.jit(f)(*args)
    exe = kiln.compile(jax.jit(f).lower(*args), opt_level=opt_level)
    got = exe(*args)
    if not isinstance(expected, (tuple, list)):
        expected, got = (expected,), (got,)
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        e = np.asarray(e)
        assert isinstance(g, np.ndarray)
        assert g.shape == e.shape and g.dtype == e.dtype
        if np.issubdtype(e.dtype, np.floating):
            np.testing.assert_allclose(g, e, rtol=rtol, atol=atol)
        else:
            np.testing.assert_array_equal(g, e)
    return exe


@pytest.mark.parametrize("opt_level", [0, 2])
def test_mlp(opt_level):
    def mlp(x, w1, b1, w2, b2):
        h = jax.nn.relu(x @ w1 + b1)
        return jax.nn.softmax(h @ w2 + b2, axis=-1)
    check_against_xla(mlp, randn(8, 32), randn(32, 64), randn(64),
                      randn(64, 10), randn(10), opt_level=opt_level)


def test_reduction():
    def f(x):
        return jnp.sum(x, axis=1), jnp.max(x, axis=0), jnp.mean(x)
    check_against_xla(f, randn(17, 33))


def test_conv():
    def f(x, w):
        return jax.lax.conv_general_dilated(
            x, w, window_strides=(1, 1), padding="SAME",
            dimension_numbers=("NHWC", "HWIO", "NHWC"))
    check_against_xla(f, randn(2, 9, 9, 3), randn(3, 3, 3, 4), rtol=1e-4,
                      atol=1e-4)


def test_sort():
    def f(x):
        return jnp.sort(x, axis=-1), jnp.argsort(x[0])
    check_against_xla(f, randn(4, 19))


def test_integer_ops():
    def f(a, b):
        return (a * b + a // 3) ^ (b << 2), jnp.maximum(a, b) % 7
    a = rng.integers(-1000, 1000, size=(5, 6), dtype=np.int32)
    b = rng.integers(1, 50, size=(5, 6), dtype=np.int32)
    check_against_xla(f, a, b)


def test_multiple_outputs_and_signature():
    def f(a, b):
        return a + b, a * b, jnp.max(a)
    exe = check_against_xla(f, randn(3, 4), randn(3, 4))
    assert exe.signature.inputs == [((3, 4), np.dtype("float32"))] * 2
    assert exe.signature.outputs == [((3, 4), np.dtype("float32")),
                                     ((3, 4), np.dtype("float32")),
                                     ((), np.dtype("float32"))]
    assert isinstance(exe(randn(3, 4), randn(3, 4)), tuple)


def test_bool_and_bfloat16():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    def f(a, b, c):
        return jnp.where(c, a + b, a * b)
    a = randn(16).astype(ml_dtypes.bfloat16)
    b = randn(16).astype(ml_dtypes.bfloat16)
    c = rng.integers(0, 2, size=16).astype(bool)
    exe = kiln.compile(jax.jit(f).lower(a, b, c))
    got = exe(a, b, c)
    assert got.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(got.astype(np.float32),
                                  np.asarray(jax.jit(f)(a, b, c),
                                             dtype=np.float32))


def test_minifloats_without_ml_dtypes(monkeypatch):
    program = """func.func @main(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  return %a : tensor<2xbf16>
}"""
    monkeypatch.setitem(__import__("sys").modules, "ml_dtypes", None)
    exe = kiln.compile(program)
    assert exe.signature.inputs == [((2,), "bfloat16")]
    with pytest.raises(kiln.Error, match="needs the ml_dtypes package"):
        exe([1.0, 2.0])


ADD = """
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @twice(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.add %a, %a : tensor<3xi32>
  return %0 : tensor<3xi32>
}
"""


def test_text_path_and_entry(tmp_path):
    path = tmp_path / "add.mlir"
    path.write_text(ADD)
    a, b = np.float32([1, 2]), np.float32([10, 20])
    for program in (ADD, path, str(path)):
        np.testing.assert_array_equal(kiln.compile(program)(a, b), [11, 22])
    with pytest.raises(kiln.Error, match="no such file"):
        kiln.compile(str(tmp_path / "missing.mlir"))
    twice = kiln.compile(ADD, entry="twice", opt_level=0, threads=1)
    np.testing.assert_array_equal(twice([1, 2, 3]), [2, 4, 6])
    # A strided view is passed by value.
    column = np.float32([[1, 2], [3, 4]])[:, 0]
    np.testing.assert_array_equal(kiln.compile(ADD)(column, b), [11, 23])
    # Python scalars and lists take the signature's dtype.
    np.testing.assert_array_equal(kiln.compile(ADD)([1, 2], [3, 4]), [4, 6])


def test_compile_cache(tmp_path, monkeypatch):
    """A compiled program kept in cache_dir is loaded, not compiled, the
    next time: the same results, from an entry file written once."""
    def f(x, w):
        return jax.nn.gelu(x @ w), jnp.sum(x, axis=0)
    x, w = randn(40, 64), randn(64, 48)
    lowered = jax.jit(f).lower(x, w)
    expected = [np.asarray(r) for r in jax.jit(f)(x, w)]
    cache = tmp_path / "cache"
    first = kiln.compile(lowered, cache_dir=cache)
    entries = sorted(cache.iterdir())
    assert len(entries) == 1 and entries[0].suffix == ".kiln"
    written = entries[0].stat().st_mtime_ns
    # $KILN_CACHE_DIR is the default directory.
    monkeypatch.setenv("KILN_CACHE_DIR", str(cache))
    second = kiln.compile(lowered)
    assert sorted(cache.iterdir()) == entries
    assert entries[0].stat().st_mtime_ns == written
    for exe in (first, second):
        got = exe(x, w)
        for g, e in zip(got, expected):
            np.testing.assert_allclose(g, e, rtol=1e-4, atol=1e-5)
    # Other options are another entry.
    kiln.compile(lowered, cache_dir=cache, threads=1, opt_level=0)
    assert len(list(cache.iterdir())) == 2


def test_run_from_threads():
    exe = kiln.compile(jax.jit(lambda x: jnp.tanh(x) @ x.T).lower(
        randn(64, 64)))
    xs = [randn(64, 64) for _ in range(4)]
    results = [None] * 4

    def work(i):
        results[i] = exe(xs[i])
    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for x, r in zip(xs, results):
        np.testing.assert_allclose(r, np.tanh(x) @ x.T, rtol=1e-4, atol=1e-4)


def test_jit_caches_per_signature():
    traces = []

    @kiln.jit
    def f(params, x):
        traces.append(x.shape)
        return {"y": jnp.tanh(x @ params["w"] + params["b"]),
                "n": jnp.sum(x)}
    params = {"w": randn(4, 3), "b": randn(3)}
    for _ in range(3):
        x = randn(2, 4)
        out = f(params, x)
        np.testing.assert_allclose(out["y"],
                                   np.tanh(x @ params["w"] + params["b"]),
                                   rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(out["n"], x.sum(), rtol=1e-5)
    assert traces == [(2, 4)]
    f(params, randn(5, 4))
    f(params, randn(5, 4))
    assert traces == [(2, 4), (5, 4)]
    assert len(f.executables) == 2


def test_jit_keyword_arguments():
    f = kiln.jit(lambda x, *, scale: x * scale)
    x = randn(3)
    np.testing.assert_allclose(f(x, scale=np.float32(2)), x * 2)


def test_jit_narrows_float64_like_jax():
    f = kiln.jit(lambda x: x * 2)
    x = np.arange(4, dtype=np.float64)
    np.testing.assert_array_equal(f(x), jax.jit(lambda x: x * 2)(x))


def test_malformed_mlir_has_location(tmp_path):
    bad = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n" \
          "  %0 = stablehlo.bogus %a : tensor<2xf32>\n  return %0\n}\n"
    with pytest.raises(kiln.Error, match=r"<string>:2:\d+: "):
        kiln.compile(bad)
    path = tmp_path / "bad.mlir"
    path.write_text(bad)
    with pytest.raises(kiln.Error, match=re.escape(str(path)) + r":2:\d+: "):
        kiln.compile(path)


def test_input_errors():
    exe = kiln.compile(ADD)
    a = np.float32([1, 2])
    with pytest.raises(kiln.Error, match="takes 2 inputs but 1"):
        exe(a)
    with pytest.raises(kiln.Error, match="takes 2 inputs but 3"):
        exe(a, a, a)
    with pytest.raises(kiln.Error, match=r"input 1 of @main must be .*2xf32"
                                         r".* but is tensor<3xf32>"):
        exe(a, np.float32([1, 2, 3]))
    with pytest.raises(kiln.Error, match=r"input 0 .* but is tensor<2xi32>"):
        exe(np.int32([1, 2]), a)
    assert issubclass(kiln.Error, Exception)


def test_unknown_entry_and_bad_argument():
    with pytest.raises(kiln.Error, match="nope"):
        kiln.compile(ADD, entry="nope")
    with pytest.raises(TypeError):
        kiln.compile(42)


def test_save_shared_library(tmp_path):
    exe = kiln.compile(ADD)
    library = tmp_path / "adder.so"
    header = tmp_path / "adder.h"
    symbol = exe.save(library, header=header)
    assert symbol == "kiln_adder_main"
    assert symbol in header.read_text()
    function = getattr(ctypes.CDLL(str(library)), symbol)
    a, b = np.float32([1.5, 2]), np.float32([10, 20])
    out = np.zeros(2, np.float32)
    inputs = (ctypes.c_void_p * 2)(a.ctypes.data, b.ctypes.data)
    outputs = (ctypes.c_void_p * 1)(out.ctypes.data)
    assert function(inputs, outputs) == 0
    np.testing.assert_array_equal(out, [11.5, 22])


def test_portable_artifacts(tmp_path):
    """jax.export's artifact (VHLO bytecode) compiles as the Exported
    object, as its bytes and as a .mlirbc file, and matches XLA."""
    def f(x, w):
        return jnp.tanh(x @ w).sum(axis=0), jnp.argmax(x, axis=1)
    x, w = randn(6, 8), randn(8, 5)
    expected = [np.asarray(e) for e in jax.jit(f)(x, w)]
    exported = jax.export.export(jax.jit(f))(x, w)
    path = tmp_path / "f.mlirbc"
    path.write_bytes(exported.mlir_module_serialized)
    for program in (exported, exported.mlir_module_serialized, path,
                    str(path)):
        got = kiln.compile(program)(x, w)
        np.testing.assert_allclose(got[0], expected[0], rtol=1e-5, atol=1e-5)
        np.testing.assert_array_equal(got[1], expected[1])


def test_corrupted_artifacts_never_crash():
    """Random byte changes to a real artifact: each one reads (a benign
    change) or raises kiln.Error, and the process survives. MLIR's bytecode
    reader alone aborts, hangs or writes out of bounds on some of them."""
    exported = jax.export.export(
        jax.jit(lambda x, w: jnp.tanh(x @ w).sum(axis=0)))(randn(4, 8),
                                                           randn(8, 3))
    data = exported.mlir_module_serialized
    rng = random.Random(20261203)
    errors = 0
    for _ in range(200):
        damaged = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        try:
            kiln.compile(bytes(damaged))
        except kiln.Error:
            errors += 1
    # Most single-byte changes are damage the reader must notice.
    assert errors > 100


def test_damaged_artifact_is_an_error():
    """A cut-short artifact raises kiln.Error; the process survives."""
    exported = jax.export.export(jax.jit(jnp.sin))(randn(4))
    data = exported.mlir_module_serialized
    for cut in (10, len(data) // 2, len(data) - 3):
        with pytest.raises(kiln.Error, match="error"):
            kiln.compile(data[:cut])


SHARDED_EXPORT = """
import os, sys
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2), ("x", "y"),
                     axis_types=(jax.sharding.AxisType.Auto,) * 2)
def f(x, w1, w2):
    return jnp.tanh(x @ w1) @ w2
sh = [NamedSharding(mesh, P("x", None)), NamedSharding(mesh, P(None, "y")),
      NamedSharding(mesh, P("y", None))]
args = [np.load(os.path.join(sys.argv[1], f"in{i}.npy")) for i in range(3)]
jitted = jax.jit(f, in_shardings=sh, out_shardings=sh[0])
open(os.path.join(sys.argv[1], "prog.mlir"), "w").write(
    jitted.lower(*args).as_text())
np.save(os.path.join(sys.argv[1], "out.npy"),
        np.asarray(jitted(*[jax.device_put(a, s) for a, s in zip(args, sh)])))
"""


def test_sharded_program_on_global_arrays(tmp_path):
    # JAX exports the program for 4 devices (in a process of its own, where
    # XLA has 4 host devices) and runs it there; kiln runs it on 4
    # in-process devices from global numpy arrays.
    import subprocess
    import sys
    args = [randn(8, 16), randn(16, 32), randn(32, 4)]
    for i, a in enumerate(args):
        np.save(tmp_path / f"in{i}.npy", a)
    subprocess.run([sys.executable, "-c", SHARDED_EXPORT, str(tmp_path)],
                   check=True)
    exe = kiln.compile((tmp_path / "prog.mlir").read_text())
    assert exe.devices == 4
    assert exe.signature.inputs[0][0] == (8, 16)
    np.testing.assert_allclose(exe(*args), np.load(tmp_path / "out.npy"),
                               rtol=1e-5, atol=1e-5)


# SPMD as written (docs/collectives.md): every device runs @main; the
# collectives' groups are the spec's (device d = replica * 2 + partition).
SPMD_2x2 = """
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>,
                                         tensor<ui32>, tensor<ui32>) {
    %sum = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %gathered = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
        : (tensor<4xf32>) -> tensor<8xf32>
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    return %sum, %gathered, %r, %p : tensor<4xf32>, tensor<8xf32>,
                                     tensor<ui32>, tensor<ui32>
  }
}
"""

# No device counts: `devices=N` runs it on N partitions.
SPMD_RING = """
func.func @main(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %y = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1], [1, 2], [2, 0]]> : tensor<3x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}
      : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %y : tensor<2x3xi32>
}
"""


def test_spmd_program_on_devices():
    exe = kiln.compile(SPMD_2x2)
    assert (exe.replicas, exe.partitions, exe.devices) == (2, 2, 4)
    xs = [np.arange(4, dtype=np.float32) * (d + 1) + 10 * d for d in range(4)]
    results = exe.run_on_devices([(x,) for x in xs])
    assert len(results) == 4
    for d, (total, gathered, replica, partition) in enumerate(results):
        np.testing.assert_array_equal(total, sum(xs))
        # all_gather without a channel: over the replicas, per partition.
        np.testing.assert_array_equal(
            gathered, np.concatenate([xs[d % 2], xs[2 + d % 2]]))
        assert replica.dtype == np.uint32 and int(replica) == d // 2
        assert int(partition) == d % 2


def test_spmd_program_devices_option():
    exe = kiln.compile(SPMD_RING, devices=3)
    assert (exe.replicas, exe.partitions) == (1, 3)
    xs = [rng.integers(-50, 50, (2, 3)).astype(np.int32) for _ in range(3)]
    results = exe.run_on_devices([[x] for x in xs])
    for d in range(3):
        np.testing.assert_array_equal(results[d], xs[(d - 1) % 3])
    # Without devices=: one device, where the pairs name partitions that
    # do not exist.
    with pytest.raises(kiln.Error, match="partition"):
        kiln.compile(SPMD_RING)


def test_spmd_program_errors():
    exe = kiln.compile(SPMD_2x2)
    x = np.zeros(4, np.float32)
    with pytest.raises(kiln.Error, match="run_on_devices"):
        exe(x)
    with pytest.raises(kiln.Error, match="runs on 4 devices but inputs for 3"):
        exe.run_on_devices([(x,)] * 3)
    with pytest.raises(kiln.Error, match="device 2: input 0 .* must be"):
        exe.run_on_devices([(x,), (x,), (np.zeros(5, np.float32),), (x,)])
    with pytest.raises(kiln.Error, match="device 1: .*takes 1 inputs"):
        exe.run_on_devices([(x,), (), (x,), (x,)])
    with pytest.raises(kiln.Error, match="3"):
        kiln.compile(SPMD_2x2, devices=3)
    with pytest.raises(kiln.Error, match="devices must be"):
        kiln.compile(SPMD_2x2, devices=-1)


MPI_RING = """
import json, os, sys
import numpy as np
import kiln
exe = kiln.compile(sys.argv[1], devices=3)
xs = [np.full((2, 3), 7 * d + 1, np.int32) for d in range(3)]
outputs = exe.run_on_devices([[x] for x in xs])
# Each process writes its own file (lines on one shared pipe interleave).
rank = os.environ["OMPI_COMM_WORLD_RANK"]
with open(os.path.join(sys.argv[2], rank + ".json"), "w") as f:
    json.dump([None if o is None else o.tolist() for o in outputs], f)
"""


def test_spmd_program_under_mpirun(tmp_path):
    # One device per process (docs/mpi.md): each process gets its own
    # device's results, the others' are None.
    import json
    import subprocess
    import sys
    program = tmp_path / "ring.mlir"
    program.write_text(SPMD_RING)
    run = subprocess.run(
        ["mpirun", "--allow-run-as-root", "--oversubscribe", "-np", "3",
         sys.executable, "-c", MPI_RING, str(program), str(tmp_path)],
        capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    for rank in range(3):
        got = json.loads((tmp_path / f"{rank}.json").read_text())
        want = [None] * 3
        want[rank] = np.full((2, 3), 7 * ((rank - 1) % 3) + 1).tolist()
        assert got == want, (rank, got)
