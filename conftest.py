"""The pages under docs/ are tests: the machinery lives in tests/harness/."""

# harness.records: the verification records, checked and written per block
pytest_plugins = ["harness.plugin", "harness.records"]
