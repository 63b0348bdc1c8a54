import torch
import torch.nn.functional as F

img = torch.arange(0, 12, dtype=torch.float32).reshape(3, 4)

# input [1, 1, 3, 4] -> output [1, 9, 2]:
# batch size, elements per kernel (1 channel × 3 × 3), number of kernel positions
cols = F.unfold(img[None, None, ...], kernel_size=(3, 3))
assert cols.shape == (1, 9, 2)
print(cols[0].T)  # one row per position: the 3×3 patch, read row by row

padded = F.unfold(img[None, None], kernel_size=3, padding=1)  # (1)!
assert padded.shape == (1, 9, 12)  # a 5×6 padded image has 3×4 positions
assert padded[0, :, 0].tolist() == [0, 0, 0, 0, 0, 1, 0, 4, 5]  # zeros around (0, 0)
assert torch.equal(torch.nn.Unfold(kernel_size=3)(img[None, None]), cols)  # module

try:
    F.unfold(torch.arange(12).reshape(1, 1, 3, 4), kernel_size=3)  # int64 input
except NotImplementedError as error:
    assert "\"im2col_out_cpu\" not implemented for 'Long'" in str(error)
else:
    raise AssertionError("unfold of an integer tensor should fail on the CPU")
