// Fuzzes the readers of variant boards (parse_blocked: boards, ASP facts, MiniZinc data,
// Essence'; parse_excluded_diagonals: CSPLib 79 instances, with every count of diagonals from
// the first byte) and, on boards of up to 7 columns where it takes milliseconds, the engine under
// the rules read, held to its promises: the listing is in strictly increasing order and each
// entry a solution, the count is what the listing visits, the first solution is the first
// listed, find_solution decides as its method first does. Malformed input must be refused with
// std::invalid_argument; any other exception, a crash, a hang or a leak is a finding, and so is
// a broken promise (fuzz::require).

#include <optional>
#include <stdexcept>
#include <string_view>

#include "fuzz_check.hpp"
#include "nqueens/find.hpp"
#include "nqueens/io/rules_reader.hpp"
#include "nqueens/variants.hpp"

namespace nqueens {
namespace {

using fuzz::require;

constexpr int max_searched_n = 7;  // the searches below take milliseconds up to here

void search(const Rules& rules) {
  // The readers keep every square on the board and every diagonal on it (rules_reader.hpp), so
  // of validate()'s documented refusals only these two are left: a board past max_rules_n (past
  // max_completion_n for a completion board: nothing but placed queens), and more queens placed
  // than the board takes (but on a completion board, where two then share a row: an answer).
  const bool completion = is_completion(rules);
  const bool describes_a_board = rules.n <= (completion ? max_completion_n : max_rules_n) &&
                                 (completion || rules.placed.size() <= static_cast<std::size_t>(queen_count(rules)));
  try {
    validate(rules);
  } catch (const std::invalid_argument&) {
    require(!describes_a_board, "validate refuses only a board past its largest n or with too many queens placed");
    return;
  }
  require(describes_a_board, "validate refuses a board past its largest n or with too many queens placed");
  if (rules.n > max_searched_n) return;
  std::optional<Placement> first, previous;
  const std::uint64_t listed = for_each_solution(rules, Solutions::all, [&](const Placement& p) {
    require(is_solution(rules, p), "each solution listed is one");
    require(!previous || *previous < p, "solutions are listed in increasing order");
    if (!first) first = p;
    previous = p;
    return true;
  });
  const CountResult counted = count(rules, {.limits = {.threads = 1}});
  require(counted.complete() && counted.solutions == listed, "the count is what the listing visits");
  const FindResult found = find_solution(rules, {.method = FindMethod::first});
  require(found.outcome == (listed > 0 ? Outcome::found : Outcome::none_exists), "the first solution is found");
  if (first) require(found.solution == *first, "find_solution(first) is the first listed");
  const FindResult any = find_solution(rules);
  require(any.outcome == found.outcome && any.attack == found.attack, "find_solution decides as its method first");
  if (first) require(is_solution(rules, any.solution), "find_solution finds a solution");
}

}  // namespace
}  // namespace nqueens

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nqueens;
  const std::string_view text = fuzz::text_of(data, size);
  std::optional<io::BlockedBoard> board;
  try {
    board = io::parse_blocked(text);
  } catch (const std::invalid_argument&) {
  }
  if (board) {
    require(board->n >= 1 && board->rows >= 1 && board->rows <= board->n, "a board has rows and columns");
    search(io::rules_of(*board));
  }
  // Counts of diagonals from the first byte: refused ones (< 0 or past numdiags) and the others.
  const std::optional<int> take = size == 0 || data[0] % 4 == 0 ? std::nullopt : std::optional(data[0] % 16 - 2);
  std::optional<io::ExcludedDiagonals> instance;
  try {
    instance = io::parse_excluded_diagonals(text, take);
  } catch (const std::invalid_argument&) {
  }
  if (instance) {
    require(static_cast<int>(instance->diagonals.size()) == take.value_or(instance->listed),
            "an instance takes the first diagonals asked for");
    search(io::rules_of(*instance));
  }
  return 0;
}
