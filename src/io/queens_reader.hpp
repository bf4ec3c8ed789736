#pragma once
// Reading queens from text: a list of columns or a board.

#include <string>
#include <string_view>
#include <vector>

#include "nqueens/placement.hpp"

namespace nqueens::io {

// Queens on an n×n board, as read; any number per row.
struct Queens {
  int n = 0;
  std::vector<Square> queens;
};

// Parses either
//  - a list of n column numbers, 1-based, separated by spaces or newlines: the queen of row r
//    stands in the r-th column given (n is the length of the list), or
//  - a board: n lines of n characters, 'Q' (or 'q') for a queen and '.' for an empty square;
//    spaces between squares are allowed, so boards written by `--format board` read back.
// Which one is told by the first non-blank line: digits make a list. Blank lines around the
// text are ignored. O(size of text).
// Throws std::invalid_argument naming the line and the problem if the text is neither.
Queens parse_queens(std::string_view text);

// Reads a whole file, or standard input if path is "-".
// Throws std::runtime_error naming the file if it cannot be read.
std::string read_text(const std::string& path);

}  // namespace nqueens::io
