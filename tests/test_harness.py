"""The machinery itself: it must fail where a page is wrong, and isolate blocks."""

from __future__ import annotations

import gc
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch
import warm_pytest

from practices import pages
from practices.testing import isolation, marks, runner, site
from practices.testing.blocks import language


@pytest.mark.parametrize(
    ("info", "lang"),
    [
        ("python", "python"),
        ('python title="a.py"', "python"),
        ('py hl_lines="2 3" linenums="1"', "py"),
        ("{ .python .annotate }", "python"),
        ("text", "text"),
        ("", ""),
    ],
)
def test_language_of_a_fence(info, lang):
    assert language(info) == lang


@pytest.mark.parametrize(
    ("code", "line", "shown"),
    [
        # the failing line, its message and its source line
        ("x = 1\nassert x == 2, 'x is one'\n", 2, ["AssertionError: x is one"]),
        # a bare assert shows the values it compared (pytest's assertion rewriting)
        (
            "import torch\nx = torch.arange(3)\nassert x.sum() == 4\n",
            3,
            ["AssertionError: assert tensor(3) == 4", "tensor([0, 1, 2]).sum"],
        ),
    ],
    ids=["message", "values"],
)
def test_a_failing_assert_names_its_line_and_shows_why(code, line, shown):
    with pytest.raises(runner.BlockFailure) as info:
        runner.run_in_process(code, "<page, block at line 7>")
    assert info.value.code_line == line
    assert code.splitlines()[line - 1] in info.value.report  # the source line
    for text in shown:
        assert text in info.value.report


def test_a_syntax_error_names_its_line():
    with pytest.raises(runner.BlockFailure) as info:
        runner.run_in_process("x = 1\ny = (\n", "<block>")
    assert "SyntaxError" in info.value.report


def test_output_is_captured_and_compared():
    result = runner.run_in_process("print('hello')\n", "<block>")
    assert result.output == "hello\n"
    assert runner.compare_output("hello\n", result.output, False) is None
    diff = runner.compare_output("hullo\n", result.output, False)
    assert "-hullo" in diff and "+hello" in diff
    assert runner.compare_output("  hello", "hello\n", True) is None


CHANGE_EVERYTHING = """
import os, random, sys, warnings
import numpy as np
import torch
torch.manual_seed(123); random.seed(1); np.random.seed(1)
torch.set_default_dtype(torch.float64)
torch.set_grad_enabled(False)
torch.use_deterministic_algorithms(True)
torch.backends.cudnn.benchmark = True
torch.backends.cuda.matmul.allow_tf32 = True
torch.set_float32_matmul_precision("medium")
torch.set_num_threads(1)
torch.set_printoptions(precision=1)
torch.set_anomaly_enabled(True)
warnings.simplefilter("ignore")
os.environ["PYTORCH_PRACTICES_PROBE"] = "1"
sys.path.append("/nowhere")
os.chdir("/")
"""


def test_isolation_restores_what_a_block_changed():
    before = isolation.snapshot()
    dtype, threads = torch.get_default_dtype(), torch.get_num_threads()
    result = runner.run_in_process(CHANGE_EVERYTHING, "<block>")
    assert before.changed() == []
    assert torch.get_default_dtype() == dtype
    assert torch.is_grad_enabled()
    assert torch.get_num_threads() == threads
    assert "PYTORCH_PRACTICES_PROBE" not in os.environ
    assert {
        "torch RNG state",
        "default dtype",
        "grad mode",
        "deterministic algorithms",
        "torch.backends.cudnn.benchmark",
        "torch.backends.cuda.matmul.allow_tf32",
        "torch.get_float32_matmul_precision",
        "threads",
        "print options",
        "anomaly mode",
        "warning filters",
        "environment",
        "sys.path",
        "random state",
        "numpy.random state",
    } <= set(result.restored)


def test_a_block_runs_in_a_fresh_temporary_directory():
    code = "import os\nopen('model.pt', 'w').close()\nprint(os.getcwd())\n"
    first = runner.run_in_process(code, "<block>").output.strip()
    assert first != os.getcwd()
    assert not Path(first).exists()  # removed afterwards


def test_classes_defined_in_a_block_pickle_like_a_script():
    code = textwrap.dedent(
        """
        import io, torch
        class Net(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = torch.nn.Linear(2, 2)
        buffer = io.BytesIO()
        torch.save(Net(), buffer)
        buffer.seek(0)
        assert type(torch.load(buffer, weights_only=False)).__name__ == "Net"
        """
    )
    runner.run_in_process(code, "<block>")


def test_subprocess_blocks_run_in_their_own_interpreter():
    code = "import os\nprint(os.getpid())\n"
    result = runner.run_in_subprocess(code, "<block>")
    assert int(result.output) != os.getpid()
    with pytest.raises(runner.BlockFailure) as info:
        runner.run_in_subprocess("x = 1\nraise ValueError('boom')\n", "<block>")
    assert info.value.code_line == 2 and "ValueError: boom" in info.value.report


# A small project of its own: a wrong assert in a snippet, a
# wrong expected output on a page and a failing titled fence must each fail the suite,
# naming the page (and the snippet) where it happened.
def printing_block(shown: int) -> str:
    """A block that prints 42, followed by the output ``shown`` on the page."""
    return (
        "```python\nprint(6 * 7)\n```\n\n<!--pytest-codeblocks:expected-output-->\n\n"
        f"```text\n{shown}\n```\n"
    )


def run_pages(
    project: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    """The page suite of a small project of its own, in order (a process forked
    from one that has imported torch: warm_pytest)."""
    from practices.testing import cpp

    return warm_pytest.run(
        ["-p", "no:randomly", "docs", "-q", *args],
        cwd=project,
        env={**os.environ, "PRACTICES_CPP_CACHE": str(cpp.CACHE), **(env or {})},
    )


EXPERIMENT_PAGE = f"""\
# Experiment

```python title="ok.py"
--8<-- "experiment/ok.py"
```

```python
--8<-- "experiment/wrong_assert.py:part"
```

{printing_block(43)}
```python title="inline" hl_lines="2"
import torch
assert torch.ones(2).sum() == 3, "a titled fence runs"
```
"""


@pytest.fixture
def experiment(tmp_path: Path) -> Path:
    return make_experiment(tmp_path)


def make_experiment(tmp_path: Path) -> Path:
    """A small project of its own: the harness, the build inputs, one page."""
    project = tmp_path / "project"
    (project / "tests").mkdir(parents=True)
    shutil.copy(site.ROOT / "conftest.py", project / "conftest.py")
    site.copy_build_inputs(project, without=("docs", "snippets"))
    (project / "docs").mkdir()
    (project / "docs" / "page.md").write_text(EXPERIMENT_PAGE)
    snippets = project / "snippets" / "experiment"
    snippets.mkdir(parents=True)
    (snippets / "ok.py").write_text("assert 1 + 1 == 2\n")
    (snippets / "wrong_assert.py").write_text(
        "# --8<-- [start:part]\nimport torch\nx = torch.arange(3)\n"
        "assert x.sum() == 4\n# --8<-- [end:part]\n"
    )
    return project


@pytest.mark.slow
def test_the_suite_fails_on_each_wrong_claim_naming_the_page(experiment: Path):
    proc = run_pages(experiment)
    out = proc.stdout
    assert proc.returncode == 1, out
    assert "3 failed, 1 passed" in out
    # the wrong assert: page line of the fence, and the snippet file and line
    assert "docs/page.md:7, from snippets/experiment/wrong_assert.py:4" in out
    assert "line 3, in <module>" in out  # line 3 of the block: the traceback agrees
    assert "assert x.sum() == 4" in out
    # the wrong expected output: the page line and a diff
    assert "docs/page.md:11 (the block that starts here)" in out
    assert "-43" in out and "+42" in out
    # the titled fence with attributes ran, and failed on its own line
    assert "docs/page.md:23" in out and "a titled fence runs" in out


def test_isolation_restores_tf32_flags_after_the_apis_were_mixed():
    matmul = torch.backends.cuda.matmul
    before = (matmul.fp32_precision, matmul.allow_tf32)
    code = (
        "import torch\n"
        "torch.backends.cuda.matmul.allow_tf32 = True\n"
        "torch.backends.cuda.matmul.fp32_precision = 'ieee'\n"
    )
    result = runner.run_in_process(code, "<block>")
    assert (matmul.fp32_precision, matmul.allow_tf32) == before  # readable again
    assert "torch.backends.cuda.matmul.allow_tf32" in result.restored


RECORDED_PAGE = "# Recorded\n\n" + printing_block(42)


@pytest.mark.slow
def test_a_run_writes_its_record_and_a_later_run_checks_against_it(experiment: Path):
    # The section a block stands in: its h2 (under the title alone, it has none)
    sectioned = RECORDED_PAGE.replace("\n\n", "\n\n## Printed\n\n", 1)
    (experiment / "docs" / "page.md").write_text(sectioned)
    written = run_pages(experiment, "--write-record=rec")
    assert written.returncode == 0, written.stdout
    from packaging.version import Version

    release = Version(torch.__version__).base_version
    path = experiment / "rec" / f"torch-{release}.json"
    record = json.loads(path.read_text())
    assert record["torch"] == torch.__version__ and record["device"] == "CPU"
    (entry,) = record["blocks"]["docs/page.md"]
    assert (entry["outcome"], entry["output"], entry["section"]) == (
        "passed",
        "42\n",
        "Printed",
    )

    checked = run_pages(experiment, "--check-record=rec")
    assert checked.returncode == 0, checked.stdout

    entry["outcome"], entry["reason"] = "skipped", ["mark:cuda"]  # a false badge
    path.write_text(json.dumps(record))
    checked = run_pages(experiment, "--check-record=rec")
    assert checked.returncode == 1, checked.stdout
    assert "shows skipped (mark:cuda), this run passed" in checked.stdout


def _dev(args: list[str], root: Path = site.ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(root / "dev.py"), *args],
        cwd=root,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
    )


def test_a_lane_that_is_not_declared_is_named_with_the_lanes_there_are():
    proc = _dev(["lane", "9.9.9"])
    assert proc.returncode == 2
    assert "dev.py: no lane named '9.9.9'. The lanes are: " in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (site.ROOT / ".lanes" / "9.9.9").exists()


def test_a_python_lane_without_its_python_says_how_to_get_one(
    tmp_path: Path, monkeypatch
):
    """Neither python3.X on PATH nor pyenv's: a SetupError naming both places and
    the way to install it; a shim on PATH that does not run (pyenv's, for a
    version it has not selected) is passed over."""
    import dev

    shim = tmp_path / "python3.99"
    shim.write_text("#!/bin/sh\nexit 127\n")
    shim.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path / "pyenv"))
    with pytest.raises(dev.SetupError) as raised:
        dev.base_python("3.99")
    assert str(raised.value) == (
        "no Python 3.99 for its lane: neither python3.99 on PATH nor pyenv's "
        f"{tmp_path}/pyenv/versions/3.99.*/bin/python3.99 runs. Install it (e.g. "
        "`pyenv install 3.99`), then run the lane again."
    )


def test_a_python_lane_finds_pyenvs_newest_python_of_its_version(
    tmp_path: Path, monkeypatch
):
    import dev

    minor = "{}.{}".format(*sys.version_info[:2])
    for patch in ("0", "10", "9"):
        found = tmp_path / "versions" / f"{minor}.{patch}" / "bin" / f"python{minor}"
        found.parent.mkdir(parents=True)
        found.symlink_to(sys.executable)
    monkeypatch.setenv("PATH", str(tmp_path / "nothing"))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path))
    assert dev.base_python(minor).parts[-3] == f"{minor}.10"


def _project(root: Path, pyproject: str) -> None:
    """A project of its own at ``root``: dev.py, the page model it imports, and
    ``pyproject``."""
    shutil.copy(site.ROOT / "dev.py", root / "dev.py")
    (root / "practices").mkdir()
    for name in ("__init__.py", "pages.py"):  # the page model reads pyproject.toml
        shutil.copy(site.ROOT / "practices" / name, root / "practices")
    (root / "pyproject.toml").write_text(pyproject)


def _fresh_lock(root: Path, group: str) -> None:
    """A lock of ``group`` (with no pins) as new as the pins of the project at
    ``root``."""
    code = f"import dev; print(dev.lock_of({group!r})[1])"
    made = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True
    )
    assert made.returncode == 0, made.stderr
    (root / "requirements").mkdir(exist_ok=True)
    (root / "requirements" / f"{group}.txt").write_text(made.stdout)


def test_every_environment_installs_a_lock_made_from_its_groups_pins():
    """Each group an environment installs has its lock, made from pyproject.toml's
    pins as they are now, holding each of those pins; a lock older than the pins
    fails here, naming the command that makes it again."""
    import dev

    groups = dev.locked_groups()
    assert {"docs", "test", "gpu"} <= set(groups)
    assert {lane.group for lane in pages.lanes()} <= set(groups)
    for group in groups:
        try:
            lock = dev.locked(group)
        except dev.SetupError as error:
            pytest.fail(str(error))
        pins = {line.split(" ;")[0] for line in lock.read_text().splitlines()}
        missing = set(pages.group_requirements(group)) - pins
        assert not missing, f"{lock} lacks {missing}: run `python3 dev.py lock`"


def test_a_lock_older_than_its_pins_stops_naming_the_command_that_makes_it(
    tmp_path: Path,
):
    """`dev.py lane NAME` whose group's lock was made from other pins: one line
    naming the lock and `dev.py lock`, exit 2, no environment made."""
    _project(
        tmp_path,
        '[project]\nname = "x"\nversion = "0"\nrequires-python = ">=3.11"\n'
        '[dependency-groups]\ntest = ["torch==2.15.0"]\nlane-0 = ["torch==0.0.2"]\n'
        '[tool.practices]\ndefault-lane = "2.15.0"\nlanes = { "0.0.2" = "lane-0" }\n',
    )
    (tmp_path / "requirements").mkdir()
    (tmp_path / "requirements" / "lane-0.txt").write_text(
        "# the 'lane-0' group, locked from 0123456789abcdef\ntorch==0.0.1\n"
    )
    proc = _dev(["lane", "0.0.2"], root=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == (
        "dev.py: requirements/lane-0.txt is not the lock of pyproject.toml's 'lane-0' "
        "group as it is now: run `python3 dev.py lock` and commit requirements/\n"
    )
    assert not (tmp_path / ".lanes").exists()


def _environment(tmp_path: Path, monkeypatch, held: str | None) -> Path:
    """An environment already made under a project at ``tmp_path`` that holds the
    lock of the group ``held`` (this project's locks)."""
    import dev

    shutil.copytree(site.ROOT / "requirements", tmp_path / "requirements")
    monkeypatch.setattr(dev, "ROOT", tmp_path)
    monkeypatch.setattr(dev, "LOCKS", tmp_path / "requirements")
    venv_dir = tmp_path / ".venv"
    python = dev.python_of(venv_dir)
    python.parent.mkdir(parents=True)
    python.symlink_to(sys.executable)
    if held:
        lock = (tmp_path / "requirements" / f"{held}.txt").read_text()
        holds = {"group": held, "lock": pages.digest(lock)}
        (venv_dir / "installed-lock.json").write_text(json.dumps(holds))
    return venv_dir


def test_an_environment_that_holds_the_test_group_is_not_cut_down_to_docs(
    tmp_path: Path, monkeypatch
):
    """.venv holds `test`; building the site asks for `docs`, whose pins `test`
    holds: nothing is installed. An environment that holds `docs`, asked for
    `test`, gets the `test` lock, exactly, with uv."""
    import dev

    ran = []
    done = subprocess.CompletedProcess([], 0)
    monkeypatch.setattr(
        dev.subprocess, "run", lambda args, **k: ran.append(args) or done
    )
    venv_dir = _environment(tmp_path, monkeypatch, held="test")
    assert dev.ensure_env("docs", venv_dir) == dev.python_of(venv_dir)
    assert ran == []
    (venv_dir / "installed-lock.json").unlink()
    venv_dir = _environment(tmp_path / "other", monkeypatch, held="docs")
    dev.ensure_env("test", venv_dir)
    *_, sync, project = ran
    assert sync[1:3] == ["pip", "sync"] and sync[-1] == dev.LOCKS / "test.txt"
    # then the project's own package, editable: the sync removed it
    assert project[1:3] == ["pip", "install"] and project[-2:] == [
        "--editable",
        str(dev.ROOT),
    ]
    assert json.loads((venv_dir / "installed-lock.json").read_text())["group"] == "test"


def test_pip_runs_with_no_machine_wide_constraint(tmp_path: Path, monkeypatch):
    """Some images cap torch with a pip constraint (PIP_CONSTRAINT, or a pip.conf):
    the pip that installs uv, and that downloads a pin only another index serves,
    runs with an empty constraints file, which replaces the machine's."""
    import dev

    envs = []
    done = subprocess.CompletedProcess([], 0)
    monkeypatch.setattr(dev.subprocess, "run", lambda a, env: envs.append(env) or done)
    monkeypatch.setenv("PIP_CONSTRAINT", "/etc/caps.txt")
    venv_dir = _environment(tmp_path, monkeypatch, held=None)
    python = dev.python_of(venv_dir)
    dev.uv_of(python, "python3 dev.py test")
    lane = next(lane for lane in pages.lanes() if lane.index)
    assert dev.fetched(python, lane) == ["--find-links", str(venv_dir / "indexed")]
    assert [env["PIP_CONSTRAINT"] for env in envs] == [os.devnull, os.devnull]


def test_an_installer_that_cannot_be_set_up_names_the_environment_and_the_retry(
    tmp_path: Path, monkeypatch
):
    """pip could not install uv: the message names the environment, the pin and
    the command to run again; nothing is stamped installed."""
    import dev

    venv_dir = _environment(tmp_path, monkeypatch, held=None)
    failed = subprocess.CompletedProcess([], 1)
    monkeypatch.setattr(dev.subprocess, "run", lambda *a, **k: failed)
    with pytest.raises(dev.SetupError) as raised:
        dev.ensure_env("lane-2-14", venv_dir, what="lane 2.14.1")
    assert str(raised.value) == (
        f"the pip of .venv/ could not install {pages.installer()} (its message is "
        "above): run `python3 dev.py lane 2.14.1` again"
    )
    assert not (venv_dir / "installed-lock.json").exists()


@pytest.mark.slow
def test_a_release_that_cannot_be_locked_says_which_and_how(tmp_path: Path):
    """`dev.py lock` of a group pinning a release no index serves: uv's own
    message, then one line naming the group and the command to run again; that
    group gets no lock and no lane's environment is made."""
    _project(
        tmp_path,
        '[project]\nname = "x"\nversion = "0"\nrequires-python = ">=3.11"\n'
        '[dependency-groups]\ntest = ["torch==2.15.0"]\nlane-0 = ["torch==0.0.1"]\n'
        f'[tool.practices]\ndefault-lane = "2.15.0"\ninstaller = "{pages.installer()}"\n'
        'lanes = { "0.0.1" = "lane-0" }\n',
    )
    proc = _dev(["lock"], root=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "torch==0.0.1" in proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == (
        "dev.py: could not lock the 'lane-0' group: uv exited 1 (its message is "
        "above). Is each of its pins on the package index? Fix it in pyproject.toml, "
        "then run `python3 dev.py lock` again."
    )
    assert (tmp_path / "requirements" / "test.txt").exists()
    assert not (tmp_path / "requirements" / "lane-0.txt").exists()
    assert not (tmp_path / ".lanes").exists()


def test_a_lane_on_a_python_that_is_not_there_stops_before_making_anything(
    tmp_path: Path,
):
    """`dev.py lane NAME` of a Python lane whose Python is missing: one line saying
    so, exit 2, no environment made."""
    _project(
        tmp_path,
        '[dependency-groups]\ntest = ["torch==2.15.0"]\nlane-p = ["torch==2.15.0"]\n'
        '[tool.practices]\ndefault-lane = "2.15.0"\n'
        '[tool.practices.lanes]\n"2.15.0-py3.99" = { group = "lane-p", python = "3.99" }\n',
    )
    _fresh_lock(tmp_path, "lane-p")
    proc = _dev(["lane", "2.15.0-py3.99"], root=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith("dev.py: no Python 3.99 for its lane: "), proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / ".lanes").exists()


@pytest.mark.slow
def test_update_outputs_rewrites_a_stale_output_block_and_nothing_else(
    experiment: Path,
):
    page = experiment / "docs" / "page.md"
    stale = "# Recorded\n\n" + printing_block(43)
    page.write_text(stale)
    failed = run_pages(experiment)
    assert failed.returncode == 1 and "-43" in failed.stdout  # a difference fails
    assert page.read_text() == stale  # and is not rewritten without being asked

    updated = run_pages(experiment, "--update-outputs")
    assert updated.returncode == 0, updated.stdout
    assert "docs/page.md:3: rewrote the output block" in updated.stdout
    assert page.read_text() == RECORDED_PAGE
    again = run_pages(experiment)
    assert again.returncode == 0, again.stdout


@pytest.mark.slow
def test_update_outputs_fills_every_block_of_a_page_in_one_run(experiment: Path):
    """Filling an empty block moves the blocks after it down the page; each output
    still lands under the block that printed it."""
    page = experiment / "docs" / "page.md"
    blocks = [
        f"```python\nprint(*range({n}), sep='\\n')\n```\n\n"
        "<!--pytest-codeblocks:expected-output-->\n\n```text\n```\n"
        for n in (12, 1, 2)
    ]
    page.write_text("# Filled\n\n" + "\n".join(blocks))
    updated = run_pages(experiment, "--update-outputs")
    assert updated.returncode == 0, updated.stdout
    again = run_pages(experiment)
    assert again.returncode == 0, again.stdout
    text = page.read_text()
    assert text.count("\n".join(["```text", *map(str, range(12)), "```"])) == 1
    assert text.count("```text\n0\n```") == 1
    assert text.count("```text\n0\n1\n```") == 1


# C++ blocks: compiled against the libtorch in the torch wheel, run, output compared.
CPP_PAGE = """\
# C++

```cpp title="ok.cpp"
--8<-- "cpp/ok.cpp"
```

<!--pytest-codeblocks:expected-output-->

```text
6
```

```cpp
#include <torch/torch.h>
int main() { TORCH_CHECK(torch::ones({2}).sum().item<float>() == 3, "not 3"); }
```

```cpp
#include <torch/torch.h>
int main() { torch::Tensor t = torch::ones({2}) }
```

```python
import os
from pathlib import Path
Path("made.txt").write_text("left by the block before")
with open(os.environ["PRACTICES_BLOCK_RUNS"], "a") as runs:
    runs.write("ran\\n")
```

<!--pytest.mark.uses_previous-->

```cpp
#include <fstream>
#include <iostream>
#include <string>
int main() {
  std::ifstream in("made.txt");
  std::string text;
  std::getline(in, text);
  std::cout << text << "\\n";
  return text == "left by the block before" ? 0 : 1;
}
```

<!--pytest-codeblocks:expected-output-->

```text
left by the block before
```
"""


USES_A_SKIPPED_BLOCK = """\
# Uses

<!--pytest-codeblocks:importorskip(no_such_package_here)-->

```python
import no_such_package_here
```

<!--pytest.mark.uses_previous-->

```python
print("ran")
```
"""


@pytest.mark.slow
def test_a_block_that_uses_one_the_machine_cannot_run_skips_naming_it(
    experiment: Path,
):
    (experiment / "docs" / "page.md").write_text(USES_A_SKIPPED_BLOCK)
    proc = run_pages(experiment, "-rs")
    assert proc.returncode == 0, proc.stdout
    assert "2 skipped" in proc.stdout
    package = "needs the optional package 'no_such_package_here'"
    assert f"docs/page.md: line 5: {package}" in proc.stdout
    assert f"the block this one uses (docs/page.md:5): {package}" in proc.stdout


@pytest.mark.slow
def test_a_record_stores_a_skip_s_reasons_as_codes(experiment: Path):
    """Not the words pytest prints: the mark or the package, worded by the site."""
    cuda = "\n<!--pytest.mark.cuda-->\n\n```python\nprint('on a GPU')\n```\n"
    (experiment / "docs" / "page.md").write_text(USES_A_SKIPPED_BLOCK + cuda)
    written = run_pages(experiment, "--write-record=rec")
    assert written.returncode == 0, written.stdout
    (path,) = (experiment / "rec").rglob("torch-*.json")
    entries = json.loads(path.read_text())["blocks"]["docs/page.md"]
    reasons = {e["snippet"] + str(e["marks"]): e["reason"] for e in entries}
    package = ["package:no_such_package_here"]
    on_gpu = None if marks.met("cuda") else ["mark:cuda"]
    assert sorted(reasons.values(), key=str) == sorted(
        [package, package, on_gpu], key=str
    ), reasons


@pytest.mark.slow
@pytest.mark.cpp
def test_cpp_blocks_compile_run_and_fail_naming_the_page(experiment: Path):
    """...and a block whose files the next block uses runs once for both."""
    (experiment / "docs" / "page.md").write_text(CPP_PAGE)
    snippets = experiment / "snippets" / "cpp"
    snippets.mkdir()
    (snippets / "ok.cpp").write_text(
        "#include <torch/torch.h>\n#include <iostream>\n"
        "int main() { std::cout << torch::arange(4).sum().item<int64_t>() << '\\n'; }\n"
    )
    runs = experiment / "runs.txt"
    proc = run_pages(experiment, env={"PRACTICES_BLOCK_RUNS": str(runs)})
    out = proc.stdout
    assert "2 failed, 3 passed" in out, out
    # the Python block ran once, though the C++ block after it used its files
    assert runs.read_text() == "ran\n"
    # a failing TORCH_CHECK: the page line it stands on, the exit and its message
    assert "FAILED docs/page.md::line 13 - docs/page.md:15" in out
    assert "The C++ program exited with" in out and "not 3" in out
    # a compile error: the page line of the line that does not compile
    assert "docs/page.md:20" in out and "The C++ block does not compile" in out
    assert "expected ',' or ';' before '}' token" in out


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        (
            "Decode the images that `pack_img` stored",
            "decode-the-images-that-pack_img-stored",
        ),
        (
            "Avoid the batch-of-one `squeeze` trap",
            "avoid-the-batch-of-one-squeeze-trap",
        ),
        ("Use *emphasis* and _this_ here", "use-emphasis-and-this-here"),
        ("See [the page](x.md) now", "see-the-page-now"),
    ],
)
def test_generated_links_use_the_anchor_the_toc_gives(heading, anchor):
    """The generated pages link to headings: underscores in code spans are text."""
    from practices.pages import slug

    assert slug(heading) == anchor


# The runner's edges: a script's clean exit, a timeout, and global state beyond the
# knobs (restored where there is a knob, caught by the canary where there is none).
@pytest.mark.parametrize(
    ("ending", "passes"),
    [
        ("sys.exit(0)", True),
        ("sys.exit()", True),
        ("raise SystemExit", True),
        ("sys.exit(1)", False),
        ("sys.exit('a message')", False),
    ],
)
def test_a_block_that_exits_with_status_0_passes_like_a_script(ending, passes):
    code = f"import sys\nprint('before')\n{ending}\nprint('after')\n"
    if passes:
        assert runner.run_in_process(code, "<block>").output == "before\n"
        assert runner.run_in_subprocess(code, "<block>").output == "before\n"
        return
    with pytest.raises(runner.BlockFailure) as info:
        runner.run_in_process(code, "<block>")
    assert info.value.code_line == 3 and "SystemExit" in info.value.report
    with pytest.raises(runner.BlockFailure) as info:
        runner.run_in_subprocess(code, "<block>")


def test_a_subprocess_block_that_times_out_fails_with_what_it_printed():
    code = "import time\nprint('started', flush=True)\ntime.sleep(60)\n"
    with pytest.raises(runner.BlockFailure) as info:
        runner.run_in_subprocess(code, "<block>", timeout=2)
    assert info.value.report.startswith("timed out after 2 s")
    assert "started" in info.value.report
    assert info.value.code_line is None  # reported at the block's opening fence


def test_flush_denormal_is_read_from_the_arithmetic_it_changes():
    if not torch.set_flush_denormal(True):
        pytest.skip("this CPU cannot flush denormals")
    try:
        assert isolation._flush_denormal()
        assert torch.tensor([1e-40]).item() == 0  # what the flag does
    finally:
        torch.set_flush_denormal(False)
    assert not isolation._flush_denormal()
    assert torch.tensor([1e-40]).item() != 0


CHANGE_THE_NEW_KNOBS = """
import gc, sys
import torch, torch._dynamo.config, torch._functorch.config, torch._inductor.config
torch.set_flush_denormal(True)
torch._dynamo.config.recompile_limit = 1
torch._dynamo.config.traceable_tensor_subclasses.add(int)  # changed in place
torch._inductor.config.max_autotune = True
torch._functorch.config.donated_buffer = False
sys.setrecursionlimit(4321)
gc.disable()
"""


def test_isolation_restores_the_flush_denormal_flag_and_the_compiler_configs():
    import torch._dynamo.config as dynamo
    import torch._functorch.config as functorch
    import torch._inductor.config as inductor

    before = isolation.snapshot()
    was = (
        dynamo.recompile_limit,
        set(dynamo.traceable_tensor_subclasses),
        inductor.max_autotune,
        functorch.donated_buffer,
        sys.getrecursionlimit(),
    )
    result = runner.run_in_process(CHANGE_THE_NEW_KNOBS, "<block>")
    assert before.changed() == []
    assert not isolation._flush_denormal() and torch.tensor([1e-40]).item() != 0
    assert was == (
        dynamo.recompile_limit,
        set(dynamo.traceable_tensor_subclasses),
        inductor.max_autotune,
        functorch.donated_buffer,
        sys.getrecursionlimit(),
    )
    assert gc.isenabled()
    assert {
        "flush denormal",
        "torch._dynamo.config",
        "torch._inductor.config",
        "torch._functorch.config",
        "recursion limit",
        "garbage collector",
    } <= set(result.restored)


# Global state no knob restores, a change the canary must catch: the block's code,
# and the code that puts it back afterwards.
UNLISTED_LEAKS = {
    "torch.backends.cuda.flash_sdp_enabled()": (
        "torch.backends.cuda.enable_flash_sdp(False)",
        "torch.backends.cuda.enable_flash_sdp(True)",
    ),
    "torch.backends.mha.get_fastpath_enabled()": (
        "torch.backends.mha.set_fastpath_enabled(False)",
        "torch.backends.mha.set_fastpath_enabled(True)",
    ),
    "autocast on cpu": (
        "torch.set_autocast_enabled('cpu', True)",
        "torch.set_autocast_enabled('cpu', False)",
    ),
    "the level of logger 'torch'": (
        "import logging\nlogging.getLogger('torch').setLevel(logging.DEBUG)",
        "import logging\nlogging.getLogger('torch').setLevel(logging.NOTSET)",
    ),
    "numpy.get_printoptions()": (
        "import numpy\nnumpy.set_printoptions(precision=2)",
        "import numpy\nnumpy.set_printoptions(precision=8)",
    ),
}


@pytest.mark.parametrize("name", list(UNLISTED_LEAKS))
def test_the_canary_fails_a_block_that_leaks_state_no_knob_restores(name):
    import numpy  # noqa: F401 - the canary reads NumPy's settings once it is loaded

    leak, undo = UNLISTED_LEAKS[name]
    runner.run_in_process("import logging\nlogging.getLogger('torch')\n", "<block>")
    try:
        with pytest.raises(runner.BlockFailure) as info:
            runner.run_in_process(f"import torch\n{leak}\n", "<block>")
    finally:
        exec(f"import torch\n{undo}\n", {})
    report = info.value.report
    assert "IsolationError" in report and "does not restore" in report
    assert f"\n  {name} (was " in report, report
    assert isolation.snapshot().restore() == []  # put back: the next test is clean


def test_a_mode_a_block_left_entered_is_taken_off_and_fails_it():
    code = (
        "from torch.overrides import TorchFunctionMode\n"
        "from torch.utils._python_dispatch import TorchDispatchMode\n"
        "TorchFunctionMode().__enter__()\nTorchDispatchMode().__enter__()\n"
    )
    with pytest.raises(runner.BlockFailure) as info:
        runner.run_in_process(code, "<block>")
    assert (
        "the block left modes entered: TorchFunctionMode, TorchDispatchMode"
        in info.value.report
    )
    assert torch._C._len_torch_function_stack() == 0
    assert torch._C._len_torch_dispatch_stack() == 0
    assert torch.ones(2).sum() == 2


def test_the_canary_catches_a_knob_missing_from_the_list(monkeypatch):
    """Were a knob dropped (or never written), the canary names what it left."""
    unlisted = {"deterministic algorithms", "threads", "grad mode"}
    knobs = isolation._knobs
    monkeypatch.setattr(
        isolation, "_knobs", lambda: [k for k in knobs() if k.name not in unlisted]
    )
    code = (
        "import torch\ntorch.use_deterministic_algorithms(True)\n"
        "torch.set_num_threads(1)\ntorch.set_grad_enabled(False)\n"
    )
    threads = torch.get_num_threads()
    try:
        with pytest.raises(runner.BlockFailure) as info:
            runner.run_in_process(code, "<block>")
    finally:
        torch.use_deterministic_algorithms(False)
        torch.set_num_threads(threads)
        torch.set_grad_enabled(True)
    for getter in [
        "torch._C._get_deterministic_algorithms()",
        "torch._C.get_num_threads()",
        "torch._C.is_grad_enabled()",
    ]:
        assert f"\n  {getter} (was " in info.value.report


def test_a_block_that_fails_and_leaks_reports_both():
    code = "import torch\ntorch.backends.cuda.enable_flash_sdp(False)\n1 / 0\n"
    try:
        with pytest.raises(runner.BlockFailure) as info:
            runner.run_in_process(code, "<block>")
    finally:
        torch.backends.cuda.enable_flash_sdp(True)
    assert info.value.code_line == 3
    assert "ZeroDivisionError" in info.value.report
    assert "flash_sdp_enabled() (was True, now False)" in info.value.report


EDGES_PAGE = """\
# Edges

```python
import sys
print("before the exit")
sys.exit(0)
print("never printed")
```

<!--pytest-codeblocks:expected-output-->

```text
before the exit
```

<!--pytest.mark.subprocess-->

```python
import sys
sys.exit()
```

<!--pytest.mark.subprocess-->

```python
import time
time.sleep(60)
```

```python
import torch
torch.backends.cuda.enable_flash_sdp(False)
```
"""


@pytest.mark.slow
def test_the_suite_names_the_page_line_of_a_timeout_and_a_leak(experiment: Path):
    (experiment / "docs" / "page.md").write_text(EDGES_PAGE)
    with (experiment / "conftest.py").open("a") as conftest:
        conftest.write(
            "\nimport functools\nfrom practices.testing import runner\n"
            "runner.run_in_subprocess = functools.partial(\n"
            "    runner.run_in_subprocess, timeout=3\n)\n"
        )
    proc = run_pages(experiment)
    out = proc.stdout
    assert "2 failed, 2 passed" in out, out
    assert "docs/page.md:25 (the block that starts here)\n\ntimed out after 3 s" in out
    assert "docs/page.md:30 (the block that starts here)" in out
    assert "torch.backends.cuda.flash_sdp_enabled() (was True, now False)" in out


def test_outputs_are_rewritten_by_position_from_the_bottom_up(tmp_path: Path):
    from practices.testing import outputs

    def block(n: int, shown: str) -> str:
        return (
            f"```python\nprint({n})\n```\n\n<!--pytest-codeblocks:expected-output-->"
            f"\n\n```text\n{shown}```\n\n"
        )

    page = tmp_path / "page.md"
    page.write_text("# P\n\n" + block(1, "") + block(2, "x\ny\nz\n") + block(3, "3\n"))
    moved = outputs.apply(page, {3: "1\n1\n1\n", 12: "2\n", 24: "3\n"})
    assert moved == {3: 3, 12: 15, 24: 25}
    assert page.read_text() == (
        "# P\n\n" + block(1, "1\n1\n1\n") + block(2, "2\n") + block(3, "3\n")
    )
    last = len(page.read_text().split("\n"))
    with pytest.raises(LookupError, match=f"page.md:{last}: no output block"):
        outputs.apply(page, {last: "x"})


@pytest.mark.slow
def test_update_outputs_under_xdist_rewrites_once_at_the_end(experiment: Path):
    """Blocks of one page run in different workers; the controlling process
    rewrites the page, once, after every block has run."""
    blocks = [
        f"```python\nprint(*range({n}), sep='\\n')\n```\n\n"
        "<!--pytest-codeblocks:expected-output-->\n\n```text\n```\n"
        for n in (5, 1, 3, 2)
    ]
    page = experiment / "docs" / "page.md"
    page.write_text("# Filled\n\n" + "\n".join(blocks))
    updated = run_pages(experiment, "--update-outputs", "-n", "2")
    assert updated.returncode == 0, updated.stdout
    assert "4 passed" in updated.stdout
    notes = [line for line in updated.stdout.splitlines() if "rewrote" in line]
    assert notes == [
        f"docs/page.md:{line}: rewrote the output block" for line in (3, 17, 27, 39)
    ]
    text = page.read_text()
    for n in (5, 1, 3, 2):
        assert text.count("\n".join(["```text", *map(str, range(n)), "```"])) == 1
    again = run_pages(experiment, "-n", "2")
    assert again.returncode == 0, again.stdout


# The block directive: one line a block, written out as the page would write it.
DIRECTED_PAGE = """\
# P

<!-- block a/one.py -->

1.  A note on the code.
    Its second line.

2.  Another.

Prose.

=== "Tab"

    <!-- block a/two.cpp:part importorskip(thop) cuda -->

```markdown
<!-- block a/shown.py -->
```
"""


def test_a_block_directive_is_written_out_as_a_page_would_write_it(tmp_path: Path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "one.out").write_text("42\n\n  x\n")
    (tmp_path / "a" / "two.part.out").write_text("")
    written = pages.directed(DIRECTED_PAGE, tmp_path)
    assert written.text == textwrap.dedent("""\
        # P

        ```python title="snippets/a/one.py"
        --8<-- "a/one.py"
        ```

        1.  A note on the code.
            Its second line.

        2.  Another.

        <!--pytest-codeblocks:expected-output-->

        ```text
        42

          x
        ```

        Prose.

        === "Tab"

            <!--pytest-codeblocks:importorskip(thop)-->
            <!--pytest.mark.cuda-->

            ```cpp title="snippets/a/two.cpp"
            --8<-- "a/two.cpp:part"
            ```

            <!--pytest-codeblocks:expected-output-->

            ```text
            ```

        ```markdown
        <!-- block a/shown.py -->
        ```
        """)
    # each written line stands for its directive's page line
    assert [written.origins[k] + 1 for k in (2, 13, 19, 26, 36)] == [3, 3, 10, 14, 17]
    assert written.outputs == {13: "a/one.out", 32: "a/two.part.out"}
    (block, other, shown) = pages.blocks(written.lines)
    assert shown.info == "markdown" and shown.expected_output is None
    assert block.expected_output == "42\n\n  x\n" and other.expected_output == ""
    assert other.marks == ["pytest.mark.cuda"] and other.importorskip == "thop"
    # no output file: no output shown
    (tmp_path / "a" / "one.out").unlink()
    assert "42" not in pages.directed(DIRECTED_PAGE, tmp_path).text
    with pytest.raises(pages.PageError, match="line 3: unknown block option"):
        pages.directed("# P\n\n<!-- block a/one.py --cuda -->\n", tmp_path)
    with pytest.raises(pages.PageError, match="line 1: a block shows a .py or .cpp"):
        pages.directed("<!-- block a/one.txt -->", tmp_path)


@pytest.mark.slow
def test_update_outputs_writes_a_block_directives_output_file_once(
    experiment: Path,
):
    """The output a directive shows is stored once, beside its snippet: a wrong one
    fails the block on both pages, and --update-outputs rewrites the file alone."""
    snippets = experiment / "snippets" / "experiment"
    (snippets / "prints.py").write_text("print(6 * 7)\n")
    (snippets / "prints.out").write_text("43\n")
    for name, title in (("page.md", "# One"), ("page.zh.md", "# 一")):
        page = f"{title}\n\n<!-- block experiment/prints.py -->\n"
        (experiment / "docs" / name).write_text(page)
    before = {p: p.read_text() for p in (experiment / "docs").iterdir()}
    failed = run_pages(experiment)
    assert failed.returncode == 1 and "-43" in failed.stdout, failed.stdout
    assert "docs/page.md:3 (the block that starts here)" in failed.stdout
    updated = run_pages(experiment, "--update-outputs")
    assert updated.returncode == 0, updated.stdout
    assert "snippets/experiment/prints.out: rewrote the output" in updated.stdout
    assert (snippets / "prints.out").read_text() == "42\n"
    assert {p: p.read_text() for p in before} == before  # no page changed
    again = run_pages(experiment)
    assert again.returncode == 0, again.stdout
