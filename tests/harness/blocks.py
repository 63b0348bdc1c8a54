"""The code blocks of a page, cut by pytest-codeblocks' own parser.

pytest-codeblocks gives the block model: ``cont`` joins a block to the one before it,
``expected-output`` (and its whitespace-blind twin) attaches the next fence as the output
to compare, ``<!--pytest.mark.…-->`` adds a mark, ``importorskip(…)`` names a module the
block needs. What it leaves out is kept here: a fence whose info string carries
attributes (``python title="…"``, ``hl_lines``, ``linenums``) is still a Python block,
and every code line is mapped back to the page or snippet line it came from.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path

from pytest_codeblocks.main import extract_from_buffer

from site_extensions.records import CPP, PYTHON, RUN, code_hash, fences, language

from . import site
from .expand import Expanded, Origin, expand

__all__ = ["CPP", "PYTHON", "RUN", "Block", "language", "page_blocks"]


@dataclass
class Block:
    page: Path
    line: int  # the page line of the opening fence
    info: str
    code: str
    origins: list[Origin | None]  # one per line of ``code``
    expected_output: str | None
    ignore_whitespace: bool
    importorskip: str | None
    marks: list[str]
    fence_hashes: list[str]  # the fences it is shown in (see site_extensions.records)
    section: str  # the heading it stands under on the page

    @property
    def code_hash(self) -> str:
        """What a verification record must match for its outcome to be current."""
        return code_hash(self.code, self.expected_output, self.marks)

    @property
    def is_python(self) -> bool:
        return language(self.info) in PYTHON

    @property
    def is_cpp(self) -> bool:
        return language(self.info) in CPP

    @property
    def runs(self) -> bool:
        """Does a test run it: Python in-process, C++ compiled against libtorch."""
        return language(self.info) in RUN

    @property
    def mark_names(self) -> set[str]:
        """The names of the block's marks: ``pytest.mark.cuda`` → ``cuda``."""
        return {re.match(r"pytest\.mark\.(\w+)", mark).group(1) for mark in self.marks}

    @property
    def label(self) -> str:
        """The snippet file a block shows first, as records and reports name it."""
        return self.snippets[0] if self.snippets else "(on the page)"

    @property
    def snippets(self) -> list[str]:
        """The snippet files the code came from, in order of first appearance."""
        page = site.relative(self.page)
        seen = dict.fromkeys(o.path for o in self.origins if o is not None)
        return [path for path in seen if path != page]

    def origin(self, code_line: int) -> Origin | None:
        """Where line ``code_line`` (1-based) of the block's code came from."""
        if 1 <= code_line <= len(self.origins):
            return self.origins[code_line - 1]
        return None


def _map_code(expanded: Expanded, fence_index: int, code: str) -> list[Origin | None]:
    """Match each code line, in order, to the expanded line it was cut from."""
    origins: list[Origin | None] = []
    cursor = fence_index + 1
    for line in code.splitlines():
        origin = None
        if line.strip():
            for k in range(cursor, len(expanded.lines)):
                candidate = expanded.lines[k]
                if candidate.endswith(line) and not candidate[: -len(line)].strip():
                    origin, cursor = expanded.origins[k], k + 1
                    break
        origins.append(origin)
    return origins


def _fence_hashes(all_fences, fence_index: int, code: str) -> list[str]:
    """The fences from the one at ``fence_index`` on that together hold ``code``."""
    start = next((k for k, f in enumerate(all_fences) if f.start == fence_index), None)
    if start is None:
        return []

    def bare(text: str) -> str:  # the joins between fences differ in blank lines
        return re.sub(r"\s+", "", text)

    hashes, shown, target = [], "", bare(code)
    for fence in all_fences[start:]:
        if not fence.runs:
            continue
        hashes.append(fence.hash)
        shown += bare(fence.body)
        if len(shown) >= len(target):
            break
    return hashes


def _section(page_lines: list[str], line: int) -> str:
    """The text of the last heading above page line ``line`` (1-based)."""
    for text in reversed(page_lines[: line - 1]):
        heading = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", text)
        if heading:
            return heading.group(1)
    return ""


def page_blocks(page: Path, expanded: Expanded | None = None) -> list[Block]:
    """Every fenced block of a page (all languages), after snippet expansion."""
    expanded = expanded or expand(page)
    all_fences = fences(expanded.lines)
    page_lines = page.read_text(encoding="utf-8").splitlines()
    blocks = []
    for raw in extract_from_buffer(io.StringIO(expanded.text + "\n")):
        fence = expanded.origins[raw.lineno - 1]
        line = fence.line if fence else raw.lineno
        blocks.append(
            Block(
                page=page,
                line=line,
                info=raw.syntax or "",
                code=raw.code,
                origins=_map_code(expanded, raw.lineno - 1, raw.code),
                expected_output=raw.expected_output,
                ignore_whitespace=raw.expected_output_ignore_whitespace,
                importorskip=raw.importorskip,
                marks=list(raw.marks),
                fence_hashes=_fence_hashes(all_fences, raw.lineno - 1, raw.code),
                section=_section(page_lines, line),
            )
        )
    return blocks
