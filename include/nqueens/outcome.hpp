#pragma once
// How a search for one answer ended (find_solution, find.hpp).

namespace nqueens {

// Whether a search found an answer, proved there is none, or gave up.
enum class Outcome {
  found,        // an answer: the solution is in the result
  none_exists,  // an answer: the search proved that there is no solution
  gave_up,      // no answer: the budget (time, steps) ran out first
};

// The longest wall-time budget a search takes (FindOptions::max_seconds: 1e9 s, some 31 years);
// a budget past it, or below 0, is refused with std::invalid_argument. 0 means no budget.
inline constexpr double max_search_seconds = 1e9;

}  // namespace nqueens
