import torch

torch.manual_seed(0)
output = torch.randn(8, 10)
target = torch.randint(0, 10, (8,))

# top-5 accuracy, as many training scripts
# once wrote it
_, pred = output.topk(5, dim=1)
pred = pred.t()
correct = pred.eq(target.view(1, -1).expand_as(pred))
print(tuple(correct.shape), correct.stride(), correct.is_contiguous())
assert not correct.is_contiguous()

try:
    correct[:5].view(-1)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert (
        "view size is not compatible with input tensor's size and stride "
        "(at least one dimension spans across two contiguous subspaces). "
        "Use .reshape(...) instead."
    ) in str(error)
else:
    raise AssertionError("view() of the transposed rows should fail")
