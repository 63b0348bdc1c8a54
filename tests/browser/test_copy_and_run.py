"""A copied block runs as is: click its copy button in Chromium, read the clipboard,
write it to an empty folder and run it with the project's Python.

Two blocks that did not run when copied alone before: the ``layout.py`` example of
*Read MXNet RecordIO files*, which continues the writer shown before it, and the
first half of *Save and load models*' ``whole_model.py`` pair, a section of its
snippet file. What they print must be the output the page shows. Every other block's
copy is proven to be the program the tests ran by ``tests/test_copies.py``, without
running anything twice.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from practices.testing import marks, site
from practices.testing.blocks import page_blocks

pytestmark = pytest.mark.browser

# (page, the file its caption names, which of the fences so captioned)
COPIED = [
    ("data/recordio.md", "layout.py", 0),
    ("saving/saving-and-loading.md", "whole_model.py", 0),
]


def _block(page: str, name: str):
    """The harness block whose fences include the ``name``-captioned one."""
    for block in page_blocks(site.docs_dir() / page):
        if block.runs and any(
            (o.path if o else "").endswith("/" + name) for o in block.origins
        ):
            return block
    raise AssertionError(f"no block of {page} shows {name}")


@pytest.mark.parametrize(("page", "name", "nth"), COPIED, ids=[c[1] for c in COPIED])
@pytest.mark.parametrize("lang", ["", "zh/"])
def test_a_copied_block_runs_in_an_empty_folder(visit, tmp_path, page, name, nth, lang):
    block = _block(page, name)
    missing = marks.missing(sorted(block.mark_names))
    if missing:
        pytest.skip("; ".join(missing))
    if block.importorskip:
        pytest.importorskip(block.importorskip)
    v = visit(permissions=["clipboard-read", "clipboard-write"])
    v.goto(lang + page.removesuffix(".md") + "/")
    # The code block whose caption links to the file (the repository's and the
    # download's addresses both end with its name)
    code = (
        v.page.locator("div.highlight")
        .filter(has=v.page.locator(f".filename a[href$='/{name}']"))
        .nth(nth)
    )
    code.scroll_into_view_if_needed()
    code.hover()
    code.locator("button[data-md-type=copy]").click()
    copied = v.page.evaluate("() => navigator.clipboard.readText()")
    assert "--8<--" not in copied and "isort:" not in copied
    script = tmp_path / name
    script.write_text(copied, encoding="utf-8")
    ran = subprocess.run(
        [sys.executable, name],  # the project's Python: .venv/bin/python
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert ran.returncode == 0, f"{name}, copied from {lang}{page}:\n{ran.stderr}"
    assert ran.stdout == block.expected_output, ran.stdout
    v.assert_clean()
