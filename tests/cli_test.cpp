// Every command and flag as a user runs it: exit status, stdout and stderr.

#include <gtest/gtest.h>

#include "cli_expect.hpp"
#include "cli_runner.hpp"

namespace nqueens::test {
namespace {

TEST(Cli, BadBoardSizes) {
  for (const char* command : {"solve", "count"}) {
    const std::string c = command;
    expect_usage_error(c + " 0", "from 1 to");
    expect_usage_error(c + " -3", "from 1 to");
    expect_usage_error(c + " abc", "'abc'");
    expect_usage_error(c + " ''", "from 1 to");
    expect_usage_error(c + " 1e9", "'1e9'");
    expect_usage_error(c + " 8.5", "'8.5'");
    expect_usage_error(c + " 99999999999999999999", "from 1 to");
  }
  expect_usage_error("solve 65", "from 1 to 64");
  expect_usage_error("count 33", "from 1 to 32");
  expect_usage_error("count", "N");
}

TEST(Cli, RefusesHugeListings) {
  expect_usage_error("solve 40", "--limit");
  expect_usage_error("solve 21 --fundamental", "--limit");
  const CliResult r = run_cli("solve 28 --limit 1 --format line");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), ' '), 27);
}

TEST(Cli, BadOptions) {
  expect_usage_error("solve 8 --format nope", "unknown format 'nope'");
  expect_usage_error("solve 10 --format digits", "digits");
  expect_usage_error("solve 8 --limit 0", "limit");
  expect_usage_error("solve 8 --limit -1", "limit");
  expect_usage_error("solve 8 --index 93", "past the last");
  expect_usage_error("solve 8 --index 1 --limit 2", "excludes");
  expect_usage_error("solve 8 --fundamental --index 13", "past the last fundamental");
  expect_usage_error("count 8 --threads 0", "threads");
  expect_usage_error("frobnicate", "frobnicate");
  expect_usage_error("--bogus", "bogus");
}

TEST(Cli, SmallBoardsAreAnswersNotErrors) {
  for (const char* args : {"solve 2", "solve 3", "count 2", "count 3"}) {
    const CliResult r = run_cli(args);
    EXPECT_EQ(r.status, 0) << args;
    EXPECT_EQ(r.err, "") << args;
  }
  EXPECT_EQ(run_cli("solve 3").out, "Total: 0 solutions\n");
  EXPECT_EQ(run_cli("count 1").out, "n = 1\nsolutions: 1\nfundamental: 1\n");
}

TEST(Cli, Count) {
  const CliResult r = run_cli("count 10 --threads 2");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "n = 10\nsolutions: 724\nfundamental: 92\n");
  const CliResult detail = run_cli("count 12 --detail");
  EXPECT_NE(detail.out.find("fixed by 180° rotation: 80\n"), std::string::npos) << detail.out;
  EXPECT_NE(detail.out.find("fixed by 90° rotation: 8\n"), std::string::npos) << detail.out;
  EXPECT_EQ(run_cli("count 8 --json").out, "{\"n\":8,\"solutions\":92,\"fundamental\":12}\n");
}

TEST(Cli, HelpOnEveryCommand) {
  for (const char* args : {"--help", "solve --help", "count --help", "verify --help"}) {
    const CliResult r = run_cli(args);
    EXPECT_EQ(r.status, 0) << args;
    EXPECT_NE(r.out.find("Examples:"), std::string::npos) << args;
  }
}

TEST(Cli, VerifySolution) {
  const CliResult r = run_cli("verify", "1 5 8 6 3 7 2 4\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "solution: 8 queens on the 8×8 board, no two attack each other\n");
  // A list written by `solve --format line` reads back.
  EXPECT_EQ(run_cli("verify", run_cli("solve 12 --limit 1 --format line").out).status, 0);
  EXPECT_EQ(run_cli("verify", ". Q . .\n. . . Q\nQ . . .\n. . Q .\n").status, 0);
}

TEST(Cli, VerifyNamesEveryAttack) {
  const CliResult r = run_cli("verify", "1 2 4 3\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out,
            "not a solution: 2 attacking pairs, 0 rows without a queen\n"
            "  queens (1, 1) and (2, 2): same diagonal\n"
            "  queens (3, 4) and (4, 3): same anti-diagonal\n");
  const CliResult capped = run_cli("verify --max-pairs 1", "1 1 1 1\n");
  EXPECT_EQ(capped.status, 1);
  EXPECT_EQ(capped.out,
            "not a solution: 6 attacking pairs, 0 rows without a queen\n"
            "  queens (1, 1) and (2, 1): same column\n"
            "  ... and 5 more pairs (--max-pairs 0 lists them all)\n");
  const std::string all = run_cli("verify --max-pairs 0", "1 1 1 1\n").out;
  EXPECT_EQ(std::count(all.begin(), all.end(), '\n'), 7);
}

TEST(Cli, VerifyBoardWithRowAttackAndEmptyRow) {
  const CliResult r = run_cli("verify", "Q.Q\n...\n...\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("queens (1, 1) and (1, 3): same row"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("row 2 has no queen"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("row 3 has no queen"), std::string::npos) << r.out;
}

TEST(Cli, VerifyBadInput) {
  expect_usage_error("verify", "empty", "");
  expect_usage_error("verify", "'x'", "1 x 3\n");
  expect_usage_error("verify", "outside 1..3", "1 2 7\n");
  expect_usage_error("verify", "square", "Q.\n..\n..\n");
  const CliResult r = run_cli("verify /nonexistent/file");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("cannot read '/nonexistent/file'"), std::string::npos) << r.err;
}

TEST(Cli, ClosedPipeEndsQuietly) {
  const CliResult r = run_cli("solve 14 --format line | head -n 2; exit ${PIPESTATUS[0]}");
  EXPECT_EQ(r.err, "");
}

}  // namespace
}  // namespace nqueens::test
