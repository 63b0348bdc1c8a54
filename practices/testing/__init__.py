"""The machinery that runs the site's pages as tests, one module a job:

- ``site``: where the pages are, and the snippet options read from ``mkdocs.yml``;
- ``blocks``: a page's code blocks, expanded as the site does them, each code line
  mapped to where it came from;
- ``marks``: every mark: its meaning, what it needs of the machine, its skip reason;
- ``isolation``: global state a block may change, saved and restored around it;
- ``runner``: runs one block, in-process or in its own interpreter;
- ``cpp``: compiles a C++ block against the torch wheel's libtorch, and runs it;
- ``outputs``: rewrites the outputs a page shows (``--update-outputs``);
- ``records``: the per-block verification record a run writes (``--write-record``);
- ``rendered``: the built site, and the code blocks read back from its HTML;
- ``once``: work done once per run, shared by pytest-xdist's workers;
- ``plugin``: the pytest collector and item that tie these together.
"""
