#pragma once
// The OEIS reference values (tests/data, copied from the project's shared data). Tests compare
// what the engines compute with these; nothing under test reads them.

#include <cstdint>
#include <map>
#include <string>

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

const std::map<int, CountRow>& oeis_counts();
const std::map<int, SymmetricRow>& oeis_symmetric();

// Q(n) and the fundamental count as the tools' --json prints them: "solutions":Q,"fundamental":F.
std::string oeis_json(int n);

}  // namespace nqueens::test
