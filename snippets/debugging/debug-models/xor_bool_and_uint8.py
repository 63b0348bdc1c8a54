import torch

preds = torch.tensor([0.5, -1.0, 2.0])
flags = torch.tensor([1, 1, 0])

# bool ^ uint8 promotes to uint8: no error
assert (preds > 0).dtype == torch.bool
assert flags.byte().dtype == torch.uint8
mixed = (preds > 0) ^ flags.byte()
print(mixed, mixed.dtype)
assert mixed.dtype == torch.uint8

# written into a bool tensor, it fails
mask = preds > 0
try:
    mask ^= flags.byte()
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "result type Byte can't be cast to the desired output type Bool"
    )
else:
    raise AssertionError("uint8 into a bool tensor should fail")

# both sides bool: a bool mask
mask ^= flags.bool()
print(mask)
assert mask.tolist() == [False, True, True]
