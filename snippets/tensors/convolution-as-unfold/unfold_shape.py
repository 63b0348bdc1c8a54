import torch
import torch.nn.functional as F

img = torch.arange(0, 12, dtype=torch.float32).reshape(3, 4)

# [1, 1, 3, 4] -> [1, 9, 2]
cols = F.unfold(img[None, None, ...], kernel_size=(3, 3))
print(cols.shape)
assert cols.shape == (1, 9, 2)
# one row per position: its 3×3 patch
print(cols[0].T)
assert torch.equal(torch.nn.Unfold(kernel_size=3)(img[None, None]), cols)

padded = F.unfold(img[None, None], kernel_size=3, padding=1)  # (1)!
print(padded.shape)
assert padded.shape == (1, 9, 12)
assert padded[0, :, 0].tolist() == [0, 0, 0, 0, 0, 1, 0, 4, 5]

try:
    F.unfold(torch.arange(12).reshape(1, 1, 3, 4), kernel_size=3)
except NotImplementedError as error:
    print(f"NotImplementedError: {error}")
    message = str(error)
    assert "\"im2col_out_cpu\" not implemented for 'Long'" in message
else:
    raise AssertionError("unfold of an integer tensor on the CPU")
