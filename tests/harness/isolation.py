"""Global state a block may change, saved before it runs and restored after.

Each knob is a name, a getter and a setter. ``snapshot()`` reads them all, ``restore()``
sets back every one that differs and then checks that each reads as before, so a knob
this module cannot really restore fails loudly instead of leaking into the next block.
"""

from __future__ import annotations

import os
import random
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch


@dataclass(frozen=True)
class Knob:
    name: str
    get: Callable[[], Any]
    set: Callable[[Any], None]
    same: Callable[[Any, Any], bool] = lambda a, b: a == b


def _attr(obj_path: str, attr: str) -> Knob | None:
    """A knob for a plain attribute such as ``torch.backends.cudnn.benchmark``."""
    obj: Any = torch
    for part in obj_path.split(".")[1:]:
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    if not hasattr(obj, attr):
        return None
    return Knob(
        f"{obj_path}.{attr}",
        lambda: getattr(obj, attr),
        lambda value: setattr(obj, attr, value),
    )


def _print_options() -> dict:
    opts = torch._tensor_str.PRINT_OPTS
    return {k: getattr(opts, k) for k in vars(opts)}


def _set_print_options(values: dict) -> None:
    for key, value in values.items():
        setattr(torch._tensor_str.PRINT_OPTS, key, value)


def _numpy_knob() -> Knob | None:
    try:
        import numpy
    except ImportError:
        return None
    return Knob(
        "numpy.random state",
        numpy.random.get_state,
        numpy.random.set_state,
        lambda a, b: a[0] == b[0] and (a[1] == b[1]).all() and a[2:] == b[2:],
    )


def _cuda_rng_knob() -> Knob | None:
    if not torch.cuda.is_available():
        return None
    return Knob(
        "torch.cuda RNG states",
        torch.cuda.get_rng_state_all,
        torch.cuda.set_rng_state_all,
        lambda a, b: all(torch.equal(x, y) for x, y in zip(a, b, strict=True)),
    )


# The precision settings come first: setting one of them resets the legacy
# ``allow_tf32`` flags, which are then restored after them.
_ATTRS = [
    ("torch.backends", "fp32_precision"),
    ("torch.backends.cuda.matmul", "fp32_precision"),
    ("torch.backends.cudnn", "fp32_precision"),
    ("torch.backends.cudnn.conv", "fp32_precision"),
    ("torch.backends.cudnn.rnn", "fp32_precision"),
    ("torch.backends.mkldnn", "fp32_precision"),
    ("torch.backends.mkldnn.matmul", "fp32_precision"),
    ("torch.backends.mkldnn.conv", "fp32_precision"),
    ("torch.backends.mkldnn.rnn", "fp32_precision"),
    ("torch.backends.cuda.matmul", "allow_tf32"),
    ("torch.backends.cuda.matmul", "allow_fp16_reduced_precision_reduction"),
    ("torch.backends.cuda.matmul", "allow_bf16_reduced_precision_reduction"),
    ("torch.backends.cudnn", "allow_tf32"),
    ("torch.backends.cudnn", "benchmark"),
    ("torch.backends.cudnn", "deterministic"),
    ("torch.backends.cudnn", "enabled"),
    ("torch.backends.mkldnn", "enabled"),
    ("torch.backends.opt_einsum", "enabled"),
    ("torch.backends.opt_einsum", "strategy"),
]


def _knobs() -> list[Knob]:
    knobs = [
        Knob(
            "torch.get_float32_matmul_precision",
            torch.get_float32_matmul_precision,
            torch.set_float32_matmul_precision,
        ),
        *filter(None, (_attr(*a) for a in _ATTRS)),
        Knob("torch RNG state", torch.get_rng_state, torch.set_rng_state, torch.equal),
        Knob("random state", random.getstate, random.setstate),
        *filter(None, [_numpy_knob(), _cuda_rng_knob()]),
        Knob("default dtype", torch.get_default_dtype, torch.set_default_dtype),
        Knob("default device", torch.get_default_device, torch.set_default_device),
        Knob("grad mode", torch.is_grad_enabled, torch.set_grad_enabled),
        Knob(
            "anomaly mode",
            lambda: (torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled()),
            lambda v: torch.set_anomaly_enabled(*v),
        ),
        Knob(
            "deterministic algorithms",
            lambda: (
                torch.are_deterministic_algorithms_enabled(),
                torch.is_deterministic_algorithms_warn_only_enabled(),
            ),
            lambda v: torch.use_deterministic_algorithms(v[0], warn_only=v[1]),
        ),
        Knob("warn always", torch.is_warn_always_enabled, torch.set_warn_always),
        Knob("threads", torch.get_num_threads, torch.set_num_threads),
        Knob("print options", _print_options, _set_print_options),
        Knob("warning filters", lambda: list(warnings.filters), _set_filters),
        Knob("working directory", os.getcwd, os.chdir),
        Knob("environment", lambda: dict(os.environ), _set_environ),
        Knob(
            "sys.path",
            lambda: list(sys.path),
            lambda v: sys.path.__setitem__(slice(None), v),
        ),
    ]
    return knobs


def _set_filters(filters: list) -> None:
    warnings.filters[:] = filters
    warnings._filters_mutated()


def _set_environ(values: dict) -> None:
    for key in set(os.environ) - set(values):
        del os.environ[key]
    os.environ.update(values)


class IsolationError(RuntimeError):
    """A block changed global state that could not be put back."""


_UNREADABLE = object()


def _read(knob: Knob) -> Any:
    """The knob's value, or a marker where reading it raises (TF32 flags set through
    both the legacy and the new API refuse to be read until one of them is set)."""
    try:
        return knob.get()
    except RuntimeError:
        return _UNREADABLE


def _same(knob: Knob, now: Any, before: Any) -> bool:
    return now is not _UNREADABLE and knob.same(now, before)


@dataclass
class Snapshot:
    values: list[tuple[Knob, Any]]

    def changed(self) -> list[str]:
        return [k.name for k, v in self.values if not _same(k, _read(k), v)]

    def restore(self) -> list[str]:
        """Put every knob back; return the names of those the block had changed."""
        changed = self.changed()
        for _ in range(2):  # a second pass settles knobs that reset one another
            for knob, value in self.values:
                if not _same(knob, _read(knob), value):
                    knob.set(value)
        if torch.is_inference_mode_enabled():
            raise IsolationError("the block left inference mode enabled")
        left = self.changed()
        if left:
            raise IsolationError(f"could not restore: {', '.join(left)}")
        return changed


def snapshot() -> Snapshot:
    return Snapshot([(k, k.get()) for k in _knobs()])
