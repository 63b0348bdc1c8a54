"""Python-Markdown extensions of this site, loaded by name from ``mkdocs.yml``.

They are Markdown extensions rather than MkDocs hooks so that MkDocs *and* Zensical
(which reads the same ``mkdocs.yml`` but runs no MkDocs hooks or plugins) build the
same pages. Neither imports torch.
"""
