#include "nqueens/io/heartbeat.hpp"

#include <fmt/format.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <utility>

#include "io/compact_duration.hpp"
#include "nqueens/io/progress.hpp"

namespace nqueens::io {

namespace {

// How often the thread looks whether a line is due: a fraction of the terminal's redraw period.
constexpr auto tick = std::chrono::milliseconds(50);

}  // namespace

Heartbeat::Heartbeat(std::FILE* file, std::string label, bool quiet) {
  if (quiet) return;
  thread_ = std::jthread([file, label = std::move(label)](const std::stop_token& stop) {
    ProgressDisplay display(file, false);
    const auto start = std::chrono::steady_clock::now();
    std::mutex mutex;
    std::condition_variable_any wake;
    std::unique_lock lock(mutex);
    for (;;) {
      wake.wait_for(lock, stop, tick, [] { return false; });  // woken early by stop()
      if (stop.stop_requested()) break;
      if (!display.due()) continue;
      const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      display.show(fmt::format("{}, elapsed {}", label, compact_duration(elapsed)));
    }
    display.clear();
  });
}

Heartbeat::~Heartbeat() { stop(); }

void Heartbeat::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
}

}  // namespace nqueens::io
