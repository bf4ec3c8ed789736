#pragma once
// Reading a listing of solutions back, format by format, to compare a program's output with the
// judge's solution by solution. Tolerant, unlike parse_placements (queens_reader.hpp), which
// rejects a malformed placement: a learner's output is read as far as it goes, a solution that
// is no solution is kept to be explained, and a line that fits nothing is skipped.

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "nqueens/io/output_check.hpp"
#include "nqueens/placement.hpp"
#include "text_lines.hpp"

namespace nqueens::io {

// One solution as read: its queens as the format numbers rows and columns, from 0 (a queen
// may lie off the board, or share a line with another).
struct ReadSolution {
  std::size_t line = 0;  // 1-based line where it starts
  std::vector<Square> queens;
  int rows = 0;  // for a format of boards, the rows of this one; 0 for the others
};

// The line with the number of solutions.
struct TotalLine {
  std::size_t line = 0;  // 1-based
  std::string_view text;
};

struct ReadListing {
  std::vector<ReadSolution> solutions;
  std::optional<TotalLine> total;
};

struct ListingReader {
  std::string_view format;  // SolutionFormat::name
  SolutionOrder order;      // how a solution is keyed and ordered (boards printed transposed)
  ReadListing (*read)(const TextLines& text, int n);
};

// The reader of a format of solution_formats(); nullptr for a format that does not read back
// (svg).
const ListingReader* listing_reader(std::string_view format);

// The readers of the JSON formats (listing_reader_json.cpp): leetcode's one array of boards,
// the json format's one array of solutions and the jsonl format's lines, columns counted from 1.
ReadListing read_leetcode(const TextLines& text, int n);
ReadListing read_json(const TextLines& text, int n);
ReadListing read_json_lines(const TextLines& text, int n);

}  // namespace nqueens::io
