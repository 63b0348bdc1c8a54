import traceback

from torch import nn
from torchinfo import summary

model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(8, 10),
)

# one channel where the model expects three
try:
    summary(model, input_size=(2, 1, 32, 32))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    print(f"caused by: {error.__cause__}")
    assert "Failed to run torchinfo" in str(error)
    assert "to have 3 channels, but got 1" in str(error.__cause__)
    # a traceback prints the cause first
    text = "".join(traceback.format_exception(error))
    first = text.index("to have 3 channels")
    assert first < text.index("Failed to run torchinfo")
else:
    raise AssertionError("a wrong input shape should fail")
