#include "nqueens/io/model_writers.hpp"

#include <fmt/format.h>

#include <vector>

#include "nqueens/cnf.hpp"
#include "nqueens/version.hpp"

namespace nqueens::io {

void write_dimacs(Output& out, const Rules& rules) {
  const Cnf cnf = cnf_of(rules);
  const int squares = cnf.rows * cnf.n;
  out.print("c nqueens {} export: {}\n", version, describe(rules));
  out.print("c variable r*{} + c + 1 stands for row r + 1, column c + 1 (r, c from 0): true iff a queen stands there\n",
            cnf.n);
  if (cnf.variables > squares)
    out.print("c variables {} to {} count the queens row by row; the squares determine them\n", squares + 1,
              cnf.variables);
  out.print("c each model is one solution under the rules, each solution one model\n");
  out.print("p cnf {} {}\n", cnf.variables, cnf.clauses);
  for (const int literal : cnf.literals) {
    if (literal == 0) {
      out.write("0\n");
      out.end_record();
    } else {
      out.print("{} ", literal);
    }
  }
}

namespace {

// A MiniZinc list of whole numbers: "[1, 2, 3]".
std::string list(const std::vector<int>& values) { return fmt::format("[{}]", fmt::join(values, ", ")); }

// The model, after the data: it reads only the parameters the data sets.
constexpr const char* minizinc_model = R"(
include "alldifferent_except_0.mzn";

array[1..rows] of var 0..n: q;  % the column of the queen of row r, from 1; 0: the row holds none

constraint sum(r in 1..rows)(bool2int(q[r] > 0)) = k;
constraint alldifferent_except_0(q);
constraint forall(i in index_set(blocked_row))(q[blocked_row[i]] != blocked_column[i]);
constraint forall(i in index_set(placed_row))(q[placed_row[i]] = placed_column[i]);
constraint forall(r in 1..rows, s in excluded_sum)(q[r] = 0 \/ r + q[r] != s);
constraint forall(r in 1..rows, d in excluded_difference)(q[r] = 0 \/ r - q[r] != d);
% Two queens attack each other along a diagonal (wrapped round on a torus) or a knight's move.
constraint forall(i, j in 1..rows where i < j)(
  q[i] = 0 \/ q[j] = 0 \/ (
    (if toroidal then (q[j] - q[i] - (j - i)) mod n != 0 /\ (q[j] - q[i] + (j - i)) mod n != 0
     else abs(q[j] - q[i]) != j - i endif) /\
    (not knight \/ not ((j - i = 1 /\ abs(q[j] - q[i]) = 2) \/ (j - i = 2 /\ abs(q[j] - q[i]) = 1)))));

solve satisfy;

output if k = rows then [join(" ", [show(q[r]) | r in 1..rows]) ++ "\n"]
       else [concat([if fix(q[r]) = c then "Q" else "." endif | c in 1..n]) ++ "\n" | r in 1..rows] endif;
)";

}  // namespace

void write_minizinc(Output& out, const Rules& rules) {
  validate(rules);
  std::vector<int> blocked_row, blocked_column, placed_row, placed_column, sums, differences;
  for (const Square& s : rules.blocked) blocked_row.push_back(s.row + 1), blocked_column.push_back(s.column + 1);
  for (const Square& s : rules.placed) placed_row.push_back(s.row + 1), placed_column.push_back(s.column + 1);
  for (const Diagonal& d : rules.excluded)
    (d.kind == Diagonal::Kind::sum ? sums : differences)
        .push_back(d.kind == Diagonal::Kind::sum ? d.index + 2 : d.index);
  out.print("% nqueens {} export: {}\n", version, describe(rules));
  out.print("% The data, then the model; rows and columns count from 1.\n");
  out.print("int: n = {};  % columns\n", rules.n);
  out.print("int: rows = {};\n", row_count(rules));
  out.print("int: k = {};  % queens, at most one a row\n", queen_count(rules));
  out.print("bool: toroidal = {};  % diagonals wrap round the edges\n", rules.toroidal);
  out.print("bool: knight = {};  % a queen also attacks a knight's move away\n", rules.knight);
  out.print("array[int] of int: blocked_row = {};  % no queen on (blocked_row[i], blocked_column[i])\n",
            list(blocked_row));
  out.print("array[int] of int: blocked_column = {};\n", list(blocked_column));
  out.print("array[int] of int: excluded_sum = {};  % no queen where row + column is one of these\n", list(sums));
  out.print("array[int] of int: excluded_difference = {};  % nor where row - column is one of these\n",
            list(differences));
  out.print("array[int] of int: placed_row = {};  % a queen on (placed_row[i], placed_column[i])\n", list(placed_row));
  out.print("array[int] of int: placed_column = {};\n", list(placed_column));
  out.write(minizinc_model);
}

}  // namespace nqueens::io
