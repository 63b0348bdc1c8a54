"""The pytest side: every page under docs/ is a file of tests, one item a block
that runs (Python, or C++ compiled against libtorch)."""

from __future__ import annotations

import pickle
import shutil
import tempfile
from pathlib import Path

import pytest

from practices.pages import DEFAULT_LANGUAGE, language_of, reason_code

from . import cpp, marks, once, outputs, rendered, runner, site
from .blocks import Block, page_blocks
from .marks import pytest_configure  # noqa: F401 - a hook
from .outputs import pytest_addoption, pytest_terminal_summary  # noqa: F401 - hooks


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The site, built once per test run under <tmp>/built/<the path of site_url>."""
    with once.once(tmp_path_factory, "built") as (root, build):
        return rendered.build_site(root) if build else rendered.site_dir(root)


def pytest_collect_file(file_path: Path, parent):
    """An English page is a file of tests; its translation shows the very same
    blocks (tests/test_translations.py proves it), not a second run."""
    if (
        file_path.suffix == ".md"
        and file_path.is_relative_to(site.docs_dir())
        and language_of(file_path) == DEFAULT_LANGUAGE
    ):
        return MarkdownPage.from_parent(parent, path=file_path)
    return None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The C++ blocks last (their precompiled header is built meanwhile), the ``slow``
    first within each group (no worker is left with a long one at the end), each in
    its random order (a stable sort after pytest-randomly's shuffle); and skip what
    the machine cannot run, reported at the item's own page line."""
    items.sort(key=lambda item: (_is_cpp(item), not item.get_closest_marker("slow")))
    for item in items:
        codes = marks.missing([m.name for m in item.iter_markers()])
        if codes:
            # pytest folds mark skips per file in its summary: name the block here.
            where = f"{item.name}: " if isinstance(item, BlockItem) else ""
            item.add_marker(pytest.mark.skip(reason=where + marks.words(codes)))
            item.skip_codes = codes  # what its record stores


def _is_cpp(item: pytest.Item) -> bool:
    return isinstance(item, BlockItem) and item.block.is_cpp


def pytest_collection_finish(session: pytest.Session) -> None:
    """Where C++ blocks will be compiled, start precompiling their header now."""
    skips = [item.get_closest_marker("skip") for item in session.items if _is_cpp(item)]
    if cpp.compiler() and not all(skips):  # one that runs
        cpp.start_precompiling()


class MarkdownPage(pytest.File):
    def collect(self):
        runs = [block for block in page_blocks(self.path) if block.runs]
        # ``uses_previous``: {a block: the block before it, whose files it uses}
        after = {
            id(block): before
            for before, block in zip(runs, runs[1:], strict=False)
            if "uses_previous" in block.mark_names
        }
        for block in runs:
            shows = block.label.removeprefix("snippets/").removesuffix(".py")
            name = f"line {block.line}" + (f" ({shows})" if block.snippets else "")
            item = BlockItem.from_parent(self, name=name, block=block, after=after)
            for mark in sorted(block.mark_names):
                item.add_marker(getattr(pytest.mark, mark))
            on_gpu = block.mark_names & set(marks.GPU)
            if not on_gpu and marks.gpu_sensitive(block.code):
                item.add_marker(pytest.mark.gpu_sensitive)
            yield item


def _run(block: Block, workdir: str) -> runner.Result:
    """Run a block in ``workdir``: C++ compiled, Python in this process or its own
    (``filename``: what its tracebacks name)."""
    filename = f"{site.relative(block.page)}, block at line {block.line}"
    if block.is_cpp:
        return cpp.run(block.code, filename, workdir=workdir)
    if "subprocess" in block.mark_names:
        return runner.run_in_subprocess(block.code, filename, workdir=workdir)
    return runner.run_in_process(block.code, filename, workdir)


def _run_shared(item: BlockItem, block: Block) -> tuple[runner.Result, Path]:
    """A block whose files the next block uses (``uses_previous``): run once per
    test run (``once``), in a folder the run's processes share; the others get what
    it printed and the files it left."""
    name = f"shared-block-{block.code_hash}"  # the block as it runs (its record's key)
    with once.once(item.config._tmp_path_factory, name) as (folder, fill):
        files, printed = folder / "files", folder / "result.pickle"
        if fill:
            files.mkdir()
            _inputs(item, block, files)
            printed.write_bytes(pickle.dumps(_run(block, str(files))))
        return pickle.loads(printed.read_bytes()), files


def _skip_unless_runnable(block: Block, who: str) -> None:
    """Skip where this machine cannot run ``block``: a need of its marks that it
    lacks, or the optional package it imports. The reason starts with ``who``, the
    block skipped: pytest's summary would otherwise fold such skips per page."""
    codes = marks.missing(sorted(block.mark_names))
    if codes:
        raise marks.Unrunnable(who, codes)
    if block.importorskip:
        try:
            pytest.importorskip(block.importorskip)
        except pytest.skip.Exception:
            code = reason_code("package", block.importorskip)
            raise marks.Unrunnable(who, [code]) from None


def _inputs(item: BlockItem, block: Block, workdir: Path) -> None:
    """Into ``workdir``, the files of the block before when ``block`` uses them (run
    once in the run, as shown). A block the machine cannot run skips the block that
    uses it too."""
    before = item.after.get(id(block))
    if before is None:
        return
    where = f"{site.relative(before.page)}:{before.line}"
    _skip_unless_runnable(before, f"the block this one uses ({where})")
    try:
        _, files = _run_shared(item, before)
    except runner.BlockFailure as failure:
        raise runner.BlockFailure(
            f"The block this one uses ({where}) failed:\n{failure.report}", None
        ) from None
    shutil.copytree(files, workdir, dirs_exist_ok=True)


class BlockItem(pytest.Item):
    def __init__(self, *, block: Block, after: dict[int, Block], **kwargs):
        super().__init__(**kwargs)
        self.block = block
        self.after = after  # as in MarkdownPage.collect
        self.output: str | None = None  # what the block printed, once it ran

    def runtest(self) -> None:
        block = self.block
        _skip_unless_runnable(block, f"{site.relative(block.page)}: {self.name}")
        if id(block) in map(id, self.after.values()):  # the next block uses it
            result, _ = _run_shared(self, block)
        else:
            with tempfile.TemporaryDirectory(prefix="block-") as workdir:
                _inputs(self, block, Path(workdir))
                result = _run(block, workdir)
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
            k = failure.code_line  # 1-based, in the block's code
            origin = block.origins[k - 1] if 1 <= k <= len(block.origins) else None
            where = str(origin) if origin else f"{page}:{block.line}"
            if origin and origin.path != page:
                where = f"{page}:{block.line}, from {origin}"
        return f"{where}\n\n{failure.report}"

    def reportinfo(self):
        return self.block.page, self.block.line - 1, self.name
