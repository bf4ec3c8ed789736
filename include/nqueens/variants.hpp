#pragma once
// Boards with rules (rules.hpp): counting their solutions and listing them (one solution, or the
// proof there is none: find_solution, find.hpp; what a placement breaks: find_attacks, rules.hpp).
// One engine serves every variant (bitboard backtracking row by row, one 64-bit word a mask,
// n <= max_rules_n); the classic rules (is_classic) are handed to the engines of count.hpp and
// solve.hpp, and completion boards past max_rules_n (is_completion, rules.hpp) are answered on
// the excluded-diagonals board of their free squares, whose solutions are theirs in the same order.
//
// A solution under rules is a Placement with n = rules.n and row_count(rules) entries in
// `columns` (fewer than n on an m×n board), Placement::empty in a row without a queen (k queens
// on a board of more rows), holding queen_count(rules) queens in all, every placed square, no
// queen where allowed() says none may stand, and no two queens that attack each other: along a
// row, a column or a diagonal (line of sight is not blocked by a queen between them), along a
// diagonal that wraps around the edges (toroidal), or a knight's move apart (knight; knight
// moves do not wrap). Known counts: toroidal queens OEIS A051906, superqueens A051223
// (fundamental A051224), k queens anywhere on the n×n board A036464 (k = 2), A047659 (k = 3),
// A061994 (k = 4), m queens on the m×n board A269133.
//
// Every function here throws std::invalid_argument from validate(rules) for rules that
// describe no board, and for a completion board past max_rules_n whose free rows are more than
// max_rules_n or not evenly spaced with the free columns (naming them; rules.hpp).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/observer.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/types.hpp"

namespace nqueens {

// Counts the solutions under the rules on options.limits.threads threads (0: every CPU this process
// may use), exact. The observer sees the finished units and may stop the count, within about a
// millisecond of work even inside a unit: the result then holds the finished units only
// (complete() is false). The classic rules are counted by
// count(n, options), which refuses n past max_count_n. For rules that keep_symmetries (rules.hpp:
// the classic, toroidal and knight rules of a square board with a queen in every row), a complete
// count holds the fundamental count and the solutions fixed by the 180° and 90° rotations (as
// count(n) does, Burnside's lemma: superqueens OEIS A051224), found by a search over whole orbits;
// the others leave them 0. Throws std::invalid_argument as validate(rules), as count(n) for the
// classic rules (n past max_count_n), and for the GPU engine under rules other than the classic
// ones; StoppedError (errors.hpp) if the observer stops the count during that search.
CountResult count(const Rules& rules, const CountOptions& options = {});

// Calls visit(solution) for every solution under the rules in lexicographic order of
// (columns[0], columns[1], ...) with an empty row (Placement::empty, -1) before any column,
// the order of Placement's operator<, until visit returns false. Solutions::fundamental lists
// only the solutions that are the smallest of their eight images (is_canonical), and needs rules
// that keep_symmetries (rules.hpp). The observer, if any, sees the nodes searched and the
// solutions visited every million nodes or so, and stopping it ends the listing there. Rules
// that the completion engine takes (find_solution, find.hpp: a square board, a queen in every row,
// straight lines) are walked asking that engine which square of each row to take while more than 10 rows
// are free (the leftmost with a solution below it, one proof for all those left of it): the
// listing enters no subtree without a solution, and one under rules without any costs what
// find_solution costs to prove it. Returns the number of solutions visited. Throws as validate,
// and std::invalid_argument for Solutions::fundamental under rules the symmetries do not keep.
std::uint64_t for_each_solution(const Rules& rules, Solutions which, const std::function<bool(const Placement&)>& visit,
                                SearchObserver* observer = nullptr);

// The index-th solution (1-based) of the listing for_each_solution(rules, which, ...) visits;
// std::nullopt if the listing is shorter, or if the observer stopped the search. The classic
// rules get solution_at(n, which, index, observer) (solve.hpp: for all the solutions of n <= 32,
// by counting whole subtrees); the others list the solutions before it, so the time grows with
// the index. Throws as for_each_solution, and std::invalid_argument if index == 0.
std::optional<Placement> solution_at(const Rules& rules, Solutions which, u128 index,
                                     SearchObserver* observer = nullptr);

}  // namespace nqueens
