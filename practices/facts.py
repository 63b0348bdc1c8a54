"""Facts about the build (:func:`facts`), written into pages where they say
``<span data-fact="NAME">fallback words</span>``. Zensical, running no hooks, shows
the fallback words; a name not known fails the build, so a typo cannot reach a reader.
"""

from __future__ import annotations

import datetime as dt
import functools
import os
import re
import subprocess
import time

from .i18n import t
from .pages import ROOT, releases

PLACEHOLDER = re.compile(r'<span data-fact="([a-z_]+)">[^<]*</span>')


def _git(*args: str) -> str | None:
    try:
        proc = subprocess.run(
            ["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=10
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return (proc.returncode == 0 and proc.stdout.strip()) or None


@functools.cache
def facts() -> dict[str, str]:
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH") or time.time())
    built = dt.datetime.fromtimestamp(epoch, dt.UTC)
    return {
        "torch_version": releases()[0],  # the default lane's, from pyproject.toml
        "older_releases": " and ".join(releases()[1:]),  # the other lanes'
        "build_date": built.date().isoformat(),  # UTC; SOURCE_DATE_EPOCH wins
        "commit_date": _git("log", "-1", "--format=%cs") or "unknown",
        "commit": _git("log", "-1", "--format=%h") or "unknown",
    }


def fill(lines: list[str], page, md) -> list[str]:
    """The stage (practices/stages.py): each fact's placeholder, filled."""
    # the one fact worded in the page's language: "2.14.1 and 2.13.0"
    known = {**facts(), "older_releases": t("and").join(releases()[1:])}

    def filled(match: re.Match) -> str:
        name = match.group(1)
        if name not in known:
            raise KeyError(f"unknown site fact {name!r}; known: {sorted(known)}")
        return f'<span data-fact="{name}">{known[name]}</span>'

    return [PLACEHOLDER.sub(filled, line) for line in lines]
