#include "core/work_units.hpp"

#include <algorithm>

#include "core/bitboard.hpp"
#include "core/random.hpp"

namespace nqueens::core {

std::vector<WorkUnit> mirror_units(int n, int depth) {
  depth = std::clamp(depth, 1, n);
  std::vector<WorkUnit> units;
  std::vector<int> columns(static_cast<std::size_t>(depth));
  const int half = n / 2;
  for (int first = 0; first < (n + 1) / 2; ++first) {
    columns[0] = first;
    const int weight = (n % 2 == 1 && first == half) ? 1 : 2;
    Frontier<std::uint64_t> f;
    frontier_of(n, columns.data(), 1, f);
    enumerate_completions<std::uint64_t>(n, 1, depth, f, columns.data(), [&] {
      units.push_back({units.size(), columns, weight});
      return true;
    });
  }
  return units;
}

void put_in_counting_order(std::vector<std::uint64_t>& ids) {
  const auto key = [](std::uint64_t id) { return Random(id).next(); };  // a bijection of the ids
  std::sort(ids.begin(), ids.end(), [&](std::uint64_t a, std::uint64_t b) { return key(a) < key(b); });
}

int reference_unit_depth(int n) { return n <= 6 ? 1 : (n <= 12 ? 2 : 3); }

}  // namespace nqueens::core
