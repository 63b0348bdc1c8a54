"""MkDocs hook: the two editions, each a site of its own (practices/languages.py).

``mkdocs.yml`` builds the English site; ``mkdocs.zh.yml`` (which inherits it) the
Chinese one, from ``docs/x.zh.md`` staged as ``x.md``, with its own search index and
the theme in Chinese. When the English site is built (or served), this hook builds
the Chinese one into its ``zh/`` folder, so one ``mkdocs build`` or ``mkdocs serve``
gives both. Besides, it gives:

- the language of the page being built, for the words the build writes into pages
  (``practices/i18n.py``);
- the theme's words Material leaves in English, in Chinese: the heading permalinks'
  title (the footer's "Made with": overrides/partials/copyright.html);
- the Chinese navigation's page titles, taken from each Chinese page's own title,
  so no title is translated twice (section names: ``mkdocs.zh.yml``'s nav);
- ``pages.json``: every page the two builds wrote, for the tests to read URLs from;
- the 404 page's list of the Chinese edition's pages.
"""

from __future__ import annotations

import json
import logging
import re
import tempfile
from pathlib import Path

import yaml
from mkdocs.plugins import event_priority

from practices import i18n, languages, translations
from practices.i18n import t
from practices.pages import (
    DOCS,
    MANIFEST,
    SUFFIX,
    ZH,
    page_title,
    url_of,
)

try:  # jieba cuts Chinese into words for the search index; its notes are noise
    import jieba

    jieba.setLogLevel(logging.WARNING)
except ImportError:  # pragma: no cover - the docs group installs it
    pass


def _language(config) -> str:
    return config["theme"]["language"]


def on_nav(nav, config, files):
    """A Chinese page the nav names without a title takes its own title."""
    if _language(config) == ZH:
        for page in nav.pages:
            if page.title is None:
                page.title = page_title(Path(page.file.abs_src_path).resolve())
    return nav


# Every page the build wrote: {src_uri, url, language, title}, written to
# pages.json at the end so the tests read URLs from the build, never recompute them.
# MkDocs loads a hook once: the Chinese build, run from the English one's, adds its
# pages to the same list.
_manifest: dict[str, dict[str, str]] = {}


@event_priority(100)  # before the other hooks and extensions read the language
def on_page_markdown(markdown, page, config, files):
    lang = i18n.current = _language(config)
    src_uri, url = languages.identity(page.file.abs_src_path, page.url, lang)
    source = DOCS / src_uri
    _manifest[src_uri] = {
        "src_uri": src_uri,
        "url": url,
        "language": lang,
        "title": page_title(source),
    }
    return markdown


def on_page_content(html, page, config, files):
    """A Chinese page's heading permalinks are titled in Chinese."""
    if _language(config) == i18n.DEFAULT:
        return html
    return translations.permalink_titles(html, _language(config))


# Each edition named in <head> (Material writes them from extra.alternate). Material
# fetches "sitemap.xml" under each such address; the language switch in the header
# leads to the same page in the other edition without them (overrides/partials/
# alternate.html), so no view requests a sitemap.
_HEAD_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output, page, config):
    return _HEAD_ALTERNATE.sub("", output)


def on_post_template(output, template_name, config):
    return _HEAD_ALTERNATE.sub("", output) if template_name == "404.html" else output


@event_priority(-200)  # after the pages' own outputs are published
def on_post_build(config):
    if _language(config) != i18n.DEFAULT:
        return  # the English build, which built this one, writes pages.json
    build_chinese(config)
    manifest = [_manifest[uri] for uri in sorted(_manifest)]
    (Path(config["site_dir"]) / MANIFEST).write_text(
        json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8"
    )


def build_chinese(config) -> None:
    """The Chinese site, built into ``zh/`` under the English one's folder, with
    what the English build was given (strictness, the served address)."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    folder = Path(config.config_file_path).parent
    with tempfile.TemporaryDirectory(prefix="zh-docs-") as staged:
        docs = languages.stage(Path(staged) / "docs", Path(config["docs_dir"]))
        zh = load_config(
            str(folder / languages.CONFIGS[ZH].name),
            docs_dir=str(docs),
            site_dir=str(Path(config["site_dir"]) / languages.prefix(ZH)),
            site_url=config["site_url"] + languages.prefix(ZH),
            strict=config["strict"],
        )
        build(zh)
    # One 404 page serves any missing address of either edition: the English one's
    (Path(zh["site_dir"]) / "404.html").unlink(missing_ok=True)


def on_env(env, config, files):
    """Templates word the build's own text as pages do: ``practices_t('key')``."""
    env.globals["practices_t"] = lambda key: t(key)
    return env


def on_template_context(context, template_name, config):
    """The 404 page lists the Chinese edition's pages too (see overrides/404.html)."""
    if template_name == "404.html" and _language(config) == i18n.DEFAULT:
        folder = Path(config.config_file_path).parent
        zh = yaml.safe_load((folder / languages.CONFIGS[ZH].name).read_text("utf-8"))
        context["zh_nav"] = chinese_nav(zh["nav"], Path(config["docs_dir"]))
    return context


class _Item:
    """A navigation entry of the Chinese edition, as overrides/404.html reads it."""

    def __init__(self, title: str, url: str | None = None, children=None):
        self.title, self.url, self.children = title, url, children or []


def chinese_nav(items: list, docs: Path) -> list[_Item]:
    """The Chinese navigation (``mkdocs.zh.yml``'s nav), each page titled as the
    Chinese page titles itself where the nav gives no title."""
    out = []
    for item in items:
        title, value = (
            next(iter(item.items())) if isinstance(item, dict) else (None, item)
        )
        if isinstance(value, list):
            out.append(_Item(title, children=chinese_nav(value, docs)))
            continue
        source = value.removesuffix(".md") + SUFFIX
        title = title or page_title(docs / source)
        out.append(_Item(title, url=url_of(source)))
    return out
