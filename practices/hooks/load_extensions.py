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

from practices import copies, finish, languages, page_sources
from practices.pages import ROOT
from practices.render import Site
from practices.stages import Page, StagesExtension

# What the pages leave for the site (their sources, notebooks), this build's
_site: Site | None = None


def on_config(config):
    global _site
    copies.begin_build()  # a build, or a rebuild of `mkdocs serve`: no downloads yet
    given = config["mdx_configs"].get("pymdownx.snippets", {})
    _site = Site(page_sources.snippet_options(given, ROOT))
    config.markdown_extensions.append(StagesExtension())
    return config


def _page(page, config) -> tuple[str, str]:
    """The page as the project names it: its source under docs/ and its URL from
    the root site, whichever edition's site builds it (practices/languages.py)."""
    lang = config["theme"]["language"]
    return languages.identity(page.file.abs_src_path, page.url, lang)


def on_page_markdown(markdown, page, config, files):
    src_uri, url = _page(page, config)
    site_url = languages.root_url(config["site_url"], config["theme"]["language"])
    # The page the stages build (practices/stages.py)
    stages = next(
        e for e in config.markdown_extensions if isinstance(e, StagesExtension)
    )
    stages.page = Page(src_uri, url, site_url, config["repo_url"])
    # Its source and notebook kept; a translation's "behind" banner and the
    # notebook's link written in (practices/render.py)
    return _site.prepare(markdown, stages.page)


def on_page_content(html, page, config, files):
    # Captions, folds, plain tokens, notes, long lines, outputs: finish.STAGES
    _, url = _page(page, config)  # from the root site: downloads are there
    return finish.finish(html, url, config["repo_url"])


def on_post_build(config):
    _site.publish(languages.root_dir(config["site_dir"], config["theme"]["language"]))
