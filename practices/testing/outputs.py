"""Rewrite the outputs a page shows from what its blocks print now.

``python3 dev.py outputs`` runs the page suite with ``--update-outputs``: where a
block prints something other than the output it shows, that output is rewritten, for
the contributor to review in the diff: a block directive's in the one file it is
stored in (``snippets/…/name.out``, which both languages show), an output block
written out on a page in the page, in place, and in its translation. Without the
option, a difference fails the test as always.

No page changes while the suite runs: a block's rewrite rides on its test report
(``user_properties``, which pytest-xdist carries from a worker to the controlling
process), and the controlling process applies them at the end of the session, page
by page, from the bottom of the page up, so that no rewrite moves the lines of one
still to be made.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from practices import pages

from . import site

# The key of a rewrite among a report's user_properties.
PROPERTY = "practices-rewritten-output"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-outputs",
        action="store_true",
        help="rewrite each page's expected-output blocks with what the blocks print",
    )


def _blocks(lines: list[str]) -> list[tuple[int, pages.RawBlock, list[int]]]:
    """(page line, block, page index of each written line) of every block of a
    page's ``lines``, its block directives written out."""
    written = pages.directed("\n".join(lines), site.snippet_dirs()[0])
    return [
        (written.origins[block.start] + 1, block, written.origins)
        for block in pages.blocks(written.lines)
        if block.output is None or block.output.start not in written.outputs
    ]


def output_span(lines: list[str], block_line: int) -> tuple[int, int, str] | None:
    """The output block written on the page after the block that opens on page line
    ``block_line`` (1-based; a fence or a block directive): the indexes of its
    opening and closing fence lines in ``lines`` and its indent, or None if the
    page has no such block (an output stored in a file is not on the page)."""
    found = [(b, o) for line, b, o in _blocks(lines) if line == block_line]
    if not found or found[0][0].output is None:
        return None
    block, origins = found[0]
    start, end = origins[block.output.start], origins[block.output.end]
    opening = lines[start]
    indent = opening[: len(opening) - len(opening.lstrip())]
    return start, end, indent


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def update(item: pytest.Item, output: str) -> None:
    """Note that the output block after ``item``'s block is to show ``output``.

    The file or page is rewritten at the end of the run
    (``pytest_terminal_summary``); a page with no output block to rewrite fails the
    block now."""
    block = item.block
    if block.output_file is not None:
        text = block.output_file.read_text(encoding="utf-8")
        rewrite = {"file": str(block.output_file), "output": output}
        item.user_properties.append((PROPERTY, {**rewrite, "digest": _digest(text)}))
        return
    text = block.page.read_text(encoding="utf-8")
    if output_span(text.split("\n"), block.line) is None:
        where = f"{site.relative(block.page)}:{block.line}"
        raise LookupError(f"{where}: no output block to rewrite")
    rewrite = {
        "page": str(block.page),
        "line": block.line,
        "output": output,
        "digest": _digest(text),  # the page as the block's line was counted in
    }
    item.user_properties.append((PROPERTY, rewrite))


def apply(page: Path, rewrites: dict[int, str]) -> dict[int, int]:
    """Rewrite the output blocks after the blocks whose fences open on the page lines
    ``rewrites`` names, each with its output. All lines are those of the page as it
    is; the rewrites are made from the bottom up. Returns, for each block, the line
    its fence opens on afterwards."""
    lines = page.read_text(encoding="utf-8").split("\n")
    spans = {line: output_span(lines, line) for line in rewrites}
    missing = [line for line, span in spans.items() if span is None]
    if missing:
        raise LookupError(
            f"{site.relative(page)}:{missing[0]}: no output block to rewrite"
        )
    grew = {}
    for line in sorted(rewrites, reverse=True):
        start, end, indent = spans[line]
        output = rewrites[line].rstrip("\n").split("\n")
        body = [f"{indent}{text}".rstrip() for text in output]
        lines[start + 1 : end] = body
        grew[line] = len(body) - (end - start - 1)
    page.write_text("\n".join(lines), encoding="utf-8")
    return {
        line: line + sum(g for other, g in grew.items() if other < line)
        for line in rewrites
    }


def _collected(terminalreporter) -> dict[Path, tuple[set[str], dict[int, str]]]:
    """The rewrites the run's reports carry, by page or output file: the digests
    of the file they were counted in, and the output for each block line (0 for
    an output file)."""
    pages: dict[Path, tuple[set[str], dict[int, str]]] = {}
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for key, rewrite in getattr(report, "user_properties", ()):
                if key != PROPERTY:
                    continue
                path = Path(rewrite.get("file") or rewrite["page"])
                digests, outputs = pages.setdefault(path, (set(), {}))
                digests.add(rewrite["digest"])
                outputs[rewrite.get("line", 0)] = rewrite["output"]
    return pages


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Apply the run's rewrites and say where, once, in the controlling process.

    pytest calls this at the end of the session (from its ``pytest_sessionfinish``),
    after every test's report has reached this process, and in no pytest-xdist
    worker."""
    if hasattr(config, "workerinput"):
        return
    for page, (digests, rewrites) in sorted(_collected(terminalreporter).items()):
        where = site.relative(page)
        if digests != {_digest(page.read_text(encoding="utf-8"))}:
            terminalreporter.write_line(
                f"{where}: changed while the suite ran; its output blocks were "
                "not rewritten: run `python3 dev.py outputs` again",
                red=True,
            )
            continue
        if page.suffix == ".out":  # a block directive's output, shown on both pages
            page.write_text(pages.stored(rewrites[0]), encoding="utf-8")
            terminalreporter.write_line(f"{where}: rewrote the output")
            continue
        on_twin = twin_rewrites(page, rewrites)  # read before the page changes
        for line in sorted(apply(page, rewrites).values()):
            terminalreporter.write_line(f"{where}:{line}: rewrote the output block")
        if on_twin:
            twin = pages.twin(page)
            for line in sorted(apply(twin, on_twin).values()):
                terminalreporter.write_line(
                    f"{site.relative(twin)}:{line}: rewrote the output block"
                )


def twin_rewrites(page: Path, rewrites: dict[int, str]) -> dict[int, str]:
    """The same rewrites on the page's translation, which shows the same blocks in
    the same order (a guard proves it): {twin's block line: output}."""
    twin = pages.twin(page)
    if not twin.exists():
        return {}
    ours = _blocks(page.read_text(encoding="utf-8").split("\n"))
    theirs = _blocks(twin.read_text(encoding="utf-8").split("\n"))
    index = {line: k for k, (line, _, _) in enumerate(ours)}
    return {
        theirs[index[line]][0]: output
        for line, output in rewrites.items()
        if index.get(line, len(theirs)) < len(theirs)
    }
