"""Move each pitfall section's one-line fix to the top of the section.

``python3 scripts/fix_first.py [PAGE ...]`` rewrites the pages (every page of the
site when none is named): in each section with Pitfall and Fix tabs whose
``**Fix:**`` (``**修正：**``) paragraph sits right above the tabs, that paragraph
moves to right under the section's heading, before the cause. Running it again
changes nothing; tests/test_fix_first.py checks the result.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from test_fix_first import (  # noqa: E402
    FIX,
    PITFALL_TAB,
    heading_above,
    tab_groups,
)

from practices import pages  # noqa: E402
from practices.testing import site  # noqa: E402


def fix_first(text: str, language: str) -> str:
    """``text`` with each pitfall section's fix paragraph moved under its heading."""
    lines = text.splitlines()
    groups = [s for s, labels in tab_groups(lines) if PITFALL_TAB[language] in labels]
    for start in reversed(groups):
        top = heading_above(lines, start)
        if top is None:
            continue
        end = start - 1
        while end > top and not lines[end].strip():
            end -= 1
        first = end
        while first - 1 > top and lines[first - 1].strip():
            first -= 1
        if not lines[first].startswith(FIX[language]):
            continue
        body = top + 1
        while body < first and not lines[body].strip():
            body += 1
        if body == first:
            continue
        fix = lines[first : end + 1]
        # drop the fix and the blank line after it, then put it first
        del lines[first : end + 2]
        lines[body:body] = [*fix, ""]
    return "\n".join(lines) + ("\n" if text.endswith("\n") else "")


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or site.pages()
    for path in paths:
        text = path.read_text(encoding="utf-8")
        moved = fix_first(text, pages.language_of(path))
        if moved != text:
            path.write_text(moved, encoding="utf-8")
            print(f"moved the fix first: {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
