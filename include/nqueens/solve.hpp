#pragma once
// Enumeration of the solutions of the n×n board in lexicographic order.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <ranges>
#include <string>
#include <vector>

#include "nqueens/observer.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/symmetry.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// The largest n the enumeration accepts (one 64-bit bitboard word per mask).
inline constexpr int max_solve_n = 64;

// Which solutions a listing gives.
enum class Solutions {
  all,          // every solution
  fundamental,  // one per symmetry class: the lexicographically smallest of its 8 images
};

// Calls visit(solution) for every solution of the n×n board in lexicographic order of
// (columns[0], columns[1], ...), the order of row-by-row backtracking, until visit returns false.
// Constant memory; the first solution comes as soon as it is found, which for some n past 30
// takes backtracking seconds to beyond reach (see first_solution_may_take_long). The observer,
// if any, sees the nodes searched and the solutions visited every million nodes or so, and
// stopping it ends the listing there, as visit returning false does.
// Returns the number of solutions visited.
// Throws std::invalid_argument if n < 1 or n > max_solve_n.
std::uint64_t for_each_solution(int n, Solutions which, const std::function<bool(const Placement&)>& visit,
                                SearchObserver* observer = nullptr);

// Whether the first solutions of the n×n board in lexicographic order may take backtracking
// more than a second to reach: from n = 30 on, the number of nodes before the first solution
// jumps about (n = 31 takes a fraction of a second, n = 32 a second, n = 34 and most larger n
// minutes to beyond reach), while a construction (find_solution) gives a solution of any n at
// once.
constexpr bool first_solution_may_take_long(int n) { return n >= 30; }

// The same solutions one at a time, for a caller that pulls them (an iterator, a generator of
// another language) rather than being called back: constant memory, no thread. The search can
// stop after a budget of nodes and go on later, so a caller stays responsive (to Ctrl-C, say)
// while the next solution is far away, as for large n.
class SolutionCursor {
 public:
  // Throws std::invalid_argument if n < 1 or n > max_solve_n.
  SolutionCursor(int n, Solutions which);
  ~SolutionCursor();
  // A cursor moves (its search state with it); it is not copied.
  SolutionCursor(SolutionCursor&&) noexcept;
  // Takes the other cursor's search state.
  SolutionCursor& operator=(SolutionCursor&&) noexcept;

  // Searches on for the next solution, placing at most `max_nodes` queens (0: no bound).
  // Returns it (valid until the next call), or nullptr when the budget ran out first (call
  // again to go on) or when every solution has been returned (done() is then true).
  const Placement* next(std::uint64_t max_nodes = 0);
  // Whether every solution has been returned.
  bool done() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// The solutions of the n×n board as a C++20 input range, in the order for_each_solution(n,
// which, ...) visits them:
//
//   for (const nqueens::Placement& p : nqueens::solutions(8)) ...            // the 92
//   for (const auto& p : nqueens::solutions(8, Solutions::fundamental)) ...  // the 12
//   std::ranges::distance(nqueens::solutions(10))                            // 724
//
// A view over a SolutionCursor: constant memory, no thread, and each solution searched for when
// the loop asks for it (comparing the iterator with end(), or dereferencing it), so a loop that
// breaks early, or views::take(k), costs the search up to the last solution it takes. One pass:
// a second begin() goes on where the first stands. The solution an iterator refers to is the
// cursor's, valid until the iterator is incremented (copy it to keep it); moving or destroying
// the range invalidates its iterators. Each step searches until the next solution however long
// that takes (see first_solution_may_take_long; SolutionCursor searches in slices).
class SolutionRange : public std::ranges::view_base {
 public:
  // Stands on the range's current solution; equal to std::default_sentinel after the last.
  class iterator {
   public:
    using value_type = Placement;            // a solution
    using difference_type = std::ptrdiff_t;  // as std::input_iterator asks

    iterator() = default;
    // The solution it stands on, valid until the iterator is incremented.
    const Placement& operator*() const { return *range_->current(); }
    // The same, for it->columns.
    const Placement* operator->() const { return range_->current(); }
    // Steps to the next solution (searched for when next looked at).
    iterator& operator++() {
      range_->current();  // finds the solution it stands on if the loop did not look, to step past it
      range_->searched_ = false;
      return *this;
    }
    // The same (an input iterator's postfix increment returns nothing).
    void operator++(int) { ++*this; }
    friend bool operator==(const iterator& it, std::default_sentinel_t) { return it.at_end(); }

   private:
    friend class SolutionRange;
    explicit iterator(SolutionRange* range) : range_(range) {}
    bool at_end() const { return range_->current() == nullptr; }
    SolutionRange* range_ = nullptr;
  };

  // Throws std::invalid_argument if n < 1 or n > max_solve_n.
  SolutionRange(int n, Solutions which) : cursor_(n, which) {}
  // Where the loop stands: the first solution, or on a second call the next not yet passed.
  iterator begin() { return iterator(this); }
  // The end of the solutions.
  static std::default_sentinel_t end() { return {}; }

 private:
  // The solution the iterators stand on, searched for on first use; nullptr after the last.
  const Placement* current() {
    if (!searched_) current_ = cursor_.next();
    searched_ = true;
    return current_;
  }

  SolutionCursor cursor_;
  const Placement* current_ = nullptr;
  bool searched_ = false;
};

// The solutions of the n×n board, all or the fundamental ones, as a range (SolutionRange).
// Throws std::invalid_argument if n < 1 or n > max_solve_n.
inline SolutionRange solutions(int n, Solutions which = Solutions::all) { return {n, which}; }

// Where the solutions of the n×n board are numbered, for a message about an index out of range:
// "its 92 solutions are numbered 1 to 92" ("its 12 fundamental solutions ..."; "its only
// solution is numbered 1", "it has no solution"), counted for n <= 16 (under a second);
// past that "its solutions are numbered from 1 to Q(20)" (or "from 1 on", fundamental ones).
// Throws std::invalid_argument if n < 1 or n > max_solve_n.
std::string solution_numbering(int n, Solutions which = Solutions::all);

// The index-th solution (1-based) of the listing for_each_solution(n, which, ...) visits;
// std::nullopt if the listing is shorter. It takes the fastest way there is:
//  - Solutions::all with n <= 32: by counting whole subtrees instead of listing (a late index
//    costs a fraction of listing the solutions before it);
//  - Solutions::fundamental, or n > 32: by listing the solutions before it, so the time grows
//    with the index (and, for n past about 30, the first solutions may take long to reach).
// The observer, if any, sees the nodes searched and the solutions counted or listed on the way;
// stopping it ends the search with std::nullopt.
// Throws std::invalid_argument if n < 1, n > max_solve_n or index == 0 (naming the range, as
// solution_numbering words it).
std::optional<Placement> solution_at(int n, Solutions which, u128 index, SearchObserver* observer = nullptr);

// Where a solution stands among its images under the eight symmetries of the square.
struct SymmetryClass {
  bool fundamental = false;          // the lexicographically smallest of its images
  std::uint64_t class_number = 0;    // 1-based: the classes in the order of their fundamental solutions
  std::uint64_t representative = 0;  // the listing number (1-based) of its class's fundamental solution
  int orbit = 0;                     // its distinct images: 8, 4, 2 or 1
  std::vector<Symmetry> stabilizer;  // the symmetries that map it onto itself, identity first
};

// Calls visit(solution, its class) for every solution of the n×n board in lexicographic order,
// as for_each_solution(n, Solutions::all, ...) lists them, until visit returns false. A
// fundamental solution is the smallest of its images, so it comes first in its class, and the
// classes are numbered as their first solutions appear. Keeps each class's fundamental
// solution seen so far (Q(n)/8 placements at the end): meant for boards whose solutions one
// lists in full. Returns the number of solutions visited.
// Throws std::invalid_argument if n < 1 or n > max_solve_n.
std::uint64_t for_each_solution_with_class(int n,
                                           const std::function<bool(const Placement&, const SymmetryClass&)>& visit);

}  // namespace nqueens
