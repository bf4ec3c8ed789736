#include "run/mpi_count.hpp"

#include <mpi.h>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "run/memory.hpp"
#include "run/parallel.hpp"

namespace nqueens::run {

namespace {

// Messages. A worker sends tag_results: [units wanted, k, then k × (id, solutions low 64
// bits, solutions high 64 bits, nodes)], or tag_error with a message; rank 0 answers each with
// tag_work: the ids to count, none when there is nothing more to hand out.
constexpr int tag_results = 1;
constexpr int tag_error = 2;
constexpr int tag_work = 3;

using Words = std::vector<std::uint64_t>;

// Waits for a request by polling with short sleeps: MPI's blocking calls spin, and a
// spinning rank 0 or communication thread would take a core from the counting threads.
void wait_for(MPI_Request& request, MPI_Status* status) {
  for (int done = 0;;) {
    MPI_Test(&request, &done, status);
    if (done) return;
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
}

void send_words(const Words& words, int to, int tag) {
  MPI_Send(words.data(), static_cast<int>(words.size()), MPI_UINT64_T, to, tag, MPI_COMM_WORLD);
}

Words receive_words(int from, int tag) {
  MPI_Status status;
  int found = 0;
  while (MPI_Iprobe(from, tag, MPI_COMM_WORLD, &found, &status), !found)
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  int count = 0;
  MPI_Get_count(&status, MPI_UINT64_T, &count);
  Words words(static_cast<std::size_t>(count));
  MPI_Request request;
  MPI_Irecv(words.data(), count, MPI_UINT64_T, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, &request);
  wait_for(request, MPI_STATUS_IGNORE);
  return words;
}

// Rank 0: hands out the session's units and records the results until every worker has
// stopped.
class Master {
 public:
  Master(CountSession& session, Observer* observer, int ranks)
      : session_(session), observer_(observer), todo_(session.todo()), outstanding_(ranks, 0), active_(ranks - 1) {
    progress_.units_total = todo_.size();
  }

  void run() {
    const auto start = std::chrono::steady_clock::now();
    while (active_ > 0) {
      MPI_Status status;
      int found = 0;
      while (MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &found, &status), !found)
        std::this_thread::sleep_for(std::chrono::microseconds(200));
      const int from = status.MPI_SOURCE;
      if (status.MPI_TAG == tag_error) {
        int length = 0;
        MPI_Get_count(&status, MPI_CHAR, &length);
        std::string message(static_cast<std::size_t>(length), '\0');
        MPI_Recv(message.data(), length, MPI_CHAR, from, tag_error, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        fail(message);
        outstanding_[from] = 0;
        reply(from, 0);
        continue;
      }
      const Words words = receive_words(from, tag_results);
      take_results(from, words, start);
      reply(from, words[0]);
    }
    if (!error_.empty()) throw std::runtime_error(error_);
  }

 private:
  void take_results(int from, const Words& words, std::chrono::steady_clock::time_point start) {
    const std::uint64_t k = words[1];
    for (std::uint64_t i = 0; i < k; ++i) {
      const std::uint64_t* w = &words[2 + 4 * i];
      const UnitCount unit{w[0], (u128(w[2]) << 64) | w[1], w[3]};
      --outstanding_[from];
      if (!error_.empty()) continue;
      try {
        session_.record(unit);
      } catch (const std::exception& e) {
        fail(e.what());
        continue;
      }
      if (!observer_) continue;
      ++progress_.units_done;
      progress_.solutions += unit.solutions;
      progress_.nodes += unit.nodes;
      progress_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      observer_->on_unit(unit.id, unit.solutions, unit.nodes);
      observer_->on_progress(progress_);
    }
    if (observer_ && observer_->stop_requested()) stopping_ = true;
  }

  // Hands `from` up to `wanted` units; an empty answer to a worker with no unit outstanding
  // ends it.
  void reply(int from, std::uint64_t wanted) {
    Words ids;
    while (!stopping_ && ids.size() < wanted && next_ < todo_.size()) ids.push_back(todo_[next_++]);
    outstanding_[from] += ids.size();
    send_words(ids, from, tag_work);
    if (ids.empty() && outstanding_[from] == 0) --active_;
  }

  void fail(const std::string& message) {
    if (error_.empty()) error_ = message;
    stopping_ = true;
  }

  CountSession& session_;
  Observer* observer_;
  std::vector<std::uint64_t> todo_;
  std::size_t next_ = 0;
  std::vector<std::uint64_t> outstanding_;  // units handed to each rank and not yet returned
  int active_;                              // workers not yet told to stop
  bool stopping_ = false;
  std::string error_;
  Progress progress_;
};

// Ranks 1..: counts the units rank 0 hands out on `threads` threads, keeping up to two per
// thread in hand so that no thread waits for the next message.
class Worker {
 public:
  Worker(const CountPlan& plan, int threads) : plan_(plan), threads_(threads) {}

  void run() {
    {
      std::vector<std::jthread> pool;
      for (int t = 0; t < threads_; ++t) pool.emplace_back([this] { count_loop(); });
      communicate();
      std::lock_guard lock(mutex_);
      finished_ = true;
      work_ready_.notify_all();
    }
  }

 private:
  void communicate() {
    const auto in_hand = static_cast<std::uint64_t>(2 * threads_);
    std::uint64_t inflight = 0;
    bool exhausted = false;
    send_words({in_hand, 0}, 0, tag_results);
    for (;;) {
      const Words ids = receive_words(0, tag_work);
      exhausted = exhausted || ids.empty();
      inflight += ids.size();
      {
        std::lock_guard lock(mutex_);
        queue_.insert(queue_.end(), ids.begin(), ids.end());
      }
      work_ready_.notify_all();
      if (exhausted && inflight == 0) return;

      std::unique_lock lock(mutex_);
      results_ready_.wait(lock, [&] { return !results_.empty() || !error_.empty(); });
      if (!error_.empty()) {
        queue_.clear();
        finished_ = true;
        work_ready_.notify_all();
        const std::string message = error_;
        lock.unlock();
        MPI_Send(message.data(), static_cast<int>(message.size()), MPI_CHAR, 0, tag_error, MPI_COMM_WORLD);
        receive_words(0, tag_work);
        return;
      }
      Words message{0, results_.size()};
      for (const UnitCount& u : results_)
        message.insert(message.end(), {u.id, static_cast<std::uint64_t>(u.solutions),
                                       static_cast<std::uint64_t>(u.solutions >> 64), u.nodes});
      inflight -= results_.size();
      results_.clear();
      lock.unlock();
      message[0] = exhausted ? 0 : in_hand - inflight;
      send_words(message, 0, tag_results);
    }
  }

  void count_loop() {
    for (;;) {
      std::uint64_t id;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [&] { return finished_ || !queue_.empty(); });
        if (queue_.empty()) return;
        id = queue_.front();
        queue_.pop_front();
      }
      try {
        const UnitCount unit = plan_.count_unit(id);
        std::lock_guard lock(mutex_);
        results_.push_back(unit);
      } catch (const std::exception& e) {
        std::lock_guard lock(mutex_);
        if (error_.empty()) error_ = e.what();
      }
      results_ready_.notify_one();
    }
  }

  const CountPlan& plan_;
  int threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_, results_ready_;
  std::deque<std::uint64_t> queue_;
  std::vector<UnitCount> results_;
  std::string error_;
  bool finished_ = false;
};

}  // namespace

RunReport count_over_mpi(int n, const CountOptions& options, const RunOptions& run) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (ranks == 1) {
    RunReport report = count_with_journal(n, options, run);
    report.ranks = 1;
    return report;
  }
  const int threads = options.threads > 0 ? options.threads : available_cpus();
  // The units of a plan may depend on its limits (the fast engine cuts splits into parts to fit
  // its memory budget), so every rank builds its plan with rank 0's limits: the same units,
  // whatever memory and cores each machine has.
  std::uint64_t limits[2] = {options.memory_bytes > 0 ? options.memory_bytes : physical_memory_bytes() / 4,
                             static_cast<std::uint64_t>(threads)};
  MPI_Bcast(limits, 2, MPI_UINT64_T, 0, MPI_COMM_WORLD);
  const PlanLimits plan_limits{limits[0], static_cast<int>(limits[1])};
  if (rank != 0) {
    int ok = 0;
    MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (!ok) return {};
    const auto plan = make_count_plan(n, options.engine, plan_limits);
    const auto verifying = run.verify ? make_verifying_plan(*plan) : nullptr;
    Worker(verifying ? *verifying : *plan, threads).run();
    return {};
  }

  const auto start = std::chrono::steady_clock::now();
  std::unique_ptr<CountSession> session;
  std::exception_ptr error;
  try {
    session = std::make_unique<CountSession>(n, options.engine, run, options.threads, ranks, plan_limits);
  } catch (...) {
    error = std::current_exception();
  }
  int ok = error ? 0 : 1;
  MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (error) std::rethrow_exception(error);
  Master(*session, options.observer, ranks).run();
  RunReport report = session->report(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  report.ranks = ranks;
  return report;
}

}  // namespace nqueens::run
