#include "complete/completion_search.hpp"

#include <atomic>
#include <bit>
#include <exception>
#include <optional>
#include <thread>

#include "core/parallel.hpp"

namespace nqueens::completion {

namespace {

// The line to branch on: a row (its free columns) or a column (its free rows).
struct Line {
  bool is_row = true;
  int index = 0;
  std::uint64_t squares = 0;
};

constexpr std::uint64_t completion_poll_interval = 1024;

// Finds the free row or column with the fewest free squares; false if one has none.
[[gnu::always_inline]] inline bool scan_lines(const Board& board, Line& best) {
  int fewest = 65;
  for (std::uint64_t rows = board.free_rows(); rows != 0; rows &= rows - 1) {
    const int r = std::countr_zero(rows);
    const std::uint64_t squares = board.row_squares(r);
    const int k = std::popcount(squares);
    if (k == 0) return false;
    if (k < fewest) {
      fewest = k;
      best = {true, r, squares};
    }
  }
  for (std::uint64_t columns = board.free_columns(); columns != 0; columns &= columns - 1) {
    const int c = std::countr_zero(columns);
    const std::uint64_t squares = board.column_squares(c);
    const int k = std::popcount(squares);
    if (k == 0) return false;
    if (k < fewest) {
      fewest = k;
      best = {false, c, squares};
    }
  }
  return true;
}

// The scan counts the squares of every free line at every node: the portable build would call
// libgcc's __popcountdi2 for each (43 % of the time of an excluded-diagonals proof of n = 21,
// perf), so it is compiled a second time for the POPCNT instruction, taken where the CPU has
// it (every x86-64 CPU since 2008): that proof in 4.3 s instead of 6.25 s.
#ifdef NQUEENS_X86_KERNELS
[[gnu::target("popcnt")]] bool scan_lines_popcnt(const Board& board, Line& best) { return scan_lines(board, best); }
#endif

bool most_constrained_line(const Board& board, Line& best) {
#ifdef NQUEENS_X86_KERNELS
  static const bool popcnt = __builtin_cpu_supports("popcnt");
  if (popcnt) return scan_lines_popcnt(board, best);
#endif
  return scan_lines(board, best);
}

}  // namespace

namespace {

// Every square allowed: the rows and columns of a board without rules.
constexpr std::uint64_t every_square[64] = {
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL,
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL,
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL,
    ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL, ~0ULL};

}  // namespace

Board::Board(int n, const std::uint64_t* row_allowed, const std::uint64_t* column_allowed)
    : n_(n),
      row_allowed_(row_allowed != nullptr ? row_allowed : every_square),
      column_allowed_(column_allowed != nullptr ? column_allowed : every_square),
      free_rows_(n == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1),
      free_columns_(free_rows_) {}

void Board::place(int r, int c) {
  free_rows_ &= ~(std::uint64_t(1) << r);
  free_columns_ &= ~(std::uint64_t(1) << c);
  diagonals_ |= Wide(1) << (c - r + n_ - 1);
  mirrored_diagonals_ |= Wide(1) << (r - c + n_ - 1);
  anti_diagonals_ |= Wide(1) << (r + c);
}

bool Search::run(const Board& board, Placement& placement) { return descend(board, placement); }

// Forward checking: a free row or column without a free square ends the branch. Every line is
// looked at anyway, so the one with the fewest squares costs nothing extra to find.
bool Search::descend(const Board& board, Placement& placement) {
  if (board.free_rows() == 0) {
    ++solutions_;
    return visit_(placement);
  }
  Line best;
  if (!most_constrained_line(board, best)) return true;
  std::uint64_t from_start = best.squares;  // the squares tried first, then the others
  if (shuffle_) {
    for (auto skip = random_.below(static_cast<std::uint64_t>(std::popcount(best.squares))); skip > 0; --skip)
      from_start &= from_start - 1;
  }
  for (std::uint64_t part : {from_start, best.squares & ~from_start})
    for (; part != 0; part &= part - 1) {
      const int other = std::countr_zero(part);
      if (!try_square(board, placement, best.is_row ? best.index : other, best.is_row ? other : best.index))
        return false;
    }
  return true;
}

bool Search::try_square(const Board& board, Placement& placement, int r, int c) {
  ++nodes_;
  if (nodes_ == node_limit_) {
    cut_off_ = true;
    return false;
  }
  if (nodes_ % completion_poll_interval == 0 && budget_.spent(nodes_, solutions_)) {
    gave_up_ = true;
    return false;
  }
  Board child = board;
  child.place(r, c);
  placement.columns[r] = c;
  if (!descend(child, placement)) return false;
  placement.columns[r] = Placement::empty;
  return true;
}

Searched most_constrained_first(const Board& board, const Placement& placement, core::SearchBudget& budget,
                                std::function<bool(const Placement&)> visit, std::uint64_t shuffle_seed,
                                std::uint64_t node_limit) {
  Placement p = placement;
  Search search(budget, std::move(visit), shuffle_seed, node_limit);
  search.run(board, p);
  return {search.solutions(), search.nodes(), search.gave_up(), search.cut_off()};
}

Searched restarting_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                           const std::function<bool(const Placement&)>& visit) {
  constexpr std::uint64_t first_node_limit = 1000;
  Searched total;
  for (std::uint64_t run = 1, limit = first_node_limit;; ++run, limit *= 2) {
    const Searched s = most_constrained_first(board, placement, budget, visit, run, limit);
    total.nodes += s.nodes;
    budget.add_finished_run(s.nodes);
    if (!s.cut_off) {
      total.solutions = s.solutions;
      total.gave_up = s.gave_up;
      return total;
    }
  }
}

namespace {

// The observers of racing_search's two searches. The complete search's only publishes its nodes
// and reads the flags; the restarting search's, on the calling thread, reports both searches'
// nodes to the caller's observer and passes its stop on.
struct Race {
  std::atomic<bool> proved_none{false};     // the complete search ended without a completion
  std::atomic<bool> restarts_done{false};   // the restarting search ended
  std::atomic<bool> caller_stopped{false};  // the caller's observer asked to stop
  std::atomic<std::uint64_t> proof_nodes{0};
};

class ProofObserver final : public SearchObserver {
 public:
  explicit ProofObserver(Race& race) : race_(race) {}
  void on_search_progress(const SearchProgress& p) override { race_.proof_nodes.store(p.nodes); }
  bool stop_requested() override { return race_.restarts_done.load() || race_.caller_stopped.load(); }

 private:
  Race& race_;
};

class RestartsObserver final : public SearchObserver {
 public:
  RestartsObserver(Race& race, SearchObserver* caller) : race_(race), caller_(caller) {}
  void on_search_progress(const SearchProgress& p) override {
    if (caller_ == nullptr) return;
    caller_->on_search_progress({p.nodes + race_.proof_nodes.load(), p.solutions, p.seconds});
    if (caller_->stop_requested()) race_.caller_stopped.store(true);
  }
  bool stop_requested() override { return race_.caller_stopped.load() || race_.proved_none.load(); }

 private:
  Race& race_;
  SearchObserver* caller_;
};

}  // namespace

Searched racing_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                       const std::function<bool(const Placement&)>& visit) {
  if (core::available_cpus() < 2) return restarting_search(board, placement, budget, visit);
  Race race;
  Searched proof;
  std::optional<Placement> proof_found;  // the complete search's completion, if it met one
  std::exception_ptr proof_error;
  std::jthread prover([&] {
    try {
      ProofObserver observer(race);
      core::SearchBudget own(budget.seconds_left(), &observer);
      proof = most_constrained_first(board, placement, own, [&](const Placement& p) {
        proof_found = p;
        return false;
      });
      if (proof.solutions == 0 && !proof.gave_up) race.proved_none.store(true);
    } catch (...) {
      proof_error = std::current_exception();
    }
  });
  // However the restarting search ends, even by an exception, the complete search stops and is
  // joined before this frame goes.
  struct Finish {
    Race& race;
    std::jthread& prover;
    ~Finish() {
      race.restarts_done.store(true);
      prover.join();
    }
  };
  Searched restarts;
  {
    const Finish finish{race, prover};
    RestartsObserver observer(race, budget.observer());
    core::SearchBudget own(budget.seconds_left(), &observer);
    // Only a proof stops the restarting search (or the caller, or the time): where the complete
    // search finds a completion first, the restarting search goes on alone to its own.
    restarts = restarting_search(board, placement, own, visit);
  }
  if (proof_error) std::rethrow_exception(proof_error);
  const bool proved = race.proved_none.load();
  Searched total{restarts.solutions, restarts.nodes + proof.nodes, restarts.gave_up && !proved, false};
  // The time ran out on the restarting search after the complete one met a completion: that
  // one is the answer (the first in the fixed order, so still the same on every run).
  if (total.solutions == 0 && proof_found && !race.caller_stopped.load()) {
    total.solutions = 1;
    total.gave_up = false;
    visit(*proof_found);
  }
  return total;
}

}  // namespace nqueens::completion
