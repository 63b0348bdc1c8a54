"""Pictures made from real runs, and the manifest that keeps them honest.

A figure is a PNG under docs/assets/figures/ that a script draws from a real run
(layer activations, training curves read back from TensorBoard's event files, a model
graph in netron captured by Chromium, a profiler summary). Pictures are not
byte-reproducible across library versions, so instead of redrawing them the tests
compare hashes: docs/assets/figures/figures.json records, for each image, the sha256
of the image and of every file that made it (the script, the snippets it runs).
tests/test_figures.py fails when an image is missing, was edited by hand, or is older
than one of its sources, and when a PNG is not in the manifest.

A script that draws a figure ends with

    figures.record(image, sources=[Path(__file__), snippet], made_by="...")

after writing the image; then commit the image and figures.json together.

A figure with words is drawn once per language from the same run: ``x.png`` in
English, ``x.zh.png`` in Chinese (the i18n plugin shows the latter on the Chinese page
that shows ``x.png``), worded by practices/words.toml. Its entry names the words it
was drawn with (``words=``): a figure whose words have changed since is stale too.
Chinese needs a font with its glyphs, found through fontconfig (``fc-list :lang=zh``;
Debian's fonts-wqy-microhei or fonts-droid-fallback): nothing is downloaded.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

from practices.i18n import DEFAULT, WORDS
from practices.pages import ROOT

FIGURES = ROOT / "docs" / "assets" / "figures"
MANIFEST = FIGURES / "figures.json"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def localized(name: str, lang: str) -> str:
    """A picture's file in ``lang``: x.png in English, x.zh.png in Chinese."""
    if lang == DEFAULT:
        return name
    stem, suffix = name.rsplit(".", 1)
    return f"{stem}.{lang}.{suffix}"


def font_families(lang: str) -> list[str]:
    """matplotlib's font families for ``lang``: DejaVu Sans (matplotlib's own), then
    for Chinese the first font fontconfig lists with Chinese glyphs."""
    if lang == DEFAULT:
        return ["DejaVu Sans"]
    from matplotlib import font_manager

    listed = subprocess.run(
        ["fc-list", f":lang={lang}", "file"], capture_output=True, text=True
    ).stdout.split()
    files = sorted(f.rstrip(":") for f in listed)
    if not files:
        raise SystemExit(
            f"no font with {lang} glyphs (fc-list :lang={lang} lists none): install "
            "Debian's fonts-wqy-microhei or fonts-droid-fallback"
        )
    font_manager.fontManager.addfont(files[0])
    return ["DejaVu Sans", font_manager.FontProperties(fname=files[0]).get_name()]


def _rel(path: Path, root: Path) -> str:
    return path.resolve().relative_to(root).as_posix()


def load(manifest: Path = MANIFEST) -> dict[str, dict]:
    """{image, relative to the root: {"sha256", "made_by", "sources": {path: sha}}}."""
    if not manifest.exists():
        return {}
    return json.loads(manifest.read_text(encoding="utf-8"))


def record(
    image: Path,
    sources: list[Path],
    made_by: str,
    manifest: Path = MANIFEST,
    root: Path = ROOT,
    words: tuple[str, list[str]] | None = None,
) -> None:
    """Write into the manifest what `image` was made from, as it is now: its sources
    and, for a picture with words, (language, the keys of its words in
    practices/words.toml)."""
    entries = load(manifest)
    entry = {
        "made_by": made_by,
        "sha256": sha256(image),
        "sources": {_rel(s, root): sha256(s) for s in sorted(set(sources))},
    }
    if words is not None:
        lang, keys = words
        entry["words"] = {lang: {k: WORDS[k][lang] for k in sorted(set(keys))}}
    entries[_rel(image, root)] = entry
    manifest.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(dict(sorted(entries.items())), indent=2, ensure_ascii=False)
    manifest.write_text(text + "\n", encoding="utf-8")


def problems(
    manifest: Path = MANIFEST, root: Path = ROOT, folder: Path = FIGURES
) -> list[str]:
    """Every way the figures disagree with their manifest, one sentence each."""
    found: list[str] = []
    entries = load(manifest)
    for image, entry in entries.items():
        remake = f"rerun {entry['made_by']} and commit its output"
        path = root / image
        if not path.exists():
            found.append(f"{image} is missing: {remake}")
            continue
        if sha256(path) != entry["sha256"]:
            found.append(f"{image} differs from the image its script wrote: {remake}")
        for source, digest in entry["sources"].items():
            if not (root / source).exists():
                found.append(f"{image}: its source {source} is gone: {remake}")
            elif sha256(root / source) != digest:
                found.append(f"{image} is stale: {source} changed since: {remake}")
        for lang, words in entry.get("words", {}).items():
            for key, text in words.items():
                if WORDS.get(key, {}).get(lang) != text:
                    found.append(
                        f"{image} is stale: its words {key!r} ({lang}) changed "
                        f"since: {remake}"
                    )
    for png in sorted(folder.rglob("*.png")):
        if _rel(png, root) not in entries:
            found.append(
                f"{_rel(png, root)} is in no manifest entry: no script made it"
            )
    return found
