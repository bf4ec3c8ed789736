#include <array>
#include <vector>

#include "core/validate.hpp"
#include "nqueens/count.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens {

namespace {

// Backtracking over orbits: a solution fixed by rotation g holds, with each queen, every image
// of it under g. So the search takes the top-most empty row, tries each column there, and
// places the whole orbit of that square at once (2 squares for 180°, 4 for 90°, 1 for the
// centre), rejecting the orbit if any two of its squares or earlier queens attack.
class OrbitSearch {
 public:
  OrbitSearch(int n, Symmetry g)
      : n_(n), g_(g), row_(n, false), column_(n, false), diagonal_(2 * n, false), anti_(2 * n, false) {}

  u128 count(int row) {
    while (row < n_ && row_[row]) ++row;
    if (row == n_) return 1;
    u128 total = 0;
    for (int c = 0; c < n_; ++c) {
      std::array<Square, 4> placed;
      int k = 0;
      Square s{row, c};
      bool ok = true;
      do {
        if (!free(s)) {
          ok = false;
          break;
        }
        set(s, true);
        placed[k++] = s;
        s = apply(g_, n_, s);
      } while (!(s == Square{row, c}));
      if (ok) total += count(row + 1);
      while (k > 0) set(placed[--k], false);
    }
    return total;
  }

 private:
  bool free(Square s) const {
    return !row_[s.row] && !column_[s.column] && !diagonal_[s.row - s.column + n_] && !anti_[s.row + s.column];
  }
  void set(Square s, bool v) {
    row_[s.row] = column_[s.column] = diagonal_[s.row - s.column + n_] = anti_[s.row + s.column] = v;
  }

  int n_;
  Symmetry g_;
  std::vector<bool> row_, column_, diagonal_, anti_;
};

}  // namespace

u128 count_fixed_by_rotation(int n, int quarter_turns) {
  core::require_board_size(n, max_count_n, "count_fixed_by_rotation");
  if (quarter_turns != 1 && quarter_turns != 2)
    throw std::invalid_argument("count_fixed_by_rotation takes 1 (90°) or 2 (180°) quarter turns");
  return OrbitSearch(n, quarter_turns == 1 ? Symmetry::rotate90 : Symmetry::rotate180).count(0);
}

}  // namespace nqueens
