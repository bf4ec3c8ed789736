// count(): the engines run on a thread of their own, with the GIL released, while the calling
// thread waits in short slices and, between them, takes the GIL to see Ctrl-C and to report
// progress. So KeyboardInterrupt and an exception in the progress callback stop the count
// within a fraction of a second (plus the work units in hand), and the callback runs on the
// caller's thread, never on an engine thread.

#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "module.hpp"
#include "nqueens/journal.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::python {

namespace {

// How often the waiting thread looks for Ctrl-C, and the least time between progress calls.
constexpr auto poll_interval = std::chrono::milliseconds(50);
constexpr auto progress_interval = std::chrono::milliseconds(250);

// Sees the engine's progress (from its threads, one call at a time) and asks it to stop.
class Watch final : public Observer {
 public:
  void on_progress(const CountResult& so_far) override {
    std::lock_guard lock(mutex_);
    latest_ = so_far;
    ++reports_;
  }
  bool stop_requested() override { return stop_.load(); }

  void stop() { stop_.store(true); }
  // The latest totals, and how many reports came so far (to tell a new one from an old).
  std::pair<CountResult, std::uint64_t> latest() {
    std::lock_guard lock(mutex_);
    return {latest_, reports_};
  }

 private:
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  CountResult latest_;
  std::uint64_t reports_ = 0;
};

// Runs `job` on a thread of its own and waits for it with the GIL released, calling `poll`
// (with the GIL held) between slices of waiting. If poll throws, the job's watch is told to
// stop, the thread is joined and the exception goes on; the job's own exception is rethrown here.
class Background {
 public:
  explicit Background(std::function<void()> job) {
    thread_ = std::thread([this, job = std::move(job)] {
      try {
        job();
      } catch (...) {
        error_ = std::current_exception();
      }
      std::lock_guard lock(mutex_);
      finished_ = true;
      done_.notify_all();
    });
  }
  // Joins without the GIL: the job never takes it, but other Python threads may want it.
  ~Background() { join(); }

  void wait(Watch& watch, const std::function<void()>& poll) {
    try {
      while (!wait_slice()) poll();
    } catch (...) {
      watch.stop();
      join();
      throw;
    }
    join();
    if (error_) std::rethrow_exception(error_);
  }

 private:
  bool wait_slice() {
    py::gil_scoped_release release;
    std::unique_lock lock(mutex_);
    return done_.wait_for(lock, poll_interval, [this] { return finished_; });
  }
  void join() {
    if (!thread_.joinable()) return;
    py::gil_scoped_release release;
    thread_.join();
  }

  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable done_;
  bool finished_ = false;
  std::exception_ptr error_;
};

// Counts n, under the rules `variant` describes (rules_of) unless it is None, by the engine
// named "fast", "reference" or "gpu" (on `devices`, empty: all); progress, if not None, is
// called as progress(done, total, solutions). Returns (solutions, fundamental,
// fixed_by_rotate180, fixed_by_rotate90, nodes, units_done, units_total, units_resumed, seconds,
// complete); the symmetric counts are None under rules the symmetries of the square do not keep.
py::tuple count_solutions(int n, int threads, const std::string& engine, std::uint64_t memory_bytes,
                          const std::vector<int>& devices, const std::string& journal, const py::object& progress,
                          const py::object& variant) {
  const Rules rules = rules_of(n, variant);
  Watch watch;
  CountOptions options{.engine = engine == "reference" ? Engine::reference
                                 : engine == "gpu"     ? Engine::gpu
                                                       : Engine::fast,
                       .limits = {.memory_bytes = memory_bytes, .threads = threads, .devices = devices},
                       .observer = &watch};
  RunOptions run;
  run.journal = journal;
  // A resumed count's progress counts the journal's units too ("units done, of all"): the engine
  // reports this run's only. A journal that cannot be read here is refused by the count itself.
  CountResult resumed;
  if (!journal.empty()) try {
      resumed = summarize_journal(journal).report.result;
    } catch (const std::exception&) {
      resumed = {};
    }
  std::optional<RunReport> report;
  Background job([&] { report = count_with_journal(rules, options, run); });
  std::uint64_t reported = 0;
  auto next_report = std::chrono::steady_clock::now() + progress_interval;
  bool reported_all = false;
  auto report_progress = [&](std::uint64_t done, std::uint64_t total, u128 solutions) {
    reported_all = done == total;
    progress(done, total, to_int(solutions));
  };
  job.wait(watch, [&] {
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
    if (progress.is_none() || std::chrono::steady_clock::now() < next_report) return;
    const auto [latest, reports] = watch.latest();
    if (reports == reported) return;
    reported = reports;
    next_report = std::chrono::steady_clock::now() + progress_interval;
    report_progress(resumed.units_done + latest.units_done, resumed.units_done + latest.units_total,
                    resumed.solutions + latest.solutions);
  });
  const CountResult& r = report->result;
  // The last call shows the whole count done, however soon after the one before it comes.
  if (!progress.is_none() && r.complete() && !reported_all) report_progress(r.units_done, r.units_total, r.solutions);
  const bool symmetric = keeps_symmetries(rules);
  auto symmetric_count = [&](u128 value) { return symmetric ? py::object(to_int(value)) : py::object(py::none()); };
  return py::make_tuple(to_int(r.solutions), symmetric_count(r.fundamental), symmetric_count(r.fixed_by_rotate180),
                        symmetric_count(r.fixed_by_rotate90), r.nodes, r.units_done, r.units_total,
                        report->units_resumed, r.seconds, r.complete());
}

}  // namespace

void bind_count(py::module_& m) {
  m.def("count", &count_solutions, py::arg("n"), py::arg("threads"), py::arg("engine"), py::arg("memory_bytes"),
        py::arg("devices"), py::arg("journal"), py::arg("progress"), py::arg("variant"));
}

}  // namespace nqueens::python
