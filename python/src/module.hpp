#pragma once
// The pybind11 module nqueens._nqueens: what its binding files share. The package nqueens
// (python/nqueens/__init__.py) checks the arguments, words the errors as the command-line tool
// does and documents the API; these functions take arguments already checked.

#include <pybind11/pybind11.h>

#include <functional>
#include <string>
#include <vector>

#include "nqueens/io/output.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/types.hpp"

namespace nqueens::python {

namespace py = pybind11;

// A 128-bit total as an exact Python int.
py::int_ to_int(u128 value);

// The text that `write` sends to an io::Output, as a string.
using io::written;

// A Placement, or a sequence of columns (ints, None for an empty row) made into one. Throws
// TypeError or ValueError, naming the column, for anything else.
Placement to_placement(py::handle columns);

// The placements as chess boards in one SVG picture (`per_row` boards to a row, 0: about a
// square grid), each under its caption, attacking pairs in red. n <= 64.
std::string svg_picture(const std::vector<Placement>& placements, const std::vector<std::string>& captions,
                        int per_row);

// The rules of the n-column board that the package's variant keywords describe (nqueens._variant
// makes the tuple): (rows, queens, torus, knight, blocked squares [(r, c)], excluded diagonals
// [(kind, index)], placed queens [(r, c)]), kind "sum" for row + column = index, "difference" for
// row - column = index. None is the classic board. Throws std::invalid_argument (ValueError) as validate(rules).
Rules rules_of(int n, const py::object& variant);

// Each binding file registers its part of the module.
void bind_placement(py::module_& m);
void bind_count(py::module_& m);
void bind_search(py::module_& m);
void bind_trace(py::module_& m);
void bind_pictures(py::module_& m);

}  // namespace nqueens::python
