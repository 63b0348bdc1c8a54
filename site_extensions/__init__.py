"""Python-Markdown extensions of this site, added to the build by the MkDocs hook
``hooks/load_extensions.py``.

- ``block_directive``: each ``<!-- block PATH … -->`` line written out as its
  block (marks, captioned include, stored output) before the snippets are included;
- ``facts``: facts of the build (the torch releases checked, dates, the commit)
  written into pages;
- ``mathml``: math typeset to MathML at build time;
- ``records``: where each block was verified, under each block and page title, and
  the list of what changed across releases;
- ``outputs``: the output shown under a block, labelled as output;
- ``measurements``: the measurements scripts write as data (``generated/*.json``),
  worded in the page's language (``i18n`` holds the site's two languages and the
  words the build writes);
- ``page_sources`` (called by the hook, not an extension): captions that link to
  the snippet file and download it, and each page's source with its code expanded.

None of them imports torch. Zensical reads the same ``mkdocs.yml`` but runs no MkDocs
hooks, so these extensions do not run there.
"""
