"""``python3 dev.py gpu [PAGE ...] [--drop-stale]``: the GPU blocks on a CUDA machine,
recorded in records/gpu/ (README: Run the GPU checks). Run with that machine's
Python, whose torch it uses; the rest it needs comes from .gpu-wheels/."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from dev import (
    GPU_SITE,
    GPU_WHEELS,
    RECORDS,
    ROOT,
    SetupError,
    ensure_env,
    run,
    with_pages,
)


def gpu_records(rest: list[str]) -> int:
    """Run the GPU blocks, and those whose code changes with one, where a CUDA device
    is visible: records/gpu/torch-<release>-<device>.json. The torch is the machine's
    own (in an environment a new one would not see: .gpu-wheels/ goes to .gpu-site/,
    first on PYTHONPATH), else .venv's. --drop-stale: drop changed blocks' entries."""
    if "--drop-stale" in rest:
        return run(ensure_env("test"), ["scripts.gpu_drop_stale"])
    python = Path(sys.executable)
    if subprocess.call([python, "-c", "import torch"], stderr=subprocess.DEVNULL):
        python = ensure_env("test")
    elif GPU_WHEELS.is_dir():
        wheels = sorted(str(w) for w in GPU_WHEELS.glob("*.whl"))
        install = [python, "-m", "pip", "install", "-q", "--no-index", "--no-deps"]
        if subprocess.call([*install, "--upgrade", "--target", GPU_SITE, *wheels]):
            raise SetupError(
                f"could not install {GPU_WHEELS.name}/ into {GPU_SITE.name}/: run "
                "`python3 dev.py gpu-wheels --python X.Y` for this machine's Python "
                "where there is a network, and bring the folder here"
            )
        paths = [GPU_SITE, ROOT, ROOT / "tests", os.environ.get("PYTHONPATH")]
        os.environ["PYTHONPATH"] = os.pathsep.join(str(p) for p in paths if p)
    probe = "import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)"
    if subprocess.call([python, "-c", probe]):
        raise SetupError("no CUDA device is visible here: nothing to record")
    argv = ["pytest", *with_pages(rest), "-m", "cuda or multigpu or gpu_sensitive"]
    return run(python, [*argv, f"--write-record={RECORDS}", "-p", "no:randomly"])


if __name__ == "__main__":
    try:
        sys.exit(gpu_records(sys.argv[1:]))
    except SetupError as error:
        print(f"dev.py: {error}", file=sys.stderr)
        sys.exit(2)
