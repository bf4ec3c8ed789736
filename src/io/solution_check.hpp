#pragma once
// The comparison of the solutions a program lists, and its total, with the judge's listing.

#include <cstddef>
#include <vector>

#include "listing_reader.hpp"
#include "nqueens/io/output_check.hpp"
#include "nqueens/io/solution_formats.hpp"

namespace nqueens::io {

// What is wrong with `actual`'s solutions and total, read from an output of `actual_lines`
// lines, against `expected`, read from the judge's listing of `format` for n (whose solutions
// are all solutions): NotASolution, Repeated, Missing, Extra, WrongOrder, WrongTotal, in that
// order, each at most once. Empty if the solutions and the total are right.
// O((solutions of both) · n log Q(n)) time.
std::vector<Finding> compare_solutions(const ReadListing& expected, const ReadListing& actual, std::size_t actual_lines,
                                       const SolutionFormat& format, SolutionOrder order, int n);

}  // namespace nqueens::io
