"""What a reader can take from a page: each snippet's file, and the page's source.

- A code block's caption names its snippet file (``title="snippets/…py"``). The build
  shows its name (``layout.py``) as a link to the file in the repository, and adds
  a download link, which ``site_extensions/copies.py`` points at the whole program
  the block runs.
- "View source" shows the page's Markdown with every block directive written out
  and every ``--8<--`` include expanded, as plain text under ``<site>/_source/``: the
  code each block runs and its output, not include lines.

``hooks/load_extensions.py`` calls these while MkDocs builds; none imports torch.
"""

from __future__ import annotations

import html
import re
from pathlib import Path, PurePosixPath

from . import pages
from .i18n import t
from .pages import directed

SOURCE_DIR = "_source"
_CAPTION = re.compile(
    r'<span class="filename">(?P<path>snippets/[^<"]+\.(?:py|cpp))</span>'
)


def snippet_options(given: dict, root: Path) -> dict:
    """``pymdownx.snippets``' options as the build gets them, from mkdocs.yml's
    ``mdx_configs``, with ``base_path`` resolved against the project root."""
    from pymdownx.snippets import SnippetExtension

    options = SnippetExtension(**given).getConfigs()
    base = options["base_path"]
    base = [base] if isinstance(base, str) else base
    options["base_path"] = [str(root / b) for b in base]
    return options


def expanded(markdown_text: str, options: dict) -> str:
    """The page's Markdown with its block directives written out and its snippet
    includes expanded, as the build does."""
    import markdown
    from pymdownx.snippets import SnippetPreprocessor

    written = directed(markdown_text, Path(options["base_path"][0])).lines
    return "\n".join(SnippetPreprocessor(options, markdown.Markdown()).run(written))


def source_path(src_uri: str) -> str:
    """Where a page's expanded source is served, relative to the site root."""
    return str(PurePosixPath(SOURCE_DIR) / PurePosixPath(src_uri).with_suffix(".txt"))


def link_captions(page_html: str, page_url: str, repo_url: str) -> str:
    """Captions naming a snippet file link to it in the repository and download it."""
    to_root = pages.relative_url(page_url, "")  # the site's root
    blob = f"{repo_url.rstrip('/')}/blob/main/"

    def caption(match: re.Match) -> str:
        path = html.unescape(match["path"])
        name = PurePosixPath(path).name
        text = html.escape(path)
        return (
            f'<span class="filename"><a class="snippet-source" href="{blob}{text}"'
            # The caption names the file; its path in the repository is the title
            f' title="{html.escape(t("in the repository", name=path))}">'
            f"{html.escape(name)}</a>"
            f' <a class="snippet-download" href="{to_root}{text}" download'
            f' title="{html.escape(t("download name", name=name))}">'
            f"{t('download')}</a></span>"
        )

    return _CAPTION.sub(caption, page_html)


def publish(site_dir: Path, sources: dict[str, str]) -> None:
    """Write each page's source (the downloads: ``site_extensions/copies.py``)."""
    for src_uri, text in sources.items():
        out = site_dir / source_path(src_uri)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
