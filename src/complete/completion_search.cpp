#include "complete/completion_search.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

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

// The number of bits set, for either width of diagonal masks.
[[gnu::always_inline]] inline int bits(std::uint64_t mask) { return std::popcount(mask); }
[[gnu::always_inline]] inline int bits(Wide mask) {
  return std::popcount(static_cast<std::uint64_t>(mask)) + std::popcount(static_cast<std::uint64_t>(mask >> 64));
}

// Finds the free row or column with the fewest free squares; false if one has none, or if the
// free squares lie on fewer diagonals (or anti-diagonals) than there are queens to place: each
// takes one of its own. That bound halves the nodes of the hardest CSPLib 79 proofs of n = 21 for
// a fifth more a node (measured in 4c3446f, bench/history/csplib-variants.md, CSPLib 79).
// Mask holds the 2n - 1 diagonals: 64 bits for n <= 32 (one
// instruction a shift), Wide above.
template <class Mask>
[[gnu::always_inline]] inline bool scan_lines(const Board& board, Line& best) {
  const int n = board.n();
  int fewest = 65;
  Mask diagonals = 0, anti_diagonals = 0;  // those of the free squares: bit c - r + n - 1, bit r + c
  for (std::uint64_t rows = board.free_rows(); rows != 0; rows &= rows - 1) {
    const int r = std::countr_zero(rows);
    const std::uint64_t squares = board.row_squares(r);
    const int k = std::popcount(squares);
    if (k == 0) return false;
    diagonals |= Mask(squares) << (n - 1 - r);
    anti_diagonals |= Mask(squares) << r;
    if (k < fewest) {
      fewest = k;
      best = {true, r, squares};
    }
  }
  const int queens_left = std::popcount(board.free_rows());
  if (bits(diagonals) < queens_left || bits(anti_diagonals) < queens_left) return false;
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

// The scan with the narrowest mask the board's diagonals fit in; always inlined, so that each
// copy below is compiled whole for its instructions.
[[gnu::always_inline]] inline bool scan_board(const Board& board, Line& best) {
  return board.n() <= 32 ? scan_lines<std::uint64_t>(board, best) : scan_lines<Wide>(board, best);
}

bool scan_lines_portable(const Board& board, Line& best) { return scan_board(board, best); }

// The scan counts the squares of every free line at every node: the portable build would call
// libgcc's __popcountdi2 for each, so it is compiled a second time for the POPCNT instruction,
// taken where the CPU has it (every x86-64 CPU since 2008): a third off an excluded-diagonals
// proof of n = 21 (measured in 87eaa5a, bench/history/csplib-variants.md, CSPLib 79).
#ifdef NQUEENS_X86_KERNELS
[[gnu::target("popcnt")]] bool scan_lines_popcnt(const Board& board, Line& best) { return scan_board(board, best); }
#endif

bool most_constrained_line(const Board& board, Line& best) {
#ifdef NQUEENS_X86_KERNELS
  static const bool popcnt = __builtin_cpu_supports("popcnt");
  if (popcnt) return scan_lines_popcnt(board, best);
#endif
  return scan_lines_portable(board, best);
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
                           const std::function<bool(const Placement&)>& visit, std::uint64_t max_nodes) {
  constexpr std::uint64_t first_node_limit = 1000;
  Searched total;
  for (std::uint64_t run = 1, limit = first_node_limit;; ++run, limit *= 2) {
    if (max_nodes != 0 && total.nodes + limit > max_nodes) {
      total.cut_off = true;
      return total;
    }
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

// The subtrees of a search at the first depth where it has at least `wanted`, in the fixed
// order: the boards below the branches a most-constrained-first search takes there, complete
// placements included (they are solutions). `nodes` counts the queens placed to reach them.
void cut_into_subtrees(const Board& board, const Placement& placement, std::size_t wanted,
                       std::vector<std::pair<Board, Placement>>& subtrees, std::uint64_t& nodes) {
  subtrees.assign(1, {board, placement});
  for (bool deeper = true; deeper && subtrees.size() < wanted;) {
    deeper = false;
    std::vector<std::pair<Board, Placement>> next;
    for (auto& [b, p] : subtrees) {
      Line best;
      if (b.free_rows() == 0) {
        next.emplace_back(b, p);  // a solution: the search visits it first thing
        continue;
      }
      if (!most_constrained_line(b, best)) continue;  // a dead end: nothing below it
      deeper = true;
      for (std::uint64_t part = best.squares; part != 0; part &= part - 1) {
        const int other = std::countr_zero(part);
        const int r = best.is_row ? best.index : other, c = best.is_row ? other : best.index;
        ++nodes;
        next.emplace_back(b, p);
        next.back().first.place(r, c);
        next.back().second.columns[static_cast<std::size_t>(r)] = c;
      }
    }
    subtrees = std::move(next);
  }
}

}  // namespace

SplitSearch::SplitSearch(const Board& board, const Placement& placement) {
  constexpr std::size_t wanted = 512;  // at least 512 subtrees even out 8 threads' shares
  std::uint64_t nodes = 0;
  cut_into_subtrees(board, placement, wanted, subtrees_, nodes);
  nodes_.store(nodes);
}

namespace {

// Passes a split search's progress on, and stops its search of one subtree once a solution
// turned up in an earlier one.
class SubtreeObserver final : public SearchObserver {
 public:
  SubtreeObserver(SearchObserver* outer, const std::atomic<std::size_t>& first_found, std::size_t index)
      : outer_(outer), first_found_(first_found), index_(index) {}
  void on_search_progress(const SearchProgress& p) override {
    if (outer_ != nullptr) outer_->on_search_progress(p);
  }
  bool stop_requested() override {
    return first_found_.load() < index_ || (outer_ != nullptr && outer_->stop_requested());
  }

 private:
  SearchObserver* outer_;
  const std::atomic<std::size_t>& first_found_;
  std::size_t index_;
};

}  // namespace

void SplitSearch::work(core::SearchBudget& budget) {
  for (std::size_t i = next_.fetch_add(1); i < subtrees_.size() && i < first_found_.load(); i = next_.fetch_add(1)) {
    SubtreeObserver observer(budget.observer(), first_found_, i);
    core::SearchBudget own(budget.seconds_left(), &observer);
    own.add_finished_run(budget.finished_nodes());
    std::optional<Placement> found;
    const Searched s = most_constrained_first(subtrees_[i].first, subtrees_[i].second, own, [&](const Placement& p) {
      found = p;
      return false;
    });
    nodes_.fetch_add(s.nodes);
    budget.add_finished_run(s.nodes);
    if (found) {
      const std::lock_guard lock(mutex_);
      solutions_.emplace(i, std::move(*found));
      for (std::size_t first = first_found_.load(); i < first && !first_found_.compare_exchange_weak(first, i);) {
      }
    } else if (s.gave_up && first_found_.load() > i) {
      gave_up_.store(true);  // the time ran out, or the caller stopped it: not a subtree skipped
      return;
    }
    // Counted once its completion, if any, is on record: none_exists() never sees every subtree
    // searched before the one with a completion has lowered first_found_.
    if (!s.gave_up) searched_.fetch_add(1);
  }
}

bool SplitSearch::none_exists() const {
  return searched_.load() == subtrees_.size() && first_found_.load() == SIZE_MAX;
}

Searched SplitSearch::result() const {
  const std::lock_guard lock(mutex_);
  return {solutions_.empty() ? 0u : 1u, nodes_.load(), gave_up_.load() && solutions_.empty(), false};
}

std::optional<Placement> SplitSearch::first_solution() const {
  const std::lock_guard lock(mutex_);
  if (solutions_.empty()) return std::nullopt;
  return solutions_.begin()->second;
}

namespace {

// Where the restarting search gives up its own runs and joins the complete search: a few
// hundredths of a second. Within it the restarts meet most completions that a fixed order takes
// long to reach; past it, each thread more on the complete search's subtrees divides what is left.
constexpr std::uint64_t restart_nodes = std::uint64_t(1) << 20;

// The most threads a race takes: its subtrees are a few hundred.
constexpr int max_race_threads = 8;

// The state racing_search's threads share.
struct Race {
  std::atomic<bool> abandon{false};         // the restarting search found a completion, or an exception
  std::atomic<bool> caller_stopped{false};  // the caller's observer asked to stop
  std::atomic<std::uint64_t> proof_nodes{0};
};

// The observer of a thread of the complete search: publishes its nodes, reads the flags.
class ProofObserver final : public SearchObserver {
 public:
  explicit ProofObserver(Race& race) : race_(race) {}
  void on_search_progress(const SearchProgress& p) override {
    race_.proof_nodes.fetch_add(p.nodes - reported_);
    reported_ = p.nodes;
  }
  bool stop_requested() override { return race_.abandon.load() || race_.caller_stopped.load(); }

 private:
  Race& race_;
  std::uint64_t reported_ = 0;
};

// The observer of the calling thread: reports every thread's nodes to the caller's observer and
// passes its stop on.
class CallerObserver final : public SearchObserver {
 public:
  CallerObserver(Race& race, const SplitSearch& proof, SearchObserver* caller)
      : race_(race), proof_(proof), caller_(caller) {}
  void on_search_progress(const SearchProgress& p) override {
    if (caller_ == nullptr) return;
    caller_->on_search_progress({p.nodes + race_.proof_nodes.load(), p.solutions, p.seconds});
    if (caller_->stop_requested()) race_.caller_stopped.store(true);
  }
  bool stop_requested() override { return race_.caller_stopped.load() || race_.abandon.load() || proof_.none_exists(); }

 private:
  Race& race_;
  const SplitSearch& proof_;
  SearchObserver* caller_;
};

}  // namespace

Searched racing_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                       const std::function<bool(const Placement&)>& visit, bool restarts_first) {
  const int threads = std::min(core::available_cpus(), max_race_threads);
  if (threads < 2)
    return restarts_first ? restarting_search(board, placement, budget, visit)
                          : most_constrained_first(board, placement, budget, visit);
  Race race;
  SplitSearch proof(board, placement);
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(threads - 1));
  std::vector<std::jthread> provers;
  // However this frame ends, even by an exception (from a search, or from starting a thread),
  // the provers are joined before it goes; abandoned unless their answer is wanted.
  struct Finish {
    Race& race;
    std::vector<std::jthread>& provers;
    bool wanted = false;
    ~Finish() {
      if (!wanted) race.abandon.store(true);
      for (std::jthread& t : provers) t.join();
    }
  };
  Searched restarts;
  {
    Finish finish{race, provers};
    for (std::size_t t = 0; t + 1 < static_cast<std::size_t>(threads); ++t)
      provers.emplace_back([&, t] {
        try {
          ProofObserver observer(race);
          core::SearchBudget own(budget.seconds_left(), &observer);
          proof.work(own);
        } catch (...) {
          errors[t] = std::current_exception();
          race.abandon.store(true);  // stops the other threads: the exception is the answer
        }
      });
    CallerObserver observer(race, proof, budget.observer());
    core::SearchBudget own(budget.seconds_left(), &observer);
    own.add_finished_run(budget.finished_nodes());  // the caller's earlier runs: its progress goes on from there
    // Only a proof stops the restarting search early (or the caller, the time, an exception):
    // where the complete search meets a completion first, the restarting search goes on to its
    // node budget, so that the answer is the same on every run.
    if (restarts_first) restarts = restarting_search(board, placement, own, visit, restart_nodes);
    if (!restarts_first || restarts.cut_off) proof.work(own);
    finish.wanted = restarts.solutions == 0;
  }
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
  if (restarts.solutions > 0) return {restarts.solutions, restarts.nodes + proof.result().nodes, false, false};
  const Searched r = proof.result();
  if (r.solutions > 0 && race.caller_stopped.load()) return {0, restarts.nodes + r.nodes, true, false};
  if (r.solutions > 0) visit(*proof.first_solution());
  return {r.solutions, restarts.nodes + r.nodes, r.gave_up, false};
}

}  // namespace nqueens::completion
