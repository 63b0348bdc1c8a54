"""``python3 dev.py translations``: the Chinese pages behind their English page
(practices/translations.py says how that is found). Standard library only."""

from __future__ import annotations

import sys
from pathlib import Path

from practices.pages import DOCS, english_pages, language_of, twin
from practices.translations import FIELD, ROOT, skeleton, stamp, status


def main(argv: list[str]) -> int:
    """``python3 dev.py translations [--new PAGE ... | --stamp PAGE ...]``: list
    the Chinese pages that are not current (exit 1 if any); start the translation
    of English pages; or record that Chinese pages translate their pages as now."""
    if argv[:1] == ["--new"]:
        for name in argv[1:]:
            english = (ROOT / name).resolve()
            target = twin(english)
            if language_of(english) != "en" or not english.exists() or target.exists():
                print(f"not an English page without a translation: {name}")
                return 2
            target.write_text(skeleton(english), encoding="utf-8")
            print(f"wrote {target.relative_to(ROOT)}: translate its prose")
        return 0
    if argv[:1] == ["--stamp"]:
        for name in argv[1:]:
            page = Path(name) if Path(name).is_absolute() else (ROOT / name).resolve()
            if language_of(page) != "zh" or not page.exists():
                print(f"not a Chinese page: {name}", file=sys.stderr)
                return 2
            print(f"{page.relative_to(ROOT)}: {FIELD}: {stamp(page)}")
        return 0
    found = [status(page) for page in english_pages(DOCS)]
    late = [s for s in found if s.state != "current"]
    for s in late:
        print(s.line())
    print(f"{len(found) - len(late)} of {len(found)} Chinese pages are current", end="")
    print(f"; {len(late)} need{'s' if len(late) == 1 else ''} work." if late else ".")
    return 1 if late else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
