import os
import socket

import torch.distributed as dist

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
NEEDED = {
    "MASTER_ADDR": "127.0.0.1",
    "MASTER_PORT": str(port),
    "RANK": "0",
    "WORLD_SIZE": "1",
}
for name in ["LOCAL_RANK", *NEEDED]:
    os.environ.pop(name, None)

# leave out each variable in turn
for missing in NEEDED:
    os.environ.update(NEEDED)
    del os.environ[missing]
    try:
        dist.init_process_group("gloo", init_method="env://")
    except ValueError as error:
        print(f"without {missing}: {str(error).split(': ')[-1]}")
        assert f"variable {missing} expected" in str(error)
    else:
        raise AssertionError(f"init worked without {missing}")

# all four, and no LOCAL_RANK
os.environ.update(NEEDED)
dist.init_process_group("gloo", init_method="env://")
print("rank", dist.get_rank(), "of", dist.get_world_size())
assert "LOCAL_RANK" not in os.environ
dist.destroy_process_group()

# rank and world_size passed: RANK and
# WORLD_SIZE are not read, the address is
del os.environ["RANK"], os.environ["WORLD_SIZE"]
del os.environ["MASTER_ADDR"]
try:
    dist.init_process_group("gloo", rank=0, world_size=1)
except ValueError as error:
    print(f"passed, without MASTER_ADDR: {str(error).split(': ')[-1]}")
    assert "variable MASTER_ADDR expected" in str(error)
else:
    raise AssertionError("init worked without MASTER_ADDR")
os.environ["MASTER_ADDR"] = "127.0.0.1"
with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    os.environ["MASTER_PORT"] = str(s.getsockname()[1])
dist.init_process_group("gloo", rank=0, world_size=1)
rank, size = dist.get_rank(), dist.get_world_size()
print(f"passed, without RANK and WORLD_SIZE: rank {rank} of {size}")
assert (rank, size) == (0, 1)
assert "RANK" not in os.environ and "WORLD_SIZE" not in os.environ
dist.destroy_process_group()
