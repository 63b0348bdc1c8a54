import torch

device = torch.device("cuda")

moved = torch.rand(2, 2).cuda()  # (1)!
direct = torch.rand(2, 2, device=device)  # allocated on the GPU directly

assert moved.device.type == direct.device.type == "cuda"
assert moved.cuda() is moved  # already there: no copy, the same tensor
