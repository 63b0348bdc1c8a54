#include <torch/csrc/inductor/aoti_package/model_package_loader.h>
#include <torch/torch.h>

#include <fstream>
#include <iostream>
#include <vector>

int main() {
  torch::inductor::AOTIModelPackageLoader loader("model.pt2");
  std::vector<torch::Tensor> inputs = {torch::ones({3, 4})};
  std::vector<torch::Tensor> outputs = loader.run(inputs);
  std::cout << outputs[0] << "\n";

  // The values Python computed
  std::ifstream file("expected.txt");
  std::vector<float> values;
  for (float v; file >> v;) values.push_back(v);
  torch::Tensor expected = torch::tensor(values).reshape({3, 2});
  TORCH_CHECK(torch::allclose(outputs[0], expected, 1e-5, 1e-5));
  std::cout << "matches Python: true\n";
}
