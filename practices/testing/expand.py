"""Expand a page's snippet includes exactly as the site does, keeping a source map.

First each block directive (``<!-- block PATH … -->``) is written out, by the page
model's one expansion (``practices.pages.directed``), as the build does before
its snippets; the lines it writes come from the directive's page line, and an
output from the file it is stored in.

The expansion is done by ``pymdownx.snippets``' own preprocessor, built with the options
read from ``mkdocs.yml``: there is no second parser of ``--8<--`` here. To know where each
expanded line came from, the preprocessor is subclassed so that every line it reads from
a snippet file carries an invisible tag (file and line) at its end. The tag rides through
section extraction, dedenting and indentation untouched, and is cut off again afterwards.
Lines without a tag came from the page itself and are matched back to it in order.

``tests/test_guards.py`` checks that the tagged expansion, once untagged, is identical to
a stock expansion of every page, so the map can never change what is tested.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import markdown
from pymdownx.snippets import SnippetPreprocessor

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
    """A page after its snippets are expanded."""

    page: Path
    lines: list[str]
    origins: list[Origin | None]
    included: list[tuple[str, str | None]] = field(default_factory=list)
    # {index in ``lines`` of an output fence's opening line: the file it shows}
    outputs: dict[int, Path] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def _taggable(line: str) -> bool:
    # Blank lines keep their meaning for dedenting; lines with `8<-` may be snippet
    # notation (a nested include or a section marker) and must stay matchable.
    return bool(line.strip()) and "8<-" not in line


class _TracingSnippets(SnippetPreprocessor):
    """The stock preprocessor, but it tags what it reads and records what it includes."""

    def __init__(self, config, md):
        super().__init__(config, md)
        self.included: list[tuple[str, str | None]] = []

    def read_lines(self, path):
        lines = super().read_lines(path)
        rel = site.relative(path)
        return [
            f"{line}{TAG}{rel}:{n}" if _taggable(line) else line
            for n, line in enumerate(lines, start=1)
        ]

    def process_snippet_lines(self, lines, target):
        self.included.append((site.relative(target["snippet"]), target["section"]))
        return lines


def _preprocessor(cls):
    return cls(site.snippet_options(), markdown.Markdown())


def _directed(text: str):
    return directed(text, site.snippet_dirs()[0])


def expand_plain(text: str) -> str:
    """A stock expansion, as the site's build does it (used by the guards)."""
    written = _directed(text).lines
    return "\n".join(_preprocessor(SnippetPreprocessor).run(written))


def expand(page: Path) -> Expanded:
    """Expand the includes of one page, mapping each line to where it came from."""
    written = _directed(page.read_text(encoding="utf-8"))
    pre = _preprocessor(_TracingSnippets)
    out = pre.run(list(written.lines))

    rel_page = site.relative(page)
    snippets = site.snippet_dirs()[0]
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
    return Expanded(page, lines, origins, included, outputs)
