#include <torch/torch.h>

#include <iostream>
#include <type_traits>

// Slice, None and Ellipsis: at::indexing,
// which torch::indexing names too
using namespace torch::indexing;
static_assert(std::is_same_v<Slice, at::indexing::Slice>);

int main() {
  auto options = torch::TensorOptions(torch::kFloat32);
  torch::Tensor a = torch::arange(1, 13, options);
  torch::Tensor c = a + a;

  // Python: c[1:3]
  torch::Tensor part = c.index({Slice(1, 3)});
  std::cout << part << "\n";
  TORCH_CHECK(torch::equal(part, torch::tensor({4.0f, 6.0f})));

  // Python: x[:, :, idx]
  torch::Tensor x = torch::arange(24).reshape({2, 3, 4});
  torch::Tensor idx = torch::tensor({0, 3});
  torch::Tensor picked = x.index({Slice(), Slice(), idx});
  std::cout << picked.sizes() << "\n";
  TORCH_CHECK(picked.sizes() == torch::IntArrayRef({2, 3, 2}));

  // Python: x[..., None]
  std::cout << x.index({"...", None}).sizes() << "\n";
  TORCH_CHECK(x.index({"...", None}).dim() == 4);

  // Python: x[0, 1:, ::2] = -1
  x.index_put_({0, Slice(1, None), Slice(None, None, 2)}, -1);
  std::cout << x[0] << "\n";
  TORCH_CHECK(x[0][1][0].item<int64_t>() == -1);
  TORCH_CHECK(x[0][1][1].item<int64_t>() == 5);
}
