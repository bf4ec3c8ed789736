#pragma once
// The count plan a description names (internal): journals name their units by the description
// of the plan that made them (CountPlan::description), and a journal read back must name one.

#include <memory>
#include <string>

#include "nqueens/count.hpp"

namespace nqueens::core {

// The plan that describes itself as `description` ("fast main-lines n=20 splits/unit=2 parts=1",
// "reference n=12 depth=3"), of the fast engine with either weighting and any of its parts, or of
// the reference engine; nullptr if no engine makes a plan of that description. A fast plan
// costs microseconds to build (its units are worked out when counted), a reference plan the
// enumeration of its prefixes.
std::unique_ptr<CountPlan> plan_of_description(const std::string& description);

}  // namespace nqueens::core
