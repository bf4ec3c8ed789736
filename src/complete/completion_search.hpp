#pragma once
// The completion search (internal): bitboards over rows and columns of a board of up to 64
// squares a side, forward checking, and a choice of which line to branch on.

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

#include "core/random.hpp"
#include "core/search_budget.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/types.hpp"

namespace nqueens::completion {

// The 2n-1 diagonals need up to 127 bits.
__extension__ typedef unsigned __int128 Wide;

// The free rows and columns and the used diagonals of a partly filled board. The diagonals are
// kept twice, indexed from either end, so that the free squares of any row and of any column
// come out of one shift each.
class Board {
 public:
  // The squares a queen may take, if not every square: bit c of row_allowed[r] and bit r of
  // column_allowed[c] for square (r, c), n entries each, which must outlive the board and its
  // copies (a board with rules: blocked squares, excluded diagonals).
  explicit Board(int n, const std::uint64_t* row_allowed = nullptr, const std::uint64_t* column_allowed = nullptr);
  int n() const { return n_; }
  std::uint64_t free_rows() const { return free_rows_; }
  std::uint64_t free_columns() const { return free_columns_; }
  // The free squares of row r (bit c: column c), and of column c (bit r: row r).
  std::uint64_t row_squares(int r) const {
    return free_columns_ & row_allowed_[r] & ~shifted(diagonals_, n_ - 1 - r) & ~shifted(anti_diagonals_, r);
  }
  std::uint64_t column_squares(int c) const {
    return free_rows_ & column_allowed_[c] & ~shifted(mirrored_diagonals_, n_ - 1 - c) & ~shifted(anti_diagonals_, c);
  }
  // Places a queen on a free square of a free row and column.
  void place(int r, int c);

 private:
  // The diagonals of a board of n <= 32 fit in 63 bits, shifted in one instruction rather than
  // the several of a 128-bit shift; the test of n, the same at every node, costs next to nothing.
  std::uint64_t shifted(Wide diagonals, int by) const {
    return n_ <= 32 ? static_cast<std::uint64_t>(diagonals) >> by : static_cast<std::uint64_t>(diagonals >> by);
  }

  int n_;
  const std::uint64_t* row_allowed_;
  const std::uint64_t* column_allowed_;
  std::uint64_t free_rows_;
  std::uint64_t free_columns_;
  Wide diagonals_ = 0;           // bit c - r + n - 1
  Wide mirrored_diagonals_ = 0;  // bit r - c + n - 1
  Wide anti_diagonals_ = 0;      // bit r + c
};

// Depth-first search below a board that branches on the row or column with the fewest free
// squares; `placement` holds the board's queens and receives the others. visit(placement) is
// called at each solution and returns whether to go on. The search polls its budget and gives
// up when it is spent (the time is up, or the observer stops it).
class Search {
 public:
  // With a shuffle seed, the squares of each line are tried from a random one on (cyclically)
  // instead of left to right; with a node limit, the search stops when it has placed that many.
  Search(core::SearchBudget& budget, std::function<bool(const Placement&)> visit, std::uint64_t shuffle_seed = 0,
         std::uint64_t node_limit = 0)
      : budget_(budget),
        visit_(std::move(visit)),
        random_(shuffle_seed),
        shuffle_(shuffle_seed != 0),
        node_limit_(node_limit) {}
  // Returns false if the search stopped early (visit said so, the budget ran out, or the node
  // limit was reached).
  bool run(const Board& board, Placement& placement);
  std::uint64_t nodes() const { return nodes_; }
  u128 solutions() const { return solutions_; }
  bool gave_up() const { return gave_up_; }
  bool cut_off() const { return cut_off_; }

 private:
  bool descend(const Board& board, Placement& placement);
  bool try_square(const Board& board, Placement& placement, int r, int c);

  core::SearchBudget& budget_;
  std::function<bool(const Placement&)> visit_;
  core::Random random_;
  bool shuffle_;
  std::uint64_t node_limit_;
  std::uint64_t nodes_ = 0;
  u128 solutions_ = 0;
  bool gave_up_ = false;
  bool cut_off_ = false;
};

// What a search did: the solutions it visited, its nodes, and whether its budget ran out.
struct Searched {
  u128 solutions = 0;
  std::uint64_t nodes = 0;
  bool gave_up = false;
  bool cut_off = false;  // the node limit stopped it
};

// How a search for one solution ended.
inline Outcome outcome_of(const Searched& s) {
  return s.gave_up ? Outcome::gave_up : s.solutions > 0 ? Outcome::found : Outcome::none_exists;
}

// One run of Search below `board`, whose queens `placement` holds.
Searched most_constrained_first(const Board& board, const Placement& placement, core::SearchBudget& budget,
                                std::function<bool(const Placement&)> visit, std::uint64_t shuffle_seed = 0,
                                std::uint64_t node_limit = 0);

// One completion. A fixed order of trying squares meets, on some instances, a subtree without
// solutions that takes minutes to leave (the heavy tail of backtracking: Gomes, Selman & Kautz,
// 1998), where another order finds a completion at once. So the search restarts with a new
// random order of squares (reproducible: the seeds are the run numbers) and a node limit that
// doubles each time: a completion comes from whichever order meets it early, and the last run,
// whose limit exceeds the whole tree, proves there is none at no more than twice its own cost.
// With max_nodes, it stops (cut_off) before a run would take its nodes past that.
Searched restarting_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                           const std::function<bool(const Placement&)>& visit, std::uint64_t max_nodes = 0);

// The most-constrained-first search in the fixed order, its tree cut at its first levels into at
// least 512 subtrees (up to 512·n) that any number of threads take in order (work(), from each). Its answer
// is the single-threaded search's: the completion of the first subtree in order that has one (a
// thread that finds one lets the later subtrees go, and those before it are seen through).
class SplitSearch {
 public:
  SplitSearch(const Board& board, const Placement& placement);
  // Searches subtrees not yet taken until none is left, one before them has a completion, or
  // `budget` is spent (the time, or its observer's stop).
  void work(core::SearchBudget& budget);
  // Once every work() has returned: one solution or none, the nodes of all threads, and gave_up
  // if a subtree was given up (the time, or a stop) and no completion found. Where one was
  // found but a subtree before it given up, it is not always the first in order.
  Searched result() const;
  std::optional<Placement> first_solution() const;
  // Every subtree searched to its end, none with a completion: a proof there is none.
  bool none_exists() const;

 private:
  std::vector<std::pair<Board, Placement>> subtrees_;
  std::atomic<std::size_t> next_{0};
  std::atomic<std::size_t> first_found_{SIZE_MAX};
  std::atomic<std::size_t> searched_{0};  // subtrees searched to their end
  std::atomic<std::uint64_t> nodes_{0};
  std::atomic<bool> gave_up_{false};
  mutable std::mutex mutex_;
  std::map<std::size_t, Placement> solutions_;  // by subtree
};

// One completion on the threads this process may use (up to 8). The restarting search runs on
// the calling thread, the split search on the others: where there is no completion the proof
// is the complete search's tree, which the restarts cannot shorten (each run branches on the
// same lines), and the restarts before their last run cost one to two times as much again.
// After 2^20 nodes of restarts (a few hundredths of a second) the calling thread joins the
// split search. A completion is the restarting search's if it meets one within those nodes,
// else the split search's (the first in the fixed order), the same on every run, unless the
// time runs out: then any completion met; none once the caller's observer asks to stop. visit
// is called at most once, on the calling thread; `budget`'s observer sees every thread's nodes,
// from the calling thread only. An exception from any thread stops the others and reaches the
// caller.
// restarts_first false: no restarts, every thread on the split search from the start (where a
// completion is unlikely and the proof is the answer wanted).
Searched racing_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                       const std::function<bool(const Placement&)>& visit, bool restarts_first = true);

}  // namespace nqueens::completion
