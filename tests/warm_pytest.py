"""``python -m pytest`` in a small project of its own, about 2 s cheaper a run: each
run is a process forked from one that has already imported torch, dynamo and pytest
(what every run's start spends most of its time on) and nothing of the project.

The fork takes the run's working directory, environment, arguments and
``sys.path[0]`` as ``python -m pytest`` would have them, imports the rest (the
project's conftest, the harness, its plugins) itself, and exits through pytest's own
``SystemExit``. The preloaded process is started again for a run with another
environment, since torch reads some variables as it is imported. Where there is no
``fork``, a run is a fresh process.
"""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

# Run by the preloaded process: it forks a child per request line and answers with
# the child's exit status; the child leaves the loop and becomes ``python -m pytest``.
SERVER = """\
import json, os, runpy, sys
sys.path.pop(0)  # -c's ''; a run gets its own working directory there
import mkdocs.config.defaults, pytest, xdist
import torch, torch._dynamo, torch._inductor.config
for line in sys.stdin:
    run = json.loads(line)
    pid = os.fork()
    if pid == 0:
        break
    print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]), flush=True)
else:
    sys.exit(0)
for fd, name, flags in [(0, os.devnull, os.O_RDONLY), *run["outputs"]]:
    os.dup2(os.open(name, flags | os.O_CREAT), fd)
sys.stdin = open(os.devnull)
os.chdir(run["cwd"])
os.environ.clear()
os.environ.update(run["env"])
sys.path.insert(0, run["cwd"])
sys.argv = ["pytest", *run["args"]]
runpy.run_module("pytest", run_name="__main__", alter_sys=True)
"""

# The preloaded process, and the environment it was started with
_running: tuple[str, subprocess.Popen] | None = None


def _server(env: dict[str, str]) -> subprocess.Popen:
    global _running
    # What no preloaded import reads: the harness's own settings (the harness is
    # imported by each run) and the test pytest is running
    env = {
        k: v
        for k, v in env.items()
        if not k.startswith("PRACTICES_") and k != "PYTEST_CURRENT_TEST"
    }
    key = json.dumps(env, sort_keys=True)
    if _running is None or _running[0] != key or _running[1].poll() is not None:
        _stop()
        server = subprocess.Popen(
            [sys.executable, "-c", SERVER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=tempfile.gettempdir(),
        )
        _running = key, server
    return _running[1]


@atexit.register
def _stop() -> None:
    global _running
    if _running is not None:
        _running[1].stdin.close()
        _running[1].wait()
        _running = None


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    """``python -m pytest *args`` in ``cwd`` with ``env``, its output captured."""
    argv = [sys.executable, "-m", "pytest", *args]
    if not hasattr(os, "fork"):
        return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    server = _server(env)
    with tempfile.TemporaryDirectory() as folder:
        files = [Path(folder, "stdout"), Path(folder, "stderr")]
        outputs = [(fd, str(f), os.O_WRONLY) for fd, f in enumerate(files, 1)]
        request = {"cwd": str(cwd), "env": env, "args": args, "outputs": outputs}
        server.stdin.write(json.dumps(request) + "\n")
        server.stdin.flush()
        answer = server.stdout.readline()
        if not answer:
            raise RuntimeError(f"the preloaded pytest process exited {server.wait()}")
        code = int(answer)
        out, err = (f.read_text(encoding="utf-8", errors="replace") for f in files)
    return subprocess.CompletedProcess(argv, code, out, err)
