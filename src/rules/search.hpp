#pragma once
// One solution under rules other than the classic ones (internal): what find_solution (find.hpp)
// hands on for them.

#include "nqueens/find.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::variants {

// find_solution(rules, options) for rules that are not is_classic: `construct` (any solution)
// by the completion engine where it takes the rules, else, and for `first`, the lexicographically
// first solution by the row-by-row walk. Throws as find_solution (validate, max_seconds, and
// min_conflicts, which searches the classic board only).
FindResult find_under_rules(const Rules& rules, const FindOptions& options);

}  // namespace nqueens::variants
