#pragma once
// What `verify`, `find` and `complete` say in words, in a language: the verdict on a placement
// (a solution, or which queens attack and which rows are empty), a board under variant rules,
// and the reason there is no answer. Squares are named "(row, column)" as the caller's input
// numbers them: verify's placements from 1, and complete's as its input (preplaced_reader.hpp).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/preplaced_reader.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::io {

// Writes the verdict on one placement of the classic board: "solution: 8 queens on the 8×8
// board, no two attack each other", or "not a solution: 2 attacking pairs, 0 rows without a
// queen" and a line for each attacking pair ("  queens (2, 5) and (8, 5): same column") and
// each row without a queen, at most `max_listed` of each, streamed; `label` prefixes the first
// line ("placement 2 (line 3): ", verdict_label). Returns true for a solution. Throws
// std::invalid_argument for a queen off the board (before writing anything).
bool write_verdict(Output& out, const Queens& q, std::string_view label, std::uint64_t max_listed,
                   Language language = Language::en);

// The same under rules (a board of q.n columns with the variant options): every attacking pair
// with how it attacks (a wrapped diagonal, a knight's move), the queens where none may stand,
// the placed squares left empty, and the number of queens the rules place.
bool write_verdict(Output& out, const Queens& q, const Rules& rules, std::string_view label, std::uint64_t max_listed,
                   Language language = Language::en);

// Writes the verdicts on placements as `nqueens verify` does: each one's (write_verdict, under
// rules_of(q.n) when rules_of is given, else on the classic board), labelled "placement 2 (line
// 3): " when there are several, each ended as a record (Output::end_record), then, for several,
// the total: "3 of 4 placements are solutions". Returns the number of solutions. Throws as
// write_verdict and rules_of.
std::uint64_t write_verdicts(Output& out, std::span<const Queens> placements, std::uint64_t max_listed,
                             Language language = Language::en, const std::function<Rules(int n)>& rules_of = nullptr);

// The placements as boards of one SVG picture (write_svg, svg_board.hpp), the first
// `max_listed` attacking pairs of each drawn in red, each captioned "a solution" or "not a
// solution: 2 attacking pairs". Returns the number of solutions. Throws std::invalid_argument as
// find_attacks (a queen off its board) and as write_svg (a board past its largest n).
std::uint64_t write_verdict_pictures(Output& out, std::span<const Queens> placements, std::uint64_t max_listed,
                                     Language language = Language::en);

// The board under rules in words: "the toroidal 5×5 board", "the 5×5 board of superqueens
// (queens that also move as knights) with 1 queen placed", "the 20×20 board with 17 blocked
// squares, 1 excluded diagonal and 2 queens placed" (each set counted without repeats).
std::string rules_in_words(const Rules& rules, Language language = Language::en);

// Why complete has no answer on the board of `rules` (the input's queens among its placed
// ones): on the classic board with placed queens (is_completion) "no completion", or "no
// completion: the queens at (2, 2) and (5, 5) share a diagonal" when a pair of them attack each
// other (squares as the input numbers them); under other rules "no completion on the 5×5 board
// of superqueens ... with 1 queen placed", with the pair of placed queens that attack each other,
// or a placed queen where none may stand, if that is why.
std::string no_completion(const Preplaced& p, const Rules& rules, Language language = Language::en);

// Why find has no answer: "no solution: the 3×3 board has none", or under rules "no solution on
// the toroidal 6×6 board" (the classic rules: the first).
std::string no_solution(int n, Language language = Language::en);
// The same under rules.
std::string no_solution(const Rules& rules, Language language = Language::en);

}  // namespace nqueens::io
