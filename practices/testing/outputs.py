"""``--update-outputs`` (``python3 dev.py outputs``): where a block prints other
than the output it shows, rewrite that output, for review in the diff: in its
``snippets/…/name.out`` for a block directive, else in the page and its translation.

No page changes while the suite runs: a rewrite rides on its test report
(``user_properties``) to the controlling process, which applies them all at the end,
each page from the bottom up, so that no rewrite moves the lines of one still to come.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from practices import pages

from . import site

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
    ``block_line`` (a fence or a block directive): the indexes of its opening and
    closing fences in ``lines`` and its indent; None if the page has none."""
    found = [(b, o) for line, b, o in _blocks(lines) if line == block_line]
    if not found or found[0][0].output is None:
        return None
    block, origins = found[0]
    start, end = origins[block.output.start], origins[block.output.end]
    opening = lines[start]
    return start, end, opening[: len(opening) - len(opening.lstrip())]


def _no_output_block(page: Path, line: int) -> LookupError:
    return LookupError(f"{site.relative(page)}:{line}: no output block to rewrite")


def update(item: pytest.Item, output: str) -> None:
    """Note that the output after ``item``'s block is to show ``output``, rewritten
    at the end of the run; a page with no output block fails the block now."""
    block = item.block
    file = block.output_file
    text = (file or block.page).read_text(encoding="utf-8")
    if file is not None:
        rewrite = {"file": str(file)}
    elif output_span(text.split("\n"), block.line) is None:
        raise _no_output_block(block.page, block.line)
    else:
        rewrite = {"page": str(block.page), "line": block.line}
    # the digest: the text as the block's line was counted in
    rewrite.update(output=output, digest=pages.digest(text))
    item.user_properties.append((PROPERTY, rewrite))


def apply(page: Path, rewrites: dict[int, str]) -> dict[int, int]:
    """Rewrite the output blocks after the blocks opening on the page lines
    ``rewrites`` names, from the bottom up; return the line each block opens on
    afterwards."""
    lines = page.read_text(encoding="utf-8").split("\n")
    spans = {line: output_span(lines, line) for line in rewrites}
    missing = [line for line, span in spans.items() if span is None]
    if missing:
        raise _no_output_block(page, missing[0])
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
    """{page or output file: (the digests it was read with, {block line (0 for an
    output file): its output})}."""
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
    """Apply the run's rewrites, once every report has reached the controller."""
    if hasattr(config, "workerinput"):
        return
    for page, (digests, rewrites) in sorted(_collected(terminalreporter).items()):
        where = site.relative(page)
        if digests != {pages.digest(page.read_text(encoding="utf-8"))}:
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
        for path, todo in [(page, rewrites), (pages.twin(page), on_twin)]:
            moved = apply(path, todo) if todo else {}
            for line in sorted(moved.values()):
                terminalreporter.write_line(
                    f"{site.relative(path)}:{line}: rewrote the output block"
                )


def twin_rewrites(page: Path, rewrites: dict[int, str]) -> dict[int, str]:
    """The same rewrites on the page's translation, which shows the same blocks in
    the same order (a guard proves it)."""
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
