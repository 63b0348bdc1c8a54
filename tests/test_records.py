"""The verification records and the page model they rest on.

A block runs once per release: English pages are the tests, a translation is a view
of the same blocks. Records are per block, merge page by page, are written
atomically and checked by the controlling process under pytest-xdist, and a GPU run
writes a record of its own release and device.
"""

from __future__ import annotations

import copy
import json
import os
import re
import sys
from pathlib import Path

import pytest
import torch
from packaging.version import Version
from test_harness import make_experiment, printing_block, run_pages

from practices import pages
from practices.testing import site

RELEASE = Version(torch.__version__).base_version


@pytest.fixture
def experiment(tmp_path: Path) -> Path:
    return make_experiment(tmp_path)


def _page(title: str, *blocks: str) -> str:
    return f"# {title}\n\n" + "\n".join(blocks)


def _record(project: Path) -> dict:
    return json.loads((project / "rec" / f"torch-{RELEASE}.json").read_text())


@pytest.mark.slow
def test_a_page_scoped_write_replaces_that_page_block_by_block(experiment: Path):
    docs = experiment / "docs"
    (docs / "page.md").write_text(_page("One", printing_block(42)))
    (docs / "other.md").write_text(
        _page("Two", printing_block(42), "```python\nassert 2 + 2 == 4\n```\n")
    )
    assert run_pages(experiment, "--write-record=rec").returncode == 0
    before = _record(experiment)
    assert len(before["blocks"]["docs/other.md"]) == 2

    # The other page's second block changes; only that page is re-recorded, and
    # only its first block is selected: the unchanged block's entry stays, the
    # changed one is dropped (the guard then names it), page.md is untouched.
    (docs / "other.md").write_text(
        _page("Two", printing_block(42), "```python\nassert 3 + 3 == 6\n```\n")
    )
    proc = run_pages(experiment, "-k", "other and not 13", "--write-record=rec")
    assert proc.returncode == 0, proc.stdout
    after = _record(experiment)
    assert after["blocks"]["docs/page.md"] == before["blocks"]["docs/page.md"]
    kept = [e for e in before["blocks"]["docs/other.md"] if e["output"] == "42\n"]
    assert after["blocks"]["docs/other.md"] == kept

    # A page that is gone keeps no entry, whatever the run collected.
    (docs / "other.md").unlink()
    assert run_pages(experiment, "--write-record=rec").returncode == 0
    assert list(_record(experiment)["blocks"]) == ["docs/page.md"]


@pytest.mark.slow
def test_a_block_whose_worker_died_leaves_the_record_as_it_was(experiment: Path):
    crash = "```python\nimport os\n\nif os.environ.get('CRASH'):\n    os.abort()\n```\n"
    (experiment / "docs" / "page.md").write_text(
        _page("One", printing_block(42), crash)
    )
    assert run_pages(experiment, "--write-record=rec").returncode == 0
    before = _record(experiment)
    os.environ["CRASH"] = "1"
    try:
        proc = run_pages(experiment, "-n", "2", "--write-record=rec")
    finally:
        del os.environ["CRASH"]
    assert proc.returncode == 1, proc.stdout
    assert "the record was neither checked nor written: 1 block(s)" in proc.stdout
    assert _record(experiment) == before


@pytest.mark.slow
def test_update_outputs_rewrites_the_translation_too(experiment: Path):
    (experiment / "docs" / "page.md").write_text(_page("One", printing_block(43)))
    (experiment / "docs" / "page.zh.md").write_text(_page("一", printing_block(43)))
    proc = run_pages(experiment, "--update-outputs")
    assert "docs/page.zh.md:3: rewrote the output block" in proc.stdout, proc.stdout
    for name in ("page.md", "page.zh.md"):
        assert "```text\n42\n```" in (experiment / "docs" / name).read_text()


def test_an_interrupted_write_leaves_the_old_record(tmp_path: Path, monkeypatch):
    path = tmp_path / "torch-0.0.0.json"
    path.write_text("old")

    def broken(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(KeyboardInterrupt):
        pages.write_atomically(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary left


@pytest.mark.slow
def test_a_malformed_record_fails_the_run_naming_the_file(experiment: Path):
    (experiment / "docs" / "page.md").write_text(_page("One", printing_block(42)))
    (experiment / "rec").mkdir()
    (experiment / "rec" / f"torch-{RELEASE}.json").write_text('{"blocks": [')
    proc = run_pages(experiment, "--check-record=rec")
    assert proc.returncode == 1, proc.stdout
    assert f"rec/torch-{RELEASE}.json is not a readable record" in proc.stdout


@pytest.mark.slow
@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_false_record_fails_serially_and_under_xdist(experiment: Path, workers):
    """The entries travel on the test reports: under pytest-xdist the controlling
    process checks them (and writes them) exactly as a serial run does."""
    (experiment / "docs" / "page.md").write_text(
        _page("One", printing_block(42), "```python\nassert 2 + 2 == 4\n```\n")
    )
    written = run_pages(experiment, "--write-record=rec", *workers)
    assert written.returncode == 0, written.stdout
    record = _record(experiment)
    assert len(record["blocks"]["docs/page.md"]) == 2  # every worker's entries
    entry = record["blocks"]["docs/page.md"][0]
    entry["outcome"], entry["reason"] = "skipped", ["a false badge"]
    (experiment / "rec" / f"torch-{RELEASE}.json").write_text(json.dumps(record))
    checked = run_pages(experiment, "--check-record=rec", *workers)
    assert checked.returncode == 1, checked.stdout
    assert "shows skipped (a false badge), this run passed" in checked.stdout


@pytest.mark.slow
def test_a_translation_is_a_view_not_a_second_run(experiment: Path):
    (experiment / "docs" / "page.md").write_text(_page("One", printing_block(42)))
    (experiment / "docs" / "page.zh.md").write_text(_page("一", printing_block(42)))
    proc = run_pages(experiment, "--collect-only")
    assert "docs/page.md" in proc.stdout and "page.zh.md" not in proc.stdout
    assert "1 test collected" in proc.stdout, proc.stdout


def test_a_gpu_record_is_named_by_release_and_device():
    a = pages.gpu_record_path("2.11.0", "NVIDIA H200 (CUDA 12.8)")
    b = pages.gpu_record_path("2.15.0", "NVIDIA H200 (CUDA 12.8)")
    assert a.name == "torch-2.11.0-nvidia-h200-cuda-12-8.json"
    assert a != b and a.parent == pages.RECORDS / "gpu"
    assert a != pages.record_path("2.11.0")  # never a CPU lane's file


def test_each_lane_release_agrees_with_its_torch_pin():
    lanes = pages.lanes()
    assert [lane.name for lane in lanes] == pages.lane_names()
    assert list(dict.fromkeys(lane.release for lane in lanes)) == pages.releases()
    assert lanes[0].default and lanes[0].torch == lanes[0].release
    for lane in lanes:
        assert lane.torch.split("+")[0] == lane.release
        if "+" in lane.torch:  # a local version: PyPI does not serve it
            assert lane.index, f"torch=={lane.torch} needs [tool.practices.indexes]"


def test_a_lane_whose_pin_disagrees_is_refused():
    project = pages.pyproject()
    wrong = json.loads(json.dumps(project))
    wrong["tool"]["practices"]["default-lane"] = "2.14.0"
    with pytest.raises(pages.LaneError, match="names the lane 2.14.0 but"):
        pages.lanes(wrong)


def test_a_python_lane_is_named_and_recorded_by_release_and_python():
    """The Python lane: the default release's pins on Python 3.13, its own
    environment and record; a run is its lane's by the Python that ran it."""
    lane = pages.lane_named("2.15.0-py3.13")
    default = pages.lanes()[0]
    assert lane is not None and (lane.release, lane.python) == ("2.15.0", "3.13")
    assert not lane.default and default.python is None
    torch_pins = {"torch", "torchvision"}
    pinned = [
        r
        for r in pages.group_requirements(lane.group)
        if r.split("==")[0] in torch_pins
    ]
    assert pinned == pages.group_requirements("torch")
    assert pages.record_path(lane.name).name == "torch-2.15.0-py3.13.json"
    assert pages.record_path("2.14.1").name == "torch-2.14.1.json"
    assert pages.lane_of("2.15.0", "3.13.0") == "2.15.0-py3.13"
    assert pages.lane_of("2.15.0", "3.11.7") == "2.15.0"
    assert pages.lane_of("2.14.1", "3.13.0") == "2.14.1"  # no such Python lane
    assert pages.releases().count("2.15.0") == 1


def test_a_run_writes_and_checks_its_own_lanes_record():
    from practices.testing.records import record_file

    ran = {"release": "2.15.0", "device": "CPU", "torch": "2.15.0"}
    on_313 = record_file(Path("rec"), {**ran, "python": "3.13.0"})
    on_311 = record_file(Path("rec"), {**ran, "python": "3.11.7"})
    assert on_313 == Path("rec/torch-2.15.0-py3.13.json")
    assert on_311 == Path("rec/torch-2.15.0.json")


@pytest.mark.parametrize("lane", ["2.14.1", "2.15.0-py3.13"])
def test_a_lane_runs_again_only_what_its_record_does_not_hold(
    lane, tmp_path, monkeypatch
):
    """`python3 dev.py lanes --changed` (`.ci/run`): a page runs again on a lane where
    a block of it has no passed or skipped entry there as it is now, in the current
    setting (the lane's lock, Python, harness, compiler …), or no record at all."""
    from practices.testing.blocks import page_blocks
    from practices.testing.records import changed_pages, lane_setting, setting

    now = lane_setting(lane)
    # another lock, another Python: another setting
    assert len({setting("2.14.1", "3.11"), setting("2.13.0", "3.11")}) == 2
    assert setting("2.14.1", "3.11") != setting("2.14.1", "3.13")
    monkeypatch.setattr(pages, "record_path", lambda name: tmp_path / f"{name}.json")
    shown = {
        site.relative(page): [
            {"code": b.code_hash, "outcome": "passed", "setting": now, "fences": []}
            for b in page_blocks(page)
            if b.runs
        ]
        for page in pages.english_pages(site.docs_dir())
    }
    shown = {page: entries for page, entries in shown.items() if entries}
    one, two, three, four, *_ = shown

    def changed_after(edit) -> list[str]:
        record = {"release": lane, "device": "CPU", "blocks": copy.deepcopy(shown)}
        edit(record["blocks"])
        (tmp_path / f"{lane}.json").write_text(json.dumps(record))
        return changed_pages(lane)

    assert changed_after(lambda blocks: None) == []
    assert changed_after(lambda blocks: blocks[four][0].update(outcome="skipped")) == []
    assert changed_after(lambda blocks: blocks[one][0].update(setting="old")) == [one]
    assert changed_after(lambda blocks: blocks[two].pop()) == [two]
    assert changed_after(lambda blocks: blocks[three][0].update(outcome="failed")) == [
        three
    ]
    assert changed_after(lambda blocks: blocks.clear()) == sorted(shown)
    (tmp_path / f"{lane}.json").unlink()
    assert changed_pages(lane) == sorted(shown)


@pytest.mark.parametrize(
    "lane", [x for x in pages.lanes() if not x.default], ids=lambda lane: lane.name
)
def test_a_run_writes_the_setting_the_finder_looks_for(lane):
    """The setting an entry names (``ran_setting``, from where the run was: its torch
    release and Python) is the one ``changed_pages`` looks for on that lane."""
    from practices.testing.records import lane_setting, ran_setting

    python = lane.python or "{}.{}".format(*sys.version_info)
    ran = {"release": lane.release, "python": f"{python}.7"}
    assert ran_setting(ran) == lane_setting(lane.name)
    assert ran_setting({**ran, "python": "3.99.1"}) != lane_setting(lane.name)


def test_the_hash_holds_the_directives_that_change_how_a_block_runs():
    """A block's hash (its record's key) changes with ``importorskip`` and the
    whitespace-blind output comparison, and stays as it was where neither is set."""
    from practices.pages import RawBlock

    code = pages.Fence(0, 2, "python", "print(1)")
    plain = RawBlock([code])
    assert plain.code_hash == pages.code_hash("print(1)", plain.expected_output, [])
    skip = RawBlock([code], importorskip="thop")
    blind = RawBlock([code], ignore_whitespace=True)
    assert len({plain.code_hash, skip.code_hash, blind.code_hash}) == 3


def test_the_lanes_run_only_what_the_finder_found(monkeypatch, capsys):
    """dev.py's `lanes --changed`: a lane with nothing to run is not set up; one with
    pages runs those; one the finder did not answer for runs whole; a lane that
    cannot be set up is said and fails the run, the others still run."""
    import subprocess

    import dev

    ran = []

    def run_lane(name, argv):
        if name == "broken":
            raise dev.SetupError("no Python for it")
        ran.append((name, argv))
        return 0

    found = "held\ntwo docs/a.md docs/b.md\nbroken docs/c.md\n"  # not: unanswered
    done = subprocess.CompletedProcess([], -9, stdout=found)  # the finder was killed
    monkeypatch.setattr(dev, "ensure_env", lambda group: Path("python"))
    monkeypatch.setattr(dev.subprocess, "run", lambda *a, **k: done)
    monkeypatch.setattr(dev, "run_lane", run_lane)
    monkeypatch.setattr(dev, "workers", lambda rest: ["-n", "4", *rest])
    names = ["held", "two", "unanswered", "broken"]
    assert dev.changed_lanes(names, []) == 2
    assert ran == [
        ("two", ["-n", "4", "docs/a.md", "docs/b.md"]),
        ("unanswered", ["-n", "4"]),
    ]
    out = capsys.readouterr()
    assert "lane held: its record holds every block" in out.out
    assert "lane unanswered: running every page (the finder failed)" in out.out
    assert "lane broken: no Python for it" in out.err
    done.returncode = -9  # a killed finder fails the run though every lane ran
    monkeypatch.setattr(dev, "run_lane", lambda name, argv: 0)
    assert dev.changed_lanes(["two"], []) == 1


def test_a_python_lane_whose_name_disagrees_is_refused():
    project = json.loads(json.dumps(pages.pyproject()))
    lanes = project["tool"]["practices"]["lanes"]
    lanes["2.15.0-py3.12"] = lanes.pop("2.15.0-py3.13")
    with pytest.raises(pages.LaneError, match="names Python 3.13: make them agree"):
        pages.lanes(project)
    lanes["2.15.0-py3.12"] = {"python": "3.12"}
    with pytest.raises(pages.LaneError, match="must be a group's name or"):
        pages.lanes(project)


def test_the_anchor_slug_is_python_markdowns_on_every_heading():
    from markdown.extensions.toc import slugify

    texts = [
        pages.heading_text(found.group(1))
        for page in site.pages()
        for line in page.read_text(encoding="utf-8").splitlines()
        if (found := re.match(r"#{1,6} (.*)", line))
    ]
    assert texts
    for text in texts:
        assert pages.slugify(text) == slugify(text, "-"), text


@pytest.mark.parametrize("fence", ["```", "~~~", "````"])
def test_every_fence_style_is_a_block(fence):
    """The one lexer sees backticks and tildes alike: no block the build shows
    escapes the tests (a tilde fence once did)."""
    lines = [
        "<!--pytest.mark.slow-->",
        f"{fence}python",
        "print(1)",
        fence,
        "",
        "<!--pytest-codeblocks:expected-output-->",
        "",
        "```text",
        "1",
        "```",
    ]
    (block,) = pages.blocks(lines)
    assert (block.code, block.expected_output, block.marks) == (
        "print(1)\n",
        "1\n",
        ["pytest.mark.slow"],
    )


def test_a_directive_with_no_block_before_it_names_its_line():
    with pytest.raises(pages.PageError, match="line 1: cont but no block"):
        pages.blocks(["<!--pytest-codeblocks:cont-->", "```python", "x = 1", "```"])


def test_a_joined_block_takes_no_marks_of_its_own(tmp_path):
    """A mark on a `cont` directive would fall on the next block: refused."""
    (tmp_path / "a.py").write_text("x = 1\n")
    page = "<!-- block a.py -->\n\n<!-- block a.py cuda cont -->\n"
    with pytest.raises(pages.PageError, match="line 3: a block joined with `cont`"):
        pages.directed(page, tmp_path)
    assert pages.directed(page.replace("cuda ", ""), tmp_path).lines


def test_the_build_writes_a_manifest_of_its_pages(built_site):
    manifest = json.loads((built_site / pages.MANIFEST).read_text(encoding="utf-8"))
    by_source = {entry["src_uri"]: entry for entry in manifest}
    for page in site.pages():
        src_uri = page.relative_to(site.docs_dir()).as_posix()
        entry = by_source[src_uri]
        assert entry["url"] == pages.url_of(src_uri), src_uri
        assert entry["language"] == pages.language_of(page)
        assert (built_site / entry["url"] / "index.html").is_file()


@pytest.mark.parametrize(
    ("host", "to", "lang", "link"),
    [
        # a page, from pages at every depth, in the host's language or another
        ("tensors/views.md", "about/how.md#why", None, "../../about/how/#why"),
        ("tensors/views.zh.md", "about/how.md", None, "../../about/how/"),
        ("zh/tensors/views/", "tensors/other.md", None, "../other/"),
        ("index.md", "about/how.md", None, "about/how/"),
        ("index.zh.md", "tags.md", None, "tags/"),
        ("reference/a/b.md", "index.md", None, "../../../"),
        ("tensors/views.zh.md", "tensors/views.md", "en", "../../../tensors/views/"),
        ("tensors/views.md", "tensors/views.md", None, "./"),
        # a file or folder of the site, from a page by its URL or its source
        (
            "tensors/views/",
            "downloads/tensors/views/a.py",
            None,
            "../../downloads/tensors/views/a.py",
        ),
        ("zh/reference/x/", "", None, "../../../"),
        ("", "downloads/x.py", None, "downloads/x.py"),
    ],
)
def test_one_function_writes_every_generated_link(host, to, lang, link):
    assert pages.relative_url(host, to, lang) == link


def test_a_markdown_link_leads_to_the_source_from_the_host_s_own_folder():
    """MkDocs checks it (the anchor too) and maps it to a Chinese host's twin."""
    at = "reference/changes-across-releases.zh.md"
    assert pages.relative_url(at, "training/x.md#a", markdown=True) == (
        "../training/x.md#a"
    )
    assert pages.relative_url("a/b/c.md", "a/d.md", markdown=True) == "../d.md"
    assert pages.relative_url("index.md", "a/d.md", markdown=True) == "a/d.md"
