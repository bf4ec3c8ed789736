#include "complete/ordered_search.hpp"

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

namespace nqueens::completion {

namespace {

constexpr std::uint64_t ordered_poll_interval = 1024;

// Nodes of one cheap try of the engine before the race: most questions are decided in a few
// hundred, and a race starts threads.
constexpr std::uint64_t quick_nodes = 4096;

// The columns below c, and those above it.
std::uint64_t columns_below(int c) { return (std::uint64_t(1) << c) - 1; }
std::uint64_t columns_above(int c) { return ~((std::uint64_t(2) << c) - 1); }

class OrderedSearch {
 public:
  OrderedSearch(const Board& board, core::SearchBudget& budget, const std::function<bool(const Placement&)>& visit,
                int plain_rows)
      : budget_(budget),
        visit_(visit),
        plain_rows_(plain_rows),
        rows_(static_cast<std::size_t>(board.n())),
        columns_(static_cast<std::size_t>(board.n())) {}

  // The walk from `row` on, below a board with a completion (`witness`, where one is known).
  // Returns false once it has to stop (visit said so, or the budget ran out).
  bool walk(const Board& board, Placement& p, int row, std::optional<Placement> witness) {
    while (row < board.n() && (board.free_rows() >> row & 1) == 0) ++row;
    if (row == board.n()) {
      ++searched_.solutions;
      return visit_(p);
    }
    if (std::popcount(board.free_rows()) <= plain_rows_) return plain(board, p, row);
    const auto r = static_cast<std::size_t>(row);
    // The squares of the row not yet taken or ruled out, left to right: each time, the leftmost
    // with a completion below it, found by asking for one among them all, then among those left
    // of the answer, until there is none (one proof for all the squares left of the answer).
    for (std::uint64_t open = board.row_squares(row); open != 0;) {
      std::optional<Placement> best;
      if (witness && (open >> witness->columns[r] & 1) != 0) {
        best = witness;
      } else if (!completion_among(board, p, row, open, best)) {
        return !searched_.gave_up;
      }
      for (std::uint64_t left; (left = open & columns_below(best->columns[r])) != 0;) {
        std::optional<Placement> further;
        if (!completion_among(board, p, row, left, further)) {
          if (searched_.gave_up) return false;
          break;
        }
        best = std::move(further);
      }
      const int c = best->columns[r];
      Board child = board;
      child.place(row, c);
      p.columns[r] = c;
      if (!walk(child, p, row + 1, best)) return false;
      p.columns[r] = Placement::empty;
      open &= columns_above(c);
    }
    return true;
  }

  // Asks the engine for a completion of the board with the queen of `row` on one of `squares`
  // (a subset of its free squares); true and `found` if there is one, false if there is none or
  // the budget ran out (then searched_.gave_up).
  bool completion_among(const Board& board, const Placement& p, int row, std::uint64_t squares,
                        std::optional<Placement>& found) {
    // A board of the free squares as they are, the row's cut to `squares`, with the queens of
    // `p` placed again: their lines stay taken.
    const int n = board.n();
    for (int r = 0; r < n; ++r)
      rows_[static_cast<std::size_t>(r)] = (board.free_rows() >> r & 1) != 0 ? board.row_squares(r) : 0;
    rows_[static_cast<std::size_t>(row)] = squares;
    std::fill(columns_.begin(), columns_.end(), 0);
    for (int r = 0; r < n; ++r)
      for (std::uint64_t s = rows_[static_cast<std::size_t>(r)]; s != 0; s &= s - 1)
        columns_[static_cast<std::size_t>(std::countr_zero(s))] |= std::uint64_t(1) << r;
    Board cut(n, rows_.data(), columns_.data());
    for (int r = 0; r < n; ++r)
      if ((board.free_rows() >> r & 1) == 0) cut.place(r, p.columns[static_cast<std::size_t>(r)]);
    return decide(cut, p, found);
  }

  // Whether the board has a completion: true and `found`, or false (none, or the budget ran
  // out: searched_.gave_up). The whole board is asked as find_solution asks it (`restarts`: the
  // race of restarts and the split search), so that the listing proves "none" as fast; a part
  // left of a completion already found is asked without restarts, all threads on the proof
  // from the start: there a completion is the exception (half to four fifths of the nodes on
  // CSPLib 79's instances of n = 20 with 18 diagonals: measured in 84e3e93).
  bool decide(const Board& board, const Placement& p, std::optional<Placement>& found, bool restarts = false) {
    auto take = [&](const Placement& s) {
      found = s;
      return false;
    };
    Searched s = most_constrained_first(board, p, budget_, take, 0, quick_nodes);
    account(s.nodes);
    if (s.cut_off) {
      s = racing_search(board, p, budget_, take, restarts);
      account(s.nodes);
    }
    if (s.gave_up) searched_.gave_up = true;
    return !s.gave_up && found.has_value();
  }

  // Plain row-by-row backtracking below `row`.
  bool plain(const Board& board, Placement& p, int row) {
    while (row < board.n() && (board.free_rows() >> row & 1) == 0) ++row;
    if (row == board.n()) {
      ++searched_.solutions;
      return visit_(p);
    }
    for (std::uint64_t squares = board.row_squares(row); squares != 0; squares &= squares - 1) {
      if (++plain_nodes_ % ordered_poll_interval == 0 && budget_.spent(plain_nodes_, searched_.solutions)) {
        searched_.gave_up = true;
        return false;
      }
      const int c = std::countr_zero(squares);
      Board child = board;
      child.place(row, c);
      p.columns[static_cast<std::size_t>(row)] = c;
      if (!plain(child, p, row + 1)) return false;
    }
    p.columns[static_cast<std::size_t>(row)] = Placement::empty;
    return true;
  }

  Searched result() const {
    Searched s = searched_;
    s.nodes += plain_nodes_;
    return s;
  }

 private:
  // The engine's runs count their nodes from 0: the budget's observer sees them added up.
  void account(std::uint64_t nodes) {
    searched_.nodes += nodes;
    budget_.add_finished_run(nodes);
  }

  core::SearchBudget& budget_;
  const std::function<bool(const Placement&)>& visit_;
  int plain_rows_;
  Searched searched_;
  std::uint64_t plain_nodes_ = 0;
  std::vector<std::uint64_t> rows_, columns_;  // the allowed squares of the boards asked about
};

}  // namespace

Searched ordered_search(const Board& board, const Placement& placement, core::SearchBudget& budget,
                        const std::function<bool(const Placement&)>& visit, int plain_rows) {
  OrderedSearch search(board, budget, visit, plain_rows);
  Placement p = placement;
  std::optional<Placement> witness;
  if (std::popcount(board.free_rows()) > plain_rows) {
    if (!search.decide(board, p, witness, true)) return search.result();
  }
  search.walk(board, p, 0, witness);
  return search.result();
}

}  // namespace nqueens::completion
