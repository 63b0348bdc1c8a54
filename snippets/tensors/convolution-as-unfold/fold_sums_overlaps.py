import torch
import torch.nn.functional as F

ones = torch.ones(1, 1, 4, 4)
counts = F.fold(
    F.unfold(ones, kernel_size=2), output_size=(4, 4), kernel_size=2
)  # (1)!
print(counts[0, 0])

x = torch.arange(16.0).reshape(1, 1, 4, 4)
cols = F.unfold(x, kernel_size=2)  # overlapping 2×2 patches, stride 1
back = F.fold(cols, output_size=(4, 4), kernel_size=2)
torch.testing.assert_close(back, x * counts)  # every pixel summed once per patch
torch.testing.assert_close(back / counts, x)  # dividing by the counts undoes that

cols = F.unfold(x, kernel_size=2, stride=2)  # patches that do not overlap
torch.testing.assert_close(F.fold(cols, (4, 4), kernel_size=2, stride=2), x)
