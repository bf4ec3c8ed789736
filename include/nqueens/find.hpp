#pragma once
// One solution of the n×n board for any n: an explicit construction, min-conflicts local
// search, or the lexicographically first solution.

#include <cstdint>
#include <optional>

#include "nqueens/observer.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/placement.hpp"

namespace nqueens {

// The largest n find accepts: the columns take 4 bytes a row, min-conflicts 20 bytes a row.
inline constexpr int max_find_n = 1'000'000'000;

// The largest n whose lexicographically first solution is searched (FindMethod::first): the
// search keeps one 64-bit bitboard word per line.
inline constexpr int max_first_n = 64;

// How find_solution() finds a solution.
enum class FindMethod {
  construct,      // closed-form recipe by n mod 6, O(n) time and memory
  min_conflicts,  // a random solution by local search (Sosic & Gu's QS4 scheme)
  first,          // the lexicographically first solution, by backtracking (n <= max_first_n)
};

// The method of find_solution(), and its budget, seed and observer.
struct FindOptions {
  FindMethod method = FindMethod::construct;  // construct: any n at once; the others search
  std::uint64_t seed = 1;                     // min-conflicts: equal seeds give equal solutions, on every platform
  std::uint64_t max_steps = 0;                // min-conflicts: queen moves before giving up; 0 = 100·n + 10^6
  double max_seconds = 0;  // first: wall-time budget; 0 = none; at most max_search_seconds (outcome.hpp)
  // min-conflicts and first: sees the search's progress; stopping it (stop_requested) ends it
  // as its budget running out does (Outcome::gave_up). May be null.
  SearchObserver* observer = nullptr;
};

// What find_solution() found.
struct FindResult {
  Outcome outcome = Outcome::gave_up;  // none_exists only for n = 2 and n = 3
  Placement solution;                  // found: a solution (is_solution holds); otherwise empty
  std::uint64_t steps = 0;             // min-conflicts: queen moves; first: search nodes; construct: 0
  double seconds = 0;                  // wall time of the search
};

// One solution of the n×n board by the chosen method.
// Throws std::invalid_argument if n < 1 or n > max_find_n, if the method is `first` and
// n > max_first_n, or if min-conflicts would need more than half the machine's memory.
FindResult find_solution(int n, const FindOptions& options = {});

// The explicit solution of Hoffman, Loessi & Moore (Mathematics Magazine 42, 1969): for even n
// not of the form 6k+2, the even columns then the odd ones; for n = 6k+2 a shifted variant; for
// odd n the solution of n-1 plus a queen in the corner. std::nullopt for n = 2 and n = 3.
// Throws std::invalid_argument if n < 1 or n > max_find_n.
std::optional<Placement> construct_solution(int n);

}  // namespace nqueens
