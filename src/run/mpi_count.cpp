#include "nqueens/mpi.hpp"

#include <fmt/format.h>
#include <mpi.h>
#include <sched.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/memory.hpp"
#include "core/parallel.hpp"
#include "core/plan_description.hpp"
#include "core/progress_pacer.hpp"
#include "core/validate.hpp"
#include "gpu/gpu_plan.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"
#include "run/journaled_count.hpp"

namespace nqueens::run {

namespace {

using Clock = std::chrono::steady_clock;
using Seconds = std::chrono::duration<double>;

// Messages. A worker sends tag_results: [units wanted, k, d, then k × (id, solutions low 64
// bits, solutions high 64 bits, nodes)], d the units it gave up uncounted, or tag_error with a
// message. Rank 0 answers each with tag_work: the ids to count (none if none were wanted);
// tag_stop: nothing more to hand out, finish the units in hand; or tag_give_up: the job is
// stopping (an error, a stop asked), drop the units in hand, those half-counted too, and report
// the finished ones. A unit of n >= 24 takes hours, which a failing job must not wait for.
constexpr int tag_results = 1;
constexpr int tag_error = 2;
constexpr int tag_work = 3;
constexpr int tag_stop = 4;
constexpr int tag_give_up = 5;

// A worker asks for about this much work at a time, measured by its own rate: long enough that
// messages are rare, short enough that a stop is prompt and the last batches even out.
constexpr Seconds batch_time{0.25};
// A worker reports finished units at least this often, so that rank 0's journal and progress
// stay current when its batches hold few long units.
constexpr Seconds report_interval{0.5};
// MPI's blocking calls spin, and a spinning rank 0 or communication thread would take a core
// from the counting threads, so waits poll with sleeps this long (small against batch_time).
constexpr auto poll_sleep = std::chrono::milliseconds(1);

using Words = std::vector<std::uint64_t>;

void send_words(const Words& words, int to, int tag) {
  MPI_Send(words.data(), static_cast<int>(words.size()), MPI_UINT64_T, to, tag, MPI_COMM_WORLD);
}

// Waits for the next message from `from` (any tag) and returns it; `status` tells its source
// and tag.
MPI_Status probe(int from) {
  MPI_Status status;
  int found = 0;
  while (MPI_Iprobe(from, MPI_ANY_TAG, MPI_COMM_WORLD, &found, &status), !found)
    std::this_thread::sleep_for(poll_sleep);
  return status;
}

Words receive_words(const MPI_Status& status) {
  int count = 0;
  MPI_Get_count(&status, MPI_UINT64_T, &count);
  Words words(static_cast<std::size_t>(count));
  MPI_Recv(words.data(), count, MPI_UINT64_T, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return words;
}

// What a rank may use of its node.
struct NodeShare {
  int threads = 1;
  std::uint64_t memory_bytes = 0;
};

// This rank's share of its node. Of the CPUs it may use, each counts 1/k for the k ranks of this
// node that may use it: Open MPI binds each of a few ranks to a core of its own (a share of 1 per
// core), but with binding off (as hybrid MPI + threads needs) every rank may use every core, and
// all of them counting on every core would oversubscribe the node. Of the memory, the default
// budget (core::default_memory_budget) with the machine's shared by the ranks of the node and a
// cgroup's limit (Slurm's --mem) by the ranks in that cgroup: ranks that each took the whole
// budget would together pass the limit, and the kernel would kill the job. Collective.
NodeShare node_share() {
  MPI_Comm node;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
  int local_ranks = 1;
  MPI_Comm_size(node, &local_ranks);
  cpu_set_t mine;
  CPU_ZERO(&mine);
  if (sched_getaffinity(0, sizeof mine, &mine) != 0) CPU_SET(0, &mine);
  std::vector<cpu_set_t> all(static_cast<std::size_t>(local_ranks));
  MPI_Allgather(&mine, sizeof mine, MPI_BYTE, all.data(), sizeof mine, MPI_BYTE, node);
  // Ranks under one limit name the same cgroup; 0 stands for none.
  const auto limit = core::cgroup_memory_limit();
  const std::uint64_t cgroup = limit ? std::hash<std::string>{}(limit->cgroup) | 1 : 0;
  std::vector<std::uint64_t> cgroups(static_cast<std::size_t>(local_ranks));
  MPI_Allgather(&cgroup, 1, MPI_UINT64_T, cgroups.data(), 1, MPI_UINT64_T, node);
  MPI_Comm_free(&node);
  double share = 0;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (!CPU_ISSET(cpu, &mine)) continue;
    const auto users = std::count_if(all.begin(), all.end(), [&](const cpu_set_t& s) { return CPU_ISSET(cpu, &s); });
    share += 1.0 / static_cast<double>(users);
  }
  const auto in_cgroup = static_cast<int>(std::count(cgroups.begin(), cgroups.end(), cgroup));
  return {std::max(1, static_cast<int>(std::lround(share))), core::default_memory_budget(local_ranks, in_cgroup)};
}

// Rank 0's text on every rank (what rank 0 passes; the others' `text` is ignored). Collective.
std::string broadcast(std::string text) {
  std::uint64_t size = text.size();
  MPI_Bcast(&size, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
  text.resize(size);
  MPI_Bcast(text.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
  return text;
}

// Throws std::runtime_error unless MPI lets threads run beside the thread that calls it: rank
// 0 and the workers count on threads of their own while the main thread alone calls MPI
// (MPI_THREAD_FUNNELED). An MPI built without threads provides MPI_THREAD_SINGLE only.
void require_funneled_threads() {
  int provided = MPI_THREAD_SINGLE;
  MPI_Query_thread(&provided);
  if (provided >= MPI_THREAD_FUNNELED) return;
  const char* level = provided == MPI_THREAD_SINGLE ? "MPI_THREAD_SINGLE" : "a level below MPI_THREAD_FUNNELED";
  throw std::runtime_error(fmt::format(
      "this MPI provides the thread level {}, and a count needs MPI_THREAD_FUNNELED (threads that count beside "
      "the one that calls MPI): initialise MPI with MPI_Init_thread, with an MPI library built with thread support",
      level));
}

// This rank's share of the GPUs of its node (`devices`, or every one it has), one rank per GPU
// (gpu::share_of_devices). Where the node's devices cannot be listed, `devices` as given: the
// plan then says why it cannot count. Collective.
std::vector<int> node_share_of_devices(const std::vector<int>& devices) {
  MPI_Comm node;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
  int local_rank = 0, local_ranks = 1;
  MPI_Comm_rank(node, &local_rank);
  MPI_Comm_size(node, &local_ranks);
  MPI_Comm_free(&node);
  try {
    return gpu::share_of_devices(gpu::device_ordinals(devices), local_rank, local_ranks);
  } catch (const std::exception&) {
    return devices;
  }
}

// Rank 0: hands out the session's units in batches, records the results, and counts units
// itself on `threads` threads, one unit at a time from the same list, until every worker has
// stopped.
class Master {
 public:
  Master(CountSession& session, Observer* observer, int ranks, int threads)
      : session_(session),
        observer_(observer),
        ranks_(ranks),
        threads_(threads),
        todo_(session.todo()),
        outstanding_(ranks, 0),
        active_(ranks - 1),
        progress_(observer) {
    so_far_.units_total = todo_.size();
  }

  void run() {
    {
      std::vector<std::jthread> pool;
      pool.reserve(static_cast<std::size_t>(threads_));
      for (int t = 0; t < threads_; ++t) pool.emplace_back([this] { count_locally(); });
      while (active_ > 0) serve(probe(MPI_ANY_SOURCE));
    }
    if (!error_.empty()) throw std::runtime_error(error_);
    progress_.finish(so_far_);
  }

 private:
  void serve(const MPI_Status& status) {
    const int from = status.MPI_SOURCE;
    Answer answer;
    if (status.MPI_TAG == tag_error) {
      int length = 0;
      MPI_Get_count(&status, MPI_CHAR, &length);
      std::string message(static_cast<std::size_t>(length), '\0');
      MPI_Recv(message.data(), length, MPI_CHAR, from, tag_error, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      std::lock_guard lock(mutex_);
      fail(message);
      outstanding_[from] = 0;
      answer = reply(from, 0);
    } else {
      const Words words = receive_words(status);
      std::lock_guard lock(mutex_);
      const std::uint64_t k = words[1];
      outstanding_[from] -= k + words[2];
      for (std::uint64_t i = 0; i < k; ++i) {
        const std::uint64_t* w = &words[3 + 4 * i];
        take({w[0], (u128(w[2]) << 64) | w[1], w[3]});
      }
      answer = reply(from, words[0]);
    }
    // Sent without the lock: a long message waits for the worker, and the counting threads
    // of rank 0 should not.
    send_words(answer.ids, from, answer.tag);
  }

  struct Answer {
    int tag = tag_work;
    Words ids;
  };

  // Gives `from` up to `wanted` units, fewer near the end so that the last ones spread over
  // every rank; tag_stop once there is nothing more to give, which ends a worker with no unit
  // outstanding, and tag_give_up to one that holds units of a job that is stopping. Called with
  // mutex_ held.
  Answer reply(int from, std::uint64_t wanted) {
    if (stopping_ || next_ == todo_.size()) {
      if (outstanding_[from] == 0) {
        --active_;
        return {tag_stop, {}};
      }
      return {stopping_ ? tag_give_up : tag_stop, {}};
    }
    const std::uint64_t remaining = todo_.size() - next_;
    const std::uint64_t give =
        std::min(wanted, std::max<std::uint64_t>(1, remaining / (8 * static_cast<std::uint64_t>(ranks_))));
    Answer answer{tag_work, Words(todo_.begin() + static_cast<std::ptrdiff_t>(next_),
                                  todo_.begin() + static_cast<std::ptrdiff_t>(next_ + give))};
    next_ += give;
    outstanding_[from] += give;
    return answer;
  }

  void count_locally() {
    // A unit half-counted when the job stops is given up (StoppedError), as the workers' are.
    const StopCheck stop = [this] {
      std::lock_guard lock(mutex_);
      if (observer_ && observer_->stop_requested()) stopping_ = true;
      return stopping_;
    };
    for (;;) {
      std::uint64_t id;
      {
        std::lock_guard lock(mutex_);
        if (stopping_ || next_ == todo_.size()) return;
        id = todo_[next_++];
      }
      try {
        const UnitCount unit = session_.work_plan().count_unit(id, stop);
        std::lock_guard lock(mutex_);
        take(unit);
      } catch (const StoppedError&) {
        return;
      } catch (const std::exception& e) {
        std::lock_guard lock(mutex_);
        fail(e.what());
      }
    }
  }

  // Records a finished unit and shows it to the observer. Called with mutex_ held.
  void take(const UnitCount& unit) {
    if (!error_.empty()) return;
    try {
      session_.record(unit);
    } catch (const std::exception& e) {
      fail(e.what());
      return;
    }
    if (!observer_) return;
    so_far_ += unit;
    observer_->on_unit(unit);
    progress_.update(so_far_);
    if (observer_->stop_requested()) stopping_ = true;
  }

  void fail(const std::string& message) {
    if (error_.empty()) error_ = message;
    stopping_ = true;
  }

  CountSession& session_;
  Observer* observer_;
  int ranks_;
  int threads_;
  std::mutex mutex_;  // guards everything below, the session and the observer
  std::vector<std::uint64_t> todo_;
  std::size_t next_ = 0;
  std::vector<std::uint64_t> outstanding_;  // units handed to each rank and not yet returned
  int active_;                              // workers not yet told to stop
  bool stopping_ = false;
  std::string error_;
  CountResult so_far_;  // this run's units, for the observer
  core::ProgressPacer progress_;
};

// Ranks 1..: tells rank 0 that this rank cannot count (`error`, such as a plan beyond its
// memory), and waits for its answer, which stops the job.
void report_failure(const std::string& error) {
  MPI_Send(error.data(), static_cast<int>(error.size()), MPI_CHAR, 0, tag_error, MPI_COMM_WORLD);
  receive_words(probe(0));
}

// Ranks 1..: counts the batches rank 0 hands out on `threads` threads. It asks for the next
// batch while half of the last one is still in hand, so no thread waits for a message, and
// sizes it to last about batch_time at the rate it has counted so far.
class Worker {
 public:
  Worker(const CountPlan& plan, int threads) : plan_(plan), threads_(threads) {}

  void run() {
    std::vector<std::jthread> pool;
    pool.reserve(static_cast<std::size_t>(threads_));
    for (int t = 0; t < threads_; ++t) pool.emplace_back([this] { count_loop(); });
    communicate();
    std::lock_guard lock(mutex_);
    finished_ = true;
    work_ready_.notify_all();
  }

 private:
  void communicate() {
    const auto start = Clock::now();
    std::uint64_t counted = 0;                                  // units reported so far
    std::uint64_t in_hand = 0;                                  // units received and not yet reported
    bool exhausted = false;                                     // rank 0 has nothing more to hand out
    Words message{static_cast<std::uint64_t>(threads_), 0, 0};  // the first batch: one unit per thread
    for (;;) {
      send_words(message, 0, tag_results);
      const auto sent = Clock::now();
      const MPI_Status status = probe(0);
      const Words ids = receive_words(status);
      std::unique_lock lock(mutex_);
      if (status.MPI_TAG == tag_stop) exhausted = true;
      if (status.MPI_TAG == tag_give_up) give_up();
      exhausted = exhausted || giving_up_;
      // Ask again once half of this batch is under way.
      if (!ids.empty()) low_water_ = ids.size() / 2;
      queue_.insert(queue_.end(), ids.begin(), ids.end());
      in_hand += ids.size();
      work_ready_.notify_all();
      if (exhausted && in_hand == 0) return;

      // The next message: when the queue runs low, when the last unit in hand is done, or
      // when finished units have waited report_interval.
      auto due = sent + report_interval;
      const auto report_due = [&] {
        return !error_.empty() || (!exhausted && queue_.size() <= low_water_) ||
               (exhausted && results_.size() + given_up_ == in_hand);
      };
      while (!results_ready_.wait_until(lock, due, report_due) && results_.empty() && given_up_ == 0)
        due = Clock::now() + report_interval;
      if (!error_.empty()) {
        give_up();
        const std::string error = error_;
        lock.unlock();
        report_failure(error);
        return;
      }
      counted += results_.size();
      in_hand -= results_.size() + given_up_;
      const double rate = static_cast<double>(counted) / std::max(1e-3, Seconds(Clock::now() - start).count());
      const auto batch = std::max<std::uint64_t>(static_cast<std::uint64_t>(threads_),
                                                 static_cast<std::uint64_t>(rate * batch_time.count()));
      const bool ask = !exhausted && queue_.size() <= low_water_;
      message = {ask ? std::max<std::uint64_t>(1, batch - std::min<std::uint64_t>(batch, queue_.size())) : 0,
                 results_.size(), given_up_};
      for (const UnitCount& u : results_)
        message.insert(message.end(), {u.id, static_cast<std::uint64_t>(u.solutions),
                                       static_cast<std::uint64_t>(u.solutions >> 64), u.nodes});
      results_.clear();
      given_up_ = 0;
    }
  }

  // Drops the queued units and stops the running ones (count_loop's StopCheck), which then
  // count in given_up_. Called with mutex_ held.
  void give_up() {
    giving_up_ = true;
    given_up_ += queue_.size();
    queue_.clear();
  }

  void count_loop() {
    const StopCheck stop = [this] {
      std::lock_guard lock(mutex_);
      return giving_up_;
    };
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
        const UnitCount unit = plan_.count_unit(id, stop);
        std::lock_guard lock(mutex_);
        results_.push_back(unit);
        if (queue_.size() <= low_water_) results_ready_.notify_one();
      } catch (const StoppedError&) {
        std::lock_guard lock(mutex_);
        ++given_up_;
        results_ready_.notify_one();
      } catch (const std::exception& e) {
        std::lock_guard lock(mutex_);
        if (error_.empty()) error_ = e.what();
        results_ready_.notify_one();
      }
    }
  }

  const CountPlan& plan_;
  int threads_;
  std::mutex mutex_;  // guards everything below
  std::condition_variable work_ready_, results_ready_;
  std::deque<std::uint64_t> queue_;
  std::uint64_t low_water_ = 0;  // ask for more once the queue holds no more units than this
  std::vector<UnitCount> results_;
  std::uint64_t given_up_ = 0;  // units dropped or stopped since the last report
  bool giving_up_ = false;      // rank 0 said tag_give_up, or this rank failed
  std::string error_;
  bool finished_ = false;
};

}  // namespace

}  // namespace nqueens::run

namespace nqueens {

RunReport count_over_mpi(int n, const CountOptions& options, const RunOptions& run) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  try {
    run::require_funneled_threads();
  } catch (const std::runtime_error&) {
    if (rank == 0) throw;
    return {};
  }
  if (ranks == 1) {
    RunReport report = count_with_journal(n, options, run);
    report.ranks = 1;
    return report;
  }
  // On GPUs each rank counts on its share of its node's devices, on as many threads as its plan
  // has slots for units (unless told otherwise); on CPUs on its share of the node's CPUs.
  const bool on_gpu = options.engine == Engine::gpu;
  const run::NodeShare share = run::node_share();
  const PlanLimits limits{options.limits.memory_bytes > 0 ? options.limits.memory_bytes : share.memory_bytes,
                          options.limits.threads > 0 ? options.limits.threads
                          : on_gpu                   ? 0
                                                     : share.threads,
                          on_gpu ? run::node_share_of_devices(options.limits.devices) : std::vector<int>{}};
  // The units of a plan may depend on the limits of the rank that makes it (the fast engine cuts
  // splits into parts to fit its memory budget), or on the journal that rank 0 resumes, so rank
  // 0 makes the plan and every other rank makes the plan of its description, within its own
  // limits: the same units, whatever memory and cores each machine has.
  if (rank != 0) {
    const std::string description = run::broadcast("");
    if (description.empty()) return {};  // rank 0 failed, and says why
    std::unique_ptr<CountPlan> plan;
    std::string error;
    try {
      plan = core::plan_of_description(description, limits);
      if (!plan) error = "no engine makes the plan '" + description + "'";
    } catch (const std::exception& e) {
      error = e.what();
    }
    if (!plan) {
      run::report_failure(fmt::format("MPI rank {}: {}", rank, error));
      return {};
    }
    const auto verifying = run.verify ? run::make_verifying_plan(*plan) : nullptr;
    const CountPlan& work_plan = verifying ? *verifying : *plan;
    run::Worker(work_plan, core::counting_threads(work_plan, limits.threads)).run();
    return {};
  }

  const auto start = run::Clock::now();
  std::unique_ptr<run::CountSession> session;
  std::exception_ptr error;
  try {
    core::require_board_size(n, max_count_n, "count");  // the rules' engine would take a classic board of n > 32
    session = std::make_unique<run::CountSession>(classic_rules(n), options.engine, run, limits.threads, ranks, limits);
  } catch (...) {
    error = std::current_exception();
  }
  run::broadcast(error ? "" : session->plan().description());
  if (error) std::rethrow_exception(error);
  run::Master(*session, options.observer, ranks, session->threads()).run();
  RunReport report = session->report(run::Seconds(run::Clock::now() - start).count(), options.observer);
  report.ranks = ranks;
  report.limits = limits;
  report.limits.threads = session->threads();
  return report;
}

}  // namespace nqueens
