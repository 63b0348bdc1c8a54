"""A copy of the project that builds a few pages of each edition, for the tests of
what a build or ``mkdocs serve`` does with one page (a full build of both editions
costs several times as much). A link to a page left out is reported at the info
level, so that the copy still builds with ``--strict``."""

from __future__ import annotations

from pathlib import Path

from practices.testing import site

HOMES = {"mkdocs.yml": "Home", "mkdocs.zh.yml": "首页"}


def small_project(dest: Path, pages: list[str]) -> Path:
    """The build inputs in ``dest``, with the home page and ``pages`` (English
    sources, ``tensors/x.md``) and their twins, each edition's nav naming them."""
    project = site.copy_build_inputs(dest)
    docs = project / "docs"
    kept = {"index", *(page.removesuffix(".md") for page in pages)}
    for path in docs.rglob("*.md"):
        if path.relative_to(docs).as_posix().split(".")[0] not in kept:
            path.unlink()
    for config, home in HOMES.items():
        text = (project / config).read_text(encoding="utf-8").split("\nnav:\n")[0]
        nav = [f"  - {home}: index.md", *(f"  - {page}" for page in pages)]
        text = text.replace(
            "\n  anchors: warn\n", "\n  anchors: info\n  not_found: info\n"
        )
        (project / config).write_text("\n".join([text, "nav:", *nav, ""]), "utf-8")
    return project
