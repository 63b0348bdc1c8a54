import os

from torch.utils.tensorboard import SummaryWriter

doc = " ".join(SummaryWriter.__init__.__doc__.split())
assert "If ``log_dir`` is assigned, this argument has no effect." in doc

# with log_dir, comment is ignored
writer = SummaryWriter(log_dir="runs/exp1", comment="_lr0.1")
# the folder exists before anything is logged
assert os.path.isdir("runs/exp1")
writer.close()
print(f"log_dir={writer.log_dir!r}, runs/ holds {os.listdir('runs')}")
assert writer.log_dir == "runs/exp1"
assert os.listdir("runs") == ["exp1"]

# without log_dir, it ends the generated name
writer = SummaryWriter(comment="_lr0.1")
writer.close()
print(
    f"generated name ends with _lr0.1: {writer.log_dir.endswith('_lr0.1')}"
)
assert writer.log_dir.startswith("runs")
assert writer.log_dir.endswith("_lr0.1")

# filename_suffix ends the event file's name
writer = SummaryWriter(log_dir="runs/exp2", filename_suffix=".v1")
writer.close()
(event_file,) = os.listdir("runs/exp2")
print(f"event file ends with .v1: {event_file.endswith('.v1')}")
assert event_file.startswith("events.out.tfevents.")
assert event_file.endswith(".v1")
