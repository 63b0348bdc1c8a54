"""C++ blocks: compiled against the libtorch inside the installed torch wheel, then run.

No separate libtorch download: the headers and shared libraries come from the torch
package of the environment the tests run in (``torch.utils.cpp_extension`` names
their folders), with the C++ standard and ABI that build needs. Compiling a program
that includes ``<torch/torch.h>`` takes about 20 s here, so each program is cached
under ``.cache/cpp/``, keyed by its code, the flags, the compiler and the torch build:
a block recompiles only when one of them changes.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from . import site
from .runner import BlockFailure, Result

# PRACTICES_CPP_CACHE: another folder (the machinery's own tests share the real one)
CACHE = Path(os.environ.get("PRACTICES_CPP_CACHE", site.ROOT / ".cache" / "cpp"))
# torch 2.15's headers stop with "C++20 or later compatible compiler is required";
# docs/cpp/libtorch.md shows it.
STANDARD = "-std=c++20"


def compiler() -> str | None:
    return shutil.which("c++") or shutil.which("g++")


@functools.cache
def flags() -> tuple[list[str], list[str]]:
    """(compile flags, link flags) for a program against this environment's torch."""
    import torch
    from torch.utils.cpp_extension import include_paths, library_paths

    abi = int(torch._C._GLIBCXX_USE_CXX11_ABI)
    compile_flags = [STANDARD, f"-D_GLIBCXX_USE_CXX11_ABI={abi}"]
    compile_flags += [f"-I{path}" for path in include_paths()]
    (lib,) = library_paths()[:1]
    link_flags = [f"-L{lib}", f"-Wl,-rpath,{lib}", "-ltorch", "-ltorch_cpu", "-lc10"]
    return compile_flags, link_flags


@functools.cache
def _toolchain_key() -> str:
    import torch

    version = subprocess.run(
        [compiler(), "--version"], capture_output=True, text=True
    ).stdout.splitlines()[0]
    return f"{version}\0{torch.__version__}\0{torch.__file__}"


def build(code: str, filename: str) -> Path:
    """The program compiled from ``code``, from the cache when it is there."""
    compile_flags, link_flags = flags()
    key = "\0".join([code, *compile_flags, *link_flags, _toolchain_key()])
    program = CACHE / hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]
    if program.exists():
        return program
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cpp-") as workdir:
        source = Path(workdir, "block.cpp")
        source.write_text(code, encoding="utf-8")
        out = Path(workdir, "program")
        cmd = [compiler(), *compile_flags, str(source), "-o", str(out), *link_flags]
        # LC_ALL=C: the compiler's messages in plain ASCII quotes
        env = {**os.environ, "LC_ALL": "C"}
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            raise _compile_failure(proc.stderr, str(source), filename)
        # Atomic: a parallel worker may be writing the same program.
        os.replace(out, program)
    return program


def _compile_failure(stderr: str, source: str, filename: str) -> BlockFailure:
    errors = [line for line in stderr.splitlines() if ": error:" in line]
    line = re.match(rf"{re.escape(source)}:(\d+):", errors[0]) if errors else None
    report = "The C++ block does not compile:\n" + stderr.replace(source, filename)
    return BlockFailure(report, int(line.group(1)) if line else None)


def run(code: str, filename: str, workdir: str | None = None) -> Result:
    """Compile ``code`` and run it in ``workdir`` (a fresh folder by default)."""
    program = build(code, filename)
    with tempfile.TemporaryDirectory(prefix="block-") as fresh:
        proc = subprocess.run(
            [str(program)],
            cwd=workdir or fresh,
            capture_output=True,
            text=True,
            timeout=600,
        )
    if proc.returncode != 0:
        # A failed TORCH_CHECK names the line it stands on.
        line = re.search(r"block\.cpp:(\d+)", proc.stderr)
        raise BlockFailure(
            f"The C++ program exited with {proc.returncode}:\n{proc.stderr}",
            int(line.group(1)) if line else None,
        )
    return Result(proc.stdout, [])
