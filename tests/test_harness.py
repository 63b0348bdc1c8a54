"""The machinery itself: it must fail where a page is wrong, and isolate blocks."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch
from harness import isolation, runner, site
from harness.blocks import language


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


def run_pages(project: Path, *args: str) -> subprocess.CompletedProcess:
    """The page suite of a small project of its own, in order."""
    from harness import cpp

    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:randomly", "docs", "-q", *args],
        cwd=project,
        capture_output=True,
        text=True,
        env={**os.environ, "PRACTICES_CPP_CACHE": str(cpp.CACHE)},
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
    project = tmp_path / "project"
    shutil.copytree(site.ROOT / "tests" / "harness", project / "tests" / "harness")
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
    (experiment / "docs" / "page.md").write_text(RECORDED_PAGE)
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
        "Recorded",
    )

    checked = run_pages(experiment, "--check-record=rec")
    assert checked.returncode == 0, checked.stdout

    entry["outcome"], entry["reason"] = "skipped", "needs something"  # a false badge
    path.write_text(json.dumps(record))
    checked = run_pages(experiment, "--check-record=rec")
    assert checked.returncode == 1, checked.stdout
    assert "shows skipped (needs something), this run passed" in checked.stdout


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
    assert "dev.py: no lane for torch '9.9.9'. The lanes are: " in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (site.ROOT / ".lanes" / "9.9.9").exists()


@pytest.mark.slow
def test_a_lane_whose_release_cannot_be_installed_says_which_and_how(tmp_path: Path):
    """pip's own failure, then one line naming the release and the command; the
    default environment is never created or touched."""
    shutil.copy(site.ROOT / "dev.py", tmp_path / "dev.py")
    (tmp_path / "pyproject.toml").write_text(
        '[dependency-groups]\nlane-0 = ["torch==0.0.1"]\n'
        '[tool.practices]\ndefault-lane = "2.15.0"\nlanes = { "0.0.1" = "lane-0" }\n'
    )
    proc = _dev(["lane", "0.0.1"], root=tmp_path)
    assert proc.returncode == 2, proc.stderr
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("dev.py: could not build the environment .lanes/0.0.1/")
    assert "torch==0.0.1" in last and "`python3 dev.py lane 0.0.1`" in last
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / ".venv").exists()


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
from pathlib import Path
Path("made.txt").write_text("left by the block before")
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


@pytest.mark.slow
@pytest.mark.cpp
def test_cpp_blocks_compile_run_and_fail_naming_the_page(experiment: Path):
    (experiment / "docs" / "page.md").write_text(CPP_PAGE)
    snippets = experiment / "snippets" / "cpp"
    snippets.mkdir()
    (snippets / "ok.cpp").write_text(
        "#include <torch/torch.h>\n#include <iostream>\n"
        "int main() { std::cout << torch::arange(4).sum().item<int64_t>() << '\\n'; }\n"
    )
    proc = run_pages(experiment)
    out = proc.stdout
    assert "2 failed, 3 passed" in out, out
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
    from site_extensions.records import slug

    assert slug(heading) == anchor
