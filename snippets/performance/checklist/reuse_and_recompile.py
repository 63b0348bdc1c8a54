import torch

graphs = []


def counting_backend(graph_module, example_inputs):
    graphs.append(graph_module)  # what TorchDynamo hands to the backend
    return graph_module.forward  # run the captured graph as it is


@torch.compile(backend=counting_backend)
def f(x):
    return x.cos().cos()


f(torch.randn(4))
f(torch.randn(4))  # same shape: the compiled graph is reused
assert len(graphs) == 1
assert isinstance(graphs[0], torch.fx.GraphModule)  # an FX graph

f(torch.randn(5))  # a new shape: compiled again, now with a dynamic size...
f(torch.randn(6))
f(torch.randn(7))  # ...which later sizes reuse
assert len(graphs) == 2
