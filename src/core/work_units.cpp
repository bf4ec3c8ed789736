#include "core/work_units.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

#include "core/bitboard.hpp"
#include "core/random.hpp"

namespace nqueens::core {

void for_each_mirror_unit(int n, int depth, const std::function<void(const int* columns, int weight)>& visit) {
  depth = std::clamp(depth, 1, n);
  std::vector<int> columns(static_cast<std::size_t>(depth));
  const int half = n / 2;
  for (int first = 0; first < (n + 1) / 2; ++first) {
    columns[0] = first;
    const int weight = (n % 2 == 1 && first == half) ? 1 : 2;
    Frontier<std::uint64_t> f;
    frontier_of(n, columns.data(), 1, f);
    enumerate_completions<std::uint64_t>(n, 1, depth, f, columns.data(), [&] {
      visit(columns.data(), weight);
      return true;
    });
  }
}

std::vector<WorkUnit> mirror_units(int n, int depth) {
  std::vector<WorkUnit> units;
  const int rows = std::clamp(depth, 1, n);
  for_each_mirror_unit(n, depth, [&](const int* columns, int weight) {
    units.push_back({units.size(), std::vector<int>(columns, columns + rows), weight});
  });
  return units;
}

void put_in_counting_order(std::vector<std::uint64_t>& ids) {
  // Each id's key once: its run's SplitMix64 (a bijection of the runs: no two runs tie), then
  // the id; sorted.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> keyed(ids.size());
  for (std::size_t i = 0; i < ids.size(); ++i) keyed[i] = {Random(ids[i] / units_a_run).next(), ids[i]};
  std::sort(keyed.begin(), keyed.end());
  for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = keyed[i].second;
}

std::vector<std::uint64_t> ids_in_counting_order(std::uint64_t units) {
  std::vector<std::uint64_t> ids(units);
  std::iota(ids.begin(), ids.end(), std::uint64_t{0});
  put_in_counting_order(ids);
  return ids;
}

int reference_unit_depth(int n) { return n <= 6 ? 1 : (n <= 12 ? 2 : 3); }

}  // namespace nqueens::core
