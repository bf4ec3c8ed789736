#pragma once
// A fresh directory for a test's files, removed with everything in it at scope exit.

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <string>

namespace nqueens::test {

class TempDir {
 public:
  TempDir() {
    static std::atomic<int> made{0};
    path_ = std::filesystem::temp_directory_path() /
            ("nqueens-test-" + std::to_string(getpid()) + "-" + std::to_string(made++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  // The path of `name` inside the directory.
  std::string operator/(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

}  // namespace nqueens::test
