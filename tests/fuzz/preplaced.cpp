// Fuzzes what `nqueens complete` does with its input: the pre-placed queens read in each format
// (AOJ, CSPLib, a board; parse_preplaced without a size and with one), the checks of the board
// they make (the classic rules with the queens placed, rules.hpp), and, up to 12×12 or 12 free
// rows where it takes milliseconds, the searches, held to their promises (a completion holds the
// queens and is a solution, the first is the first, the count is what the listing visits), and
// the answer written in every output format. Malformed input must be refused with
// std::invalid_argument; any other exception, a crash, a hang or a leak is a finding, and so is
// a broken promise (fuzz::require).

#include <algorithm>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "nqueens/find.hpp"
#include "nqueens/io/placement_output.hpp"
#include "nqueens/io/preplaced_reader.hpp"
#include "nqueens/io/verdicts.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/variants.hpp"

namespace nqueens {
namespace {

using fuzz::require;

constexpr int max_searched_n = 12;             // the searches below take milliseconds up to here
constexpr double larger_board_seconds = 1e-3;  // past it, find_solution only checks and starts

bool holds(const Placement& p, const std::vector<Square>& queens) {
  return std::all_of(queens.begin(), queens.end(),
                     [&](const Square& s) { return p.columns[static_cast<std::size_t>(s.row)] == s.column; });
}

bool completes(const Placement& p, const io::Preplaced& pre) {
  return p.n == pre.n && is_solution(p) && holds(p, pre.queens);
}

// The board complete asks about: the classic one with the input's queens placed.
Rules board_of(const io::Preplaced& p) { return Rules{.n = p.n, .placed = p.queens}; }

// Writes the answer as complete does, in every format that can show a board of n, to nowhere.
void write_answer(const io::Preplaced& p, const FindResult& r) {
  static std::FILE* const nowhere = std::fopen("/dev/null", "w");
  require(nowhere != nullptr, "/dev/null can be opened");
  io::Output out(nowhere);
  const std::string none = io::no_completion(p, board_of(p));
  for (const io::PlacementFormat& format : io::placement_formats()) {
    std::optional<io::PlacementOutput> writer;
    try {
      writer.emplace(out, format, p.n, false, io::Answers::one);
    } catch (const std::invalid_argument&) {  // a format for other n
      continue;
    }
    if (r.outcome == Outcome::found) writer->write(r.solution);
    writer->finish(none);
  }
}

// find_solution on a board too large to search whole: it only checks and starts.
void find_briefly(const io::Preplaced& p, bool attack) {
  const FindResult r = find_solution(board_of(p), {.max_seconds = larger_board_seconds});
  require(r.attack.has_value() == attack, "find_solution names a pair of placed queens that attack");
  if (r.outcome == Outcome::found) require(completes(r.solution, p), "a completion holds the queens");
}

// The count and the listing agree, and each completion listed holds the queens, in order.
void count_and_list(const io::Preplaced& p) {
  CountOptions one_thread;
  one_thread.limits.threads = 1;  // the fuzzer's process stays on one thread
  const CountResult counted = count(board_of(p), one_thread);
  std::optional<Placement> previous;
  u128 listed = 0;
  for_each_solution(board_of(p), Solutions::all, [&](const Placement& s) {
    require(completes(s, p), "each completion listed holds the queens");
    require(!previous || *previous < s, "completions are listed in lexicographic order");
    previous = s;
    ++listed;
    return true;
  });
  require(counted.complete() && counted.solutions == listed, "the count is what the listing visits");
}

// Past max_rules_n, what rules.hpp documents for a board with placed queens: a size past
// max_completion_n is refused whatever the queens; below it an attacking pair is answered with
// the pair, and a board with more than max_rules_n free rows is refused. (Without queens it is
// the classic board, whose construction find_solution gives for any n: not searched here, where
// a board may be 2^31 - 1 wide.)
void search_large(const io::Preplaced& p, bool attack) {
  if (p.queens.empty()) return;
  bool refused = false;
  try {
    find_briefly(p, attack);
  } catch (const std::invalid_argument&) {
    refused = true;
  }
  const int free_rows = p.n - static_cast<int>(p.queens.size());
  if (p.n > max_completion_n)
    require(refused, "a board with queens past max_completion_n is refused, whatever the queens");
  else if (attack)
    require(!refused, "the pair of attacking queens is named rather than the board refused");
  else if (free_rows > max_rules_n)
    require(refused, "a board past max_rules_n with more free rows than that is refused");
  if (!refused && free_rows <= max_searched_n) count_and_list(p);
}

void search(const io::Preplaced& p) {
  const bool attack = find_attacks(classic_rules(p.n), p.queens, 1).pairs > 0;
  if (p.n > max_rules_n) return search_large(p, attack);
  if (p.n > max_searched_n) return find_briefly(p, attack);
  const FindResult any = find_solution(board_of(p));
  const FindResult first = find_solution(board_of(p), {.method = FindMethod::first});
  require(any.attack.has_value() == attack && first.attack.has_value() == attack, "the attacking pair is named");
  require(any.outcome != Outcome::gave_up && any.outcome == first.outcome, "both searches decide alike");
  if (any.outcome == Outcome::found) {
    require(completes(any.solution, p), "the completion found holds the queens");
    require(completes(first.solution, p) && !(any.solution < first.solution), "the first completion is the first");
  }
  count_and_list(p);
  write_answer(p, any);
}

// Each queen on the board, one per square (without memory in n: a board may be 2^31 - 1 wide).
bool on_board_once(const io::Preplaced& p) {
  std::vector<Square> queens = p.queens;
  const auto row_major = [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.column < b.column; };
  std::sort(queens.begin(), queens.end(), row_major);
  return std::adjacent_find(queens.begin(), queens.end()) == queens.end() &&
         std::all_of(queens.begin(), queens.end(),
                     [&](const Square& s) { return s.row >= 0 && s.row < p.n && s.column >= 0 && s.column < p.n; });
}

// Reads the input as `complete` does with --size `size`, or without it.
std::optional<io::Preplaced> read(std::string_view text, std::optional<int> size) {
  std::optional<io::Preplaced> p;
  try {
    p = io::parse_preplaced(text, size);
  } catch (const io::SizeMismatchError& e) {
    require(size && e.given_size() == *size && e.input_size() != *size, "a size mismatch names both sizes");
  } catch (const std::invalid_argument&) {
  }
  if (p) {
    require(p->n >= 1 && (!size || p->n == *size), "the board read has the size given");
    require(on_board_once(*p), "the queens read stand on the board, one per square");
  }
  return p;
}

}  // namespace
}  // namespace nqueens

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nqueens;
  const std::string_view text = fuzz::text_of(data, size);
  if (const auto p = read(text, std::nullopt)) {
    search(*p);
    // Its own size given back changes nothing.
    const auto again = read(text, p->n);
    require(again && again->format == p->format && again->queens == p->queens, "the input's own size is agreed to");
  }
  // Sizes from the first byte: refused ones (< 1), every size the searches take, and past max_rules_n.
  const int given = size == 0 ? 8 : data[0] % (max_rules_n + 8) - 3;
  if (const auto p = read(text, given)) search(*p);
  return 0;
}
