#pragma once
// The symmetries of boards with rules (internal).

#include "nqueens/observer.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/types.hpp"

namespace nqueens::variants {

// The left-right mirror maps every solution onto a solution: nothing but the lines and moves
// is set (no blocked squares, excluded diagonals or placed queens), and every row holds a queen.
bool keeps_mirror(const Rules& rules);

// Moving every queen one column right, round the edge, maps every solution onto a solution:
// the rules keep_mirror on a torus without knight moves (a knight's move does not wrap).
bool keeps_translation(const Rules& rules);

// The number of solutions under rules that keep_symmetries (rules.hpp) fixed by the rotation of
// `quarter_turns` quarter turns (1 or 2), by a search that places whole orbits of squares at
// once. Polls the observer (may be null); throws StoppedError if it asks to stop.
u128 count_fixed_by_rotation(const Rules& rules, int quarter_turns, SearchObserver* observer);

}  // namespace nqueens::variants
