// nqueens count, solve, find and verify with the variant options (--blocked, --diags,
// --diags-count, --torus, --superqueens, --rows, --queens): the counts and listings, the rules named in the output, and
// every combination that makes no sense refused with one line and exit 2.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <string_view>

#include "cli_expect.hpp"
#include "cli_runner.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

TEST(VariantsCli, CountsAgainstOeis) {
  EXPECT_EQ(run_cli("count 13 --torus").out, "n = 13\nrules: n=13 toroidal\nsolutions: 4524\nfundamental: 572\n");
  EXPECT_EQ(run_cli("count 12 --superqueens --json").out,
            "{\"n\":12,\"rules\":\"n=12 knight\",\"solutions\":156,\"fundamental\":22}\n");
  // No fundamental count where the symmetries of the square change the rules.
  EXPECT_EQ(run_cli("count 8 --queens 4").out, "n = 8\nrules: n=8 queens=4\nsolutions: 34568\n");
  EXPECT_EQ(run_cli("count 8 --rows 5 --json").out, "{\"n\":8,\"rules\":\"n=8 rows=5\",\"solutions\":568}\n");
  const CliResult detail = run_cli("count 8 --rows 3 --detail");
  EXPECT_EQ(detail.status, 0);
  EXPECT_EQ(detail.out.find("fixed by"), std::string::npos) << detail.out;
  EXPECT_NE(detail.out.find("solutions: 140\n"), std::string::npos) << detail.out;
  // The classic rules written as variant options are the classic count.
  EXPECT_EQ(run_cli("count 8 --rows 8 --queens 8").out, "n = 8\nsolutions: 92\nfundamental: 12\n");
}

TEST(VariantsCli, BlockedBoardsAndExcludedDiagonals) {
  // A blocked corner of 4×4 leaves both solutions; blocking (0, 1) (from 1: (1, 2)) one of them.
  const CliResult corner = run_cli("count 4 --blocked -", "*...\n....\n....\n....\n");
  EXPECT_TRUE(corner.out.starts_with("n = 4\nrules: n=4 blocked=1 square\n")) << corner.out;
  EXPECT_NE(corner.out.find("solutions: 2\n"), std::string::npos) << corner.out;
  EXPECT_NE(run_cli("count 4 --blocked -", "board(4).\nblock(1,2).\n").out.find("solutions: 1\n"), std::string::npos);
  // A queen placed on the board: the completions.
  EXPECT_NE(run_cli("count 4 --blocked -", ".Q..\n....\n....\n....\n").out.find("solutions: 1\n"), std::string::npos);
  // Excluding the corners (0, 0) (r + c = 0) and (4, 0) (r - c = 8 - 4) of 5×5: 6 of the 10
  // solutions avoid both, 8 the first.
  const std::string diags = "n = 5\nnumdiags = 2\ndiags = [[0, 1], [8, 0]]\n";
  EXPECT_NE(run_cli("count 5 --diags -", diags).out.find("solutions: 6\n"), std::string::npos);
  EXPECT_NE(run_cli("count 5 --diags - --diags-count 1", diags).out.find("solutions: 8\n"), std::string::npos);
  EXPECT_NE(run_cli("count 5 --diags - --diags-count 0", diags).out.find("solutions: 10\n"), std::string::npos);
}

TEST(VariantsCli, CountsUnderRulesAreJournaledShardedAndVerified) {
  TempDir dir;
  const std::string counted = "n = 13\nrules: n=13 toroidal\nsolutions: 4524\nfundamental: 572\n";
  const std::string torus = "count 13 --torus --detail --journal " + dir / "torus.db";
  const CliResult first = run_cli(torus);
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_TRUE(first.out.starts_with(counted)) << first.out;
  EXPECT_NE(first.out.find("units resumed from the journal: 0\n"), std::string::npos) << first.out;
  // Run again, every unit comes from the journal, and the rotation-fixed counts too.
  const CliResult again = run_cli(torus);
  EXPECT_EQ(again.out, first.out.substr(0, first.out.find("nodes:")) + again.out.substr(again.out.find("nodes:")));
  EXPECT_EQ(again.out.find("units resumed from the journal: 0\n"), std::string::npos) << again.out;
  const CliResult state = run_cli("journal " + dir / "torus.db");
  EXPECT_NE(state.out.find("plan: rules n=13 toroidal depth="), std::string::npos) << state.out;
  EXPECT_NE(state.out.find(counted), std::string::npos) << state.out;
  // A journal holds one board's units: other rules are another count.
  expect_usage_error("count 13 --superqueens --journal " + dir / "torus.db", "belongs to another count");

  // Blocked squares named whole in the journal: shards of one board add up to its count, and
  // a board with one square more is refused.
  const std::string board =
      "*.........\n..........\n...#......\n..........\n..........\n"
      "..........\n..........\n.....*....\n..........\n..........\n";
  const CliResult whole = run_cli("count 10 --blocked -", board);
  ASSERT_EQ(whole.status, 0) << whole.err;
  for (int shard = 0; shard < 2; ++shard) {
    const CliResult part = run_cli(
        fmt::format("count 10 --blocked - --shard {}/2 --journal {}", shard, dir / fmt::format("s{}.db", shard)),
        board);
    EXPECT_EQ(part.status, 0) << part.err;
  }
  const CliResult merged = run_cli("merge " + dir / "s0.db " + dir / "s1.db");
  EXPECT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(merged.out, whole.out);
  EXPECT_EQ(merged.out.substr(0, merged.out.find("solutions")), "n = 10\nrules: n=10 blocked=3 squares\n");
  std::string more = board;
  more[1] = '*';
  expect_usage_error("count 10 --blocked - --shard 0/2 --journal " + dir / "s0.db", "belongs to another count", more);

  // Every unit recounted by the naive search: superqueens of 10 (OEIS A051223: 4).
  const CliResult verified = run_cli("count 10 --superqueens --verify");
  EXPECT_EQ(verified.status, 0) << verified.err;
  EXPECT_TRUE(verified.out.starts_with("n = 10\nrules: n=10 knight\nsolutions: 4\nfundamental: 1\nunits verified: "))
      << verified.out;
}

TEST(VariantsCli, NonsenseIsRefused) {
  expect_usage_error("count 8 --torus --rows 5", "--torus needs a square board, not 5 rows of 8 columns");
  expect_usage_error("count 8 --queens 9", "--queens 9 exceeds the 8 rows of the board");
  expect_usage_error("count 8 --rows 4 --queens 5", "--queens 5 exceeds the 4 rows");
  expect_usage_error("count 8 --rows 9", "--rows 9 exceeds the 8 columns");
  expect_usage_error("count 8 --rows 0", "--rows");
  expect_usage_error("count 8 --diags-count 3", "--diags-count requires --diags");
  expect_usage_error("count 8 --blocked -", "--blocked describes a board of 4 columns, not 8",
                     "....\n....\n....\n....\n");
  expect_usage_error("count 8 --blocked -", "--blocked standard input:2:4: 'x' is not a square",
                     "........\n...x....\n");
  expect_usage_error("count 5 --diags - --diags-count 3", "not 3", "n = 5\nnumdiags = 2\ndiags = [[0, 1], [8, 0]]\n");
  expect_usage_error("count 5 --diags - --rows 4", "--diags describes the square board",
                     "n = 5\nnumdiags = 0\ndiags = []\n");
  expect_usage_error("count 5 --blocked - --rows 2", "--rows is 2, but the --blocked board has 3 rows",
                     ".....\n.....\n.....\n");
  TempDir dir;
  expect_usage_error(fmt::format("count 5 --blocked {}", dir / "missing.txt"), "cannot read");
}

// A file that does not read is named whole, with the line and column, and the line itself under
// the message with a caret under the spot (issue 42: the ASP competition's 400 files differ only
// in their names, which the first message cut to 40 bytes).
TEST(VariantsCli, AMalformedFileIsNamedWholeAndShownAtTheSpot) {
  TempDir dir;
  const std::string path = dir / "asp-competition-instances-blockedqueens.28.1449787798-with-a-typo.param";
  std::ofstream(path) << "letting n = 28\nletting blocks = [[1,1],\n[28,27],,\n]";
  const CliResult r = run_cli(fmt::format("find 28 --blocked {}", path));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, fmt::format("nqueens: --blocked {}:3:9: expected '[', found ','\n"
                               " 3 | [28,27],,\n"
                               "   |         ^\n",
                               path));
  // A problem of the whole file has no place: one line.
  std::ofstream(path) << "letting n = 28\n";
  EXPECT_EQ(run_cli(fmt::format("find 28 --blocked {}", path)).err,
            fmt::format("nqueens: --blocked {}: the input has no 'letting blocks = [...]'\n", path));
  expect_usage_error("complete", "standard input:2:25: queen (4, 2) is off the 4×4 board",
                     "letting n = 4\nletting init = [[0, 1], [4, 2]]\n");
}

// export writes the rules, placed queens included, for SAT and CP solvers.
TEST(VariantsCli, ExportWritesTheRulesForOtherSolvers) {
  const CliResult cnf = run_cli("export 4 --cnf --placed -", "1\n0 1\n");
  ASSERT_EQ(cnf.status, 0) << cnf.err;
  EXPECT_NE(cnf.out.find("export: n=4 placed=1 queen\n"), std::string::npos) << cnf.out;
  EXPECT_NE(cnf.out.find("\np cnf 16 "), std::string::npos) << cnf.out;
  EXPECT_NE(cnf.out.find("\n2 0\n"), std::string::npos) << cnf.out;  // (0, 1) from 0: variable 2
  const CliResult mzn = run_cli("export 5 --mzn --torus");
  ASSERT_EQ(mzn.status, 0) << mzn.err;
  EXPECT_NE(mzn.out.find("bool: toroidal = true;"), std::string::npos) << mzn.out;
  expect_usage_error("export 8", "export writes one language: give --cnf or --mzn");
  expect_usage_error("export 8 --cnf --mzn", "--cnf excludes --mzn");
  expect_usage_error("export 8 --cnf --placed -", "--placed standard input: the input is a 4×4 board, not 8×8",
                     "Q...\n....\n....\n....\n");
  expect_usage_error("export 4 --cnf --placed -", "--placed standard input:2:1: queen (0, 9) is off the 4×4 board",
                     "1\n0 9\n");
  expect_usage_error("export 65 --cnf", "must be a whole number from 1 to 64");
}

TEST(VariantsCli, VerifyNamesKnightMovesWrappedDiagonalsAndForbiddenSquares) {
  EXPECT_EQ(run_cli("verify --torus", "1 3 5 2 4\n").out,
            "solution on the toroidal 5×5 board: 5 queens, no two attack each other\n");
  const CliResult torus = run_cli("verify --torus", "2 4 1 3\n");
  EXPECT_EQ(torus.status, 1);
  EXPECT_EQ(torus.out,
            "not a solution on the toroidal 4×4 board: 2 attacking pairs\n"
            "  queens (2, 4) and (3, 1): same wrapped diagonal\n"
            "  queens (1, 2) and (4, 3): same wrapped anti-diagonal\n");
  // A classic solution that knights attack.
  const CliResult knights = run_cli("verify --superqueens --max-pairs 1", "1 5 8 6 3 7 2 4\n");
  EXPECT_EQ(knights.status, 1);
  EXPECT_EQ(knights.out,
            "not a solution on the 8×8 board of superqueens (queens that also move as knights): 5 attacking pairs\n"
            "  queens (2, 5) and (4, 6): a knight's move apart\n"
            "  ... and 4 more attacking pairs (--max-pairs 0 lists them all)\n");
  // k queens: a board's rows may stay empty.
  EXPECT_EQ(run_cli("verify --queens 4", "Q....\n.....\n....Q\n.Q...\n...Q.\n").status, 0);
  EXPECT_EQ(run_cli("verify --queens 4", "Q....\n..Q..\n....Q\n.Q...\n...Q.\n").out,
            "not a solution on the 5×5 board with 4 queens to place: 5 queens where the rules place 4\n");
  // A blocked square taken, a placed queen missing.
  TempDir dir;
  const std::string board = dir / "board.txt";
  std::ofstream(board) << "*....\n.....\n.Q...\n.....\n.....\n";
  const CliResult blocked = run_cli("verify --blocked " + board, "1 3 5 2 4\n");
  EXPECT_EQ(blocked.status, 1);
  EXPECT_NE(blocked.out.find("1 queen where none may stand, 1 placed square empty\n"
                             "  queen (1, 1) stands where no queen may\n"
                             "  square (3, 2) must hold a queen\n"),
            std::string::npos)
      << blocked.out;
  expect_usage_error("verify --rows 3", "--rows does not apply", "1 3 5 2 4\n");
  expect_usage_error("verify --torus --format svg", "--format svg draws the classic attacks only", "1 3 5 2 4\n");
  expect_usage_error("verify --blocked " + board, "--blocked describes a board of 5 columns, not 4", "2 4 1 3\n");
}

TEST(VariantsCli, FindASolutionOrProveNone) {
  EXPECT_EQ(run_cli("find 11 --torus").out, "1 3 5 7 9 11 2 4 6 8 10\n");
  EXPECT_EQ(run_cli("find 10 --superqueens --method first").out, "3 6 9 1 4 7 10 2 5 8\n");
  const CliResult none = run_cli("find 9 --superqueens");
  EXPECT_EQ(none.status, 0);
  EXPECT_EQ(none.out, "no solution on the 9×9 board of superqueens (queens that also move as knights)\n");
  // The queens of a blocked board are placed in advance: a completion, or the pair that attacks.
  EXPECT_EQ(run_cli("find 4 --blocked - --format grid", ".Q..\n....\n....\n....\n").out, ".Q..\n...Q\nQ...\n..Q.\n");
  EXPECT_EQ(run_cli("find 4 --blocked -", "Q...\n.Q..\n....\n....\n").out,
            "no solution on the 4×4 board with 2 queens placed: the queens at (1, 1) and (2, 2) attack each other "
            "(diagonal)\n");
  // Excluded diagonals of CSPLib 79: the answer verifies under the same rules.
  const std::string instance = std::string(NQUEENS_TEST_DATA) + "/diag-21-4-37.param";
  const CliResult found = run_cli("find 21 --diags " + instance + " --diags-count 17");
  ASSERT_EQ(found.status, 0) << found.err;
  EXPECT_EQ(run_cli("verify --diags " + instance + " --diags-count 17", found.out).status, 0);
  EXPECT_NE(run_cli("verify --diags " + instance, found.out).status, 0);  // all 48 exclude more
  // A search that runs out of time says so (exit 1), nothing on standard output.
  const CliResult out_of_time = run_cli("find 21 --quiet --diags " + instance + " --diags-count 19 --time-limit 0.01");
  EXPECT_EQ(out_of_time.status, 1);
  EXPECT_EQ(out_of_time.out, "");
  EXPECT_NE(out_of_time.err.find("raise --time-limit"), std::string::npos) << out_of_time.err;
  expect_usage_error("find 8 --torus --method min-conflicts",
                     "min-conflicts searches the classic board only, not n=8 toroidal");
  expect_usage_error("find 8 --torus --seed 3", "--seed and --max-steps apply to --method min-conflicts");
  expect_usage_error("find 8 --queens 3", "--rows and --queens apply to count and verify");
  expect_usage_error("find 70 --torus", "from 1 to 64 columns, got 70");
}

TEST(VariantsCli, SolveListsTheSolutionsUnderTheRules) {
  // Toroidal 5×5 (A051906: 10): the listing in lexicographic order, the first of them the
  // knight's-move pattern.
  const CliResult torus = run_cli("solve 5 --torus --format line");
  ASSERT_EQ(torus.status, 0) << torus.err;
  EXPECT_TRUE(torus.out.starts_with("1 3 5 2 4\n1 4 2 5 3\n")) << torus.out;
  EXPECT_EQ(std::count(torus.out.begin(), torus.out.end(), '\n'), 10) << torus.out;
  // Superqueens of 10 (A051223: 4): the first is find's --method first; usaco ends with the count.
  const CliResult usaco = run_cli("solve 10 --superqueens --format usaco");
  ASSERT_EQ(usaco.status, 0) << usaco.err;
  EXPECT_TRUE(usaco.out.starts_with("3 6 9 1 4 7 10 2 5 8\n")) << usaco.out;
  EXPECT_TRUE(usaco.out.ends_with("\n4\n")) << usaco.out;
  const CliResult fundamental = run_cli("solve 12 --superqueens --fundamental --format numbered");
  EXPECT_TRUE(fundamental.out.ends_with("Total = 22\n")) << fundamental.out;  // A051224
  EXPECT_EQ(run_cli("solve 10 --superqueens --index 1 --format line").out, "3 6 9 1 4 7 10 2 5 8\n");
  expect_usage_error("solve 10 --superqueens --index 5", "--index 5 is past the last solution under n=10 knight");
  // A blocked corner leaves both solutions of 4×4; a placed queen, the one completion.
  EXPECT_EQ(run_cli("solve 4 --blocked - --format line", "*...\n....\n....\n....\n").out, "2 4 1 3\n3 1 4 2\n");
  EXPECT_EQ(run_cli("solve 4 --blocked - --format line", ".Q..\n....\n....\n....\n").out, "2 4 1 3\n");
  // Each listed solution verifies under the rules, and not under the classic ones.
  const CliResult twelve = run_cli("solve 12 --superqueens --format line --limit 1");
  EXPECT_EQ(run_cli("verify --superqueens", twelve.out).status, 0) << twelve.out;
  expect_usage_error("solve 8 --rows 5", "--rows and --queens apply to count and verify");
  expect_usage_error("solve 8 --queens 3", "--rows and --queens apply to count and verify");
  expect_usage_error("solve 4 --blocked - --fundamental", "--fundamental lists the classic board, --torus or",
                     "*...\n....\n....\n....\n");
  expect_usage_error("solve 25 --torus", "may list more solutions than a disk holds");
  expect_usage_error("solve 70 --torus", "70");
}

TEST(VariantsCli, CompleteUnderTheRules) {
  const std::string corner = "Q....\n.....\n.....\n.....\n.....\n";
  EXPECT_EQ(run_cli("complete --torus --all --format line", corner).out, "1 3 5 2 4\n1 4 2 5 3\n");
  EXPECT_EQ(run_cli("complete --torus --count", corner).out, "2\n");
  const CliResult one = run_cli("complete --torus --format line", corner);
  EXPECT_TRUE(one.out == "1 3 5 2 4\n" || one.out == "1 4 2 5 3\n") << one.out;
  // (1, 1) and (2, 5) of the 5×5 torus share a wrapped anti-diagonal: 1 + 1 = 2 + 5 - 5.
  const CliResult wrapped = run_cli("complete --torus", "Q....\n....Q\n.....\n.....\n.....\n");
  EXPECT_EQ(wrapped.status, 0);
  EXPECT_NE(wrapped.out.find("no completion on the toroidal 5×5 board with 2 queens placed:"), std::string::npos)
      << wrapped.out;
  EXPECT_NE(wrapped.out.find(": the queens at (1, 1) and (2, 5) attack each other (wrapped anti-diagonal)\n"),
            std::string::npos)
      << wrapped.out;
  EXPECT_EQ(run_cli("complete --superqueens --all --format line", corner).out,
            "no completion on the 5×5 board of superqueens (queens that also move as knights) with 1 queen placed\n");
  expect_usage_error("complete --rows 3", "--rows and --queens apply to count and verify", corner);
  expect_usage_error("complete --queens 3", "--rows and --queens apply to count and verify", corner);
  // A queen of the input on a blocked square: that is the reason.
  TempDir blocked_dir;
  const std::string centre = blocked_dir / "centre.txt";
  std::ofstream(centre) << ".....\n.....\n..*..\n.....\n.....\n";
  const CliResult on_blocked = run_cli("complete --blocked " + centre, ".....\n.....\n..Q..\n.....\n.....\n");
  EXPECT_NE(on_blocked.out.find(": the queen at (3, 3) stands on a blocked square or an excluded diagonal\n"),
            std::string::npos)
      << on_blocked.out;
  expect_usage_error("complete --torus --count --time-limit 5", "not --count or --all", corner);
  expect_usage_error("complete --torus --all --time-limit 5", "not --count or --all", corner);
  TempDir dir;
  const std::string short_board = dir / "short.txt";
  std::ofstream(short_board) << ".....\n.....\n.....\n";
  for (const char* command : {"complete", "find 5", "solve 5"})
    expect_usage_error(std::string(command) + " --blocked " + short_board,
                       fmt::format("the --blocked board has 3 rows of 5 columns: {} puts a queen in every row of a "
                                   "square board",
                                   std::string_view(command).substr(0, std::string_view(command).find(' '))),
                       corner);
}

// The same instance put three ways gives the same answers: pre-placed queens on the classic
// board (the completion engine), the same queens with an empty --blocked board (the engine of
// the rules), and excluded diagonals as a CSPLib 79 file or as the blocked squares along them.
TEST(VariantsCli, CompleteAgreesOnEquivalentInstances) {
  TempDir dir;
  const std::string empty = dir / "empty.txt";
  {
    std::ofstream board(empty);
    for (int r = 0; r < 10; ++r) board << std::string(10, '.') << '\n';
  }
  for (const char* init :
       {"letting n = 10\nletting init = [[0, 0]]\n", "letting n = 10\nletting init = [[2, 7], [5, 1]]\n",
        "letting n = 10\nletting init = [[0, 0], [1, 2]]\n",
        "letting n = 10\nletting init = [[3, 3], [6, 8], [9, 0]]\n"}) {
    const CliResult classic = run_cli("complete --count", init);
    ASSERT_EQ(classic.status, 0) << init << classic.err;
    EXPECT_EQ(run_cli("complete --count --blocked " + empty, init).out, classic.out) << init;
    ASSERT_NE(classic.out, "0\n") << init;  // the listings below then hold the same solutions
    EXPECT_EQ(run_cli("complete --all --format line --blocked " + empty, init).out,
              run_cli("complete --all --format line", init).out)
        << init;
  }
  // Sum diagonal row + column = 4 and difference diagonal row - column = 12 - 9 = 3 of 10×10
  // (from 0), excluded and blocked.
  const std::string diags = dir / "diags.param";
  std::ofstream(diags) << "n = 10\nnumdiags = 2\ndiags = [[4, 1], [12, 0]]\n";
  const std::string blocked = dir / "blocked.txt";
  {
    std::ofstream board(blocked);
    for (int r = 0; r < 10; ++r) {
      for (int c = 0; c < 10; ++c) board << (r + c == 4 || r - c == 3 ? '*' : '.');
      board << '\n';
    }
  }
  for (const char* init : {"letting n = 10\nletting init = []\n", "letting n = 10\nletting init = [[9, 9]]\n",
                           "letting n = 10\nletting init = [[1, 5], [8, 2]]\n"}) {
    const CliResult excluded = run_cli("complete --count --diags " + diags, init);
    ASSERT_EQ(excluded.status, 0) << init << excluded.err;
    EXPECT_EQ(run_cli("complete --count --blocked " + blocked, init).out, excluded.out) << init;
    const std::string by_squares = run_cli("complete --all --format line --blocked " + blocked, init).out;
    const std::string by_diagonals = run_cli("complete --all --format line --diags " + diags, init).out;
    if (excluded.out == "0\n") {  // each names its own rules
      EXPECT_TRUE(by_squares.starts_with("no completion on the 10×10 board with 12 blocked squares and "))
          << by_squares;
      EXPECT_TRUE(by_diagonals.starts_with("no completion on the 10×10 board with 2 excluded diagonals and "))
          << by_diagonals;
    } else {
      EXPECT_EQ(by_squares, by_diagonals) << init;
    }
  }
  // The first two have completions (54 and 1), the last none: the comparison saw both cases.
}

// CSPLib 79's own translation of an excluded-diagonals instance into a completion instance
// (models/queens-diag-transform.py D < diag-8-4-S.param, run outside the repository): a
// 2047×2047 board whose pre-placed queens leave an 8×8 block free. Both have the same solutions.
TEST(VariantsCli, CompleteAgreesWithCsplibsTranslationOfExcludedDiagonals) {
  const std::string data = NQUEENS_TEST_DATA;
  struct Case {
    int seed, diagonals;
    const char* solutions;
  };
  for (const Case c : {Case{1, 6, "1"}, Case{3, 6, "0"}, Case{2, 3, "68"}}) {
    const std::string instance = fmt::format("{}/diag-8-4-{}.param --diags-count {}", data, c.seed, c.diagonals);
    const std::string translated =
        fmt::format("{}/csplib79_translated/diag-8-4-{}-{}.param", data, c.seed, c.diagonals);
    const CliResult count = run_cli("count 8 --diags " + instance);
    ASSERT_EQ(count.status, 0) << count.err;
    EXPECT_NE(count.out.find(fmt::format("solutions: {}\n", c.solutions)), std::string::npos) << count.out;
    EXPECT_EQ(run_cli("complete --count " + translated).out, fmt::format("{}\n", c.solutions));
    // The listing walks the same block: a line a solution ("no completion" for none).
    const std::string listed = run_cli("complete --all --format line " + translated).out;
    EXPECT_EQ(std::string_view(c.solutions) == "0" ? listed == "no completion\n"
                                                   : std::to_string(std::ranges::count(listed, '\n')) == c.solutions,
              true)
        << listed.substr(0, 200);
    const CliResult completed = run_cli("complete --format line " + translated);
    ASSERT_EQ(completed.status, 0) << completed.err;
    const std::string found = run_cli("find 8 --format line --diags " + instance).out;
    if (std::string_view(c.solutions) == "0") {
      EXPECT_EQ(completed.out, "no completion\n");
      EXPECT_TRUE(found.starts_with("no solution on the 8×8 board with 6 excluded diagonals")) << found;
      continue;
    }
    EXPECT_EQ(run_cli("verify", completed.out).status, 0);
    // The only solution under the diagonals is the translation's 8×8 block (columns 1..8).
    if (std::string_view(c.solutions) == "1") {
      EXPECT_NE(completed.out.find(" " + found.substr(0, found.size() - 1) + " "), std::string::npos) << found;
    }
  }
}

}  // namespace
}  // namespace nqueens::test
