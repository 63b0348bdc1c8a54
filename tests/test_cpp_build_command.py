"""The build command the C++ page shows is the one the tests compile with.

The tests do not run a page's ``bash`` blocks; they compile each C++ block with the
flags of ``practices/testing/cpp.py``. So every ``g++`` command on the C++ page must pass
exactly those flags, in that order (with ``$TORCH`` for the torch package), and
a command shown in a section that has a C++ block must build that block's file.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from practices import pages
from practices.testing import cpp, site

PAGE = site.docs_dir() / "cpp" / "libtorch.md"
SHELL = {"bash", "sh", "shell", "console"}
_CAPTION = re.compile(r'title="[^"]*/(?P<name>[^/"]+\.cpp)"')


def commands(text: str) -> list[tuple[str, list[str]]]:
    """(section, words) of each compiler command in the page's shell blocks."""
    lines = text.splitlines()
    found = []
    for fence in pages.fences(lines):
        if pages.language(fence.info) not in SHELL:
            continue
        for line in fence.body.replace("\\\n", " ").splitlines():
            words = shlex.split(line)
            if words and words[0] in {"g++", "c++"}:
                found.append((pages.section_of(lines, fence.start), words))
    return found


def cpp_files(text: str) -> dict[str, list[str]]:
    """The files of the C++ blocks, by the section they stand in."""
    lines = text.splitlines()
    files: dict[str, list[str]] = {}
    for fence in pages.fences(lines):
        caption = _CAPTION.search(fence.info)
        if pages.language(fence.info) in pages.CPP and caption:
            section = pages.section_of(lines, fence.start)
            files.setdefault(section, []).append(caption["name"])
    return files


def split(words: list[str], torch_dir: str) -> tuple[list[str], str, str]:
    """(flags, source, output) of a compiler command, ``$TORCH`` filled in."""
    rest = [w.replace("$TORCH", torch_dir) for w in words[1:]]
    output = rest[rest.index("-o") + 1] if "-o" in rest else ""
    sources = [w for w in rest if w.endswith(".cpp")]
    flags = [w for w in rest if w not in (*sources, "-o", output)]
    return flags, sources[0] if len(sources) == 1 else "", output


def command_problems(text: str, flags: list[str], torch_dir: str) -> list[str]:
    problems = []
    found = commands(text)
    if not found:
        return ["no g++ command in a shell block"]
    files = cpp_files(text)
    for section, words in found:
        shown, source, _ = split(words, torch_dir)
        if shown != flags:
            problems.append(f"{section}: the flags {shown} are not the tests' {flags}")
        if not source:
            problems.append(f"{section}: the command builds no single .cpp file")
        elif section in files and source not in files[section]:
            problems.append(
                f"{section}: the command builds {source}, the section shows "
                f"{files[section]}"
            )
    return problems


@pytest.fixture(scope="module")
def tests_flags() -> tuple[list[str], str]:
    pytest.importorskip("torch")
    import torch

    compile_flags, link_flags = cpp.flags()
    return [*compile_flags, *link_flags], str(Path(torch.__file__).parent)


@pytest.mark.parametrize("page", [PAGE, pages.twin(PAGE)], ids=["en", "zh"])
def test_the_build_command_shown_is_the_tests_one(page, tests_flags):
    flags, torch_dir = tests_flags
    text = pages.directed(page.read_text(encoding="utf-8")).text  # blocks written out
    problems = command_problems(text, flags, torch_dir)
    assert not problems, f"{site.relative(page)}:\n" + "\n".join(problems)
    sections = [section for section, _ in commands(text)]
    assert any(section in cpp_files(text) for section in sections), (
        "no build command stands next to a C++ example"
    )


def test_the_build_command_check_finds_each_departure():
    flags = ["-std=c++20", "-I/t/include", "-L/t/lib", "-ltorch"]
    page = (
        "## Run it\n\n"
        '```cpp title="snippets/cpp/x/run.cpp"\n'
        "int main() {}\n"
        "```\n\n"
        "```bash\n"
        'g++ -std=c++20 -I"$TORCH/include" \\\n'
        '    SOURCE -o run -L"$TORCH/lib" LIBS\n'
        "```\n"
    )

    def shown(source: str, libs: str) -> str:
        return page.replace("SOURCE", source).replace("LIBS", libs)

    assert command_problems(shown("run.cpp", "-ltorch"), flags, "/t") == []
    # Another file than the section's example.
    assert command_problems(shown("main.cpp", "-ltorch"), flags, "/t")
    # A flag missing, or one the tests do not pass.
    assert command_problems(shown("run.cpp", ""), flags, "/t")
    assert command_problems(shown("run.cpp", "-ltorch -lc10"), flags, "/t")
    # No command at all.
    assert command_problems(page.split("```bash")[0], flags, "/t")
