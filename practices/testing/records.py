"""Write and check the verification records: ``--write-record`` / ``--check-record``.

Every block a run executes gives one record entry (``practices.pages.Entry``):
its outcome (passed, failed, skipped and why: the reasons' codes, ``mark:cuda``,
``package:thop``, which the site words), its marks, the section it stands in
(``pages.section_of``), what it printed, the torch build and the day, and the hashes that tie it to
the page. The entry is made where the block ran and travels on its test report
(``report.user_properties``), so under pytest-xdist the controlling process sees
every worker's entries: it alone checks and writes, exactly as a serial run does.

- ``--check-record=records`` (always on, in pyproject's addopts): a block whose
  outcome differs from the one its record shows readers fails the run.
- ``--write-record=records``: the pages this run collected are re-recorded block by
  block (an entry of a block the run did not select is kept while the block is
  unchanged; an entry of a block that changed or went away is dropped); every
  other page's entries stay as they were, with their own dates. The file is written
  atomically. A CPU run writes its lane's ``records/torch-<lane>.json``
  (``torch-2.14.1.json``; ``torch-2.15.0-py3.13.json`` from the Python lane); a
  run where a CUDA device is visible writes ``records/gpu/torch-<release>-<device>.json``, so
  no lane and no machine overwrites another's record.
"""

from __future__ import annotations

import datetime as dt
import json
import platform
from pathlib import Path

import pytest

from practices import pages
from practices.pages import Entry, RecordError

from . import marks, site
from .blocks import page_blocks

PROPERTY = "practices-record"  # the name of the entry on a test report


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--write-record",
        metavar="DIR",
        help="re-record the pages this run collected in DIR/torch-<release>.json "
        "(DIR/gpu/torch-<release>-<device>.json where a CUDA device ran them)",
    )
    parser.addoption(
        "--check-record",
        metavar="DIR",
        help="fail the run when a block's outcome differs from the one that "
        "DIR's record of this release shows readers",
    )


def where_it_ran() -> dict[str, str]:
    """The release, torch build, device and Python of this process."""
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
    }


def record_file(directory: Path, ran: dict[str, str]) -> Path:
    """The record of the lane that ran: a GPU run's by its release and device; a
    CPU run's by its lane, the release's Python lane where the Python that ran is
    the one that lane names (records/torch-2.15.0-py3.13.json)."""
    if ran["device"] != "CPU":
        return pages.gpu_record_path(ran["release"], ran["device"], directory)
    lane = pages.lane_of(ran["release"], ran.get("python") or "")
    return pages.record_path(lane, directory)


def entry_of(
    item, outcome: str, reason: list[str] | None, ran: dict[str, str]
) -> Entry:
    block = item.block
    output = item.output if outcome == "passed" else None
    return Entry(
        snippet=block.label,
        section=block.section,
        code=block.code_hash,
        fences=block.fence_hashes,
        marks=sorted(block.mark_names),
        gpu=bool(block.mark_names & set(marks.GPU)),
        outcome=outcome,
        reason=reason,
        output=(output or "")[: pages.OUTPUT_LIMIT] or None,
        torch=ran["torch"],
        date=dt.datetime.now(dt.UTC).date().isoformat(),
    )


def skip_codes(item, call) -> list[str]:
    """Why a block was skipped, as its record stores it: the codes the harness
    skipped it with (``marks.Unrunnable``, or a mark's need at collection), else
    the words of a skip the harness did not make."""
    skipped = call.excinfo.value if call.excinfo else None
    codes = getattr(skipped, "codes", None) or getattr(item, "skip_codes", None)
    return codes or [str(getattr(skipped, "msg", "") or "skipped")]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Where the block ran (a worker, or the one process): put its entry on the
    report."""
    outcome = yield
    report = outcome.get_result()
    if getattr(item, "block", None) is None:
        return
    if report.skipped:
        result, reason = "skipped", skip_codes(item, call)
    elif report.failed:
        result, reason = "failed", None
    elif report.when == "call":
        result, reason = "passed", None
    else:
        return
    ran = _ran()
    message = {"page": site.relative(item.block.page), "ran": ran}
    message["entry"] = entry_of(item, result, reason, ran)
    report.user_properties.append((PROPERTY, json.dumps(message)))


_where: dict[str, str] = {}


def _ran() -> dict[str, str]:
    if not _where:
        _where.update(where_it_ran())
    return _where


def _why(entry: Entry) -> str:
    return "; ".join(entry["reason"] or []) or "no reason"


class BlockRecords:
    """In the controlling process: gathers the entries from the reports, then
    writes the record or checks the run against it."""

    def __init__(self, write: Path | None, check: Path | None):
        self.write, self.check = write, check
        self.entries: dict[str, tuple[str, Entry]] = {}  # nodeid -> (page, entry)
        self.ran: dict[str, str] = {}
        self.lost: list[str] = []  # blocks that failed with no entry (a crash)

    def pytest_runtest_logreport(self, report):
        for name, value in report.user_properties:
            if name == PROPERTY:
                message = json.loads(value)
                self.ran = message["ran"]
                self.entries[report.nodeid] = (message["page"], message["entry"])
                return
        if report.failed and report.nodeid.split("::")[0].endswith(".md"):
            # A block's failure that carries no entry: its worker died (pytest-xdist
            # reports the crash itself). Its old entry must not stand.
            self.lost.append(report.nodeid)

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session, exitstatus):
        if not self.entries:
            return
        writer = session.config.get_terminal_writer()
        if self.lost:
            writer.line(
                f"the record was neither checked nor written: {len(self.lost)} "
                f"block(s) failed without an outcome (a crashed worker?): "
                f"{', '.join(self.lost)}",
                red=True,
            )
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
            return
        try:
            if self.write:
                path = self._write()
                writer.line(f"wrote the record {site.relative(path)}")
            elif self.check:
                problems = self._differences(record_file(self.check, self.ran))
                for line in problems:
                    writer.line(line, red=True)
                if problems:
                    session.exitstatus = pytest.ExitCode.TESTS_FAILED
        except RecordError as error:
            writer.line(str(error), red=True)
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def _by_page(self) -> dict[str, list[Entry]]:
        out: dict[str, list[Entry]] = {}
        for page, entry in self.entries.values():
            out.setdefault(page, []).append(entry)
        return out

    def _write(self) -> Path:
        path = record_file(self.write, self.ran)
        old = pages.read_record(path) if path.exists() else None
        ran = self._by_page()
        entries: dict[str, list[Entry]] = {}
        for page, new in ran.items():
            current = {b.code_hash for b in page_blocks(site.ROOT / page) if b.runs}
            done = {e["code"] for e in new}
            kept = [
                e
                for e in (old or {}).get("blocks", {}).get(page, [])
                if e["code"] in current and e["code"] not in done
            ]
            entries[page] = new + kept
        # A page that is gone, or shows no block that runs any more, keeps no entry
        gone = {
            page
            for page in (old or {}).get("blocks", {})
            if not (site.ROOT / page).exists()
            or not any(b.runs for b in page_blocks(site.ROOT / page))
        }
        ran_on = {k: self.ran[k] for k in ("release", "torch", "device", "python")}
        record = pages.merged(old, ran_on, entries, set(ran) | gone)
        pages.write_atomically(path, pages.dump(record))
        return path

    def _differences(self, path: Path) -> list[str]:
        """What the committed record shows readers that this run did not do."""
        if not path.exists():
            if self.ran["device"] != "CPU":
                return []  # no GPU of this kind has run the blocks: nothing to contradict
            return [f"no record {site.relative(path)} to check this run against"]
        record = pages.read_record(path)
        shown = {
            (page, e["code"]): e
            for page, entries in record["blocks"].items()
            for e in entries
        }
        out = []
        for nodeid, (page, entry) in self.entries.items():
            claimed = shown.get((page, entry["code"]))
            if claimed is None:
                continue  # no record of this block as it is: the guards report it
            if (claimed["outcome"], claimed["reason"]) != (
                entry["outcome"],
                entry["reason"],
            ):
                out.append(
                    f"{nodeid}: {site.relative(path)} shows "
                    f"{claimed['outcome']} ({_why(claimed)}), "
                    f"this run {entry['outcome']} ({_why(entry)}); "
                    f"run `python3 dev.py records {page}` and commit records/"
                )
        return out


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput"):
        return  # a pytest-xdist worker: the controller checks and writes
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


def drop_stale_gpu(directory: Path = pages.RECORDS) -> list[str]:
    """Drop from every GPU record the entries of blocks that changed or went away
    (``python3 dev.py gpu --drop-stale``): their page then says no GPU has run the
    block as it is now. Returns what was dropped, as ``page (snippet)``."""
    current = {
        (site.relative(page), block.code_hash)
        for page in pages.english_pages(site.docs_dir())
        for block in page_blocks(page)
        if block.runs
    }
    dropped = []
    for path in pages.gpu_record_paths(directory):
        record = pages.read_record(path)
        for page, entries in list(record["blocks"].items()):
            kept = [e for e in entries if (page, e["code"]) in current]
            dropped += [f"{page} ({e['snippet']})" for e in entries if e not in kept]
            if kept:
                record["blocks"][page] = kept
            else:
                del record["blocks"][page]
        pages.write_atomically(path, pages.dump(record))
    return dropped
