#pragma once
// The output of commands that print one placement at a time (find, complete), in a format
// chosen by name.

#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/placement_text.hpp"
#include "nqueens/io/solution_formats.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// The largest n the `grid` format draws (a million characters).
inline constexpr int max_grid_n = 1000;

// A format of PlacementOutput: `line` (the columns on one line), `rows` (one column a line),
// `grid` (n lines of Q and .), or a listing format of solution_formats() that ends with the
// number of solutions it listed (board, json, leetcode, ...), for the n it can express.
struct PlacementFormat {
  // line, rows and grid; listing: a format of solution_formats().
  enum class Kind { line, rows, grid, listing };
  std::string_view name;                    // as a user names it: "line", "grid", "json", ...
  std::string_view summary;                 // a line of a help text
  Kind kind = Kind::line;                   // which of the four kinds
  const SolutionFormat* listing = nullptr;  // Kind::listing: the listing format; otherwise null

  // Whether the columns can count from 0: line and rows, the formats of bare column numbers.
  bool zero_based_applies() const { return kind == Kind::line || kind == Kind::rows; }
};

// Every format, in the order a help text lists them: line, rows, grid, then the listing formats.
std::span<const PlacementFormat> placement_formats();

// Throws std::invalid_argument naming the formats if `name` is none of them.
const PlacementFormat& placement_format(std::string_view name);

// Writes one placement (find's or complete's answer, or the lack of one) in a PlacementFormat.
class PlacementOutput {
 public:
  // Throws std::invalid_argument if n is too large for the format, or if zero_based is asked
  // of a format that does not count columns (PlacementFormat::zero_based_applies). The listing
  // formats with words of their own (board, svg) take those of `language`.
  PlacementOutput(Output& out, const PlacementFormat& format, int n, bool zero_based, Answers answers,
                  Language language = Language::en);
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
  using Kind = PlacementFormat::Kind;
  Output& out_;
  Kind kind_;
  Answers answers_;
  int first_column_;
  std::unique_ptr<SolutionWriter> listing_;
  int n_ = 0;
  std::uint64_t written_ = 0;
};

}  // namespace nqueens::io
