"""PyTorch CPU (Debian's python3-torch) running its own formulation of each
workload, with torch.set_num_threads. Run with /usr/bin/python3, which has
torch and numpy but not JAX (nor ml_dtypes: bf16 arrays are read and written
as their raw 16 bits). Convolutions run NCHW, PyTorch's native layout; the
layout changes happen outside the timed region. The bf16 and f16 variants of
a workload (`<name>_bf16`, `bgemm_1024`, ...) run the same formulation in
that type, as PyTorch users run them."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

args = common.parse_args()
import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import workloads  # noqa: E402  (the weights of mlp_const_b64)

torch.set_num_threads(args.threads)
torch.set_grad_enabled(False)


def layer_norm(x, g, b):
    return F.layer_norm(x, (x.shape[-1],), g, b, eps=1e-5)


def transformer(x, w_qkv, w_o, w1, b1, w2, b2, g1, be1, g2, be2):
    s, d = x.shape
    heads = 2 if d == 16 else 4
    h = layer_norm(x, g1, be1)
    q, k, v = torch.split(h @ w_qkv, d, dim=-1)
    split = lambda t: t.reshape(s, heads, d // heads).transpose(0, 1)  # noqa: E731
    q, k, v = split(q), split(k), split(v)
    att = torch.softmax(q @ k.transpose(1, 2) / float(np.sqrt(d // heads)), dim=-1)
    o = (att @ v).transpose(0, 1).reshape(s, d)
    x = x + o @ w_o
    h = layer_norm(x, g2, be2)
    return x + F.gelu(h @ w1 + b1, approximate="tanh") @ w2 + b2


def conv(stride):
    def run(x, w):
        return F.conv2d(x, w, stride=stride, padding=w.shape[-1] // 2)
    return run


def mlp_const_params(smoke, cache={}):
    if smoke not in cache:
        cache[smoke] = [torch.from_numpy(p)
                        for p in workloads.mlp_const_params(smoke)]
    return cache[smoke]


IMPLS = {
    "bmm_16x256": torch.matmul,
    "conv_resnet_3x3": conv(1),
    "conv_stem_7x7s2": conv(2),
    "mlp_784_512_512_10": lambda x, w1, b1, w2, b2, w3, b3:
        torch.relu(torch.relu(x @ w1 + b1) @ w2 + b2) @ w3 + b3,
    "mlp_const_b64": lambda x: IMPLS["mlp_784_512_512_10"](
        x, *mlp_const_params(x.shape[1] != 784)),
    "transformer_block": transformer,
    "ew_chain_4M": lambda x, y, z: torch.clamp_min(x * y + z, 0) * 0.5 - z,
    "reduce_rows_4096": lambda x: x.sum(dim=1),
    "softmax_4096": lambda x: torch.softmax(x, dim=-1),
    "stream_triad_32M": lambda a, b: a + 3.0 * b,
    "seed_matvec_concat": lambda w, x: torch.cat([w @ x[i] for i in range(x.shape[0])]),
    "seed_single_gemm": lambda w, x: (x @ w.T).reshape(-1),
}

name = re.sub(r"_(bf16|f16)$", "", args.name)
gemm = re.match(r"(sgemm|bgemm|hgemm)_", name)
impl = torch.matmul if gemm else IMPLS.get(name)
if impl is None:
    common.skip("no PyTorch formulation of " + args.name)
if args.name.startswith("hgemm_") or args.name.endswith("_f16"):
    if not hasattr(torch, "__version__") or torch.__version__ < "2":
        common.skip(f"PyTorch {torch.__version__} has no f16 matmul or "
                    "convolution on the CPU")
arrays = []
while os.path.exists(os.path.join(args.dir, f"in{len(arrays)}.npy")):
    arrays.append(np.load(os.path.join(args.dir, f"in{len(arrays)}.npy")))
if name.startswith("conv_"):
    # NHWC/HWIO -> NCHW/OIHW, and the result back to NHWC after timing.
    arrays = [np.ascontiguousarray(arrays[0].transpose(0, 3, 1, 2)),
              np.ascontiguousarray(arrays[1].transpose(3, 2, 0, 1))]


def to_torch(a):
    # numpy without ml_dtypes reads a bf16 .npy as raw 2-byte values.
    if a.dtype.kind == "V" and a.dtype.itemsize == 2:
        return torch.from_numpy(a.view(np.int16).copy()).view(torch.bfloat16)
    return torch.from_numpy(a)


inputs = [to_torch(a) for a in arrays]


# XLA's result type (a bf16 program may promote to f32 on the way).
reference = np.load(os.path.join(args.dir, "ref0.npy"), mmap_mode="r")


def to_numpy(out):
    # bf16 results as their bits, which bench/run.py reads back as bf16.
    if out.dtype == torch.bfloat16 and reference.dtype.kind != "V":
        out = out.float()
    if out.dtype == torch.bfloat16:
        out = out.view(torch.int16).numpy().view(np.uint16)
    else:
        out = out.numpy()
    # The convolutions ran NCHW; the reference is NHWC.
    return out.transpose(0, 2, 3, 1) if name.startswith("conv_") else out


common.time_runs(lambda: impl(*inputs), args, finish=to_numpy)
