// Byte-exact output of every format, through the command line as users run it.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_runner.hpp"

namespace nqueens::test {
namespace {

bool starts_with(const std::string& s, const std::string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

TEST(Formats, OpenJudge2698AllBlocks) {
  const CliResult r = run_cli("solve 8 --format openjudge");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(starts_with(r.out, golden("openjudge-2698-first3.txt")));
  const auto l = lines(r.out);
  ASSERT_EQ(l.size(), 92u * 9u);
  std::vector<std::vector<int>> column_major;  // row of the queen in each column, per block
  for (int k = 0; k < 92; ++k) {
    EXPECT_EQ(l[k * 9], "No. " + std::to_string(k + 1));
    std::vector<int> rows(8, -1);
    for (int i = 0; i < 8; ++i) {
      const std::string& row = l[k * 9 + 1 + i];
      ASSERT_EQ(row.size(), 16u);  // "x " eight times
      for (int j = 0; j < 8; ++j) {
        EXPECT_EQ(row[2 * j + 1], ' ');
        if (row[2 * j] == '1') rows[j] = i;
      }
    }
    column_major.push_back(rows);
  }
  for (std::size_t k = 1; k < column_major.size(); ++k) EXPECT_LT(column_major[k - 1], column_major[k]);
}

TEST(Formats, NumberedPascalStyle) {
  const CliResult r = run_cli("solve 8 --format numbered");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(starts_with(r.out, golden("seed-pascal-n8-head.txt")));
  const auto l = lines(r.out);
  ASSERT_EQ(l.size(), 93u);
  EXPECT_EQ(l[91], " 92:  8  4  1  3  6  2  7  5");
  EXPECT_EQ(l[92], "Total = 92");
}

TEST(Formats, SquaresWithTabs) {
  const CliResult r = run_cli("solve 8 --format squares");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(starts_with(r.out, golden("seed-rowcol-n8-head.txt")));
  EXPECT_EQ(lines(r.out).size(), 92u);
}

TEST(Formats, HashFromTheRule) {
  const CliResult r = run_cli("solve 4 --format hash");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "0#00\n000#\n#000\n00#0\n================\n"
            "00#0\n#000\n000#\n0#00\n================\n"
            "4皇后问题的解的个数为:2\n");
  EXPECT_EQ(run_cli("solve 3 --format hash").out, "3皇后问题的解的个数为:0\n");
}

TEST(Formats, UsacoChecker) {
  const CliResult r = run_cli("solve 6 --format usaco");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, golden("usaco-checker-n6.txt"));
  EXPECT_EQ(run_cli("solve 4 --format usaco").out, "2 4 1 3\n3 1 4 2\n2\n");  // fewer than three
  EXPECT_EQ(run_cli("solve 8 --format usaco").out, "1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n92\n");
}

TEST(Formats, LeetCode51) {
  EXPECT_EQ(run_cli("solve 4 --format leetcode").out, golden("leetcode-51-n4.txt"));
  EXPECT_EQ(run_cli("solve 2 --format leetcode").out, "[]\n");
  EXPECT_EQ(run_cli("solve 1 --format leetcode").out, "[[\"Q\"]]\n");
}

TEST(Formats, OpenJudge2754Digits) {
  EXPECT_EQ(run_cli("solve 8 --index 1 --format digits").out, "15863724\n");
  EXPECT_EQ(run_cli("solve 8 --index 92 --format digits").out, "84136275\n");
  EXPECT_EQ(run_cli("solve 8 --index 3 --format digits").out, "17468253\n");
}

TEST(Formats, JsonLines) {
  const CliResult r = run_cli("solve 6 --format jsonl");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto l = lines(r.out);
  ASSERT_EQ(l.size(), 4u);
  const auto first = nlohmann::json::parse(l[0]);
  EXPECT_EQ(first["n"], 6);
  EXPECT_EQ(first["index"], 1);
  EXPECT_EQ(first["columns"], nlohmann::json::parse("[2,4,6,1,3,5]"));
  EXPECT_EQ(l[0], R"({"n":6,"index":1,"columns":[2,4,6,1,3,5]})");
}

// json is one document, which json.load reads: the array of jsonl's objects, one a line.
TEST(Formats, JsonIsOneDocument) {
  const CliResult r = run_cli("solve 6 --format json");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "[\n"
            R"({"n":6,"index":1,"columns":[2,4,6,1,3,5]},)"
            "\n"
            R"({"n":6,"index":2,"columns":[3,6,2,5,1,4]},)"
            "\n"
            R"({"n":6,"index":3,"columns":[4,1,5,2,6,3]},)"
            "\n"
            R"({"n":6,"index":4,"columns":[5,3,1,6,4,2]})"
            "\n"
            "]\n");
  const auto l = lines(run_cli("solve 8 --format jsonl").out);
  const nlohmann::json all = nlohmann::json::parse(run_cli("solve 8 --format json").out);
  ASSERT_EQ(all.size(), 92u);
  for (std::size_t i = 0; i < l.size(); ++i) EXPECT_EQ(all[i], nlohmann::json::parse(l[i]));
  // Cut short by --limit or at an index, and with no solution, it is still one array.
  EXPECT_EQ(nlohmann::json::parse(run_cli("solve 10 --format json --limit 3").out).size(), 3u);
  EXPECT_EQ(nlohmann::json::parse(run_cli("solve 8 --index 92 --format json").out)[0]["columns"],
            nlohmann::json({8, 4, 1, 3, 6, 2, 7, 5}));
  EXPECT_EQ(run_cli("solve 3 --format json").out, "[]\n");
}

TEST(Formats, BoardIsTheDefault) {
  const std::string expected =
      "Solution 1: 2 4 1 3\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n"
      "Solution 2: 3 1 4 2\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n\n"
      "Total: 2 solutions\n";
  EXPECT_EQ(run_cli("solve 4").out, expected);
  EXPECT_EQ(run_cli("solve 4 --format board").out, expected);
  EXPECT_EQ(run_cli("solve 1").out, "Solution 1: 1\nQ\n\nTotal: 1 solution\n");
}

// The labels of the board and svg formats follow --lang; the judges' and tutorials' formats
// are the same bytes in every language.
TEST(Formats, BoardLabelsInChinese) {
  EXPECT_EQ(run_cli("solve 4 --lang zh").out,
            "方案1：2 4 1 3\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n"
            "方案2：3 1 4 2\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n\n"
            "共 2 个解\n");
  EXPECT_EQ(run_cli("solve 8 --index 92 --lang zh").out,
            "方案92：8 4 1 3 6 2 7 5\n. . . . . . . Q\n. . . Q . . . .\nQ . . . . . . .\n. . Q . . . . .\n"
            ". . . . . Q . .\n. Q . . . . . .\n. . . . . . Q .\n. . . . Q . . .\n\n");
  const std::string svg = run_cli("solve 4 --format svg --lang zh").out;
  EXPECT_NE(svg.find(">方案1：2 4 1 3</text>"), std::string::npos);
  EXPECT_NE(svg.find(">方案2：3 1 4 2</text>"), std::string::npos);
  EXPECT_NE(run_cli("solve 4 --format svg").out.find(">No. 2: 3 1 4 2</text>"), std::string::npos);
  for (const char* format : {"openjudge", "numbered", "squares", "hash", "usaco", "line", "digits", "leetcode", "json"})
    EXPECT_EQ(run_cli(std::string("solve 6 --lang zh --format ") + format).out,
              run_cli(std::string("solve 6 --format ") + format).out)
        << format;
}

TEST(Formats, MainJobListsThe92Solutions) {
  const CliResult r = run_cli("");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, run_cli("solve 8 --format board").out);
  EXPECT_TRUE(starts_with(r.out, "Solution 1: 1 5 8 6 3 7 2 4\nQ . . . . . . .\n. . . . Q . . .\n"));
  EXPECT_NE(r.out.find("Solution 92: 8 4 1 3 6 2 7 5\n"), std::string::npos);
  EXPECT_TRUE(r.out.ends_with("\nTotal: 92 solutions\n"));
}

TEST(Formats, FundamentalAndLimit) {
  const auto fundamental = lines(run_cli("solve 8 --fundamental --format line").out);
  ASSERT_EQ(fundamental.size(), 12u);
  EXPECT_EQ(fundamental.front(), "1 5 8 6 3 7 2 4");
  EXPECT_EQ(run_cli("solve 8 --fundamental --format numbered --limit 2").out,
            "  1:  1  5  8  6  3  7  2  4\n  2:  1  6  8  3  7  4  2  5\n");  // cut short: no total
  const auto usaco = lines(run_cli("solve 8 --fundamental --format usaco").out);
  ASSERT_EQ(usaco.size(), 4u);
  EXPECT_EQ(usaco.back(), "12");  // the fundamental count, not the 92
}

TEST(Formats, PartialListingsHaveNoTotal) {
  EXPECT_EQ(run_cli("solve 4 --limit 1 --format hash").out, "0#00\n000#\n#000\n00#0\n================\n");
  EXPECT_EQ(run_cli("solve 4 --index 2 --format numbered").out, "  2:  3  1  4  2\n");
  EXPECT_EQ(run_cli("solve 4 --limit 5 --format numbered").out, "  1:  2  4  1  3\n  2:  3  1  4  2\nTotal = 2\n");
  EXPECT_EQ(run_cli("solve 6 --limit 2 --format usaco").out, "2 4 6 1 3 5\n3 6 2 5 1 4\n4\n");  // always Q(n)
}

TEST(Formats, LeetCodeSingleSolutionIsValidJson) {
  const CliResult r = run_cli("solve 8 --index 4 --format leetcode");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto boards = nlohmann::json::parse(r.out);
  ASSERT_EQ(boards.size(), 1u);
  EXPECT_EQ(boards[0][0], "Q.......");
  EXPECT_EQ(nlohmann::json::parse(run_cli("solve 8 --fundamental --index 2 --format leetcode").out).size(), 1u);
}

}  // namespace
}  // namespace nqueens::test
