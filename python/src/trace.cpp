// trace(): the steps of the backtracking search as an iterator. The library's trace calls back
// at each step, so it runs on a thread of its own and hands the steps over in batches through a
// bounded queue: memory stays flat however long the search, and the search never runs more
// than a few batches ahead of the reader. Dropping the iterator (closing the generator, garbage
// collection) tells the thread to stop at its next step and joins it; the thread never touches
// Python objects.

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "module.hpp"
#include "nqueens/trace.hpp"

namespace nqueens::python {

namespace {

// One step, copied out of the search (whose event refers to its own memory).
struct Step {
  TraceStep kind = TraceStep::place;
  Square square;
  std::uint64_t number = 0;  // place: the node; solution: the solution's index
  std::vector<Attack> attacks;
  std::vector<int> columns;  // solution: the solution
};

class TraceIterator {
 public:
  explicit TraceIterator(int n) : n_(n) {
    if (n < 1 || n > max_trace_n) throw py::value_error("trace takes n from 1 to " + std::to_string(max_trace_n));
    thread_ = std::thread([this] { produce(); });
  }
  ~TraceIterator() {
    {
      std::lock_guard lock(mutex_);
      closed_ = true;
    }
    changed_.notify_all();
    py::gil_scoped_release release;
    thread_.join();
  }
  TraceIterator(const TraceIterator&) = delete;
  TraceIterator& operator=(const TraceIterator&) = delete;

  py::tuple next() {
    if (busy_) throw py::value_error("the trace iterator is already running in another thread");
    if (read_ == batch_.size()) {
      busy_ = true;
      bool taken = false;
      try {
        taken = take_batch();
      } catch (...) {
        busy_ = false;
        throw;
      }
      busy_ = false;
      if (!taken) throw py::stop_iteration();
    }
    return to_python(batch_[read_++]);
  }

 private:
  static constexpr std::size_t batch_steps = 1024;
  static constexpr std::size_t max_batches = 4;

  // The search thread: fills batches and queues them, waiting while the queue is full.
  void produce() {
    std::vector<Step> batch;
    auto hand_over = [&] {
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [this] { return queue_.size() < max_batches || closed_; });
      if (closed_) return false;
      queue_.push_back(std::move(batch));
      batch.clear();
      changed_.notify_all();
      return true;
    };
    try {
      trace_search(n_, [&](const TraceEvent& e, const Placement& board) {
        Step step{e.step, e.square, e.step == TraceStep::solution ? e.index : e.node, {}, {}};
        step.attacks.assign(e.attacks.begin(), e.attacks.end());
        if (e.step == TraceStep::solution) step.columns = board.columns;
        batch.push_back(std::move(step));
        return batch.size() < batch_steps || hand_over();
      });
      if (!batch.empty()) hand_over();
    } catch (...) {
      std::lock_guard lock(mutex_);
      error_ = std::current_exception();
    }
    std::lock_guard lock(mutex_);
    finished_ = true;
    changed_.notify_all();
  }

  // Waits (without the GIL, looking for Ctrl-C every 50 ms) for the next batch; false at the end.
  bool take_batch() {
    for (;;) {
      {
        py::gil_scoped_release release;
        std::unique_lock lock(mutex_);
        changed_.wait_for(lock, std::chrono::milliseconds(50), [this] { return !queue_.empty() || finished_; });
        if (!queue_.empty()) {
          batch_ = std::move(queue_.front());
          queue_.pop_front();
          read_ = 0;
          changed_.notify_all();
          return true;
        }
        if (finished_) break;
      }
      if (PyErr_CheckSignals() != 0) throw py::error_already_set();
    }
    if (error_) std::rethrow_exception(error_);
    return false;
  }

  py::tuple to_python(const Step& s) const {
    switch (s.kind) {
      case TraceStep::place:
        return py::make_tuple("place", s.square.row, s.square.column, s.number);
      case TraceStep::reject: {
        py::tuple attacks(s.attacks.size());
        for (std::size_t i = 0; i < s.attacks.size(); ++i) {
          const Attack& a = s.attacks[i];
          attacks[i] = py::make_tuple(a.first.row, a.first.column, a.second.row, a.second.column, reach_name(a.reach));
        }
        return py::make_tuple("reject", s.square.row, s.square.column, attacks);
      }
      case TraceStep::backtrack:
        return py::make_tuple("backtrack", s.square.row, s.square.column, py::none());
      case TraceStep::solution:
        return py::make_tuple("solution", s.square.row, s.square.column,
                              py::make_tuple(s.number, Placement{n_, s.columns}));
    }
    throw std::logic_error("unknown trace step");
  }

  int n_;
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::vector<Step>> queue_;
  bool closed_ = false;
  bool finished_ = false;
  std::exception_ptr error_;
  // The batch being read, on the Python side.
  std::vector<Step> batch_;
  std::size_t read_ = 0;
  bool busy_ = false;  // a call waits for a batch without the GIL
};

}  // namespace

void bind_trace(py::module_& m) {
  py::class_<TraceIterator>(m, "TraceIterator", "The steps of the traced search (nqueens.trace), as tuples.")
      .def(py::init<int>(), py::arg("n"))
      .def("__iter__", [](py::object self) { return self; })
      .def("__next__", &TraceIterator::next);
}

}  // namespace nqueens::python
