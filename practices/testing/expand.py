"""Expand a page's snippet includes exactly as the site does, keeping a source map.

Block directives are written out first (``practices.pages.directed``), as the build
does. Then ``pymdownx.snippets``' own preprocessor, with the options of
``mkdocs.yml``, expands the includes (no second parser of ``--8<--``), subclassed so
that each line it reads from a snippet carries an invisible tag (file and line) at
its end: it rides through section extraction and dedenting, and is cut off after.
Untagged lines came from the page and are matched back to it in order.
``tests/test_guards.py`` checks that the untagged expansion is a stock expansion.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import markdown
from pymdownx.snippets import SnippetPreprocessor

from practices import page_sources
from practices.pages import directed

from . import site

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
