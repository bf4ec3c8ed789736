#include "nqueens/rules.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "core/validate.hpp"

namespace nqueens {

namespace {

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
      throw std::invalid_argument(std::string(what) + " " + core::square_text(s) + " is off the " + board_text(rules) +
                                  " board (rows and columns count from 0)");
}

// The sorted, distinct keys of a set: its items in the rules' order do not count.
template <class T, class Key>
std::vector<std::pair<int, int>> set_keys(const std::vector<T>& items, Key key) {
  std::vector<std::pair<int, int>> keys;
  keys.reserve(items.size());
  for (const T& item : items) keys.push_back(key(item));
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return keys;
}

std::pair<int, int> square_key(Square s) { return {s.row, s.column}; }
std::pair<int, int> diagonal_key(Diagonal d) { return {d.kind == Diagonal::Kind::sum ? 1 : 0, d.index}; }

// The number of a set's items, "17 squares" (one: "1 square").
std::string counted(std::size_t items, const char* noun) {
  return std::to_string(items) + " " + noun + (items == 1 ? "" : "s");
}

// "(0,1)(3,4)": row and column from 0.
std::string squares_text(const std::vector<Square>& squares) {
  std::string text;
  for (const auto& [row, column] : set_keys(squares, square_key))
    text.append("(").append(std::to_string(row)).append(",").append(std::to_string(column)).append(")");
  return text;
}

// "d-2,s3": the difference diagonal row - column = -2 and the sum diagonal row + column = 3.
std::string diagonals_text(const std::vector<Diagonal>& diagonals) {
  std::string text;
  for (const auto& [sum, index] : set_keys(diagonals, diagonal_key)) {
    if (!text.empty()) text += ',';
    text += sum ? 's' : 'd';
    text += std::to_string(index);
  }
  return text;
}

// The rules' fields; the sets listed whole, or for people counted (`listed` false).
std::string text_of(const Rules& rules, bool listed) {
  std::string text = "n=" + std::to_string(rules.n);
  const int rows = row_count(rules);
  if (rows != rules.n) text += " rows=" + std::to_string(rows);
  if (queen_count(rules) != rows) text += " queens=" + std::to_string(queen_count(rules));
  if (rules.toroidal) text += " toroidal";
  if (rules.knight) text += " knight";
  if (!rules.blocked.empty())
    text += " blocked=" +
            (listed ? squares_text(rules.blocked) : counted(set_keys(rules.blocked, square_key).size(), "square"));
  if (!rules.excluded.empty())
    text += " excluded=" + (listed ? diagonals_text(rules.excluded)
                                   : counted(set_keys(rules.excluded, diagonal_key).size(), "diagonal"));
  if (!rules.placed.empty())
    text += " placed=" +
            (listed ? squares_text(rules.placed) : counted(set_keys(rules.placed, square_key).size(), "queen"));
  return text;
}

// A whole number, maybe negative, that fills `text`; throws std::invalid_argument naming `what`.
int number_of(std::string_view text, const char* what) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty())
    throw std::invalid_argument(std::string("rules text: ") + what + " '" + std::string(text) + "' is not a number");
  return value;
}

std::vector<Square> squares_of(std::string_view text) {
  std::vector<Square> squares;
  while (!text.empty()) {
    const auto comma = text.find(',');
    const auto close = text.find(')');
    if (text.front() != '(' || comma == std::string_view::npos || close == std::string_view::npos || close < comma)
      throw std::invalid_argument("rules text: '" + std::string(text) + "' is not a list of squares (row,column)");
    squares.push_back(
        {number_of(text.substr(1, comma - 1), "row"), number_of(text.substr(comma + 1, close - comma - 1), "column")});
    text.remove_prefix(close + 1);
  }
  return squares;
}

std::vector<Diagonal> diagonals_of(std::string_view text) {
  std::vector<Diagonal> diagonals;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view item = text.substr(start, comma - start);
    if (item.empty() || (item.front() != 's' && item.front() != 'd'))
      throw std::invalid_argument("rules text: '" + std::string(item) + "' is not a diagonal (s3, d-2)");
    diagonals.push_back({item.front() == 's' ? Diagonal::Kind::sum : Diagonal::Kind::difference,
                         number_of(item.substr(1), "diagonal index")});
    start = comma + 1;
  }
  return diagonals;
}

}  // namespace

int row_count(const Rules& rules) { return rules.rows == 0 ? rules.n : rules.rows; }

int queen_count(const Rules& rules) { return rules.queens == 0 ? row_count(rules) : rules.queens; }

bool is_classic(const Rules& rules) { return is_completion(rules) && rules.placed.empty(); }

void require_symmetries(const Rules& rules) {
  if (!keeps_symmetries(rules))
    throw std::invalid_argument("the rules '" + describe(rules) +
                                "' are not kept by the symmetries of the square: they have no fundamental solutions");
}

bool is_completion(const Rules& rules) {
  return row_count(rules) == rules.n && queen_count(rules) == rules.n && !rules.toroidal && !rules.knight &&
         rules.blocked.empty() && rules.excluded.empty();
}

void validate(const Rules& rules) {
  if (rules.n < 1 || rules.n > (is_completion(rules) ? max_completion_n : max_rules_n))
    throw std::invalid_argument(is_completion(rules)
                                    ? "a board with nothing but placed queens has n from 1 to " +
                                          std::to_string(max_completion_n) + " columns, got " + std::to_string(rules.n)
                                    : "a board with rules has n from 1 to " + std::to_string(max_rules_n) +
                                          " columns, got " + std::to_string(rules.n));
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
  if (twin != placed.end())
    throw std::invalid_argument("two queens placed on the square " + core::square_text(*twin) +
                                " (rows and columns count from 0)");
  // On a completion board more queens than rows put two in one row: they attack each other, an
  // answer (find_solution names the pair), as `complete` answers a board of Q and . with them.
  if (static_cast<int>(placed.size()) > queen_count(rules) && !is_completion(rules))
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

std::string describe(const Rules& rules) { return text_of(rules, false); }

std::string rules_text(const Rules& rules) { return text_of(rules, true); }

Rules parse_rules(std::string_view text) {
  Rules rules;
  bool has_n = false;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t space = std::min(text.find(' ', start), text.size());
    const std::string_view word = text.substr(start, space - start);
    const std::size_t equals = word.find('=');
    const std::string_view key = word.substr(0, equals);
    const std::string_view value = equals == std::string_view::npos ? std::string_view() : word.substr(equals + 1);
    if (key == "n" && !has_n)
      rules.n = number_of(value, "n"), has_n = true;
    else if (!has_n)
      throw std::invalid_argument("rules text: '" + std::string(text) + "' does not start with n=");
    else if (key == "rows")
      rules.rows = number_of(value, "rows");
    else if (key == "queens")
      rules.queens = number_of(value, "queens");
    else if (word == "toroidal")
      rules.toroidal = true;
    else if (word == "knight")
      rules.knight = true;
    else if (key == "blocked")
      rules.blocked = squares_of(value);
    else if (key == "excluded")
      rules.excluded = diagonals_of(value);
    else if (key == "placed")
      rules.placed = squares_of(value);
    else
      throw std::invalid_argument("rules text: unknown word '" + std::string(word) + "'");
    start = space + 1;
  }
  if (!has_n) throw std::invalid_argument("rules text: '" + std::string(text) + "' does not start with n=");
  validate(rules);
  // Only the text rules_text writes: no field twice, out of order, empty or spelt otherwise.
  if (rules_text(rules) != text)
    throw std::invalid_argument("rules text: '" + std::string(text) + "' is not as rules_text writes it: '" +
                                rules_text(rules) + "'");
  return rules;
}

}  // namespace nqueens
