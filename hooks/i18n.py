"""MkDocs hook: the Chinese edition, beside what the i18n plugin does.

The plugin (mkdocs-static-i18n, configured in mkdocs.yml) builds the site twice: the
English pages at the root, then ``docs/x.zh.md`` at ``zh/x/``, with the theme in
Chinese and a language switch on every page that leads to the same page in the other
language. This hook adds:

- the language of the page being built, for the words the build writes into pages
  (``site_extensions/i18n.py``);
- the theme's words Material leaves in English, in Chinese: the heading permalinks'
  title (the footer's "Made with": overrides/partials/copyright.html);
- the Chinese navigation's page titles, taken from each Chinese page's own title,
  so no title is translated twice (section names: ``nav_translations``);
- a banner on a Chinese page whose English page changed since it was translated
  (``site_extensions/translations.py``);
- one search index per language: the plugin stacks both languages into the root
  index, so an English reader would get Chinese results and the other way round.
  The root keeps the English entries; ``zh/search/search_index.json`` gets the
  Chinese ones, and Chinese pages load it (their ``base`` is ``zh/``).
"""

from __future__ import annotations

import json
import logging
import re
import sys
from pathlib import Path

from mkdocs.plugins import event_priority

# The project's root, where site_extensions lives (ROOT itself: site_extensions.pages)
if str(Path(__file__).resolve().parents[1]) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from site_extensions import i18n, translations  # noqa: E402
from site_extensions.i18n import t  # noqa: E402
from site_extensions.pages import (  # noqa: E402
    DEFAULT_LANGUAGE,
    MANIFEST,
    SUFFIX,
    ZH,
    page_title,
    relative_url,
    source_of,
    url_of,
)

try:  # jieba cuts Chinese into words for the search index; its notes are noise
    import jieba

    jieba.setLogLevel(logging.WARNING)
except ImportError:  # pragma: no cover - the docs group installs it
    pass


def _language(config) -> str:
    plugin = config.plugins.get("i18n")
    return getattr(plugin, "current_language", None) or i18n.DEFAULT


def _title(path: Path) -> str:
    return page_title(path)


def on_nav(nav, config, files):
    if _language(config) != ZH:
        return nav
    names = _nav_translations(config)  # "Home" is 首页, not the page's title
    for page in nav.pages:
        source = Path(page.file.abs_src_path)
        if translations.language_of(source) == ZH:
            page.title = names.get(page.title) or _title(source)
    return nav


# Every page the build wrote: {src_uri, url, language, title}, written to
# pages.json at the end so the tests read URLs from the build, never recompute them.
_manifest: dict[str, dict[str, str]] = {}


@event_priority(100)  # before the other hooks and extensions read the language
def on_page_markdown(markdown, page, config, files):
    i18n.current = _language(config)
    source = Path(page.file.abs_src_path)
    _manifest[page.file.src_uri] = {
        "src_uri": page.file.src_uri,
        "url": page.url,
        "language": translations.language_of(source),
        "title": page_title(source),
    }
    if translations.language_of(source) == ZH and translations.is_behind(source):
        markdown = with_banner(markdown, page)
    return markdown


def with_banner(markdown: str, page) -> str:
    """The page with the "translation is behind" banner under its title."""
    src_uri = page.file.src_uri
    english = relative_url(src_uri, source_of(src_uri), DEFAULT_LANGUAGE)
    banner = [
        # "behind": the banner's own class (the Zensical comparison leaves it out)
        f'!!! warning behind "{t("behind title", ZH)}"',
        "",
        f"    {t('behind text', ZH, link=english)}",
        "",
    ]
    lines = markdown.split("\n")
    at = next((k for k, line in enumerate(lines) if line.startswith("# ")), -1)
    return "\n".join([*lines[: at + 1], "", *banner, *lines[at + 1 :]])


# A heading's permalink: the toc extension titles it in English on every page.
_PERMALINK = re.compile(r'(<a class="headerlink" href="[^"]*" title=")([^"]*)(")')


def on_page_content(html, page, config, files):
    """A Chinese page's heading permalinks are titled in Chinese."""
    if _language(config) == i18n.DEFAULT:
        return html
    title = t("permalink", _language(config))
    return _PERMALINK.sub(lambda m: m.group(1) + title + m.group(3), html)


# The other language's page, named in <head>. Material fetches "sitemap.xml" under
# each such address, meant to be a language's root; the i18n plugin names the page
# itself, so every view would request a sitemap that is not there. The language
# switch in the header keeps its links, and sitemap.xml lists each page's twin.
_HEAD_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output, page, config):
    """A Chinese page searches the Chinese index: its app ``base`` is ``zh/``."""
    output = _HEAD_ALTERNATE.sub("", output)
    if _language(config) != ZH:
        return output
    return re.sub(
        r'(<script id="__config" type="application/json">\{[^<]*?"base": ")([^"]*)"',
        lambda m: f'{m.group(1)}{m.group(2)}/{ZH}/"',
        output,
        count=1,
    )


@event_priority(-200)  # after the i18n plugin has written the stacked index
def on_post_build(config):
    if getattr(config.plugins.get("i18n"), "building", False):
        return  # the plugin's build of another language, inside the first one
    split_search_index(Path(config["site_dir"]))
    chinese_sitemap(Path(config["site_dir"]))
    manifest = [_manifest[uri] for uri in sorted(_manifest)]
    (Path(config["site_dir"]) / MANIFEST).write_text(
        json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    if _not_found:  # the Chinese build wrote its own over the bilingual one
        (Path(config["site_dir"]) / "404.html").write_text(_not_found, encoding="utf-8")


_not_found = ""  # the English build's 404 page, which lists both editions


def on_post_template(output, template_name, config):
    global _not_found
    if template_name == "404.html" and _language(config) == i18n.DEFAULT:
        _not_found = output = _HEAD_ALTERNATE.sub("", output)
    return output


def chinese_sitemap(site_dir: Path) -> None:
    """Material reads the sitemap under its app ``base``: ``zh/`` on Chinese pages.
    The site's sitemap lists both editions (with their alternates); zh/ gets a copy."""
    for name in ("sitemap.xml", "sitemap.xml.gz"):
        if (site_dir / name).exists():
            (site_dir / ZH / name).write_bytes((site_dir / name).read_bytes())


def split_search_index(site_dir: Path) -> None:
    path = site_dir / "search" / "search_index.json"
    if not path.exists():
        return
    index = json.loads(path.read_text(encoding="utf-8"))
    prefix = f"{ZH}/"
    english = [d for d in index["docs"] if not d["location"].startswith(prefix)]
    chinese = [
        {**d, "location": d["location"].removeprefix(prefix)}
        for d in index["docs"]
        if d["location"].startswith(prefix)
    ]
    path.write_text(json.dumps({**index, "docs": english}, ensure_ascii=False))
    target = site_dir / ZH / "search" / "search_index.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps({**index, "docs": chinese}, ensure_ascii=False))


def on_env(env, config, files):
    """Templates word the build's own text as pages do: ``practices_t('key')``."""
    env.globals["practices_t"] = lambda key: t(key)
    return env


def on_template_context(context, template_name, config):
    """The 404 page lists the Chinese edition's pages too (see overrides/404.html)."""
    if template_name == "404.html" and _language(config) == i18n.DEFAULT:
        context["zh_nav"] = chinese_nav(context["nav"].items, config)
    return context


class _Item:
    """A navigation entry of the Chinese edition, as overrides/404.html reads it."""

    def __init__(self, title: str, url: str | None = None, children=None):
        self.title, self.url, self.children = title, url, children or []


def _nav_translations(config) -> dict[str, str]:
    languages = config.plugins["i18n"].config.languages
    return next(lang.nav_translations for lang in languages if lang.locale == ZH) or {}


def chinese_nav(items, config) -> list[_Item]:
    """The English navigation, worded as the Chinese one: section names from
    ``nav_translations``, page titles from each Chinese page's title."""
    names = _nav_translations(config)
    out = []
    for item in items:
        if item.children:
            title = names.get(item.title, item.title)
            out.append(_Item(title, children=chinese_nav(item.children, config)))
        elif getattr(item, "file", None) is not None:
            source = translations.twin(Path(item.file.abs_src_path))
            title = names.get(item.title) or (
                _title(source) if source.exists() else item.title
            )
            twin = item.file.src_uri.removesuffix(".md") + SUFFIX
            out.append(_Item(title, url=url_of(twin)))
    return out
