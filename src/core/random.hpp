#pragma once
// A small, fast random stream that gives the same numbers on every platform (internal);
// the standard distributions do not, and a seed must reproduce a solution anywhere.

#include <cstdint>

namespace nqueens::core {

// SplitMix64 (Steele, Lea & Flood, OOPSLA 2014).
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound) up to a bias below bound / 2^64 (Lemire's multiply-shift).
  std::uint64_t below(std::uint64_t bound) {
    __extension__ typedef unsigned __int128 wide;
    return static_cast<std::uint64_t>((static_cast<wide>(next()) * bound) >> 64);
  }

 private:
  std::uint64_t state_;
};

}  // namespace nqueens::core
