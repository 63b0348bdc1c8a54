"""Write and check the verification records: ``--write-record`` / ``--check-record``.

Every block a run executes gives one entry (``practices.pages.Entry``), made where it
ran and carried on its test report (``report.user_properties``), so under
pytest-xdist the controlling process alone checks and writes, as a serial run does.
``--check-record`` is always on (pyproject's addopts). ``--write-record`` re-records
the pages this run collected: a block the run did not select keeps its entry while it
is unchanged, other pages keep theirs with their own dates, and each lane and GPU
machine writes its own file, atomically. An entry names the ``setting`` it ran in, so
that ``changed_pages`` finds what a lane's record does not hold as it would run now.
"""

from __future__ import annotations

import datetime as dt
import functools
import glob
import json
import os
import platform
import subprocess
import sys
from operator import itemgetter
from pathlib import Path

import pytest

from practices import pages
from practices.pages import Entry, RecordError

from . import cpp, marks, site
from .blocks import page_blocks

PROPERTY = "practices-record"  # the name of the entry on a test report


_HELP = {  # --write-record, --check-record
    "write": "re-record the pages this run collected in DIR/torch-<release>.json "
    "(DIR/gpu/torch-<release>-<device>.json where a CUDA device ran them)",
    "check": "fail the run when a block's outcome differs from the one that "
    "DIR's record of this release shows readers",
}


def pytest_addoption(parser: pytest.Parser) -> None:
    for do, words in _HELP.items():
        parser.addoption(f"--{do}-record", metavar="DIR", help=words)


@functools.cache
def where_it_ran() -> dict[str, str]:
    """The release, torch build, device and Python of this process."""
    import torch
    from packaging.version import Version

    device = "CPU"
    if torch.cuda.is_available():
        device = f"{torch.cuda.get_device_name(0)} (CUDA {torch.version.cuda})"
    return {
        "release": Version(torch.__version__).base_version,
        "torch": torch.__version__,
        "device": device,
        "python": platform.python_version(),
    }


@functools.cache
def setting(lane: str, python: str) -> str:
    """What decides a block's outcome beside its hash, as a digest: the lane's lock,
    its Python ("3.13"), the platform, the harness (practices/testing/*.py, conftest.py,
    pytest's options), the C++ compiler, the needs met beside torch, the GPU devices."""
    found = pages.lane_named(lane)
    lock = site.ROOT / "requirements" / f"{found.group}.txt" if found else None
    harness = sorted((site.ROOT / "practices" / "testing").glob("*.py"))
    argv, env = [cpp.compiler(), "--version"], {**os.environ, "LC_ALL": "C"}
    banner = argv[0] and subprocess.run(argv, capture_output=True, text=True, env=env)
    parts = [lock and lock.exists() and lock.read_text(), python, sys.platform]
    parts += [platform.machine(), banner and banner.stdout]
    parts += [f.read_text() for f in [*harness, site.ROOT / "conftest.py"]]
    needs = [need for need in ("cpp", "private_shm", "docker") if marks.met(need)]
    devices = sorted(glob.glob("/dev/nvidia[0-9]*") + glob.glob("/dev/kfd"))
    parts += [pages.pyproject()["tool"]["pytest"], needs, devices]
    return pages.digest(json.dumps(parts, sort_keys=True))


def ran_setting(ran: dict[str, str]) -> str:
    """The setting of a run (``where_it_ran``): its lane's, by release and Python."""
    python = ran["python"]
    return setting(pages.lane_of(ran["release"], python), python.rsplit(".", 1)[0])


def lane_setting(lane: str) -> str:
    """The setting a lane's run has on this machine: its Python, else this one's."""
    found = pages.lane_named(lane)
    return setting(lane, found and found.python or "{}.{}".format(*sys.version_info))


def changed_pages(lane: str) -> list[str]:
    """The pages (docs/x.md) with a block its lane's record does not show passing or
    skipped with its hash, in the current setting: `.ci/run` runs these on that lane."""
    path = pages.record_path(lane)
    record = pages.read_record(path)["blocks"] if path.exists() else {}
    now = lane_setting(lane)
    out = []
    for page in map(site.relative, pages.english_pages(site.docs_dir())):
        entries = record.get(page, [])
        held = {
            e["code"]
            for e in entries
            if e.get("setting") == now and e["outcome"] != "failed"
        }
        if running(page) - held:
            out.append(page)
    return out


def record_file(directory: Path, ran: dict[str, str]) -> Path:
    """The record of the lane that ran: a GPU run's by its release and device; a
    CPU run's by its lane, the release's Python lane where the Python that ran is
    the one that lane names (records/torch-2.15.0-py3.13.json)."""
    if ran["device"] != "CPU":
        return pages.gpu_record_path(ran["release"], ran["device"], directory)
    lane = pages.lane_of(ran["release"], ran.get("python") or "")
    return pages.record_path(lane, directory)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Where the block ran (a worker, or the one process): put its entry on the
    report."""
    report = (yield).get_result()
    block = getattr(item, "block", None)
    if block is None:
        return
    reason = None
    if report.skipped:
        # the codes the harness skipped it with (marks.Unrunnable, or a mark's
        # need at collection), else the words of a skip the harness did not make
        skipped = call.excinfo.value if call.excinfo else None
        codes = getattr(skipped, "codes", None) or getattr(item, "skip_codes", None)
        outcome = "skipped"
        reason = codes or [str(getattr(skipped, "msg", "") or "skipped")]
    elif report.failed:
        outcome = "failed"
    elif report.when == "call":
        outcome = "passed"
    else:
        return
    ran = where_it_ran()
    output = item.output if outcome == "passed" else None
    entry = Entry(
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
        setting=ran_setting(ran),
        date=dt.datetime.now(dt.UTC).date().isoformat(),
    )
    message = {"page": site.relative(block.page), "ran": ran, "entry": entry}
    report.user_properties.append((PROPERTY, json.dumps(message)))


def running(page: str) -> set[str]:
    """The code hashes of the blocks that run on ``page`` (docs/x.md) as it is
    now; none where it is gone."""
    path = site.ROOT / page
    blocks = page_blocks(path) if path.exists() else []
    return {b.code_hash for b in blocks if b.runs}


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
        try:
            if self.lost:
                problems = [
                    f"the record was neither checked nor written: {len(self.lost)} "
                    "block(s) failed without an outcome (a crashed worker?): "
                    + ", ".join(self.lost)
                ]
            elif self.write:
                writer.line(f"wrote the record {site.relative(self._write())}")
                problems = []
            else:  # registered to write or to check
                problems = self._differences(record_file(self.check, self.ran))
        except RecordError as error:
            problems = [str(error)]
        for line in problems:
            writer.line(line, red=True)
        if problems:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def _write(self) -> Path:
        """The record with the pages this run collected re-recorded; every other
        page's entries kept as they were, with their own dates."""
        path = record_file(self.write, self.ran)
        old = pages.read_record(path)["blocks"] if path.exists() else {}
        ran: dict[str, list[Entry]] = {}
        for page, entry in self.entries.values():
            ran.setdefault(page, []).append(entry)
        for page, new in ran.items():
            # the entry of a block this run did not select stays while it is unchanged
            keep = running(page) - {e["code"] for e in new}
            new += [e for e in old.get(page, []) if e["code"] in keep]
            new.sort(key=itemgetter("snippet", "code"))
        # A page that is gone, or shows no block that runs any more, keeps no entry
        blocks = {p: es for p, es in old.items() if p not in ran and running(p)}
        record = {k: self.ran[k] for k in ("release", "torch", "device", "python")}
        record["blocks"] = dict(sorted((blocks | ran).items()))
        pages.write_atomically(path, pages.dump(record))
        return path

    def _differences(self, path: Path) -> list[str]:
        """What the committed record shows readers that this run did not do."""
        if not path.exists():
            if self.ran["device"] != "CPU":
                return []  # no GPU of this kind has run the blocks: nothing to contradict
            return [f"no record {site.relative(path)} to check this run against"]
        record = pages.read_record(path)
        shown = {(p, e["code"]): e for p, es in record["blocks"].items() for e in es}
        out = []
        for nodeid, (page, entry) in self.entries.items():
            # no record of this block as it is: nothing to contradict (the guards
            # report it)
            claimed = shown.get((page, entry["code"]), entry)
            if any(claimed[k] != entry[k] for k in ("outcome", "reason")):
                was, now = (
                    f"{e['outcome']} ({'; '.join(e['reason'] or []) or 'no reason'})"
                    for e in (claimed, entry)
                )
                out.append(
                    f"{nodeid}: {site.relative(path)} shows {was}, this run {now}; "
                    f"run `python3 dev.py records {page}` and commit records/"
                )
        return out


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput"):
        return  # a pytest-xdist worker: the controller checks and writes
    write, check = (config.getoption(f"--{do}-record") for do in _HELP)
    if write or check:
        found = (config.rootpath / d if d else None for d in (write, check))
        config.pluginmanager.register(BlockRecords(*found), "block-records")
