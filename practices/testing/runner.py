"""Run one block's code as a reader would, and capture what it prints.

In-process by default: the code runs as a fresh ``__main__`` module (so classes it
defines pickle like a script's) in a temporary working directory, with every knob of
``isolation`` restored afterwards. Blocks marked ``subprocess`` run in their own
``python``, for claims that need a fresh interpreter. As for a script,
``sys.exit()`` and ``sys.exit(0)`` end a block successfully.
"""

from __future__ import annotations

import ast
import contextlib
import difflib
import functools
import io
import linecache
import os
import re
import signal
import subprocess
import sys
import tempfile
import traceback
import types
from dataclasses import dataclass
from pathlib import Path

from . import isolation


class BlockFailure(Exception):
    """The block raised, or printed something other than the page shows."""

    def __init__(self, report: str, code_line: int | None):
        super().__init__(report)
        self.report = report
        self.code_line = code_line


@dataclass
class Result:
    output: str
    restored: list[str]  # the global knobs the block had changed


def _trimmed_traceback(exc: BaseException, filename: str) -> tuple[str, int | None]:
    """The traceback from the block's own frame on, and the block line that failed."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != filename:
        tb = tb.tb_next
    ours = [n for f, n in traceback.walk_tb(tb) if f.f_code.co_filename == filename]
    line = ours[-1] if ours else None
    if line is None and isinstance(exc, SyntaxError) and exc.filename == filename:
        line = exc.lineno
    return "".join(traceback.format_exception(type(exc), exc, tb)), line


def compile_block(code: str, filename: str):
    """The block compiled as pytest compiles a test module: a failing ``assert``
    reports the values it compared, not a bare ``AssertionError``."""
    from _pytest.assertion.rewrite import rewrite_asserts

    tree = ast.parse(code, filename)
    rewrite_asserts(tree, code.encode("utf-8"), filename)
    return compile(tree, filename, "exec")


def _workdir(given: str | None):
    """The folder a block runs in: ``given``, or a fresh one removed afterwards."""
    if given is not None:
        return contextlib.nullcontext(given)
    return tempfile.TemporaryDirectory(prefix="block-")


def run_in_process(code: str, filename: str, workdir: str | None = None) -> Result:
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
    before = isolation.snapshot()
    start, main = os.getcwd(), sys.modules["__main__"]
    out = io.StringIO()
    failure: BlockFailure | None = None
    try:
        with _workdir(workdir) as folder, contextlib.redirect_stdout(out):
            os.chdir(folder)
            module = sys.modules["__main__"] = types.ModuleType("__main__")
            try:
                exec(compile_block(code, filename), module.__dict__)
            except BaseException as exc:  # noqa: BLE001 - reported with the page's line
                if isinstance(exc, KeyboardInterrupt):
                    raise
                # sys.exit() and sys.exit(0) end a script with status 0
                if not (isinstance(exc, SystemExit) and exc.code in (None, 0)):
                    text, line = _trimmed_traceback(exc, filename)
                    failure = BlockFailure(text, line)
            finally:
                os.chdir(start)  # leave the workdir before it is removed
                sys.modules["__main__"] = main
    finally:
        if "torch._dynamo" in sys.modules:
            sys.modules["torch._dynamo"].reset()
        try:
            restored = before.restore()
        except isolation.IsolationError as error:
            # Reported at the block (its page and line), after its own failure if any.
            report = f"{failure.report}\n" if failure is not None else ""
            line = failure.code_line if failure is not None else None
            failure = BlockFailure(f"{report}IsolationError: {error}\n", line)
        finally:
            linecache.cache.pop(filename, None)
    if failure is not None:
        raise failure
    return Result(out.getvalue(), restored)


def run_command(cmd: list[str], what: str, timeout: float, **kwargs):
    """``cmd`` run to its end; past ``timeout``, its whole process group is killed
    (gcc's cc1plus and as, a program's children) and the block fails with the end of
    what it had printed."""
    with subprocess.Popen(
        cmd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        **kwargs,
    ) as proc:
        try:
            stdout, stderr = proc.communicate(timeout=timeout)
        except BaseException as exc:  # the timeout, or an interrupt
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            printed = zip(["stdout", "stderr"], proc.communicate(), strict=True)
            if not isinstance(exc, subprocess.TimeoutExpired):
                raise
            report = f"{what} timed out after {timeout:g} s".lstrip()
            for name, data in printed:
                if data:
                    report += f"\n\nIt had printed on {name} (the end):\n{data[-2000:]}"
            raise BlockFailure(report, None) from None
    return subprocess.CompletedProcess(cmd, proc.returncode, stdout, stderr)


def run_in_subprocess(
    code: str, filename: str, timeout: float = 600, workdir: str | None = None
) -> Result:
    with _workdir(workdir) as workdir, tempfile.TemporaryDirectory() as scripts:
        script = os.path.join(scripts, "block.py")
        Path(script).write_text(code, encoding="utf-8")
        try:
            proc = run_command([sys.executable, script], "", timeout, cwd=workdir)
        except BlockFailure as failure:
            raise BlockFailure(failure.report.replace(script, filename), None) from None
    if proc.returncode != 0:
        lines = re.findall(rf'File "{re.escape(script)}", line (\d+)', proc.stderr)
        report = proc.stderr.replace(script, filename)
        raise BlockFailure(report, int(lines[-1]) if lines else None)
    return Result(proc.stdout, [])


def compare_output(expected: str, actual: str, ignore_whitespace: bool) -> str | None:
    """None when the output matches what the page shows, else a report of the difference."""
    squeeze = functools.partial(re.sub, r"\s+", "") if ignore_whitespace else str
    if squeeze(expected) == squeeze(actual):
        return None
    diff = difflib.unified_diff(
        expected.splitlines(keepends=True),
        actual.splitlines(keepends=True),
        "shown on the page",
        "printed by the block",
    )
    return "".join(diff) or f"expected {expected!r}\nbut got  {actual!r}\n"
