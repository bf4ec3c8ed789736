#pragma once
// The output of commands that print one placement at a time (find, complete), in a format
// chosen by name.

#include <memory>
#include <string>
#include <string_view>

#include "nqueens/io/output.hpp"
#include "nqueens/io/placement_text.hpp"
#include "nqueens/io/solution_formats.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// The largest n the `grid` format draws (a million characters).
inline constexpr int max_grid_n = 1000;

// What the placements written are: one answer (find, complete), or all the solutions asked for
// (every completion), whose number the listing formats that end with a total report.
enum class Answers { one, all };

// The formats: `line` (the columns on one line), `rows` (one column a line), `grid` (n lines of
// Q and .), and every listing format of solution_formats() that ends with the number of
// solutions it listed (board, json, leetcode, ...), for the n it can express.
class PlacementOutput {
 public:
  // Throws std::invalid_argument naming the formats if `format` is none of them, if n is too
  // large for it, or if zero_based is asked of a format that zero_based_applies() refuses.
  PlacementOutput(Output& out, std::string_view format, int n, bool zero_based, Answers answers);
  // Whether `format` can count columns from 0 (zero_based): line and rows, the formats of bare
  // column numbers.
  static bool zero_based_applies(std::string_view format);
  // Writes one placement; several are separated by a blank line in the rows and grid formats.
  void write(const Placement& p);
  // Ends a finished search's output and flushes. If no placement was written, every format
  // says so with `if_none` (see none_help()); otherwise the listing formats write their closing
  // line or bracket, with the total only for Answers::all.
  void finish(std::string_view if_none);
  // Ends the output of a search that gave up: closes what is open (a JSON array), claims no
  // total and no "none" (nothing at all if no placement was written), and flushes.
  void finish_cut_short();
  // A one-line summary of the formats, for a help text.
  static std::string help();
  // How each format says there is no placement, for a help text.
  static std::string_view none_help();

 private:
  enum class Kind { line, rows, grid, listing };
  Output& out_;
  Kind kind_;
  Answers answers_;
  int first_column_;
  std::unique_ptr<SolutionWriter> listing_;
  int n_ = 0;
  std::uint64_t written_ = 0;
};

}  // namespace nqueens::io
