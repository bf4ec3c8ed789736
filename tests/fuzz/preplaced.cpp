// Fuzzes what `nqueens complete` does with its input: the pre-placed queens read in each format
// (AOJ, CSPLib, a board; parse_preplaced without a size and with one), the completion's checks of
// them, and, up to 12×12 where it takes milliseconds, the searches, held to their promises (a
// completion holds the queens and is a solution, the count is what the listing visits), and the
// answer written in every output format. Malformed
// input must be refused with std::invalid_argument; any other exception, a crash, a hang or a
// leak is a finding, and so is a broken promise (fuzz::require).

#include <algorithm>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "nqueens/complete.hpp"
#include "nqueens/io/placement_output.hpp"
#include "nqueens/io/preplaced_reader.hpp"
#include "nqueens/rules.hpp"

namespace nqueens {
namespace {

using fuzz::require;

constexpr int max_searched_n = 12;             // the searches below take milliseconds up to here
constexpr double larger_board_seconds = 1e-3;  // past it, complete() only checks and starts

bool holds(const Placement& p, const std::vector<Square>& queens) {
  return std::all_of(queens.begin(), queens.end(),
                     [&](const Square& s) { return p.columns[static_cast<std::size_t>(s.row)] == s.column; });
}

bool completes(const Placement& p, const io::Preplaced& pre) {
  return p.n == pre.n && is_solution(p) && holds(p, pre.queens);
}

// Writes the answer as complete does, in every format that can show a board of n, to nowhere.
void write_answer(const io::Preplaced& p, const CompletionResult& r) {
  static std::FILE* const nowhere = std::fopen("/dev/null", "w");
  require(nowhere != nullptr, "/dev/null can be opened");
  io::Output out(nowhere);
  const std::string none =
      r.attack ? io::square_name(p.format, r.attack->first) + " attacks " + io::square_name(p.format, r.attack->second)
               : "no completion";
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

// complete() on a board too large to search whole: it only checks and starts.
void complete_briefly(const io::Preplaced& p, bool attack) {
  const CompletionResult r = complete(p.n, p.queens, {.max_seconds = larger_board_seconds});
  require(r.attack.has_value() == attack, "complete names a pair of pre-placed queens that attack");
  if (r.outcome == Outcome::found) require(completes(r.solution, p), "a completion holds the queens");
}

// Past max_complete_n, what complete.hpp documents: a size past max_large_complete_n is refused
// whatever the queens; below it an attacking pair is answered with the pair, and a board with
// more than max_complete_n free rows is refused. first_completion() stops at max_complete_n.
void search_large(const io::Preplaced& p, bool attack) {
  bool refused = false;
  try {
    complete_briefly(p, attack);
  } catch (const std::invalid_argument&) {
    refused = true;
  }
  const bool few_free_rows = p.n - static_cast<int>(p.queens.size()) <= max_complete_n;
  if (p.n > max_large_complete_n)
    require(refused, "complete refuses n past max_large_complete_n, whatever the queens");
  else if (attack)
    require(!refused, "complete names the pair of attacking queens rather than refusing the board");
  else if (!few_free_rows)
    require(refused, "complete refuses a board past max_complete_n with more free rows than that");
  try {
    first_completion(p.n, p.queens);
    require(false, "first_completion refuses n past max_complete_n");
  } catch (const std::invalid_argument&) {
  }
}

void search(const io::Preplaced& p) {
  const bool attack = find_attacks(classic_rules(p.n), p.queens, 1).pairs > 0;
  if (p.n > max_complete_n) return search_large(p, attack);
  if (p.n > max_searched_n) return complete_briefly(p, attack);
  const CompletionResult any = complete(p.n, p.queens);
  const CompletionResult first = first_completion(p.n, p.queens);
  const CompletionCount count = count_completions(p.n, p.queens);
  std::optional<Placement> listed_first, previous;
  u128 listed = 0;
  const CompletionCount all = for_each_completion(p.n, p.queens, [&](const Placement& s) {
    require(completes(s, p), "each completion listed holds the queens");
    require(!previous || *previous < s, "completions are listed in lexicographic order");
    if (!listed_first) listed_first = s;
    previous = s;
    ++listed;
    return true;
  });
  require(any.attack.has_value() == attack && count.attack.has_value() == attack, "the attacking pair is named");
  require(count.outcome == Outcome::found && all.outcome == Outcome::found, "the counts without a budget finish");
  require(count.completions == listed && all.completions == listed, "the count is what the listing visits");
  require((any.outcome == Outcome::found) == (listed > 0) && (first.outcome == Outcome::found) == (listed > 0),
          "a completion is found when one exists");
  if (listed > 0) {
    require(completes(any.solution, p), "the completion found holds the queens");
    require(first.solution == *listed_first, "first_completion is the first listed");
  }
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
  // Sizes from the first byte: refused ones (< 1), every size the search takes, and past max_complete_n.
  const int given = size == 0 ? 8 : data[0] % (max_complete_n + 8) - 3;
  if (const auto p = read(text, given)) search(*p);
  return 0;
}
