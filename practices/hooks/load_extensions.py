"""MkDocs hook: the adapter between MkDocs and this project's build of a page, whose
stages ``practices/stages.py`` lists (Zensical runs no hooks:
``languages.zensical_build`` does the same around it).
"""

from __future__ import annotations

from practices import copies, finish, languages, page_sources
from practices.pages import ROOT
from practices.render import Site
from practices.stages import Page, StagesExtension

_site: Site | None = None  # what this build's pages leave for the site
_stages = StagesExtension()  # its ``page``: the page being built


def on_config(config):
    global _site
    copies.begin_build()  # a build, or a rebuild of `mkdocs serve`: no downloads yet
    given = config["mdx_configs"].get("pymdownx.snippets", {})
    _site = Site(page_sources.snippet_options(given, ROOT))
    config.markdown_extensions.append(_stages)
    return config


def on_page_markdown(markdown, page, config, files):
    # the page as the project names it, whichever edition builds it
    lang = config["theme"]["language"]
    src_uri, url = languages.identity(page.file.abs_src_path, page.url, lang)
    site_url = languages.root_url(config["site_url"], lang)
    _stages.page = Page(src_uri, url, site_url, config["repo_url"])
    return _site.prepare(markdown, _stages.page)


def on_page_content(html, page, config, files):
    # the URL from the root site, where the downloads are
    return finish.finish(html, _stages.page.url, config["repo_url"])


def on_post_build(config):
    _site.publish(languages.root_dir(config["site_dir"], config["theme"]["language"]))
