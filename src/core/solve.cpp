#include "nqueens/solve.hpp"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

#include "core/bitboard.hpp"
#include "core/validate.hpp"
#include "nqueens/count.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens {

std::uint64_t for_each_solution(int n, Solutions which, const std::function<bool(const Placement&)>& visit) {
  core::require_board_size(n, max_solve_n, "for_each_solution");
  Placement p = Placement::empty_board(n);
  std::uint64_t visited = 0;
  core::enumerate_completions<std::uint64_t>(n, 0, n, {}, p.columns.data(), [&] {
    if (which == Solutions::fundamental && !is_canonical(p)) return true;
    ++visited;
    return visit(p);
  });
  return visited;
}

struct SolutionCursor::State {
  Solutions which;
  Placement p;
  core::CompletionWalk<std::uint64_t> walk;
  bool done = false;

  State(int n, Solutions w) : which(w), p(Placement::empty_board(n)), walk(n, 0, n, {}, p.columns.data()) {}
};

SolutionCursor::SolutionCursor(int n, Solutions which) {
  core::require_board_size(n, max_solve_n, "SolutionCursor");
  state_ = std::make_unique<State>(n, which);
}
SolutionCursor::~SolutionCursor() = default;
SolutionCursor::SolutionCursor(SolutionCursor&&) noexcept = default;
SolutionCursor& SolutionCursor::operator=(SolutionCursor&&) noexcept = default;

const Placement* SolutionCursor::next(std::uint64_t max_nodes) {
  using Step = core::CompletionWalk<std::uint64_t>::Step;
  State& s = *state_;
  std::uint64_t budget = max_nodes == 0 ? ~std::uint64_t(0) : max_nodes;
  while (!s.done) {
    const Step step = s.walk.next(budget);
    s.done = step == Step::done;
    if (step != Step::found) return nullptr;
    if (s.which == Solutions::all || is_canonical(s.p)) return &s.p;
  }
  return nullptr;
}

bool SolutionCursor::done() const { return state_->done; }

std::optional<Placement> solution_at(int n, u128 index) {
  core::require_board_size(n, max_count_n, "solution_at");
  if (index == 0) throw std::invalid_argument("solutions are numbered from 1");
  // Walks down the tree: at each row, skips whole subtrees whose solutions all come before the
  // index, and descends into the one that holds it. Counting a subtree stops once it holds
  // `index` solutions, so a small index costs no more than listing that many.
  Placement p = Placement::empty_board(n);
  core::Frontier<std::uint32_t> f;
  const std::uint32_t full = core::board_mask<std::uint32_t>(n);
  for (int row = 0; row < n; ++row) {
    bool found = false;
    for (std::uint32_t free = full & ~f.attacked(); free != 0 && !found; free &= free - 1) {
      const std::uint32_t bit = free & -free;
      std::uint64_t nodes = 0;
      const auto below = core::count_completions<std::uint32_t>(
          n, n - row - 1, f.place(bit), nodes, static_cast<std::uint64_t>(std::min<u128>(index, ~std::uint64_t(0))));
      if (index > below) {
        index -= below;
        continue;
      }
      p.columns[row] = std::countr_zero(bit);
      f = f.place(bit);
      found = true;
    }
    if (!found) return std::nullopt;
  }
  return p;
}

std::optional<Placement> solution_at(int n, Solutions which, u128 index) {
  core::require_board_size(n, max_solve_n, "solution_at");
  if (index == 0) throw std::invalid_argument("solutions are numbered from 1");
  if (which == Solutions::all && n <= max_count_n) return solution_at(n, index);
  std::optional<Placement> found;
  u128 seen = 0;
  for_each_solution(n, which, [&](const Placement& p) {
    if (++seen < index) return true;
    found = p;
    return false;
  });
  return found;
}

std::uint64_t for_each_solution_with_class(int n,
                                           const std::function<bool(const Placement&, const SymmetryClass&)>& visit) {
  std::map<Placement, std::pair<std::uint64_t, std::uint64_t>> classes;  // fundamental -> (class, listing number)
  std::uint64_t listed = 0;
  return for_each_solution(n, Solutions::all, [&](const Placement& p) {
    ++listed;
    SymmetryClass s;
    s.fundamental = is_canonical(p);
    if (s.fundamental) classes.emplace(p, std::pair(classes.size() + 1, listed));
    std::tie(s.class_number, s.representative) = classes.at(s.fundamental ? p : canonical(p));
    s.stabilizer = stabilizer(p);
    s.orbit = 8 / static_cast<int>(s.stabilizer.size());  // the orbit-stabiliser theorem
    return visit(p, s);
  });
}

}  // namespace nqueens
