// The main of a fuzz target when libFuzzer does not drive it (GCC, or NQUEENS_FUZZ off): runs
// the target once on each file given, or on each file of a folder given (in name order), so that
// its corpus in tests/fuzz/<target>/, the inputs that once failed among it, is a regression test
// in every build.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    if (!fs::is_directory(argv[i])) {
      files.emplace_back(argv[i]);
      continue;
    }
    std::vector<fs::path> folder;
    for (const fs::directory_entry& entry : fs::directory_iterator(argv[i]))
      if (entry.is_regular_file()) folder.push_back(entry.path());
    std::sort(folder.begin(), folder.end());
    files.insert(files.end(), folder.begin(), folder.end());
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: %s FILE|FOLDER...: runs the fuzz target on each input file\n", argv[0]);
    return 2;
  }
  for (const fs::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", file.c_str());
      return 2;
    }
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::fprintf(stderr, "%s\n", file.c_str());
    LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
  }
  std::fprintf(stderr, "%zu inputs ran\n", files.size());
}
