"""kiln's PJRT plugin for JAX.

Installing the kiln package registers this module under JAX's "jax_plugins"
entry point; JAX calls initialize() when it starts its backends, and
`JAX_PLATFORMS=kiln` then runs JAX programs on kiln. It is a package of its
own so that loading the plugin does not import kiln's Python extension.
"""

import os

# Below JAX's CPU backend: installing kiln does not change where programs
# run unless asked (JAX_PLATFORMS=kiln, or jax.devices("kiln")).
PRIORITY = -100


def library_path():
    """The path of libkiln_pjrt.so, installed beside this module."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "libkiln_pjrt.so")


def client_options(environ=os.environ):
    """The plugin's client options, from the environment: KILN_DEVICE_COUNT
    (how many kiln devices JAX sees, default 1) and KILN_CACHE_DIR (the
    compile cache, which the plugin also reads itself)."""
    options = {}
    count = environ.get("KILN_DEVICE_COUNT")
    if count is not None:
        try:
            options["device_count"] = int(count)
        except ValueError:
            raise RuntimeError(f"kiln: KILN_DEVICE_COUNT must be an integer, "
                               f"not {count!r}") from None
    return options


def initialize():
    from jax._src import xla_bridge

    path = library_path()
    if not os.path.exists(path):
        raise RuntimeError(f"kiln: the PJRT plugin {path} is missing; "
                           "reinstall the kiln package")
    xla_bridge.register_plugin("kiln", priority=PRIORITY, library_path=path,
                               options=client_options())
    _enable_donation()


def _enable_donation():
    """kiln takes donated buffers (a run deletes them); JAX keeps the list
    of platforms that do in a module attribute, which has no public API."""
    try:
        from jax._src.interpreters import mlir
    except ImportError:
        return
    platforms = getattr(mlir, "_platforms_with_donation", None)
    if isinstance(platforms, list) and "kiln" not in platforms:
        platforms.append("kiln")
