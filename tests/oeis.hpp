#pragma once
// The OEIS reference values (tests/data, copied from the project's shared data). Tests compare
// what the engines compute with these; nothing under test reads them.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "nqueens/types.hpp"

namespace nqueens::test {

struct CountRow {
  u128 solutions = 0;    // A000170
  u128 fundamental = 0;  // A002562
};
struct SymmetricRow {
  u128 fixed_by_rotate180 = 0;  // A032522
  u128 fixed_by_rotate90 = 0;   // A033148
};

// variants.tsv: a value the table leaves blank is std::nullopt.
struct VariantRow {
  std::optional<u128> toroidal;                 // A051906
  std::optional<u128> superqueens;              // A051223
  std::optional<u128> fundamental_superqueens;  // A051224
};

const std::map<int, CountRow>& oeis_counts();
const std::map<int, SymmetricRow>& oeis_symmetric();
const std::map<int, VariantRow>& oeis_variants();
// partial_boards.tsv: k queens anywhere on the n×n board, [n][k] for k = 2, 3, 4 (A036464,
// A047659, A061994), and m queens on the m×n board, [n][m - 1] for m = 1..n (A269133).
const std::map<int, std::map<int, u128>>& oeis_k_queens();
const std::map<int, std::vector<u128>>& oeis_rectangles();

// Q(n) and the fundamental count as the tools' --json prints them: "solutions":Q,"fundamental":F.
std::string oeis_json(int n);

}  // namespace nqueens::test
