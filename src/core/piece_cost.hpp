#pragma once
// What a piece of a plan costs a count (internal; estimate.cpp's sample).

#include <cstdint>
#include <functional>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"

namespace nqueens::core {

// A piece's count and the seconds a count of the whole plan spends on it.
struct PieceCost {
  UnitCount count;
  double seconds = 0;
};

// Counts piece `index` of `plan` (CountPlan::count_piece, which throws as it does) and times it by
// `clock` (seconds): its own work in full, and the work it shares with its run of
// plan.pieces_sharing_work() pieces, which a count does once for the run, as its share of that.
PieceCost count_piece_timed(const CountPlan& plan, std::uint64_t index, const StopCheck& stop,
                            const std::function<double()>& clock);

}  // namespace nqueens::core
