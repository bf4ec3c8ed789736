#include "nqueens/symmetry.hpp"

#include <stdexcept>

namespace nqueens {

Square apply(Symmetry g, int n, Square s) {
  const int m = n - 1;
  switch (g) {
    case Symmetry::identity:
      return s;
    case Symmetry::rotate90:
      return {s.column, m - s.row};
    case Symmetry::rotate180:
      return {m - s.row, m - s.column};
    case Symmetry::rotate270:
      return {m - s.column, s.row};
    case Symmetry::mirror_columns:
      return {s.row, m - s.column};
    case Symmetry::mirror_rows:
      return {m - s.row, s.column};
    case Symmetry::transpose:
      return {s.column, s.row};
    case Symmetry::anti_transpose:
      return {m - s.column, m - s.row};
  }
  return s;
}

namespace {

// Returns inverse[c] = the row of the queen in column c.
// Throws std::invalid_argument unless p has one queen in every row and every column.
std::vector<int> inverse_permutation(const Placement& p) {
  const auto n = static_cast<std::size_t>(p.n);
  std::vector<int> inverse(n, Placement::empty);
  bool ok = p.n >= 1 && p.columns.size() == n;
  for (std::size_t r = 0; ok && r < n; ++r) {
    const int c = p.columns[r];
    ok = c >= 0 && c < p.n && inverse[static_cast<std::size_t>(c)] == Placement::empty;
    if (ok) inverse[static_cast<std::size_t>(c)] = static_cast<int>(r);
  }
  if (!ok)
    throw std::invalid_argument(
        "a symmetry of the square maps only full placements: one queen in every row and column");
  return inverse;
}

// The column of the queen in row r of g's image of p, in O(1): g sends (row, column) to
// (r, ...) exactly for the queen that this case's formula looks up.
int image_column(Symmetry g, const Placement& p, const std::vector<int>& inverse, int r) {
  const int m = p.n - 1;
  switch (g) {
    case Symmetry::identity:
      return p.columns[r];
    case Symmetry::rotate90:
      return m - inverse[r];
    case Symmetry::rotate180:
      return m - p.columns[m - r];
    case Symmetry::rotate270:
      return inverse[m - r];
    case Symmetry::mirror_columns:
      return m - p.columns[r];
    case Symmetry::mirror_rows:
      return p.columns[m - r];
    case Symmetry::transpose:
      return inverse[r];
    case Symmetry::anti_transpose:
      return m - inverse[m - r];
  }
  return Placement::empty;
}

Placement image(Symmetry g, const Placement& p, const std::vector<int>& inverse) {
  Placement out{p.n, std::vector<int>(p.columns.size())};
  for (int r = 0; r < p.n; ++r) out.columns[r] = image_column(g, p, inverse, r);
  return out;
}

}  // namespace

Placement apply(Symmetry g, const Placement& p) { return image(g, p, inverse_permutation(p)); }

Placement canonical(const Placement& p) {
  const auto inverse = inverse_permutation(p);
  Placement best = p;
  for (Symmetry g : all_symmetries) {
    Placement q = image(g, p, inverse);
    if (q < best) best = std::move(q);
  }
  return best;
}

bool is_canonical(const Placement& p) {
  // Compares each image with p row by row without building it; most images differ in the
  // first row or two.
  const auto inverse = inverse_permutation(p);
  for (Symmetry g : all_symmetries) {
    for (int r = 0; r < p.n; ++r) {
      const int c = image_column(g, p, inverse, r);
      if (c < p.columns[r]) return false;
      if (c > p.columns[r]) break;
    }
  }
  return true;
}

int orbit_size(const Placement& p) {
  const auto inverse = inverse_permutation(p);
  if (p.n == 1) return 1;
  if (image(Symmetry::rotate90, p, inverse) == p) return 2;
  if (image(Symmetry::rotate180, p, inverse) == p) return 4;
  return 8;
}

std::vector<Symmetry> stabilizer(const Placement& p) {
  const auto inverse = inverse_permutation(p);
  std::vector<Symmetry> fixing;
  for (Symmetry g : all_symmetries)
    if (image(g, p, inverse) == p) fixing.push_back(g);
  return fixing;
}

const char* symmetry_name(Symmetry g) {
  switch (g) {
    case Symmetry::identity:
      return "identity";
    case Symmetry::rotate90:
      return "90° rotation";
    case Symmetry::rotate180:
      return "180° rotation";
    case Symmetry::rotate270:
      return "270° rotation";
    case Symmetry::mirror_columns:
      return "left-right mirror";
    case Symmetry::mirror_rows:
      return "top-bottom mirror";
    case Symmetry::transpose:
      return "main-diagonal reflection";
    case Symmetry::anti_transpose:
      return "anti-diagonal reflection";
  }
  return "?";
}

}  // namespace nqueens
