#pragma once
// A listing of solutions in one of the text formats, from the first line to the last: what
// `nqueens solve` prints, and what a program's output is checked against.

#include <cstdint>
#include <functional>
#include <string>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/solution_formats.hpp"
#include "nqueens/observer.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/solve.hpp"

namespace nqueens::io {

// What a listing that may run long reports to, each optional.
struct ListingObservers {
  // The search for the solutions: its progress, and a stop, after which the listing ends whole
  // (a JSON array closed, an SVG grid drawn) but without its total, as one cut short by a limit.
  SearchObserver* search = nullptr;
  // Called after each solution is written, and before the count that ends a format with
  // shown > 0 (a progress line on the same terminal gives way).
  std::function<void()> written;
  // The count of Q(n) that ends a format with shown > 0; stopped, it leaves the total out.
  Observer* count = nullptr;
};

// Throws std::invalid_argument if `format` cannot list the solutions under `rules`: n is past
// SolutionFormat::max_n, the format ends with Q(n) and the classic rules have n > max_count_n,
// or a row of the board holds no queen, or the board is not square (the formats write one
// column a row of the square board). The writing functions below check it before their first byte; a caller
// can check it sooner.
void require_listable(const SolutionFormat& format, const Rules& rules);

// Writes the solutions under `rules` (`which`: all, or the fundamental ones; classic_rules(n)
// for the n×n board) in lexicographic order in `format`: begin, each solution numbered from 1,
// then the end of the listing. `limit` > 0 lists at most that many (and a listing stopped by it
// has no total); a format that shows only its first solutions (SolutionFormat::shown > 0) lists
// at most those and ends with their count (Q(n) for the classic rules), or the fundamental
// count, which count() finds after the solutions are flushed. The labels of a worded format
// (SolutionFormat::worded: board, svg) are in `language`; the others are the same in every
// language.
// Throws std::invalid_argument as validate(rules) (rules.hpp) and require_listable, and as
// require_symmetries (rules.hpp) for Solutions::fundamental, all before the first byte;
// std::runtime_error if the output cannot be written.
void write_listing(Output& out, const SolutionFormat& format, const Rules& rules, Solutions which,
                   std::uint64_t limit = 0, const ListingObservers& observers = {}, Language language = Language::en);

// Writes the listing of one solution under `rules`, `p`, numbered `index` (1-based) in the
// listing of `which`: no total, but the count (or the fundamental count) for a format with
// shown > 0. Throws as write_listing.
void write_listed_solution(Output& out, const SolutionFormat& format, const Rules& rules, Solutions which,
                           std::uint64_t index, const Placement& p, const ListingObservers& observers = {},
                           Language language = Language::en);

// The full listing of every solution of the n×n board in `format`, byte for byte as
// `nqueens solve N --format F` prints it. Held in memory: meant for the n of a judge's problem
// (Q(13) in the board format is 27 MB). Throws as write_listing.
std::string listing_text(const SolutionFormat& format, int n, Language language = Language::en);

}  // namespace nqueens::io
