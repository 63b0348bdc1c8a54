#include <torch/script.h>
#include <torch/torch.h>

#include <filesystem>
#include <iomanip>
#include <iostream>
#include <vector>

int main() {
  torch::manual_seed(0);
  // Points on the line y = 2x + 1
  torch::Tensor x = torch::randn({64, 1});
  torch::Tensor y = 2 * x + 1;

  // A module and an optimizer, in C++
  torch::nn::Linear model(1, 1);
  torch::optim::SGD optimizer(model->parameters(),
                              torch::optim::SGDOptions(0.1));
  std::vector<float> losses;
  for (int step = 0; step < 20; ++step) {
    optimizer.zero_grad();
    torch::Tensor loss = torch::mse_loss(model(x), y);
    loss.backward();
    optimizer.step();
    losses.push_back(loss.item<float>());
  }
  std::cout << std::fixed << std::setprecision(4) << "loss "
            << losses.front() << " -> " << losses.back() << "\n";
  for (size_t i = 1; i < losses.size(); ++i) {
    TORCH_CHECK(losses[i] < losses[i - 1], "loss rose at step ", i);
  }

  // Save it; load into a fresh module
  auto path = std::filesystem::temp_directory_path() / "linear.pt";
  torch::save(model, path.string());
  torch::nn::Linear loaded(1, 1);
  TORCH_CHECK(!torch::equal(loaded->weight, model->weight));
  torch::load(loaded, path.string());
  std::cout << "loaded weight " << loaded->weight.item<float>()
            << ", bias " << loaded->bias.item<float>() << "\n";
  TORCH_CHECK(torch::equal(loaded->weight, model->weight));
  TORCH_CHECK(torch::equal(loaded->bias, model->bias));

  // The file is a TorchScript archive
  torch::jit::Module archive = torch::jit::load(path.string());
  auto trained = model->named_parameters();
  std::cout << "torch::jit::load:";
  for (const auto& p : archive.named_parameters()) {
    std::cout << " " << p.name;
    TORCH_CHECK(torch::equal(p.value, trained[p.name]));
  }
  std::cout << "\n";
  std::filesystem::remove(path);
}
