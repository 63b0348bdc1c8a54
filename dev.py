#!/usr/bin/env python3
"""The project's everyday commands, each doing its own set-up: python3 dev.py COMMAND

    serve                     the site on http://127.0.0.1:8000, reloading on edits
    test [ARGS]               the whole test suite over the cores; ARGS go to pytest
    build [ARGS]              the site into site/ with --strict; ARGS go to mkdocs
    build --engine zensical   both editions built with Zensical instead
    bench                     time the suite against one process per snippet
    site-diff [REF]           what readers see: REF's site (HEAD) against the tree's
    lane NAME [PAGE ...]      the page suite on a lane pyproject.toml names: .lanes/NAME
    lanes [ARGS]              every other lane's page suite, one after the other
                              (--changed: only the pages its record does not hold)
    setup [NAME ...]          make the environments of those lanes (or all), run nothing
    tip PAGE                  a new tip: outputs, records on every lane, twin stamped
    records [PAGE ...]        re-record those pages (or all) on every lane in records/
    gpu [ARGS]                on a CUDA machine: record the GPU blocks in records/gpu/
    gpu --drop-stale          drop the GPU records' entries of changed blocks
    gpu-wheels [--python X.Y] gather the wheels `gpu` installs offline: .gpu-wheels/
    lock                      lock each group into requirements/ after a pin changes
    tools                     install the npm tools the browser checks use
    outputs [ARGS]            rewrite the output blocks from what the code prints
    translations              the Chinese pages behind their English page (exit 1)
    translations --new PAGE   start the Chinese twin of an English page
    translations --stamp PAGE record that a Chinese page is up to date again

Each makes its environment (.venv, .lanes/NAME) hold its group's lock, exactly, again
whenever the lock changes (README.md says how); only the standard library is used here.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

from practices import pages
from practices.pages import RECORDS, ROOT

VENV, LANES, LOCKS = ROOT / ".venv", ROOT / ".lanes", ROOT / "requirements"
GPU_WHEELS, GPU_SITE = ROOT / ".gpu-wheels", ROOT / ".gpu-site"
RELOCK = "python3 dev.py lock"


class SetupError(Exception):
    """A command cannot go on; the message says why and how to retry."""


def base_python(version: str) -> Path:
    """A Python lane's interpreter ("3.13"): python3.13 on PATH, else pyenv's newest
    3.13.x, that runs (a pyenv shim of a version pyenv has not selected exits 127)."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    installed = sorted(
        pyenv.glob(f"{version}.*/bin/python{version}"),
        key=lambda p: [int(n) for n in re.findall(r"\d+", p.parts[-3])],
        reverse=True,
    )
    on_path = shutil.which(f"python{version}")
    probe = ["-c", "import sys; print('%d.%d' % sys.version_info[:2])"]
    for candidate in [*([Path(on_path)] if on_path else []), *installed]:
        try:
            done = subprocess.run([candidate, *probe], capture_output=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if done.returncode == 0 and done.stdout.strip() == version.encode():
            return candidate
    raise SetupError(
        f"no Python {version} for its lane: neither python{version} on PATH nor "
        f"pyenv's {pyenv}/{version}.*/bin/python{version} runs. Install it (e.g. "
        f"`pyenv install {version}`), then run the lane again."
    )


def python_of(venv_dir: Path) -> Path:
    return venv_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def pip_env() -> dict[str, str]:
    """pip's environment: no machine's pip constraint (a torch cap) overrides a pin."""
    return {**os.environ, "PIP_CONSTRAINT": os.devnull}


def locked_groups() -> dict[str, pages.Lane | None]:
    """{group: its lane, or None} of every group an environment installs: the
    site's (docs), each lane's (test: the default lane's) and the GPU machine's."""
    named = {"docs": None, **{lane.group: lane for lane in pages.lanes()}, "gpu": None}
    groups = pages.pyproject()["dependency-groups"]
    return {group: lane for group, lane in named.items() if group in groups}


def lock_of(group: str) -> tuple[Path, str, str]:
    """A group's lock, its first line and the Python it is made for (and newer ones).
    The line hashes what it is made from (the pins, that Python, a pin's other index):
    a lock older than pyproject.toml's pins is found out."""
    lane = locked_groups()[group]
    python = lane and lane.python
    if not python:  # the oldest Python requires-python allows
        requires = pages.pyproject()["project"]["requires-python"]
        python = re.findall(r"[\d.]+", requires)[0]
    made_from = [sorted(pages.group_requirements(group)), python, lane and lane.index]
    digest = pages.digest(json.dumps(made_from))
    lock = LOCKS / f"{group}.txt"
    return lock, f"# the '{group}' group, locked from {digest}", python


def locked(group: str) -> Path:
    """A group's lock; a SetupError where it is missing or older than the pins."""
    path, first, _ = lock_of(group)
    if not path.exists() or path.read_text().partition("\n")[0] != first:
        raise SetupError(
            f"{path.relative_to(ROOT)} is not the lock of pyproject.toml's '{group}' "
            f"group as it is now: run `{RELOCK}` and commit requirements/"
        )
    return path


def uv_of(python: Path, command: str) -> Path:
    """uv ([tool.practices] installer), installed by the environment's own pip."""
    pin = pages.installer()
    install = [str(python), "-m", "pip", "install", "--quiet", pin]
    if subprocess.run(install, env=pip_env()).returncode:
        raise SetupError(
            f"the pip of {python.parents[1].relative_to(ROOT)}/ could not install "
            f"{pin} (its message is above): run `{command}` again"
        )
    return python.with_name("uv.exe" if os.name == "nt" else "uv")


def fetched(python: Path, lane: pages.Lane | None) -> list[str]:
    """uv's options that find a pin only another index serves (a +cpu torch), which pip
    downloads beside the environment: uv stops at an index it cannot reach, pip not."""
    if lane is None or lane.index is None:
        return []
    wheels, pin = python.parents[1] / "indexed", f"torch=={lane.torch}"
    download = [str(python), "-m", "pip", "download", "--quiet", "--no-deps"]
    download += ["--retries", "2", "--extra-index-url", lane.index, "-d", str(wheels)]
    if subprocess.run([*download, pin], env=pip_env()).returncode:
        raise SetupError(f"pip could not download {pin} (its message is above)")
    return ["--find-links", str(wheels)]


def lock() -> int:
    """Lock every environment's group, for every platform, its Python and newer ones,
    keeping a former lock's pins where they still fit."""
    uv = uv_of(made(VENV), RELOCK)
    LOCKS.mkdir(exist_ok=True)
    for group, lane in locked_groups().items():
        path, first, python = lock_of(group)
        print(f"dev.py: locking the '{group}' group", flush=True)
        indexed = lane and lane.index
        found = fetched(made(LANES / lane.name, lane.python), lane) if indexed else []
        resolve = [str(uv), "pip", "compile", "--quiet", "--universal", *found]
        resolve += ["--python-version", python, "-o", path]
        resolve += ["--group", f"pyproject.toml:{group}"]
        done = subprocess.run([*resolve, "--custom-compile-command", RELOCK], cwd=ROOT)
        if done.returncode:
            raise SetupError(
                f"could not lock the '{group}' group: uv exited {done.returncode} "
                "(its message is above). Is each of its pins on the package index? "
                f"Fix it in pyproject.toml, then run `{RELOCK}` again."
            )
        path.write_text(f"{first}\n{path.read_text()}")
    return 0


def made(venv_dir: Path, python_version: str | None = None) -> Path:
    """The environment's Python, made where missing (of ``python_version``: a lane)."""
    python = python_of(venv_dir)
    if python.exists():
        return python
    base = base_python(python_version) if python_version else None
    print(f"dev.py: creating {venv_dir.relative_to(ROOT)}/", flush=True)
    if base is None:
        venv.EnvBuilder(with_pip=True, clear=True).create(venv_dir)
    elif code := subprocess.call([str(base), "-m", "venv", "--clear", str(venv_dir)]):
        raise SetupError(
            f"{base} -m venv could not create {venv_dir.relative_to(ROOT)}/ "
            f"(exit {code}, its message is above)"
        )
    # the root and tests/ on its path, for the scripts run by path, which import each
    # other as `scripts.x` and the browser tests' set-up as `browser`
    for site_packages in venv_dir.glob("lib*/python*/site-packages"):
        pth = site_packages / "pytorch-practices-scripts.pth"
        pth.write_text(f"{ROOT}\n{ROOT / 'tests'}\n")
    return python


def ensure_env(
    group: str, venv_dir: Path = VENV, what: str = "", python_version: str | None = None
) -> Path:
    """Create ``venv_dir`` if needed and make it hold exactly the group's lock, again
    whenever the lock changes. An environment that holds a group with every pin of
    this one (.venv: `test`, then asked for `docs`) stays that group's."""
    stamp = venv_dir / "installed-lock.json"
    held = json.loads(stamp.read_text()) if stamp.exists() else {}
    pins, larger = pages.group_requirements, held.get("group")
    if larger in pages.pyproject()["dependency-groups"]:
        group = larger if set(pins(group)) <= set(pins(larger)) else group
    lock = locked(group)
    python = made(venv_dir, python_version)
    holds = {"group": group, "lock": pages.digest(lock.read_text())}
    if held == holds:
        return python
    where = f"{venv_dir.relative_to(ROOT)}/"
    print(f"dev.py: installing {lock.relative_to(ROOT)} into {where}", flush=True)
    command = f"python3 dev.py {what or group}"
    uv = [str(uv_of(python, command)), "pip"]
    # compiled as pip compiles them: where Python writes no bytecode
    # (PYTHONDONTWRITEBYTECODE), every import would compile torch again
    sync = [*uv, "sync", "--quiet", "--python", str(python), "--compile-bytecode"]
    sync += [*fetched(python, locked_groups()[group]), lock]
    # then the project's package, editable: the sync removes what its lock does not name
    own = [*uv, "install", "--quiet", "--no-deps", "--python", str(python)]
    for argv, thing, into in [
        (sync, lock.relative_to(ROOT), where),
        ([*own, "--editable", str(ROOT)], "the project", python),
    ]:
        if code := subprocess.run(argv).returncode:
            raise SetupError(
                f"could not install {thing} into {into}: uv exited {code} (its "
                f"message is above); run `{command}` again"
            )
    stamp.write_text(json.dumps(holds))
    return python


def run(python: Path, argv: list[str]) -> int:
    # Quiet MkDocs' banner about its next major version; the build is unaffected.
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.call([str(python), "-m", *argv], cwd=ROOT, env=env)


# pytest's options that take the next argument as their value
VALUED = {"-k", "-m", "-p", "-n", "--ignore", "--deselect", "--ignore-glob", "-c"}


def named(rest: list[str]) -> list[str]:
    """pytest's arguments that name pages, folders or tests: no option or its value."""
    pairs = zip(["", *rest], rest, strict=False)
    return [a for before, a in pairs if before not in VALUED and a[:1] != "-"]


def english(rest: list[str]) -> list[str]:
    """pytest's arguments, a Chinese page for its English one, where its blocks run."""
    return [pages.source_of(a) if a.endswith(".zh.md") else a for a in rest]


def with_pages(rest: list[str]) -> list[str]:
    """pytest's arguments: the pages or tests under docs/ named, else every page."""
    paged = any(a.startswith("docs") for a in named(rest))
    return english(rest) if paged else ["docs", *rest]


def workers(rest: list[str]) -> list[str]:
    """A whole suite runs in pytest-xdist workers, two a core, at most 4; a run that
    names its tests, or its own -n, runs as asked."""
    if named(rest) or {"-n", "--numprocesses", "no:xdist"} & set(rest):
        return rest
    # Two a core: a worker often waits (for a process it started, the compiler,
    # Chromium, the site another is building). worksteal: a worker that runs out
    # takes queued tests from another, so a few long blocks make no one's tail.
    return ["-n", str(min(4, 2 * (os.cpu_count() or 1))), "--dist", "worksteal", *rest]


def lane_env(name: str) -> Path:
    """The Python of a lane's environment (.venv for the default lane), made or
    brought up to its lock."""
    lane = pages.lane_named(name)
    if lane is None:
        default, *others = pages.lane_names()
        raise SetupError(
            f"no lane named {name!r}. The lanes are: {', '.join(others)} (and "
            f"{default}, the default, which `python3 dev.py test` runs). Add one under "
            "[tool.practices.lanes] in pyproject.toml."
        )
    own = () if lane.default else (LANES / name, f"lane {name}", lane.python)
    return ensure_env(lane.group, *own)


def run_lane(name: str, rest: list[str]) -> int:
    """The page suite (every English page's blocks, or the pages named) on one lane."""
    argv = [*workers(rest), "-p", "no:cacheprovider"]
    return run(lane_env(name), ["pytest", *with_pages(argv)])


def changed_lanes(names: list[str], rest: list[str]) -> int:
    """`lanes --changed` (`.ci/run`): each lane runs the pages its record does not hold
    (records.changed_pages); none: not set up; not answered for (a failure): all."""
    find = [str(ensure_env("test")), "-c", CHANGED, *names]
    done = subprocess.run(find, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    found = {lane: to_run for lane, *to_run in map(str.split, done.stdout.splitlines())}
    status = int(done.returncode != 0)
    held = "its record holds every block as it runs now: nothing to run"
    for name in names:
        to_run = found.get(name)  # None: the finder did not answer for it
        if to_run == []:
            print(f"dev.py: lane {name}: {held}", flush=True)
            continue
        said = " ".join(to_run or ["every page (the finder failed)"])
        print(f"dev.py: lane {name}: running {said}", flush=True)
        try:
            status = max(status, run_lane(name, [*workers(rest), *(to_run or [])]))
        except SetupError as error:
            print(f"dev.py: lane {name}: {error}", file=sys.stderr, flush=True)
            status = max(status, 2)
    return status


def write_records(rest: list[str]) -> int:
    """Re-record those pages (all if none) on every lane: records/torch-<name>.json."""
    status = 0
    for name in pages.lane_names():
        print(f"dev.py: recording lane {name}", flush=True)
        status |= run_lane(name, [f"--write-record={RECORDS}", "-q", *rest])
    return status


def tip(rest: list[str]) -> int:
    """A page's new or changed tip, end to end: its outputs written (``.out``), its
    blocks recorded on every lane, its Chinese twin stamped as translated (the tip's
    writer translated its prose; a guard fails on English prose left in it)."""
    given = english([a for a in rest if a.endswith(".md")])
    if not given:
        usage = "dev.py: usage: python3 dev.py tip docs/<section>/<page>.md"
        print(usage, file=sys.stderr)
        return 2
    status = run(ensure_env("test"), ["pytest", *given, "--update-outputs", "-q"])
    status = status or write_records(given)
    if status == 0:
        from practices import translations

        for twin in (pages.twin(ROOT / page) for page in given):
            if twin.exists():
                translations.stamp(twin)
                print(f"dev.py: stamped {twin.relative_to(ROOT)} as translated")
    return status


# `build --engine zensical`: both editions with Zensical (the `test` group pins it)
ZENSICAL = """import sys; from pathlib import Path; from practices import languages
errors = languages.zensical_build(Path('site').resolve())
print(*errors, sep='\\n', file=sys.stderr); sys.exit(1 if errors else 0)"""
# `lanes --changed`: the pages a lane's record does not hold as they would run now
CHANGED = """import sys; from practices.testing.records import changed_pages
for lane in sys.argv[1:]: print(lane, *changed_pages(lane), flush=True)"""


def main(args: list[str]) -> int:
    command, rest = (args[0], args[1:]) if args else ("help", [])
    # the commands that run a module in a group's environment
    in_env = {
        "serve": ("docs", "mkdocs", "serve", "--dev-addr", "127.0.0.1:8000", *rest),
        "build": ("docs", "mkdocs", "build", "--strict", *rest),
        "test": ("test", "pytest", *workers(english(rest))),
        "outputs": ("test", "pytest", *with_pages(rest), "--update-outputs", "-q"),
        "bench": ("test", "scripts.bench_suite", *rest),
        "site-diff": ("docs", "scripts.site_diff", *rest),
        "gpu-wheels": ("docs", "scripts.gpu_wheels", *rest),
    }
    try:
        if command == "build" and rest[:2] == ["--engine", "zensical"]:
            return subprocess.call([str(ensure_env("test")), "-c", ZENSICAL], cwd=ROOT)
        if command in in_env:
            group, *argv = in_env[command]
            return run(ensure_env(group), argv)
        if command == "lane" and rest:
            return run_lane(rest[0], rest[1:])
        if command == "lanes":
            others = [lane.name for lane in pages.lanes() if not lane.default]
            if "--changed" in rest:
                return changed_lanes(others, [a for a in rest if a != "--changed"])
            return max((run_lane(name, rest) for name in others), default=0)
        if command == "setup":  # CI makes the lanes' while the suite runs
            for name in rest or pages.lane_names():
                lane_env(name)
            return 0
        if command == "lock":
            return lock()
        if command == "translations":  # standard library only
            listing = [sys.executable, "-m", "scripts.translations", *rest]
            return subprocess.call(listing, cwd=ROOT)
        if command == "tools":  # `npm ci` where its packages are missing: only here
            if (ROOT / "tools" / "node_modules").is_dir():
                return 0
            if (npm := shutil.which("npm")) is None:
                raise SetupError("npm is missing; the browser checks skip axe-core")
            npm_ci = [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"]
            return subprocess.call(npm_ci, cwd=ROOT / "tools")
        if command == "gpu":  # with this machine's Python, which may have a torch
            gpu = [sys.executable, "-m", "scripts.gpu_records", *rest]
            return subprocess.call(gpu, cwd=ROOT)
        by_name = {"records": write_records, "tip": tip}
        if command in by_name:
            return by_name[command](rest)
    except (SetupError, pages.LaneError) as error:
        print(f"dev.py: {error}", file=sys.stderr)
        return 2
    print(__doc__)
    return 0 if command in {"help", "-h", "--help"} else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
