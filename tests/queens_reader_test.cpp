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

// The tool's JSON reads back: the json format's array and one object, jsonl's lines, LeetCode's
// boards; an object of no solution holds no placement.
TEST(ParsePlacements, Json) {
  const auto listing =
      parse_placements("[\n{\"n\":4,\"index\":1,\"columns\":[2,4,1,3]},\n{\"columns\":[3,1,4,2]}\n]\n");
  ASSERT_EQ(listing.size(), 2u);
  EXPECT_EQ(listing[1].n, 4);
  EXPECT_EQ(listing[1].line, 3u);
  EXPECT_EQ(listing[1].queens[0], (Square{0, 2}));
  EXPECT_EQ(parse_queens("{\"n\":4,\"columns\":[2,4,1,3]}").queens[3], (Square{3, 2}));
  const auto lines = parse_placements("{\"columns\":[2,4,1,3]}\r\n\n{\"columns\":[1]}\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[1].line, 3u);
  EXPECT_EQ(parse_queens("[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]").queens[2], (Square{2, 0}));
  EXPECT_EQ(parse_placements("{\"n\":2,\"columns\":null,\"reason\":\"none\"}\n{\"columns\":[1]}").size(), 1u);
}

TEST(ParsePlacements, MalformedJsonNamesTheLine) {
  const auto message = [](std::string_view text) {
    try {
      parse_placements(text);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message("[\n{\"columns\":[1,2,"),
            "the input is not JSON: parse error at line 3, column 1: syntax error "
            "while parsing value - unexpected end of input; expected '[', '{', or a "
            "literal");
  EXPECT_EQ(message("[\n{\"columns\":[2,4,1,3]},\n{\"columns\":[1,5]}]"),
            "line 3: row 2 has column 5, outside 1..2 (columns count from 1)");
  EXPECT_EQ(message("{\"columns\":[1]}\n{\"columns\":[1,\"2\"]}"),
            "line 2: row 2 has column '\"2\"', not a column number");
  EXPECT_EQ(message("{\"n\":5,\"columns\":[1]}"), "line 1: \"n\" is '5' but \"columns\" has 1 column");
  EXPECT_EQ(message("[{\"rows\":[1]}]"), "line 1: expected an object with \"columns\" or a board");
  EXPECT_EQ(message("{\"columns\":[]}"), "line 1: \"columns\" is not a list of column numbers");
  EXPECT_EQ(message("{\"columns\":[1]}\nnot json"), "line 2: 'not json' is not JSON");
  EXPECT_EQ(message("[[\"Q.\",\".x\"]]"), "line 1: 'x' is neither Q nor . on a board");
  // The fuzzer's input (tests/fuzz/preplaced/leetcode-empty-board): a 0×0 board was read.
  EXPECT_EQ(message("[[  ]]"), "line 1: an empty board, with no row");
  EXPECT_EQ(message("[[\"Q\"],[]]"), "line 1: an empty board, with no row");
  // The fuzzer's input (tests/fuzz/placements/json-number-past-double): the JSON parser threw
  // out_of_range, which no reader caught, and the tool ended in std::terminate.
  EXPECT_EQ(message("[{\"columns\":[1,9e999]}]"), "the input is not JSON: number overflow parsing '9e999'");
  EXPECT_EQ(message("{\"columns\":[1,9e999]}"), "line 1: '{\"columns\":[1,9e999]...' is not JSON");
  EXPECT_EQ(message("{\"columns\":null}"), "the input holds no placement: its JSON lists no columns");
}

TEST(ReadText, UnreadableFile) {
  EXPECT_THROW(read_text("/nonexistent/placement.txt"), std::invalid_argument);
  EXPECT_THROW(read_text("/"), std::invalid_argument);  // a directory
}

}  // namespace
}  // namespace nqueens::io
