#include "nqueens/solve.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <utility>

#include "core/bitboard.hpp"
#include "core/nth_listed.hpp"
#include "core/search_budget.hpp"
#include "core/validate.hpp"
#include "nqueens/count.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens {

std::uint64_t for_each_solution(int n, Solutions which, const std::function<bool(const Placement&)>& visit,
                                SearchObserver* observer) {
  core::require_board_size(n, max_solve_n, "for_each_solution");
  using Step = core::CompletionWalk<std::uint64_t>::Step;
  // The walk pauses every slice of nodes to let the budget report progress and take a stop: a
  // check per slice, none in the loop over nodes.
  constexpr std::uint64_t slice = 1 << 20;
  Placement p = Placement::empty_board(n);
  core::CompletionWalk<std::uint64_t> walk(n, 0, n, {}, p.columns.data());
  core::SearchBudget budget(0, observer);
  std::uint64_t visited = 0;
  std::uint64_t nodes = 0;
  std::uint64_t left = slice;
  for (;;) {
    const std::uint64_t before = left;
    const Step step = walk.next(left);
    nodes += before - left;
    if (step == Step::done) break;
    if (step == Step::paused) {
      if (budget.spent(nodes, visited)) break;
      left = slice;
      continue;
    }
    if (which == Solutions::fundamental && !is_canonical(p)) continue;
    ++visited;
    if (!visit(p)) break;
  }
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

namespace {

// solution_at(n, Solutions::all, index) for n <= 32, reporting to the budget: walks down the tree, at each row
// skipping whole subtrees whose solutions all come before the index, and descends into the one
// that holds it. Counting a subtree stops once it holds `index` solutions, so a small index
// costs no more than listing that many. std::nullopt if Q(n) < index or the budget stopped it.
std::optional<Placement> counted_solution_at(int n, u128 index, core::SearchBudget& budget) {
  Placement p = Placement::empty_board(n);
  core::Frontier<std::uint32_t> f;
  const std::uint32_t full = core::board_mask<std::uint32_t>(n);
  std::uint64_t nodes = 0;
  u128 skipped = 0;
  auto spent = [&](std::uint64_t subtree_nodes, std::uint64_t found) {
    return budget.spent(nodes + subtree_nodes, skipped + found);
  };
  for (int row = 0; row < n; ++row) {
    bool found = false;
    for (std::uint32_t free = full & ~f.attacked(); free != 0 && !found; free &= free - 1) {
      const std::uint32_t bit = free & -free;
      std::uint64_t subtree_nodes = 0;
      const auto below = core::count_completions<std::uint32_t>(
          n, n - row - 1, f.place(bit), subtree_nodes,
          static_cast<std::uint64_t>(std::min<u128>(index, ~std::uint64_t(0))), spent);
      nodes += subtree_nodes;
      if (budget.stopped()) return std::nullopt;
      if (index > below) {
        index -= below;
        skipped += below;
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

// "the 8×8 board has no solution 0: its 92 solutions are numbered 1 to 92". (Strings are built
// by appending: GCC 12 warns, a false positive of -Wrestrict, on "text" + std::string.)
[[noreturn]] void throw_index_zero(int n, Solutions which) {
  std::string text = "the ";
  text.append(std::to_string(n)).append("×").append(std::to_string(n)).append(" board has no ");
  if (which == Solutions::fundamental) text.append("fundamental ");
  text.append("solution 0: ").append(solution_numbering(n, which));
  throw std::invalid_argument(text);
}

}  // namespace

std::string solution_numbering(int n, Solutions which) {
  core::require_board_size(n, max_solve_n, "solution_numbering");
  const bool fundamental = which == Solutions::fundamental;
  // Q(16) takes the fast engine a tenth of a second on one core.
  constexpr int counted_up_to = 16;
  std::string text = "its ";
  if (n > counted_up_to) {
    if (fundamental) return text.append("fundamental solutions are numbered from 1 on");
    return text.append("solutions are numbered from 1 to Q(").append(std::to_string(n)).append(")");
  }
  const CountResult r = count(n);
  const std::string total = to_string(fundamental ? r.fundamental : r.solutions);
  if (total == "0") return "it has no solution";
  if (total == "1")
    return text.append("only ").append(fundamental ? "fundamental " : "").append("solution is numbered 1");
  text.append(total).append(fundamental ? " fundamental" : "").append(" solutions are numbered 1 to ").append(total);
  return text;
}

std::optional<Placement> solution_at(int n, Solutions which, u128 index, SearchObserver* observer) {
  core::require_board_size(n, max_solve_n, "solution_at");
  if (index == 0) throw_index_zero(n, which);
  if (which == Solutions::all && n <= max_count_n) {
    core::SearchBudget budget(0, observer);
    return counted_solution_at(n, index, budget);
  }
  return core::nth_listed(index, [&](const auto& visit) { for_each_solution(n, which, visit, observer); });
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
