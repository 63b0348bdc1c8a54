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
