// nqueens check as a learner runs it: a program's output on standard input or in a file, each
// kind of mistake in the judges' formats, the exit statuses and the one-line errors.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "cli_expect.hpp"
#include "cli_runner.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

// What `nqueens solve` prints for these arguments.
std::string solved(const std::string& args) {
  const CliResult r = run_cli("solve " + args);
  EXPECT_EQ(r.status, 0) << args << "\n" << r.err;
  return r.out;
}

// `text` with its `old` (the first one) replaced by `with`.
std::string replaced(std::string text, const std::string& old, const std::string& with) {
  const auto at = text.find(old);
  EXPECT_NE(at, std::string::npos) << old;
  if (at != std::string::npos) text.replace(at, old.size(), with);
  return text;
}

// A run of check that finds differences: exit 1, these lines on stdout, nothing on stderr.
void expect_differs(const std::string& args, const std::string& input, const std::string& out) {
  const CliResult r = run_cli("check " + args, input);
  EXPECT_EQ(r.status, 1) << args << "\n" << r.err;
  EXPECT_EQ(r.out, out) << args;
  EXPECT_EQ(r.err, "") << args;
}

TEST(CheckCli, EachFormatsOwnListingMatches) {
  for (const std::string args : {"8 --format numbered", "8 --format hash", "8 --format openjudge", "6 --format usaco",
                                 "4 --format leetcode", "8", "8 --format digits", "6 --format squares"}) {
    const CliResult r = run_cli("check " + args, solved(args));
    EXPECT_EQ(r.status, 0) << args << "\n" << r.out << r.err;
    EXPECT_EQ(r.err, "") << args;
  }
  const CliResult r = run_cli("check --format numbered", solved("--format numbered"));
  EXPECT_EQ(r.out, "output matches format numbered for n = 8\n");  // data on stdout; N is 8 by default
  EXPECT_EQ(run_cli("check", solved("")).out, "output matches format board for n = 8\n");
}

TEST(CheckCli, ReadsAFileOrStandardInput) {
  TempDir dir;
  std::ofstream(dir / "out.txt") << solved("6 --format usaco");
  EXPECT_EQ(run_cli("check 6 " + dir / "out.txt" + " --format usaco").status, 0);
  EXPECT_EQ(run_cli("check 6 - --format usaco", solved("6 --format usaco")).status, 0);
  EXPECT_EQ(run_cli("check 5 " + dir / "out.txt" + " --format usaco").status, 1);
}

TEST(CheckCli, TrailingSpace) {
  expect_differs("--format numbered", replaced(solved("--format numbered"), "5  3\n", "5  3 \n"),
                 "output differs from format numbered for n = 8:\n"
                 "- your output is right except for spaces\n"
                 "- line 3 ends with a space the judge does not expect\n"
                 "    expected: ··3:··1··7··4··6··8··2··5··3\n"
                 "    actual:   ··3:··1··7··4··6··8··2··5··3·\n");
}

TEST(CheckCli, CrlfLineEnds) {
  std::string crlf;
  for (const char c : solved("4")) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  expect_differs("4", crlf,
                 "output differs from format board for n = 4:\n"
                 "- your output is right except for line ends\n"
                 "- line 1 ends with CR LF (␍, Windows line ends); the judge expects LF alone (13 lines in all)\n"
                 "    expected: Solution·1:·2·4·1·3\n"
                 "    actual:   Solution·1:·2·4·1·3␍\n");
}

TEST(CheckCli, TabForSpace) {
  expect_differs("4 --format openjudge", replaced(solved("4 --format openjudge"), "0 0 1 0 \n", "0 0\t1 0 \n"),
                 "output differs from format openjudge for n = 4:\n"
                 "- your output is right except for tabs\n"
                 "- line 2 has a tab at character 4 where the judge expects a space\n"
                 "    expected: 0·0·1·0·\n"
                 "    actual:   0·0→1·0·\n");
}

TEST(CheckCli, MissingFinalNewline) {
  std::string text = solved("4 --format hash");
  text.pop_back();
  expect_differs("4 --format hash", text,
                 "output differs from format hash for n = 4:\n"
                 "- your output is right except for line ends\n"
                 "- the last line (11) does not end with a newline (↵); the judge's does\n"
                 "    expected: 4皇后问题的解的个数为:2↵\n"
                 "    actual:   4皇后问题的解的个数为:2\n");
}

TEST(CheckCli, NotASolution) {
  expect_differs("6 --format usaco", replaced(solved("6 --format usaco"), "2 4 6 1 3 5", "2 4 6 1 5 3"),
                 "output differs from format usaco for n = 6:\n"
                 "- solution 1 (line 1) is not a solution: the queens in row 4, column 1 and row 6, column 3 share a "
                 "diagonal; the queens in row 3, column 6 and row 6, column 3 share an anti-diagonal\n"
                 "- 1 of the judge's 3 solutions is missing: its solution 1 (columns 2 4 6 1 3 5)\n"
                 "- line 1 is not what the judge expects (first difference at character 9)\n"
                 "    expected: 2·4·6·1·3·5\n"
                 "    actual:   2·4·6·1·5·3\n");
}

TEST(CheckCli, RepeatedSolution) {
  expect_differs("--format digits", solved("--format digits") + "15863724\n",
                 "output differs from format digits for n = 8:\n"
                 "- 1 solution is listed again: solution 93 (line 93) repeats solution 1 (line 1)\n"
                 "- line 93 is more than the judge expects: the judge's output has ended\n"
                 "    expected: (nothing: the judge's output has ended)\n"
                 "    actual:   15863724\n");
}

TEST(CheckCli, MissingSolution) {
  const std::string text = solved("--format numbered");
  const auto line = text.find("  5:");
  expect_differs("--format numbered", text.substr(0, line) + text.substr(text.find('\n', line) + 1),
                 "output differs from format numbered for n = 8:\n"
                 "- 1 of the judge's 92 solutions is missing: its solution 5 (columns 2 4 6 8 3 1 7 5)\n"
                 "- line 5 is not what the judge expects (first difference at character 3)\n"
                 "    expected: ··5:··2··4··6··8··3··1··7··5\n"
                 "    actual:   ··6:··2··5··7··1··3··8··6··4\n");
}

TEST(CheckCli, ExtraSolution) {
  expect_differs("6 --format usaco", replaced(solved("6 --format usaco"), "\n4\n", "\n5 3 1 6 4 2\n4\n"),
                 "output differs from format usaco for n = 6:\n"
                 "- 1 solution the judge does not list: solution 4 (line 4): columns 5 3 1 6 4 2; the judge wants "
                 "only the first 3, in lexicographic order of the queens' columns, row by row\n"
                 "- line 4 is not what the judge expects (first difference at character 1)\n"
                 "    expected: 4\n"
                 "    actual:   5·3·1·6·4·2\n");
}

TEST(CheckCli, SwappedOrder) {
  expect_differs("4 --format leetcode",
                 R"([["..Q.","Q...","...Q",".Q.."],[".Q..","...Q","Q...","..Q."]])"
                 "\n",
                 "output differs from format leetcode for n = 4:\n"
                 "- the solutions are out of order: solution 2 (line 1) should come before solution 1 (line 1); the "
                 "judge lists them in lexicographic order of the queens' columns, row by row\n"
                 "- line 1 is not what the judge expects (first difference at character 5)\n"
                 "    expected: [[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
                 "    actual:   [[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n");
}

TEST(CheckCli, WrongTotal) {
  expect_differs("--format numbered", replaced(solved("--format numbered"), "Total = 92", "Total = 91"),
                 "output differs from format numbered for n = 8:\n"
                 "- line 93 says 'Total = 91'; the judge expects 'Total = 92'\n");
  expect_differs("--format usaco", replaced(solved("--format usaco"), "\n92\n", "\n3\n"),
                 "output differs from format usaco for n = 8:\n"
                 "- line 4 says '3'; the judge expects '92' (Q(8), the number of all the solutions, not only of the 3 "
                 "listed)\n");
}

TEST(CheckCli, MissingTotal) {
  expect_differs("4", replaced(solved("4"), "Total: 2 solutions\n", ""),
                 "output differs from format board for n = 4:\n"
                 "- your output has no total: the judge expects the line 'Total: 2 solutions' at its end\n"
                 "- your output ends after line 12; the judge's goes on\n"
                 "    expected: Total:·2·solutions\n"
                 "    actual:   (nothing: your output has ended)\n");
}

TEST(CheckCli, BadInput) {
  expect_usage_error("check --format nope", "unknown format 'nope'");
  expect_usage_error("check 0", "from 1 to 13");
  expect_usage_error("check 14", "from 1 to 13");
  expect_usage_error("check abc", "'abc'");
  expect_usage_error("check 10 --format digits", "format 'digits' takes n up to 9, got 10");
  expect_usage_error("check 8 /nonexistent/out.txt", "cannot read '/nonexistent/out.txt'");
}

TEST(CheckCli, Help) {
  const CliResult r = run_cli("check --help");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("Examples:"), std::string::npos);
  EXPECT_NE(r.out.find("nqueens check --format openjudge < answer.txt"), std::string::npos);
}

}  // namespace
}  // namespace nqueens::test
