#pragma once
// The rules of a board (rules.hpp), pre-placed queens included, in the languages of other
// solvers: DIMACS CNF for SAT solvers, a MiniZinc model with its data for CP solvers, so that
// researchers can hand the same instance to them.

#include "nqueens/io/output.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::io {

// Writes cnf_of(rules) (cnf.hpp) in DIMACS CNF: comment lines ("c ...") that name the rules and
// say which variable is which square (r·n + c + 1 for row r, column c, counted from 0: row 1 and
// column 1 are variable 1), the header "p cnf VARIABLES CLAUSES", then one clause a line ending
// in 0. A solver's model maps back through placement_of_model. Throws as validate(rules).
void write_dimacs(Output& out, const Rules& rules);

// Writes one MiniZinc file, the data then a model that reads only the data, runnable as it is
// (`minizinc --solver gecode FILE.mzn`): q[r] is the column of the queen of row r (rows and
// columns from 1; 0: the row holds none), the data n, rows, k (the queens), toroidal, knight,
// the blocked and placed squares as lists of rows and of columns, and the excluded diagonals as
// lists of row + column and of row - column (from 1). A solution prints as the columns of the
// rows ("1 5 8 6 3 7 2 4", what `nqueens verify` reads) where every row holds a queen, and as a
// board of Q and . otherwise. Throws as validate(rules).
void write_minizinc(Output& out, const Rules& rules);

}  // namespace nqueens::io
