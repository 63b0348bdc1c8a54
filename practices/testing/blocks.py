"""The code blocks of a page, as the tests run them, each code line mapped to the
page or snippet line it came from, so a failure names both.

A page is expanded exactly as the site does: block directives written out first
(``practices.pages.directed``), then ``pymdownx.snippets``' own preprocessor, with the
options of ``mkdocs.yml``, expands the includes (no second parser of ``--8<--``),
subclassed so that each line it reads from a snippet carries an invisible tag (file
and line) at its end: it rides through section extraction and dedenting, and is cut
off after. Untagged lines came from the page and are matched back to it in order.
``tests/test_guards.py`` checks that the untagged expansion is a stock expansion.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import markdown
from pymdownx.snippets import SnippetPreprocessor

from practices import page_sources, pages
from practices.pages import CPP, PYTHON, RUN, directed, language

from . import site

__all__ = ["CPP", "PYTHON", "RUN", "Block", "language", "page_blocks"]

TAG = "\x00\x1fsource="  # control characters that no page or snippet contains


@dataclass(frozen=True)
class Origin:
    """A line of a file in the repository: a page or a snippet."""

    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass
class Expanded:
    lines: list[str]
    origins: list[Origin | None]
    included: list[tuple[str, str | None]]  # (snippet file, section)
    outputs: dict[int, Path]  # {index of an output fence's opening: the file shown}

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


class _TracingSnippets(SnippetPreprocessor):
    """The stock preprocessor, tagging what it reads and noting what it includes."""

    def __init__(self, config, md):
        super().__init__(config, md)
        self.included: list[tuple[str, str | None]] = []

    def read_lines(self, path):
        lines = super().read_lines(path)
        rel = site.relative(path)
        # Untagged: blank lines (they mean something to dedenting) and lines with
        # `8<-`, which may be snippet notation (a nested include, a section marker).
        return [
            f"{line}{TAG}{rel}:{n}" if line.strip() and "8<-" not in line else line
            for n, line in enumerate(lines, start=1)
        ]

    def process_snippet_lines(self, lines, target):
        self.included.append((site.relative(target["snippet"]), target["section"]))
        return lines


def expand_plain(text: str) -> str:
    """A stock expansion, as the site's build does it (used by the guards)."""
    return page_sources.expanded(text, site.snippet_options())


def expand(page: Path) -> Expanded:
    """Expand the includes of one page, mapping each line to where it came from."""
    snippets = site.snippet_dirs()[0]
    written = directed(page.read_text(encoding="utf-8"), snippets)
    pre = _TracingSnippets(site.snippet_options(), markdown.Markdown())
    out = pre.run(list(written.lines))
    rel_page = site.relative(page)
    shown = {k: snippets / file for k, file in written.outputs.items()}
    lines: list[str] = []
    origins: list[Origin | None] = []
    outputs: dict[int, Path] = {}
    cursor = 0  # the next written line an untagged expanded line may match
    for line in out:
        text, tag, source = line.partition(TAG)
        origin = None
        if tag:
            path, _, number = source.rpartition(":")
            origin = Origin(path, int(number))
        elif text.strip():
            for k in range(cursor, len(written.lines)):
                if written.lines[k] == text:
                    origin, cursor = Origin(rel_page, written.origins[k] + 1), k + 1
                    if k in shown:
                        outputs[len(lines)] = shown[k]
                    break
        lines.append(text)
        origins.append(origin)
    included = pre.included + [
        (site.relative(path), None) for path in dict.fromkeys(shown.values())
    ]
    return Expanded(lines, origins, included, outputs)


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
