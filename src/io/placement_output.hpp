#pragma once
// The output of commands that print one placement at a time (find, complete), in a format
// chosen by name.

#include <memory>
#include <string>
#include <string_view>

#include "io/output.hpp"
#include "io/placement_text.hpp"
#include "io/solution_formats.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// The largest n the `grid` format draws (a million characters).
inline constexpr int max_grid_n = 1000;

// The formats: `line` (the columns on one line), `rows` (one column a line), `grid` (n lines of
// Q and .), and every listing format of solution_formats() that ends with the number of
// solutions it listed (board, json, leetcode, ...), for the n it can express.
class PlacementOutput {
 public:
  // Throws std::invalid_argument naming the formats if `format` is none of them, if n is too
  // large for it, or if zero_based is asked of a format other than line and rows.
  PlacementOutput(Output& out, std::string_view format, int n, bool zero_based);
  // Writes one placement; several are separated by a blank line in the rows and grid formats.
  void write(const Placement& p);
  // Ends the listing and flushes: the listing formats write their closing line or bracket (an
  // empty listing is how they say there is none); line, rows and grid write `if_none` and a
  // newline if no placement was written.
  void finish(std::string_view if_none);
  // A one-line summary of the formats for --help.
  static std::string help();

 private:
  enum class Kind { line, rows, grid, listing };
  Output& out_;
  Kind kind_;
  int first_column_;
  std::unique_ptr<SolutionWriter> listing_;
  std::uint64_t written_ = 0;
};

}  // namespace nqueens::io
