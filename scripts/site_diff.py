"""Compare what readers see: the site built from a commit against the working tree's.

    python3 dev.py site-diff [REF]     (REF: a commit, HEAD by default)

Builds REF (checked out into a temporary worktree) and the working tree, each with
``mkdocs build --strict`` into a temporary folder, and compares every page of both
languages: first byte for byte, then the text a reader sees (the page's visible text,
script and style left out, whitespace runs as one space). It prints a summary — pages
compared, byte-identical, text-identical, text that differs — and for each page whose
text differs, the lines that differ. Files other than pages (search indexes, sources,
notebooks, downloads) are compared byte for byte and listed when they differ. Exit 0
when no page's text differs, 1 otherwise: a refactor that means to change nothing a
reader sees must exit 0; a change that means to should show only the differences meant.
"""

from __future__ import annotations

import argparse
import difflib
import os
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# torch is never imported to build; as in tests/, the build runs without it
_BUILD = (
    "import sys; sys.modules['torch'] = None; from mkdocs.__main__ import cli; cli()"
)


class _Text(HTMLParser):
    """The visible text of a page: no script, style or template content."""

    SKIP = {"script", "style", "template", "noscript"}
    BLOCK = {"p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "br"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0
        self._pre = 0  # inside <pre>, where a line break is one

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self._skip += 1
        elif tag in self.BLOCK:
            self._pre += tag == "pre"
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP and self._skip:
            self._skip -= 1
        elif tag in self.BLOCK:
            self._pre -= tag == "pre" and self._pre > 0
            self.parts.append("\n")

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data if self._pre else data.replace("\n", " "))


def page_text(html: str) -> list[str]:
    """A page's visible text, a line per block element, spaces folded."""
    reader = _Text()
    reader.feed(html)
    lines = (" ".join(line.split()) for line in "".join(reader.parts).split("\n"))
    return [line for line in lines if line]


def build(source: Path, dest: Path) -> None:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    argv = [sys.executable, "-c", _BUILD, "build", "--strict", "-q", "-d", str(dest)]
    done = subprocess.run(argv, cwd=source, env=env, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"site-diff: the build of {source} failed:\n{done.stderr}")


def _around_changes(lines: list[str], width: int = 150) -> list[str]:
    """Long diff lines cut to the part around where each differs from its pair."""
    out = []
    for i, line in enumerate(lines):
        if line.startswith("-"):
            pair = lines[i + 1] if i + 1 < len(lines) else ""
        else:
            pair = lines[i - 1] if i else ""
        at = 0
        if line[:1] in "+-" and pair[:1] in "+-" and pair[:1] != line[:1]:
            at = next(
                (
                    k
                    for k, (a, b) in enumerate(zip(line[1:], pair[1:], strict=False))
                    if a != b
                ),
                min(len(line), len(pair)) - 1,
            )
        start = max(0, at - width // 3)
        cut = line[:1] + ("…" if start else "") + line[1 + start : 1 + start + width]
        out.append(cut + ("…" if len(line) > 1 + start + width else ""))
    return out


def compare(before: Path, after: Path, show: int) -> int:
    files = sorted(
        {p.relative_to(before) for p in before.rglob("*") if p.is_file()}
        | {p.relative_to(after) for p in after.rglob("*") if p.is_file()}
    )
    pages = [f for f in files if f.suffix == ".html"]
    same_bytes = same_text = 0
    differing: list[tuple[Path, list[str]]] = []
    other: list[str] = []
    for name in files:
        a, b = before / name, after / name
        if not a.exists() or not b.exists():
            where = "only after" if b.exists() else "only before"
            if name.suffix == ".html":
                differing.append((name, [where]))
            else:
                other.append(f"{name}: {where}")
            continue
        if a.read_bytes() == b.read_bytes():
            same_bytes += name.suffix == ".html"
            same_text += name.suffix == ".html"
            continue
        if name.suffix != ".html":
            other.append(f"{name}: bytes differ")
            continue
        old, new = page_text(a.read_text()), page_text(b.read_text())
        if old == new:
            same_text += 1
            continue
        diff = difflib.unified_diff(old, new, lineterm="", n=0)
        differing.append((name, [d for d in diff if not d.startswith(("---", "+++"))]))
    zh = sum(1 for p in pages if p.parts[0] == "zh")
    print(
        f"site-diff: {len(pages)} pages ({len(pages) - zh} English, {zh} Chinese): "
        f"{same_bytes} byte-identical, {same_text} with the same text, "
        f"{len(differing)} whose text differs"
    )
    for name, lines in differing:
        print(f"\n{name}:")
        for line in _around_changes(lines[:show]):
            print(f"  {line}")
        if len(lines) > show:
            print(f"  … {len(lines) - show} more")
    if other:
        print(f"\n{len(other)} other files differ:")
        for line in other[:show]:
            print(f"  {line}")
    return 1 if differing else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ref", nargs="?", default="HEAD")
    parser.add_argument("--show", type=int, default=12, help="diff lines per page")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="site-diff-") as tmp:
        tmp = Path(tmp)
        tree = tmp / "tree"
        subprocess.run(
            ["git", "worktree", "add", "-q", "--detach", str(tree), args.ref],
            cwd=ROOT,
            check=True,
        )
        try:
            build(tree, tmp / "before")
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT
            )
        build(ROOT, tmp / "after")
        return compare(tmp / "before", tmp / "after", args.show)


if __name__ == "__main__":
    sys.exit(main())
