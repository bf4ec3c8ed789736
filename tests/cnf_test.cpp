// The CNF of the rules (cnf.hpp) and its writers (io/model_writers.hpp): on boards of up to 16
// squares every assignment of the squares is tried, and the models are exactly the solutions.

#include "nqueens/cnf.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "nqueens/io/model_writers.hpp"
#include "nqueens/variants.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

// The clauses of the formula, each a list of literals.
std::vector<std::vector<int>> clauses_of(const Cnf& cnf) {
  std::vector<std::vector<int>> out(1);
  for (int literal : cnf.literals) {
    if (literal == 0)
      out.emplace_back();
    else
      out.back().push_back(literal);
  }
  out.pop_back();
  return out;
}

// The placements whose squares extend to a model: every assignment of the squares, the other
// variables then set by unit propagation (they are determined: none may be left open), kept
// where no clause is false.
std::vector<Placement> models(const Cnf& cnf) {
  const int squares = cnf.rows * cnf.n;
  const auto clauses = clauses_of(cnf);
  std::vector<std::vector<int>> square_clauses, others;
  for (const auto& c : clauses)
    (std::all_of(c.begin(), c.end(), [&](int l) { return std::abs(l) <= squares; }) ? square_clauses : others)
        .push_back(c);
  std::vector<Placement> out;
  for (std::uint32_t mask = 0; mask < (std::uint32_t(1) << squares); ++mask) {
    std::vector<int> value(static_cast<std::size_t>(cnf.variables) + 1, -1);  // -1 open, 0 false, 1 true
    for (int v = 1; v <= squares; ++v) value[static_cast<std::size_t>(v)] = (mask >> (v - 1)) & 1;
    auto truth = [&](int l) {
      const int x = value[static_cast<std::size_t>(std::abs(l))];
      return x < 0 ? -1 : l > 0 ? x : 1 - x;
    };
    auto falsified = [&](const std::vector<int>& c) {
      return std::all_of(c.begin(), c.end(), [&](int l) { return truth(l) == 0; });
    };
    if (std::any_of(square_clauses.begin(), square_clauses.end(), falsified)) continue;
    bool conflict = false;
    for (bool changed = true; changed && !conflict;) {
      changed = false;
      for (const auto& c : others) {
        int open = 0, last = 0;
        bool satisfied = false;
        for (int l : c) {
          const int t = truth(l);
          if (t == 1) satisfied = true;
          if (t == -1) ++open, last = l;
        }
        if (satisfied) continue;
        if (open == 0) conflict = true;
        if (open == 1) value[static_cast<std::size_t>(std::abs(last))] = last > 0 ? 1 : 0, changed = true;
      }
    }
    if (conflict) continue;
    EXPECT_TRUE(std::none_of(value.begin() + 1, value.end(), [](int x) { return x < 0; }))
        << "a variable the squares leave open";
    std::vector<int> true_variables;
    for (int v = 1; v <= cnf.variables; ++v)
      if (value[static_cast<std::size_t>(v)] == 1) true_variables.push_back(v);
    out.push_back(placement_of_model(cnf, true_variables));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Placement> solutions(const Rules& rules) {
  std::vector<Placement> out;
  for_each_solution(rules, Solutions::all, [&](const Placement& p) {
    out.push_back(p);
    return true;
  });
  return out;
}

TEST(Cnf, ModelsAreTheSolutionsOneToOne) {
  const std::vector<Rules> boards = {
      {.n = 4},
      {.n = 4, .toroidal = true},
      {.n = 4, .knight = true},
      {.n = 5, .rows = 3},
      {.n = 5, .rows = 3, .knight = true},
      {.n = 4, .queens = 2},
      {.n = 4, .queens = 3, .toroidal = true},
      {.n = 5, .rows = 3, .queens = 2, .knight = true},
      {.n = 4, .queens = 1},
      {.n = 4, .blocked = {{0, 1}, {3, 3}}},
      {.n = 4, .excluded = {{Diagonal::Kind::sum, 3}, {Diagonal::Kind::difference, -1}}},
      {.n = 4, .placed = {{0, 2}}},
      {.n = 4, .placed = {{0, 0}}},  // no solution
      {.n = 4, .queens = 2, .blocked = {{1, 1}}, .placed = {{3, 0}}},
  };
  int with_solutions = 0;
  for (const Rules& rules : boards) {
    const Cnf cnf = cnf_of(rules);
    const std::vector<Placement> expected = solutions(rules);
    EXPECT_EQ(models(cnf), expected) << describe(rules);
    EXPECT_EQ(count(rules).solutions, expected.size()) << describe(rules);
    with_solutions += expected.empty() ? 0 : 1;
  }
  EXPECT_EQ(with_solutions, 8);  // and six boards without a solution
}

TEST(Cnf, SizesAndVariables) {
  const Cnf eight = cnf_of({.n = 8});
  EXPECT_EQ(eight.variables, 64);
  // 8 rows, 8 columns, 2 × 13 diagonals of 2 or more squares: pairs; 8 + 8 clauses of one a line.
  std::size_t pairs = 2 * 8 * 28;
  for (int length = 2; length <= 8; ++length) pairs += 2 * (length == 8 ? 1 : 2) * (length * (length - 1) / 2);
  EXPECT_EQ(eight.clauses, pairs + 16);
  EXPECT_EQ(std::count(eight.literals.begin(), eight.literals.end(), 0), static_cast<long>(eight.clauses));
  EXPECT_EQ(square_variable(8, {2, 3}), 20);
  // k queens add a counter: per row one variable and k + 1 of the counts.
  EXPECT_EQ(cnf_of({.n = 6, .queens = 4}).variables, 36 + 6 * (1 + 5));
  const int model[] = {2, 8, 9, 15, 99};  // (0, 1), (1, 3), (2, 0), (3, 2); 99 is past the squares
  EXPECT_EQ(placement_of_model(cnf_of({.n = 4}), model), (Placement{4, {1, 3, 0, 2}}));
  EXPECT_THROW(cnf_of({.n = 65}), std::invalid_argument);
}

TEST(ModelWriters, DimacsNamesTheRulesAndTheVariables) {
  const std::string text = io::written([](io::Output& out) { io::write_dimacs(out, {.n = 2, .blocked = {{0, 0}}}); });
  EXPECT_NE(text.find("c nqueens "), std::string::npos) << text;
  EXPECT_NE(text.find("export: n=2 blocked=1 square\n"), std::string::npos) << text;
  EXPECT_NE(text.find("c variable r*2 + c + 1 stands for row r + 1, column c + 1"), std::string::npos) << text;
  // Rows, columns, one diagonal and one anti-diagonal of two squares; the blocked square; a
  // queen in each row and each column.
  EXPECT_NE(
      text.find("p cnf 4 11\n-1 -2 0\n-3 -4 0\n-1 -3 0\n-2 -4 0\n-1 -4 0\n-2 -3 0\n-1 0\n1 2 0\n3 4 0\n1 3 0\n2 4 0\n"),
      std::string::npos)
      << text;
}

TEST(ModelWriters, MiniZincDataFromOne) {
  const Rules rules{.n = 6,
                    .rows = 5,
                    .queens = 4,
                    .knight = true,
                    .blocked = {{0, 1}, {4, 5}},
                    .excluded = {{Diagonal::Kind::sum, 3}, {Diagonal::Kind::difference, -2}},
                    .placed = {{2, 2}}};
  const std::string text = io::written([&](io::Output& out) { io::write_minizinc(out, rules); });
  for (const char* line :
       {"int: n = 6;", "int: rows = 5;", "int: k = 4;", "bool: toroidal = false;", "bool: knight = true;",
        "blocked_row = [1, 5];", "blocked_column = [2, 6];", "excluded_sum = [5];", "excluded_difference = [-2];",
        "placed_row = [3];", "placed_column = [3];", "solve satisfy;"})
    EXPECT_NE(text.find(line), std::string::npos) << line << "\n" << text;
}

}  // namespace
}  // namespace nqueens
