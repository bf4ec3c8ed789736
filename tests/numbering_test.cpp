// One numbering of rows and columns in every view: row 1 at the top, column 1 at the left, as
// the seeds' programs print them. One placement (the 2nd solution of eight queens, 1 6 8 3 7 4 2
// 5, which no reflection in a diagonal maps onto itself, so a view that swapped rows and columns
// would show) goes through every view that draws or names its squares, and each view must name
// the same queens. The page's boards are checked in a browser (tests/browser/practice.mjs: the
// labels beside each queen), its data in page_test.cpp.

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli_runner.hpp"
#include "nqueens/find.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/solve.hpp"

namespace nqueens::test {
namespace {

using Squares = std::set<std::pair<int, int>>;  // (row, column), from 1

// The placement: the column of each row's queen, from 1.
const std::vector<int> columns = {1, 6, 8, 3, 7, 4, 2, 5};
const int n = 8;

Squares placement_squares() {
  Squares s;
  for (int r = 0; r < n; ++r) s.emplace(r + 1, columns[static_cast<std::size_t>(r)]);
  return s;
}

std::string line_of(const std::vector<int>& c) {
  std::ostringstream text;
  for (std::size_t i = 0; i < c.size(); ++i) text << (i ? " " : "") << c[i];
  return text.str();
}

// Every "(r, c)" or "(r,c)" a text names.
Squares named_squares(const std::string& text) {
  Squares s;
  const std::regex square(R"(\((\d+), ?(\d+)\))");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), square); it != std::sregex_iterator(); ++it)
    s.emplace(std::stoi((*it)[1]), std::stoi((*it)[2]));
  return s;
}

// The queens of boards of Q and . lines (the first board of the text).
Squares board_squares(const std::string& text) {
  Squares s;
  int row = 0;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.find_first_not_of("Q. ") != std::string::npos || line.empty()) continue;
    ++row;
    line.erase(std::remove(line.begin(), line.end(), ' '), line.end());
    for (std::size_t c = 0; c < line.size(); ++c)
      if (line[c] == 'Q') s.emplace(row, static_cast<int>(c) + 1);
  }
  return s;
}

// The queens of an SVG board, each named by the row label level with it and the column label
// under it: what a reader of the picture sees.
Squares svg_squares(const std::string& svg) {
  std::vector<std::pair<double, int>> rows, cols;
  const std::regex label(R"re(<text class="label (row|column)" x="(\d+)" y="(\d+)">(\d+)</text>)re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), label); it != std::sregex_iterator(); ++it) {
    if ((*it)[1] == "row")
      rows.emplace_back(std::stod((*it)[3]), std::stoi((*it)[4]));
    else
      cols.emplace_back(std::stod((*it)[2]), std::stoi((*it)[4]));
  }
  Squares s;
  const std::regex queen(R"re(<use class="queen[^"]*" href="#queen" x="(\d+)" y="(\d+)" width="(\d+)")re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), queen); it != std::sregex_iterator(); ++it) {
    const double half = std::stod((*it)[3]) / 2, x = std::stod((*it)[1]) + half, y = std::stod((*it)[2]) + half;
    const auto nearest = [](const std::vector<std::pair<double, int>>& labels, double at) {
      return std::min_element(
                 labels.begin(), labels.end(),
                 [&](const auto& a, const auto& b) { return std::abs(a.first - at) < std::abs(b.first - at); })
          ->second;
    };
    s.emplace(nearest(rows, y), nearest(cols, x));
  }
  return s;
}

TEST(OneNumbering, EveryViewNamesTheSameSquares) {
  const Squares queens = placement_squares();
  // The listings: line, board, squares (r行c列), json, and the SVG picture.
  EXPECT_EQ(run_cli("solve 8 --index 2 --format line").out, line_of(columns) + "\n");
  EXPECT_EQ(board_squares(run_cli("solve 8 --index 2 --format board").out), queens);
  Squares squares;
  const std::string tutorial = run_cli("solve 8 --index 2 --format squares").out;
  const std::regex cell("(\\d+)行(\\d+)列");
  for (auto it = std::sregex_iterator(tutorial.begin(), tutorial.end(), cell); it != std::sregex_iterator(); ++it)
    squares.emplace(std::stoi((*it)[1]), std::stoi((*it)[2]));
  EXPECT_EQ(squares, queens) << tutorial;
  EXPECT_EQ(nlohmann::json::parse(run_cli("solve 8 --index 2 --format jsonl").out)["columns"], nlohmann::json(columns));
  EXPECT_EQ(svg_squares(run_cli("solve 8 --index 2 --format svg").out), queens);

  // trace: the queens on the board when it reports solution 2, as its place steps name them.
  const std::string tree = run_cli("trace 8").out;
  const auto solution = tree.find("solution 2: " + line_of(columns) + "\n");
  ASSERT_NE(solution, std::string::npos);
  std::vector<std::pair<int, int>> board;  // the queens placed and not taken back, row by row
  std::istringstream steps(tree.substr(0, solution));
  for (std::string step; std::getline(steps, step);) {
    const Squares at = named_squares(step);
    if (step.find("place ") != std::string::npos) board.push_back(*at.begin());
    if (step.find("backtrack ") != std::string::npos) board.pop_back();
  }
  EXPECT_EQ(Squares(board.begin(), board.end()), queens);

  // verify and check on the placement with the queens of rows 1 and 2 swapped: both name the
  // squares of the queens that then attack each other, from 1, as their input numbers them.
  std::vector<int> swapped = columns;
  std::swap(swapped[0], swapped[1]);
  const std::string verdict = run_cli("verify", line_of(swapped) + "\n").out;
  EXPECT_EQ(verdict,
            "not a solution: 3 attacking pairs, 0 rows without a queen\n"
            "  queens (1, 6) and (3, 8): same diagonal\n"
            "  queens (2, 1) and (4, 3): same diagonal\n"
            "  queens (1, 6) and (4, 3): same anti-diagonal\n");
  const std::string listing = "1 5 8 6 3 7 2 4\n" + line_of(swapped) + "\n";
  const std::string check = run_cli("check 8 --format line", listing).out;
  EXPECT_NE(check.find("the queens in row 1, column 6 and row 3, column 8 share a diagonal; the queens in row 2, "
                       "column 1 and row 4, column 3 share a diagonal; the queens in row 1, column 6 and row 4, "
                       "column 3 share an anti-diagonal"),
            std::string::npos)
      << check;

  // complete: a board of Q and . (numbered from 1) with the queen of row 8 left out completes to
  // the placement; the AOJ format (from 0) names its squares from 0.
  std::string partial;
  for (int r = 0; r < n; ++r) {
    for (int c = 1; c <= n; ++c) partial += r < n - 1 && c == columns[static_cast<std::size_t>(r)] ? 'Q' : '.';
    partial += '\n';
  }
  EXPECT_EQ(board_squares(run_cli("complete", partial).out), queens);
  EXPECT_EQ(run_cli("complete", "2\n0 5\n2 7\n").out,
            "no completion: the queens at (0, 5) and (2, 7) share a diagonal\n");
  std::string attacking = partial;
  attacking[0] = '.';
  attacking[5] = 'Q';  // row 1's queen moved to column 6, over row 2's
  EXPECT_EQ(run_cli("complete", attacking).out, "no completion: the queens at (1, 6) and (2, 6) share a column\n");
}

// The library counts from 0, and so do its messages: what it was given, it names.
TEST(OneNumbering, TheLibrarysMessagesCountFromZero) {
  try {
    find_solution(Rules{.n = 8, .placed = {{9, 9}}});
    FAIL() << "a queen off the board was taken";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "placed queen (9, 9) is off the 8×8 board (rows and columns count from 0)");
  }
  try {
    find_attacks(classic_rules(4), std::vector<Square>{{1, 2}, {1, 2}}, 1);
    FAIL() << "two queens on one square were taken";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "two queens on the same square (1, 2)");
  }
  const Placement second = *solution_at(8, Solutions::all, 2);
  EXPECT_EQ(second.columns, (std::vector<int>{0, 5, 7, 2, 6, 3, 1, 4}));  // the same placement, from 0
  try {
    solution_at(8, Solutions::all, 0);
    FAIL() << "solution 0 was taken";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "the 8×8 board has no solution 0: its 92 solutions are numbered 1 to 92");
  }
}

}  // namespace
}  // namespace nqueens::test
