"""Where the site's pages live, and the options its snippet includes are expanded with."""

from __future__ import annotations

import functools
import logging
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MKDOCS_YML = ROOT / "mkdocs.yml"


@functools.cache
def mkdocs_config():
    """The site's configuration, loaded and validated by MkDocs itself."""
    from mkdocs.config import load_config

    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    return load_config(config_file=str(MKDOCS_YML))


def docs_dir() -> Path:
    return Path(mkdocs_config()["docs_dir"])


def pages() -> list[Path]:
    """Every Markdown page of the site, in a stable order."""
    return sorted(docs_dir().rglob("*.md"))


def snippet_options() -> dict:
    """The ``pymdownx.snippets`` options exactly as the site's build gets them."""
    from pymdownx.snippets import SnippetExtension

    given = mkdocs_config()["mdx_configs"].get("pymdownx.snippets", {})
    options = SnippetExtension(**given).getConfigs()
    # MkDocs resolves base_path against the directory it runs in: the project root.
    base = options["base_path"]
    base = [base] if isinstance(base, str) else base
    options["base_path"] = [str(ROOT / b) for b in base]
    return options


def snippet_dirs() -> list[Path]:
    return [Path(b) for b in snippet_options()["base_path"]]


def relative(path: str | Path) -> str:
    """A path as a person reads it in a report: relative to the project root."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
