#include "nqueens/io/rules_reader.hpp"

#include <gtest/gtest.h>

#include <string>

#include "nqueens/find.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/variants.hpp"
#include "test_util.hpp"

namespace nqueens::io {
namespace {

TEST(ParseBlocked, Board) {
  const BlockedBoard b = parse_blocked("\n. * . .\n#..Q\n. . . .\n....\n\n");
  EXPECT_EQ(b.format, BlockedFormat::board);
  EXPECT_EQ(b.n, 4);
  EXPECT_EQ(b.rows, 4);
  EXPECT_EQ(b.blocked, (std::vector<Square>{{0, 1}, {1, 0}}));
  EXPECT_EQ(b.queens, (std::vector<Square>{{1, 3}}));
  const Rules r = rules_of(b);
  EXPECT_EQ(r, (Rules{.n = 4, .blocked = {{0, 1}, {1, 0}}, .placed = {{1, 3}}}));
  // Fewer rows than columns: an m×n board.
  const BlockedBoard wide = parse_blocked("..*..\r\n.....\r\n");
  EXPECT_EQ(wide.rows, 2);
  EXPECT_EQ(wide.n, 5);
  EXPECT_EQ(rules_of(wide).rows, 2);
  EXPECT_EQ(parse_blocked("q").queens.size(), 1u);
}

TEST(ParseBlocked, AspFacts) {
  const BlockedBoard b = parse_blocked("% blocked queens\nboard(5).\nblock(1,2). block(5, 5).\n  block( 3 ,1 ).");
  EXPECT_EQ(b.format, BlockedFormat::asp);
  EXPECT_EQ(b.n, 5);
  EXPECT_EQ(b.blocked, (std::vector<Square>{{0, 1}, {4, 4}, {2, 0}}));
  EXPECT_TRUE(b.queens.empty());
  EXPECT_EQ(parse_blocked("block(1,1).board(2).").n, 2);  // the board may come last
}

TEST(ParseBlocked, MiniZincData) {
  const BlockedBoard b = parse_blocked("% CSPLib 80\nn = 6;\nm = 2;\nrow = [1, 6];\ncol = [3, 6];\n");
  EXPECT_EQ(b.format, BlockedFormat::minizinc);
  EXPECT_EQ(b.n, 6);
  EXPECT_EQ(b.blocked, (std::vector<Square>{{0, 2}, {5, 5}}));
  EXPECT_EQ(parse_blocked("col = [];row=[];n=3;").blocked.size(), 0u);  // any order, m optional
}

TEST(ParseBlocked, EssenceOfTheCsplibGenerator) {
  const BlockedBoard b = parse_blocked("letting n =  8\nletting blocks =  [[1, 3], [8, 8]]\n");
  EXPECT_EQ(b.format, BlockedFormat::essence);
  EXPECT_EQ(b.n, 8);
  EXPECT_EQ(b.blocked, (std::vector<Square>{{0, 2}, {7, 7}}));
}

// The parse throws std::invalid_argument with one line that mentions `mentions`.
template <class Parse>
void expect_error(Parse parse, const std::string& text, const std::string& mentions) {
  try {
    parse(text);
    ADD_FAILURE() << "no error for: " << text;
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find(mentions), std::string::npos) << e.what();
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << e.what();
  }
}

void expect_blocked_error(const std::string& text, const std::string& mentions) {
  expect_error([](const std::string& t) { return parse_blocked(t); }, text, mentions);
}

// The shapes the languages allow, as publishers ship them: each format reads the same board.
TEST(ParseBlocked, WhatTheFormatsAllow) {
  const std::vector<Square> blocked{{0, 0}, {2, 1}};
  auto expect_board = [&](const std::string& text, BlockedFormat format) {
    SCOPED_TRACE(text);
    const BlockedBoard b = parse_blocked(text);
    EXPECT_EQ(b.format, format);
    EXPECT_EQ(b.n, 3);
    EXPECT_EQ(b.blocked, blocked);
  };
  // The ASP competition's instances as CSPLib ships them: a comma after the last pair, the ']'
  // alone on the last line, no final newline.
  expect_board("letting n = 3\nletting blocks = [[1,1],\n[3,2],\n]", BlockedFormat::essence);
  expect_board("letting n be 3\r\nletting blocks be [[1, 1], [3, 2,],]\r\n", BlockedFormat::essence);
  expect_board("\xEF\xBB\xBFletting n = 3 $ size\n$ blocked:\nletting blocks = [[1, 1], [3, 2]; int(1..2)]",
               BlockedFormat::essence);
  expect_board(
      "language ESSENCE' 1.0\nletting blocks = [[1, 1; int(1..2)], [3, 2]] : `matrix indexed by [int(1..2), "
      "int(1..2)] of int`\nletting n = 3",
      BlockedFormat::essence);
  expect_board("\xEF\xBB\xBF% facts\r\n%* a block\ncomment *% board(3).\tblock(1,1).\f\vblock(3,\n2).",
               BlockedFormat::asp);
  expect_board("/* CSPLib 80\n*/ n = 3;\r\nrow = [1, 3,]; % rows\ncol = [\n  1,\n  2,\n];", BlockedFormat::minizinc);
  expect_board("\xEF\xBB\xBF*..\r\n...\r\n.#.\r\n", BlockedFormat::board);
  // Empty lists, with or without a type.
  EXPECT_TRUE(parse_blocked("letting n = 3\nletting blocks = []").blocked.empty());
  EXPECT_TRUE(parse_blocked("letting n = 3\nletting blocks = [] : `matrix indexed by [int()] of int`").blocked.empty());
  EXPECT_TRUE(parse_blocked("n = 3; row = []; col = [];").blocked.empty());
  EXPECT_TRUE(parse_blocked("board(3).").blocked.empty());
}

TEST(ParseExcludedDiagonals, WhatTheFormatsAllow) {
  for (const char* text :
       {"n = 4\nnumdiags = 2\ndiags = [[1, 1], [3, 0],]\n",
        "\xEF\xBB\xBFletting n be 4;\r\nletting numdiags be 2;\r\n/* pairs */ diags = [[1, 1,], [3, 0]; int(1..2)];",
        "$ CSPLib 79\nn = 4 % four\nnumdiags = 2\ndiags = [\n[1, 1],\n[3, 0],\n]"}) {
    SCOPED_TRACE(text);
    const ExcludedDiagonals x = parse_excluded_diagonals(text);
    EXPECT_EQ(x.n, 4);
    EXPECT_EQ(x.diagonals, (std::vector<Diagonal>{{Diagonal::Kind::sum, 1}, {Diagonal::Kind::difference, 0}}));
  }
  EXPECT_TRUE(parse_excluded_diagonals("n = 4\nnumdiags = 0\ndiags = []\n").diagonals.empty());
  // A size past 2^30 read as it stands (validate refuses it later): the last diagonal's number
  // 2n - 2 overflowed an int (fuzz_rules, UBSan).
  const ExcludedDiagonals huge = parse_excluded_diagonals("n = 1557140799\nnumdiags = 1\ndiags = [[9, 1]]\n");
  EXPECT_EQ(huge.n, 1557140799);
  EXPECT_EQ(huge.diagonals, (std::vector<Diagonal>{{Diagonal::Kind::sum, 9}}));
}

// What does not read is refused, pointing at the spot: an error's place, as InputError carries it.
TEST(ParseBlocked, ErrorsPointAtTheSpot) {
  try {
    parse_blocked("letting n = 28\r\nletting blocks = [[1,1],\r\n[28,27],,\r\n]");
    ADD_FAILURE() << "two commas read";
  } catch (const InputError& e) {
    ASSERT_TRUE(e.where());
    EXPECT_EQ(e.where()->line, 3u);
    EXPECT_EQ(e.where()->column, 9u);
    EXPECT_EQ(e.where()->line_text, "[28,27],,");
    EXPECT_EQ(e.problem(), "expected '[', found ','");
    EXPECT_STREQ(e.what(), "line 3, column 9: expected '[', found ','");
  }
  for (const char* unclosed : {"n = 3; /* row = [1];", "board(3). %* block(1, 1)."}) {
    try {
      parse_blocked(unclosed);
      ADD_FAILURE() << unclosed;
    } catch (const InputError& e) {
      EXPECT_NE(e.problem().find("this comment is never closed"), std::string::npos) << e.what();
      ASSERT_TRUE(e.where());
      EXPECT_EQ(e.where()->column, std::string_view(unclosed).find('*')) << e.what();
    }
  }
  // A missing parameter has no place.
  try {
    parse_blocked("letting n = 3");
    ADD_FAILURE();
  } catch (const InputError& e) {
    EXPECT_FALSE(e.where());
    EXPECT_STREQ(e.what(), "the input has no 'letting blocks = [...]'");
  }
  expect_error([](const std::string& t) { return parse_blocked(t); },
               "letting n = 3\nletting blocks = [[1, 1]; int(1..2)]",
               "line 2, column 27: the index domain int(1..2) has 2 indices, but the list 1 elements");
  expect_error([](const std::string& t) { return parse_blocked(t); }, "letting n = 3\nletting blocks = [[1, 1, 2]]",
               "line 2, column 26: expected ']' after a row and a column: a pair has two numbers");
  expect_error([](const std::string& t) { return parse_blocked(t); }, "letting n = 3\nletting blocks = [[1]]",
               "line 2, column 19: a pair has two numbers, a row and a column, not 1");
  expect_error([](const std::string& t) { return parse_blocked(t); }, "letting n = 3\nletting blocks = [,]",
               "line 2, column 19: expected '[', found ','");
}

TEST(ParseBlocked, Malformed) {
  expect_blocked_error("", "the input is empty");
  expect_blocked_error("\n  \n", "the input is empty");
  expect_blocked_error("...\n.x.\n...\n", "line 2, column 2: 'x' is not a square");
  expect_blocked_error("...\n..\n...\n", "line 2, column 1: board row 2 has 2 squares, its first row 3");
  expect_blocked_error("..\n..\n..\n", "the board has 3 rows of 2 squares");
  expect_blocked_error("...\n\n...\n", "line 3, column 1: the board goes on after a blank line");
  expect_blocked_error("board(4).\nblock(5, 1).\n", "line 2, column 1: block (5, 1) is off the 4×4 board");
  expect_blocked_error("board(4).\nblock(1, 0).\n", "off the 4×4 board (rows and columns count from 1)");
  expect_blocked_error("board(4).\nboard(5).\n", "line 2, column 1: 'board(N)' is given twice");
  expect_blocked_error("block(1, 1).\n", "no board(N) fact");
  expect_blocked_error("board(4).\nqueen(1, 1).\n", "line 2, column 1: unknown fact 'queen'");
  expect_blocked_error("board(4).\nblock(1 1).\n", "line 2, column 9: expected ',', found '1'");
  expect_blocked_error("board(4)\nblock(1, 1).\n", "line 2, column 1: expected '.', found 'block'");
  expect_blocked_error("board(0).\n", "at least 1, got 0");
  expect_blocked_error("board(99999999999).\n", "'99999999999' is not a whole number");
  expect_blocked_error("n = 4; row = [1, 2]; col = [1];", "line 1, column 28: row lists 2 numbers but col 1");
  expect_blocked_error("n = 4; m = 3; row = [1, 2]; col = [1, 1];",
                       "line 1, column 12: m = 3, but row and col list 2 blocked squares");
  expect_blocked_error("n = 4;\nrow = [1, 5];\ncol = [1, 1];",
                       "line 2, column 11: blocked square (5, 1) is off the 4×4 board");
  expect_blocked_error("n = 4; row = [1]; col = [1]; n = 5;", "'n' is given twice");
  expect_blocked_error("n = 4; col = [1];", "no 'row = [...]'");
  expect_blocked_error("n = 4;\nrows = [1]; col = [1];",
                       "line 2, column 1: unknown parameter 'rows': expected n, m, row or col");
  expect_blocked_error("n = 4; row = [1,; col = [1];", "line 1, column 17: expected a row, found ';'");
  expect_blocked_error("letting n = 4\nletting blocks = [[1, 5]]\n", "line 2, column 19: blocked square (1, 5) is off");
  expect_blocked_error("letting n = 4\n", "no 'letting blocks = [...]'");
  expect_blocked_error("letting blocks = [[1, 1]\n", "the input ends");
  expect_blocked_error("queens(8).", "begins with 'queens'");
}

constexpr const char* generator_sample =
    "n =  10\nnumdiags =  14\ndiags =  [[4, 1], [2, 1], [14, 0], [8, 1], [8, 0], [7, 0], [3, 1], \n"
    "          [12, 1], [18, 0], [5, 0], [14, 1], [0, 0], [15, 1], [17, 1]]\n";

TEST(ParseExcludedDiagonals, TheGeneratorsOutput) {
  const ExcludedDiagonals all = parse_excluded_diagonals(generator_sample);
  EXPECT_EQ(all.n, 10);
  EXPECT_EQ(all.listed, 14);
  ASSERT_EQ(all.diagonals.size(), 14u);
  EXPECT_EQ(all.diagonals[0], (Diagonal{Diagonal::Kind::sum, 4}));
  EXPECT_EQ(all.diagonals[2], (Diagonal{Diagonal::Kind::difference, 14 - 9}));
  EXPECT_EQ(all.diagonals[11], (Diagonal{Diagonal::Kind::difference, -9}));
  // The CSPLib note's example: [5, 0] excludes row - column = -4, (0, 4) ... (5, 9).
  const ExcludedDiagonals ten = parse_excluded_diagonals(generator_sample, 10);
  ASSERT_EQ(ten.diagonals.size(), 10u);
  EXPECT_EQ(ten.diagonals.back(), (Diagonal{Diagonal::Kind::difference, -4}));
  const Rules r = rules_of(ten);
  EXPECT_EQ(r.n, 10);
  EXPECT_FALSE(allowed(r, {0, 4}));
  EXPECT_FALSE(allowed(r, {5, 9}));
  EXPECT_TRUE(parse_excluded_diagonals(generator_sample, 0).diagonals.empty());
  // "letting", ';' and comments are allowed too.
  EXPECT_EQ(parse_excluded_diagonals("$ x\nletting n = 3;\nnumdiags = 1; % one\ndiags = [[0, 1]];").diagonals.size(),
            1u);
  // The CSPLib note: with the first 9 of the list, instance 10-4-1 has no solution (Lingeling).
  EXPECT_EQ(
      find_solution(rules_of(parse_excluded_diagonals(generator_sample, 9)), {.method = FindMethod::first}).outcome,
      Outcome::none_exists);
}

void expect_diagonals_error(const std::string& text, const std::string& mentions,
                            std::optional<int> count = std::nullopt) {
  expect_error([count](const std::string& t) { return parse_excluded_diagonals(t, count); }, text, mentions);
}

TEST(ParseExcludedDiagonals, Malformed) {
  expect_diagonals_error("", "the input is empty");
  expect_diagonals_error("n = 4\nnumdiags = 2\ndiags = [[0, 1]]\n",
                         "line 2, column 12: numdiags = 2, but diags lists 1 pair");
  expect_diagonals_error("n = 4\nnumdiags = 1\ndiags = [\n[0, 2]]\n",
                         "line 4, column 1: diagonal 1 [0, 2]: its type is 1 (sum) or 0");
  expect_diagonals_error("n = 4\nnumdiags = 1\ndiags = [[7, 0]]\n", "from 0 to 6");
  expect_diagonals_error("n = 4\nnumdiags = 1\ndiags = [[-1, 1]]\n", "line 3, column 10: diagonal 1 [-1, 1]");
  expect_diagonals_error("n = 4\ndiags = []\n", "no 'numdiags = ...'");
  expect_diagonals_error("numdiags = 0\ndiags = []\n", "no 'n = ...'");
  expect_diagonals_error("n = 4\nnumdiags = 0\n", "no 'diags = [...]'");
  expect_diagonals_error("n = 4\nn = 4\n", "line 2, column 1: 'n' is given twice");
  expect_diagonals_error("n = 4\nnumdiag = 0\n", "line 2, column 1: unknown parameter 'numdiag'");
  expect_diagonals_error("n = 0\nnumdiags = 0\ndiags = []\n", "at least 1");
  expect_diagonals_error("n = 4\nnumdiags = 1\ndiags = [[1 1]]\n", "line 3, column 13: expected ',' or ']', found '1'");
  expect_diagonals_error(generator_sample, "the first 0 to 14 of the file's 14 diagonals, not 15", 15);
  expect_diagonals_error(generator_sample, "not -1", -1);
}

// An instance of the generator's distribution at n = 21: decided by both searches, and a
// search stopped at its first poll gives up.
TEST(ParseExcludedDiagonals, AnInstanceOfTwentyOne) {
  const std::string text = read_text(std::string(NQUEENS_TEST_DATA) + "/diag-21-4-37.param");
  EXPECT_EQ(parse_excluded_diagonals(text).listed, 48);
  for (int d : {15, 17}) {
    const Rules rules = rules_of(parse_excluded_diagonals(text, d));
    const FindResult first = find_solution(rules, {.method = FindMethod::first}), any = find_solution(rules);
    ASSERT_EQ(first.outcome, Outcome::found) << d;
    ASSERT_EQ(any.outcome, Outcome::found) << d;
    EXPECT_TRUE(is_solution(rules, first.solution));
    EXPECT_TRUE(is_solution(rules, any.solution));
  }
  struct StopAtOnce : SearchObserver {
    bool stop_requested() override { return true; }
  } stop;
  const Rules hard = rules_of(parse_excluded_diagonals(text, 19));
  EXPECT_EQ(find_solution(hard, {.method = FindMethod::first, .observer = &stop}).outcome, Outcome::gave_up);
  EXPECT_EQ(find_solution(hard, {.observer = &stop}).outcome, Outcome::gave_up);
  EXPECT_EQ(find_solution(hard, {.max_seconds = 1e-3}).outcome, Outcome::gave_up);
}

// find_solution races a complete search (the proof) against the restarting one on two threads:
// the proof ends it where there is no solution, and a solution is always the restarting
// search's, the same on every run.
TEST(FindSolution, TwoSearchesGiveOneAnswer) {
  const std::string text = read_text(std::string(NQUEENS_TEST_DATA) + "/diag-21-4-37.param");
  const Rules none = rules_of(parse_excluded_diagonals(text, 25));
  const FindResult proof = find_solution(none);
  EXPECT_EQ(proof.outcome, Outcome::none_exists);
  EXPECT_GT(proof.nodes, 0u);
  const Rules some = rules_of(parse_excluded_diagonals(text, 17));
  const FindResult found = find_solution(some);
  ASSERT_EQ(found.outcome, Outcome::found);
  EXPECT_TRUE(is_solution(some, found.solution));
  EXPECT_EQ(find_solution(some).solution, found.solution);
  // A stop and a time limit reach both searches: the race gives up at once.
  struct StopAtOnce : SearchObserver {
    bool stop_requested() override { return true; }
  } stop;
  const Rules hard = rules_of(parse_excluded_diagonals(text, 19));
  EXPECT_EQ(find_solution(hard, {.observer = &stop}).outcome, Outcome::gave_up);
  EXPECT_EQ(find_solution(hard, {.max_seconds = 1e-3}).outcome, Outcome::gave_up);
}

}  // namespace
}  // namespace nqueens::io
