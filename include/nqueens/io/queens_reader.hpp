#pragma once
// Reading queens from text: lists of columns or boards, one placement or many.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "nqueens/io/input_error.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// Queens on an n×n board, as read (any number per row), and the input line it started on.
struct Queens {
  int n = 0;                   // the board size
  std::vector<Square> queens;  // 0-based, in the order of the input
  std::size_t line = 1;        // the input line it started on, from 1
};

// Parses the placements in a text, each either
//  - a list of n column numbers counted from 1: the queen of row r stands in the r-th column
//    given, n being the length of the list. A text whose first list has several numbers on a
//    line holds one placement per line (the `line` format); one number per line makes the
//    whole text one placement (a column per row, as for huge n);
//  - a board: n lines of n characters, 'Q' or 'q' for a queen and '.' for an empty square,
//    spaces between squares allowed. Boards are separated by blank lines or headings.
// Lines that begin with a letter other than Q (headings such as "Solution 1: ..." and
// "Total: 92 solutions") and lines that begin with '#' separate placements and are skipped,
// so the listings of the `board` and `line` formats (solution_formats()) read back. The first
// placement decides between lists and boards. A UTF-8 byte order mark is ignored.
// A text whose first line opens with '[' or '{' is JSON as the tool writes it: the json
// format's array of objects whose "columns" count from 1, or its one object, the jsonl format's
// object a line, or LeetCode 51's array of boards (strings of Q and '.'); an object whose
// "columns" is null (no solution) holds no placement.
// O(size of text) time and memory.
// Throws InputError (input_error.hpp, a std::invalid_argument) naming the problem, and
// pointing at its line and column, if the text holds no placement or a malformed one.
std::vector<Queens> parse_placements(std::string_view text);

// The same for a text that must hold exactly one placement.
Queens parse_queens(std::string_view text);

// Reads a whole file, or standard input if path is "-".
// Throws std::invalid_argument naming the file if it cannot be read (bad input: exit 2).
std::string read_text(const std::string& path);

}  // namespace nqueens::io
