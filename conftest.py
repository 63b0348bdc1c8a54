"""The pages under docs/ are tests: the machinery lives in tests/harness/."""

pytest_plugins = ["harness.plugin"]
