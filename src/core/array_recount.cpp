#include "core/array_recount.hpp"

#include <vector>

namespace nqueens::core {

namespace {

class ArraySearch {
 public:
  ArraySearch(int n, const std::vector<std::pair<int, int>>& columns)
      : n_(n), columns_(columns), column_(n, 0), diagonal_(2 * n, 0), anti_(2 * n, 0) {}

  // Places a queen if no earlier one attacks its square; returns whether it did.
  bool place(int row, int column) {
    if (column_[column] || diagonal_[row + column] || anti_[row - column + n_]) return false;
    set(row, column, 1);
    return true;
  }

  std::uint64_t count(int row, std::uint64_t& nodes) {
    if (row == n_) return 1;
    std::uint64_t solutions = 0;
    for (int c = columns_[row].first; c < columns_[row].second; ++c) {
      if (!place(row, c)) continue;
      ++nodes;
      solutions += count(row + 1, nodes);
      set(row, c, 0);
    }
    return solutions;
  }

 private:
  void set(int row, int column, char v) { column_[column] = diagonal_[row + column] = anti_[row - column + n_] = v; }

  int n_;
  const std::vector<std::pair<int, int>>& columns_;
  std::vector<char> column_, diagonal_, anti_;
};

}  // namespace

std::uint64_t count_by_arrays(int n, const std::vector<std::pair<int, int>>& columns, std::uint64_t& nodes) {
  ArraySearch search(n, columns);
  return search.count(0, nodes);
}

UnitCount recount_by_arrays(int n, const WorkUnit& unit) {
  std::vector<std::pair<int, int>> columns(static_cast<std::size_t>(n), {0, n});
  for (std::size_t row = 0; row < unit.prefix.size(); ++row) columns[row] = {unit.prefix[row], unit.prefix[row] + 1};
  UnitCount r{unit.id, 0, 0};
  r.solutions = u128(count_by_arrays(n, columns, r.nodes)) * static_cast<unsigned>(unit.weight);
  return r;
}

}  // namespace nqueens::core
