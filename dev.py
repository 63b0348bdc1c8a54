#!/usr/bin/env python3
"""The project's everyday commands, each doing its own set-up.

    python3 dev.py serve          the site on http://127.0.0.1:8000, reloading on edits
                                  to docs/ and snippets/
    python3 dev.py test [ARGS]    the whole test suite, over the machine's cores (at
                                  most 4 pytest-xdist workers); ARGS go to pytest
    python3 dev.py build [ARGS]   the site into site/ with --strict; ARGS go to mkdocs
        build --engine zensical   both editions built with Zensical instead
    python3 dev.py bench          time the suite against one process per snippet
    python3 dev.py lane NAME [PAGE ...] [ARGS]
                                  the page suite (or those pages) on another torch
                                  release, or the default one on another Python (a
                                  lane named in pyproject.toml: 2.14.1,
                                  2.15.0-py3.13), in .lanes/NAME/
    python3 dev.py lanes [ARGS]   every other lane's page suite, one after the other
    python3 dev.py tip PAGE       a page's new tip, end to end: its outputs written,
                                  its blocks run and recorded on every lane, its
                                  Chinese twin stamped as translated
    python3 dev.py records [PAGE ...]
                                  re-record those pages' blocks (all pages if none)
                                  on every lane, the default and the Python lane
                                  included, in the verification records (records/)
                                  that the pages show; every other page's entries
                                  stay as they are
    python3 dev.py gpu [ARGS]     on a machine with a CUDA device: run the blocks
                                  marked cuda or multigpu, and those whose code
                                  changes with a GPU, and write their record,
                                  records/gpu/torch-<release>-<device>.json
    python3 dev.py gpu-wheels [--python X.Y]
                                  gather into .gpu-wheels/ the wheels `dev.py gpu`
                                  needs on a GPU machine with no network (the
                                  `gpu` group, for that machine's Python, 3.12 if
                                  not named); `dev.py gpu` there installs them
    python3 dev.py lock           lock each environment's dependency group (its pins
                                  in pyproject.toml and what they need, for every
                                  platform) into requirements/GROUP.txt: run it
                                  after changing a pin, and commit requirements/
    python3 dev.py tools          install the npm tools the browser checks use
                                  (axe-core, Lighthouse: tools/package-lock.json)
    python3 dev.py outputs [ARGS] rewrite the output blocks pages show from what the
                                  code prints now
    python3 dev.py translations   list the Chinese pages whose English page changed
                                  since they were translated (exit 1 if any)
        translations --new PAGE   start the Chinese twin of an English page
        translations --stamp PAGE record that a Chinese page is up to date again

Each command creates the virtual environment .venv if it is missing and installs into
it the lock (requirements/GROUP.txt) of the dependency group it needs ("docs" to build
and serve, "test" to test), exactly, again whenever that lock changes; a lane has an
environment of its own, .lanes/NAME. uv installs them ([tool.practices] installer,
which the environment's own pip installs first), configured as uv is configured
(uv.toml, UV_ variables; it reads no pip setting). A pin that PyPI does not serve (a
+cpu torch) is downloaded by pip from the index pyproject.toml names for it
([tool.practices] indexes) for uv to find. A lock older than pyproject.toml's pins
stops every command that installs until `python3 dev.py lock` is run. Only the
standard library is used here, so a fresh machine needs nothing but Python 3.11.
"""

from __future__ import annotations

import hashlib
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

VENV = ROOT / ".venv"
LANES = ROOT / ".lanes"
GPU_WHEELS = ROOT / ".gpu-wheels"
GPU_SITE = ROOT / ".gpu-site"
GPU_GROUP = "gpu"
DOCS = "docs"


class SetupError(Exception):
    """An environment could not be built; the message says which and how to retry."""


def lanes() -> dict[str, pages.Lane]:
    """{name: lane} of every lane, the default one first."""
    try:
        return {lane.name: lane for lane in pages.lanes()}
    except pages.LaneError as error:
        raise SetupError(str(error)) from error


def runs_python(candidate: Path, version: str) -> bool:
    """Whether ``candidate`` starts and is Python ``version`` (a pyenv shim of a
    version that pyenv has not selected is on PATH but exits 127)."""
    probe = "import sys; print('%d.%d' % sys.version_info[:2])"
    try:
        done = subprocess.run(
            [str(candidate), "-c", probe], capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0 and done.stdout.strip() == version


def base_python(version: str) -> Path:
    """The interpreter of a Python lane (``version``: "3.13"): python3.13 on PATH,
    else pyenv's newest 3.13.x; a SetupError saying how to get one where neither
    runs."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    installed = sorted(
        pyenv.glob(f"{version}.*/bin/python{version}"),
        key=lambda p: [int(n) for n in re.findall(r"\d+", p.parts[-3])],
        reverse=True,
    )
    on_path = shutil.which(f"python{version}")
    for candidate in [*([Path(on_path)] if on_path else []), *installed]:
        if runs_python(candidate, version):
            return candidate
    raise SetupError(
        f"no Python {version} for its lane: neither python{version} on PATH nor "
        f"pyenv's {pyenv}/{version}.*/bin/python{version} runs. Install it (e.g. "
        f"`pyenv install {version}`), then run the lane again."
    )


def python_of(venv_dir: Path) -> Path:
    bin_dir = venv_dir / ("Scripts" if os.name == "nt" else "bin")
    return bin_dir / ("python.exe" if os.name == "nt" else "python")


LOCKS = ROOT / "requirements"  # each environment's lock: requirements/GROUP.txt
RELOCK = "python3 dev.py lock"


def pip_env() -> dict[str, str]:
    """pip's environment (pip installs uv, and downloads a pin that only another
    index serves): every pin is exact, and a machine-wide pip constraint (some
    images cap torch) must not override one, so an empty constraints file
    replaces it. uv reads no pip setting."""
    return {**os.environ, "PIP_CONSTRAINT": os.devnull}


def locked_groups() -> dict[str, pages.Lane | None]:
    """{group: its lane, or None} of every group an environment installs: the
    site's (docs), each lane's (test: the default lane's) and the GPU machine's."""
    groups = pages.pyproject()["dependency-groups"]
    named = {DOCS: None, **{lane.group: lane for lane in lanes().values()}}
    named[GPU_GROUP] = None
    return {group: lane for group, lane in named.items() if group in groups}


def lock_python(lane: pages.Lane | None) -> str:
    """The Python a lock is made for, and every newer one: its lane's, else the
    oldest that pyproject.toml's requires-python allows."""
    if lane and lane.python:
        return lane.python
    return re.findall(r"[\d.]+", pages.pyproject()["project"]["requires-python"])[0]


def lock_of(group: str) -> tuple[Path, str]:
    """A group's lock and the line that opens it: a hash of what it was made from
    (the group's pins, its Python, the index of a pin PyPI does not serve), so that
    a lock older than pyproject.toml's pins is found out."""
    lane = locked_groups()[group]
    made_from = [sorted(pages.group_requirements(group)), lock_python(lane)]
    made_from.append(lane.index if lane else None)
    digest = hashlib.sha256(json.dumps(made_from).encode()).hexdigest()[:16]
    return LOCKS / f"{group}.txt", f"# the '{group}' group, locked from {digest}"


def locked(group: str) -> Path:
    """A group's lock; a SetupError where it is missing or older than the pins."""
    path, first = lock_of(group)
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
    """uv's options that find a pin only another index serves ([tool.practices]
    indexes: a +cpu torch), which pip downloads beside the environment, from its
    own configuration and that index (uv stops at an index it cannot reach; pip
    goes on to the others)."""
    if lane is None or lane.index is None:
        return []
    wheels, pin = python.parents[1] / "indexed", f"torch=={lane.torch}"
    download = [str(python), "-m", "pip", "download", "--quiet", "--no-deps"]
    download += ["--retries", "2", "--extra-index-url", lane.index, "-d", str(wheels)]
    if subprocess.run([*download, pin], env=pip_env()).returncode:
        raise SetupError(f"pip could not download {pin} (its message is above)")
    return ["--find-links", str(wheels)]


def lock() -> int:
    """Lock every environment's group into requirements/GROUP.txt: uv resolves it
    for every platform and for its Python and every newer one, keeping a former
    lock's pins where they still fit."""
    uv = uv_of(made(VENV), RELOCK)
    LOCKS.mkdir(exist_ok=True)
    for group, lane in locked_groups().items():
        path, first = lock_of(group)
        print(f"dev.py: locking the '{group}' group", flush=True)
        indexed = lane and lane.index
        found = fetched(made(LANES / lane.name, lane.python), lane) if indexed else []
        resolve = [str(uv), "pip", "compile", "--quiet", "--universal", *found]
        resolve += ["--python-version", lock_python(lane), "-o", path]
        resolve += ["--group", f"pyproject.toml:{group}"]
        resolve += ["--custom-compile-command", RELOCK]
        done = subprocess.run(resolve, cwd=ROOT)
        if done.returncode:
            print(
                f"dev.py: could not lock the '{group}' group: uv exited "
                f"{done.returncode} (its message is above). Is each of its pins on "
                f"the package index? Fix it in pyproject.toml, then run `{RELOCK}` "
                "again.",
                file=sys.stderr,
            )
            return 2
        path.write_text(f"{first}\n{path.read_text()}")
    return 0


def link_scripts(venv_dir: Path) -> None:
    """Put the project's root and tests/ on a new environment's path, for the
    scripts run by path (``.venv/bin/python scripts/x.py``), which import each
    other as ``scripts.x`` and the browser tests' set-up as ``browser``; the
    package itself is installed (``install_project``). Written once, when the
    environment is made."""
    for site_packages in venv_dir.glob("lib*/python*/site-packages"):
        pth = site_packages / "pytorch-practices-scripts.pth"
        if not pth.exists():
            pth.write_text(f"{ROOT}\n{ROOT / 'tests'}\n")


def install_project(uv: str, python: Path, command: str) -> None:
    """The project's package, ``practices``, installed editable (after each sync,
    which removes what its lock does not name)."""
    argv = [uv, "pip", "install", "--quiet", "--no-deps", "--python", str(python)]
    done = subprocess.run([*argv, "--editable", str(ROOT)])
    if done.returncode:
        raise SetupError(
            f"could not install the project into {python}: uv exited "
            f"{done.returncode} (its message is above); run `{command}` again"
        )


def create_env(venv_dir: Path, base: Path | None) -> None:
    """A new environment: of the Python running this, or of ``base``."""
    if base is None:
        venv.EnvBuilder(with_pip=True, clear=True).create(venv_dir)
        return
    done = subprocess.run([str(base), "-m", "venv", "--clear", str(venv_dir)])
    if done.returncode:
        raise SetupError(
            f"{base} -m venv could not create {venv_dir.relative_to(ROOT)}/ "
            f"(exit {done.returncode}, its message is above)"
        )


def made(venv_dir: Path, python_version: str | None = None) -> Path:
    """The environment's Python, the environment created where it is missing (with
    that Python where ``python_version`` names one)."""
    python = python_of(venv_dir)
    if not python.exists():
        base = base_python(python_version) if python_version else None
        print(f"dev.py: creating {venv_dir.relative_to(ROOT)}/", flush=True)
        create_env(venv_dir, base)
        link_scripts(venv_dir)
    return python


def ensure_env(
    group: str, venv_dir: Path = VENV, what: str = "", python_version: str | None = None
) -> Path:
    """Create ``venv_dir`` if needed and make it hold exactly the group's lock, again
    whenever the lock changes. An environment that holds a group with every pin of
    this one (.venv: `test`, then asked for `docs`) stays that group's."""
    stamp = venv_dir / "installed-lock.json"
    held = json.loads(stamp.read_text()) if stamp.exists() else {}
    larger = held.get("group")
    if larger in pages.pyproject()["dependency-groups"] and set(
        pages.group_requirements(group)
    ) <= set(pages.group_requirements(larger)):
        group = larger
    lock = locked(group)
    python = made(venv_dir, python_version)
    holds = {"group": group, "lock": pages.digest(lock.read_text())}
    if held == holds:
        return python
    where = f"{venv_dir.relative_to(ROOT)}/"
    print(f"dev.py: installing {lock.relative_to(ROOT)} into {where}", flush=True)
    command = f"python3 dev.py {what or group}"
    sync = [str(uv_of(python, command)), "pip", "sync", "--quiet"]
    # compiled as pip compiles them: where Python writes no bytecode
    # (PYTHONDONTWRITEBYTECODE), every import would compile torch again
    sync += ["--python", str(python), "--compile-bytecode"]
    done = subprocess.run([*sync, *fetched(python, locked_groups()[group]), lock])
    if done.returncode:
        raise SetupError(
            f"could not install {lock.relative_to(ROOT)} into {where}: uv exited "
            f"{done.returncode} (its message is above); run `{command}` again"
        )
    install_project(sync[0], python, command)
    stamp.write_text(json.dumps(holds))
    return python


def lane_env(release: str) -> Path:
    """The environment of a lane (named by its release, and its Python where it
    names one): .venv for the default one."""
    known = lanes()
    if release not in known:
        default, *others = known
        raise SetupError(
            f"no lane named {release!r}. The lanes are: "
            f"{', '.join(others)} (and {default}, the default, which "
            "`python3 dev.py test` runs). Add one under [tool.practices.lanes] in "
            "pyproject.toml."
        )
    lane = known[release]
    if lane.default:
        return ensure_env(lane.group)
    return ensure_env(
        lane.group, LANES / release, what=f"lane {release}", python_version=lane.python
    )


def run(python: Path, argv: list[str]) -> int:
    # Quiet MkDocs' banner about its next major version; the build is unaffected.
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.call([str(python), "-m", *argv], cwd=ROOT, env=env)


def english(rest: list[str]) -> list[str]:
    """pytest's arguments, a Chinese page named standing for its English page:
    it shows that page's blocks, which run there."""
    return [pages.source_of(a) if a.endswith(".zh.md") else a for a in rest]


# pytest's options that take the next argument as their value
VALUED = {"-k", "-m", "-p", "-n", "--ignore", "--deselect", "--ignore-glob", "-c"}


def with_pages(rest: list[str]) -> list[str]:
    """pytest's arguments: the pages, folders or tests under docs/ named, or every
    page when none is."""
    named = [
        arg
        for before, arg in zip(["", *rest], rest, strict=False)
        if before not in VALUED and arg.split("::")[0].rstrip("/").startswith(DOCS)
    ]
    return english(rest) if named else [DOCS, *rest]


def workers(rest: list[str]) -> list[str]:
    """A whole suite runs over the machine's cores (pytest-xdist, at most 4
    workers; the order stays random, every worker seeded alike, save that the tests
    that read the site come first and the C++ blocks last); a run that names its
    tests, or its own -n, runs as asked."""
    named = [
        arg
        for before, arg in zip(["", *rest], rest, strict=False)
        if not arg.startswith("-") and before not in VALUED
    ]
    if named or {"-n", "--numprocesses", "no:xdist"} & set(rest):
        return rest
    # worksteal: a worker that runs out takes queued blocks from the other, so a
    # few long blocks (the C++ page's) do not make one worker's tail
    cores = str(min(4, max(1, os.cpu_count() or 1)))
    return ["-n", cores, "--dist", "worksteal", *rest]


def run_lane(release: str, rest: list[str]) -> int:
    """The page suite (every block of every English page, or the pages named) on
    one lane's release."""
    python = lane_env(release)
    argv = [*workers(rest), "-p", "no:cacheprovider"]
    return run(python, ["pytest", *with_pages(argv)])


def write_records(rest: list[str]) -> int:
    """Re-record the pages named (every page if none) on every lane (each release,
    and each Python lane), each lane merging its entries into its record under
    records/ (records/torch-<name>.json)."""
    status = 0
    for name in lanes():
        print(f"dev.py: recording lane {name}", flush=True)
        status |= run_lane(name, [f"--write-record={RECORDS}", "-q", *rest])
    return status


def tip(rest: list[str]) -> int:
    """A page's new or changed tip, end to end: its outputs written from what its
    blocks print (into each ``.out`` file), its blocks run and recorded on every
    lane, and its Chinese twin stamped as translated (its prose is, by whoever
    wrote the tip; a guard fails on English prose left in it)."""
    named = [a for a in rest if a.endswith(".md")]
    if not named:
        print(
            "dev.py: usage: python3 dev.py tip docs/<section>/<page>.md",
            file=sys.stderr,
        )
        return 2
    english = [pages.source_of(a) for a in named]
    python = ensure_env("test")
    status = run(python, ["pytest", *english, "--update-outputs", "-q"])
    status = status or write_records(english)
    if status == 0:
        from practices import translations

        for page in english:
            twin = pages.twin(ROOT / page)
            if twin.exists():
                translations.stamp(twin)
                print(f"dev.py: stamped {twin.relative_to(ROOT)} as translated")
    return status


def gather_gpu_wheels(rest: list[str]) -> int:
    """Download the wheels of the `gpu` group's lock for a GPU machine's Python
    (``--python X.Y``, 3.12 by default; Linux x86-64) into .gpu-wheels/: that
    machine has its own torch and no network. A pin PyPI serves only as source
    (jieba) is built into a wheel here."""
    version = rest[rest.index("--python") + 1] if "--python" in rest else "3.12"
    python = ensure_env(DOCS)
    shutil.rmtree(GPU_WHEELS, ignore_errors=True)
    GPU_WHEELS.mkdir()
    tag = "cp" + version.replace(".", "")
    target = ["--python-version", version, "--implementation", "cp", "--abi", tag]
    for platform in ("manylinux_2_28_x86_64", "manylinux2014_x86_64", "linux_x86_64"):
        target += ["--platform", platform]
    pip = [str(python), "-m", "pip", "--disable-pip-version-check"]
    download = [*pip, "download", "--no-deps", "-q", *target, "-d", str(GPU_WHEELS)]
    status = subprocess.call([*download, "-r", locked(GPU_GROUP)], env=pip_env())
    for source in sorted(GPU_WHEELS.glob("*.tar.gz")):
        print(f"dev.py: building a wheel of {source.name} (PyPI serves its source)")
        built = [*pip, "wheel", "--no-deps", "-q", "-w", str(GPU_WHEELS), str(source)]
        status |= subprocess.call(built)
        source.unlink()
    size = sum(f.stat().st_size for f in GPU_WHEELS.iterdir()) / 2**20
    count = len(list(GPU_WHEELS.iterdir()))
    print(f"dev.py: {count} wheels, {size:.1f} MiB, in {GPU_WHEELS.name}/")
    return status


def gpu_python() -> Path:
    """The Python that runs the GPU blocks: a GPU machine's own, with its torch;
    where .gpu-wheels/ is there, its wheels are installed offline into .gpu-site/
    and put first on PYTHONPATH (that Python is often a virtual environment of
    its own, which a new one would not see). Without torch, the default
    environment's."""
    probe = [sys.executable, "-c", "import torch"]
    if subprocess.call(probe, stderr=subprocess.DEVNULL) != 0:
        return ensure_env("test")
    if GPU_WHEELS.is_dir():
        wheels = sorted(str(w) for w in GPU_WHEELS.glob("*.whl"))
        install = [sys.executable, "-m", "pip", "install", "-q", "--no-index"]
        install += ["--no-deps", "--upgrade", "--target", str(GPU_SITE), *wheels]
        if subprocess.call(install) != 0:
            raise SetupError(
                f"could not install {GPU_WHEELS.name}/ into {GPU_SITE.name}/: run "
                "`python3 dev.py gpu-wheels --python X.Y` for this machine's Python "
                "where there is a network, and bring the folder here"
            )
        paths = [str(GPU_SITE), str(ROOT), str(ROOT / "tests")]
        if os.environ.get("PYTHONPATH"):
            paths.append(os.environ["PYTHONPATH"])
        os.environ["PYTHONPATH"] = os.pathsep.join(paths)
    return Path(sys.executable)


def gpu_records(rest: list[str]) -> int:
    """The blocks marked for a GPU, and those whose code changes with one, run where
    a CUDA device is visible, and their record:
    records/gpu/torch-<release>-<device>.json (``gpu_python`` says which torch).
    ``--drop-stale``: drop, on any machine, the GPU records' entries of blocks that
    have changed since they ran."""
    if "--drop-stale" in rest:
        code = (
            "from practices.testing.records import drop_stale_gpu\n"
            "for line in drop_stale_gpu(): print('dev.py: dropped', line)"
        )
        python = ensure_env("test")
        path = os.pathsep.join([str(ROOT), str(ROOT / "tests")])
        env = {**os.environ, "PYTHONPATH": path}
        return subprocess.call([str(python), "-c", code], cwd=ROOT, env=env)
    python = gpu_python()
    probe = "import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)"
    if subprocess.call([str(python), "-c", probe]) != 0:
        print(
            "dev.py: no CUDA device is visible here: nothing to record", file=sys.stderr
        )
        return 2
    argv = ["pytest", *with_pages(rest), "-m", "cuda or multigpu or gpu_sensitive"]
    return run(python, [*argv, f"--write-record={RECORDS}", "-p", "no:randomly"])


def zensical_build() -> int:
    """Both editions built with Zensical (the ``test`` group pins it) into site/."""
    code = (
        "import sys; from pathlib import Path; from practices import languages\n"
        "errors = languages.zensical_build(Path('site').resolve())\n"
        "print(*errors, sep='\\n', file=sys.stderr); sys.exit(1 if errors else 0)"
    )
    return subprocess.call([str(ensure_env("test")), "-c", code], cwd=ROOT)


def install_npm_tools() -> int:
    """``npm ci`` in tools/ when its packages are missing: the one place it runs."""
    if (ROOT / "tools" / "node_modules").is_dir():
        return 0
    npm = shutil.which("npm")
    if npm is None:
        print(
            "dev.py: npm is not installed; the browser checks skip axe-core",
            file=sys.stderr,
        )
        return 2
    args = [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"]
    return subprocess.call(args, cwd=ROOT / "tools")


def main(args: list[str]) -> int:
    command, rest = (args[0], args[1:]) if args else ("help", [])
    try:
        if command == "serve":
            python = ensure_env("docs")
            return run(
                python, ["mkdocs", "serve", "--dev-addr", "127.0.0.1:8000", *rest]
            )
        if command == "build" and rest[:2] == ["--engine", "zensical"]:
            return zensical_build()
        if command == "lock":
            return lock()
        if command == "build":
            return run(ensure_env("docs"), ["mkdocs", "build", "--strict", *rest])
        if command == "test":
            return run(ensure_env("test"), ["pytest", *workers(english(rest))])
        if command == "lane" and rest:
            return run_lane(rest[0], rest[1:])
        if command == "lanes":
            others = [release for release, lane in lanes().items() if not lane.default]
            return max((run_lane(release, rest) for release in others), default=0)
        if command == "records":
            return write_records(rest)
        if command == "tip":
            return tip(rest)
        if command == "gpu":
            return gpu_records(rest)
        if command == "gpu-wheels":
            return gather_gpu_wheels(rest)
        if command == "tools":
            return install_npm_tools()
        if command == "outputs":
            python = ensure_env("test")
            return run(python, ["pytest", *with_pages(rest), "--update-outputs", "-q"])
        if command == "translations":
            from practices import translations

            return translations.main(rest)
        if command == "bench":
            python = ensure_env("test")
            return subprocess.call(
                [str(python), "scripts/bench_suite.py", *rest], cwd=ROOT
            )
    except SetupError as error:
        print(f"dev.py: {error}", file=sys.stderr)
        return 2
    print(__doc__)
    return 0 if command in {"help", "-h", "--help"} else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
