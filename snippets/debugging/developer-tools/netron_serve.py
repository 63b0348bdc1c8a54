import time
import urllib.request

import netron
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(8, 16, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(16, 10),
).eval()
program = torch.export.export(model, (torch.randn(1, 3, 32, 32),))
torch.export.save(program, "model.pt2")

# port 0: netron picks a free port
address = netron.start("model.pt2", address=("127.0.0.1", 0), browse=False)
url = f"http://{address[0]}:{address[1]}"
assert address[0] == "127.0.0.1" and address[1] != 0
try:
    assert netron.status(address)
    with urllib.request.urlopen(f"{url}/") as response:
        page = response.read().decode("utf-8")
    with urllib.request.urlopen(f"{url}/data/model.pt2") as response:
        served = response.read()
finally:
    netron.stop(address)

# the server's thread ends within a moment
deadline = time.monotonic() + 10
while netron.status(address) and time.monotonic() < deadline:
    time.sleep(0.1)
assert not netron.status(address)

names_model = '<meta name="file" content="/data/model.pt2">' in page
print(f"the page opens /data/model.pt2: {names_model}")
assert "<title>Netron</title>" in page and names_model
with open("model.pt2", "rb") as file:
    assert served == file.read()
