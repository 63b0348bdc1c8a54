#!/usr/bin/env python3
"""The project's everyday commands, each doing its own set-up.

    python3 dev.py serve          the site on http://127.0.0.1:8000, reloading on edits
                                  to docs/ and snippets/
    python3 dev.py test [ARGS]    the whole test suite; ARGS go to pytest
    python3 dev.py build [ARGS]   the site into site/ with --strict; ARGS go to mkdocs
    python3 dev.py bench          time the suite against one process per snippet
    python3 dev.py lane RELEASE [ARGS]
                                  the page suite on another torch release (a lane
                                  named in pyproject.toml), in .lanes/RELEASE/
    python3 dev.py lanes          every lane's page suite, one after the other
    python3 dev.py records        run every lane and rewrite the verification records
                                  (records/) that the pages show next to each block
    python3 dev.py tools          install the npm tools the browser checks use
                                  (axe-core, Lighthouse: tools/package-lock.json)
    python3 dev.py outputs [ARGS] rewrite the output blocks pages show from what the
                                  code prints now
    python3 dev.py translations   list the Chinese pages whose English page changed
                                  since they were translated (exit 1 if any)
        translations --new PAGE   start the Chinese twin of an English page
        translations --stamp PAGE record that a Chinese page is up to date again

Each command creates the virtual environment .venv if it is missing and installs the
dependency group it needs from pyproject.toml ("docs" to build and serve, "test" to
test), again whenever that group's pins change. A lane never touches .venv. Only the
standard library is used here, so a fresh machine needs nothing but Python 3.11.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
LANES = ROOT / ".lanes"
RECORDS = ROOT / "records"


class SetupError(Exception):
    """An environment could not be built; the message says which and how to retry."""


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def group_requirements(name: str) -> list[str]:
    """The requirement strings of a PEP 735 dependency group, includes resolved."""
    groups = pyproject()["dependency-groups"]
    out: list[str] = []
    for item in groups[name]:
        if isinstance(item, dict):
            out += group_requirements(item["include-group"])
        else:
            out.append(item)
    return out


def lanes() -> dict[str, str]:
    """{release: dependency group} of the lanes other than the default one."""
    return dict(pyproject()["tool"]["practices"]["lanes"])


def python_of(venv_dir: Path) -> Path:
    bin_dir = venv_dir / ("Scripts" if os.name == "nt" else "bin")
    return bin_dir / ("python.exe" if os.name == "nt" else "python")


def pip_env() -> dict[str, str]:
    # Every requirement is pinned exactly, torch included, so pip never resolves an
    # unpinned torch. A machine-wide pip constraint (some images cap torch below the
    # release the site checks) must not override those pins: an empty constraints
    # file replaces it.
    return {**os.environ, "PIP_CONSTRAINT": os.devnull}


def link_project(venv_dir: Path) -> None:
    """Put the project's own modules on the environment's path, once: site_extensions
    (the build's extensions) from the root, harness and browser from tests/. Scripts
    and tests then import them without editing sys.path."""
    for site_packages in venv_dir.glob("lib*/python*/site-packages"):
        pth = site_packages / "pytorch-practices.pth"
        text = f"{ROOT}\n{ROOT / 'tests'}\n"
        if not pth.exists() or pth.read_text() != text:
            pth.write_text(text)


def ensure_env(group: str, venv_dir: Path = VENV, what: str = "") -> Path:
    """Create ``venv_dir`` if needed and bring the group's pins up to date in it."""
    python = python_of(venv_dir)
    stamp = venv_dir / "installed-groups.json"
    link_project(venv_dir)
    command = f"python3 dev.py {what or group}"
    if not python.exists():
        print(f"dev.py: creating {venv_dir.relative_to(ROOT)}/", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(venv_dir)
        link_project(venv_dir)
    reqs = group_requirements(group)
    digest = hashlib.sha256("\n".join(sorted(reqs)).encode()).hexdigest()
    stamps = json.loads(stamp.read_text()) if stamp.exists() else {}
    if stamps.get(group) == digest:
        return python
    print(
        f"dev.py: installing the '{group}' group into {venv_dir.relative_to(ROOT)}/",
        flush=True,
    )
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", *reqs], env=pip_env()
    )
    if done.returncode != 0:
        torch_pins = [r for r in reqs if r.startswith(("torch==", "torchvision=="))]
        raise SetupError(
            f"could not build the environment {venv_dir.relative_to(ROOT)}/ for "
            f"{', '.join(torch_pins) or group}: pip exited {done.returncode} (its "
            f"message is above). Is that release on the package index? Fix the pin "
            f"in pyproject.toml's '{group}' group, then run `{command}` again."
        )
    stamps[group] = digest
    stamp.write_text(json.dumps(stamps, indent=2))
    return python


def lane_env(release: str) -> Path:
    known = lanes()
    if release not in known:
        default = pyproject()["tool"]["practices"]["default-lane"]
        raise SetupError(
            f"no lane for torch {release!r}. The lanes are: "
            f"{', '.join(known)} (and {default}, the default, which "
            "`python3 dev.py test` runs). Add one under [tool.practices.lanes] in "
            "pyproject.toml."
        )
    return ensure_env(known[release], LANES / release, what=f"lane {release}")


def run(python: Path, argv: list[str]) -> int:
    # Quiet MkDocs' banner about its next major version; the build is unaffected.
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.call([str(python), "-m", *argv], cwd=ROOT, env=env)


def run_lane(release: str, rest: list[str]) -> int:
    """The page suite (every block of every page) on one lane's release."""
    python = lane_env(release)
    return run(python, ["pytest", "docs", "-p", "no:cacheprovider", *rest])


def write_records() -> int:
    """Run the page suite on every lane, each writing its record under records/."""
    status = run(
        ensure_env("test"), ["pytest", "docs", f"--write-record={RECORDS}", "-q"]
    )
    for release in lanes():
        status |= run_lane(release, [f"--write-record={RECORDS}", "-q"])
    return status


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
        if command == "build":
            return run(ensure_env("docs"), ["mkdocs", "build", "--strict", *rest])
        if command == "test":
            return run(ensure_env("test"), ["pytest", *rest])
        if command == "lane" and rest:
            return run_lane(rest[0], rest[1:])
        if command == "lanes":
            return max((run_lane(release, rest) for release in lanes()), default=0)
        if command == "records":
            return write_records()
        if command == "tools":
            return install_npm_tools()
        if command == "outputs":
            python = ensure_env("test")
            return run(python, ["pytest", "docs", "--update-outputs", "-q", *rest])
        if command == "translations":
            if "--new" in rest[:1]:  # it reads headings as Python-Markdown does
                python = ensure_env("docs")
                argv = ["site_extensions.translations", *rest]
                return run(python, argv)
            from site_extensions import translations

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
