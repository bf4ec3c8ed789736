#pragma once
// The count plan a description names (internal): journals name their units by the description
// of the plan that made them (CountPlan::description), and a journal read back must name one.

#include <memory>
#include <string>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"

namespace nqueens::core {

// The plan that describes itself as `description` ("fast main-lines n=20 splits/unit=2 parts=1",
// "reference n=12 depth=3", "rules n=13 toroidal depth=3 translate"), of the fast engine with
// either weighting and any of its parts, of the reference engine, or of the rules' engine
// (variants.hpp; the rules as rules_text names them); nullptr if no engine makes a plan of that
// description. A fast plan costs microseconds to build (its units are worked out when counted),
// the others the enumeration of their prefixes.
std::unique_ptr<CountPlan> plan_of_description(const std::string& description);
// The same plan for a count within `limits`, to resume a journal with other threads and memory
// than the run that made it: a fast plan's threads get the caches the budget leaves them
// (make_fast_plan_in_parts); the other engines' plans need next to no memory. Throws
// MemoryBudgetError (errors.hpp) if a fast plan's parts do not fit limits.memory_bytes on
// limits.threads threads, and DeviceUnavailableError if a GPU plan's devices (limits.devices, every
// device when empty) cannot be opened; nullptr as above.
std::unique_ptr<CountPlan> plan_of_description(const std::string& description, const PlanLimits& limits);

}  // namespace nqueens::core
