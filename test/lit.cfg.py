# lit configuration for kiln's tests.
import os
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "kiln"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kiln_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%kiln_src_root", config.kiln_src_root))
# kiln's PJRT plugin (pjrt/).
config.substitutions.append(
    ("%kiln_pjrt_plugin", os.path.join(config.kiln_obj_root, "lib", "libkiln_pjrt.so")))
# The Python running lit, for test helpers that need only its standard library.
config.substitutions.append(("%python", sys.executable))


# Tests whose helpers compute with numpy (the quantizer's inputs, the
# quantized products' expected values) use the project's venv
# (scripts/python-env.sh) or $KILN_PYTHON. Without one they fail, saying
# so, rather than being skipped.
def _numpy_python():
    import subprocess
    for py in [os.environ.get("KILN_PYTHON", ""),
               os.path.join(config.kiln_src_root, "venv", "bin", "python")]:
        if py and os.path.exists(py) and subprocess.run(
                [py, "-c", "import numpy"], capture_output=True).returncode == 0:
            return py
    return "echo 'kiln: no Python with numpy (run scripts/python-env.sh)' && false"


config.substitutions.insert(0, ("%numpy_python", _numpy_python()))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# FileCheck, not, split-file... come from Debian's LLVM tools directory.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.kiln_tools_dir, config.llvm_tools_dir]
tools = ["kiln-opt", "kiln", "kiln-bench", "kiln-runtime-tests", "kiln-compiler-tests",
         "kiln-pjrt-c-client"]
if os.path.exists(os.path.join(config.kiln_tools_dir, "kiln-parse-fuzzer")):
    config.available_features.add("fuzzer")
    tools.append("kiln-parse-fuzzer")
llvm_config.add_tool_substitutions(tools, tool_dirs)

# Under a sanitizer (scripts/test-sanitizers.sh sets ASAN_OPTIONS), the
# allocator is the sanitizer's: tests of glibc malloc's page faults do not
# apply.
if "ASAN_OPTIONS" in os.environ or "TSAN_OPTIONS" in os.environ:
    config.available_features.add("sanitizer")

# mpirun for the tests across processes (docs/mpi.md): as root in CI
# containers, more processes than cores, shared memory without its
# ptrace-based single copy (refused in containers), and OpenMPI's own
# transports (ob1 over shared memory) without its patching of the
# allocator, which would fight a sanitizer's. OpenMPI keeps allocations
# from MPI_Init until exit, which LeakSanitizer would report: under the
# sanitizers these runs check everything but leaks.
_mpirun = ("mpirun --allow-run-as-root --oversubscribe "
           "--mca btl_vader_single_copy_mechanism none "
           "--mca pml ob1 --mca btl self,vader --mca memory ^patcher")
if "ASAN_OPTIONS" in os.environ:
    _mpirun = ("env ASAN_OPTIONS=" +
               os.environ["ASAN_OPTIONS"].replace("detect_leaks=1",
                                                  "detect_leaks=0") +
               " " + _mpirun)
config.substitutions.append(("%mpirun", _mpirun))

# A C compiler for tests that build a custom call library (%cc).
cc = os.path.join(config.llvm_tools_dir, "clang")
if os.path.exists(cc):
    config.available_features.add("c-compiler")
    config.substitutions.append(("%cc", cc))

# The host CPU's AMX-BF16 tiles, for tests of what kiln run prints about
# the kernels it chose (the results themselves are tested on every CPU).
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = next((line.split(":", 1)[1].split() for line in cpuinfo
                      if line.startswith("flags")), [])
except OSError:
    flags = []
if "amx_bf16" in flags and "amx_tile" in flags:
    config.available_features.add("host-amx")
