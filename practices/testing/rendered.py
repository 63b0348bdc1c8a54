"""The built site: one ``mkdocs build --strict`` per test session (the ``built_site``
fixture in ``plugin``), and the code blocks a reader sees, read back from its HTML
with the build's own code-block model (``practices/rendered.py``): the guards prove
every Python block shown is one the harness executed, tests/test_finish.py reads
which lines are folded, tests/test_copies.py what each copy and download holds.
"""

from __future__ import annotations

import functools
import html as html_module
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from practices import code_notes, folds
from practices import rendered as reader
from practices.pages import MANIFEST

from . import site


def base_path() -> str:
    """The path part of site_url, e.g. ``/pytorch-practices/``."""
    return urlsplit(site.mkdocs_config()["site_url"] or "").path.rstrip("/") + "/"


def site_dir(root: Path) -> Path:
    """Where a site built into ``root`` is: root/<the path of site_url>."""
    return root / base_path().strip("/")


def build_site(root: Path) -> Path:
    """Build into root/<the path of site_url>, as the site is served; fail loudly."""
    proc = build(site_dir(root))
    assert proc.returncode == 0, f"mkdocs build --strict failed:\n{proc.stderr}"
    return site_dir(root)


def build(dest: Path, cwd: Path = site.ROOT) -> subprocess.CompletedProcess:
    """``mkdocs build --strict`` of the project at ``cwd`` into ``dest``, as a
    separate process, with torch unimportable: building the site must never need
    it."""
    script = "import sys; sys.modules['torch'] = None; from mkdocs.__main__ import cli"
    argv = [sys.executable, "-c", script + "; cli()", "build", "--strict"]
    argv += ["--site-dir", str(dest)]
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, env=env)


@dataclass
class RenderedBlock:
    """A code block as the built page carries it (a ``div.highlight``): what the
    reader sees of its code and what the build put around it."""

    language: str | None  # None where the block has no language class
    classes: list[str] = field(default_factory=list)  # its div's
    block_id: str | None = None  # its div's id
    # its code's text, piece by piece, each piece folded away (inside a checks
    # fold) or not; a code annotation's marker reads as written (``# (1)!``)
    pieces: list[tuple[str, bool]] = field(default_factory=list)
    marks: int = 0  # the checks marks in its code
    button: dict | None = None  # the checks toggle's attributes
    copy: str | None = None  # the data-copy of its <pre>
    download: str | None = None  # its caption's Download link
    title: str | None = None  # that link's title
    note: str | None = None  # the copy note just above it: what its copy holds

    @property
    def code(self) -> str:
        return "".join(text for text, _ in self.pieces)

    def lines(self) -> list[tuple[str, bool | None]]:
        """Each line of the code, and whether it is folded; a line folded in part
        is returned as folded and in view at once: (line, None)."""
        out, line, states = [], "", set()
        for text, hidden in self.pieces:
            for part in re.findall(r"[^\n]*\n|[^\n]+", text):
                line, states = line + part, states | {hidden}
                if part.endswith("\n"):  # a line ends with its newline
                    out.append((line[:-1], None if len(states) > 1 else hidden))
                    line, states = "", set()
        if line:
            out.append((line, None if len(states) > 1 else states.pop()))
        return out


def code_blocks(html: str | Path) -> list[RenderedBlock]:
    """The code blocks of a built page (its HTML, or its file), as a reader sees
    them."""
    if isinstance(html, Path):
        html = html.read_text(encoding="utf-8")
    return [_shown(block) for block in reader.code_blocks(reader.parse(html))]


def _shown(block: reader.CodeBlock) -> RenderedBlock:
    div = block.div
    shown = RenderedBlock(block.language, div.classes, div.attrs.get("id"))
    # the copy note: the element that opens last before the block
    before = [c for c in block.around()[0] if type(c) is reader.Element]
    above = before[-1] if before else None
    while above is not None and "copy-note" not in above.classes:
        above = (above.elements() or [None])[-1]
    if above is not None and above.tag == "p":
        shown.note = above.text().strip()
    if block.pre is not None:
        shown.copy = block.pre.attrs.get("data-copy")
    if block.code is not None:
        for run in reader.segments(block.code):
            if not run.is_text:
                continue
            around = {(e.tag, c) for e in run.path for c in e.classes}
            text = html_module.unescape(run.node)
            if ("a", code_notes.NOTE) in around:  # a note's marker, as written
                text = code_notes.as_written(text, block.language)
            shown.pieces.append((text, ("span", folds.FOLD) in around))
        shown.marks = sum(folds.MARK in s.classes for s in block.code.iter("span"))
    for element in div.iter():
        if element.tag == "button" and folds.TOGGLE in element.classes:
            shown.button = element.attrs
        elif element.tag == "a" and "snippet-download" in element.classes:
            shown.download = element.attrs.get("href")
            shown.title = element.attrs.get("title")
    return shown


def manifest(site_dir: Path) -> dict[str, dict[str, str]]:
    """{src_uri: {url, language, title}} of every page, as the build wrote it
    (``pages.json``, by practices/hooks/i18n.py): URLs are read, never recomputed."""
    return _manifest(site_dir, (site_dir / MANIFEST).stat().st_mtime_ns)


@functools.cache
def _manifest(site_dir: Path, _mtime: int) -> dict[str, dict[str, str]]:
    entries = json.loads((site_dir / MANIFEST).read_text(encoding="utf-8"))
    return {entry["src_uri"]: entry for entry in entries}


def html_for(page: Path, site_dir: Path) -> Path:
    """The built HTML file of a Markdown page."""
    src_uri = page.relative_to(site.docs_dir()).as_posix()
    return site_dir / manifest(site_dir)[src_uri]["url"] / "index.html"
