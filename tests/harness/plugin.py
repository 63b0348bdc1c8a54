"""The pytest side: every page under docs/ is a file of tests, one item a block
that runs (Python, or C++ compiled against libtorch)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from site_extensions.pages import DEFAULT_LANGUAGE, language_of

from . import cpp, marks, once, outputs, rendered, runner, site
from .blocks import Block, page_blocks


def pytest_addoption(parser: pytest.Parser) -> None:
    outputs.pytest_addoption(parser)


def pytest_configure(config: pytest.Config) -> None:
    marks.register(config)


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    outputs.pytest_terminal_summary(terminalreporter, exitstatus, config)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The site, built once per test run (one worker builds it, the others wait
    for it) under <tmp>/built/<the path of site_url>."""
    with once.once(tmp_path_factory, "built") as (root, build):
        return rendered.build_site(root) if build else rendered.site_dir(root)


def pytest_collect_file(file_path: Path, parent):
    """An English page is a file of tests. A translation (``x.zh.md``) shows the
    very same blocks, which tests/test_translations.py proves: it is a view of the
    English page's blocks, their records and badges, not a second run."""
    if (
        file_path.suffix == ".md"
        and file_path.is_relative_to(site.docs_dir())
        and language_of(file_path) == DEFAULT_LANGUAGE
    ):
        return MarkdownPage.from_parent(parent, path=file_path)
    return None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Skip what the machine cannot run, reported at the item's own page line."""
    for item in items:
        reasons = marks.missing([m.name for m in item.iter_markers()])
        if reasons:
            # pytest folds mark skips per file in its summary: name the block here.
            where = f"{item.name}: " if isinstance(item, BlockItem) else ""
            item.add_marker(pytest.mark.skip(reason=where + "; ".join(reasons)))


def pytest_collection_finish(session: pytest.Session) -> None:
    """Where C++ blocks will be compiled, start precompiling their header now."""
    cpp_blocks = [
        item
        for item in session.items
        if isinstance(item, BlockItem)
        and item.block.is_cpp
        and not item.get_closest_marker("skip")
    ]
    if cpp_blocks and cpp.compiler():
        cpp.start_precompiling()


def block_marks(block: Block) -> list[pytest.MarkDecorator]:
    """The block's ``<!--pytest.mark.NAME-->`` comments, as pytest marks."""
    return [getattr(pytest.mark, name) for name in sorted(block.mark_names)]


def item_name(block: Block) -> str:
    snippets = block.snippets
    where = (
        f" ({snippets[0].removeprefix('snippets/').removesuffix('.py')})"
        if snippets
        else ""
    )
    return f"line {block.line}{where}"


class MarkdownPage(pytest.File):
    def collect(self):
        previous: Block | None = None
        for block in page_blocks(self.path):
            if not block.runs:
                continue
            after = previous if "uses_previous" in block.mark_names else None
            item = BlockItem.from_parent(
                self, name=item_name(block), block=block, after=after
            )
            for mark in block_marks(block):
                item.add_marker(mark)
            previous = block
            yield item


def _filename(block: Block) -> str:
    """The name a block's code is compiled under; tracebacks show it."""
    return f"{site.relative(block.page)}, block at line {block.line}"


def _run(block: Block, workdir: str, own_process: bool) -> runner.Result:
    """Run a block in ``workdir``: C++ compiled, Python in this process or its own."""
    if block.is_cpp:
        return cpp.run(block.code, _filename(block), workdir=workdir)
    if own_process:
        return runner.run_in_subprocess(block.code, _filename(block), workdir=workdir)
    return runner.run_in_process(block.code, _filename(block), workdir)


class BlockItem(pytest.Item):
    def __init__(self, *, block: Block, after: Block | None = None, **kwargs):
        super().__init__(**kwargs)
        self.block = block
        # ``uses_previous``: the block shown before it, run first in the same folder
        self.after = after
        self.output: str | None = None  # what the block printed, once it ran

    def runtest(self) -> None:
        block = self.block
        if block.importorskip:
            # Named like a mark's skip: the report would otherwise fold every
            # such skip into one line at this file.
            where = f"{site.relative(block.page)}: {self.name}"
            pytest.importorskip(
                block.importorskip,
                reason=f"{where}: needs the optional package {block.importorskip!r}",
            )
        with tempfile.TemporaryDirectory(prefix="block-") as workdir:
            if self.after is not None:
                # What the reader ran just before, exactly as shown, in a process
                # of its own: its files are this block's input.
                _run(self.after, workdir, own_process=True)
            own_process = self.get_closest_marker("subprocess") is not None
            result = _run(block, workdir, own_process)
        self.output = result.output
        if block.expected_output is not None:
            diff = runner.compare_output(
                block.expected_output, result.output, block.ignore_whitespace
            )
            if diff and self.config.getoption("--update-outputs"):
                outputs.update(self, result.output)  # applied at the end of the run
            elif diff:
                raise runner.BlockFailure(
                    "The output differs from the expected-output block:\n" + diff, None
                )

    def repr_failure(self, excinfo, style=None):
        if not isinstance(excinfo.value, runner.BlockFailure):
            return super().repr_failure(excinfo, style)
        failure = excinfo.value
        block = self.block
        page = site.relative(block.page)
        if failure.code_line is None:
            where = f"{page}:{block.line} (the block that starts here)"
        else:
            origin = block.origin(failure.code_line)
            where = str(origin) if origin else f"{page}:{block.line}"
            if origin and origin.path != page:
                where = f"{page}:{block.line}, from {origin}"
        return f"{where}\n\n{failure.report}"

    def reportinfo(self):
        return self.block.page, self.block.line - 1, f"{self.name}"
