"""PyTorch Practices' machinery: the page model, the build's stages, the test plugin.

Where does X happen, and in what order? ``stages.py`` says it for a page; this map
says which module holds what. Nothing here imports torch except the test runner.

The page model (standard library only; ``dev.py`` imports it before any
environment exists):

- ``pages``: the project's folders and releases, fences and blocks, the block
  directive (``directed``), headings and sections, the annotation marker, a page's
  identity and URLs (``relative_url``), the record schema;
- ``languages``: one site per language (staging the Chinese pages, a page's
  identity whichever site builds it), and the Zensical build of both;
- ``translations``: whether a Chinese page is behind its English one.

The build of a page, in the order ``stages.py`` lists:

- Markdown, before the code is included: the block directive written out
  (``stages``), ``measurements``;
- Markdown, after it: ``run_counts``, ``facts``, ``records`` (where each block
  ran; the release lists), ``common_errors``, output fences labelled (``stages``),
  ``copies``;
- HTML of the Markdown: ``mathml``;
- the page's HTML, in one parse (``rendered``: the reader and the code-block
  model): ``finish`` over ``copies``, ``page_sources``, ``plain_tokens``,
  ``folds`` (with ``check_lines``), ``code_notes``, ``long_lines``;
- without MkDocs (an engine that runs no hooks: Zensical): ``render`` runs the
  same stages around it (``languages.zensical_build``);
- the site: ``page_sources``, ``copies`` and ``notebooks`` publish; ``segmentation``
  cuts the Chinese index; ``i18n`` words everything the build writes, per language.

``hooks/``: the adapter to MkDocs (its hooks, loaded by ``mkdocs.yml``).
``testing/``: the pytest plugin that runs every page's blocks and keeps records.
"""
