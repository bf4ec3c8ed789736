// nqueens._nqueens: the engines for Python. The package nqueens wraps it (python/nqueens).

#include "module.hpp"

#include <pybind11/stl.h>

#include <cstdint>
#include <string_view>

#include "nqueens/count.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/find.hpp"
#include "nqueens/io/page.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/trace.hpp"
#include "nqueens/variants.hpp"
#include "nqueens/version.hpp"
#include "text/numbers.hpp"

namespace nqueens::python {

py::int_ to_int(u128 value) {
  return py::reinterpret_steal<py::int_>(PyLong_FromString(to_string(value).c_str(), nullptr, 10));
}

Rules rules_of(int n, const py::object& variant) {
  Rules rules = classic_rules(n);
  if (variant.is_none()) return rules;
  const auto t = variant.cast<py::tuple>();
  rules.rows = t[0].cast<int>();
  rules.queens = t[1].cast<int>();
  rules.toroidal = t[2].cast<bool>();
  rules.knight = t[3].cast<bool>();
  for (const auto& [row, column] : t[4].cast<std::vector<std::pair<int, int>>>())
    rules.blocked.push_back({row, column});
  for (const auto& [kind, index] : t[5].cast<std::vector<std::pair<std::string, int>>>())
    rules.excluded.push_back({kind == "sum" ? Diagonal::Kind::sum : Diagonal::Kind::difference, index});
  for (const auto& [row, column] : t[6].cast<std::vector<std::pair<int, int>>>()) rules.placed.push_back({row, column});
  validate(rules);
  return rules;
}

namespace {

// The exception types the library's typed errors become. Created once, kept for the life of
// the process (the interpreter owns them; they are never freed before it ends).
PyObject* memory_budget_error = nullptr;

void register_errors(py::module_& m) {
  memory_budget_error = PyErr_NewExceptionWithDoc(
      "nqueens.MemoryBudgetError",
      "A count does not fit in its memory budget (memory=) on its threads (threads=). A ValueError;\n"
      "needed_bytes, budget_bytes and threads give the sizes.",
      PyExc_ValueError, nullptr);
  PyObject* gave_up = PyErr_NewExceptionWithDoc(
      "nqueens.GaveUpError",
      "find() or complete() spent its budget (time_limit, max_steps) without an answer. A RuntimeError.",
      PyExc_RuntimeError, nullptr);
  if (memory_budget_error == nullptr || gave_up == nullptr) throw py::error_already_set();
  m.add_object("MemoryBudgetError", py::handle(memory_budget_error));
  m.add_object("GaveUpError", py::handle(gave_up));
  py::register_exception_translator([](std::exception_ptr error) {
    try {
      if (error) std::rethrow_exception(error);
    } catch (const MemoryBudgetError& e) {
      py::object exception = py::reinterpret_borrow<py::object>(memory_budget_error)(
          std::string(e.what()) + ": raise memory= or lower threads=");
      exception.attr("needed_bytes") = e.needed_bytes();
      exception.attr("budget_bytes") = e.budget_bytes();
      exception.attr("threads") = e.threads();
      PyErr_SetObject(memory_budget_error, exception.ptr());
    }
  });
}

}  // namespace

}  // namespace nqueens::python

PYBIND11_MODULE(_nqueens, m) {
  using namespace nqueens;
  m.doc() = "The nqueens engines; use the package nqueens, which checks arguments and documents them.";
  m.attr("__version__") = version;
  m.attr("MAX_COUNT_N") = max_count_n;
  m.attr("MAX_SOLVE_N") = max_solve_n;
  m.attr("MAX_FIND_N") = max_find_n;
  m.attr("MAX_FIRST_N") = max_first_n;
  m.attr("MAX_COMPLETION_N") = max_completion_n;
  m.attr("MAX_RULES_N") = max_rules_n;
  m.attr("MAX_TRACE_N") = max_trace_n;
  m.attr("MAX_PAGE_N") = io::max_page_n;
  m.attr("MAX_THREADS") = max_threads;
  m.attr("MAX_DEVICE_ORDINAL") = max_device_ordinal;
  m.attr("MAX_SEARCH_SECONDS") = static_cast<std::int64_t>(max_search_seconds);
  // memory="2G": the tools' reading of a memory size (src/text/numbers.hpp); None for text it refuses.
  m.def("parse_memory_size", [](std::string_view text) { return parse_memory_size(text); });
  python::register_errors(m);
  python::bind_placement(m);
  python::bind_count(m);
  python::bind_search(m);
  python::bind_trace(m);
  python::bind_pictures(m);
}
