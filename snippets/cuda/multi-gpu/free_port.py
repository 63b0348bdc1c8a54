import os
import socket

import torch.distributed as dist

other = dist.TCPStore("127.0.0.1", 0, 1, True, wait_for_workers=False)

# a port of its own, one the OS says is free
with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
dist.init_process_group("gloo", rank=0, world_size=1)
print("port differs:", port != other.port, "rank", dist.get_rank())
assert port != other.port and dist.is_initialized()
dist.destroy_process_group()
