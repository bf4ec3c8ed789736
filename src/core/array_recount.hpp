#pragma once
// A second, independent counting kernel, for verified counts (RunOptions::verify; internal).

#include <functional>
#include <utility>
#include <vector>

#include "core/work_units.hpp"
#include "nqueens/count.hpp"

namespace nqueens::core {

// Counts the solutions of the n×n board that begin with the unit's prefix, times its weight,
// by plain recursion over arrays of occupied columns, diagonals and anti-diagonals: it shares
// no code with the bitboard kernels, so a bug in one shows up as a mismatch with the other.
// Several times slower than the bitboard kernels. nodes counts the queens it placed.
UnitCount recount_by_arrays(int n, const WorkUnit& unit);

// The solutions of the n×n board whose queen in row r stands in the columns
// [columns[r].first, columns[r].second), each counted weight(queen) times, where queen[r] is the
// column of row r's queen; by the same recursion. Adds the queens placed to nodes.
u128 count_by_arrays(int n, const std::vector<std::pair<int, int>>& columns,
                     const std::function<unsigned(const std::vector<int>& queen)>& weight, std::uint64_t& nodes);

}  // namespace nqueens::core
