"""One site per language: English at the root, Chinese a site of its own under
``zh/``, each with its own configuration (``mkdocs.yml``; ``mkdocs.zh.yml``, which
inherits it), search index and theme language. No i18n plugin: the Chinese site's
``docs_dir`` is a folder of links (:func:`stage`) naming ``docs/x.zh.md`` ``x.md``.
Whatever site builds a page, the build names it by its source under docs/ and its URL
from the root site (:func:`identity`).
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from practices.pages import DEFAULT_LANGUAGE, DOCS, ROOT, ZH

CONFIGS = {DEFAULT_LANGUAGE: ROOT / "mkdocs.yml", ZH: ROOT / "mkdocs.zh.yml"}


def prefix(lang: str) -> str:
    """Where a language's site sits under the root site: "" or "zh/"."""
    return "" if lang == DEFAULT_LANGUAGE else f"{lang}/"


def stage(dest: Path, docs: Path = DOCS, lang: str = ZH, page=None) -> Path:
    """``dest`` made a language's docs folder of links to docs/: for Chinese, each
    Chinese file (``x.zh.md``, ``figure.zh.png``) under its English name, other files
    but pages as they are where no Chinese one replaces them; for English, every file
    but the Chinese ones. ``page(text, source) -> text``: pages written through it."""
    chosen = {}  # the name each file takes in the language's site
    for path in sorted(p for p in docs.rglob("*") if not p.is_dir()):
        rel = path.relative_to(docs)
        local = f".{ZH}{path.suffix}"
        if rel.name.endswith(local):
            if lang == ZH:
                chosen[rel.with_name(rel.name.removesuffix(local) + path.suffix)] = path
        elif lang != ZH or path.suffix != ".md":
            chosen.setdefault(rel, path)
    for rel, path in chosen.items():
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        if page is not None and path.suffix == ".md":
            (dest / rel).write_text(page(path.read_text("utf-8"), path), "utf-8")
        else:
            (dest / rel).symlink_to(path.resolve())
    return dest


def identity(abs_src_path: str, url: str, lang: str) -> tuple[str, str]:
    """A page as the project names it (its source under docs/, its URL from the root
    site), from the staged link's path and the URL in ``lang``'s site."""
    source = Path(abs_src_path).resolve().relative_to(DOCS.resolve())
    return PurePosixPath(source).as_posix(), prefix(lang) + url


def root_dir(site_dir: str | Path, lang: str) -> Path:
    """The root site's folder, from a language's own (``site/zh`` → ``site``)."""
    return Path(site_dir).resolve().parent if prefix(lang) else Path(site_dir)


def root_url(site_url: str, lang: str) -> str:
    """The root site's address, from a language's own."""
    return site_url.removesuffix(prefix(lang))


def flat_config(lang: str, project: Path = ROOT) -> dict:
    """A language's configuration as one mapping, as MkDocs reads ``INHERIT`` (for an
    engine that does not): dictionaries merged, other values replaced."""
    import yaml

    base = project / CONFIGS[DEFAULT_LANGUAGE].name
    config = yaml.safe_load(base.read_text("utf-8"))
    if lang != DEFAULT_LANGUAGE:
        own = yaml.safe_load((project / CONFIGS[lang].name).read_text("utf-8"))
        own.pop("INHERIT", None)
        config = _merged(config, own)
    return config


def _merged(base: dict, over: dict) -> dict:
    out = dict(base)
    for key, value in over.items():
        both = isinstance(value, dict) and isinstance(base.get(key), dict)
        out[key] = _merged(base[key], value) if both else value
    return out


def zensical_build(dest: Path, project: Path = ROOT) -> list[str]:
    """Both editions built with Zensical into ``dest`` (Chinese in ``dest/zh``), a
    folder inside ``project`` as Zensical wants it, with what the MkDocs hooks add
    (``practices/render.py``): the Markdown stages run as each page is staged, its HTML
    finished after, the site's files published. Each configuration is flattened into a
    file beside mkdocs.yml (Zensical reads no ``INHERIT``). The errors, one a build."""
    import shutil
    import subprocess
    import sys

    import yaml

    from practices import copies, i18n, page_sources
    from practices.pages import url_of
    from practices.render import Page, Site

    english = flat_config(DEFAULT_LANGUAGE, project)
    extensions = [e for e in english["markdown_extensions"] if isinstance(e, dict)]
    given = next(e["pymdownx.snippets"] for e in extensions if "pymdownx.snippets" in e)
    site = Site(page_sources.snippet_options(given, project))
    built: list[Page] = []

    def rendered(text: str, source: Path) -> str:  # the Markdown stages, before
        src_uri = source.relative_to(project / "docs").as_posix()
        page = Page(src_uri, url_of(src_uri), english["site_url"], english["repo_url"])
        built.append(page)
        return site.page_markdown(text, page)

    errors = []
    cli = "import sys; sys.modules['torch'] = None; import zensical.main as z; z.cli()"
    staged = project / ".build"
    copies.begin_build()
    for lang in CONFIGS:
        config = flat_config(lang, project)
        config["site_dir"] = str((dest / prefix(lang)).resolve().relative_to(project))
        shutil.rmtree(staged / lang, ignore_errors=True)
        docs = stage(staged / lang, project / "docs", lang, rendered)
        config["docs_dir"] = str(docs.relative_to(project))
        path = project / f".zensical.{lang}.yml"
        path.write_text(yaml.safe_dump(config, allow_unicode=True), "utf-8")
        try:
            argv = [sys.executable, "-c", cli, "build", "--strict", "-f", path.name]
            # Zensical's file agent ends a build after 100 ms unasked (zensical-watch,
            # agent/handler.rs, "Hack"): one stalled that long while it sets up its
            # watches (a loaded machine) stops, before building, with this error.
            for _ in range(2):
                done = subprocess.run(argv, cwd=project, capture_output=True, text=True)
                if not done.stderr.rstrip().endswith("Watcher disconnected"):
                    break
        finally:
            path.unlink()
        if done.returncode:
            errors.append(f"{lang}: {done.stdout}\n{done.stderr}")
    try:
        for page in built:  # the HTML stages, after
            html = dest / page.url / "index.html"
            if html.exists():
                finished = site.finish_page(html.read_text("utf-8"), page)
                html.write_text(finished, "utf-8")
        site.publish(dest)
    finally:  # the stages' state reset: a test's process goes on after the build
        i18n.current = i18n.DEFAULT
        copies.programs.clear()
    return errors
