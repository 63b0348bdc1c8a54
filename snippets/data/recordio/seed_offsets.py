from recordio import encode, write_rec

# isort: split
# --8<-- [start:demo]
from pathlib import Path

lengths = [5760, 6742, 6773]
records = {key: bytes(n) for key, n in zip([1, 2, 3], lengths, strict=True)}
offsets = write_rec("data.rec", records, "data.idx")
size = Path("data.rec").stat().st_size
print(Path("data.idx").read_text(), end="")
print("file size:", size)
assert list(offsets.values()) == [0, 5768, 12520]
assert size == 19304
# Same sizes by both rules; not for 4 bytes.
for n in [*lengths, 4]:
    by_4, by_8 = 8 + n + -n % 4, 8 + n + -n % 8
    print(f"{n} bytes take {by_4} padded to 4, {by_8} to 8")
print("a 4-byte record takes:", len(encode(b"abcd")))
assert len(encode(b"abcd")) == 8 + 4
# --8<-- [end:demo]
