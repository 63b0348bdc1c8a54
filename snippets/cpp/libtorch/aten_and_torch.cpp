#include <torch/library.h>
#include <torch/torch.h>

#include <iostream>
#include <type_traits>

at::Tensor twice(const at::Tensor& x) { return x * 2; }

// A custom operator, the current way
TORCH_LIBRARY(practices, m) {
  m.def("twice(Tensor x) -> Tensor", &twice);
}

int main() {
  // One tensor type under two names
  static_assert(std::is_same_v<at::Tensor, torch::Tensor>);

  // torch:: factories know autograd; at::
  // ones drop requires_grad without a word
  auto options = at::TensorOptions().requires_grad(true);
  torch::Tensor t = torch::ones({2}, options);
  at::Tensor a = at::ones({2}, options);
  std::cout << std::boolalpha << "torch::ones: " << t.requires_grad()
            << ", at::ones: " << a.requires_grad() << "\n";
  TORCH_CHECK(t.requires_grad() && !a.requires_grad());

  // The operator, through the dispatcher
  auto op = c10::Dispatcher::singleton()
                .findSchemaOrThrow("practices::twice", "")
                .typed<at::Tensor(const at::Tensor&)>();
  at::Tensor doubled = op.call(torch::arange(3));
  std::cout << "practices::twice: " << doubled.sizes() << " "
            << doubled.sum().item<int64_t>() << "\n";
  TORCH_CHECK(doubled.sum().item<int64_t>() == 6);

  // The old registration class: still
  // there, as c10::RegisterOperators
  static_assert(
      std::is_same_v<torch::RegisterOperators, c10::RegisterOperators>);
}
