"""Rewrite the outputs a page shows from what its blocks print now.

``python3 dev.py outputs`` runs the page suite with ``--update-outputs``: where a
block prints something other than the ``expected-output`` block after it, that output
block is rewritten in the page, in place, for the contributor to review in the diff.
Without the option, a difference fails the test as always.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from . import site

MARKER = "pytest-codeblocks:expected-output"
_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-outputs",
        action="store_true",
        help="rewrite each page's expected-output blocks with what the blocks print",
    )


def rewrite(page: Path, block_line: int, output: str) -> int | None:
    """Replace the body of the output block that follows the block whose fence opens
    on page line ``block_line`` (1-based). Returns how many lines the page grew by
    (negative if it shrank), or None if the page has no such block."""
    lines = page.read_text(encoding="utf-8").split("\n")
    k = block_line  # the line after the opening fence, 0-based
    marker = next((i for i in range(k, len(lines)) if MARKER in lines[i]), None)
    if marker is None:
        return None
    start = next(
        (i for i in range(marker + 1, len(lines)) if _FENCE.match(lines[i])), None
    )
    if start is None:
        return None
    opened = _FENCE.match(lines[start])
    indent, fence = opened["indent"], opened["fence"]
    end = next(
        (
            i
            for i in range(start + 1, len(lines))
            if lines[i].strip().startswith(fence)
            and not lines[i].strip().strip(fence[0])
        ),
        None,
    )
    if end is None:
        return None
    body = [f"{indent}{line}".rstrip() for line in output.rstrip("\n").split("\n")]
    lines[start + 1 : end] = body
    page.write_text("\n".join(lines), encoding="utf-8")
    return len(body) - (end - start - 1)


def update(config: pytest.Config, page: Path, block_line: int, output: str) -> str:
    """Rewrite the output block, and say so in the run's report.

    ``block_line`` is the block's line when the page was collected; rewrites
    earlier in the page since then have moved it by the lines they added."""
    shifts = config.stash.setdefault(_SHIFTS, {}).setdefault(page, [])
    line = block_line + sum(grew for at, grew in shifts if at < block_line)
    grew = rewrite(page, line, output)
    if grew is None:
        raise LookupError(f"{site.relative(page)}:{line}: no output block to rewrite")
    shifts.append((block_line, grew))
    note = f"{site.relative(page)}:{line}: rewrote the output block"
    config.stash.setdefault(_REWRITTEN, []).append(note)
    return note


_REWRITTEN = pytest.StashKey[list]()
_SHIFTS = pytest.StashKey[dict]()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    for note in config.stash.get(_REWRITTEN, []):
        terminalreporter.write_line(note)
