#pragma once
// Ctrl-C in the nqueens tool: the one place that decides what SIGINT (and SIGTERM) does.

#include <atomic>
#include <string>
#include <string_view>

namespace nqueens::cli {

// From now on SIGINT ends the tool at once with "TOOL: interrupted" on standard error and exit
// status 130 (exit_interrupted): right for a command that writes its output at the end
// (verify, journal, merge), which has nothing to keep or to take back.
void end_on_interrupt(std::string_view tool);

// While it lives, SIGINT asks the command to stop instead: it sets a flag that the command's
// observer (ProgressLine, SearchProgressLine) hands to the engine as stop_requested(), so the
// command stops at the engine's next poll, keeps what it finished and says so. A second
// SIGINT ends the tool at once, as end_on_interrupt says. SIGTERM does the same: it is how a
// batch system stops a job (Slurm's requeue, preemption, time limit and scancel send it, and
// SIGKILL KillWait seconds later), so a count commits its journal and exits in time. One at a
// time.
class StopOnInterrupt {
 public:
  StopOnInterrupt();
  ~StopOnInterrupt();
  StopOnInterrupt(const StopOnInterrupt&) = delete;
  StopOnInterrupt& operator=(const StopOnInterrupt&) = delete;

  const std::atomic<bool>* flag() const;
  bool requested() const;
};

}  // namespace nqueens::cli
