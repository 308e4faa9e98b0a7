"""Prints, as text, the StableHLO that StableHLO's own deserializer
(jaxlib's) reads from a portable artifact: the independent check that the
artifacts kiln writes are the format JAX and XLA read."""
import sys

from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir.dialects import stablehlo

with open(sys.argv[1], "rb") as f:
    data = f.read()
with jax_mlir.make_ir_context() as context:
    module = stablehlo.deserialize_portable_artifact(context, data)
    print(module.operation.get_asm(enable_debug_info=False), end="")
