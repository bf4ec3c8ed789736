#pragma once
// The check of a program's output against the exact listing of a format (the online judges'
// and the tutorials'): what differs, found as a judge would see it and explained as a learner
// needs it. The findings are data; io/check_writer.hpp words them.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "nqueens/io/solution_formats.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// The largest n whose listing a check compares against: the judges' problems stop at 13
// (Luogu P1219), and the expected listing is held in memory (Q(13) boards are 27 MB).
inline constexpr int max_check_n = 13;

// At most this many findings in a check, the most useful first.
inline constexpr std::size_t max_findings = 5;

// At most this many examples in a finding about several solutions (repeated, missing, extra).
inline constexpr std::size_t max_examples = 3;

// Two lines at the same place of the expected listing and of the output: line numbers and
// offsets count as an editor does, lines from 1, bytes within a line from 0.
struct LineDifference {
  std::size_t line = 0;                 // 1-based
  std::optional<std::string> expected;  // the judge's line, without its LF; nullopt: past the judge's last line
  std::optional<std::string> actual;    // the output's line, without its LF (a CR stays); nullopt: past its end
  std::size_t offset = 0;               // byte offset of the first difference within the line
};

// A difference of layout only: the characters a reader sees are the same.
enum class Layout {
  byte_order_mark,         // the output starts with a UTF-8 byte order mark
  crlf,                    // a line ends with CR LF, the judge's with LF alone
  trailing_space,          // a line ends with spaces or tabs the judge does not expect
  missing_trailing_space,  // a line lacks the space (or tab) the judge expects at its end
  tab_for_space,           // a tab where the judge expects spaces
  space_for_tab,           // spaces where the judge expects a tab
  spacing,                 // more, fewer or other spaces within a line
  blank_line,              // a blank line the judge does not expect
  missing_blank_line,      // no blank line where the judge expects one
  missing_final_newline,   // the last line does not end with a newline
};

// One kind of layout difference: where it shows first (for blank lines: the line before which
// the judge's blank line is missing, or the extra blank line), and on how many lines.
struct LayoutDifference {
  Layout kind = Layout::spacing;  // which kind of difference
  LineDifference first;           // where it shows first
  std::size_t lines = 1;          // on how many lines it shows
  // For the kinds of spaces and tabs (trailing_space to spacing): the run of spaces and tabs
  // the judge has at `first.offset` and the one the output has there ("" for none).
  std::string expected_spaces;
  std::string actual_spaces;  // the output's run there ("" for none)
};

// The output holds what the judge expects, in its order; only the layout (the differences that
// follow) differs.
struct LayoutOnly {};

// The first line where the output and the judge's listing differ, byte for byte.
struct FirstDifference {
  LineDifference where;  // the line, and the byte where they part
};

// A solution as a listing shows it.
struct ListedSolution {
  std::uint64_t position = 0;  // 1-based: the how-many-th solution of its listing
  std::size_t line = 0;        // 1-based line where it starts
  // The solution as the format describes it, counted from 1: the queen's column in each row,
  // or, for a format that prints boards transposed (SolutionOrder::rows_by_column), the queen's
  // row in each column. Empty for a listed solution that is not one.
  std::vector<int> key;
};

// A listed solution that is not a solution of the n×n board, and why. Squares count as the
// format numbers its rows and columns, from 0 (the wording adds 1).
struct NotASolution {
  std::uint64_t count = 0;            // how many listed solutions are not solutions; `first` is the first
  ListedSolution first;               // the first of them, as listed
  int rows = 0;                       // a board with other than n rows: its rows (then nothing else); 0: none
  int queens = 0;                     // the queens it places (n are needed)
  std::optional<Square> off_board;    // its first queen off the board, if any (then no attacks)
  std::vector<Attack> attacks;        // its first attacking pairs, at most max_examples
  std::uint64_t attacking_pairs = 0;  // all its attacking pairs
};

// Solutions listed again: each example is (the repeat, the first listing of it).
struct Repeated {
  std::uint64_t count = 0;                                          // how many listings repeat an earlier one
  std::vector<std::pair<ListedSolution, ListedSolution>> examples;  // at most max_examples
};

// The judge's solutions the output lacks; the examples stand as in the judge's listing.
struct Missing {
  std::uint64_t count = 0;               // how many of the judge's solutions the output lacks
  std::uint64_t expected = 0;            // how many solutions the judge lists
  std::vector<ListedSolution> examples;  // at most max_examples
};

// Solutions of the n×n board that the judge does not list (a format that shows only its first
// solutions: those past them).
struct Extra {
  std::uint64_t count = 0;               // how many listed solutions the judge does not list
  std::uint64_t shown = 0;               // SolutionFormat::shown: the judge lists only the first `shown`; 0: all
  std::vector<ListedSolution> examples;  // at most max_examples
};

// The order the judge lists the solutions in: lexicographic order of their keys.
enum class SolutionOrder {
  columns_by_row,  // the queens' columns, row by row (the order of row-by-row backtracking)
  rows_by_column,  // the queens' rows, column by column (a board printed transposed: openjudge)
};

// Solutions out of the judge's order (OutputCheck::order): `later` is listed before `sooner`,
// which the judge lists first. Counted among the solutions the judge lists, each at its first
// listing.
struct WrongOrder {
  ListedSolution sooner;        // the first solution listed after one the judge lists later
  ListedSolution later;         // that one, listed before it
  std::uint64_t misplaced = 0;  // how many listed solutions come right after one the judge lists later
};

// The line with the number of solutions is wrong, or missing.
struct WrongTotal {
  std::size_t line = 0;               // 1-based line of the output's total, or where it belongs
  std::string expected;               // the judge's line, e.g. "Total = 92"
  std::optional<std::string> actual;  // the output's line; nullopt: it has none
  std::uint64_t shown = 0;            // SolutionFormat::shown: > 0 when the total is Q(n), not the listed ones
};

// One thing a check found: the layout alone, or what differs in the solutions or the total.
using Finding = std::variant<LayoutOnly, LayoutDifference, FirstDifference, NotASolution, Repeated, Missing, Extra,
                             WrongOrder, WrongTotal>;

// The verdict on one output.
struct OutputCheck {
  std::string_view format;                              // the format's name
  int n = 0;                                            // the board size checked
  SolutionOrder order = SolutionOrder::columns_by_row;  // how the format keys and orders its solutions
  std::vector<Finding> findings;                        // empty: the output is the judge's, byte for byte
  // Whether the output is the judge's, byte for byte.
  bool matches() const { return findings.empty(); }
};

// Compares `output` with listing_text(format, n), the exact listing the judge expects, and
// finds what differs, at most max_findings, the most useful first:
//  - an output that differs only in layout gets LayoutOnly, then each kind of layout
//    difference it has (Layout), in the order they first appear;
//  - otherwise, for a format whose solutions read back (every format but svg), what is wrong
//    with the solutions (NotASolution, Repeated, Missing, Extra, WrongOrder) and the total
//    (WrongTotal), then the FirstDifference, then the layout differences of the lines that hold
//    what the judge's do; for svg the FirstDifference and the layout differences alone.
// The output is read tolerantly: a line it cannot read as part of a solution is skipped, and
// the FirstDifference shows it.
// Throws std::invalid_argument if n < 1 or n > max_check_n, or as require_listable.
// O(size of the listing · log Q(n)) time, O(size of the listing) memory.
OutputCheck check_output(const SolutionFormat& format, int n, std::string_view output);

}  // namespace nqueens::io
