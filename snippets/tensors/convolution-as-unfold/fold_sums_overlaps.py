import torch
import torch.nn.functional as F

ones = torch.ones(1, 1, 4, 4)
patches = F.unfold(ones, kernel_size=2)
counts = F.fold(patches, output_size=(4, 4), kernel_size=2)  # (1)!
print(counts[0, 0])

x = torch.arange(16.0).reshape(1, 1, 4, 4)
# overlapping 2×2 patches, stride 1
cols = F.unfold(x, kernel_size=2)
back = F.fold(cols, output_size=(4, 4), kernel_size=2)
print(back[0, 0])
torch.testing.assert_close(back, x * counts)
torch.testing.assert_close(back / counts, x)

# patches that do not overlap
cols = F.unfold(x, kernel_size=2, stride=2)
back = F.fold(cols, (4, 4), kernel_size=2, stride=2)
torch.testing.assert_close(back, x)

# 5×5, kernel 2, stride 2: no patch holds
# the last row and the last column
x5 = torch.arange(25.0).reshape(1, 1, 5, 5)
cover = F.fold(
    F.unfold(torch.ones_like(x5), 2, stride=2), (5, 5), 2, stride=2
)
assert (cover[0, 0, -1] == 0).all() and (cover[0, 0, :, -1] == 0).all()
back5 = F.fold(F.unfold(x5, 2, stride=2), (5, 5), 2, stride=2) / cover
torch.testing.assert_close(back5[..., :4, :4], x5[..., :4, :4])
assert back5[0, 0, -1].isnan().all() and back5[0, 0, :, -1].isnan().all()
