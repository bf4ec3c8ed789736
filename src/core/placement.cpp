#include "nqueens/placement.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/attacks.hpp"
#include "core/validate.hpp"

namespace nqueens {

Placement Placement::empty_board(int n) {
  if (n < 0) throw std::invalid_argument("board size must not be negative, got " + std::to_string(n));
  return Placement{n, std::vector<int>(static_cast<std::size_t>(n), empty)};
}

std::vector<Square> Placement::squares() const {
  std::vector<Square> out;
  out.reserve(columns.size());
  for (int r = 0; r < static_cast<int>(columns.size()); ++r)
    if (columns[r] != empty) out.push_back({r, columns[r]});
  return out;
}

std::vector<int> Placement::columns_from_one() const {
  std::vector<int> out(columns);
  for (int& c : out) ++c;
  return out;
}

const char* reach_name(Reach reach) {
  switch (reach) {
    case Reach::row:
      return "row";
    case Reach::column:
      return "column";
    case Reach::diagonal:
      return "diagonal";
    case Reach::anti_diagonal:
      return "anti-diagonal";
    case Reach::wrapped_diagonal:
      return "wrapped diagonal";
    case Reach::wrapped_anti_diagonal:
      return "wrapped anti-diagonal";
    case Reach::knight:
      return "knight move";
  }
  return "?";
}

namespace {

// Few queens on a large board (fewer than one in eight rows): the sorts compare, and every queen
// goes through them, so that time and memory follow the queens, not n (two queens on a board of
// 56 million rows took ASan 10 s and 800 MB by the counting sorts: issue 46's fuzzing).
bool sparse(std::size_t queens, std::size_t n) { return queens < n / 8; }

// Stable sort of `order` (indices into queens) by key(queen) in [0, keys): counting, or by
// comparison where the queens are sparse on the keys.
template <class Key>
std::vector<std::uint32_t> sort_by(const std::vector<std::uint32_t>& order, std::span<const Square> queens,
                                   std::size_t keys, Key key) {
  if (sparse(order.size(), keys)) {
    std::vector<std::uint32_t> sorted(order);
    std::stable_sort(sorted.begin(), sorted.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return key(queens[a]) < key(queens[b]); });
    return sorted;
  }
  std::vector<std::uint32_t> start(keys + 1, 0);
  for (auto i : order) ++start[key(queens[i]) + 1];
  for (std::size_t k = 0; k < keys; ++k) start[k + 1] += start[k];
  std::vector<std::uint32_t> sorted(order.size());
  for (auto i : order) sorted[start[key(queens[i])]++] = i;
  return sorted;
}

// The indices of the queens (on the board) that share a row, column, diagonal or
// anti-diagonal with another: every attacking pair is among them. Two passes over saturating
// counts, 6 bytes a row; where the queens are sparse, all of them (the sorts then compare).
std::vector<std::uint32_t> queens_on_shared_lines(std::size_t n, std::span<const Square> queens) {
  if (sparse(queens.size(), n)) {
    std::vector<std::uint32_t> all(queens.size());
    for (std::uint32_t i = 0; i < all.size(); ++i) all[i] = i;
    return all;
  }
  std::vector<std::uint8_t> row(n, 0), column(n, 0), diagonal(2 * n - 1, 0), anti_diagonal(2 * n - 1, 0);
  auto lines = [&](const Square& s) {
    const auto r = static_cast<std::size_t>(s.row), c = static_cast<std::size_t>(s.column);
    return std::array<std::uint8_t*, 4>{&row[r], &column[c], &diagonal[r - c + n - 1], &anti_diagonal[r + c]};
  };
  for (const Square& s : queens)
    for (std::uint8_t* count : lines(s)) *count = static_cast<std::uint8_t>(*count < 2 ? *count + 1 : 2);
  std::vector<std::uint32_t> shared;
  for (std::uint32_t i = 0; i < queens.size(); ++i) {
    const auto on = lines(queens[i]);
    if (std::any_of(on.begin(), on.end(), [](const std::uint8_t* count) { return *count > 1; })) shared.push_back(i);
  }
  return shared;
}

}  // namespace

std::uint64_t for_each_attack(int n, std::span<const Square> queens,
                              const std::function<bool(const Attack&)>& on_attack) {
  if (n < 1) throw std::invalid_argument("board size must be at least 1, got " + std::to_string(n));
  for (const Square& s : queens)
    if (s.row < 0 || s.row >= n || s.column < 0 || s.column >= n)
      throw std::invalid_argument("queen " + core::square_text(s) + " is off the " + std::to_string(n) + "×" +
                                  std::to_string(n) + " board (rows and columns count from 0)");
  const auto un = static_cast<std::size_t>(n);
  // Only the queens on shared lines go through the sorts below: none for a solution, a few for
  // a near-solution, which keeps verifying 10^7 queens fast and small.
  std::vector<std::uint32_t> order = queens_on_shared_lines(un, queens);
  if (order.empty()) return {};
  // Row-major order first (radix sort: column, then row), so that each line lists its queens
  // from the top-left and `first` precedes `second` in every pair.
  order = sort_by(order, queens, un, [](Square s) { return static_cast<std::size_t>(s.column); });
  order = sort_by(order, queens, un, [](Square s) { return static_cast<std::size_t>(s.row); });
  for (std::size_t i = 1; i < order.size(); ++i)
    if (queens[order[i]] == queens[order[i - 1]])
      throw std::invalid_argument("two queens on the same square " + core::square_text(queens[order[i]]));

  std::uint64_t pairs = 0;
  bool visiting = true;
  auto collect = [&](Reach reach, std::size_t keys, auto key) {
    const auto sorted = sort_by(order, queens, keys, key);
    for (std::size_t begin = 0; begin < sorted.size();) {
      std::size_t end = begin + 1;
      while (end < sorted.size() && key(queens[sorted[end]]) == key(queens[sorted[begin]])) ++end;
      const std::uint64_t k = end - begin;
      pairs += k * (k - 1) / 2;
      for (std::size_t i = begin; i < end && visiting; ++i)
        for (std::size_t j = i + 1; j < end && visiting; ++j)
          visiting = on_attack({queens[sorted[i]], queens[sorted[j]], reach});
      begin = end;
    }
  };
  const std::size_t diagonals = 2 * un - 1;
  collect(Reach::row, un, [](Square s) { return static_cast<std::size_t>(s.row); });
  collect(Reach::column, un, [](Square s) { return static_cast<std::size_t>(s.column); });
  // In 64 bits: row + column and row - column + n - 1 pass INT_MAX on boards past 2^30 rows.
  collect(Reach::diagonal, diagonals,
          [n](Square s) { return static_cast<std::size_t>(std::int64_t{s.row} - s.column + n - 1); });
  collect(Reach::anti_diagonal, diagonals,
          [](Square s) { return static_cast<std::size_t>(std::int64_t{s.row} + s.column); });
  return pairs;
}

Conflicts core::classic_attacks(int n, std::span<const Square> queens, std::size_t max_listed) {
  Conflicts result;
  result.pairs = for_each_attack(n, queens, [&](const Attack& a) {
    if (result.listed.size() >= max_listed) return false;
    result.listed.push_back(a);
    return result.listed.size() < max_listed;
  });
  return result;
}

Conflicts find_attacks(const Placement& p, std::size_t max_listed) {
  const std::vector<Square> queens = p.squares();
  return core::classic_attacks(p.n, queens, max_listed);
}

bool is_solution(const Placement& p) {
  if (p.n < 1 || p.columns.size() != static_cast<std::size_t>(p.n)) return false;
  const auto n = static_cast<std::size_t>(p.n);
  std::vector<char> column(n, 0), diagonal(2 * n - 1, 0), anti_diagonal(2 * n - 1, 0);
  for (std::size_t r = 0; r < n; ++r) {
    const int c = p.columns[r];
    if (c < 0 || c >= p.n) return false;
    const auto uc = static_cast<std::size_t>(c);
    char& a = column[uc];
    char& d = diagonal[r - uc + n - 1];
    char& e = anti_diagonal[r + uc];
    if (a || d || e) return false;
    a = d = e = 1;
  }
  return true;
}

}  // namespace nqueens
