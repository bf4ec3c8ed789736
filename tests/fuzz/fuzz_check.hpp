#pragma once
// What the fuzz targets share: the input as text, and the check that turns a broken promise of
// the library into a finding (libFuzzer reports an abort with the input that caused it).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace nqueens::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

inline void require(bool promise_kept, const char* promise) {
  if (promise_kept) return;
  std::fprintf(stderr, "fuzz check failed: %s\n", promise);
  std::abort();
}

}  // namespace nqueens::fuzz
