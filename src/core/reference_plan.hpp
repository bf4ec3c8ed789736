#pragma once
// The reference engine as a count plan (internal).

#include <memory>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"

namespace nqueens::core {

// Plain bitboard backtracking under each mirror work unit (core/work_units.hpp): slow,
// simple, and the engine every faster one is checked against.
std::unique_ptr<CountPlan> make_reference_plan(int n);

}  // namespace nqueens::core
