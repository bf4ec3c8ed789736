// Fuzzes what `nqueens verify` does with its input: the placements read from text (lists of
// columns, boards; parse_placements and parse_queens), then the check of each one: its attacking
// pairs counted and listed, whether it is a solution, its picture. Malformed text must be refused
// with std::invalid_argument; any other exception, a crash, a hang or a leak is a finding, and so
// is a broken promise of the reader or the checks (fuzz::require).

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "fuzz_check.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"

namespace nqueens {
namespace {

using fuzz::require;

constexpr std::size_t listed_pairs = 100;  // verify's default --max-pairs
constexpr std::size_t drawn_boards = 16;   // enough to reach the picture's grid, cheap per run

bool on_line(const Attack& a) {
  const Square& s = a.first;
  const Square& t = a.second;
  switch (a.reach) {
    case Reach::row:
      return s.row == t.row;
    case Reach::column:
      return s.column == t.column;
    case Reach::diagonal:
      return s.row - s.column == t.row - t.column;
    case Reach::anti_diagonal:
      return s.row + s.column == t.row + t.column;
    default:  // the variants' reaches: never on the classic board
      return false;
  }
}

// The placement, if the queens stand one in each row.
bool one_per_row(const io::Queens& q, Placement& p) {
  if (q.queens.size() != static_cast<std::size_t>(q.n)) return false;
  p = Placement::empty_board(q.n);
  for (const Square& s : q.queens) {
    int& column = p.columns[static_cast<std::size_t>(s.row)];
    if (column != Placement::empty) return false;
    column = s.column;
  }
  return true;
}

void check(const io::Queens& q) {
  require(q.n >= 1, "a placement read has a board");
  require(std::all_of(q.queens.begin(), q.queens.end(),
                      [&](const Square& s) { return s.row >= 0 && s.row < q.n && s.column >= 0 && s.column < q.n; }),
          "every queen read stands on the board");
  const std::uint64_t pairs = for_each_attack(q.n, q.queens, [](const Attack&) { return false; });
  const Conflicts conflicts = find_attacks(classic_rules(q.n), q.queens, listed_pairs);
  require(conflicts.pairs == pairs, "find_attacks and for_each_attack count the same pairs");
  require(conflicts.listed.size() == std::min<std::uint64_t>(pairs, listed_pairs), "find_attacks lists its limit");
  require(std::all_of(conflicts.listed.begin(), conflicts.listed.end(), on_line), "a listed pair shares its line");
  Placement p;
  if (one_per_row(q, p)) require(is_solution(p) == (pairs == 0), "a solution is a placement without attacks");
}

void draw(const std::vector<io::Queens>& placements) {
  static std::FILE* const nowhere = std::fopen("/dev/null", "w");
  std::vector<io::SvgBoard> boards;
  for (const io::Queens& q : placements)
    if (q.n <= 64 && boards.size() < drawn_boards)
      boards.push_back({q.n, q.queens, find_attacks(classic_rules(q.n), q.queens, listed_pairs).listed, "caption"});
  if (boards.empty() || !nowhere) return;
  io::Output out(nowhere);
  io::write_svg(out, boards);
}

}  // namespace
}  // namespace nqueens

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nqueens;
  const std::string_view text = fuzz::text_of(data, size);
  std::vector<io::Queens> placements;
  try {
    placements = io::parse_placements(text);
  } catch (const std::invalid_argument&) {
    return 0;
  }
  try {
    const io::Queens one = io::parse_queens(text);
    require(placements.size() == 1 && one.n == placements[0].n && one.queens == placements[0].queens,
            "parse_queens reads the one placement parse_placements reads");
  } catch (const std::invalid_argument&) {
    require(placements.size() != 1, "parse_queens refuses only a text of several placements");
  }
  for (const io::Queens& q : placements) check(q);
  draw(placements);
  return 0;
}
