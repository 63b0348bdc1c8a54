"""MkDocs hook: the adapter between MkDocs and this project's build of a page.

What runs, and in what order, is said once, in ``practices/stages.py``: this hook
hands each page to it. It adds the stages to Python-Markdown (one extension,
``StagesExtension``), names the page each conversion builds, finishes each page's
HTML in one pass (``practices/finish.py``), and, after every page, publishes each
page's source with its code written out, the downloads and the notebooks.

Zensical reads the same configuration but runs no hooks (``practices/languages.py``
``zensical_build``: there, only the block directives are written out first).
"""

from __future__ import annotations

from practices import copies, finish, languages, notebooks, page_sources
from practices.pages import ROOT
from practices.stages import Page, StagesExtension

_sources: dict[str, str] = {}
_notebooks: dict[str, dict] = {}  # by path in the site: each page's notebook


def on_config(config):
    copies.begin_build()  # a build, or a rebuild of `mkdocs serve`: no downloads yet
    config.markdown_extensions.append(StagesExtension())
    return config


def _page(page, config) -> tuple[str, str]:
    """The page as the project names it: its source under docs/ and its URL from
    the root site, whichever edition's site builds it (practices/languages.py)."""
    lang = config["theme"]["language"]
    return languages.identity(page.file.abs_src_path, page.url, lang)


def on_page_markdown(markdown, page, config, files):
    src_uri, url = _page(page, config)
    lang = config["theme"]["language"]
    site_url = languages.root_url(config["site_url"], lang)
    # The page the stages build (practices/stages.py)
    stages = next(
        e for e in config.markdown_extensions if isinstance(e, StagesExtension)
    )
    stages.page = Page(src_uri, url, site_url, config["repo_url"])
    given = config["mdx_configs"].get("pymdownx.snippets", {})
    options = page_sources.snippet_options(given, ROOT)
    _sources[src_uri] = page_sources.expanded(markdown, options)
    # The page's notebook: its tested blocks and their outputs, linked under its title
    address = page.canonical_url or url
    made = notebooks.notebook(_sources[src_uri], src_uri, address)
    if made is not None:
        _notebooks[url + notebooks.file_name(src_uri)] = made
        markdown = notebooks.with_link(markdown, src_uri)
    return markdown


def on_page_content(html, page, config, files):
    # Captions, folds, plain tokens, notes, long lines, outputs: finish.STAGES
    _, url = _page(page, config)  # from the root site: downloads are there
    return finish.finish(html, url, config["repo_url"])


def on_post_build(config):
    root = languages.root_dir(config["site_dir"], config["theme"]["language"])
    page_sources.publish(root, _sources)
    copies.publish(root)
    notebooks.publish(root, _notebooks)
