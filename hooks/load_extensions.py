"""MkDocs hook: load this site's Markdown extensions (site_extensions/).

They are added here rather than by name under ``markdown_extensions`` because MkDocs
imports extensions by module name while validating the config, and the repository
root is not on ``sys.path`` when ``mkdocs`` runs as a console script. A hook is
loaded by file path, so this works however MkDocs is started. Zensical reads the
same mkdocs.yml but runs no hooks: there, facts show their fallback words and math
its LaTeX source (see docs/about/how-this-site-stays-true.md).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from site_extensions.facts import FactsExtension  # noqa: E402
from site_extensions.mathml import MathMLExtension  # noqa: E402
from site_extensions.records import RecordsExtension  # noqa: E402


def on_config(config):
    config.markdown_extensions.extend(
        [FactsExtension(), MathMLExtension(), RecordsExtension()]
    )
    return config
