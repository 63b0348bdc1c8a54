#include <torch/torch.h>

#include <iostream>

int main() {
  TORCH_CHECK(torch::cuda::is_available(), "no CUDA device");

  // The notes' factory call: on GPU 0 here
  auto options = torch::dtype(torch::kFloat32).device(torch::kCUDA, 0);
  torch::Tensor x = torch::ones(10, options);
  std::cout << x.device() << "\n";
  TORCH_CHECK(x.is_cuda() && x.device().index() == 0);

  // CPU <-> GPU
  torch::Tensor back = x.to(torch::kCPU);
  TORCH_CHECK(back.device().is_cpu() && back.sum().item<float>() == 10);

  // from_blob over GPU memory: say so in the
  // options, or the tensor claims to be on
  // the CPU
  torch::Tensor view = torch::from_blob(
      x.data_ptr<float>(), {10}, torch::TensorOptions(options));
  TORCH_CHECK(view.is_cuda());
  TORCH_CHECK(torch::equal(view.cpu(), back));
  std::cout << "from_blob on " << view.device() << "\n";
  // Without the device: a CPU tensor over
  // GPU memory (made, never read)
  torch::Tensor wrong = torch::from_blob(x.data_ptr<float>(), {10});
  TORCH_CHECK(wrong.device().is_cpu());
}
