#include "rules/board.hpp"

#include <numeric>
#include <stdexcept>
#include <string>

#include "rules/geometry.hpp"

namespace nqueens::variants {

Board compile(const Rules& rules) {
  // Past max_rules_n only a completion board is valid (validate), and the engines take it on the
  // block of its free squares (completion_block.hpp): a mask here is one 64-bit word.
  if (rules.n > max_rules_n)
    throw std::logic_error("internal error: the bitboard search compiled a board of " + std::to_string(rules.n) +
                           " columns");
  Board b;
  b.n = rules.n;
  b.rows = row_count(rules);
  b.queens = queen_count(rules);
  b.toroidal = rules.toroidal;
  b.knight = rules.knight;
  b.full = core::board_mask<Mask>(b.n);
  const auto rows = static_cast<std::size_t>(b.rows);
  b.allowed.assign(rows, 0);
  b.forced.assign(rows, 0);
  b.forced_from.assign(rows + 1, 0);
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.n; ++c)
      if (allowed(rules, {r, c})) b.allowed[static_cast<std::size_t>(r)] |= Mask(1) << c;
  const Geometry g(rules);
  for (const Square& q : rules.placed) {
    const auto r = static_cast<std::size_t>(q.row);
    b.contradiction |= !allowed(rules, q);
    b.contradiction |= b.forced[r] != 0;  // two queens placed in one row
    b.forced[r] = 1;
    for (const Square& other : rules.placed)
      if (!(other == q) && attacks(g, q, other)) b.contradiction = true;
  }
  // The rows of placed queens offer their square only; the others lose what placed queens attack.
  for (int r = 0; r < b.rows; ++r) {
    const auto ur = static_cast<std::size_t>(r);
    Mask& row = b.allowed[ur];
    for (const Square& q : rules.placed) {
      if (q.row == r) {
        row &= Mask(1) << q.column;
        continue;
      }
      for (int c = 0; c < b.n; ++c)
        if (attacks(g, q, {r, c})) row &= ~(Mask(1) << c);
    }
  }
  // Pólya (1918): n queens on the n×n torus attack each other unless gcd(n, 6) = 1; the rules
  // can only take squares away and add attacks.
  if (b.toroidal && b.queens == b.n && std::gcd(b.n, 6) != 1) b.contradiction = true;
  for (int r = b.rows - 1; r >= 0; --r) {
    const auto ur = static_cast<std::size_t>(r);
    b.forced_from[ur] = b.forced_from[ur + 1] + (b.forced[ur] != 0 ? 1 : 0);
  }
  return b;
}

}  // namespace nqueens::variants
