"""What a marked block needs from the machine, and why it is skipped where that is missing.

Each requirement mark (registered in ``pyproject.toml``) maps to a check and a reason.
The reason is what the test report shows; pages show the reader the same need in a
``!!! requires`` admonition next to the block (``tests/test_guards.py`` enforces that).
"""

from __future__ import annotations

import functools
import importlib.util
import shutil
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Need:
    mark: str
    check: Callable[[], bool]
    reason: str


def _cuda_count() -> int:
    import torch

    return torch.cuda.device_count() if torch.cuda.is_available() else 0


def _gloo() -> bool:
    import torch.distributed as dist

    return dist.is_available() and dist.is_gloo_available()


def _compiler() -> bool:
    return bool(shutil.which("c++") or shutil.which("g++")) and bool(
        importlib.util.find_spec("ninja")
    )


NEEDS = {
    need.mark: need
    for need in [
        Need(
            "cuda", lambda: _cuda_count() >= 1, "needs a CUDA device; none is visible"
        ),
        Need("multigpu", lambda: _cuda_count() >= 2, "needs two CUDA devices"),
        Need(
            "distributed",
            _gloo,
            "needs torch.distributed with the gloo backend; this torch build lacks it",
        ),
        Need("cpp", _compiler, "needs a C++ compiler and the ninja package"),
    ]
}


@functools.cache
def met(mark: str) -> bool:
    return NEEDS[mark].check()


def missing(marks: list[str]) -> list[str]:
    """The skip reasons for the requirement marks among ``marks`` that are not met."""
    return [NEEDS[m].reason for m in marks if m in NEEDS and not met(m)]
