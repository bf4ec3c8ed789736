#pragma once
// Enumeration of the solutions of the n×n board in lexicographic order.

#include <cstdint>
#include <functional>
#include <optional>

#include "nqueens/placement.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// The largest n the enumeration accepts (one 64-bit bitboard word per mask).
inline constexpr int max_solve_n = 64;

enum class Solutions {
  all,          // every solution
  fundamental,  // one per symmetry class: the lexicographically smallest of its 8 images
};

// Calls visit(solution) for every solution of the n×n board in lexicographic order of
// (columns[0], columns[1], ...), the order of row-by-row backtracking, until visit returns false.
// Constant memory; the first solution comes as soon as it is found.
// Returns the number of solutions visited.
// Throws std::invalid_argument if n < 1 or n > max_solve_n.
std::uint64_t for_each_solution(int n, Solutions which, const std::function<bool(const Placement&)>& visit);

// The index-th solution (1-based) in that order, found by counting whole subtrees instead of
// listing the solutions before it; std::nullopt if Q(n) < index.
// Throws std::invalid_argument if n < 1, n > 32 or index == 0.
std::optional<Placement> solution_at(int n, u128 index);

}  // namespace nqueens
