// Placement: the column of the queen in each row, 0-based, None for an empty row. Immutable,
// hashable, a sequence, and a buffer (its columns as C ints, -1 for an empty row), so that
// numpy.asarray(p) and memoryview(p) see the columns of a million queens without a copy.

#include <pybind11/operators.h>

#include <cstdint>
#include <string>
#include <vector>

#include "module.hpp"
#include "nqueens/find.hpp"
#include "nqueens/io/placement_text.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens::python {

namespace {

// The largest board the pictures and the text board draw (io::write_svg's limit).
constexpr int max_drawn_n = 64;
// Past this many rows, repr shows the first and last columns only.
constexpr std::size_t max_repr_rows = 64;

std::string type_name(py::handle value) { return Py_TYPE(value.ptr())->tp_name; }

py::object column_object(int column) {
  return column == Placement::empty ? py::object(py::none()) : py::object(py::int_(column));
}

py::tuple columns_tuple(const Placement& p) {
  py::tuple columns(p.columns.size());
  for (std::size_t r = 0; r < p.columns.size(); ++r) columns[r] = column_object(p.columns[r]);
  return columns;
}

std::string columns_text(const Placement& p, std::size_t from, std::size_t to) {
  std::string text;
  for (std::size_t r = from; r < to; ++r) {
    if (!text.empty()) text += ", ";
    text += p.columns[r] == Placement::empty ? "None" : std::to_string(p.columns[r]);
  }
  return text;
}

std::string repr(const Placement& p) {
  const std::size_t n = p.columns.size();
  if (n <= max_repr_rows) return "Placement([" + columns_text(p, 0, n) + "])";
  return "<Placement n=" + std::to_string(n) + " columns=[" + columns_text(p, 0, 5) + ", ..., " +
         columns_text(p, n - 2, n) + "]>";
}

py::object svg(const Placement& p) {
  if (p.n > max_drawn_n) return py::none();
  return py::str(svg_picture({p}, {""}, 0));
}

std::string board_text(const Placement& p) {
  if (p.n > max_drawn_n) return repr(p);
  std::string text = written([&](io::Output& out) { io::write_grid(out, p); });
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

// FNV-1a over n and the columns: equal placements hash alike, as __eq__ requires.
Py_hash_t hash(const Placement& p) {
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](std::uint64_t v) {
    h ^= v;
    h *= 1099511628211ull;
  };
  mix(static_cast<std::uint64_t>(p.n));
  for (int c : p.columns) mix(static_cast<std::uint64_t>(static_cast<std::int64_t>(c)));
  const auto value = static_cast<Py_hash_t>(h);
  return value == -1 ? -2 : value;  // -1 means an error to CPython
}

py::object item(const Placement& p, const py::object& key) {
  if (PySlice_Check(key.ptr())) return columns_tuple(p)[key];
  if (!PyIndex_Check(key.ptr()) || PyBool_Check(key.ptr()))
    throw py::type_error("Placement indices must be ints or slices, got " + type_name(key));
  const Py_ssize_t row = PyNumber_AsSsize_t(key.ptr(), PyExc_IndexError);
  if (row == -1 && PyErr_Occurred()) throw py::error_already_set();
  const auto n = static_cast<Py_ssize_t>(p.columns.size());
  const Py_ssize_t index = row < 0 ? row + n : row;
  if (index < 0 || index >= n)
    throw py::index_error("row " + std::to_string(row) + " is off the " + std::to_string(n) + "×" + std::to_string(n) +
                          " board");
  return column_object(p.columns[static_cast<std::size_t>(index)]);
}

}  // namespace

Placement to_placement(py::handle columns) {
  if (py::isinstance<Placement>(columns)) return columns.cast<Placement>();
  if (PyUnicode_Check(columns.ptr()) || PyBytes_Check(columns.ptr()) || !PySequence_Check(columns.ptr()))
    throw py::type_error("columns must be a sequence of ints (None for an empty row), got " + type_name(columns));
  const py::sequence items = py::reinterpret_borrow<py::sequence>(columns);
  const std::size_t n = items.size();
  if (n < 1 || n > static_cast<std::size_t>(max_find_n))
    throw py::value_error("a placement must have from 1 to " + std::to_string(max_find_n) + " rows, got " +
                          std::to_string(n));
  Placement p = Placement::empty_board(static_cast<int>(n));
  for (std::size_t r = 0; r < n; ++r) {
    const py::object column = items[r];
    const std::string name = "columns[" + std::to_string(r) + "]";
    if (column.is_none()) continue;
    if (!PyIndex_Check(column.ptr()) || PyBool_Check(column.ptr()))
      throw py::type_error(name + " must be an int or None, got " + type_name(column));
    const py::int_ value = py::reinterpret_steal<py::int_>(PyNumber_Index(column.ptr()));
    if (!value) throw py::error_already_set();
    int overflow = 0;
    const long long c = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (overflow != 0 || c < 0 || c >= static_cast<long long>(n))
      throw py::value_error(name + " must be a whole number from 0 to " + std::to_string(n - 1) + " or None, got " +
                            py::repr(value).cast<std::string>());
    p.columns[r] = static_cast<int>(c);
  }
  return p;
}

void bind_placement(py::module_& m) {
  py::class_<Placement>(m, "Placement", py::buffer_protocol(), R"doc(
The queens on an n×n board, one per row: columns[r] is the column of the queen in row r, counted
from 0, or None for a row without a queen. Placement([0, 4, 7, 5, 2, 6, 1, 3]) is the first
solution of eight queens (the command line's "1 5 8 6 3 7 2 4", which counts from 1).

Immutable and hashable; compares and sorts by n, then lexicographically. A sequence of the
columns (len, indexing, iteration), and a buffer of C ints (-1 for an empty row), so that
numpy.asarray(p) or memoryview(p) reads the columns of a million queens without a copy. In
Jupyter it draws itself as a chess board (_repr_svg_, up to n = 64), attacking queens in red.

Raises TypeError if columns is not a sequence of ints and None, ValueError if a column is off the
board or there are no rows.)doc")
      .def(py::init([](const py::object& columns) { return to_placement(columns); }), py::arg("columns"))
      .def_readonly("n", &Placement::n, "The size of the board: the number of rows (and columns).")
      .def_property_readonly("columns", &columns_tuple,
                             "The column of the queen in each row, 0-based, None for an empty row (a tuple).")
      .def("__len__", [](const Placement& p) { return p.columns.size(); })
      .def("__getitem__", &item)
      .def("__iter__", [](const Placement& p) { return py::iter(columns_tuple(p)); })
      .def(py::self == py::self)
      .def(py::self != py::self)
      .def(py::self < py::self)
      .def(py::self <= py::self)
      .def(py::self > py::self)
      .def(py::self >= py::self)
      .def("__hash__", &hash)
      .def("__repr__", &repr)
      .def("__str__", &board_text)
      .def("_repr_svg_", &svg,
           "The board as an SVG picture (the command line's chess board), attacking pairs in red; None past n = 64.")
      .def(
          "is_solution", [](const Placement& p) { return is_solution(p); },
          "True if there is a queen in every row and no two queens attack each other. O(n).")
      .def(
          "canonical", [](const Placement& p) { return canonical(p); },
          "The lexicographically smallest of the eight images: the representative of the symmetry class.\n"
          "Raises ValueError unless there is one queen in every row and every column.")
      .def(
          "images",
          [](const Placement& p) {
            py::list images;
            for (Symmetry g : all_symmetries) images.append(apply(g, p));
            return images;
          },
          "The eight images under the symmetries of the square, in the order of nqueens.SYMMETRIES\n"
          "(identity first). Raises ValueError unless there is one queen in every row and every column.")
      .def(
          "orbit_size", [](const Placement& p) { return orbit_size(p); },
          "The number of distinct images: 8, 4 (fixed by the 180° rotation), 2 (also by the 90° rotation),\n"
          "or 1 (n = 1). Raises ValueError unless there is one queen in every row and every column.")
      .def_buffer([](Placement& p) {
        return py::buffer_info(p.columns.data(), sizeof(int), py::format_descriptor<int>::format(), 1,
                               {static_cast<py::ssize_t>(p.columns.size())}, {static_cast<py::ssize_t>(sizeof(int))},
                               true);
      })
      // Pickled as a call of the constructor with the columns, which every pickle protocol
      // supports (py::pickle's __setstate__ route aborts under protocols 0 and 1).
      .def("__reduce__", [](const py::object& self) {
        return py::make_tuple(self.attr("__class__"), py::make_tuple(columns_tuple(self.cast<const Placement&>())));
      });
}

}  // namespace nqueens::python
