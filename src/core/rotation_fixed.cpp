#include <bit>
#include <cstdint>
#include <string>

#include "core/search_budget.hpp"
#include "core/validate.hpp"
#include "nqueens/count.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens {

namespace {

// Backtracking over orbits: a solution fixed by rotation g holds, with each queen, every image
// of it under g. So the search takes the top-most empty row, tries each free column there, and
// places the whole orbit of that square at once (2 squares for 180°, 4 for 90°, 1 for the
// centre), rejecting the orbit if any two of its squares or earlier queens attack. Rows,
// columns, diagonals (r - c + n) and anti-diagonals (r + c) taken are bitboards: n <= 32. The
// search reports to the budget's observer and, asked to stop, throws StoppedError: a part of
// the count would pass for the whole.
class OrbitSearch {
 public:
  OrbitSearch(int n, Symmetry g, core::SearchBudget& budget) : n_(n), g_(g), budget_(budget) {}

  u128 count(int row) {
    while (row < n_ && ((taken_.rows >> row) & 1u) != 0) ++row;
    if (row == n_) {
      ++found_;
      return 1;
    }
    if (++nodes_ % poll_interval == 0 && budget_.spent(nodes_, found_))
      throw StoppedError(std::string("stopped before the solutions fixed by ") +
                         (g_ == Symmetry::rotate90 ? "90°" : "180°") + " rotation were counted");
    u128 total = 0;
    const std::uint64_t all_columns = (std::uint64_t{1} << n_) - 1;
    for (std::uint64_t free = all_columns & ~taken_.columns; free != 0; free &= free - 1) {
      const int c = std::countr_zero(free);
      const Taken before = taken_;
      Square s{row, c};
      bool ok = true;
      do {
        if (!take(s)) {
          ok = false;
          break;
        }
        s = apply(g_, n_, s);
      } while (!(s == Square{row, c}));
      if (ok) total += count(row + 1);
      taken_ = before;
    }
    return total;
  }

 private:
  // Takes the square's lines if none is taken yet.
  bool take(Square s) {
    const std::uint64_t row = std::uint64_t{1} << s.row, column = std::uint64_t{1} << s.column;
    const std::uint64_t diagonal = std::uint64_t{1} << (s.row - s.column + n_);
    const std::uint64_t anti = std::uint64_t{1} << (s.row + s.column);
    if (((taken_.rows & row) | (taken_.columns & column) | (taken_.diagonals & diagonal) | (taken_.anti & anti)) != 0)
      return false;
    taken_ = {taken_.rows | row, taken_.columns | column, taken_.diagonals | diagonal, taken_.anti | anti};
    return true;
  }

  struct Taken {
    std::uint64_t rows = 0, columns = 0, diagonals = 0, anti = 0;
  };
  // Nodes between two looks at the budget: a fraction of a millisecond.
  static constexpr std::uint64_t poll_interval = 1 << 14;

  int n_;
  Symmetry g_;
  core::SearchBudget& budget_;
  Taken taken_;
  std::uint64_t nodes_ = 0;  // orbits tried
  u128 found_ = 0;
};

}  // namespace

u128 count_fixed_by_rotation(int n, int quarter_turns, SearchObserver* observer) {
  core::require_board_size(n, max_count_n, "count_fixed_by_rotation");
  if (quarter_turns != 1 && quarter_turns != 2)
    throw std::invalid_argument("count_fixed_by_rotation takes 1 (90°) or 2 (180°) quarter turns");
  core::SearchBudget budget(0, observer);
  return OrbitSearch(n, quarter_turns == 1 ? Symmetry::rotate90 : Symmetry::rotate180, budget).count(0);
}

}  // namespace nqueens
