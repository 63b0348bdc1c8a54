"""C++ blocks: compiled against the libtorch inside the installed torch wheel, then run.

The headers and libraries are the torch package's own (no libtorch download). Parsing
``<torch/torch.h>`` is most of a compile, so a block that includes it gets a
precompiled header of it (gcc's ``.gch``) with ``-include``. The header and every
block's object file are cached in the user's cache (``~/.cache/pytorch-practices``,
as ccache would), keyed by the code, the flags, the compiler and the torch build (its
wheel's RECORD: the same in any clone or lane): a block recompiles only when one of
them changes, and is linked against this environment's torch each run.
"""

from __future__ import annotations

import fcntl
import functools
import hashlib
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

from .runner import BlockFailure, Result, _workdir, run_command

# PRACTICES_CPP_CACHE: another folder (the machinery's own tests share the real one)
_USER = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
CACHE = Path(os.environ.get("PRACTICES_CPP_CACHE") or _USER / "pytorch-practices")
# torch 2.15's headers stop with "C++20 or later compatible compiler is required";
# docs/cpp/libtorch.md shows it.
STANDARD = "-std=c++20"
PRECOMPILED = "torch/torch.h"
INCLUDES_PRECOMPILED = re.compile(r"^\s*#\s*include\s*[<\"]torch/torch\.h[>\"]", re.M)
COMPILE_TIMEOUT = 600  # seconds, for one compile (the precompiled header's too)
RUN_TIMEOUT = 600  # seconds, for one program


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
    # --no-as-needed: libtorch.so is linked for what it loads (libtorch_cuda.so and
    # its kernels), not for a symbol; a linker that defaults to --as-needed (Ubuntu's)
    # would drop it, and CUDA with it.
    link_flags = [f"-L{lib}", f"-Wl,-rpath,{lib}", "-Wl,--no-as-needed"]
    link_flags += ["-ltorch", "-ltorch_cpu", "-lc10"]
    return compile_flags, link_flags


@functools.cache
def _toolchain_key() -> str:
    """The compiler (binary, version) and the torch build (version, commit, and its
    package's files' hashes from its RECORD, else the path of the install)."""
    import torch

    version = subprocess.run(
        [compiler(), "--version"], capture_output=True, text=True
    ).stdout.splitlines()[0]
    record = importlib.metadata.distribution("torch").read_text("RECORD") or ""
    files = [line for line in record.splitlines() if line.startswith("torch/")]
    build = [torch.__version__, torch.version.git_version, *(files or [torch.__file__])]
    return "\0".join([os.path.realpath(compiler()), version, *build])


def _hash(*parts: str) -> str:
    """A key: the torch install's folder (which differs by clone) left out."""
    torch_dir = os.path.dirname(importlib.util.find_spec("torch").origin)
    key = "\0".join(parts).replace(torch_dir, "<torch>")
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]


def _pch_header() -> Path:
    """The header a block gets with ``-include``, named by the compiler and flags;
    gcc reads ``<it>.gch`` in its place when that was built with the same."""
    return CACHE / f"pch-{_hash('pch', PRECOMPILED, *flags()[0], _toolchain_key())}.h"


def _compile_env() -> dict[str, str]:
    return {**os.environ, "LC_ALL": "C"}  # the compiler's messages in ASCII quotes


def _compile(cmd: list[str], what: str, env: dict[str, str] | None = None):
    return run_command(cmd, what, COMPILE_TIMEOUT, env=env or _compile_env())


_UNBUILDABLE: set[Path] = set()  # headers that did not compile, in this process


def precompiled_header(env: dict[str, str] | None = None) -> Path | None:
    """``<torch/torch.h>`` precompiled (``<header>.gch`` beside the header returned),
    built on first use; None where it does not compile (the block's compile says why)."""
    header = _pch_header()
    gch = header.with_name(header.name + ".gch")
    if header.exists() and gch.exists():
        return header
    if header in _UNBUILDABLE:
        return None
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(header.with_suffix(".lock"), "a") as lock:
        # One process at a time (until the file is closed): workers build it once.
        fcntl.flock(lock, fcntl.LOCK_EX)
        if header.exists() and gch.exists():  # another worker built it meanwhile
            return header
        with tempfile.TemporaryDirectory(prefix="pch-", dir=CACHE) as workdir:
            # Atomic: a worker that finds the files finds them whole.
            text = Path(workdir, "header.h")
            text.write_text(f"#include <{PRECOMPILED}>\n", encoding="utf-8")
            os.replace(text, header)
            out = Path(workdir, "header.h.gch")
            cmd = [compiler(), *flags()[0], "-x", "c++-header", str(header)]
            what = f"Precompiling <{PRECOMPILED}>"
            if _compile([*cmd, "-o", str(out)], what, env).returncode != 0:
                _UNBUILDABLE.add(header)
                return None
            os.replace(out, gch)
    return header


def start_precompiling() -> None:
    """Build the header in the background while the first blocks run (one that needs
    it waits on its lock), reading the shared state first: those blocks change it."""
    flags()
    _toolchain_key()
    env = _compile_env()
    threading.Thread(
        target=precompiled_header, args=[env], name="precompile-torch-h", daemon=True
    ).start()


def plan(code: str) -> tuple[Path, list[str]]:
    """Where the object file of ``code`` is cached, and the flags that include the
    precompiled header (none where the block does not include it)."""
    header = _pch_header() if INCLUDES_PRECOMPILED.search(code) else None
    included = ["-Winvalid-pch", "-include", str(header)] if header else []
    key = _hash(code, *flags()[0], *included, _toolchain_key())
    return CACHE / f"{key}.o", included


def build(code: str, filename: str, folder: str) -> Path:
    """``folder``/program, linked from the object of ``code`` (compiled unless cached)
    against this environment's torch."""
    obj, included = plan(code)
    source, program = Path(folder, "block.cpp"), Path(folder, "program")
    if not obj.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        if included and precompiled_header() is None:
            included = []  # the block's own #include says what does not compile
        source.write_text(code, encoding="utf-8")
        part = f"{obj}.{os.getpid()}"  # then renamed: a parallel worker's is whole
        cmd = [compiler(), *flags()[0], *included, "-c", str(source), "-o", part]
        proc = _compile(cmd, "Compiling the C++ block")
        if proc.returncode != 0:
            raise _compile_failure(proc.stderr, str(source), filename)
        os.replace(part, obj)
    cmd = [compiler(), str(obj), "-o", str(program), *flags()[1]]
    proc = _compile(cmd, "Linking the C++ block")
    if proc.returncode != 0:
        raise _compile_failure(proc.stderr, str(source), filename)
    return program


def run(code: str, filename: str, workdir: str | None = None) -> Result:
    """Compile ``code`` and run it in ``workdir`` (a fresh folder by default)."""
    with tempfile.TemporaryDirectory(prefix="cpp-") as folder, _workdir(workdir) as cwd:
        program = build(code, filename, folder)
        proc = run_command([str(program)], "The C++ program", RUN_TIMEOUT, cwd=cwd)
    if proc.returncode != 0:
        # A failed TORCH_CHECK names the line it stands on.
        line = re.search(r"block\.cpp:(\d+)", proc.stderr)
        raise BlockFailure(
            f"The C++ program exited with {proc.returncode}:\n{proc.stderr}",
            int(line.group(1)) if line else None,
        )
    return Result(proc.stdout, [])


def _compile_failure(stderr: str, source: str, filename: str) -> BlockFailure:
    errors = [line for line in stderr.splitlines() if ": error:" in line]
    line = re.match(rf"{re.escape(source)}:(\d+):", errors[0]) if errors else None
    report = "The C++ block does not compile:\n" + stderr.replace(source, filename)
    return BlockFailure(report, int(line.group(1)) if line else None)
