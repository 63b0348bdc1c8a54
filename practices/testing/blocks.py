"""The code blocks of a page, as the tests run them: the page model's blocks
(``practices.pages.blocks``) with what a test needs beside, such as the page line of
the opening fence (or block directive) and, for every code line, the page or snippet
line it came from (the expansion's source map), so a failure names both.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from practices import pages
from practices.pages import CPP, PYTHON, RUN, language

from . import site
from .expand import Origin, expand

__all__ = ["CPP", "PYTHON", "RUN", "Block", "language", "page_blocks"]


@dataclass
class Block(pages.BlockFacts):
    page: Path
    line: int  # the page line of the opening fence
    info: str
    code: str
    origins: list[Origin | None]  # one per line of ``code``
    expected_output: str | None
    ignore_whitespace: bool
    importorskip: str | None
    marks: list[str]  # as written: "pytest.mark.NAME"
    fence_hashes: list[str]  # the fences it is shown in (see practices.pages)
    section: str  # the section it stands in on the page (pages.section_of)
    output_file: Path | None = None  # where a block directive stores its output

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


def page_blocks(page: Path) -> list[Block]:
    """Every fenced block of a page (all languages), after snippet expansion."""
    expanded = expand(page)
    page_lines = page.read_text(encoding="utf-8").splitlines()
    out = []
    for raw in pages.blocks(expanded.lines):
        opening = expanded.origins[raw.start]
        line = opening.line if opening else raw.start + 1
        fenced = [range(fence.start + 1, fence.end) for fence in raw.fences]
        shown = expanded.outputs.get(raw.output.start) if raw.output else None
        out.append(
            Block(
                page=page,
                line=line,
                info=raw.info,
                code=raw.code,
                origins=[expanded.origins[k] for lines in fenced for k in lines],
                expected_output=raw.expected_output,
                ignore_whitespace=raw.ignore_whitespace,
                importorskip=raw.importorskip,
                marks=raw.marks,
                fence_hashes=[f.hash for f in raw.fences if f.runs],
                section=pages.section_of(page_lines, line - 1),
                output_file=shown,
            )
        )
    return out
