import torch

a = torch.randn(8, 8, device="cuda")
hog = []
for chunk in (2**28, 2**21):
    try:
        while True:
            hog.append(torch.empty(chunk, dtype=torch.uint8, device="cuda"))
    except torch.OutOfMemoryError:
        pass
    else:
        raise AssertionError("the GPU never ran out of memory")

# free memory first: drop the tensors,
# then return the cache
del hog
torch.cuda.empty_cache()
product = a @ a
torch.cuda.synchronize()
print("free:", torch.cuda.mem_get_info()[0] > 2**30)
assert torch.allclose(product.cpu(), a.cpu() @ a.cpu(), atol=1e-4)
