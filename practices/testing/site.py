"""Where the site's pages live, and the options its snippet includes are expanded with."""

from __future__ import annotations

import functools
import logging
import shutil
from pathlib import Path

from practices import page_sources
from practices.pages import ROOT, relative

__all__ = ["ROOT", "relative"]

# What a build of the site reads: its configuration, the pages and snippets, the
# theme overrides, the hook and its extensions, the records they show, and the lock
# (a notebook pins what it installs).
BUILD_INPUTS = [
    *["mkdocs.yml", "mkdocs.zh.yml", "pyproject.toml", "docs", "snippets"],
    *["overrides", "practices", "records", "requirements"],
]


def copy_build_inputs(dest: Path, *, without: tuple[str, ...] = ()) -> Path:
    """Copy what a build reads into ``dest`` (a project of its own for a test)."""
    dest.mkdir(parents=True, exist_ok=True)
    for name in [n for n in BUILD_INPUTS if n not in without]:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name)
        elif src.is_file():
            shutil.copy(src, dest / name)
    return dest


@functools.cache
def mkdocs_config():
    """The site's configuration, loaded and validated by MkDocs itself."""
    from mkdocs.config import load_config

    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    return load_config(config_file=str(ROOT / "mkdocs.yml"))


def docs_dir() -> Path:
    return Path(mkdocs_config()["docs_dir"])


def pages() -> list[Path]:
    """Every Markdown page of the site, in a stable order."""
    return sorted(docs_dir().rglob("*.md"))


def snippet_options() -> dict:
    """The ``pymdownx.snippets`` options exactly as the site's build gets them."""
    given = mkdocs_config()["mdx_configs"].get("pymdownx.snippets", {})
    return page_sources.snippet_options(given, ROOT)


def snippet_dirs() -> list[Path]:
    return [Path(b) for b in snippet_options()["base_path"]]
