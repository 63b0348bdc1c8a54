"""The build's stages for either engine: :class:`Site`. MkDocs runs the Markdown
stages inside its conversion (``practices/hooks/``); Zensical is given pages on
which they have already run, and each built page is finished as MkDocs' is.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from types import SimpleNamespace

from . import copies, finish, i18n, notebooks, page_sources, stages, translations
from .pages import DOCS, ZH
from .records import Page

_FRONT = re.compile(r"\A---\n.*?\n---\n", re.S)
# The stages' Markdown, outside Python-Markdown: HTML stashed in place, on one line
_IN_PLACE = SimpleNamespace(store=lambda html: " ".join(html.split("\n")))
_MD = SimpleNamespace(htmlStash=_IN_PLACE)


@dataclass
class Site:
    """What the pages leave for the site: their sources and notebooks (``files``, by
    path under the site) and programs."""

    options: dict
    files: dict[str, str] = field(default_factory=dict)
    programs: dict[str, list] = field(default_factory=dict)

    def prepare(self, body: str, page: Page) -> str:
        """A page's Markdown (no front matter) before any stage: its source and
        notebook kept, a behind translation's banner, the notebook's link."""
        source = page_sources.expanded(body, self.options)
        txt = PurePosixPath(page.src_uri).with_suffix(".txt")
        self.files[f"_source/{txt}"] = source
        made = notebooks.notebook(source, page.src_uri, page.address)
        if page.lang == ZH and translations.is_behind(DOCS / page.src_uri):
            body = translations.with_banner(body, page.src_uri)
        if made is not None:
            text = json.dumps(made, indent=1, ensure_ascii=False) + "\n"
            self.files[page.url + notebooks.file_name(page.src_uri)] = text
            body = notebooks.with_link(body, page.src_uri)
        return body

    def page_markdown(self, text: str, page: Page) -> str:
        """A page's Markdown with every Markdown stage run, for Zensical."""
        front = _FRONT.match(text)
        head, body = (front.group(0), text[front.end() :]) if front else ("", text)
        lines = stages.run(stages.BEFORE_SNIPPETS, self.prepare(body, page), page, _MD)
        expanded = page_sources.expanded("\n".join(lines), self.options)
        lines = stages.run(stages.AFTER_SNIPPETS, expanded, page, _MD)
        self.programs[page.url] = list(copies.programs)
        return head + "\n".join(lines)

    def finish_page(self, html: str, page: Page) -> str:
        """A built page's HTML, finished as the MkDocs build finishes it."""
        i18n.current = page.lang
        for stage in stages.AFTER_HTML:
            html = stage(html)
        copies.programs[:] = self.programs.get(page.url, [])
        html = finish.finish(html, page.url, page.repo_url)
        return translations.permalink_titles(html, page.lang)

    def publish(self, root: Path) -> None:
        """Write each page's source and notebook, and every download."""
        for path, text in {**self.files, **copies.files}.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text, encoding="utf-8")
