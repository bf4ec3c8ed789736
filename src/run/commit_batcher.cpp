#include "run/commit_batcher.hpp"

namespace nqueens::run {

CommitBatcher::CommitBatcher(Journal& journal, Seconds interval, std::size_t max_pending)
    : journal_(journal),
      interval_(interval),
      max_pending_(max_pending),
      clock_([this](const std::stop_token& stop) { watch_clock(stop); }) {}

CommitBatcher::~CommitBatcher() {
  clock_.request_stop();
  clock_.join();
}

void CommitBatcher::record(const UnitCount& unit, bool verified) {
  std::lock_guard lock(mutex_);
  if (error_) std::rethrow_exception(error_);
  if (journal_.pending() == 0) {
    oldest_ = std::chrono::steady_clock::now();
    wake_.notify_one();
  }
  journal_.record(unit, verified);
  if (journal_.pending() >= max_pending_) journal_.commit();
}

void CommitBatcher::flush() {
  std::lock_guard lock(mutex_);
  if (error_) std::rethrow_exception(error_);
  journal_.commit();
}

void CommitBatcher::watch_clock(const std::stop_token& stop) {
  std::unique_lock lock(mutex_);
  while (!stop.stop_requested()) {
    if (journal_.pending() == 0 || error_) {
      wake_.wait(lock, stop, [&] { return journal_.pending() > 0 && !error_; });
      continue;
    }
    const auto due = std::chrono::time_point_cast<std::chrono::steady_clock::duration>(oldest_ + interval_);
    if (wake_.wait_until(lock, stop, due, [&] { return journal_.pending() == 0; })) continue;
    if (stop.stop_requested()) return;
    try {
      journal_.commit();
    } catch (const std::exception&) {
      error_ = std::current_exception();
    }
  }
}

}  // namespace nqueens::run
