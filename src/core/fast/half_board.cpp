#include "core/fast/half_board.hpp"

#include "core/fast/cpu.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nqueens::core::fast {

namespace {

// For each set c of at most 16 columns (bit j = column j), its rank: how many sets of as many
// columns lie below c, whatever the width of the half (Quarters).
const std::array<std::uint16_t, std::size_t{1} << 16>& set_ranks() {
  static const auto ranks = [] {
    std::array<std::uint16_t, std::size_t{1} << 16> rank{};
    std::array<std::uint16_t, 17> below{};  // sets seen so far, by their number of columns; C(16, 8) < 2^16
    for (std::size_t c = 0; c < rank.size(); ++c) rank[c] = below[static_cast<std::size_t>(std::popcount(c))]++;
    return rank;
  }();
  return ranks;
}

}  // namespace

JoinKernel join_kernel() {
#ifdef NQUEENS_X86_KERNELS
  if (avx512()) return join_avx512;
  if (avx2()) return join_avx2;
#endif
  return join_portable;
}

std::size_t HalfBoards::QuarterKeyHash::operator()(const QuarterKey& key) const {
  // SplitMix64's finaliser, over the fields one at a time.
  std::uint64_t h = 0;
  for (const std::uint64_t field :
       {std::uint64_t(key.n) << 32 | std::uint32_t(key.first_column),
        std::uint64_t{key.rows} << 1 | std::uint64_t{key.outside_in_pattern}, key.barred_diagonals, key.barred_anti}) {
    h = (h ^ field) + 0x9E3779B97F4A7C15;
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EB;
    h ^= h >> 31;
  }
  return static_cast<std::size_t>(h);
}

HalfBoards::QuarterCache& HalfBoards::quarter_cache(bool east, bool north) {
  thread_local std::array<QuarterCache, 4> caches;
  return caches[2 * static_cast<std::size_t>(east) + static_cast<std::size_t>(north)];
}

const HalfBoards::Quarters& HalfBoards::quarters(bool east, bool north, const QuarterKey& key,
                                                 std::uint64_t& nodes) const {
  // A budget of 0 keeps the quarter last asked for (BoundedCache).
  const std::size_t budget = north ? north_cache_budget_ : 0;
  const CachedQuarters& kept = quarter_cache(east, north).get(key, budget, [&](CachedQuarters& made) {
    made.nodes = place(key.rows, key.first_column, key.barred_diagonals, key.barred_anti, made.quarters);
  });
  nodes += kept.nodes;
  return kept.quarters;
}

std::uint64_t HalfBoards::place(std::uint32_t rows, int first_column, std::uint64_t barred_diagonals,
                                std::uint64_t barred_anti, Quarters& out) const {
  struct Found {
    std::uint32_t columns;
    std::uint64_t diagonals, anti, pattern;
  };
  thread_local std::vector<Found> found;
  found.clear();
  const int queens = std::popcount(rows);
  // Per depth: the shifts that bring a row's diagonals and anti-diagonals onto its columns, and
  // each column's share of the pattern (a pattern is the OR of its queens' shares).
  // share is left uninitialised: rows [0, queens) and columns [0, w) are written before use,
  // and zeroing its 4 KiB each time took 1.5 % of Q(18) (measured in 282606e).
  std::array<int, 32> diagonal_shift{}, anti_shift{};
  std::array<std::array<std::uint64_t, 16>, 32> share;  // NOLINT(cppcoreguidelines-pro-type-member-init)
  for (int k = 0; k < queens; ++k) {
    const int r = std::countr_zero(rows);
    rows &= rows - 1;
    diagonal_shift[k] = first_column - r + n_ - 1;
    anti_shift[k] = r + first_column;
    for (int c = 0; c < half_; ++c)
      share[k][c] = pattern(std::uint64_t{1} << (c + diagonal_shift[k]), std::uint64_t{1} << (c + anti_shift[k]));
  }
  const std::uint32_t column_mask = (1u << half_) - 1;
  std::uint64_t nodes = 0;
  if (queens == 0) {
    found.push_back({0, 0, 0, 0});
  } else {
    struct State {
      std::uint32_t columns;
      std::uint32_t free;
      std::uint64_t diagonals;
      std::uint64_t anti;
      std::uint64_t pattern;
    };
    std::array<State, 32> stack;
    auto free_at = [&](int k, std::uint32_t columns, std::uint64_t diagonals, std::uint64_t anti) {
      return column_mask & ~columns & ~static_cast<std::uint32_t>(diagonals >> diagonal_shift[k]) &
             ~static_cast<std::uint32_t>(anti >> anti_shift[k]);
    };
    const int last = queens - 1;
    stack[0] = {0, free_at(0, 0, barred_diagonals, barred_anti), barred_diagonals, barred_anti, 0};
    int k = 0;
    while (k >= 0) {
      State& s = stack[k];
      if (s.free == 0) {
        --k;
        continue;
      }
      if (k == last) {  // every free square of the last row completes a placement
        for (std::uint32_t free = s.free; free != 0; free &= free - 1) {
          ++nodes;  // not std::popcount: the portable build would call libgcc for it
          const std::uint32_t bit = free & (0u - free);
          found.push_back({s.columns | bit,
                           (s.diagonals | (std::uint64_t{bit} << diagonal_shift[k])) & ~barred_diagonals,
                           (s.anti | (std::uint64_t{bit} << anti_shift[k])) & ~barred_anti,
                           s.pattern | share[k][std::countr_zero(free)]});
        }
        --k;
        continue;
      }
      const std::uint32_t bit = s.free & (0u - s.free);
      s.free ^= bit;
      ++nodes;
      const std::uint64_t diagonals = s.diagonals | (std::uint64_t{bit} << diagonal_shift[k]);
      const std::uint64_t anti = s.anti | (std::uint64_t{bit} << anti_shift[k]);
      stack[k + 1] = {s.columns | bit, free_at(k + 1, s.columns | bit, diagonals, anti), diagonals, anti,
                      s.pattern | share[k][std::countr_zero(bit)]};
      ++k;
    }
  }
  // Group by the rank of the columns taken, in the west half those with a queen on a main line
  // first (a counting sort, stable).
  const std::uint64_t main_lines = first_column == 0 ? main_diagonal_bit() | main_anti_diagonal_bit() : 0;
  const auto& rank = set_ranks();
  // C(w, queens): one more than the rank of the last set, the queens' columns the highest.
  const std::size_t groups = std::size_t{rank[((1u << queens) - 1) << (half_ - queens)]} + 1;
  out.start.assign(groups + 1, 0);
  out.lined.assign(groups, 0);
  for (const Found& f : found) {
    const std::size_t g = rank[f.columns];
    ++out.start[g + 1];
    out.lined[g] += (f.pattern & main_lines) != 0 ? 1 : 0;
  }
  for (std::size_t g = 1; g <= groups; ++g) out.start[g] += out.start[g - 1];
  thread_local std::vector<std::uint32_t> next_lined, next_other;
  next_lined.assign(out.start.begin(), out.start.end() - 1);
  next_other.resize(groups);
  for (std::size_t g = 0; g < groups; ++g) next_other[g] = out.lined[g] += out.start[g];
  const bool in_pattern = outside_in_pattern();
  out.patterns.resize(found.size());
  out.outside.resize(in_pattern ? 0 : found.size());
  for (const Found& f : found) {
    const std::size_t g = rank[f.columns];
    const std::uint32_t i = (f.pattern & main_lines) != 0 ? next_lined[g]++ : next_other[g]++;
    const std::uint64_t lines = outside(f.diagonals, f.anti);
    out.patterns[i] = in_pattern ? f.pattern | lines << outside_shift() : f.pattern;
    if (!in_pattern) out.outside[i] = lines;
  }
  return nodes;
}

}  // namespace nqueens::core::fast
