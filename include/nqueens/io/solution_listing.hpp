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

// Throws std::invalid_argument if `format` cannot list the solutions of the n×n board: n is
// past SolutionFormat::max_n, or the format ends with Q(n) and n > max_count_n. The writing
// functions below check it before their first byte; a caller can check it sooner.
void require_listable(const SolutionFormat& format, int n);

// Writes the solutions of the n×n board (`which`: all, or the fundamental ones) in lexicographic
// order in `format`: begin, each solution numbered from 1, then the end of the listing. `limit`
// > 0 lists at most that many (and a listing stopped by it has no total); a format that shows
// only its first solutions (SolutionFormat::shown > 0) lists at most those and ends with Q(n),
// or the fundamental count, which count() finds after the solutions are flushed. The labels of
// a worded format (SolutionFormat::worded: board, svg) are in `language`; the others are the
// same in every language.
// Throws std::invalid_argument if n < 1 or n > max_solve_n, or as require_listable;
// std::runtime_error if the output cannot be written.
void write_listing(Output& out, const SolutionFormat& format, int n, Solutions which, std::uint64_t limit = 0,
                   const ListingObservers& observers = {}, Language language = Language::en);

// Writes the listing of one solution, `p`, numbered `index` (1-based) in the listing of
// `which`: no total, but Q(n) (or the fundamental count) for a format with shown > 0.
// Throws as write_listing.
void write_listed_solution(Output& out, const SolutionFormat& format, Solutions which, std::uint64_t index,
                           const Placement& p, const ListingObservers& observers = {},
                           Language language = Language::en);

// The full listing of every solution of the n×n board in `format`, byte for byte as
// `nqueens solve N --format F` prints it. Held in memory: meant for the n of a judge's problem
// (Q(13) in the board format is 27 MB). Throws as write_listing.
std::string listing_text(const SolutionFormat& format, int n, Language language = Language::en);

}  // namespace nqueens::io
