"""The `gpu` group's wheels for a GPU machine's Python, which has its own torch and no
network: ``python3 dev.py gpu-wheels [--python X.Y]`` (3.12 by default; Linux x86-64)
gathers them into .gpu-wheels/, where ``python3 dev.py gpu`` installs them from. A pin
PyPI serves only as source (jieba) is built into a wheel here. Run in the `docs`
environment, whose pip downloads them."""

from __future__ import annotations

import shutil
import subprocess
import sys

from dev import GPU_WHEELS, SetupError, locked, pip_env


def main(rest: list[str]) -> int:
    version = rest[rest.index("--python") + 1] if "--python" in rest else "3.12"
    try:
        lock = locked("gpu")
    except SetupError as error:
        print(f"dev.py: {error}", file=sys.stderr)
        return 2
    shutil.rmtree(GPU_WHEELS, ignore_errors=True)
    GPU_WHEELS.mkdir()
    tag = "cp" + version.replace(".", "")
    target = ["--python-version", version, "--implementation", "cp", "--abi", tag]
    for platform in ("manylinux_2_28_x86_64", "manylinux2014_x86_64", "linux_x86_64"):
        target += ["--platform", platform]
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    download = [*pip, "download", "--no-deps", "-q", *target, "-d", str(GPU_WHEELS)]
    status = subprocess.call([*download, "-r", lock], env=pip_env())
    for source in sorted(GPU_WHEELS.glob("*.tar.gz")):
        print(f"dev.py: building a wheel of {source.name} (PyPI serves its source)")
        built = [*pip, "wheel", "--no-deps", "-q", "-w", str(GPU_WHEELS), str(source)]
        status |= subprocess.call(built)
        source.unlink()
    wheels = list(GPU_WHEELS.iterdir())
    size = sum(f.stat().st_size for f in wheels) / 2**20
    print(f"dev.py: {len(wheels)} wheels, {size:.1f} MiB, in {GPU_WHEELS.name}/")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
