"""What a reader can take from a page: a caption's links to its snippet file in the
repository and to its download (the block's whole program, ``practices/copies.py``),
and the page's source under ``<site>/_source/``, directives and includes expanded.
"""

from __future__ import annotations

import html
import re
from pathlib import Path, PurePosixPath

from .i18n import t
from .pages import directed

# A caption that names a snippet file (as the page's HTML writes it)
CAPTION = re.compile(r'snippets/[^<"]+\.(?:py|cpp)')


def snippet_options(given: dict, root: Path) -> dict:
    """``pymdownx.snippets``' options, ``base_path`` resolved against ``root``."""
    from pymdownx.snippets import SnippetExtension

    options = SnippetExtension(**given).getConfigs()
    base = options["base_path"]
    base = [base] if isinstance(base, str) else base
    options["base_path"] = [str(root / b) for b in base]
    return options


def expanded(markdown_text: str, options: dict) -> str:
    """The page's Markdown with directives written out and includes expanded."""
    import markdown
    from pymdownx.snippets import SnippetPreprocessor

    written = directed(markdown_text, Path(options["base_path"][0])).lines
    return "\n".join(SnippetPreprocessor(options, markdown.Markdown()).run(written))


def caption_links(
    path: str, to_root: str, repo_url: str, download: str | None = None
) -> str:
    """A caption's links: ``path`` in the repository, and its download (or the
    block's program ``download``); ``to_root`` leads from the page to the root."""
    blob, text = f"{repo_url.rstrip('/')}/blob/main/", html.escape(path)
    href, name = f"{to_root}{text}", PurePosixPath(path).name
    if download is not None:  # the whole program the block runs
        href = html.escape(to_root + download)
        name = PurePosixPath(download).name
    return (
        f'<a class="snippet-source" href="{blob}{text}"'
        # The caption names the file; its path in the repository is the title
        f' title="{html.escape(t("in the repository", name=path))}">'
        f"{html.escape(PurePosixPath(path).name)}</a>"
        f' <a class="snippet-download" href="{href}" download'
        f' title="{html.escape(t("download name", name=name))}">'
        f"{t('download')}</a>"
    )
