from torch.utils.data.distributed import DistributedSampler

# plain `python train.py`: no group
try:
    DistributedSampler(range(8))
except ValueError as error:
    print(f"ValueError: {error}")
    assert (
        "Default process group has not been initialized, "
        "please make sure to call init_process_group."
    ) in str(error)
else:
    raise AssertionError("a sampler was built without a group")
