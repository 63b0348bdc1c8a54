"""The pages under docs/ are tests: the machinery lives in tests/harness/."""

# harness.records: the verification records, checked and written per block
pytest_plugins = ["harness.plugin", "harness.records"]


def pytest_addoption(parser):
    parser.addoption(
        "--screenshots",
        action="store_true",
        help="the browser tests write a screenshot of every page they read, in both "
        "palettes, to reports/screenshots/ (for a person to look at; no test reads "
        "them)",
    )
