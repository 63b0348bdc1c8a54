"""Each page's notebook holds the blocks the tests ran, with the outputs the page shows.

The build writes a notebook next to each page with code (practices/notebooks.py)
and links it under the page's title. These tests read the notebooks of the built site
and hold them against the harness's own view of each page (``page_blocks``: the
blocks the tests run, cut from the page with its includes expanded): the same code,
cell by cell, only the code annotations' comments fewer and a ``%%needs`` line more
where a block needs CUDA or a Python of its own; the same outputs; the headings, the
prose under them and what a block needs, before it; a pitfall's fix first. Then the
notebooks of a few pages run in Jupyter (nbclient and ipykernel, pinned in the test
group) from top to bottom: they print what their pages show, a cell that needs CUDA
says so where there is none, and nothing else fails.
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
# Pages whose notebooks run in Jupyter: quick CPU-only blocks; pitfalls and their
# fixes; a cell that needs CUDA; DataLoader workers started with spawn, in Chinese;
# cells that need a Python of their own
RUN_TOP_TO_BOTTOM = [
    site.docs_dir() / page
    for page in (
        "tensors/convolution-as-unfold.md",
        "tensors/views-copies-memory.md",
        "tensors/numpy-interop.md",
        "data/loading-and-splits.zh.md",
        "saving/saving-and-loading.md",
    )
]
MARKERS = ("--8<--", "isort: split")
FIX_TAB = {"en": "Fix", "zh": "修正"}
_TAB_LINE = re.compile(r'===[+!]*\s+"(?P<label>[^"]*)"')


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
    """{block number: the indexes of its code cells}, in notebook order (the setup
    cells, without a block, left out)."""
    out: dict[int, list[int]] = {}
    for k, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] == "code" and "practices" in cell["metadata"]:
            out.setdefault(cell["metadata"]["practices"]["block"], []).append(k)
    return out


def _tab_of(page, block: Block) -> str:
    """The label of the content tab a block starts in, or "": the last tab line above
    it, where only blank and indented lines lie between."""
    lines = page.read_text(encoding="utf-8").splitlines()
    for line in reversed(lines[: block.line - 1]):
        if line.strip() and not line.startswith((" ", "\t")):
            tab = _TAB_LINE.match(line)
            return tab["label"] if tab else ""
    return ""


def _notebook_order(page, blocks: list[Block]) -> list[int]:
    """The blocks' numbers in the order their notebook gives them: the page's, but
    that among the blocks of one section's tabs, those under the Fix come first
    (unless one works on the files of the block before it; a fix that continues the
    pitfall's program is no block of its own, and stays after it)."""
    fix = FIX_TAB[language_of(page)]
    runs: list[list[tuple[int, str]]] = []
    for number, block in enumerate(blocks, start=1):
        tab = _tab_of(page, block)
        last = runs[-1][-1] if runs else None
        if tab and last and last[1] and blocks[last[0] - 1].section == block.section:
            runs[-1].append((number, tab))
        else:
            runs.append([(number, tab)])
    order = []
    for run in runs:
        if not any("uses_previous" in blocks[n - 1].mark_names for n, _ in run):
            run = sorted(run, key=lambda item: item[1] != fix)  # stable
        order += [n for n, _ in run]
    return order


def _magic(block: Block) -> str:
    """The first line of a block's cells where it needs CUDA or a Python of its own."""
    marks = block.mark_names
    words = ["cuda"] * bool(marks & {"cuda", "multigpu"}) + ["2"] * (
        "multigpu" in marks
    )
    words += ["script"] * ("subprocess" in marks)
    return f"%%needs {' '.join(words)}\n" if words else ""


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
    order = _notebook_order(page, blocks)
    # The code cells are the Python blocks, in page order but a pitfall's fix first,
    # and no other
    assert list(by_block) == [n for n in order if blocks[n - 1].is_python]
    where = 0  # every block's cells come after the cells of the block before it
    for number in order:
        block = blocks[number - 1]
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
        # %%needs first where the block needs CUDA or a Python of its own
        magic, sources = _magic(block), [_text(cells[k]) for k in mine]
        assert all(text.startswith(magic) for text in sources), name
        sources = [text.removeprefix(magic) for text in sources]
        assert not any(text.startswith("%") for text in sources), name
        assert not magic or len(mine) == 1 or "script" not in magic, name
        code = "".join(text + "\n" for text in sources if text)
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


def _first_line_under(lines: list[str], k: int) -> str | None:
    """The first line of the paragraph right under the heading on line ``k``, up to
    its first link's target, Markdown or HTML (a notebook makes it whole), or None
    where none is."""
    line = next((line for line in lines[k + 1 :] if line.strip()), "")
    if re.match(r"\s*(```|~~~|===|!!!|\?\?\?|<!--|#)", line) or not line:
        return None
    return re.split(r"\]\(|<a href=", line)[0]


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_a_notebook_carries_the_prose_the_installs_and_the_setup_it_needs(
    page, built_site
):
    """The title cell opens with the page's title and the prose under it, and its
    own words say nothing of tests; a section's cell carries the prose under its
    heading (a pitfall's: its Fix line first); the first code cell installs the pinned
    packages the blocks need; %%needs is defined before a cell starts with it."""
    lines = page.read_text(encoding="utf-8").splitlines()
    cells = _notebook(page, built_site)["cells"]
    text = [_text(cell) for cell in cells]
    code = [_text(cell) for cell in cells if cell["cell_type"] == "code"]
    under = {}  # a heading cell's first line: the first line of the prose under it
    for k, level, heading in pages.outline(lines):
        prefix = "#" * min(level, 2)
        under.setdefault(
            f"{prefix} {heading_text(heading)}", _first_line_under(lines, k)
        )
    title = text[0].split("\n")[0]
    assert title in under and under[title] is not None
    assert text[0].startswith(f"{title}\n\n{under[title]}"), site.relative(page)
    assert not re.search(r"\btest|测试", WORDS["notebook intro"][language_of(page)])
    for cell in text[1:]:
        first = under.get(cell.split("\n")[0]) if cell.startswith("## ") else None
        assert first is None or f"\n\n{first}" in cell, (site.relative(page), first)
    blocks = _running(page)
    # The pinned packages the blocks need: installed first, at their pins
    lock = (site.ROOT / "requirements" / "test.txt").read_text(encoding="utf-8")
    skips = {block.importorskip for block in blocks if block.importorskip}
    names = {notebooks.PACKAGES.get(name, name) for name in skips}
    pinned = [n for n in names if re.search(rf"^{n}==", lock, re.M | re.I)]
    installs = [k for k, cell in enumerate(code) if "%pip install" in cell]
    assert installs in ([0], []) and (installs or not pinned), site.relative(page)
    for name in pinned:
        assert re.search(rf"\s{name}==\S", code[0], re.I), (site.relative(page), name)
    assert not installs or not re.search(r"\storch==", code[0])
    # %%needs: defined once, before the first cell that starts with it
    setup = [k for k, cell in enumerate(code) if "def needs(line, cell):" in cell]
    needs = [k for k, cell in enumerate(code) if cell.startswith("%%needs ")]
    assert len(setup) == bool(needs) and (not needs or setup[0] < needs[0])
    assert bool(needs) == any(_magic(block) for block in blocks if block.is_python)


@pytest.mark.parametrize(
    "page", [p for p in PAGES if language_of(p) == ZH], ids=site.relative
)
def test_a_chinese_notebook_says_its_own_words_in_chinese(page, built_site):
    """The words the build writes between the cells (what a block needs, that C++
    is there to read, the introduction), without the code they quote."""
    for cell in _notebook(page, built_site)["cells"]:
        text = _text(cell)
        if cell["cell_type"] != "markdown" or text.startswith("## "):
            continue  # code, and the page's own headings and prose
        if text.startswith("# "):  # the title and the page's prose, then its words
            text = text.rsplit("\n\n", 1)[-1]
        words = re.sub(r"```.*?```|`[^`]*`|\[[^\]]*\]\([^)]*\)", " ", text, flags=re.S)
        words = words.replace("*", " ")  # emphasis is not part of a word
        assert not english_left(words), (site.relative(page), english_left(words))


@pytest.mark.parametrize("page", PAGES, ids=IDS)
def test_notebook_is_valid_nbformat(page, built_site):
    nbformat = pytest.importorskip(
        "nbformat", reason="nbformat is not installed (nbclient, in the test group)"
    )
    nbformat.validate(nbformat.reads(_notebook_path(page, built_site).read_text(), 4))


@pytest.mark.slow
@pytest.mark.parametrize("page", RUN_TOP_TO_BOTTOM, ids=site.relative)
def test_a_notebook_runs_from_top_to_bottom_and_prints_what_its_page_shows(
    page, built_site, tmp_path, monkeypatch
):
    """In Jupyter, cell after cell as a reader runs them (the install cell aside:
    this environment has the pins): no cell fails, each block prints what the page
    shows, and one that needs CUDA says that it did not run where there is none."""
    nbclient = pytest.importorskip(
        "nbclient", reason="nbclient is not installed (the test group pins it)"
    )
    pytest.importorskip(
        "ipykernel", reason="ipykernel is not installed (the test group pins it)"
    )
    import nbformat
    import torch
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

    notebook = nbformat.read(_notebook_path(page, built_site), as_version=4)
    notebook.cells = [c for c in notebook.cells if "%pip install" not in c.source]
    client = nbclient.NotebookClient(
        notebook,
        km=manager,
        timeout=300,
        resources={"metadata": {"path": str(folder)}},
    )
    client.execute()  # a cell that raises fails the test (CellExecutionError)

    blocks, found = _running(page), torch.cuda.device_count()
    for number, cells in _by_block(notebook).items():
        block = blocks[number - 1]
        printed = "".join(
            _text(output, "text")
            for k in cells
            for output in notebook.cells[k].outputs
            if output.output_type == "stream" and output.name == "stdout"
        )
        wanted = 2 if "multigpu" in block.mark_names else 1
        if block.mark_names & {"cuda", "multigpu"} and found < wanted:
            said = t("notebook no cuda", language_of(page), n=wanted, found=found)
            assert printed == said + "\n", (site.relative(page), block.line)
        elif block.expected_output is not None:
            diff = runner.compare_output(
                block.expected_output, printed, block.ignore_whitespace
            )
            assert diff is None, f"{site.relative(block.page)}:{block.line}\n{diff}"
