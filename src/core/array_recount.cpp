#include "core/array_recount.hpp"

#include <vector>

namespace nqueens::core {

namespace {

class ArraySearch {
 public:
  explicit ArraySearch(int n) : n_(n), column_(n, 0), diagonal_(2 * n, 0), anti_(2 * n, 0) {}

  // Places a queen if no earlier one attacks its square; returns whether it did.
  bool place(int row, int column) {
    if (column_[column] || diagonal_[row + column] || anti_[row - column + n_]) return false;
    set(row, column, 1);
    return true;
  }

  std::uint64_t count(int row, std::uint64_t& nodes) {
    if (row == n_) return 1;
    std::uint64_t solutions = 0;
    for (int c = 0; c < n_; ++c) {
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
  std::vector<char> column_, diagonal_, anti_;
};

}  // namespace

UnitCount recount_by_arrays(int n, const WorkUnit& unit) {
  ArraySearch search(n);
  UnitCount r{unit.id, 0, 0};
  const int depth = static_cast<int>(unit.prefix.size());
  for (int row = 0; row < depth; ++row)
    if (!search.place(row, unit.prefix[row])) return r;
  r.solutions = u128(search.count(depth, r.nodes)) * static_cast<unsigned>(unit.weight);
  return r;
}

}  // namespace nqueens::core
