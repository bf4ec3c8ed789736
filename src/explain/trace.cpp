#include "nqueens/trace.hpp"

#include <numeric>

#include "core/validate.hpp"

namespace nqueens {

const char* step_name(TraceStep step) {
  switch (step) {
    case TraceStep::place:
      return "place";
    case TraceStep::reject:
      return "reject";
    case TraceStep::backtrack:
      return "backtrack";
    case TraceStep::solution:
      return "solution";
  }
  return "?";
}

std::uint64_t TraceTotals::nodes() const {
  return std::accumulate(nodes_per_depth.begin(), nodes_per_depth.end(), std::uint64_t{0});
}

namespace {

// The backtracking of the textbooks: one array per kind of line says which row's queen holds
// it, so a rejected square can name its attackers. Speed is not the point here (the bitboard
// kernels are); showing every step is.
class Tracer {
 public:
  Tracer(int n, const std::function<bool(const TraceEvent&, const Placement&)>& visit)
      : n_(n),
        visit_(visit),
        board_(Placement::empty_board(n)),
        column_owner_(static_cast<std::size_t>(n), -1),
        diagonal_owner_(static_cast<std::size_t>(2 * n - 1), -1),
        anti_diagonal_owner_(static_cast<std::size_t>(2 * n - 1), -1) {
    totals_.nodes_per_depth.assign(static_cast<std::size_t>(n) + 1, 0);
    totals_.nodes_per_depth[0] = 1;
  }

  TraceTotals run() {
    totals_.complete = fill(0);
    return totals_;
  }

 private:
  int& column_of(Square s) { return column_owner_[static_cast<std::size_t>(s.column)]; }
  int& diagonal_of(Square s) { return diagonal_owner_[static_cast<std::size_t>(s.row - s.column + n_ - 1)]; }
  int& anti_diagonal_of(Square s) { return anti_diagonal_owner_[static_cast<std::size_t>(s.row + s.column)]; }

  bool emit(const TraceEvent& e) { return visit_(e, board_); }

  // Tries every column of `row` in turn; returns false once the visitor asks to stop.
  bool fill(int row) {
    for (int column = 0; column < n_; ++column) {
      const Square s{row, column};
      if (!try_square(s)) return false;
    }
    return true;
  }

  bool try_square(Square s) {
    std::array<Attack, 3> attacks;
    std::size_t k = 0;
    const std::array<std::pair<int, Reach>, 3> owners = {{{column_of(s), Reach::column},
                                                          {diagonal_of(s), Reach::diagonal},
                                                          {anti_diagonal_of(s), Reach::anti_diagonal}}};
    for (const auto& [owner, line] : owners)
      if (owner >= 0) attacks[k++] = {{owner, board_.columns[static_cast<std::size_t>(owner)]}, s, line};
    if (k > 0) {
      ++totals_.rejects;
      return emit({TraceStep::reject, s, 0, 0, std::span<const Attack>(attacks.data(), k)});
    }
    column_of(s) = diagonal_of(s) = anti_diagonal_of(s) = s.row;
    board_.columns[static_cast<std::size_t>(s.row)] = s.column;
    ++totals_.nodes_per_depth[static_cast<std::size_t>(s.row) + 1];
    bool go_on = emit({TraceStep::place, s, totals_.nodes() - 1, 0, {}});
    if (go_on && s.row == n_ - 1)
      go_on = emit({TraceStep::solution, s, 0, ++totals_.solutions, {}});
    else if (go_on)
      go_on = fill(s.row + 1);
    column_of(s) = diagonal_of(s) = anti_diagonal_of(s) = -1;
    board_.columns[static_cast<std::size_t>(s.row)] = Placement::empty;
    return go_on && emit({TraceStep::backtrack, s, 0, 0, {}});
  }

  int n_;
  const std::function<bool(const TraceEvent&, const Placement&)>& visit_;
  Placement board_;
  std::vector<int> column_owner_;  // the row of the queen on each column, or -1
  std::vector<int> diagonal_owner_;
  std::vector<int> anti_diagonal_owner_;
  TraceTotals totals_;
};

}  // namespace

TraceTotals trace_search(int n, const std::function<bool(const TraceEvent&, const Placement&)>& visit) {
  core::require_board_size(n, max_trace_n, "trace_search");
  return Tracer(n, visit).run();
}

}  // namespace nqueens
