#pragma once
// The explicit construction (internal): the column of any row in O(1).

namespace nqueens::construction {

// The column (0-based) of the queen in row r of the constructed solution of the n×n board.
// Requires n = 1 or n >= 4, and 0 <= r < n.
int column(int n, int r);

}  // namespace nqueens::construction
