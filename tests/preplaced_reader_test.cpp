#include "nqueens/io/preplaced_reader.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include "test_util.hpp"

namespace nqueens::io {
namespace {

TEST(ParsePreplaced, Aoj) {
  const Preplaced p = parse_preplaced(test::golden("aoj-alds1-13a.in"), std::nullopt);
  EXPECT_EQ(p.format, PreplacedFormat::aoj);
  EXPECT_EQ(p.n, 8);
  EXPECT_EQ(p.queens, (std::vector<Square>{{2, 2}, {5, 3}}));
  EXPECT_EQ(parse_preplaced("1\n9 9\n", 10).n, 10);  // --size
  EXPECT_TRUE(parse_preplaced("0\n", std::nullopt).queens.empty());
}

TEST(ParsePreplaced, Csplib) {
  const Preplaced p = parse_preplaced(
      "language ESSENCE' 1.0\n$ a comment\nletting n = 10\nletting init = [[0, 1],\n [9, 8]] $ two queens\n",
      std::nullopt);
  EXPECT_EQ(p.format, PreplacedFormat::csplib);
  EXPECT_EQ(p.n, 10);
  EXPECT_EQ(p.queens, (std::vector<Square>{{0, 1}, {9, 8}}));
  const Preplaced q = parse_preplaced("letting init = []\nletting n be 5", std::nullopt);
  EXPECT_EQ(q.n, 5);
  EXPECT_TRUE(q.queens.empty());
}

// What Essence' and the other formats allow: CR LF, a byte order mark, comments, a comma after
// the last element, "be", an index domain; an empty list.
TEST(ParsePreplaced, WhatTheFormatsAllow) {
  const std::vector<Square> queens{{0, 1}, {3, 2}};
  for (const char* text :
       {"letting n = 4\nletting init = [[0,1],\n[3,2],\n]",
        "\xEF\xBB\xBFletting n be 4\r\nletting init be [[0, 1,], [3, 2]; int(1..2)]\r\n",
        "$ CSPLib 79\r\nletting init = [[0, 1], [3, 2]] : `matrix indexed by [int(1..2), int(1..2)] of "
        "int` $ two\nletting n = 4"}) {
    SCOPED_TRACE(text);
    const Preplaced p = parse_preplaced(text, std::nullopt);
    EXPECT_EQ(p.format, PreplacedFormat::csplib);
    EXPECT_EQ(p.n, 4);
    EXPECT_EQ(p.queens, queens);
  }
  EXPECT_EQ(parse_preplaced("\xEF\xBB\xBF"
                            "2\r\n0 1\r\n3 2\r\n",
                            4)
                .queens,
            queens);
  EXPECT_EQ(parse_preplaced("\xEF\xBB\xBF.Q..\r\n....\r\n....\r\n..Q.\r\n", std::nullopt).queens, queens);
  EXPECT_TRUE(
      parse_preplaced("letting n = 4\nletting init = [] : `matrix indexed by [int()] of int`", 4).queens.empty());
}

TEST(ParsePreplaced, Board) {
  const Preplaced p = parse_preplaced("....\n..Q.\n....\n....\n", std::nullopt);
  EXPECT_EQ(p.format, PreplacedFormat::board);
  EXPECT_EQ(p.n, 4);
  EXPECT_EQ(p.queens, (std::vector<Square>{{1, 2}}));
  EXPECT_EQ(square_name(p.format, p.queens[0]), "(2, 3)");  // boards count from 1
  EXPECT_EQ(square_name(PreplacedFormat::aoj, p.queens[0]), "(1, 2)");
}

void expect_error(const std::string& text, const std::string& mentions, std::optional<int> size = std::nullopt) {
  try {
    parse_preplaced(text, size);
    ADD_FAILURE() << "no error for: " << text;
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find(mentions), std::string::npos) << e.what();
  }
}

TEST(ParsePreplaced, Malformed) {
  expect_error("", "empty");
  expect_error("2\n1 1\n", "the input ends");         // fewer queens than announced
  expect_error("1\n1 1\n2 2\n", "end of the input");  // more
  expect_error("1\n1 x\n", "line 2, column 3: expected the column of queen 1 of 1, found 'x'");
  expect_error("1\n1 2.5\n", "'2.5' is not a whole number");
  // Past int on either side; -2^63 read as 0 (the overflow of its absolute value).
  for (const char* number : {"2147483648", "-2147483648", "9223372036854775807", "-9223372036854775808"}) {
    expect_error(fmt::format("{}\n", number), fmt::format("'{}' is not a whole number", number));
    expect_error(fmt::format("1\n{} 3\n", number), fmt::format("'{}' is not a whole number", number));
    expect_error(fmt::format("letting n = {}\nletting init = []\n", number), "not a whole number");
  }
  expect_error("-1\n", "must not be negative");
  expect_error("1\n8 0\n", "line 2, column 1: queen (8, 0) is off the 8×8 board");  // 0-based: 8 is past the edge
  expect_error("1\n0 -1\n", "off the 8×8 board");
  expect_error("2\n3 3\n3 3\n", "line 3, column 1: two queens on the same square (3, 3)");
  expect_error("letting n = 4\nletting init = [[0, 4]]\n", "line 2, column 17: queen (0, 4) is off the 4×4 board");
  expect_error("letting n = 4\nletting init = [[0, 1], [0, 1]]\n", "same square");
  expect_error("letting n = 4\n", "no 'letting init");
  expect_error("letting init = [[0, 1]]\n", "no 'letting n");
  expect_error("letting n = 0\nletting init = []\n", "at least 1");
  expect_error("letting n = 4\nletting init = [[0, 1]\n", "the input ends");
  expect_error("letting n = 4\nletting m = 3\n", "line 2, column 9: unknown parameter 'm'");
  expect_error("letting n = 4\nletting init = []\nletting n = 4\n", "line 3, column 9: 'n' is given twice");
  expect_error("letting n = 4\nletting init = [[0 1]]\n", "line 2, column 20: expected ',' or ']'");
  expect_error("..Q\n...\n", "square");      // not square
  expect_error("..Q\n..\n...\n", "square");  // ragged
  expect_error("..X\n...\n...\n", "line 1, column 3: 'X' is neither Q nor");
  expect_error("...\n...\n...\n", "the input is a 3×3 board, but the size given is 4", 4);
  expect_error("1\n1 1\n", "at least 1", 0);
}

// A size that disagrees with the input carries both sizes, for the tool to name its option.
TEST(ParsePreplaced, SizeMismatchCarriesBothSizes) {
  try {
    parse_preplaced("letting n = 5\nletting init = []\n", 4);
    ADD_FAILURE() << "a 5×5 board was read as 4×4";
  } catch (const SizeMismatchError& e) {
    EXPECT_EQ(e.input_size(), 5);
    EXPECT_EQ(e.given_size(), 4);
    EXPECT_STREQ(e.what(), "the input is a 5×5 board, but the size given is 4");
  }
}

}  // namespace
}  // namespace nqueens::io
