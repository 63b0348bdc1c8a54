"""The pages under docs/ are tests: the machinery lives in practices/testing/."""

import os

# OpenMP threads that wait for work sleep instead of spinning: pytest-xdist runs a
# worker per core and torch a thread per core in each, so spinning threads of one
# worker take the cores from the other's (measured: scripts/count_table.py's count
# took 91 s in each of two concurrent processes, 22 s alone, 29 s with this). It
# changes no result and no thread count; libgomp reads it when torch is first
# imported, in the workers and the blocks' own processes, which start after this.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

# practices.testing.records: the verification records, checked and written per block
pytest_plugins = ["practices.testing.plugin", "practices.testing.records"]


def pytest_addoption(parser):
    parser.addoption(
        "--screenshots",
        action="store_true",
        help="the browser tests write a screenshot of every page they read, in both "
        "palettes, to reports/screenshots/ (for a person to look at; no test reads "
        "them)",
    )
