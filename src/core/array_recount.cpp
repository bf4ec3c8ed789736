#include "core/array_recount.hpp"

#include <vector>

namespace nqueens::core {

namespace {

class ArraySearch {
 public:
  ArraySearch(int n, const std::vector<std::pair<int, int>>& columns,
              const std::function<unsigned(const std::vector<int>&)>& weight)
      : n_(n),
        columns_(columns),
        weight_(weight),
        queen_(n, -1),
        column_(n, 0),
        diagonal_(2 * std::size_t(n), 0),
        anti_(2 * std::size_t(n), 0) {}

  // Places a queen if no earlier one attacks its square; returns whether it did.
  bool place(int row, int column) {
    if (column_[column] || diagonal_[row + column] || anti_[row - column + n_]) return false;
    set(row, column, 1);
    return true;
  }

  u128 count(int row, std::uint64_t& nodes) {
    if (row == n_) return weight_(queen_);
    u128 solutions = 0;
    for (int c = columns_[row].first; c < columns_[row].second; ++c) {
      if (!place(row, c)) continue;
      ++nodes;
      solutions += count(row + 1, nodes);
      set(row, c, 0);
    }
    return solutions;
  }

 private:
  void set(int row, int column, char v) {
    column_[column] = diagonal_[row + column] = anti_[row - column + n_] = v;
    queen_[row] = v ? column : -1;
  }

  int n_;
  const std::vector<std::pair<int, int>>& columns_;
  const std::function<unsigned(const std::vector<int>&)>& weight_;
  std::vector<int> queen_;
  std::vector<char> column_, diagonal_, anti_;
};

}  // namespace

u128 count_by_arrays(int n, const std::vector<std::pair<int, int>>& columns,
                     const std::function<unsigned(const std::vector<int>&)>& weight, std::uint64_t& nodes) {
  ArraySearch search(n, columns, weight);
  return search.count(0, nodes);
}

UnitCount recount_by_arrays(int n, const WorkUnit& unit) {
  std::vector<std::pair<int, int>> columns(static_cast<std::size_t>(n), {0, n});
  for (std::size_t row = 0; row < unit.prefix.size(); ++row) columns[row] = {unit.prefix[row], unit.prefix[row] + 1};
  UnitCount r{unit.id, 0, 0};
  const auto weight = static_cast<unsigned>(unit.weight);
  r.solutions = count_by_arrays(
      n, columns, [weight](const std::vector<int>&) { return weight; }, r.nodes);
  return r;
}

}  // namespace nqueens::core
