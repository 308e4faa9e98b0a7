"""Trains a small conv net with JAX on a synthetic image task and exports
it for `kiln quantize` (docs/quantization.md):

    venv/bin/python examples/quantize/make_convnet.py

writes, beside this script:
  convnet.mlir     the trained classifier, f32, its weights constants of the
                   program (jax.jit(...).lower(...).as_text())
  calibration.npz  32 runs of 8 training-distribution images (the entry's
                   one argument, stacked over the runs)
  heldout.npz      32 runs of 8 images never seen in training or calibration
  heldout_labels.npy

The task: 12x12 grayscale images of one of four strokes (horizontal,
vertical, diagonal, anti-diagonal) at a random place, thickness and
brightness, under noise. Everything is seeded, so the files are the same
on every run.
"""

import os

import jax
import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE, CLASSES, BATCH = 12, 4, 8
rng = np.random.default_rng(20261203)


def images(n):
    x = np.zeros((n, SIZE, SIZE, 1), np.float32)
    labels = rng.integers(0, CLASSES, n)
    for i, label in enumerate(labels):
        length = rng.integers(5, 10)
        r, c = rng.integers(0, SIZE - length, 2)
        value = rng.uniform(0.6, 1.4)
        for t in range(length):
            rr, cc = {0: (r, c + t), 1: (r + t, c), 2: (r + t, c + t),
                      3: (r + t, c + length - 1 - t)}[int(label)]
            x[i, rr, cc, 0] = value
            if rng.uniform() < 0.5:  # a thicker stroke
                x[i, min(rr + 1, SIZE - 1), cc, 0] = value
    x += rng.normal(0, 0.15, x.shape).astype(np.float32)
    return x, labels.astype(np.int32)


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w1": jax.random.normal(k1, (3, 3, 1, 8)) * 0.4,
            "b1": jnp.zeros(8),
            "w2": jax.random.normal(k2, (3, 3, 8, 16)) * 0.15,
            "b2": jnp.zeros(16),
            "w3": jax.random.normal(k3, (5 * 5 * 16, CLASSES)) * 0.05,
            "b3": jnp.zeros(CLASSES)}


def model(p, x):
    dn = ("NHWC", "HWIO", "NHWC")
    y = jax.lax.conv_general_dilated(x, p["w1"], (1, 1), "SAME",
                                     dimension_numbers=dn)
    y = jax.nn.relu(y + p["b1"])
    y = jax.lax.conv_general_dilated(y, p["w2"], (2, 2), "VALID",
                                     dimension_numbers=dn)
    y = jax.nn.relu(y + p["b2"])
    return y.reshape(y.shape[0], -1) @ p["w3"] + p["b3"]


def loss(p, x, labels):
    logits = model(p, x)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits),
                                         labels[:, None], 1))


@jax.jit
def step(p, x, labels):
    grads = jax.grad(loss)(p, x, labels)
    return jax.tree.map(lambda w, g: w - 0.05 * g, p, grads)


def main():
    params = init(jax.random.key(7))
    train_x, train_y = images(4096)
    for epoch in range(6):
        order = rng.permutation(len(train_x))
        for i in range(0, len(order), 64):
            idx = order[i:i + 64]
            params = step(params, train_x[idx], train_y[idx])
    test_x, test_y = images(BATCH * 32)
    accuracy = float(np.mean(np.argmax(
        np.asarray(jax.jit(model)(params, test_x)), 1) == test_y))
    print(f"float accuracy on the held-out images: {accuracy:.3f}")

    frozen = {k: np.asarray(v) for k, v in params.items()}
    classify = jax.jit(lambda x: model(frozen, x))
    text = classify.lower(np.zeros((BATCH, SIZE, SIZE, 1),
                                   np.float32)).as_text()
    with open(os.path.join(HERE, "convnet.mlir"), "w") as f:
        f.write(text)
    calib_x, _ = images(BATCH * 32)
    np.savez(os.path.join(HERE, "calibration.npz"),
             calib_x.reshape(32, BATCH, SIZE, SIZE, 1))
    np.savez(os.path.join(HERE, "heldout.npz"),
             test_x.reshape(32, BATCH, SIZE, SIZE, 1))
    np.save(os.path.join(HERE, "heldout_labels.npy"), test_y)


if __name__ == "__main__":
    main()
