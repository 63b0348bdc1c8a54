"""``mkdocs serve`` rebuilds on edits to pages *and* to snippets (``watch: [snippets]``).

A copy of the project (the home page and the page edited, in both editions) is served
on a free port of 127.0.0.1; an edit to a snippet and an edit to a page each show on
the served page within a few seconds.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from small_site import small_project

PAGE = "docs/tensors/views-copies-memory.md"
SNIPPET = "snippets/tensors/views-copies-memory/transpose_shares_storage.py"
URL_PATH = "tensors/views-copies-memory/"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=5) as r:
            return r.read().decode("utf-8")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return None


def _wait_for(url: str, text: str, timeout: float = 120) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = _get(url)
        if body is not None and text in body:
            return True
        time.sleep(0.3)
    return False


@pytest.fixture
def served_copy(tmp_path):
    small_project(tmp_path, [PAGE.removeprefix("docs/")])
    port = _free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; sys.modules['torch'] = None;"
            " from mkdocs.__main__ import cli; cli()",
            "serve",
            "--dev-addr",
            f"127.0.0.1:{port}",
        ],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    url = f"http://127.0.0.1:{port}/pytorch-practices/{URL_PATH}"
    try:
        # the first build makes both editions: a generous bound on two busy cores
        # (CI runs the lanes beside the suite)
        if not _wait_for(url, "</html>", timeout=240):
            proc.terminate()
            pytest.fail(
                "mkdocs serve did not serve the page: " + proc.stderr.read().decode()
            )
        yield tmp_path, url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_serve_rebuilds_on_snippet_and_page_edits(served_copy):
    project, url = served_copy
    snippet = project / SNIPPET
    snippet.write_text(
        snippet.read_text(encoding="utf-8") + "# an edit to the snippet\n",
        encoding="utf-8",
    )
    assert _wait_for(url, "an edit to the snippet"), "snippet edit not picked up"

    page = project / PAGE
    page.write_text(
        page.read_text(encoding="utf-8") + "\nAn edit to the page.\n", encoding="utf-8"
    )
    assert _wait_for(url, "An edit to the page."), "page edit not picked up"
