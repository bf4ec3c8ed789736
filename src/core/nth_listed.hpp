#pragma once
// The index-th solution of a listing, found by listing the ones before it: solution_at's way
// where no count of whole subtrees is at hand (solve.hpp, variants.hpp).

#include <optional>

#include "nqueens/placement.hpp"
#include "nqueens/types.hpp"

namespace nqueens::core {

// Calls list(visit) once, with a visit that returns false at the index-th placement (1-based)
// it sees; returns that placement, or std::nullopt if the listing ended before it.
template <class List>
std::optional<Placement> nth_listed(u128 index, List list) {
  std::optional<Placement> found;
  u128 seen = 0;
  list([&](const Placement& p) {
    if (++seen < index) return true;
    found = p;
    return false;
  });
  return found;
}

}  // namespace nqueens::core
