// No command sits silent: a command that runs over a second shows its progress on standard
// error, says up front when the first solutions are hard for backtracking, and stops on Ctrl-C
// within a second with one line and exit status 130.

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "background.hpp"
#include "cli_runner.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

struct Interrupted {
  std::optional<int> status;  // none: still running 3 s after Ctrl-C
  double seconds = 0;         // from Ctrl-C to the end
  std::string out;
  std::vector<std::string> err;
};

// Runs `nqueens ARGS` (standard input from `input`), sends SIGINT (Ctrl-C) after `delay` and
// waits at most 3 s for the tool to end. Standard error is a file, not a terminal, so progress
// comes as plain lines: the first after one second, then one every 5 s. With `progress_of`, Ctrl-C
// waits (10 s at most) for the first progress line of that label too: a slow build (ASan) on a
// busy machine may show it well after `delay`.
Interrupted interrupt_after(const std::string& args, std::chrono::milliseconds delay, const std::string& input = "",
                            const std::string& progress_of = "") {
  TempDir dir;
  std::ofstream(dir / "in") << input;
  Background run(fmt::format("exec {} {} <{} >{} 2>{}", NQUEENS_CLI, args, dir / "in", dir / "out", dir / "err"));
  std::this_thread::sleep_for(delay);
  const auto patience = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!progress_of.empty() && file_bytes(dir / "err").find(progress_of + ": ") == std::string::npos &&
         std::chrono::steady_clock::now() < patience)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const auto sent = std::chrono::steady_clock::now();
  run.kill(SIGINT);
  Interrupted r;
  r.status = run.wait_for(std::chrono::seconds(3));
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
  r.out = file_bytes(dir / "out");
  r.err = lines_of(file_bytes(dir / "err"));
  return r;
}

// Stopped within a second or two (the machine may be busy) with status 130, its last line on
// standard error saying so: "nqueens: LABEL: interrupted after ...".
void expect_stopped(const Interrupted& r, const std::string& label) {
  ASSERT_TRUE(r.status.has_value()) << label << " went on after Ctrl-C";
  EXPECT_EQ(*r.status, 130);
  EXPECT_LT(r.seconds, 2.0) << label;
  ASSERT_FALSE(r.err.empty());
  EXPECT_EQ(r.err.back().rfind(fmt::format("nqueens: {}: interrupted after ", label), 0), 0u) << r.err.back();
}

// Some line shows the search's progress: "LABEL: 6.2e+07 nodes, 6.2e+07 nodes/s, 0 solutions so
// far, elapsed 1s" (later under a slow build).
void expect_progress(const std::vector<std::string>& err, const std::string& label, const std::string& nodes) {
  bool shown = false;
  for (const std::string& line : err)
    shown = shown || (line.rfind(label + ": ", 0) == 0 && line.find(" " + nodes + "s/s, ") != std::string::npos &&
                      line.find(" so far, elapsed ") != std::string::npos);
  EXPECT_TRUE(shown) << "no progress line of " << label << " after its first second";
}

TEST(NoSilence, SolveOfALargeBoardSaysItIsHardShowsProgressAndStopsOnCtrlC) {
  const Interrupted r = interrupt_after("solve 60 --limit 1", std::chrono::milliseconds(1500), "", "solve 60");
  expect_stopped(r, "solve 60");
  EXPECT_EQ(r.out, "") << "the first solution of 60 queens came within 1.5 s";
  ASSERT_GE(r.err.size(), 3u);
  EXPECT_EQ(r.err.front(),
            "nqueens: the first solutions of 60 queens in lexicographic order may take backtracking minutes or far "
            "longer to reach; 'nqueens find 60' gives a solution at once");
  expect_progress(r.err, "solve 60", "node");
  EXPECT_NE(r.err.back().find(" nodes, 0 solutions in "), std::string::npos) << r.err.back();
}

// Ctrl-C keeps the solutions listed so far, whole, and leaves out the total line of a listing
// that did not end.
TEST(NoSilence, InterruptedListingKeepsWhatItListed) {
  const Interrupted r =
      interrupt_after("solve 18 --fundamental --format numbered", std::chrono::milliseconds(1500), "", "solve 18");
  expect_stopped(r, "solve 18");
  expect_progress(r.err, "solve 18", "node");
  const std::vector<std::string> listed = lines_of(r.out);
  ASSERT_GT(listed.size(), 1000u) << "18 queens have 83263591 fundamental solutions, thousands a second";
  EXPECT_EQ(listed.front(), "  1:  1  3  5  2  8 15 12 16 13 17  6 18  7  4 11  9 14 10");
  EXPECT_EQ(r.out.find("Total"), std::string::npos) << "a total line after an interrupted listing";
  EXPECT_EQ(r.out.back(), '\n') << "the last solution was cut";
  // The last line is whole: its number and 18 columns.
  std::istringstream last(listed.back());
  std::string number;
  last >> number;
  EXPECT_EQ(number, fmt::format("{}:", listed.size()));
  int columns = 0;
  for (int c; last >> c;) ++columns;
  EXPECT_EQ(columns, 18) << listed.back();
}

TEST(NoSilence, FindTheFirstSolutionSaysItIsHardAndStops) {
  const Interrupted r = interrupt_after("find 40 --method first", std::chrono::milliseconds(1500), "", "find 40");
  expect_stopped(r, "find 40");
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.front().rfind("nqueens: the first solutions of 40 queens in lexicographic order ", 0), 0u);
  expect_progress(r.err, "find 40", "node");
}

TEST(NoSilence, CompletionCountShowsProgressAndStops) {
  // One queen pre-placed on a 40×40 board: its completions are far beyond a count, and each of
  // the count's work units takes hours: Ctrl-C stops it inside one.
  const Interrupted r =
      interrupt_after("complete --size 40 --count", std::chrono::milliseconds(1500), "1\n0 0\n", "complete 40");
  expect_stopped(r, "complete 40");
  EXPECT_EQ(r.out, "") << "a partial count printed as the answer";
  EXPECT_TRUE(std::ranges::any_of(r.err, [](const std::string& line) {
    return line.starts_with("complete 40: counting: getting ready and counting the first units");
  })) << "no line of the count's progress";
}

TEST(NoSilence, MethodsNameTheOneRunningAndStop) {
  // n = 16: the generate-and-test methods give up within a tenth of the budget, backtracking
  // runs its whole 2 s.
  const Interrupted r = interrupt_after("methods 16", std::chrono::milliseconds(1500));
  expect_stopped(r, "methods 16: backtracking");
  EXPECT_EQ(r.out, "") << "a table of methods not run";
}

TEST(NoSilence, TraceToAFileShowsProgressAndStops) {
  const Interrupted r =
      interrupt_after("trace 20 --limit 1000000000000 --format jsonl", std::chrono::milliseconds(1500), "", "trace 20");
  expect_stopped(r, "trace 20");
  expect_progress(r.err, "trace 20", "node");
  const std::vector<std::string> steps = lines_of(r.out);
  ASSERT_GT(steps.size(), 1000u);
  EXPECT_EQ(steps.back().rfind("{\"totals\":", 0), 0u) << "the totals of the steps taken end the trace";
}

// A command that writes its output at the end ends at once, with one line.
TEST(NoSilence, CtrlCEndsACommandThatPollsNothingAtOnce) {
  TempDir dir;
  const std::string fifo = dir / "fifo";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0644), 0);  // no writer: verify waits in open()
  const Interrupted r = interrupt_after("verify " + fifo, std::chrono::milliseconds(500));
  ASSERT_TRUE(r.status.has_value()) << "verify went on after Ctrl-C";
  EXPECT_EQ(*r.status, 130);
  EXPECT_LT(r.seconds, 1.0);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, std::vector<std::string>{"nqueens: interrupted"});
}

TEST(NoSilence, QuietMeansNoProgressAndNoHint) {
  const Interrupted r = interrupt_after("solve 60 --limit 1 --quiet", std::chrono::milliseconds(1500));
  ASSERT_TRUE(r.status.has_value());
  EXPECT_EQ(*r.status, 130);
  ASSERT_EQ(r.err.size(), 1u) << "more than the line that says it was interrupted";
  EXPECT_EQ(r.err[0].rfind("nqueens: solve 60: interrupted after ", 0), 0u) << r.err[0];
}

TEST(NoSilence, ShortCommandsSayNothingOnStandardError) {
  for (const char* args : {"solve 10 --format line", "find 1000 --method min-conflicts", "find 28 --method first",
                           "trace 8", "methods 8 --budget 0.5", "page 6"}) {
    const auto start = std::chrono::steady_clock::now();
    const CliResult r = run_cli(args);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(r.status, 0) << args;
    // A progress line is due after a second, which a sanitizer build on a busy machine can take
    // (trace 8 under ASan at load 14 did): only such a run may say anything, and only progress.
    if (seconds < 1.0) {
      EXPECT_EQ(r.err, "") << args;
    }
    for (const std::string& line : lines(r.err)) EXPECT_NE(line.find(", elapsed "), std::string::npos) << args;
  }
}

// The biggest boards: each n from 23 to 28 plans within the default memory budget and starts
// sampling its pieces, and Ctrl-C gives up the pieces under way (n = 28's take hours, and once
// kept the tool running past Ctrl-C) within a second or two: exit status 130, with the
// prediction where a block was done. Plans of up to 2.6 GiB a thread: only under the ctest
// label slow (tests/CMakeLists.txt), which sets NQUEENS_SLOW.
TEST(SlowCount, BiggestBoardsSampleAndStopOnCtrlC) {
  if (std::getenv("NQUEENS_SLOW") == nullptr) GTEST_SKIP() << "run with the ctest label slow (scripts/test slow)";
  for (int n = 23; n <= 28; ++n) {
    const std::string label = fmt::format("count {} --estimate", n);
    const Interrupted r = interrupt_after(label, std::chrono::seconds(15));
    ASSERT_TRUE(r.status.has_value()) << label << " went on after Ctrl-C";
    EXPECT_EQ(*r.status, 130) << label;
    EXPECT_LT(r.seconds, 2.0) << label;
    ASSERT_FALSE(r.err.empty()) << label;
    EXPECT_TRUE(r.err.back().starts_with("nqueens: ")) << r.err.back();
  }
}

}  // namespace
}  // namespace nqueens::test
