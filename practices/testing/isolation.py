"""Global state a block may change, saved before it runs and restored after.

Each knob is a name, a getter and a setter. ``snapshot()`` reads them all, ``restore()``
sets back every one that differs and then checks that each reads as before, so a knob
this module cannot really restore fails loudly instead of leaking into the next block.

The knobs are a list: the next global setting a torch release adds is not on it. The
canary watches for those. ``snapshot()`` also takes a fingerprint of what can be read
of the process's global state without a knob for it: every zero-argument getter in
``torch._C`` that has a setter beside it, the ``torch.backends`` switches read by a
function, the autocast, mode and saved-tensor hook stacks, and Python's own (trace
function, logging levels, NumPy's print and error settings). ``restore()`` fails when
the fingerprint differs after the knobs are put back, naming what the block left
changed, so the leak is found at the block that caused it and given a knob here.
"""

from __future__ import annotations

import functools
import gc
import logging
import os
import random
import re
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
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


def _flush_denormal() -> bool:
    """Whether the CPU flushes denormal floats to zero (``torch.set_flush_denormal``).

    torch has a setter and no getter: the flag is the CPU's own (FTZ and DAZ in x86's
    MXCSR, FZ in ARM's FPCR), kept per thread. So it is read by the arithmetic it
    changes: the smallest positive float32, made from its bits, doubled is zero only
    when denormals are flushed (as input, or as result)."""
    smallest = torch.ones(1, dtype=torch.int32).view(torch.float32)
    return bool((smallest * 2).item() == 0)


def _config_modules() -> list[Any]:
    """The compiler's configuration modules (``torch._dynamo.config``,
    ``torch._inductor.config``, ``torch._functorch.config``, ``torch.compiler.config``,
    …): every ``ConfigModule`` imported so far. Dynamo is imported here, once per
    process (a few seconds), so that its configs exist before a block can change them;
    a config module a block imports first starts from its defaults anyway."""
    import torch._dynamo  # noqa: F401 - imports the configs of dynamo and functorch
    import torch._inductor.config  # noqa: F401
    from torch.utils._config_module import ConfigModule

    modules = [m for m in list(sys.modules.values()) if isinstance(m, ConfigModule)]
    return sorted(modules, key=lambda module: module.__name__)


def _load_config(module: Any, values: dict[str, Any]) -> None:
    """Set back the entries of a config module that differ from ``values``."""
    now = module.get_config_copy()
    module.load_config({k: v for k, v in values.items() if k not in now or now[k] != v})


def _config_knob(module: Any) -> Knob:
    return Knob(
        module.__name__,
        module.get_config_copy,
        functools.partial(_load_config, module),
    )


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
        Knob("flush denormal", _flush_denormal, torch.set_flush_denormal),
        *map(_config_knob, _config_modules()),
        # torch._inductor raises it to compile deep graphs, and leaves it raised.
        Knob("recursion limit", sys.getrecursionlimit, sys.setrecursionlimit),
        Knob("garbage collector", _gc_state, _set_gc_state),
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


def _gc_state() -> tuple[bool, tuple[int, ...]]:
    return gc.isenabled(), gc.get_threshold()


def _set_gc_state(state: tuple[bool, tuple[int, ...]]) -> None:
    enabled, threshold = state
    gc.set_threshold(*threshold)
    if enabled:
        gc.enable()
    else:
        gc.disable()


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
    if before is _UNREADABLE:
        return True  # unreadable before the block: there is no value to restore
    return now is not _UNREADABLE and knob.same(now, before)


# The canary's fingerprint: global state read without a knob to restore it.

# A getter in torch._C is a setting when a setter of the same name stands beside it.
_GETTER = re.compile(r"^_?(get|is|are)_(?P<what>\w+)$")
# Deprecated per-device autocast getters warn when called (and a warning shown once
# must stay unshown for the page that demonstrates it): autocast is read per device.
_DEPRECATED = re.compile(r"autocast_(cpu|gpu|ipu|xla|hpu|xpu)_")
# Switches that torch.backends reads and sets with functions, not attributes.
_BACKEND_GETTER = re.compile(r"^(get_\w+|\w+_enabled|\w+_allowed)$")


def _torch_c_getters() -> list[tuple[str, Callable[[], Any]]]:
    names = set(dir(torch._C))
    found = []
    for name in sorted(names):
        what = _GETTER.match(name)
        if what is None or _DEPRECATED.search(name):
            continue
        setters = {f"_set_{what['what']}", f"set_{what['what']}"}
        if setters & names:
            found.append((f"torch._C.{name}()", getattr(torch._C, name)))
    return found


def _backend_getters() -> list[tuple[str, Callable[[], Any]]]:
    found = []
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith("torch.backends.") or module is None:
            continue
        for name in sorted(vars(module)):
            value = vars(module)[name]
            if _BACKEND_GETTER.match(name) and callable(value):
                found.append((f"{module_name}.{name}()", value))
    return found


def _other_getters() -> list[tuple[str, Callable[[], Any]]]:
    autograd = torch._C._autograd
    found = [
        ("torch function mode stack", torch._C._len_torch_function_stack),
        ("torch dispatch mode stack", torch._C._len_torch_dispatch_stack),
        ("torch function enabled", torch._C._is_torch_function_enabled),
        (
            "saved tensors default hooks",
            lambda: autograd._top_saved_tensors_default_hooks(False),
        ),
        ("saved tensors hooks enabled", autograd._saved_tensors_hooks_is_enabled),
        ("sys.gettrace()", sys.gettrace),
        ("sys.getprofile()", sys.getprofile),
        ("sys.getswitchinterval()", sys.getswitchinterval),
        ("logging.disable()", lambda: logging.root.manager.disable),
    ]
    for device in ("cpu", "cuda"):
        found.append((f"autocast on {device}", functools.partial(_autocast, device)))
    return found


def _autocast(device: str) -> tuple[bool, torch.dtype]:
    return torch.is_autocast_enabled(device), torch.get_autocast_dtype(device)


@functools.cache
def _fingerprint_getters() -> tuple[tuple[str, Callable[[], Any]], ...]:
    """Found once per process: the getters that answer without arguments, without
    a warning and without raising."""
    found = []
    for name, getter in _torch_c_getters() + _backend_getters() + _other_getters():
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                getter()
            except Exception:  # noqa: BLE001 - it needs arguments: not a plain getter
                continue
        if not caught:
            found.append((name, getter))
    return tuple(found)


def fingerprint() -> dict[str, Any]:
    """What the canary compares before and after a block (see the module's doc)."""
    values: dict[str, Any] = {}
    for name, getter in _fingerprint_getters():
        try:
            values[name] = getter()
        except Exception:  # noqa: BLE001 - compared as a value of its own
            values[name] = _UNREADABLE
    for name, logger in list(logging.Logger.manager.loggerDict.items()):
        if isinstance(logger, logging.Logger):
            values[f"the level of logger {name!r}"] = logger.level
    values["the level of the root logger"] = logging.root.level
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        values["numpy.get_printoptions()"] = numpy.get_printoptions()
        values["numpy.geterr()"] = numpy.geterr()
    return values


def _leaks(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """What differs between two fingerprints (on what both read)."""
    leaks = []
    for name in before.keys() & after.keys():
        was, now = before[name], after[name]
        try:
            same = was is now or bool(was == now)
        except Exception:  # noqa: BLE001 - an ambiguous comparison: not the same
            same = False
        if not same:
            leaks.append(f"{name} (was {was!r}, now {now!r})")
    return sorted(leaks)


def _mode_depths() -> tuple[int, int]:
    return torch._C._len_torch_function_stack(), torch._C._len_torch_dispatch_stack()


def _leave_modes(depths: tuple[int, int]) -> list[str]:
    """Leave the torch function and dispatch modes a block entered and never left
    (every torch call, this module's too, would go through them); return their
    names."""
    C = torch._C
    stacks = [
        (depths[0], C._len_torch_function_stack, C._get_function_stack_at),
        (depths[1], C._len_torch_dispatch_stack, C._get_dispatch_stack_at),
    ]
    pops = [C._pop_torch_function_stack, lambda: C._pop_torch_dispatch_stack(None)]
    left = []
    for (depth, length, at), pop in zip(stacks, pops, strict=True):
        while length() > depth:
            mode = at(length() - 1)
            left.append(type(mode).__name__)
            before = length()
            mode.__exit__(None, None, None)  # as a ``with`` would have
            if length() == before:
                pop()
    return left


@dataclass
class Snapshot:
    values: list[tuple[Knob, Any]]
    fingerprint: dict[str, Any] = field(default_factory=dict)
    modes: tuple[int, int] = (0, 0)  # the depths of the mode stacks

    def changed(self) -> list[str]:
        return [k.name for k, v in self.values if not _same(k, _read(k), v)]

    def restore(self) -> list[str]:
        """Put every knob back; return the names of those the block had changed.

        Raises ``IsolationError`` when a knob cannot be put back, and when the
        canary finds global state changed that no knob restores."""
        modes = _leave_modes(self.modes)
        changed = self.changed()
        if changed:
            for _ in range(2):  # a second pass settles knobs that reset one another
                for knob, value in self.values:
                    if not _same(knob, _read(knob), value):
                        knob.set(value)
            left = self.changed()
            if left:
                raise IsolationError(f"could not restore: {', '.join(left)}")
        if torch.is_inference_mode_enabled():
            raise IsolationError("the block left inference mode enabled")
        if modes:
            raise IsolationError(
                f"the block left modes entered: {', '.join(modes)} (taken off)"
            )
        leaks = _leaks(self.fingerprint, fingerprint()) if self.fingerprint else []
        if leaks:
            raise IsolationError(
                "the block changed global state that practices/testing/isolation.py "
                "does not restore: give each a knob there (or mark the block "
                "`subprocess`):\n  " + "\n  ".join(leaks)
            )
        return changed


def snapshot() -> Snapshot:
    return Snapshot([(k, _read(k)) for k in _knobs()], fingerprint(), _mode_depths())
