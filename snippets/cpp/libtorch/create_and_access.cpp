#include <torch/torch.h>

#include <iostream>
#include <sstream>
#include <string>

int main() {
  // A factory function and its options
  torch::Tensor a = torch::arange(1, 10);
  torch::Tensor b = torch::ones(
      {2, 3}, torch::dtype(torch::kFloat32).layout(torch::kStrided));
  std::cout << a.dtype() << " " << b.dtype() << " " << b.device()
            << "\n";
  // Sizes: all of them, or one dimension's
  std::cout << b.sizes() << " " << b.size(1) << " " << at::size(b, 0)
            << "\n";
  TORCH_CHECK(a.dtype() == torch::kInt64 && a.numel() == 9);
  TORCH_CHECK(b.device().is_cpu() && b.sum().item<float>() == 6);
  TORCH_CHECK(b.sizes()[0] == 2 && b.size(1) == 3);
  TORCH_CHECK(at::size(b, 0) == 2);

  // at::print(b) writes to std::cout what
  // std::cout << b writes
  std::ostringstream shown, printed;
  shown << b;
  std::streambuf* out = std::cout.rdbuf(printed.rdbuf());
  at::print(b);
  std::cout.rdbuf(out);
  TORCH_CHECK(printed.str() == shown.str(), printed.str());

  // from_blob: over your memory, no copy
  float data[6] = {0, 1, 2, 3, 4, 5};
  torch::Tensor view = torch::from_blob(data, {2, 3});
  data[0] = 100;
  std::cout << view[0][0].item<float>() << "\n";
  TORCH_CHECK(view.data_ptr<float>() == data);
  TORCH_CHECK(view[0][0].item<float>() == 100);

  // accessor: element type and number of
  // dimensions are template arguments
  auto acc = view.accessor<float, 2>();
  float total = 0;
  for (int64_t i = 0; i < acc.size(0); ++i) {
    for (int64_t j = 0; j < acc.size(1); ++j) {
      total += acc[i][j];
    }
  }
  std::cout << total << "\n";
  TORCH_CHECK(total == view.sum().item<float>());

  // The packed accessor a CUDA kernel takes,
  // made here on the CPU only
  auto packed = view.packed_accessor32<float, 2>();
  std::cout << packed.size(0) << "x" << packed.size(1) << " "
            << packed[1][2] << "\n";
  TORCH_CHECK(packed[1][2] == data[5]);

  // The wrong number of dimensions: an error
  try {
    view.accessor<float, 1>();
    TORCH_CHECK(false, "accessor<float, 1> did not throw");
  } catch (const c10::Error& error) {
    std::string message = error.what_without_backtrace();
    std::cout << message << "\n";
    TORCH_CHECK(message.find("expected 1 dims") != std::string::npos);
  }
}
