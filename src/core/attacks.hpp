#pragma once
// The conflicts of queens on the classic board (internal): what find_attacks(placement) and
// find_attacks(rules, ...) under the classic rules (rules.hpp) return, from one collector.

#include <cstddef>
#include <span>

#include "nqueens/placement.hpp"

namespace nqueens::core {

// for_each_attack(n, queens, ...)'s pairs, the first `max_listed` of them listed. Throws as it.
Conflicts classic_attacks(int n, std::span<const Square> queens, std::size_t max_listed);

}  // namespace nqueens::core
