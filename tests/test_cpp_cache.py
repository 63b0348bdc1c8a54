"""The C++ blocks' caches: programs and the precompiled ``<torch/torch.h>``.

A program is reused only for the same code, flags, compiler and torch build, and so is
the precompiled header; parallel workers build the header once, and a block really
compiles with it. A compile or a program that runs too long fails its block.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from practices.testing import cpp, site
from practices.testing.runner import BlockFailure

TORCH_BLOCK = "#include <torch/torch.h>\nint main() {}\n"


@pytest.fixture
def toolchain(monkeypatch, tmp_path: Path):
    """A cache of its own, and flags and a toolchain key the test can change."""
    state = {
        "compile": ["-std=c++20", "-I/include"],
        "link": ["-lc10"],
        "toolchain": "g++ 12\0torch 2.15",
    }
    monkeypatch.setattr(cpp, "CACHE", tmp_path)
    monkeypatch.setattr(cpp, "flags", lambda: (state["compile"], state["link"]))
    monkeypatch.setattr(cpp, "_toolchain_key", lambda: state["toolchain"])
    return state


def test_a_change_to_code_flags_compiler_or_torch_build_recompiles(toolchain):
    program, included = cpp.plan(TORCH_BLOCK)
    header = cpp._pch_header()
    assert included == ["-Winvalid-pch", "-include", str(header)]
    assert cpp.plan(TORCH_BLOCK) == (program, included)  # the same: reused
    # other code: another program, the same header
    assert cpp.plan(TORCH_BLOCK + "// more\n")[0] != program
    assert cpp._pch_header() == header
    seen = {program}
    for name, value in [
        ("compile", ["-std=c++20", "-I/include", "-DX"]),
        ("toolchain", "g++ 13\0torch 2.15"),
        ("toolchain", "g++ 12\0torch 2.14"),
    ]:
        before = dict(toolchain)
        toolchain[name] = value
        program = cpp.plan(TORCH_BLOCK)[0]
        assert program not in seen, name
        seen.add(program)
        assert cpp._pch_header() != header, name
        toolchain.update(before)
    # the link flags are applied at each run: the object file stays
    toolchain["link"] = ["-lc10", "-ltorch"]
    assert cpp.plan(TORCH_BLOCK)[0] in seen


def test_the_same_torch_build_in_another_clone_reuses_the_cache(toolchain, monkeypatch):
    """The key names the torch install's folder by its build, not by its path: a
    clean clone (or CI) with the same wheel reuses what another one compiled."""
    import importlib.util

    here = os.path.dirname(importlib.util.find_spec("torch").origin)
    toolchain["compile"] = ["-std=c++20", f"-I{here}/include"]
    keys = [cpp.plan(TORCH_BLOCK)[0], cpp._pch_header()]
    elsewhere = "/elsewhere/.venv/lib/python3.11/site-packages/torch"
    origin = f"{elsewhere}/__init__.py"
    spec = importlib.util.spec_from_loader("torch", loader=None, origin=origin)
    monkeypatch.setattr(cpp.importlib.util, "find_spec", lambda name: spec)
    toolchain["compile"] = ["-std=c++20", f"-I{elsewhere}/include"]
    assert [cpp.plan(TORCH_BLOCK)[0], cpp._pch_header()] == keys
    toolchain["compile"] = ["-std=c++20", "-I/another/torch/include"]
    assert cpp.plan(TORCH_BLOCK)[0] != keys[0]


def test_a_block_without_torch_gets_no_precompiled_header(toolchain):
    assert cpp.plan("#include <iostream>\nint main() {}\n")[1] == []
    assert cpp.plan('  #  include "torch/torch.h"\nint main() {}\n')[1]


WORKER = """\
import sys, time
from practices.testing import cpp

cpp.PRECOMPILED = "vector"
cpp.flags = lambda: (["-std=c++20"], [])
cpp._toolchain_key = lambda: "test"
compile = cpp._compile
built = []

def slow(cmd, what, env=None):
    built.append(what)
    time.sleep(1)  # long enough for the other worker to arrive
    return compile(cmd, what, env)

cpp._compile = slow
header = cpp.precompiled_header()
assert Path(f"{header}.gch").stat().st_size > 0
print(len(built))
"""


@pytest.mark.cpp
def test_parallel_workers_build_the_precompiled_header_once(tmp_path: Path):
    code = "from pathlib import Path\n" + WORKER
    env = {**os.environ, "PRACTICES_CPP_CACHE": str(tmp_path)}
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", code],
            cwd=site.ROOT / "tests",
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    outs = [worker.communicate(timeout=300) for worker in workers]
    assert all(worker.returncode == 0 for worker in workers), outs
    assert sorted(int(out) for out, _ in outs) == [0, 1]
    # nothing half-written left behind
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".gch", ".h", ".lock"]


@pytest.mark.cpp
def test_a_compile_or_a_program_that_runs_too_long_fails_its_block(
    toolchain, monkeypatch
):
    toolchain.update(compile=["-std=c++20"], link=[])
    sleeper = textwrap.dedent("""\
        #include <chrono>
        #include <thread>
        int main() { std::this_thread::sleep_for(std::chrono::seconds(60)); }
        """)
    monkeypatch.setattr(cpp, "COMPILE_TIMEOUT", 0.001)
    with pytest.raises(BlockFailure) as info:
        cpp.run(sleeper, "docs/page.md, block at line 3")
    assert info.value.report == "Compiling the C++ block timed out after 0.001 s"
    assert not list(cpp.CACHE.iterdir())  # nothing cached
    monkeypatch.setattr(cpp, "COMPILE_TIMEOUT", 600)
    monkeypatch.setattr(cpp, "RUN_TIMEOUT", 0.5)
    with pytest.raises(BlockFailure) as info:
        cpp.run(sleeper, "docs/page.md, block at line 3")
    assert info.value.report == "The C++ program timed out after 0.5 s"
    assert info.value.code_line is None


@pytest.mark.slow
@pytest.mark.cpp
def test_blocks_compile_with_the_precompiled_header(tmp_path: Path):
    """With the real flags and cache: gcc's -H marks the header it used with '!'."""
    header = cpp.precompiled_header()
    assert header is not None
    _, included = cpp.plan(TORCH_BLOCK)
    assert included[-1] == str(header)
    source = tmp_path / "block.cpp"
    source.write_text(TORCH_BLOCK)
    cmd = [cpp.compiler(), *cpp.flags()[0], *included, "-H", "-fsyntax-only"]
    proc = subprocess.run(
        [*cmd, str(source)],
        capture_output=True,
        text=True,
        env={**os.environ, "LC_ALL": "C"},
    )
    assert proc.returncode == 0, proc.stderr
    first = proc.stderr.splitlines()[0]
    assert first == f"! {header}.gch", proc.stderr[:2000]
    assert "not used because" not in proc.stderr
