"""MkDocs hook: this site's Markdown extensions (site_extensions/) and page sources.

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
    notebooks,
    page_sources,
    records,
    run_counts,
)
from site_extensions.facts import FactsExtension  # noqa: E402
from site_extensions.mathml import MathMLExtension  # noqa: E402
from site_extensions.measurements import MeasurementsExtension  # noqa: E402
from site_extensions.outputs import OutputsExtension  # noqa: E402
from site_extensions.pages import ROOT  # noqa: E402
from site_extensions.records import RecordsExtension  # noqa: E402

_sources: dict[str, str] = {}
_notebooks: dict[str, dict] = {}  # by path in the site: each page's notebook


def on_config(config):
    config.markdown_extensions.extend(
        [
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


def on_page_markdown(markdown, page, config, files):
    # The verification lines show this page's records and link to its address.
    records.begin_page(
        page.file.src_uri, page.url, config["site_url"], config["repo_url"]
    )
    copies.begin_page(page.file.src_uri)  # where its blocks' downloads go
    given = config["mdx_configs"].get("pymdownx.snippets", {})
    options = page_sources.snippet_options(given, ROOT)
    _sources[page.file.src_uri] = page_sources.expanded(markdown, options)
    # The page's notebook: its tested blocks and their outputs, linked under its title
    src_uri, address = page.file.src_uri, page.canonical_url or page.url
    made = notebooks.notebook(_sources[src_uri], src_uri, address)
    if made is not None:
        _notebooks[page.url + notebooks.file_name(src_uri)] = made
        markdown = notebooks.with_link(markdown, src_uri)
    return markdown


def on_page_content(html, page, config, files):
    # Captions, folds, plain tokens, notes, long lines, outputs: finish.STAGES
    return finish.finish(html, page.url, config["repo_url"])


def on_post_build(config):
    page_sources.publish(Path(config["site_dir"]), _sources)
    copies.publish(Path(config["site_dir"]))
    notebooks.publish(Path(config["site_dir"]), _notebooks)
