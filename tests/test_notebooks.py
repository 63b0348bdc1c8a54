"""Each page's notebook holds the blocks the tests ran, with the outputs the page shows.

The build writes a notebook next to each page with code (practices/notebooks.py)
and links it under the page's title. These tests read the notebooks of the built site
and hold them against the harness's own view of each page (``page_blocks``: the
blocks the tests run, cut from the page with its includes expanded): the same code,
cell by cell, only the code annotations' comments fewer; the same outputs; the
headings and what a block needs, before it. One notebook is then run in Jupyter
(nbclient and ipykernel, pinned in the test group), and prints what its page shows.
"""

from __future__ import annotations

import ast
import html as html_module
import json
import re
import subprocess
import sys

import pytest
from english import english_left

from practices import notebooks, pages
from practices.i18n import LANGUAGES, WORDS, t
from practices.pages import ZH, heading_text, language_of
from practices.testing import marks, rendered, runner, site
from practices.testing.blocks import Block, page_blocks

PAGES = [page for page in site.pages() if any(b.runs for b in page_blocks(page))]
IDS = [site.relative(page) for page in PAGES]
# A CPU-only page of a few quick blocks, run in Jupyter
RUN_IN_JUPYTER = site.docs_dir() / "tensors" / "convolution-as-unfold.md"
MARKERS = ("--8<--", "isort: split")


def _running(page) -> list[Block]:
    return [block for block in page_blocks(page) if block.runs]


def _notebook_path(page, built_site):
    src_uri = page.relative_to(site.docs_dir()).as_posix()
    url = rendered.manifest(built_site)[src_uri]["url"]
    return built_site / url / notebooks.file_name(src_uri)


def _notebook(page, built_site) -> dict:
    return json.loads(_notebook_path(page, built_site).read_text(encoding="utf-8"))


def _text(cell_or_output, key="source") -> str:
    value = cell_or_output[key]
    return value if isinstance(value, str) else "".join(value)


def _by_block(notebook: dict) -> dict[int, list[int]]:
    """{block number: the indexes of its code cells}, in notebook order."""
    out: dict[int, list[int]] = {}
    for k, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] == "code":
            out.setdefault(cell["metadata"]["practices"]["block"], []).append(k)
    return out


def test_every_mark_a_page_may_carry_is_said_before_its_cell_or_asks_nothing():
    for name, mark in marks.MARKS.items():
        if mark.on_pages:
            assert name in notebooks.NOTES or name in notebooks.SILENT, name
    for key in [*notebooks.NOTES.values(), "notebook package", "notebook needs"]:
        assert all(WORDS[key][lang] for lang in LANGUAGES), key


def test_no_notebook_is_committed():
    tracked = subprocess.run(
        ["git", "ls-files", "*.ipynb"],
        cwd=site.ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert not tracked, f"notebooks are built, never committed: {tracked}"


@pytest.mark.parametrize(
    "page", site.pages(), ids=[site.relative(p) for p in site.pages()]
)
def test_a_page_links_its_notebook_under_its_title_if_it_has_code(page, built_site):
    lang = language_of(page)
    src_uri = page.relative_to(site.docs_dir()).as_posix()
    html = rendered.html_for(page, built_site).read_text(encoding="utf-8")
    name = notebooks.file_name(src_uri)
    link = re.search(
        r'<p class="notebook-download"[^>]*><a href="(?P<href>[^"]+)" '
        r'download aria-label="(?P<label>[^"]+)" title="(?P<title>[^"]+)" '
        r'class="md-content__button md-icon"><svg[^>]*><path d="[^"]+"/></svg></a></p>',
        html,
    )
    if page not in PAGES:
        assert link is None and not _notebook_path(page, built_site).exists()
        return
    assert link, f"{site.relative(page)}: no link to its notebook"
    assert (link["href"], link["label"]) == (name, t("notebook link", lang))
    assert link["title"] == html_module.escape(t("notebook link title", lang))
    # A button in the row under the title, right after it, before the page line
    title_end = html.find("</h1>") + len("</h1>")
    assert 4 < title_end <= link.start(), "the button is not after the title"
    assert not re.sub(r"\s", "", html[title_end : link.start()])
    assert html.find('class="verified-page"', link.end()) != -1
    assert _notebook_path(page, built_site).is_file()


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_notebook_cells_are_the_blocks_that_ran(page, built_site):
    """Cell by cell, the code the harness runs (only code annotations fewer), with
    the output the page shows, under the block's section, after what it needs."""
    lang = language_of(page)
    notebook = _notebook(page, built_site)
    cells = notebook["cells"]
    assert notebook["nbformat"] == 4
    by_block = _by_block(notebook)
    blocks = _running(page)
    python = [n for n, b in enumerate(blocks, start=1) if b.is_python]
    # The code cells are the Python blocks, in page order, and no other
    assert list(by_block) == python
    where = 0  # every block's cells come after the cells of the block before it
    for number, block in enumerate(blocks, start=1):
        name = f"{site.relative(page)}:{block.line}"
        if block.is_cpp:  # shown to read, in a Markdown cell
            shown = [
                k
                for k, cell in enumerate(cells)
                if cell["cell_type"] == "markdown"
                and f"```cpp\n{block.code}```" in _text(cell)
            ]
            assert shown and shown[0] > where, name
            where = shown[0]
            continue
        mine = by_block[number]
        assert mine[0] > where and mine == list(range(mine[0], mine[-1] + 1)), name
        where = mine[-1]
        assert len(mine) == len(block.fence_hashes), name  # a cell per fence
        code = "".join(_text(cells[k]) + "\n" for k in mine if _text(cells[k]))
        # The same program: the same syntax tree, line for line the same lines but
        # for the code annotations' comments, and no snippet or tool markers
        assert ast.dump(ast.parse(code)) == ast.dump(ast.parse(block.code)), name
        ran, kept = block.code.splitlines(), code.splitlines()
        assert len(ran) == len(kept), name
        for line, cell_line in zip(ran, kept, strict=True):
            dropped = line[len(cell_line) :] if line.startswith(cell_line) else None
            assert dropped is not None, f"{name}: {cell_line!r} is not {line!r}"
            # the comment Material turns into a marker: the one thing a cell drops
            assert not dropped or pages.MARKED.fullmatch(dropped), (name, line)
            assert not any(marker in cell_line for marker in MARKERS), name
        # The output the page shows, on the block's last cell; none on the others
        outputs = [cells[k]["outputs"] for k in mine]
        assert not any(outputs[:-1]), name
        shown = "".join(_text(o, "text") for o in outputs[-1])
        assert shown == (block.expected_output or ""), name
        assert all(o["name"] == "stdout" for o in outputs[-1]), name
        # The block's section heading is the last heading before it (the title
        # cell's, for a block before the page's first section: it has none)
        headings = [
            _text(cell).split("\n")[0]
            for cell in cells[: mine[0]]
            if cell["cell_type"] == "markdown" and _text(cell).startswith("#")
        ]
        wanted = f"## {heading_text(block.section)}" if block.section else "# "
        assert headings[-1].startswith(wanted), name
        assert (len(headings) == 1) == (not block.section), name
        # What it needs, in the cell just before it
        needs = notebooks.notes(block.mark_names, block.importorskip, lang)
        before = cells[mine[0] - 1]
        for sentence in needs:
            assert before["cell_type"] == "markdown", name
            assert sentence in _text(before), f"{name}: {sentence!r}"


@pytest.mark.parametrize(
    "page", [p for p in PAGES if language_of(p) == ZH], ids=site.relative
)
def test_a_chinese_notebook_says_its_own_words_in_chinese(page, built_site):
    """The words the build writes between the cells (what a block needs, that C++
    is there to read, the introduction), without the code they quote."""
    for cell in _notebook(page, built_site)["cells"]:
        text = _text(cell)
        if cell["cell_type"] != "markdown" or text.startswith("## "):
            continue  # code, and the page's own headings
        words = re.sub(r"```.*?```|`[^`]*`|\[[^\]]*\]\([^)]*\)", " ", text, flags=re.S)
        words = words.replace("*", " ")  # emphasis is not part of a word
        assert not english_left(words), (site.relative(page), english_left(words))


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_notebook_is_valid_nbformat(page, built_site):
    nbformat = pytest.importorskip(
        "nbformat", reason="nbformat is not installed (nbclient, in the test group)"
    )
    nbformat.validate(nbformat.reads(_notebook_path(page, built_site).read_text(), 4))


def test_a_notebook_runs_in_jupyter_and_prints_what_its_page_shows(
    built_site, tmp_path, monkeypatch
):
    nbclient = pytest.importorskip(
        "nbclient", reason="nbclient is not installed (the test group pins it)"
    )
    pytest.importorskip(
        "ipykernel", reason="ipykernel is not installed (the test group pins it)"
    )
    import nbformat
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import AsyncKernelManager

    # Jupyter's and IPython's own files (connection files, a profile) stay here
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", str(tmp_path / "runtime"))
    monkeypatch.setenv("IPYTHONDIR", str(tmp_path / "ipython"))

    # A kernel of this very interpreter, whatever kernels the machine has
    spec = tmp_path / "kernels" / "python3"
    spec.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    kernel = {"argv": argv, "display_name": "Python 3", "language": "python"}
    (spec / "kernel.json").write_text(json.dumps(kernel), encoding="utf-8")
    specs = KernelSpecManager(
        kernel_dirs=[str(tmp_path / "kernels")], ensure_native_kernel=False
    )
    manager = AsyncKernelManager(kernel_name="python3", kernel_spec_manager=specs)
    folder = tmp_path / "run"  # where the cells run, and write what they write
    folder.mkdir()

    path = _notebook_path(RUN_IN_JUPYTER, built_site)
    notebook = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(
        notebook,
        km=manager,
        timeout=300,
        resources={"metadata": {"path": str(folder)}},
    )
    client.execute()  # a cell that raises fails the test (CellExecutionError)

    blocks = _running(RUN_IN_JUPYTER)
    assert blocks and all(b.is_python and not b.mark_names for b in blocks)
    for number, cells in _by_block(notebook).items():
        block = blocks[number - 1]
        printed = "".join(
            _text(output, "text")
            for k in cells
            for output in notebook.cells[k].outputs
            if output.output_type == "stream" and output.name == "stdout"
        )
        if block.expected_output is not None:
            diff = runner.compare_output(
                block.expected_output, printed, block.ignore_whitespace
            )
            assert diff is None, f"{site.relative(block.page)}:{block.line}\n{diff}"
