import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
logits = torch.randn(2, 3, 4, 4)
mask = np.random.default_rng(0).integers(0, 3, (2, 4, 4))
target = torch.as_tensor(mask, dtype=torch.long)  # (1)!

loss = nn.CrossEntropyLoss()(logits, target)
print("target:", target.dtype, "loss:", round(loss.item(), 4))
assert target.dtype == torch.long

# Float targets shaped like the logits are
# read as class probabilities:
probs = F.one_hot(target, 3).permute(0, 3, 1, 2).float()
same = torch.allclose(nn.CrossEntropyLoss()(logits, probs), loss)
print("one-hot float target, same loss:", same)
assert same

# NLLLoss reads no probabilities: it refuses
# a float target of its input's shape, (N, C)
# or (N, C, H, W)
log_probs = F.log_softmax(logits, dim=1)
refusals = {
    "per sample": (
        log_probs[..., 0, 0],
        probs[..., 0, 0],
        "0D or 1D target tensor expected, multi-target not supported",
    ),
    "per pixel": (
        log_probs,
        probs,
        "only batches of spatial targets supported (3D tensors)",
    ),
}
for where, (inputs, target_probs, words) in refusals.items():
    try:
        nn.NLLLoss()(inputs, target_probs)
    except RuntimeError as error:
        print(f"NLLLoss, {where}: RuntimeError: {error}")
        assert words in str(error)
    else:
        raise AssertionError("NLLLoss read a float target")
