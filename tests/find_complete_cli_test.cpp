// The find and complete commands as a user runs them: every flag, every exit status.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <stdexcept>
#include <string>

#include "cli_expect.hpp"
#include "cli_runner.hpp"
#include "nqueens/io/placement_output.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::test {
namespace {

// Runs a command that must succeed and print a solution of n queens in the line format.
void expect_solution(const std::string& args, int n) {
  const CliResult r = run_cli(args);
  ASSERT_EQ(r.status, 0) << args << "\n" << r.err;
  EXPECT_EQ(r.err, "");
  const io::Queens q = io::parse_queens(r.out);
  ASSERT_EQ(q.n, n) << args;
  EXPECT_EQ(find_attacks(classic_rules(q.n), q.queens, 1).pairs, 0u) << args;
}

TEST(FindCli, Methods) {
  EXPECT_EQ(run_cli("find 8").out, "4 6 8 2 7 1 3 5\n");
  EXPECT_EQ(run_cli("find 8 --method construct").out, "4 6 8 2 7 1 3 5\n");
  EXPECT_EQ(run_cli("find 8 --method first").out, "1 5 8 6 3 7 2 4\n");
  EXPECT_EQ(run_cli("find 8 -m first --time-limit 10").out, "1 5 8 6 3 7 2 4\n");
  EXPECT_EQ(run_cli("find 1").out, "1\n");
  expect_solution("find 1000", 1000);
  expect_solution("find 997 --method min-conflicts --seed 3", 997);
  expect_solution("find 50 -m min-conflicts --max-steps 1000000", 50);
  EXPECT_EQ(run_cli("find 300 -m min-conflicts --seed 9").out, run_cli("find 300 -m min-conflicts --seed 9").out);
  EXPECT_NE(run_cli("find 300 -m min-conflicts --seed 9").out, run_cli("find 300 -m min-conflicts --seed 10").out);
}

TEST(FindCli, NoSolutionIsAnAnswer) {
  for (const char* args : {"find 2", "find 3", "find 3 -m min-conflicts", "find 2 -m first"}) {
    const CliResult r = run_cli(args);
    EXPECT_EQ(r.status, 0) << args;
    EXPECT_EQ(r.err, "") << args;
  }
  EXPECT_EQ(run_cli("find 2").out, "no solution: the 2×2 board has none\n");
  EXPECT_EQ(run_cli("find 3 --format leetcode").out, "[]\n");
  // QA: json and svg printed nothing; every format says there is none.
  EXPECT_EQ(run_cli("find 2 --format json").out,
            "{\"n\":2,\"columns\":null,\"reason\":\"no solution: the 2×2 board has none\"}\n");
  EXPECT_EQ(run_cli("find 3 --format board").out, "no solution: the 3×3 board has none\n");
  const CliResult svg = run_cli("find 2 --format svg");
  EXPECT_EQ(svg.status, 0);
  EXPECT_EQ(svg.out.rfind("<?xml", 0), 0u) << svg.out;
  EXPECT_NE(svg.out.find(">no solution: the 2×2 board has none</text>"), std::string::npos) << svg.out;
  EXPECT_EQ(svg.out.find("class=\"queen"), std::string::npos) << svg.out;
}

TEST(FindCli, GivingUpExitsOneWithNothingOnStdout) {
  CliResult r = run_cli("find 5000 -m min-conflicts --max-steps 2");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("--seed"), std::string::npos) << r.err;
  r = run_cli("find 5000 -m min-conflicts --max-steps 1");  // QA: "in 1 steps"
  EXPECT_NE(r.err.find("no solution of 5000 queens in 1 step (seed 1)"), std::string::npos) << r.err;
  r = run_cli("find 60 -m first --time-limit 0.001");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("--time-limit"), std::string::npos) << r.err;
}

// The library speaks of zero-based columns; the tool names its option (FindCli.BadInput).
TEST(PlacementOutput, ZeroBasedAppliesToLineAndRows) {
  EXPECT_TRUE(io::placement_format("line").zero_based_applies());
  EXPECT_TRUE(io::placement_format("rows").zero_based_applies());
  EXPECT_FALSE(io::placement_format("grid").zero_based_applies());
  EXPECT_FALSE(io::placement_format("json").zero_based_applies());
  io::Output out(stdout);
  try {
    io::PlacementOutput writer(out, io::placement_format("grid"), 4, true, io::Answers::one);
    ADD_FAILURE() << "zero-based columns were accepted for the grid format";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "zero-based columns apply to the line and rows formats, not 'grid'");
  }
}

TEST(FindCli, Formats) {
  EXPECT_EQ(run_cli("find 4 --zero-based").out, "1 3 0 2\n");
  EXPECT_EQ(run_cli("find 4 --format rows").out, "2\n4\n1\n3\n");
  EXPECT_EQ(run_cli("find 4 --format rows --zero-based").out, "1\n3\n0\n2\n");
  EXPECT_EQ(run_cli("find 4 --format grid").out, ".Q..\n...Q\nQ...\n..Q.\n");
  EXPECT_EQ(run_cli("find 4 --format leetcode").out, "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n");
  // One answer: json writes one object, jsonl the line of a listing.
  EXPECT_EQ(run_cli("find 4 --format json").out, "{\"n\":4,\"columns\":[2,4,1,3]}\n");
  EXPECT_EQ(run_cli("find 4 --format jsonl").out, "{\"n\":4,\"index\":1,\"columns\":[2,4,1,3]}\n");
  EXPECT_EQ(run_cli("find 8 -m first --format digits").out, "15863724\n");
  // A listing long enough to be flushed in pieces reads back whole.
  expect_solution("find 100003 --format rows", 100003);
}

TEST(FindCli, BadInput) {
  expect_usage_error("find", "N");
  expect_usage_error("find 0", "from 1 to");
  expect_usage_error("find abc", "'abc'");
  expect_usage_error("find 2000000000", "from 1 to");
  expect_usage_error("find 8 --method magic", "magic");
  expect_usage_error("find 8 --seed 3", "--seed");
  expect_usage_error("find 8 --max-steps 3", "min-conflicts");
  expect_usage_error("find 8 -m min-conflicts --time-limit 3", "--time-limit");
  expect_usage_error("find 8 -m first --time-limit -1", "time-limit");
  expect_usage_error("find 65 -m first", "up to 64");
  expect_usage_error("find 8 --format nope", "unknown format 'nope'");
  expect_usage_error("find 8 --format usaco", "unknown format 'usaco'");  // ends with Q(n), not a listing
  expect_usage_error("find 2000 --format grid", "grid");
  expect_usage_error("find 100 --format board", "up to 64");
  expect_usage_error("find 8 --format grid --zero-based",
                     "--zero-based applies to the line and rows formats, not 'grid'");
}

TEST(CompleteCli, AojSampleByteForByte) {
  const CliResult r = run_cli("complete", golden("aoj-alds1-13a.in"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, golden("aoj-alds1-13a.out"));
  EXPECT_EQ(r.err, "");
}

TEST(CompleteCli, NaucksPuzzle) {
  // b4 and d5: rows 8 - rank, columns file - 'a', 0-based.
  const std::string nauck = "2\n4 1\n3 3\n";
  EXPECT_EQ(run_cli("complete --count", nauck).out, "2\n");
  const CliResult all = run_cli("complete --all --format line", nauck);
  EXPECT_EQ(all.status, 0);
  EXPECT_EQ(std::count(all.out.begin(), all.out.end(), '\n'), 2) << all.out;
  const CliResult boards = run_cli("complete -a", nauck);
  EXPECT_EQ(boards.out.size(), 2 * 8 * 9 + 1u) << boards.out;  // two boards, a blank line between
  EXPECT_EQ(run_cli("complete --count --size 8", nauck).out, "2\n");
}

TEST(CompleteCli, InputFormats) {
  EXPECT_EQ(run_cli("complete --format line", "letting n = 4\nletting init = [[0, 1]]\n").out, "2 4 1 3\n");
  EXPECT_EQ(run_cli("complete --format line --zero-based", "....\n...Q\n....\n....\n").out, "1 3 0 2\n");
  EXPECT_EQ(run_cli("complete --count", ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n").out, "10\n");
  EXPECT_EQ(run_cli("complete --count --size 6", "0\n").out, "4\n");
  EXPECT_EQ(run_cli("complete --format rows", "1\n0 0\n").status, 0);
}

TEST(CompleteCli, NoCompletionIsAnAnswer) {
  CliResult r = run_cli("complete", "2\n0 0\n7 7\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "no completion: the queens at (0, 0) and (7, 7) share a diagonal\n");
  r = run_cli("complete", "Q...\n....\n..Q.\n....\n");  // boards count from 1
  EXPECT_EQ(r.out, "no completion: the queens at (1, 1) and (3, 3) share a diagonal\n");
  r = run_cli("complete --count", "2\n0 0\n0 5\n");
  EXPECT_EQ(r.out, "0\n");
  r = run_cli("complete --all", "letting n = 4\nletting init = [[0, 0]]\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "no completion\n");
  EXPECT_EQ(run_cli("complete --all --format json", "2\n0 0\n7 7\n").out, "[]\n");  // a listing of none
  // More queens than rows: two share a row, an answer like any attacking pair (fuzz_preplaced).
  EXPECT_EQ(run_cli("complete", ".Q\nQQ\n").out, "no completion: the queens at (2, 1) and (2, 2) share a row\n");
  EXPECT_EQ(run_cli("complete --count", ".Q\nQQ\n").out, "0\n");
  r = run_cli("complete --all --format jsonl", "2\n0 0\n7 7\n");
  EXPECT_EQ(r.out,
            "{\"n\":8,\"columns\":null,\"reason\":\"no completion: the queens at (0, 0) and (7, 7) share a "
            "diagonal\"}\n");
}

// QA: with no completion the machine formats printed nothing at all.
TEST(CompleteCli, NoCompletionInEveryFormat) {
  const std::string attacked = "2\n0 0\n7 7\n";
  const std::string why = "no completion: the queens at (0, 0) and (7, 7) share a diagonal";
  for (const char* mode : {"", " --all"}) {
    for (const char* format : {"board", "numbered", "hash", "squares", "openjudge"})
      EXPECT_EQ(run_cli(std::string("complete --format ") + format + mode, attacked).out, why + "\n") << format;
    const std::string none_object = "{\"n\":8,\"columns\":null,\"reason\":\"" + why + "\"}\n";
    EXPECT_EQ(run_cli(std::string("complete --format jsonl") + mode, attacked).out, none_object);
    // json: the object for one answer, the empty array for a listing.
    EXPECT_EQ(run_cli(std::string("complete --format json") + mode, attacked).out, *mode ? "[]\n" : none_object);
    EXPECT_EQ(run_cli(std::string("complete --format leetcode") + mode, attacked).out, "[]\n");
    const CliResult svg = run_cli(std::string("complete --format svg") + mode, attacked);
    EXPECT_EQ(svg.status, 0);
    EXPECT_NE(svg.out.find(">" + why + "</text>"), std::string::npos) << svg.out;
    EXPECT_EQ(svg.out.substr(svg.out.size() - 7), "</svg>\n");
  }
}

// QA: find and complete printed "Total: 1 solution" after the one placement they found, as if it
// were Q(n); only complete --all lists every solution and reports how many.
TEST(CompleteCli, OneAnswerHasNoTotal) {
  EXPECT_EQ(run_cli("find 4 --format board").out, "Solution 1: 2 4 1 3\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n");
  EXPECT_EQ(run_cli("find 4 --format hash").out, "0#00\n000#\n#000\n00#0\n================\n");
  EXPECT_EQ(run_cli("find 4 --format numbered").out, "  1:  2  4  1  3\n");
  EXPECT_EQ(run_cli("complete --format numbered --size 4", "1\n0 1\n").out, "  1:  2  4  1  3\n");
  EXPECT_EQ(run_cli("complete --all --format numbered --size 6", "0\n").out,
            "  1:  2  4  6  1  3  5\n  2:  3  6  2  5  1  4\n  3:  4  1  5  2  6  3\n  4:  5  3  1  6  4  2\n"
            "Total = 4\n");
}

// QA: giving up after a listing format had begun left an unclosed JSON array on stdout.
TEST(CompleteCli, GivingUpLeavesNoHalfListing) {
  EXPECT_EQ(run_cli("find 60 -m first --time-limit 0.001 --format leetcode").out, "");
}

TEST(CompleteCli, FromAFile) {
  const CliResult r = run_cli(std::string("complete ") + NQUEENS_TEST_GOLDEN + "/aoj-alds1-13a.in");
  EXPECT_EQ(r.out, golden("aoj-alds1-13a.out"));
  const CliResult missing = run_cli("complete /nonexistent/file");
  EXPECT_EQ(missing.status, 2);  // as every command: an unreadable input file is bad input
  EXPECT_EQ(missing.out, "");
  EXPECT_NE(missing.err.find("cannot read '/nonexistent/file'"), std::string::npos) << missing.err;
}

TEST(CompleteCli, MessagesCountInTheRightNumber) {  // QA: "after 1 queens"
  expect_usage_error("complete", "the end of the input after 1 queen, found '1'", "1\n0 0\n1 1\n");
}

TEST(CompleteCli, GivingUpExitsOne) {
  // CSPLib 79's instance of n = 21 with 19 excluded diagonals takes longer than 0.01 s to decide.
  const CliResult r = run_cli(fmt::format("complete --quiet --size 21 --diags {}/diag-21-4-37.param --diags-count 19 "
                                          "--time-limit 0.01",
                                          NQUEENS_TEST_DATA),
                              "0\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("--time-limit"), std::string::npos) << r.err;
}

TEST(CompleteCli, BadInput) {
  expect_usage_error("complete", "empty", "");
  expect_usage_error("complete", "standard input:2:3: expected the column of queen 1 of 1", "1\n1 x\n");
  expect_usage_error("complete", "off the 8×8 board", "1\n3 8\n");
  expect_usage_error("complete", "off the 5×5 board", "letting n = 5\nletting init = [[5, 0]]\n");
  expect_usage_error("complete", "same square (3, 3)", "2\n3 3\n3 3\n");
  expect_usage_error("complete", "square", "..Q\n...\n");
  expect_usage_error("complete --size 1000001", "size", "0\n");
  expect_usage_error("complete --size 5", "the input is a 4×4 board, but --size says 5", "....\n....\n....\n....\n");
  expect_usage_error("complete --count --all", "excludes", "0\n");
  // A count and a listing run to their end or to Ctrl-C: a partial one would pass for the answer.
  expect_usage_error("complete --count --time-limit 1", "not --count or --all", "0\n");
  expect_usage_error("complete --all --time-limit 1", "not --count or --all", "0\n");
  expect_usage_error("complete --format squares --zero-based",
                     "--zero-based applies to the line and rows formats, not 'squares'", "0\n");
  // --count writes no placement, so it ignores --zero-based.
  EXPECT_EQ(run_cli("complete --count --format squares --zero-based", "0\n").out, "92\n");
  expect_usage_error("complete", "at most 64 rows are free; 65 of its 66 rows are",
                     "letting n = 66\nletting init = [[0, 0]]\n");
  // The range is the library's, checked once the writer accepts the size (grid stops at 1000).
  expect_usage_error("complete --format line", "nothing but placed queens has n from 1 to 1000000 columns, got 1000001",
                     "letting n = 1000001\nletting init = [[0, 0]]\n");
  // Without queens, a completion is any solution: the construction's (the line format: each
  // column from 1 and a space or the newline after it).
  std::size_t line_bytes = 0;
  for (int column = 1; column <= 1'000'000; ++column) line_bytes += std::to_string(column).size() + 1;
  EXPECT_EQ(run_cli("complete --format line", "letting n = 1000000\nletting init = []\n").out.size(), line_bytes);
}

TEST(CompleteCli, Help) {
  for (const char* args : {"find --help", "complete --help"}) {
    const CliResult r = run_cli(args);
    EXPECT_EQ(r.status, 0) << args;
    EXPECT_NE(r.out.find("Examples:"), std::string::npos) << args;
    EXPECT_NE(r.out.find("Exit status"), std::string::npos) << args;
  }
  // The examples as one types them: printf's \n written out, each example on one line (QA: the
  // superqueens example broke into six lines).
  const std::string help = run_cli("complete --help").out;
  EXPECT_NE(help.find("\n  printf 'Q....\\n.....\\n.....\\n.....\\n.....\\n' | nqueens complete --superqueens"),
            std::string::npos)
      << help;
  EXPECT_EQ(help.find("\n.....\n"), std::string::npos) << help;
}

}  // namespace
}  // namespace nqueens::test
