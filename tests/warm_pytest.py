"""``python -m pytest`` in a small project of its own, about 2 s cheaper a run: each
run is a process forked from one that has already imported torch, dynamo and pytest
(what every run's start spends most of its time on) and nothing of the project, and
so is each worker of a run given ``-n N``.

The fork takes the run's working directory, environment, arguments and
``sys.path[0]`` as ``python -m pytest`` would have them, imports the rest (the
project's conftest, the harness, its plugins) itself, and exits through pytest's own
``SystemExit``. A run's ``-n N`` becomes N workers that xdist starts as it starts
any (``--tx N*popen//python=…``: execnet's pipes, its bootstrap, xdist's remote
code), through a stand-in for ``python`` (WORKER) that hands its standard streams,
working directory and environment to the preloaded process, which forks the worker
with them; the stand-in exits with the worker's exit code, and a stand-in killed
(xdist has execnet kill a worker not ended 10 s after the run's session) takes its
worker with it (tests/test_warm_pytest.py). The preloaded process is
started again for a run with another environment, since torch reads some variables
as it is imported. Where there is no ``fork``, a run and its workers are fresh
processes.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# Run by the preloaded process (its argument: the socket the workers' stand-ins
# connect to). It forks a child per request line and answers with the child's exit
# status; meanwhile it forks a worker per stand-in that connects, and answers that
# with the worker's. A child leaves the loop and becomes ``python -m pytest``, a
# worker ``python -c <execnet's bootstrap>``.
SERVER = """\
import json, os, runpy, select, signal, socket, sys, types
sys.path.pop(0)  # -c's ''; a run gets its own working directory there
import mkdocs.config.defaults, pytest, xdist
import torch, torch._dynamo, torch._inductor.config
stand_ins = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
stand_ins.bind(sys.argv[1])
stand_ins.listen()
workers = {}  # a worker's pid: its stand-in's connection (None: killed)

def ended(pid, block=False):
    done, status = os.waitpid(pid, 0 if block else os.WNOHANG)
    return os.waitstatus_to_exitcode(status) if done else None

def answer(pid, code):
    if connection := workers.pop(pid):
        try:
            connection.send(str(code).encode())
        except OSError:  # its stand-in was killed meanwhile: no one asks
            pass

def serve():
    for line in sys.stdin:
        run = json.loads(line)
        if (pid := os.fork()) == 0:
            return run, None
        while (code := ended(pid)) is None:
            waiting = [c for c in workers.values() if c]
            for ready in select.select([stand_ins, *waiting], [], [], 0.02)[0]:
                if ready is not stand_ins:  # a stand-in killed (xdist's 10 s):
                    (worker,) = [w for w, c in workers.items() if c is ready]
                    os.kill(worker, signal.SIGKILL)  # its worker with it
                    workers[worker] = ready.close()
                    continue
                connection = stand_ins.accept()[0]
                asked, fds, _, _ = socket.recv_fds(connection, 1 << 20, 3)
                if (worker := os.fork()) == 0:
                    return json.loads(asked), fds
                for fd in fds:
                    os.close(fd)
                workers[worker] = connection
            for worker, status in [(w, ended(w)) for w in list(workers)]:
                if status is not None:
                    answer(worker, status)
        for worker in list(workers):
            answer(worker, ended(worker, block=True))
        print(code, flush=True)
    sys.exit(0)

run, fds = serve()
stand_ins.close()
for connection in filter(None, workers.values()):
    connection.close()
if fds is None:
    fds = [os.open(os.devnull, os.O_RDONLY)]
    fds += [os.open(name, os.O_WRONLY | os.O_CREAT) for name in run["outputs"]]
for fd, received in enumerate(fds):
    os.dup2(received, fd)
    os.close(received)
os.chdir(run["cwd"])
os.environ.clear()
os.environ.update(run["env"])
if "args" in run:
    sys.stdin = open(os.devnull)
    sys.path.insert(0, run["cwd"])
    sys.argv = ["pytest", *run["args"]]
    runpy.run_module("pytest", run_name="__main__", alter_sys=True)
# execnet's bootstrap line, read from stdin as the stand-in's `-c` code
# (`exec(eval(sys.stdin.readline()))`) would read it: its sender waits for an answer
# before it writes more
sys.argv = ["-c"]
line = b""
while not line.endswith(b"\\n"):
    if not (part := os.read(0, 1 << 16)):
        sys.exit(1)  # the run ended before it sent the line
    line += part
main = sys.modules["__main__"] = types.ModuleType("__main__")
exec(eval(line), vars(main))
"""

# The stand-in for a worker's ``python``: its streams, working directory and
# environment to the preloaded process; its exit status the worker's.
WORKER = """\
import json, os, socket, sys
server = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
server.connect(os.environ["WARM_PYTEST_WORKERS"])
asked = json.dumps({"cwd": os.getcwd(), "env": dict(os.environ)}).encode()
socket.send_fds(server, [asked], [0, 1, 2])
os.closerange(0, 3)  # the worker holds them: its pipes end with it
sys.exit(int(server.recv(16) or 1))
"""

# The preloaded process, the environment it was started with, and its folder (the
# stand-ins' socket and script)
_running: tuple[str, subprocess.Popen, Path] | None = None


def _server(env: dict[str, str]) -> tuple[subprocess.Popen, Path]:
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
        folder = Path(tempfile.mkdtemp(prefix="warm-pytest-"))
        (folder / "worker.py").write_text(WORKER, encoding="utf-8")
        server = subprocess.Popen(
            [sys.executable, "-c", SERVER, str(folder / "workers")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=tempfile.gettempdir(),
        )
        _running = key, server, folder
    return _running[1:]


@atexit.register
def _stop() -> None:
    global _running
    if _running is not None:
        _running[1].stdin.close()
        _running[1].wait()
        shutil.rmtree(_running[2], ignore_errors=True)
        _running = None


def _workers(args: list[str], folder: Path) -> list[str]:
    """``-n N`` as N workers forked by the preloaded process, with ``-n``'s defaults
    (the distribution, and how many crashed workers are replaced)."""
    if "-n" not in args:
        return args
    at = args.index("-n")
    count = int(args[at + 1])
    stand_in = f"{sys.executable} -S {folder / 'worker.py'}"
    workers = ["--tx", f"{count}*popen//python={stand_in}"]
    workers += [] if "--dist" in args else ["--dist", "load"]
    workers += ["--max-worker-restart", str(4 * count)]
    return [*args[:at], *workers, *args[at + 2 :]]


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    """``python -m pytest *args`` in ``cwd`` with ``env``, its output captured."""
    argv = [sys.executable, "-m", "pytest", *args]
    if not hasattr(os, "fork"):
        return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    server, folder = _server(env)
    with tempfile.TemporaryDirectory() as outputs:
        files = [Path(outputs, "stdout"), Path(outputs, "stderr")]
        request = {
            "cwd": str(cwd),
            "env": {**env, "WARM_PYTEST_WORKERS": str(folder / "workers")},
            "args": _workers(args, folder),
            "outputs": [str(f) for f in files],  # its stdout, its stderr
        }
        server.stdin.write(json.dumps(request) + "\n")
        server.stdin.flush()
        answer = server.stdout.readline()
        if not answer:
            raise RuntimeError(f"the preloaded pytest process exited {server.wait()}")
        code = int(answer)
        out, err = (f.read_text(encoding="utf-8", errors="replace") for f in files)
    return subprocess.CompletedProcess(argv, code, out, err)
