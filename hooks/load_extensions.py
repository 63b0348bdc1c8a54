"""MkDocs hook: this site's Markdown extensions (site_extensions/) and page sources.

The extensions are added here rather than by name under ``markdown_extensions``
because MkDocs imports extensions by module name while validating the config, and the
repository root is not on ``sys.path`` when ``mkdocs`` runs as a console script. A
hook is loaded by file path, so this works however MkDocs is started. The hook also
links each code caption to its snippet file and a download, and writes each page's
source with its includes expanded (site_extensions/page_sources.py).

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

from site_extensions import page_sources, records  # noqa: E402
from site_extensions.facts import FactsExtension  # noqa: E402
from site_extensions.mathml import MathMLExtension  # noqa: E402
from site_extensions.measurements import MeasurementsExtension  # noqa: E402
from site_extensions.outputs import OutputsExtension  # noqa: E402
from site_extensions.pages import ROOT  # noqa: E402
from site_extensions.records import RecordsExtension  # noqa: E402

_sources: dict[str, str] = {}


def on_config(config):
    config.markdown_extensions.extend(
        [
            FactsExtension(),
            MeasurementsExtension(),
            MathMLExtension(),
            RecordsExtension(),
            OutputsExtension(),
        ]
    )
    return config


def on_page_markdown(markdown, page, config, files):
    # The verification lines show this page's records and link to its address.
    records.begin_page(
        page.file.src_uri, page.url, config["site_url"], config["repo_url"]
    )
    given = config["mdx_configs"].get("pymdownx.snippets", {})
    options = page_sources.snippet_options(given, ROOT)
    _sources[page.file.src_uri] = page_sources.expanded(markdown, options)
    return markdown


def on_page_content(html, page, config, files):
    return page_sources.link_captions(html, page.url, config["repo_url"])


def on_post_build(config):
    page_sources.publish(Path(config["site_dir"]), ROOT, _sources)
