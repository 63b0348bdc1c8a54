"""MkDocs hook: this site's Markdown extensions (site_extensions/) and page sources.

First of all, each block directive (``<!-- block PATH … -->``) is written out as
the Markdown of its block (site_extensions/block_directive.py).

The extensions are added here rather than by name under ``markdown_extensions``
because MkDocs imports extensions by module name while validating the config, and the
repository root is not on ``sys.path`` when ``mkdocs`` runs as a console script. A
hook is loaded by file path, so this works however MkDocs is started. The hook also
lists the errors readers paste, from data/common-errors/
(site_extensions/common_errors.py), finishes each built page's HTML in one pass
over its code blocks (site_extensions/finish.py: captions linked to their snippet
file and to a download of the whole program the block runs, checking lines folded,
plain tokens dropped, code annotations drawn as notes, long lines marked, outputs
left out of search), and writes each page's source with its includes expanded
(site_extensions/page_sources.py) and, for each page with code, a notebook of its
tested blocks, linked under its title (site_extensions/notebooks.py).

Zensical reads the same mkdocs.yml but runs no hooks: there, facts show their fallback
words, math its LaTeX source, captions stay plain file names and outputs carry no
label (see docs/about/how-this-site-stays-true.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

# The project's root, where site_extensions lives (ROOT itself: site_extensions.pages)
if str(Path(__file__).resolve().parents[1]) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from site_extensions import (  # noqa: E402
    common_errors,
    copies,
    finish,
    languages,
    notebooks,
    page_sources,
    records,
    run_counts,
)
from site_extensions.block_directive import BlockDirectiveExtension  # noqa: E402
from site_extensions.facts import FactsExtension  # noqa: E402
from site_extensions.mathml import MathMLExtension  # noqa: E402
from site_extensions.measurements import MeasurementsExtension  # noqa: E402
from site_extensions.outputs import OutputsExtension  # noqa: E402
from site_extensions.pages import ROOT  # noqa: E402
from site_extensions.records import RecordsExtension  # noqa: E402

_sources: dict[str, str] = {}
_notebooks: dict[str, dict] = {}  # by path in the site: each page's notebook


def on_config(config):
    given = config["mdx_configs"].get("pymdownx.snippets", {})
    snippets = Path(page_sources.snippet_options(given, ROOT)["base_path"][0])
    config.markdown_extensions.extend(
        [
            BlockDirectiveExtension(snippets),
            FactsExtension(),
            MeasurementsExtension(),
            MathMLExtension(),
            RecordsExtension(),
            OutputsExtension(),
            copies.CopiesExtension(),
            run_counts.RunCountsExtension(),
            common_errors.CommonErrorsExtension(),
        ]
    )
    return config


def _page(page, config) -> tuple[str, str]:
    """The page as the project names it: its source under docs/ and its URL from
    the root site, whichever edition's site builds it (site_extensions/languages.py)."""
    lang = config["theme"]["language"]
    return languages.identity(page.file.abs_src_path, page.url, lang)


def on_page_markdown(markdown, page, config, files):
    src_uri, url = _page(page, config)
    lang = config["theme"]["language"]
    site_url = languages.root_url(config["site_url"], lang)
    # The verification lines show this page's records and link to its address.
    records.begin_page(src_uri, url, site_url, config["repo_url"])
    copies.begin_page(src_uri)  # where its blocks' downloads go
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
