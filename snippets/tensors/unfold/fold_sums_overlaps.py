import torch
import torch.nn.functional as F

x = torch.ones(1, 1, 4, 4)
cols = F.unfold(x, kernel_size=2)  # overlapping 2×2 patches, stride 1
back = F.fold(cols, output_size=(4, 4), kernel_size=2)  # (1)!
print(back[0, 0])

# Dividing by the same fold of ones undoes the overlaps:
counts = F.fold(F.unfold(torch.ones_like(x), 2), (4, 4), 2)
torch.testing.assert_close(back / counts, x)

cols = F.unfold(x, kernel_size=2, stride=2)  # patches that do not overlap
torch.testing.assert_close(F.fold(cols, (4, 4), kernel_size=2, stride=2), x)
