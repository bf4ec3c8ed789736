// The progress lines of io on a stream that is not a terminal (a log): nothing during the first
// second, then plain lines.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/search_progress.hpp"

namespace nqueens::test {
namespace {

// A temporary file standing for standard error.
class Log {
 public:
  Log() : file_(std::tmpfile()) {}
  ~Log() { std::fclose(file_); }
  Log(const Log&) = delete;
  Log& operator=(const Log&) = delete;
  std::FILE* file() const { return file_; }
  std::string text() const {
    std::fflush(file_);
    std::string s;
    std::rewind(file_);
    for (int c; (c = std::fgetc(file_)) != EOF;) s.push_back(static_cast<char>(c));
    return s;
  }

 private:
  std::FILE* file_;
};

void wait(double seconds) { std::this_thread::sleep_for(std::chrono::duration<double>(seconds)); }

TEST(Heartbeat, ShowsTheElapsedTimeAfterASecond) {
  Log log;
  {
    const io::Heartbeat beat(log.file(), "verify: checking the placements", false);
    wait(1.3);
  }
  EXPECT_EQ(log.text(), "verify: checking the placements, elapsed 1s\n");
}

TEST(Heartbeat, ShowsNothingWhenQuietOrDoneWithinASecond) {
  Log log;
  {
    const io::Heartbeat quiet(log.file(), "quiet", true);
    const io::Heartbeat quick(log.file(), "quick", false);
    wait(0.3);
  }
  {
    io::Heartbeat stopped(log.file(), "stopped", false);
    stopped.stop();
    wait(1.1);
  }
  EXPECT_EQ(log.text(), "");
}

TEST(SearchProgressLine, ShowsNodesRateAndSolutionsAfterASecond) {
  Log log;
  std::atomic<bool> interrupted{false};
  io::SearchProgressLine line(log.file(), "solve 60", false, &interrupted);
  line.on_search_progress({.nodes = 1000, .solutions = 0, .seconds = 0.5});
  EXPECT_EQ(log.text(), "") << "a line within the first second";
  wait(1.05);
  line.on_search_progress({.nodes = 4'000'000, .solutions = 3, .seconds = 2.0});
  line.on_search_progress({.nodes = 5'000'000, .solutions = 3, .seconds = 2.1});  // the next comes in 5 s
  EXPECT_EQ(log.text(), "solve 60: 4e+06 nodes, 2e+06 nodes/s, 3 solutions so far, elapsed 2s\n");
  EXPECT_EQ(line.summary(), "5e+06 nodes, 3 solutions in 1s");
  EXPECT_FALSE(line.stop_requested());
  interrupted = true;
  EXPECT_TRUE(line.stop_requested());
}

TEST(SearchProgressLine, NamesWhatTheSearchCounts) {
  Log log;
  io::SearchProgressLine line(log.file(), "methods 16", false, nullptr);
  line.relabel("methods 16: one queen per row", "candidate");
  wait(1.05);
  line.on_search_progress({.nodes = 1'000'000, .solutions = 0, .seconds = 1.0});
  EXPECT_EQ(log.text(),
            "methods 16: one queen per row: 1e+06 candidates, 1e+06 candidates/s, 0 solutions so far, elapsed 1s\n");
  EXPECT_EQ(line.label(), "methods 16: one queen per row");
  EXPECT_FALSE(line.stop_requested()) << "no flag, no stop";
}

}  // namespace
}  // namespace nqueens::test
