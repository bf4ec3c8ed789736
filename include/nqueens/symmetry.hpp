#pragma once
// The eight symmetries of the square (the dihedral group D4) acting on solutions.

#include <array>
#include <vector>

#include "nqueens/placement.hpp"

namespace nqueens {

// The eight symmetries of the square (the dihedral group D4).
enum class Symmetry {
  identity,
  rotate90,  // a quarter turn clockwise
  rotate180,
  rotate270,
  mirror_columns,  // left-right mirror: column c -> n-1-c
  mirror_rows,     // top-bottom mirror: row r -> n-1-r
  transpose,       // reflection in the main diagonal: (r, c) -> (c, r)
  anti_transpose,  // reflection in the anti-diagonal: (r, c) -> (n-1-c, n-1-r)
};

// The eight symmetries, the identity first.
inline constexpr std::array<Symmetry, 8> all_symmetries = {
    Symmetry::identity,       Symmetry::rotate90,    Symmetry::rotate180, Symmetry::rotate270,
    Symmetry::mirror_columns, Symmetry::mirror_rows, Symmetry::transpose, Symmetry::anti_transpose};

// "identity", "90° rotation", "180° rotation", "270° rotation", "left-right mirror",
// "top-bottom mirror", "main-diagonal reflection" or "anti-diagonal reflection".
const char* symmetry_name(Symmetry g);

// Where the symmetry moves square s of an n×n board.
Square apply(Symmetry g, int n, Square s);

// The image of a full placement (a queen in every row and every column: a permutation).
// Throws std::invalid_argument if p is not a permutation.
Placement apply(Symmetry g, const Placement& p);

// The lexicographically smallest of the eight images of p: the representative of its
// symmetry class. Throws std::invalid_argument if p is not a permutation.
Placement canonical(const Placement& p);

// True if p is its own canonical form; cheaper than comparing with canonical(p).
bool is_canonical(const Placement& p);

// The number of distinct images of p (8, 4 if p is fixed by the 180° rotation, 2 if also by
// the 90° rotation, 1 for n = 1). Throws std::invalid_argument if p is not a permutation.
int orbit_size(const Placement& p);

// The symmetries that map p onto itself (its stabiliser), in the order of all_symmetries, so
// the identity first. By the orbit-stabiliser theorem their number times orbit_size(p) is 8:
// for a solution of n > 1, {identity}, {identity, rotate180} or the four rotations.
// Throws std::invalid_argument if p is not a permutation.
std::vector<Symmetry> stabilizer(const Placement& p);

}  // namespace nqueens
