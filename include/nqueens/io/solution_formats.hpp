#pragma once
// The text formats a listing of solutions can take (the classic programs' and the judges').

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/types.hpp"

namespace nqueens::io {

// What the solutions written are: one answer (find, complete), or a listing of the solutions
// asked for (solve; every completion), whose number the formats that end with a total report.
enum class Answers { one, all };

// Receives the solutions of one listing, in order, and writes them to `out`.
class SolutionWriter {
 public:
  // Writes to `out`, which must outlive the writer.
  explicit SolutionWriter(Output& out) : out_(out) {}
  virtual ~SolutionWriter() = default;
  // Opens the output of solutions of the n×n board: a listing, or one answer (the json format
  // writes an array for the one and an object for the other).
  virtual void begin(int n, Answers answers) { (void)n, (void)answers; }
  // index: the 1-based number of the solution in the listing.
  virtual void solution(std::uint64_t index, const Placement& p) = 0;
  // Closes the listing. total: the number of solutions the format reports at the end (see
  // SolutionFormat::shown), or nullopt when the listing was cut short (at a limit on the number
  // listed, or to the one solution at an index), or holds one answer rather than all
  // solutions, and there is no total to report.
  virtual void end(std::optional<u128> total) { (void)total; }
  // Closes a listing that holds no solution, saying so and why (`why`: one line of plain text,
  // e.g. "no solution: the 2×2 board has none"), so that even a program reading the output
  // learns there is none: text formats write `why` as a line, machine formats their own way.
  virtual void none(std::string_view why) { out_.print("{}\n", why); }

 protected:
  Output& out_;  // where the solutions go
};

// A listing format: a judge's or a tutorial's output, or a data format, and its writer.
struct SolutionFormat {
  std::string_view name;     // as a user names it: "board", "json", "leetcode", ...
  std::string_view summary;  // a line of a help text
  int max_n;                 // the largest n the format can express
  std::uint64_t shown;       // 0: lists every solution and ends with their number; k > 0: lists the
                             // first k and ends with Q(n), which the caller counts
  bool worded;               // true: its labels are in the language the writer is made with (board, svg);
                             // false: the same bytes in every language, as its judge or tutorial prints it
  std::function<std::unique_ptr<SolutionWriter>(Output&, Language)> make;  // makes its writer
};

// Every format, in the order a help text lists them.
std::span<const SolutionFormat> solution_formats();

// Throws std::invalid_argument naming the known formats if `name` is not one of them.
const SolutionFormat& solution_format(std::string_view name);

// The names of the formats whose labels follow the language (SolutionFormat::worded), for a help text.
std::string worded_solution_formats();

}  // namespace nqueens::io
