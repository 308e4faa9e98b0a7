"""Sharded JAX programs on kiln's PJRT plugin: jax.jit with NamedSharding
inputs and out_shardings, and shard_map collectives, on a mesh of 4 kiln
devices, each against the same program on 4 XLA host devices
(sharded_cases.py; JAX reads the device counts at start-up, so the cases
run in one subprocess), some also in GSPMD's form."""

import json
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sharded_cases  # noqa: E402  (for the case names)


def run_cases(*arguments):
    env = dict(os.environ, JAX_PLATFORMS="cpu,kiln", KILN_DEVICE_COUNT="4",
               XLA_FLAGS="--xla_force_host_platform_device_count=4")
    result = subprocess.run(
        [sys.executable, os.path.join(HERE, "sharded_cases.py"), *arguments],
        env=env, capture_output=True, text=True, timeout=900)
    lines = [json.loads(line) for line in result.stdout.splitlines()
             if line.startswith("{")]
    assert result.returncode == 0, result.stderr[-4000:]
    return {line["case"]: line for line in lines}


@pytest.fixture(scope="module")
def outcomes():
    return run_cases()


# Programs in GSPMD's form (mhlo.sharding strings, as JAX writes them with
# jax_use_shardy_partitioner off), which kiln reads as Shardy's.
GSPMD_CASES = ["mlp_data_and_tensor_parallel", "out_shardings_stated",
               "training_step", "shard_map_psum", "shard_map_ppermute"]


@pytest.fixture(scope="module")
def gspmd_outcomes():
    return run_cases("--gspmd", *GSPMD_CASES)


@pytest.mark.parametrize("name", sorted(sharded_cases.CASES))
def test_sharded_program_matches_xla(outcomes, name):
    assert name in outcomes, f"{name} did not report"
    assert outcomes[name]["ok"], outcomes[name]["error"]


@pytest.mark.parametrize("name", GSPMD_CASES)
def test_gspmd_program_matches_xla(gspmd_outcomes, name):
    assert name in gspmd_outcomes, f"{name} did not report"
    assert gspmd_outcomes[name]["ok"], gspmd_outcomes[name]["error"]
