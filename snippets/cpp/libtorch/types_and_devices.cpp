#include <torch/torch.h>

#include <iostream>
#include <string>
#include <type_traits>

int main() {
  // at::Tensor, torch::Tensor: one type
  static_assert(std::is_same_v<at::Tensor, torch::Tensor>);

  // Converting the dtype, and creating with
  // another tensor's dtype
  torch::Tensor labels = torch::tensor({1, 0, 2});
  torch::Tensor scores = labels.to(at::kFloat);
  torch::Tensor votes =
      torch::ones_like(labels, at::TensorOptions(scores.scalar_type()));
  std::cout << labels.dtype() << " -> " << scores.dtype() << ", "
            << votes.dtype() << "\n";
  TORCH_CHECK(votes.scalar_type() == torch::kFloat);

  // Choosing the device
  bool cuda = torch::cuda::is_available();
  torch::Device device(cuda ? torch::kCUDA : torch::kCPU);
  torch::Tensor moved = scores.to(device);
  TORCH_CHECK(cuda == (torch::cuda::device_count() > 0));
  TORCH_CHECK(moved.is_cuda() == cuda);

  // The version macros
  std::string parts = std::to_string(TORCH_VERSION_MAJOR) + "." +
                      std::to_string(TORCH_VERSION_MINOR) + "." +
                      std::to_string(TORCH_VERSION_PATCH);
  std::cout << "TORCH_VERSION_MAJOR: " << TORCH_VERSION_MAJOR << "\n";
  TORCH_CHECK(TORCH_VERSION_MAJOR == 2);
  TORCH_CHECK(parts == TORCH_VERSION, parts, " != ", TORCH_VERSION);
}
