#include "nqueens/rules.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <stdexcept>

namespace nqueens {

namespace {

std::string square_text(Square s) { return "(" + std::to_string(s.row) + ", " + std::to_string(s.column) + ")"; }

std::string board_text(const Rules& rules) { return std::to_string(row_count(rules)) + "×" + std::to_string(rules.n); }

bool on_board(const Rules& rules, Square s) {
  return s.row >= 0 && s.row < row_count(rules) && s.column >= 0 && s.column < rules.n;
}

// The diagonal's range on the rows × n board: sum 0 .. rows + n - 2, difference -(n - 1) .. rows - 1.
bool exists(const Rules& rules, Diagonal d) {
  const int rows = row_count(rules);
  if (d.kind == Diagonal::Kind::sum) return d.index >= 0 && d.index <= rows + rules.n - 2;
  return d.index >= -(rules.n - 1) && d.index <= rows - 1;
}

bool on_diagonal(Square s, Diagonal d) {
  return d.kind == Diagonal::Kind::sum ? s.row + s.column == d.index : s.row - s.column == d.index;
}

void require_on_board(const Rules& rules, const std::vector<Square>& squares, const char* what) {
  for (const Square& s : squares)
    if (!on_board(rules, s))
      throw std::invalid_argument(std::string(what) + " " + square_text(s) + " is off the " + board_text(rules) +
                                  " board (rows and columns count from 0)");
}

// FNV-1a over the sorted, distinct pairs: a set's hash, whatever order the rules list it in.
template <class T, class Key>
std::string set_text(const std::vector<T>& items, Key key) {
  std::vector<std::pair<int, int>> keys;
  keys.reserve(items.size());
  for (const T& item : items) keys.push_back(key(item));
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  std::uint32_t hash = 2166136261u;
  auto mix = [&hash](int v) {
    const auto u = static_cast<std::uint32_t>(v);
    for (int shift = 0; shift < 32; shift += 8) {
      hash ^= (u >> shift) & 0xffu;
      hash *= 16777619u;
    }
  };
  for (const auto& [a, b] : keys) mix(a), mix(b);
  char hex[9];
  std::snprintf(hex, sizeof hex, "%08x", hash);
  return std::to_string(keys.size()) + ":" + hex;
}

}  // namespace

int row_count(const Rules& rules) { return rules.rows == 0 ? rules.n : rules.rows; }

int queen_count(const Rules& rules) { return rules.queens == 0 ? row_count(rules) : rules.queens; }

bool is_classic(const Rules& rules) {
  return row_count(rules) == rules.n && queen_count(rules) == rules.n && !rules.toroidal && !rules.knight &&
         rules.blocked.empty() && rules.excluded.empty() && rules.placed.empty();
}

void require_symmetries(const Rules& rules) {
  if (!keeps_symmetries(rules))
    throw std::invalid_argument("the rules '" + describe(rules) +
                                "' are not kept by the symmetries of the square: they have no fundamental solutions");
}

void validate(const Rules& rules) {
  if (rules.n < 1 || rules.n > max_rules_n)
    throw std::invalid_argument("a board with rules has n from 1 to " + std::to_string(max_rules_n) + " columns, got " +
                                std::to_string(rules.n));
  if (rules.rows < 0 || rules.rows > rules.n)
    throw std::invalid_argument("the board has 1 to n = " + std::to_string(rules.n) + " rows (0: n), got " +
                                std::to_string(rules.rows));
  const int rows = row_count(rules);
  if (rules.queens < 0 || rules.queens > rows)
    throw std::invalid_argument("the " + board_text(rules) + " board takes 1 to " + std::to_string(rows) +
                                " queens (0: one in every row), got " + std::to_string(rules.queens));
  if (rules.toroidal && rows != rules.n)
    throw std::invalid_argument("a toroidal board must be square, not " + board_text(rules) +
                                ": its diagonals wrap around both ways");
  require_on_board(rules, rules.blocked, "blocked square");
  require_on_board(rules, rules.placed, "placed queen");
  for (const Diagonal& d : rules.excluded)
    if (!exists(rules, d))
      throw std::invalid_argument(
          std::string("excluded ") +
          (d.kind == Diagonal::Kind::sum ? "sum diagonal row + column = " : "difference diagonal row - column = ") +
          std::to_string(d.index) + " does not exist on the " + board_text(rules) + " board");
  std::vector<Square> placed = rules.placed;
  std::sort(placed.begin(), placed.end(),
            [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.column < b.column; });
  const auto twin = std::adjacent_find(placed.begin(), placed.end());
  if (twin != placed.end()) throw std::invalid_argument("two queens placed on the square " + square_text(*twin));
  if (static_cast<int>(placed.size()) > queen_count(rules))
    throw std::invalid_argument(std::to_string(placed.size()) + " queens placed, more than the " +
                                std::to_string(queen_count(rules)) + " of the board");
}

bool keeps_symmetries(const Rules& rules) {
  return row_count(rules) == rules.n && queen_count(rules) == rules.n && rules.blocked.empty() &&
         rules.excluded.empty() && rules.placed.empty();
}

bool allowed(const Rules& rules, Square square) {
  if (!on_board(rules, square)) return false;
  if (std::find(rules.blocked.begin(), rules.blocked.end(), square) != rules.blocked.end()) return false;
  return std::none_of(rules.excluded.begin(), rules.excluded.end(),
                      [square](const Diagonal& d) { return on_diagonal(square, d); });
}

std::string describe(const Rules& rules) {
  std::string text = "n=" + std::to_string(rules.n);
  const int rows = row_count(rules);
  if (rows != rules.n) text += " rows=" + std::to_string(rows);
  if (queen_count(rules) != rows) text += " queens=" + std::to_string(queen_count(rules));
  if (rules.toroidal) text += " toroidal";
  if (rules.knight) text += " knight";
  auto square_key = [](Square s) { return std::pair(s.row, s.column); };
  if (!rules.blocked.empty()) text += " blocked=" + set_text(rules.blocked, square_key);
  if (!rules.excluded.empty())
    text += " excluded=" + set_text(rules.excluded, [](Diagonal d) {
              return std::pair(d.kind == Diagonal::Kind::sum ? 1 : 0, d.index);
            });
  if (!rules.placed.empty()) text += " placed=" + set_text(rules.placed, square_key);
  return text;
}

}  // namespace nqueens
