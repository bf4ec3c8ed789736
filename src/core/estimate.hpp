#pragma once
// The sample behind estimate_count (internal).

#include <memory>

#include "core/stopwatch.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/estimate.hpp"

namespace nqueens::core {

// estimate_count(plan->n(), options) on a plan already made (tests make their own), within
// `limits` (resolved_limits) and with `clock` started before the plan was made: a timed sample's
// time includes the making. options' fraction and seconds must be valid (estimate_count checks
// them). Throws as estimate_count.
CountEstimate estimate_plan(std::unique_ptr<CountPlan> plan, const EstimateOptions& options, const PlanLimits& limits,
                            const Stopwatch& clock);

}  // namespace nqueens::core
