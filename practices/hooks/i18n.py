"""MkDocs hook: the two editions, each a site of its own (practices/languages.py).

Building or serving the English site (``mkdocs.yml``) builds the Chinese one
(``mkdocs.zh.yml``) into its ``zh/`` folder too. The hook also sets the language of
the page being built, titles the Chinese nav's pages with each page's own title (no
title translated twice), and writes ``pages.json`` (every page of both builds).
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from mkdocs.plugins import event_priority

from practices import i18n, languages, translations
from practices.pages import DOCS, MANIFEST, SUFFIX, ZH, page_title, url_of


def on_nav(nav, config, files):
    """A Chinese page the nav names without a title takes its own title."""
    if config["theme"]["language"] == ZH:
        for page in nav.pages:
            if page.title is None:
                page.title = page_title(Path(page.file.abs_src_path).resolve())
    return nav


# Every page the build wrote: {src_uri, url, language, title}, for pages.json. MkDocs
# loads a hook once: the Chinese build, run from the English one's, adds to it too.
_manifest: dict[str, dict[str, str]] = {}


@event_priority(100)  # before the other hooks and extensions read the language
def on_page_markdown(markdown, page, config, files):
    lang = i18n.current = config["theme"]["language"]
    src_uri, url = languages.identity(page.file.abs_src_path, page.url, lang)
    title = page_title(DOCS / src_uri)
    _manifest[src_uri] = dict(src_uri=src_uri, url=url, language=lang, title=title)
    return markdown


def on_page_content(html, page, config, files):
    return translations.permalink_titles(html, config["theme"]["language"])


# Each edition named in <head> (from extra.alternate), under which Material fetches
# "sitemap.xml": the language switch leads to the same page in the other edition
# without them (overrides/partials/alternate.html), so no view requests a sitemap.
_HEAD_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output, page, config):
    return _HEAD_ALTERNATE.sub("", output)


def on_post_template(output, template_name, config):
    return _HEAD_ALTERNATE.sub("", output) if template_name == "404.html" else output


@event_priority(-200)  # after the pages' own outputs are published
def on_post_build(config):
    if config["theme"]["language"] != i18n.DEFAULT:
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
    env.globals["practices_t"] = i18n.t
    return env


def on_template_context(context, template_name, config):
    """The 404 page lists the Chinese edition's pages too (see overrides/404.html)."""
    if template_name == "404.html" and config["theme"]["language"] == i18n.DEFAULT:
        zh = languages.flat_config(ZH, Path(config.config_file_path).parent)
        context["zh_nav"] = chinese_nav(zh["nav"], Path(config["docs_dir"]))
    return context


def chinese_nav(items: list, docs: Path) -> list[dict]:
    """The Chinese navigation (``mkdocs.zh.yml``'s nav) as overrides/404.html reads
    it, each page titled as it titles itself where the nav gives no title."""
    out = []
    for item in items:
        [(title, value)] = item.items() if isinstance(item, dict) else [(None, item)]
        if isinstance(value, list):
            out.append({"title": title, "children": chinese_nav(value, docs)})
        else:
            source = value.removesuffix(".md") + SUFFIX
            title = title or page_title(docs / source)
            out.append({"title": title, "url": url_of(source)})
    return out
