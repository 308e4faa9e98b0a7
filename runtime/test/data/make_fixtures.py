"""Regenerates the .npy fixtures of kiln's host runtime unit tests.

Run with a Python that has numpy and ml_dtypes (e.g. /work/venv/bin/python):
    cd runtime/test/data && python make_fixtures.py
The files are tiny and committed; the tests only read them.
"""
import numpy as np
import ml_dtypes
from numpy.lib import format as npformat


def save(name, array, version=None):
    with open(name, "wb") as f:
        npformat.write_array(f, array, version=version, allow_pickle=True)


save("f32_2x3.npy", (np.arange(6, dtype=np.float32) * 1.5 - 2).reshape(2, 3))
save("i64_scalar.npy", np.array(-7, dtype=np.int64))
save("bool_4.npy", np.array([True, False, False, True]))
save("u8_3.npy", np.array([0, 128, 255], dtype=np.uint8))
save("i16_2x2.npy", np.array([[-32768, 1], [2, 32767]], dtype=np.int16))
save("u32_2.npy", np.array([0, 4294967295], dtype=np.uint32))
save("f16_5.npy", np.array([1.0, -0.5, 65504.0, np.inf, 6e-8], dtype=np.float16))
save("c64_2.npy", np.array([1 + 2j, -3.5 - 0.25j], dtype=np.complex64))
save("c128_1.npy", np.array([0.1 + 1e300j]))
# numpy has no bfloat16: kiln's corpus stores raw bf16 bits as '<u2'.
save("x.bf16.npy", np.array([1.0, -2.5, 3.140625], dtype=ml_dtypes.bfloat16)
     .view(np.uint16))
# How numpy itself saves an ml_dtypes bfloat16 array: raw bytes, '<V2'.
save("bf16_raw.npy", np.array([1.0, -2.5, 3.140625], dtype=ml_dtypes.bfloat16))
save("f64_v2.npy", np.array([0.5, -1.25, 1e-300]), version=(2, 0))
save("i8_v3.npy", np.array([[-128], [127]], dtype=np.int8), version=(3, 0))
save("empty_0x2.npy", np.zeros((0, 2), dtype=np.float32))
# Files kiln must reject.
save("fortran.npy", np.asfortranarray(np.ones((2, 2), dtype=np.float32)))
save("bigendian.npy", np.array([1, 2], dtype=">f4"))
save("object.npy", np.array([1, "a"], dtype=object))
