#pragma once
// The classic ways to solve the n-queens problem, from generate-and-test to bitboard
// backtracking, run side by side to compare the work each does (the comparison the
// eight-queens write-ups make: 64^8 candidates, 8^8, 8!, then a search tree of 2057 nodes).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "nqueens/observer.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// The largest n `run_method` and `candidate_count` accept (one 32-bit word per bitboard mask).
inline constexpr int max_method_n = 32;

// The ways of solving n queens a tutorial compares, from brute force to bitboards.
enum class Method {
  every_square,  // each of the n queens on any of the n² squares: (n²)^n candidates (64^8 for n = 8)
  one_per_row,   // the queen of each row in any column: n^n candidates
  permutations,  // one queen per row and per column: the n! permutations
  backtracking,  // row by row, pruning squares attacked along a column or diagonal: the tree's nodes
  bitboard,      // the same search on bitboards (the kernel of count and solve): the same nodes
};

// Every method, from the slowest to the fastest.
inline constexpr std::array<Method, 5> all_methods = {Method::every_square, Method::one_per_row, Method::permutations,
                                                      Method::backtracking, Method::bitboard};

// A short name ("every square for every queen", ...) for tables.
std::string_view method_name(Method m);

// True for the searches, whose work is counted in search-tree nodes; false for the
// generate-and-test methods, whose work is counted in candidates.
bool counts_nodes(Method m);

// The exact number of candidates a generate-and-test method examines, in decimal: (n²)^n, n^n
// or n! (these outgrow 128 bits from n = 16 on, hence a string). For the searches, "" (their
// node count is known only by running them, or estimated by estimate_tree_nodes).
// Throws std::invalid_argument if n < 1 or n > max_method_n.
std::string candidate_count(Method m, int n);

// One run of a method.
struct MethodRun {
  Method method = Method::every_square;  // the method run
  u128 examined = 0;                     // candidates tested, or search-tree nodes (the root included)
  u128 solutions = 0;                    // distinct solutions found; every_square finds each one n! times (once
                                         // per order of the identical queens) and reports it once
  double seconds = 0;                    // wall time, one thread
  bool complete = true;                  // false: stopped early, so examined / seconds is only a measured rate
};

// Runs method m on the n×n board on this thread. Stops after about `budget_seconds`, as soon as
// the measured rate shows a generate-and-test method cannot finish within it, or when the
// observer (if any; it sees the candidates or nodes examined and the solutions found) asks.
// Throws std::invalid_argument if n < 1, n > max_method_n or budget_seconds <= 0.
MethodRun run_method(Method m, int n, double budget_seconds, SearchObserver* observer = nullptr);

// Knuth's estimate of the size of the backtracking tree (D. E. Knuth, "Estimating the
// efficiency of backtrack programs", Math. Comp. 29, 1975): the mean over `probes` random
// root-to-leaf paths of 1 + d1 + d1·d2 + ..., where d_k is the number of children at depth k-1
// on the path. Unbiased; deterministic for a given seed.
// Throws std::invalid_argument if n < 1, n > max_method_n or probes < 1.
double estimate_tree_nodes(int n, int probes, std::uint64_t seed);

}  // namespace nqueens
