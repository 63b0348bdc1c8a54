#include <torch/torch.h>

#include <iostream>

int main() {
  // Creating: a factory function and its options
  torch::Tensor a = torch::arange(1, 10);
  torch::Tensor b = torch::ones(
      {2, 3}, torch::dtype(torch::kFloat32).layout(torch::kStrided));
  std::cout << a.dtype() << " " << b.dtype() << "\n";
  // Sizes: all of them, or one dimension's
  std::cout << b.sizes() << " " << b.size(1) << " " << at::size(b, 0)
            << "\n";
  TORCH_CHECK(a.dtype() == torch::kInt64 && a.numel() == 9);
  TORCH_CHECK(b.device().is_cpu() && b.sum().item<float>() == 6);

  // from_blob: a tensor over memory you own (no copy)
  float data[6] = {0, 1, 2, 3, 4, 5};
  torch::Tensor view = torch::from_blob(data, {2, 3});
  data[0] = 100;
  std::cout << view[0][0].item<float>() << "\n";
  TORCH_CHECK(view.data_ptr<float>() == data);
  TORCH_CHECK(view[0][0].item<float>() == 100);

  // accessor: typed element access, dimensions fixed
  auto acc = view.accessor<float, 2>();
  float total = 0;
  for (int64_t i = 0; i < acc.size(0); ++i) {
    for (int64_t j = 0; j < acc.size(1); ++j) {
      total += acc[i][j];
    }
  }
  std::cout << total << "\n";
  TORCH_CHECK(total == view.sum().item<float>());
}
