#include "core/fast/row_split.hpp"

#include <algorithm>
#include <array>

namespace nqueens::core::fast {

namespace {

// Pascal's triangle up to 32: unranking looks binomials up in its inner loop.
constexpr auto pascal = [] {
  std::array<std::array<std::uint64_t, 34>, 34> t{};
  for (int n = 0; n < 34; ++n) {
    t[n][0] = 1;
    for (int k = 1; k <= n; ++k) t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
  }
  return t;
}();

std::uint64_t binomial(int n, int k) { return k < 0 || k > n ? 0 : pascal[n][k]; }

std::uint32_t reverse_rows(std::uint32_t rows, int n) {
  std::uint32_t r = 0;
  for (int i = 0; i < n; ++i)
    if ((rows >> i) & 1u) r |= 1u << (n - 1 - i);
  return r;
}

}  // namespace

RowSplits::RowSplits(int n)
    : n_(n),
      half_(n / 2),
      free_(n - n % 2),
      per_middle_(binomial(free_, half_)),
      size_(per_middle_ * static_cast<std::uint64_t>(n % 2 == 1 ? n : 1)) {}

std::uint32_t RowSplits::expand(std::uint32_t compressed, int middle_row) const {
  if (middle_row < 0) return compressed;
  const std::uint32_t below = (1u << middle_row) - 1;
  return (compressed & below) | ((compressed & ~below) << 1);
}

RowSplit RowSplits::at(std::uint64_t rank) const {
  const int middle = n_ % 2 == 1 ? static_cast<int>(rank / per_middle_) : -1;
  std::uint64_t r = rank % per_middle_;
  // Unrank in the combinatorial number system: the colexicographic order of k-subsets.
  std::uint32_t subset = 0;
  for (int k = half_; k >= 1; --k) {
    int c = k - 1;
    while (binomial(c + 1, k) <= r) ++c;
    r -= binomial(c, k);
    subset |= 1u << c;
  }
  return {middle, expand(subset, middle)};
}

namespace {

// Splits ordered by middle row, then east rows.
std::uint64_t key(const RowSplit& s) { return (std::uint64_t(s.middle_row + 1) << 32) | s.east_rows; }

}  // namespace

RowSplit RowSplits::flipped(const RowSplit& s) const {
  return RowSplit{s.middle_row < 0 ? -1 : n_ - 1 - s.middle_row, reverse_rows(s.east_rows, n_)};
}

int RowSplits::orbit_weight(const RowSplit& split) const {
  const std::uint32_t all = n_ == 32 ? ~0u : (1u << n_) - 1;
  auto mirrored = [&](RowSplit s) {  // left-right: east and west trade places
    const std::uint32_t middle = s.middle_row < 0 ? 0u : 1u << s.middle_row;
    return RowSplit{s.middle_row, all & ~s.east_rows & ~middle};
  };
  std::array<std::uint64_t, 4> orbit = {key(split), key(mirrored(split)), key(flipped(split)),
                                        key(flipped(mirrored(split)))};
  if (*std::min_element(orbit.begin(), orbit.end()) != orbit[0]) return 0;
  std::sort(orbit.begin(), orbit.end());
  return static_cast<int>(std::unique(orbit.begin(), orbit.end()) - orbit.begin());
}

int RowSplits::flip_weight(const RowSplit& split) const {
  const std::uint64_t own = key(split), image = key(flipped(split));
  return own < image ? 2 : own == image ? 1 : 0;
}

}  // namespace nqueens::core::fast
