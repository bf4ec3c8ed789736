// The solutions one at a time, the index-th solution, one solution for any n or under rules
// (completions too: placed queens), and the attacking pairs of a placement. The searches run with the GIL released.

#include <pybind11/stl.h>

#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "module.hpp"
#include "nqueens/find.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::python {

namespace {

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::found:
      return "found";
    case Outcome::none_exists:
      return "none";
    case Outcome::gave_up:
      return "gave up";
  }
  return "?";
}

// An iterator over the solutions in lexicographic order. A call to __next__ searches briefly
// with the GIL held (the next solution is usually a few nodes away), then in slices without
// it, looking for Ctrl-C between slices, so that a far solution (large n) neither blocks other
// Python threads nor ignores KeyboardInterrupt.
class SolutionIterator {
 public:
  SolutionIterator(int n, bool fundamental) : cursor_(n, fundamental ? Solutions::fundamental : Solutions::all) {}

  Placement next() {
    if (busy_) throw py::value_error("the solutions iterator is already running in another thread");
    const Placement* p = cursor_.next(quick_nodes);
    while (p == nullptr && !cursor_.done()) {
      busy_ = true;
      {
        py::gil_scoped_release release;
        p = cursor_.next(slice_nodes);
      }
      busy_ = false;
      if (p == nullptr && PyErr_CheckSignals() != 0) throw py::error_already_set();
    }
    if (p == nullptr) throw py::stop_iteration();
    return *p;
  }

 private:
  static constexpr std::uint64_t quick_nodes = 1 << 12;
  static constexpr std::uint64_t slice_nodes = 1 << 22;  // tens of milliseconds
  SolutionCursor cursor_;
  bool busy_ = false;
};

py::object solution_at_index(int n, const std::string& index) {
  const u128 i = parse_u128(index);
  std::optional<Placement> p;
  {
    py::gil_scoped_release release;
    p = solution_at(n, Solutions::all, i);
  }
  if (!p) return py::none();
  return py::cast(std::move(*p));
}

// One solution of the classic n×n board (variant None) or under the rules `variant` describes
// (rules_of). Returns (outcome, placement or None, nodes or min-conflicts' steps, seconds).
py::tuple find(int n, const std::string& method, std::uint64_t seed, std::uint64_t max_steps, double max_seconds,
               const py::object& variant) {
  const Rules rules = variant.is_none() ? classic_rules(n) : rules_of(n, variant);
  FindOptions options;
  options.method = method == "first"           ? FindMethod::first
                   : method == "min-conflicts" ? FindMethod::min_conflicts
                                               : FindMethod::construct;
  options.seed = seed;
  options.max_steps = max_steps;
  options.max_seconds = max_seconds;
  FindResult r;
  {
    py::gil_scoped_release release;
    r = find_solution(rules, options);
  }
  py::object solution = r.outcome == Outcome::found ? py::cast(std::move(r.solution)) : py::none();
  return py::make_tuple(outcome_name(r.outcome), solution, r.nodes, r.seconds);
}

// The first `limit` attacking pairs, each as (row, column, row, column, reach), on the classic
// board (variant None) or under the rules `variant` describes (rules_of): then also wrapped
// diagonals and knight moves; in the order of find_attacks.
py::list attacks(const py::object& placement, std::uint64_t limit, const py::object& variant) {
  const Placement p = to_placement(placement);
  const Rules rules = variant.is_none() ? classic_rules(p.n) : rules_of(p.n, variant);
  Conflicts c;
  {
    py::gil_scoped_release release;
    c = find_attacks(rules, p.squares(), static_cast<std::size_t>(std::min<std::uint64_t>(limit, SIZE_MAX)));
  }
  py::list out;
  for (const Attack& a : c.listed)
    out.append(py::make_tuple(a.first.row, a.first.column, a.second.row, a.second.column, reach_name(a.reach)));
  return out;
}

}  // namespace

void bind_search(py::module_& m) {
  py::class_<SolutionIterator>(m, "SolutionIterator",
                               "An iterator over the solutions of a board in lexicographic order (nqueens.solutions).")
      .def(py::init<int, bool>(), py::arg("n"), py::arg("fundamental"))
      .def("__iter__", [](py::object self) { return self; })
      .def("__next__", &SolutionIterator::next);
  m.def("solution_at", &solution_at_index, py::arg("n"), py::arg("index"));
  m.def(
      "solution_numbering", [](int n) { return solution_numbering(n); }, py::arg("n"));
  m.def("find", &find, py::arg("n"), py::arg("method"), py::arg("seed"), py::arg("max_steps"), py::arg("max_seconds"),
        py::arg("variant") = py::none());
  m.def("attacks", &attacks, py::arg("placement"), py::arg("limit") = std::numeric_limits<std::uint64_t>::max(),
        py::arg("variant") = py::none());
}

}  // namespace nqueens::python
