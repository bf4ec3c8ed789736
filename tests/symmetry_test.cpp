#include "nqueens/symmetry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "nqueens/solve.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

TEST(Symmetry, PlacementImageMovesEverySquare) {
  std::mt19937 rng(3);
  for (int n = 1; n <= 9; ++n) {
    const Placement p = test::random_permutation(n, rng);
    for (Symmetry g : all_symmetries) {
      const Placement image = apply(g, p);
      for (int r = 0; r < n; ++r) {
        const Square s = apply(g, n, Square{r, p.columns[r]});
        EXPECT_EQ(image.columns[s.row], s.column) << p;
      }
    }
  }
}

TEST(Symmetry, RotationsComposeAndReflectionsAreInvolutions) {
  std::mt19937 rng(5);
  const Placement p = test::random_permutation(7, rng);
  EXPECT_EQ(apply(Symmetry::rotate90, apply(Symmetry::rotate90, p)), apply(Symmetry::rotate180, p));
  EXPECT_EQ(apply(Symmetry::rotate90, apply(Symmetry::rotate180, p)), apply(Symmetry::rotate270, p));
  EXPECT_EQ(apply(Symmetry::rotate90, apply(Symmetry::rotate270, p)), p);
  for (Symmetry g : {Symmetry::mirror_columns, Symmetry::mirror_rows, Symmetry::transpose, Symmetry::anti_transpose})
    EXPECT_EQ(apply(g, apply(g, p)), p);
  // The group is closed: composing any two of the eight gives one of the eight.
  std::set<std::vector<int>> images;
  for (Symmetry g : all_symmetries) images.insert(apply(g, p).columns);
  for (Symmetry g : all_symmetries)
    for (Symmetry h : all_symmetries) EXPECT_TRUE(images.count(apply(g, apply(h, p)).columns));
}

TEST(Symmetry, ImagesOfSolutionsAreSolutions) {
  for_each_solution(8, Solutions::all, [](const Placement& p) {
    for (Symmetry g : all_symmetries) EXPECT_TRUE(is_solution(apply(g, p)));
    return true;
  });
}

TEST(Symmetry, CanonicalIsTheSmallestImage) {
  for (int n = 1; n <= 9; ++n) {
    for_each_solution(n, Solutions::all, [](const Placement& p) {
      const Placement c = canonical(p);
      for (Symmetry g : all_symmetries) EXPECT_LE(c, apply(g, p));
      EXPECT_EQ(is_canonical(p), c == p) << p;
      EXPECT_EQ(canonical(apply(Symmetry::rotate90, p)), c);
      return true;
    });
  }
}

TEST(Symmetry, OrbitSizes) {
  EXPECT_EQ(orbit_size(Placement{1, {0}}), 1);
  EXPECT_EQ(orbit_size(Placement{4, {1, 3, 0, 2}}), 2);  // fixed by the quarter turn
  EXPECT_EQ(orbit_size(Placement{8, {0, 4, 7, 5, 2, 6, 1, 3}}), 8);
  // Every orbit of the 8×8 solutions: 12 classes, sizes adding up to 92.
  int total = 0;
  for_each_solution(8, Solutions::fundamental, [&](const Placement& p) {
    total += orbit_size(p);
    return true;
  });
  EXPECT_EQ(total, 92);
}

TEST(Symmetry, StabilizerOfSymmetricAndPlainSolutions) {
  // 3 5 2 8 1 7 4 6, the one 8×8 solution equal to its 180° rotation (its class has 4 members).
  EXPECT_EQ(stabilizer(Placement{8, {2, 4, 1, 7, 0, 6, 3, 5}}),
            (std::vector<Symmetry>{Symmetry::identity, Symmetry::rotate180}));
  EXPECT_EQ(stabilizer(Placement{8, {0, 4, 7, 5, 2, 6, 1, 3}}), std::vector<Symmetry>{Symmetry::identity});
  EXPECT_EQ(stabilizer(Placement{4, {1, 3, 0, 2}}),
            (std::vector<Symmetry>{Symmetry::identity, Symmetry::rotate90, Symmetry::rotate180, Symmetry::rotate270}));
  EXPECT_EQ(stabilizer(Placement{1, {0}}), std::vector<Symmetry>(all_symmetries.begin(), all_symmetries.end()));
  // The orbit-stabiliser theorem, and each symmetry listed does fix the solution.
  for (int n = 1; n <= 10; ++n)
    for_each_solution(n, Solutions::all, [](const Placement& p) {
      const std::vector<Symmetry> fixing = stabilizer(p);
      EXPECT_EQ(fixing.size() * static_cast<std::size_t>(orbit_size(p)), 8u) << p;
      EXPECT_EQ(fixing.front(), Symmetry::identity);
      for (Symmetry g : all_symmetries)
        EXPECT_EQ(apply(g, p) == p, std::find(fixing.begin(), fixing.end(), g) != fixing.end()) << p;
      return true;
    });
}

TEST(Symmetry, RejectsNonPermutations) {
  EXPECT_THROW(apply(Symmetry::rotate90, Placement{3, {0, 0, 1}}), std::invalid_argument);
  EXPECT_THROW(canonical(Placement{3, {0, -1, 1}}), std::invalid_argument);
  EXPECT_THROW(is_canonical(Placement{3, {0, 1}}), std::invalid_argument);
  EXPECT_THROW(orbit_size(Placement{0, {}}), std::invalid_argument);
  EXPECT_THROW(stabilizer(Placement{3, {2, 2, 2}}), std::invalid_argument);
}

}  // namespace
}  // namespace nqueens
