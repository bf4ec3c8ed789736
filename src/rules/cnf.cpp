#include "nqueens/cnf.hpp"

#include <algorithm>
#include <initializer_list>
#include <stdexcept>
#include <string>

#include "nqueens/variants.hpp"
#include "rules/geometry.hpp"

namespace nqueens {

namespace {

class CnfBuilder {
 public:
  explicit CnfBuilder(const Rules& rules) {
    cnf_.n = rules.n;
    cnf_.rows = row_count(rules);
    cnf_.variables = cnf_.rows * cnf_.n;
  }

  int variable(Square s) const { return square_variable(cnf_.n, s); }
  int fresh() { return ++cnf_.variables; }

  void clause(std::initializer_list<int> literals) { clause(std::span<const int>(literals.begin(), literals.size())); }
  void clause(std::span<const int> literals) {
    cnf_.literals.insert(cnf_.literals.end(), literals.begin(), literals.end());
    cnf_.literals.push_back(0);
    ++cnf_.clauses;
  }

  // At most one of the squares: a clause for each pair (no auxiliary variable, so that models
  // stay one a solution).
  void at_most_one(const std::vector<int>& squares) {
    for (std::size_t i = 0; i < squares.size(); ++i)
      for (std::size_t j = i + 1; j < squares.size(); ++j) clause({-squares[i], -squares[j]});
  }

  Cnf take() { return std::move(cnf_); }

 private:
  Cnf cnf_;
};

// Calls line(variables) for each line of the board a queen attacks along: rows, columns, and the
// diagonals and anti-diagonals (wrapped round on a torus, where the straight ones lie inside them).
template <class Line>
void for_each_line(const Rules& rules, const CnfBuilder& b, Line&& line) {
  const int n = rules.n, rows = row_count(rules);
  std::vector<int> squares;
  auto emit = [&] {
    if (squares.size() > 1) line(squares);
    squares.clear();
  };
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < n; ++c) squares.push_back(b.variable({r, c}));
    emit();
  }
  for (int c = 0; c < n; ++c) {
    for (int r = 0; r < rows; ++r) squares.push_back(b.variable({r, c}));
    emit();
  }
  if (rules.toroidal) {  // a square board: n wrapped diagonals of each kind, n squares each
    for (int k = 0; k < n; ++k) {
      for (int r = 0; r < n; ++r) squares.push_back(b.variable({r, variants::modulo(r - k, n)}));
      emit();
      for (int r = 0; r < n; ++r) squares.push_back(b.variable({r, variants::modulo(k - r, n)}));
      emit();
    }
    return;
  }
  for (int d = -(n - 1); d <= rows - 1; ++d) {  // row - column = d
    for (int r = std::max(0, d); r < rows && r - d < n; ++r) squares.push_back(b.variable({r, r - d}));
    emit();
  }
  for (int s = 0; s <= rows + n - 2; ++s) {  // row + column = s
    for (int r = std::max(0, s - (n - 1)); r < rows && r <= s; ++r) squares.push_back(b.variable({r, s - r}));
    emit();
  }
}

// Exactly `k` of the rows hold a queen (each holds at most one): y_r for "row r holds one",
// and at[r][j] for "at least j + 1 of rows 0..r do", j < k + 1, each defined by equivalences.
void exactly_k_rows(const Rules& rules, CnfBuilder& b, int k) {
  const int n = rules.n, rows = row_count(rules), width = k + 1;
  std::vector<int> previous;  // at[r - 1][*]
  for (int r = 0; r < rows; ++r) {
    const int y = b.fresh();
    std::vector<int> row_has{-y};  // y -> some square of the row
    for (int c = 0; c < n; ++c) {
      b.clause({-b.variable({r, c}), y});  // a square of the row -> y
      row_has.push_back(b.variable({r, c}));
    }
    b.clause(row_has);
    std::vector<int> at(static_cast<std::size_t>(width));
    for (int j = 0; j < width; ++j) {
      const int v = b.fresh();
      at[static_cast<std::size_t>(j)] = v;
      // v <-> previous[j] or (previous[j - 1] and y), previous[-1] being true, previous[*] false at r = 0.
      const int kept = r > 0 ? previous[static_cast<std::size_t>(j)] : 0;
      const int below = j == 0 ? 0 : r > 0 ? previous[static_cast<std::size_t>(j - 1)] : -1;  // -1: false
      if (kept != 0) b.clause({-kept, v});
      if (below == 0) {
        b.clause({-y, v});
      } else if (below != -1) {
        b.clause({-below, -y, v});
      }
      // v -> kept or (below and y)
      std::vector<int> reason{-v};
      if (kept != 0) reason.push_back(kept);
      if (below == 0) {
        reason.push_back(y);
        b.clause(reason);
      } else if (below != -1) {
        std::vector<int> with_below = reason, with_y = reason;
        with_below.push_back(below);
        with_y.push_back(y);
        b.clause(with_below);
        b.clause(with_y);
      } else {
        b.clause(reason);
      }
    }
    previous = std::move(at);
  }
  b.clause({previous[static_cast<std::size_t>(k - 1)]});
  b.clause({-previous[static_cast<std::size_t>(k)]});
}

}  // namespace

Cnf cnf_of(const Rules& rules) {
  validate(rules);
  // A variable a square, numbered in an int: past max_rules_n (a completion board) n² overflows.
  if (rules.n > max_rules_n)
    throw std::invalid_argument("a CNF takes boards of up to " + std::to_string(max_rules_n) + " columns, got " +
                                describe(rules));
  CnfBuilder b(rules);
  const int n = rules.n, rows = row_count(rules), queens = queen_count(rules);
  for_each_line(rules, b, [&](const std::vector<int>& line) { b.at_most_one(line); });
  if (rules.knight)
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < n; ++c)
        for (const auto& [dr, dc] : {std::pair{1, -2}, std::pair{1, 2}, std::pair{2, -1}, std::pair{2, 1}})
          if (r + dr < rows && c + dc >= 0 && c + dc < n)
            b.clause({-b.variable({r, c}), -b.variable({r + dr, c + dc})});
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < n; ++c)
      if (!allowed(rules, {r, c})) b.clause({-b.variable({r, c})});
  for (const Square& s : rules.placed) b.clause({b.variable(s)});
  if (queens == rows) {
    std::vector<int> line;
    for (int r = 0; r < rows; ++r) {
      line.clear();
      for (int c = 0; c < n; ++c) line.push_back(b.variable({r, c}));
      b.clause(line);
    }
    if (rows == n)
      for (int c = 0; c < n; ++c) {
        line.clear();
        for (int r = 0; r < rows; ++r) line.push_back(b.variable({r, c}));
        b.clause(line);
      }
  } else {
    exactly_k_rows(rules, b, queens);
  }
  return b.take();
}

Placement placement_of_model(const Cnf& cnf, std::span<const int> true_variables) {
  Placement p{cnf.n, std::vector<int>(static_cast<std::size_t>(cnf.rows), Placement::empty)};
  for (int v : true_variables) {
    if (v < 1 || v > cnf.rows * cnf.n) continue;
    const int r = (v - 1) / cnf.n, c = (v - 1) % cnf.n;
    int& column = p.columns[static_cast<std::size_t>(r)];
    if (column == Placement::empty || c < column) column = c;
  }
  return p;
}

}  // namespace nqueens
