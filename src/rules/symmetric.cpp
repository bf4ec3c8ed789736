#include "rules/symmetric.hpp"

#include <vector>

#include "core/search_budget.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/symmetry.hpp"
#include "rules/geometry.hpp"

namespace nqueens::variants {

bool keeps_mirror(const Rules& rules) {
  return rules.blocked.empty() && rules.excluded.empty() && rules.placed.empty() &&
         queen_count(rules) == row_count(rules);
}

bool keeps_translation(const Rules& rules) { return keeps_mirror(rules) && rules.toroidal && !rules.knight; }

namespace {

constexpr std::uint64_t orbit_poll_interval = 1 << 16;

// Depth first over the first empty row: each of its squares brings its whole orbit under the
// rotation, which must land on empty rows and attack nothing. A solution fixed by the rotation
// is the union of its queens' orbits, so each is met exactly once.
class RulesOrbitSearch {
 public:
  RulesOrbitSearch(const Rules& rules, int quarter_turns, SearchObserver* observer)
      : geometry_(rules),
        n_(rules.n),
        turn_(quarter_turns == 1 ? Symmetry::rotate90 : Symmetry::rotate180),
        budget_(0, observer),
        columns_(static_cast<std::size_t>(rules.n), Placement::empty) {}

  u128 run() {
    descend(0);
    return solutions_;
  }

 private:
  void descend(int row) {
    while (row < n_ && columns_[static_cast<std::size_t>(row)] != Placement::empty) ++row;
    if (row == n_) {
      ++solutions_;
      return;
    }
    for (int c = 0; c < n_; ++c) {
      const std::size_t before = queens_.size();
      if (place_orbit({row, c})) descend(row + 1);
      while (queens_.size() > before) {
        columns_[static_cast<std::size_t>(queens_.back().row)] = Placement::empty;
        queens_.pop_back();
      }
    }
  }

  // Places the orbit of s queen by queen; false at the first that does not fit (the caller
  // takes back what was placed).
  bool place_orbit(Square s) {
    if (++nodes_ % orbit_poll_interval == 0 && budget_.spent(nodes_, solutions_))
      throw StoppedError("stopped during the search for the solutions fixed by a rotation");
    Square q = s;
    do {
      if (columns_[static_cast<std::size_t>(q.row)] != Placement::empty) return false;
      for (const Square& other : queens_)
        if (attacks(geometry_, other, q)) return false;
      columns_[static_cast<std::size_t>(q.row)] = q.column;
      queens_.push_back(q);
      q = apply(turn_, n_, q);
    } while (!(q == s));
    return true;
  }

  Geometry geometry_;
  int n_;
  Symmetry turn_;
  core::SearchBudget budget_;
  std::vector<int> columns_;
  std::vector<Square> queens_;
  std::uint64_t nodes_ = 0;
  u128 solutions_ = 0;
};

}  // namespace

u128 count_fixed_by_rotation(const Rules& rules, int quarter_turns, SearchObserver* observer) {
  return RulesOrbitSearch(rules, quarter_turns, observer).run();
}

}  // namespace nqueens::variants
