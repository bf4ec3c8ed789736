#pragma once
// A sign of life on standard error while a command runs something that reports no progress.

#include <cstdio>
#include <string>
#include <thread>

namespace nqueens::io {

// Shows "LABEL, elapsed 5s" while a command reads a huge file, adds up journals or waits for
// the first report of its work, drawn by a thread of its own as ProgressDisplay draws (nothing
// during the first second). The label says what the command does ("verify q.txt: reading and
// checking"). stop() or the destructor erases the line.
class Heartbeat {
 public:
  // quiet: show nothing (no thread is started).
  Heartbeat(std::FILE* file, std::string label, bool quiet);
  ~Heartbeat();
  Heartbeat(const Heartbeat&) = delete;
  Heartbeat& operator=(const Heartbeat&) = delete;

  // Stops the thread and erases the line. Call it from one thread at a time.
  void stop();

 private:
  std::jthread thread_;
};

}  // namespace nqueens::io
