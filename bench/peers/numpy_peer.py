"""numpy (with the OpenBLAS numpy ships) running its own formulation of each
workload: the library baseline for matrix math. numpy has no convolution,
so the conv workloads are skipped here (oneDNN and PyTorch cover them)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

args = common.parse_args()
os.environ.setdefault("OPENBLAS_NUM_THREADS", str(args.threads))
import numpy as np  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import workloads  # noqa: E402  (the weights of mlp_const_b64)



def layer_norm(x, g, b, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * g + b


def softmax(x):
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def gelu_tanh(x):
    return 0.5 * x * (1 + np.tanh(np.float32(np.sqrt(2 / np.pi)) * (x + np.float32(0.044715) * x ** 3)))


def transformer(x, w_qkv, w_o, w1, b1, w2, b2, g1, be1, g2, be2):
    s, d = x.shape
    heads = 2 if d == 16 else 4
    h = layer_norm(x, g1, be1)
    q, k, v = np.split(h @ w_qkv, 3, axis=-1)
    split = lambda t: t.reshape(s, heads, d // heads).transpose(1, 0, 2)
    q, k, v = split(q), split(k), split(v)
    att = softmax(q @ k.transpose(0, 2, 1) / np.float32(np.sqrt(d // heads)))
    o = (att @ v).transpose(1, 0, 2).reshape(s, d)
    x = x + o @ w_o
    h = layer_norm(x, g2, be2)
    return x + gelu_tanh(h @ w1 + b1) @ w2 + b2


def relu(x):
    return np.maximum(x, 0)


IMPLS = {
    "bmm_16x256": lambda a, b: a @ b,
    "mlp_784_512_512_10": lambda x, w1, b1, w2, b2, w3, b3:
        relu(relu(x @ w1 + b1) @ w2 + b2) @ w3 + b3,
    "mlp_const_b64": lambda x: IMPLS["mlp_784_512_512_10"](
        x, *workloads.mlp_const_params(x.shape[1] != 784)),
    "transformer_block": transformer,
    "ew_chain_4M": lambda x, y, z: np.maximum(x * y + z, 0) * np.float32(0.5) - z,
    "reduce_rows_4096": lambda x: x.sum(axis=1),
    "softmax_4096": softmax,
    "stream_triad_32M": lambda a, b: a + np.float32(3.0) * b,
    "seed_matvec_concat": lambda w, x: np.concatenate([w @ x[i] for i in range(x.shape[0])]),
    "seed_single_gemm": lambda w, x: (x @ w.T).reshape(-1),
}

name = args.name
if name.startswith("sgemm_"):
    impl = lambda a, b: a @ b  # noqa: E731
elif name in IMPLS:
    impl = IMPLS[name]
else:
    common.skip("numpy has no " + name.split("_")[0])
inputs = common.load_inputs(args.dir)
common.time_runs(lambda: impl(*inputs), args)
