"""Every mark a test or a page block may carry, defined once: its name, its meaning
and, where it needs something of the machine, how that is checked (a block is
skipped without it). pytest registers them from here, the guards allow on pages
those that say so, and a guard keeps the README's table in step.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from practices import i18n, pages


def _cuda_count() -> int:
    import torch

    return torch.cuda.device_count() if torch.cuda.is_available() else 0


def _no_accelerator() -> bool:
    import torch

    return not torch.accelerator.is_available()


def _gloo() -> bool:
    import torch.distributed as dist

    return dist.is_available() and dist.is_gloo_available()


def _compiler() -> bool:
    from .cpp import compiler  # the one C++ blocks are compiled with

    return compiler() is not None and bool(importlib.util.find_spec("ninja"))


def _private_shm() -> bool:
    """Can a process mount its own /dev/shm (Linux, util-linux's unshare, and
    root or unprivileged user namespaces)?"""
    if not shutil.which("unshare"):
        return False
    mount = "mount -t tmpfs -o size=1M tmpfs /dev/shm"
    args = ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", mount]
    return subprocess.run(args, capture_output=True).returncode == 0


@dataclass(frozen=True)
class Mark:
    name: str
    meaning: str
    check: Callable[[], bool] | None = None  # what the machine must have, if anything
    on_pages: bool = True  # may a page's block carry it
    gpu: bool = False  # needs a GPU (its blocks show the GPU's outcome)

    @property
    def code(self) -> str:
        """The skip reason a record stores where ``check`` fails: ``mark:NAME``."""
        return pages.reason_code("mark", self.name)

    @property
    def reason(self) -> str:
        """The skip reason in English, from the site's catalog ("" where never
        skipped)."""
        return (i18n.reason(self.code, "en") or "") if self.check else ""


MARKS = {
    mark.name: mark
    for mark in [
        Mark("cuda", "needs a CUDA device", lambda: _cuda_count() >= 1, gpu=True),
        Mark(
            "multigpu",
            "needs two or more CUDA devices",
            lambda: _cuda_count() >= 2,
            gpu=True,
        ),
        Mark(
            "no_accelerator",
            "shows what happens without an accelerator (a GPU): skipped where one "
            "is visible, since there the claim is another block's",
            _no_accelerator,
        ),
        Mark(
            "distributed",
            "starts several processes that talk through torch.distributed (gloo)",
            _gloo,
        ),
        Mark(
            "cpp",
            "needs a C++ compiler (and ninja, for a torch extension or Inductor)",
            _compiler,
        ),
        Mark(
            "uses_previous",
            "runs in a copy of the folder the block before it on the page leaves: "
            "that block runs first, as shown, once in the run",
        ),
        Mark(
            "private_shm",
            "mounts a small /dev/shm of its own in a private mount namespace",
            _private_shm,
        ),
        Mark(
            "docker",
            "runs the docker command-line tool (no daemon needed)",
            lambda: shutil.which("docker") is not None,
        ),
        Mark("slow", "takes more than a few seconds; deselect with -m 'not slow'"),
        Mark(
            "subprocess",
            "the claim needs a fresh interpreter: the block runs in its own python",
        ),
        Mark(
            "gpu_sensitive",
            "a block without a GPU mark whose code asks for a GPU or changes with "
            "one (set by the harness from its code, never on a page): `python3 "
            "dev.py gpu` runs it with the GPU visible",
            on_pages=False,
        ),
        Mark(
            "browser",
            "drives Debian's Chromium through Playwright against the built site",
            on_pages=False,
        ),
    ]
}
# Code that asks for a GPU or behaves otherwise where one is visible. A block with
# no GPU mark that matches is run by `python3 dev.py gpu` beside the GPU blocks,
# and tests/test_gpu_sensitive.py holds each against its record.
_GPU_SENSITIVE = re.compile(
    r"DataParallel|pin_memory|\.cuda\(|cuda\.is_available|accelerator\."
    r"|[\"']cuda(:\d)?[\"']|torch\.cuda\.\w+\(|device_count\("
)


def gpu_sensitive(code: str) -> list[str]:
    """What in ``code`` may change with a GPU (empty: nothing found)."""
    return sorted({m.group(0) for m in _GPU_SENSITIVE.finditer(code)})


NEEDS = {name: mark for name, mark in MARKS.items() if mark.check is not None}
GPU = tuple(name for name, mark in MARKS.items() if mark.gpu)


@functools.cache
def met(name: str) -> bool:
    return NEEDS[name].check()


def missing(names: list[str]) -> list[str]:
    """The skip reasons' codes of the marks among ``names`` this machine lacks."""
    return [NEEDS[n].code for n in names if n in NEEDS and not met(n)]


def words(codes: list[str]) -> str:
    """Skip reasons' codes in English (a code the catalog lacks is words already)."""
    return "; ".join(i18n.reason(code, "en") or code for code in codes)


class Unrunnable(pytest.skip.Exception):
    """A block skipped for what this machine lacks: its reasons' codes (what its
    record stores), worded after ``who`` for pytest."""

    def __init__(self, who: str, codes: list[str]):
        super().__init__(f"{who}: {words(codes)}")
        self.codes = codes


def pytest_configure(config) -> None:
    """The hook: register every mark with pytest (``--strict-markers`` refuses any other)."""
    for mark in MARKS.values():
        config.addinivalue_line("markers", f"{mark.name}: {mark.meaning}")
