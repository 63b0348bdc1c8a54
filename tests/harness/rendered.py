"""The built site: one ``mkdocs build --strict`` (torch unimportable) per test
session, shared by the guards, the browser tests and the Zensical comparison (the
``built_site`` fixture in ``plugin``), and the code blocks a reader sees, read back
from its HTML to prove that every Python block on a rendered page is one the harness
executed, whatever its fence looks like in the Markdown.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from site_extensions import code_notes
from site_extensions.pages import MANIFEST

from . import site

# Run MkDocs with torch made unimportable: building the site must never need it.
_BUILD = (
    "import sys; sys.modules['torch'] = None; from mkdocs.__main__ import cli; cli()"
)


def base_path() -> str:
    """The path part of site_url, e.g. ``/pytorch-practices/``."""
    from urllib.parse import urlsplit

    path = urlsplit(site.mkdocs_config()["site_url"] or "").path or "/"
    return path if path.endswith("/") else path + "/"


def site_dir(root: Path) -> Path:
    """Where a site built into ``root`` is: root/<the path of site_url>."""
    return root / base_path().strip("/")


def build_site(root: Path) -> Path:
    """Build into root/<the path of site_url>, as the site is served; fail loudly."""
    dest = site_dir(root)
    proc = build(dest)
    assert proc.returncode == 0, f"mkdocs build --strict failed:\n{proc.stderr}"
    return dest


def build(dest: Path, cwd: Path = site.ROOT) -> subprocess.CompletedProcess:
    """``mkdocs build --strict`` of the project at ``cwd`` into ``dest``, as a
    separate process."""
    return subprocess.run(
        [sys.executable, "-c", _BUILD, "build", "--strict", "--site-dir", str(dest)],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )


@dataclass
class RenderedBlock:
    language: str | None  # None where the block has no language class
    code: str


class _CodeBlocks(HTMLParser):
    """Collect the text of ``<code>`` inside each ``div.highlight``; a code
    annotation's marker reads as the comment the source wrote (``# (1)!``)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks: list[RenderedBlock] = []
        self._div_depth = 0  # >0 while inside a highlight div
        self._in_code = 0
        self._in_note = False

    def handle_starttag(self, tag, attrs):
        if tag == "div":
            classes = (dict(attrs).get("class") or "").split()
            if self._div_depth:
                self._div_depth += 1
            elif "highlight" in classes:
                langs = [
                    c[len("language-") :] for c in classes if c.startswith("language-")
                ]
                self.blocks.append(RenderedBlock(langs[0] if langs else None, ""))
                self._div_depth = 1
        elif tag == "code" and self._div_depth:
            self._in_code += 1
        elif tag == "a" and self._in_code:
            self._in_note = code_notes.NOTE in (dict(attrs).get("class") or "").split()

    def handle_endtag(self, tag):
        if tag == "div" and self._div_depth:
            self._div_depth -= 1
        elif tag == "code" and self._in_code:
            self._in_code -= 1
        elif tag == "a":
            self._in_note = False

    def handle_data(self, data):
        if self._in_code:
            block = self.blocks[-1]
            if self._in_note:
                data = code_notes.as_written(data, block.language)
            block.code += data


def code_blocks(html_file: Path) -> list[RenderedBlock]:
    parser = _CodeBlocks()
    parser.feed(html_file.read_text(encoding="utf-8"))
    return parser.blocks


def manifest(site_dir: Path) -> dict[str, dict[str, str]]:
    """{src_uri: {url, language, title}} of every page, as the build wrote it
    (``pages.json``, by hooks/i18n.py): URLs are read, never recomputed."""
    return _manifest(site_dir, (site_dir / MANIFEST).stat().st_mtime_ns)


@functools.cache
def _manifest(site_dir: Path, _mtime: int) -> dict[str, dict[str, str]]:
    entries = json.loads((site_dir / MANIFEST).read_text(encoding="utf-8"))
    return {entry["src_uri"]: entry for entry in entries}


def html_for(page: Path, site_dir: Path) -> Path:
    """The built HTML file of a Markdown page."""
    src_uri = page.relative_to(site.docs_dir()).as_posix()
    return site_dir / manifest(site_dir)[src_uri]["url"] / "index.html"
