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

The build of a page: ``stages.py`` lists its stages in order, each with the module
that holds it (``finish.py`` those over the page's HTML); without MkDocs (Zensical),
``render`` runs the same stages (``languages.zensical_build``). The site: ``i18n``
words everything the build writes, per language; ``segmentation`` cuts the Chinese
search index.

``hooks/``: the adapter to MkDocs (its hooks, loaded by ``mkdocs.yml``).
``testing/``: the pytest plugin that runs every page's blocks and keeps records.
"""
