"""Drop from every GPU record the entries of blocks that changed or went away:
``python3 dev.py gpu --drop-stale``. Their page then says no GPU has run the block
as it is now; it prints what was dropped, as ``page (snippet)``."""

from __future__ import annotations

from pathlib import Path

from practices import pages
from practices.testing.records import running


def drop_stale_gpu(directory: Path = pages.RECORDS) -> list[str]:
    dropped = []
    for path in pages.gpu_record_paths(directory):
        record = pages.read_record(path)
        for page, entries in list(record["blocks"].items()):
            current = running(page)
            kept = [e for e in entries if e["code"] in current]
            dropped += [f"{page} ({e['snippet']})" for e in entries if e not in kept]
            record["blocks"][page] = kept
        record["blocks"] = {page: es for page, es in record["blocks"].items() if es}
        pages.write_atomically(path, pages.dump(record))
    return dropped


if __name__ == "__main__":
    for line in drop_stale_gpu():
        print("dev.py: dropped", line)
