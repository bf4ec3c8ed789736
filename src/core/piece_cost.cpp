#include "core/piece_cost.hpp"

namespace nqueens::core {

PieceCost count_piece_timed(const CountPlan& plan, std::uint64_t index, const StopCheck& stop,
                            const std::function<double()>& clock) {
  const double started = clock();
  double shared_done = started;  // a piece that shares nothing is all its own work
  PieceCost cost;
  cost.count = plan.count_piece(index, stop, [&] { shared_done = clock(); });
  cost.seconds = (shared_done - started) / static_cast<double>(plan.pieces_sharing_work()) + (clock() - shared_done);
  return cost;
}

}  // namespace nqueens::core
