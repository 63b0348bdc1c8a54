"""Write the verification record of a run: ``pytest docs --write-record=records``.

For every Python block the run collected, the record keeps its outcome (passed,
failed, skipped and why), its marks, the heading it stands under, what it printed,
and the hashes that tie it to the page (``site_extensions.records``). The file is
named by the release (``records/torch-2.15.0.json``), or ``records/gpu.json`` when a
CUDA device ran it. ``python3 dev.py records`` writes one per lane; the build shows
them next to each block, and ``tests/test_guards.py`` fails when one is stale.
"""

from __future__ import annotations

import datetime as dt
import json
import platform
from pathlib import Path

import pytest

from site_extensions.records import GPU_RECORD, record_path

from . import marks, site

OUTPUT_LIMIT = 4000  # characters of a block's output kept in the record


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--write-record",
        metavar="DIR",
        help="write this run's per-block outcomes to DIR/torch-<release>.json "
        "(DIR/gpu.json where a CUDA device ran them)",
    )
    parser.addoption(
        "--check-record",
        metavar="DIR",
        help="fail the run when a block's outcome differs from the one that "
        "DIR's record of this release shows readers",
    )


def where_it_ran() -> dict[str, str]:
    import torch
    from packaging.version import Version

    if torch.cuda.is_available():
        device = f"{torch.cuda.get_device_name(0)} (CUDA {torch.version.cuda})"
    else:
        device = "CPU"
    return {
        "release": Version(torch.__version__).base_version,
        "torch": torch.__version__,
        "device": device,
        "python": platform.python_version(),
        "date": dt.datetime.now(dt.UTC).date().isoformat(),
    }


def record_file(directory: Path, ran: dict[str, str]) -> Path:
    if ran["device"] != "CPU":
        return directory / GPU_RECORD
    return record_path(ran["release"], directory)


class BlockRecords:
    """Collects each block's outcome; writes the record, or checks it, at the end."""

    def __init__(self, write: Path | None, check: Path | None):
        self.write, self.check = write, check
        self.entries: dict[str, dict] = {}  # nodeid -> entry

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item, call):
        outcome = yield
        report = outcome.get_result()
        if getattr(item, "block", None) is None:
            return
        if report.skipped:
            reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else ""
            page = site.relative(item.block.page)
            reason = reason.removeprefix("Skipped: ").removeprefix(f"{page}: ")
            reason = reason.removeprefix(f"{item.name}: ")
            self._note(item, "skipped", reason)
        elif report.failed:
            self._note(item, "failed", None)
        elif report.when == "call":
            self._note(item, "passed", None, item.output)

    def _note(self, item, outcome: str, reason: str | None, output: str | None = None):
        block = item.block
        self.entries[item.nodeid] = {
            "page": site.relative(block.page),
            "snippet": block.label,
            "section": block.section,
            "code": block.code_hash,
            "fences": block.fence_hashes,
            "marks": sorted(block.mark_names),
            "gpu": bool(block.mark_names & set(marks.GPU)),
            "outcome": outcome,
            "reason": reason,
            "output": (output or "")[:OUTPUT_LIMIT] or None,
        }

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session, exitstatus):
        if not self.entries:
            return
        ran = where_it_ran()
        writer = session.config.get_terminal_writer()
        if self.write:
            path = self._write(ran)
            writer.line(f"wrote the record {site.relative(path)}")
        elif self.check:
            differ = self._differences(record_file(self.check, ran))
            for line in differ:
                writer.line(line, red=True)
            if differ:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def _write(self, ran: dict[str, str]) -> Path:
        blocks: dict[str, list[dict]] = {}
        for entry in sorted(
            self.entries.values(), key=lambda e: (e["page"], e["snippet"], e["code"])
        ):
            entry = dict(entry)
            blocks.setdefault(entry.pop("page"), []).append(entry)
        path = record_file(self.write, ran)
        path.parent.mkdir(parents=True, exist_ok=True)
        record = {**ran, "blocks": blocks}
        path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n")
        return path

    def _differences(self, path: Path) -> list[str]:
        """What the committed record shows readers that this run did not do."""
        if not path.exists():
            if path.name == GPU_RECORD:
                return []  # no GPU has run the blocks yet: there is nothing to contradict
            return [f"no record {site.relative(path)} to check this run against"]
        record = json.loads(path.read_text(encoding="utf-8"))
        shown = {
            (page, e["code"]): e
            for page, entries in record["blocks"].items()
            for e in entries
        }
        out = []
        for nodeid, entry in self.entries.items():
            claimed = shown.get((entry["page"], entry["code"]))
            if claimed is None:
                continue  # no record of this block as it is: the guards report it
            if (claimed["outcome"], claimed["reason"]) != (
                entry["outcome"],
                entry["reason"],
            ):
                out.append(
                    f"{nodeid}: {site.relative(path)} shows "
                    f"{claimed['outcome']} ({claimed['reason'] or 'no reason'}), "
                    f"this run {entry['outcome']} ({entry['reason'] or 'no reason'}); "
                    "run `python3 dev.py records` and commit records/"
                )
        return out


def configure(config: pytest.Config) -> None:
    write, check = (
        config.getoption("--write-record"),
        config.getoption("--check-record"),
    )
    if write or check:
        config.pluginmanager.register(
            BlockRecords(
                config.rootpath / write if write else None,
                config.rootpath / check if check else None,
            ),
            "block-records",
        )
