#pragma once
// How a search for one answer ended (find, complete).

namespace nqueens {

enum class Outcome {
  found,        // an answer: the solution is in the result
  none_exists,  // an answer: the search proved that there is no solution
  gave_up,      // no answer: the budget (time, steps) ran out first
};

}  // namespace nqueens
