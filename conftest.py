"""The pages under docs/ are tests: the machinery lives in practices/testing/."""

import os

# OpenMP threads that wait for work sleep instead of spinning, which took the cores of
# one xdist worker from the other's (scripts/count_table.py's count: 22 s alone, 91 s
# in each of two concurrent processes, 29 s with this); no result or thread count
# changes. libgomp reads it when torch is first imported, in the workers and blocks.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

pytest_plugins = ["practices.testing.plugin", "practices.testing.records"]


def pytest_addoption(parser):
    parser.addoption(
        "--screenshots",
        action="store_true",
        help="the browser tests write a screenshot of every page they read, in both "
        "palettes, to reports/screenshots/ (for a person to look at; no test reads "
        "them)",
    )
