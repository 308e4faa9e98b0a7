"""JAX's backends for the package's tests: XLA's CPU backend (the
reference, and the default device) and kiln's PJRT plugin, which installing
the package registers with JAX (kiln_jax_plugin)."""

import jax

jax.config.update("jax_platforms", "cpu,kiln")
