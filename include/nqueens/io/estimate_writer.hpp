#pragma once
// Writing what a count would cost (nqueens count N --estimate), and the progress of its sample.

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <string>

#include "nqueens/estimate.hpp"
#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/output.hpp"

namespace nqueens::io {

// What the estimate is for, beyond the sample itself.
struct EstimateWriting {
  std::uint64_t journal_bytes = 0;  // the size of the count's journal (journal_bytes in journal.hpp)
  double target_seconds = 0;        // > 0: also the MPI ranks like this machine that finish in this time
  bool json = false;                // one JSON object instead of text lines
};

// Writes the prediction: Q(n) with its interval (a check of the sample where Q(n) is known),
// the wall time on the sample's threads with its 95 % interval (which holds the sampling error
// only, and says so), the CPU time in core-hours or core-years, the plan's estimate of the memory
// a thread holds and the bound the whole process stays below (CountEstimate::memory_limit), the
// journal's size, and for a target time the ranks needed (ranks of as many threads as the sample
// ran on, the rotation-fixed search at the end left out). An exact estimate (one that counted the
// whole) begins as write_count does (n, solutions, fundamental) and gives its measured times and
// nodes. JSON: one object of the same under snake_case keys, seconds as numbers, and an exact
// one's count under "count" (write_count's keys, details included).
void write_estimate(Output& out, const CountEstimate& estimate, const EstimateWriting& how);

// The sign of life of a sample (a Heartbeat, since a piece of a large n takes a minute):
// "LABEL, elapsed 5s"; stops the sample when `*interrupted` is set.
class SampleWatch final : public Observer {
 public:
  // `label` says what the sample does ("count 24 --estimate: sampling for 2m").
  SampleWatch(std::FILE* file, std::string label, bool quiet, const std::atomic<bool>* interrupted);
  bool stop_requested() override;
  // Erases the line.
  void finish();

 private:
  const std::atomic<bool>* interrupted_;
  Heartbeat heartbeat_;
};

}  // namespace nqueens::io
