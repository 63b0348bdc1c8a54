"""Global state a block may change, saved before it runs and restored after.

Each knob is a name, a getter and a setter; ``restore()`` sets back every knob that
differs and checks that it then reads as before, so a knob that cannot really be
restored fails loudly instead of leaking into the next block.

The knobs miss whatever setting the next torch release adds, so a canary also
fingerprints global state no knob covers (``torch._C`` getters with a setter beside
them, ``torch.backends`` switches, the autocast, mode and saved-tensor hook stacks,
the trace function, logging levels, NumPy's settings) and fails the block that
changed it, naming what is to be given a knob here.
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


# Attributes of torch.backends. The precision settings come first: setting one of
# them resets the legacy ``allow_tf32`` flags, which are then restored after them.
_ATTRS = [
    "fp32_precision",
    "cuda.matmul.fp32_precision",
    *[f"cudnn{x}.fp32_precision" for x in ["", ".conv", ".rnn"]],
    *[f"mkldnn{x}.fp32_precision" for x in ["", ".matmul", ".conv", ".rnn"]],
    "cuda.matmul.allow_tf32",
    "cuda.matmul.allow_fp16_reduced_precision_reduction",
    "cuda.matmul.allow_bf16_reduced_precision_reduction",
    *["cudnn.allow_tf32", "cudnn.benchmark", "cudnn.deterministic", "cudnn.enabled"],
    *["mkldnn.enabled", "opt_einsum.enabled", "opt_einsum.strategy"],
]


def _attr(path: str) -> Knob | None:
    """A knob for ``torch.backends.<path>``, None where this torch lacks it."""
    *parts, attr = path.split(".")
    obj: Any = torch.backends
    for part in parts:
        obj = getattr(obj, part, None)
    if not hasattr(obj, attr):
        return None
    return Knob(
        f"torch.backends.{path}",
        lambda: getattr(obj, attr),
        lambda value: setattr(obj, attr, value),
    )


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


def _flush_denormal() -> bool:
    """``torch.set_flush_denormal``'s flag. torch has no getter: the flag is the
    CPU's own, per thread (FTZ/DAZ in x86's MXCSR, FZ in ARM's FPCR), so it is read by
    the arithmetic it changes: the smallest float32, doubled, is 0 only when flushed."""
    smallest = torch.ones(1, dtype=torch.int32).view(torch.float32)
    return bool((smallest * 2).item() == 0)


def _config_knobs() -> list[Knob]:
    """A knob for each compiler ``ConfigModule`` imported so far. Dynamo is imported
    here, once per process (a few seconds), so that its configs exist before a block
    can change them; one a block imports first starts from its defaults anyway."""
    import torch._dynamo  # noqa: F401 - imports the configs of dynamo and functorch
    import torch._inductor.config  # noqa: F401
    from torch.utils._config_module import ConfigModule

    def load(module: Any, values: dict[str, Any]) -> None:
        now = module.get_config_copy()
        module.load_config(
            {k: v for k, v in values.items() if k not in now or now[k] != v}
        )

    modules = [m for m in list(sys.modules.values()) if isinstance(m, ConfigModule)]
    return [
        Knob(m.__name__, m.get_config_copy, functools.partial(load, m))
        for m in sorted(modules, key=lambda module: module.__name__)
    ]


def _set_gc_state(state: tuple[bool, tuple[int, ...]]) -> None:
    enabled, threshold = state
    gc.set_threshold(*threshold)
    (gc.enable if enabled else gc.disable)()


def _set_filters(filters: list) -> None:
    warnings.filters[:] = filters
    warnings._filters_mutated()


def _set_environ(values: dict) -> None:
    for key in set(os.environ) - set(values):
        del os.environ[key]
    os.environ.update(values)


def _knobs() -> list[Knob]:
    options = torch._tensor_str.PRINT_OPTS
    return [
        Knob(
            "torch.get_float32_matmul_precision",
            torch.get_float32_matmul_precision,
            torch.set_float32_matmul_precision,
        ),
        *filter(None, map(_attr, _ATTRS)),
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
        *_config_knobs(),
        # torch._inductor raises it to compile deep graphs, and leaves it raised.
        Knob("recursion limit", sys.getrecursionlimit, sys.setrecursionlimit),
        Knob(
            "garbage collector",
            lambda: (gc.isenabled(), gc.get_threshold()),
            _set_gc_state,
        ),
        Knob("print options", lambda: dict(vars(options)), vars(options).update),
        Knob("warning filters", lambda: list(warnings.filters), _set_filters),
        Knob("working directory", os.getcwd, os.chdir),
        Knob("environment", lambda: dict(os.environ), _set_environ),
        Knob(
            "sys.path",
            lambda: list(sys.path),
            lambda v: sys.path.__setitem__(slice(None), v),
        ),
    ]


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


# The canary. A getter in torch._C is a setting when a setter of the same name
# stands beside it.
_GETTER = re.compile(r"^_?(get|is|are)_(?P<what>\w+)$")
# Deprecated per-device autocast getters warn when called (and a warning shown once
# must stay unshown for the page that demonstrates it): autocast is read per device.
_DEPRECATED = re.compile(r"autocast_(cpu|gpu|ipu|xla|hpu|xpu)_")
# Switches that torch.backends reads and sets with functions, not attributes.
_BACKEND_GETTER = re.compile(r"^(get_\w+|\w+_enabled|\w+_allowed)$")


def _candidate_getters() -> list[tuple[str, Callable[[], Any]]]:
    names = set(dir(torch._C))
    found = []
    for name in sorted(names):
        what = _GETTER.match(name)
        setters = {f"_set_{what['what']}", f"set_{what['what']}"} if what else set()
        if setters & names and not _DEPRECATED.search(name):
            found.append((f"torch._C.{name}()", getattr(torch._C, name)))
    for module_name, module in sorted(sys.modules.items()):
        if module_name.startswith("torch.backends.") and module is not None:
            for name, value in sorted(vars(module).items()):
                if _BACKEND_GETTER.match(name) and callable(value):
                    found.append((f"{module_name}.{name}()", value))
    autograd = torch._C._autograd
    found += [
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
    for name, getter in _candidate_getters():
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


def _leave_modes(depths: tuple[int, int]) -> list[str]:
    """Leave the torch function and dispatch modes a block entered and never left
    (every torch call, this module's too, would go through them); return their
    names."""
    C = torch._C
    stacks = [
        (C._len_torch_function_stack, C._get_function_stack_at),
        (C._len_torch_dispatch_stack, C._get_dispatch_stack_at),
    ]
    pops = [C._pop_torch_function_stack, lambda: C._pop_torch_dispatch_stack(None)]
    left = []
    for depth, (length, at), pop in zip(depths, stacks, pops, strict=True):
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
        ``IsolationError`` where one cannot be, or the canary finds a leak."""
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
    modes = torch._C._len_torch_function_stack(), torch._C._len_torch_dispatch_stack()
    return Snapshot([(k, _read(k)) for k in _knobs()], fingerprint(), modes)
