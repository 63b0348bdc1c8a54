import torch

graphs = []


def counting_backend(graph_module, example_inputs):
    # what TorchDynamo hands over
    graphs.append(graph_module)
    # run the captured graph as it is
    return graph_module.forward


@torch.compile(backend=counting_backend)
def f(x):
    return x.cos().cos()


f(torch.randn(4))
# same shape: the compiled graph is reused
f(torch.randn(4))
print("after two calls with 4 elements:", len(graphs), "graph")
assert len(graphs) == 1
# an FX graph
assert isinstance(graphs[0], torch.fx.GraphModule)

# a new shape: compiled again, now with
# a dynamic size, which later sizes reuse
for n in (5, 6, 7):
    f(torch.randn(n))
print("after 5, 6 and 7 elements:", len(graphs), "graphs")
assert len(graphs) == 2
# the second graph takes the size
# as a symbolic integer
print("dynamic size:", "SymInt" in graphs[1].code)
assert "SymInt" not in graphs[0].code
assert "SymInt" in graphs[1].code
