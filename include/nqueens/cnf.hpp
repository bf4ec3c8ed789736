#pragma once
// The rules of a board (rules.hpp) as a formula in conjunctive normal form, so that a SAT solver
// (CaDiCaL, Kissat, ...) can decide the same instance: an independent check of a "no solution",
// and the way researchers hand an instance to other solvers (io::write_dimacs writes it).

#include <span>
#include <vector>

#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"

namespace nqueens {

// A formula in conjunctive normal form: clauses of literals, +v for variable v (from 1) true, -v
// for it false.
struct Cnf {
  int n = 0;                  // columns of the board
  int rows = 0;               // its rows (row_count)
  int variables = 0;          // in all: the squares', then the counters' (k queens)
  std::vector<int> literals;  // the clauses one after another, each ended by 0 (as DIMACS writes them)
  std::size_t clauses = 0;    // how many
};

// The variable of square (row, column), 0-based: row·n + column + 1, true iff a queen stands
// there. The squares take variables 1 .. rows·n.
inline int square_variable(int n, Square s) { return s.row * n + s.column + 1; }

// The formula whose models are the solutions under the rules, one model a solution (every other
// variable is determined by the squares'): at most one queen on each row, column and diagonal
// (straight or, on a torus, wrapped round: pairs of squares, one clause each), none a knight's
// move from another (knight), none on a blocked square or an excluded diagonal, one on every
// placed square, and at least one in every row where every row holds one (on the square board
// every column too: implied, it helps the solvers). With fewer queens than rows (Rules::queens),
// a counter over the rows (a variable for "row r holds a queen" and, per row, for "at least j
// of the rows so far do", j up to queens + 1, each defined by equivalences: Sinz's sequential
// counter made exact) says exactly that many. Size: O(n³) clauses (n = 64: about 340,000).
// Throws as validate(rules), and std::invalid_argument past max_rules_n (a completion board).
Cnf cnf_of(const Rules& rules);

// The placement of a model: in each row the column whose square variable is true, Placement::empty
// where none is (the leftmost, should an assignment that is no model have two). `true_variables`
// lists the variables set true, in any order (a SAT solver's "v" lines, the positive ones); those
// past the squares' are ignored.
Placement placement_of_model(const Cnf& cnf, std::span<const int> true_variables);

}  // namespace nqueens
