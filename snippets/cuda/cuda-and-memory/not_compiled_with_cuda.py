import torch

try:
    x = torch.zeros(3).cuda()
except (AssertionError, RuntimeError) as error:
    print(f"{type(error).__name__}: {error}")
    if torch.version.cuda is None:
        # a CPU-only build
        assert isinstance(error, AssertionError)
        assert "Torch not compiled with CUDA enabled" in str(error)
    else:
        # a CUDA build, no driver here
        assert isinstance(error, RuntimeError)
        assert "Found no NVIDIA driver on your system" in str(error)
else:
    # with a usable GPU nothing fails
    assert torch.cuda.is_available()
    print("no error:", x.device)
