import os

import torch.distributed as dist

# another job already listens on the port
other = dist.TCPStore("127.0.0.1", 0, 1, True, wait_for_workers=False)
port = other.port
os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
try:
    dist.init_process_group("gloo", rank=0, world_size=1)
except dist.DistNetworkError as error:
    message = str(error).replace(str(port), "<port>")
    print(f"torch.distributed.DistNetworkError: {message}")
    assert isinstance(error, RuntimeError)
    assert (
        "The server socket has failed to listen on any local "
        "network address."
    ) in str(error)
    assert "address already in use" in str(error)
else:
    raise AssertionError("two stores listened on one port")
