"""The machinery that runs the site's pages as tests.

One module a job:

- ``site``: where the pages are, and the snippet options read from ``mkdocs.yml``;
- ``expand``: block directives written out (``practices.pages.directed``) and
  snippet includes expanded by ``pymdownx.snippets`` itself, with a map from every
  expanded line back to the page or snippet line it came from;
- ``blocks``: the code blocks of a page (cut by ``practices.pages``), with
  the page or snippet line each code line came from;
- ``isolation``: global state a block may change, saved and restored around it;
- ``marks``: every mark, defined once: its meaning, what it needs of the machine
  and the skip reason;
- ``outputs``: rewrites the outputs a page shows (``--update-outputs``): a block
  directive's output file, or an output block written on the page;
- ``runner``: executes one block, in-process or in its own interpreter;
- ``cpp``: compiles a C++ block against the torch wheel's libtorch, and runs it;
- ``records``: the per-block verification record a run writes (``--write-record``);
- ``rendered``: the built site, and the code blocks read back from its HTML;
- ``once``: work done once per run, shared by pytest-xdist's workers;
- ``plugin``: the pytest collector and item that tie these together.
"""
