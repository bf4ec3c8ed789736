#pragma once
// Chess-board pictures of placements as SVG: a checkerboard, a queen glyph, attacking pairs in
// red, rows numbered 1..n from the top down the left side and columns 1..n from the left below,
// as the listings, trace and the seeds' programs number them.

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/solution_formats.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// One board of a picture: queens anywhere on the n×n board (any number per row).
struct SvgBoard {
  int n = 0;                    // the board size
  std::vector<Square> queens;   // 0-based squares
  std::vector<Attack> attacks;  // drawn as red lines between the two queens, which turn red
  std::string caption;          // a line above the board (any text: XML's reserved characters are escaped)
};

// Writes one standalone SVG document holding the boards in a grid, `per_row` boards to a row
// (0: about a square grid). Each board has n² <rect class="square ..."> and one
// <use class="queen ..."> per queen, and the numbers of the rows and columns as
// <text class="label row"> and <text class="label column">, counted from `first` (1, as the
// listings and messages count; 0 for programs that count from 0, as Python does), the top row
// and the left column first. 1 ≤ n ≤ 64.
// Throws std::invalid_argument if there are no boards, a board's n is out of range or `first`
// is neither 0 nor 1.
void write_svg(Output& out, std::span<const SvgBoard> boards, int per_row = 0, int first = 1);

// The queen glyph: an SVG <symbol id="queen" viewBox="0 0 100 100">, for other pictures of
// the same boards (the HTML page) to <use>.
std::string_view queen_symbol_svg();

// The most boards the grid of a listing holds: past this a grid is too large for a viewer to
// open (Q(12) = 14200 boards would be ~80 MB of SVG).
inline constexpr std::size_t max_svg_grid_boards = 10000;

// The listing writer of the `svg` solution format: the solutions of the listing as one grid,
// each captioned with its number and columns in the words of `language` ("No. 1: 2 4 1 3",
// "方案1：2 4 1 3"); none() draws the empty board captioned with the
// reason. Keeps the listing in memory until the end, and throws std::invalid_argument (having
// written nothing) past max_svg_grid_boards solutions.
std::unique_ptr<SolutionWriter> make_svg_solution_writer(Output& out, Language language = Language::en);

}  // namespace nqueens::io
