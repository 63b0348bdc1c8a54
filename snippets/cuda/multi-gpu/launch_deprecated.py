import contextlib
import io
import warnings

import torch.distributed.launch as launch

with (
    warnings.catch_warnings(record=True) as caught,
    contextlib.redirect_stdout(io.StringIO()) as help_text,
    contextlib.suppress(SystemExit),
):
    warnings.simplefilter("always")
    # as `python -m torch.distributed.launch`
    launch.main(["--help"])

(warning,) = caught
lines = [line.rstrip() for line in str(warning.message).splitlines()]
print(warning.category.__name__, *lines, sep="\n")
assert warning.category is FutureWarning
assert str(warning.message).startswith(
    "The module torch.distributed.launch is deprecated\n"
    "and will be removed in future. Use torchrun."
)
assert "os.environ['LOCAL_RANK']" in str(warning.message)

options = help_text.getvalue()
print(f"{'--nproc-per-node' in options = }")  # (1)!
print(f"{'--max-restarts' in options = }")
assert "--nproc-per-node" in options
assert "--max-restarts" in options
