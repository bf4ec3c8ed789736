#include "nqueens/io/queens_reader.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace nqueens::io {
namespace {

TEST(ParseQueens, ColumnList) {
  const Queens q = parse_queens("1 5 8 6 3 7 2 4\n");
  EXPECT_EQ(q.n, 8);
  ASSERT_EQ(q.queens.size(), 8u);
  EXPECT_EQ(q.queens[1], (Square{1, 4}));
  EXPECT_EQ(parse_queens("2\n4\n1\n3").n, 4);            // one per line
  EXPECT_EQ(parse_queens("  \n 2, 4, 1, 3 \n\n").n, 4);  // commas and blank lines
}

TEST(ParseQueens, Board) {
  const Queens q = parse_queens(".Q..\n...Q\nQ...\n..Q.\n");
  EXPECT_EQ(q.n, 4);
  ASSERT_EQ(q.queens.size(), 4u);
  EXPECT_EQ(q.queens[0], (Square{0, 1}));
  EXPECT_EQ(q.queens[3], (Square{3, 2}));
  EXPECT_EQ(parse_queens(". Q . .\n. . . Q\nQ . . .\n. . Q .\n").queens.size(), 4u);  // --format board
  EXPECT_EQ(parse_queens("QQ\n..\r\n").queens.size(), 2u);  // two in a row is readable; verify rejects it
}

TEST(ParseQueens, Malformed) {
  EXPECT_THROW(parse_queens(""), std::invalid_argument);
  EXPECT_THROW(parse_queens(" \n\n"), std::invalid_argument);
  EXPECT_THROW(parse_queens("1 2 x"), std::invalid_argument);
  EXPECT_THROW(parse_queens("1 2 3.5"), std::invalid_argument);
  EXPECT_THROW(parse_queens("0 1 2"), std::invalid_argument);  // columns count from 1
  EXPECT_THROW(parse_queens("1 2 4"), std::invalid_argument);  // past n
  EXPECT_THROW(parse_queens("-1 2"), std::invalid_argument);
  EXPECT_THROW(parse_queens("99999999999999999999 1"), std::invalid_argument);
  EXPECT_THROW(parse_queens(".Q.\n..\n...\n"), std::invalid_argument);   // ragged
  EXPECT_THROW(parse_queens(".Q.\n...\n"), std::invalid_argument);       // not square
  EXPECT_THROW(parse_queens(".X.\n...\n...\n"), std::invalid_argument);  // unknown square
}

TEST(ParsePlacements, SeveralPerText) {
  const auto lines = parse_placements("2 4 1 3\n3 1 4 2\n\n1 2 3\n");
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[2].n, 3);
  EXPECT_EQ(lines[2].line, 4u);
  const auto boards = parse_placements(
      "Solution 1: 2 4 1 3\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n"
      "Solution 2: 1\nQ\n\nTotal: 2 solutions\n");
  ASSERT_EQ(boards.size(), 2u);
  EXPECT_EQ(boards[0].n, 4);
  EXPECT_EQ(boards[0].line, 2u);
  EXPECT_EQ(boards[1].n, 1);
  EXPECT_EQ(parse_placements("1\n3\n5\n2\n4\n").size(), 1u);  // a column per line: one placement
  EXPECT_THROW(parse_queens("2 4 1 3\n3 1 4 2\n"), std::invalid_argument);
}

TEST(ParsePlacements, ByteOrderMarkIsIgnored) {
  EXPECT_EQ(parse_queens("\xEF\xBB\xBF"
                         "2 4 1 3\n")
                .n,
            4);
  EXPECT_EQ(parse_queens("\xEF\xBB\xBF"
                         ".Q\n..\n")
                .n,
            2);
}

TEST(ReadText, UnreadableFile) {
  EXPECT_THROW(read_text("/nonexistent/placement.txt"), std::invalid_argument);
  EXPECT_THROW(read_text("/"), std::invalid_argument);  // a directory
}

}  // namespace
}  // namespace nqueens::io
