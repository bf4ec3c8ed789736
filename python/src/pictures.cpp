// The HTML page of a board and SVG pictures of placements, as strings (nqueens::io writes them).

#include <pybind11/stl.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "module.hpp"
#include "nqueens/io/language.hpp"
#include "nqueens/io/page.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::python {

namespace {

// lang: "en" or "zh", as the command line's --lang.
std::string page(int n, const std::string& lang) {
  const auto known = std::ranges::find(io::languages, std::string_view(lang), &io::LanguageCode::code);
  if (known == io::languages.end()) {
    std::string codes;
    for (const io::LanguageCode& l : io::languages)
      codes += (codes.empty() ? "'" : " or '") + std::string(l.code) + "'";
    throw py::value_error("lang must be " + codes + ", got '" + lang + "'");
  }
  const io::Language language = known->language;
  py::gil_scoped_release release;
  return written([&](io::Output& out) { io::write_page(out, n, language); });
}

std::string svg_of_list(const py::sequence& placements, const std::vector<std::string>& captions, int per_row) {
  std::vector<Placement> boards;
  for (const py::handle p : placements) boards.push_back(to_placement(p));
  return svg_picture(boards, captions, per_row);
}

}  // namespace

std::string svg_picture(const std::vector<Placement>& placements, const std::vector<std::string>& captions,
                        int per_row) {
  std::vector<io::SvgBoard> boards;
  for (std::size_t i = 0; i < placements.size(); ++i) {
    const Placement& p = placements[i];
    const std::vector<Square> queens = p.squares();
    boards.push_back({p.n, queens, find_attacks(classic_rules(p.n), queens, ~std::size_t(0)).listed, captions.at(i)});
  }
  // Numbered from 0, as Python's placements count rows and columns.
  return written([&](io::Output& out) { io::write_svg(out, boards, per_row, 0); });
}

void bind_pictures(py::module_& m) {
  m.def("page", &page, py::arg("n"), py::arg("lang"));
  m.def("svg", &svg_of_list, py::arg("placements"), py::arg("captions"), py::arg("per_row"));
}

}  // namespace nqueens::python
