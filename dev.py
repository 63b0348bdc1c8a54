#!/usr/bin/env python3
"""The project's everyday commands, each doing its own set-up.

    python3 dev.py serve          the site on http://127.0.0.1:8000, reloading on edits
                                  to docs/ and snippets/
    python3 dev.py test [ARGS]    the whole test suite; ARGS go to pytest
    python3 dev.py build [ARGS]   the site into site/ with --strict; ARGS go to mkdocs
    python3 dev.py bench          time the suite against one process per snippet

Each command creates the virtual environment .venv if it is missing and installs the
dependency group it needs from pyproject.toml ("docs" to build and serve, "test" to
test), again whenever that group's pins change. Only the standard library is used here,
so a fresh machine needs nothing but Python 3.11.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / "installed-groups.json"


def group_requirements(name: str) -> list[str]:
    """The requirement strings of a PEP 735 dependency group, includes resolved."""
    groups = tomllib.loads((ROOT / "pyproject.toml").read_text())["dependency-groups"]
    out: list[str] = []
    for item in groups[name]:
        if isinstance(item, dict):
            out += group_requirements(item["include-group"])
        else:
            out.append(item)
    return out


def ensure_env(group: str) -> None:
    """Create .venv if needed and bring the group's pins up to date in it."""
    if not PYTHON.exists():
        print(f"dev.py: creating {VENV.name}/", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    reqs = group_requirements(group)
    digest = hashlib.sha256("\n".join(sorted(reqs)).encode()).hexdigest()
    stamps = json.loads(STAMP.read_text()) if STAMP.exists() else {}
    if stamps.get(group) == digest:
        return
    print(f"dev.py: installing the '{group}' group into {VENV.name}/", flush=True)
    # Every requirement is pinned, torch included, so pip never resolves an
    # unpinned torch (which would pull the CUDA build from the registry).
    subprocess.run(
        [str(PYTHON), "-m", "pip", "install", "--quiet", *reqs],
        check=True,
    )
    stamps[group] = digest
    STAMP.write_text(json.dumps(stamps, indent=2))


def run(group: str, argv: list[str]) -> int:
    ensure_env(group)
    # Quiet MkDocs' banner about its next major version; the build is unaffected.
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.call([str(PYTHON), "-m", *argv], cwd=ROOT, env=env)


def main(args: list[str]) -> int:
    command, rest = (args[0], args[1:]) if args else ("help", [])
    if command == "serve":
        return run("docs", ["mkdocs", "serve", "--dev-addr", "127.0.0.1:8000", *rest])
    if command == "build":
        return run("docs", ["mkdocs", "build", "--strict", *rest])
    if command == "test":
        return run("test", ["pytest", *rest])
    if command == "bench":
        ensure_env("test")
        return subprocess.call([str(PYTHON), "scripts/bench_suite.py", *rest], cwd=ROOT)
    print(__doc__)
    return 0 if command in {"help", "-h", "--help"} else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
