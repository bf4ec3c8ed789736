#pragma once
// One placement of any n as text, streamed: the columns as numbers, or a board of Q and '.'.

#include "nqueens/io/output.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::io {

// How write_columns() lays the columns out.
enum class ColumnLayout {
  line,  // the columns separated by single spaces, one newline at the end
  rows,  // one column a line
};

// Writes the column of each row, counted from `first_column` (1 as users count, or 0), flushing
// as it goes, so n = 10^8 needs no more memory than the placement itself.
void write_columns(Output& out, const Placement& p, ColumnLayout layout, int first_column);

// Writes n lines of n characters, 'Q' for a queen and '.' for an empty square, with no spaces
// (the answer format of AOJ ALDS1_13_A).
void write_grid(Output& out, const Placement& p);

}  // namespace nqueens::io
