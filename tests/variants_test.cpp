#include "nqueens/variants.hpp"

#include "nqueens/find.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <tuple>

#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/symmetry.hpp"
#include "oeis.hpp"
#include "test_util.hpp"

namespace nqueens {
namespace {

// --- The naive reference: every placement checked pair by pair, sharing nothing with the engine.

bool naive_attack(const Rules& rules, Square a, Square b) {
  const int dr = a.row - b.row, dc = a.column - b.column;
  if (dr == 0 || dc == 0 || dr == dc || dr == -dc) return true;
  if (rules.toroidal && ((dr - dc) % rules.n == 0 || (dr + dc) % rules.n == 0)) return true;
  return rules.knight && dr * dr + dc * dc == 5;
}

bool naive_allowed(const Rules& rules, Square s) {
  for (const Square& b : rules.blocked)
    if (b == s) return false;
  for (const Diagonal& d : rules.excluded)
    if ((d.kind == Diagonal::Kind::sum ? s.row + s.column : s.row - s.column) == d.index) return false;
  return true;
}

bool naive_solution(const Rules& rules, const Placement& p) {
  const std::vector<Square> queens = p.squares();
  if (static_cast<int>(queens.size()) != queen_count(rules)) return false;
  for (const Square& q : rules.placed)
    if (std::find(queens.begin(), queens.end(), q) == queens.end()) return false;
  for (std::size_t i = 0; i < queens.size(); ++i) {
    if (!naive_allowed(rules, queens[i])) return false;
    for (std::size_t j = i + 1; j < queens.size(); ++j)
      if (naive_attack(rules, queens[i], queens[j])) return false;
  }
  return true;
}

// Every way to put a queen or none in each row (n + 1 choices a row), in lexicographic order
// (none first), kept where naive_solution holds: (n + 1)^rows candidates.
std::vector<Placement> naive_solutions(const Rules& rules) {
  const int rows = row_count(rules);
  std::vector<Placement> out;
  Placement p{rules.n, std::vector<int>(static_cast<std::size_t>(rows), Placement::empty)};
  for (;;) {
    if (naive_solution(rules, p)) out.push_back(p);
    int r = rows - 1;
    while (r >= 0 && p.columns[r] == rules.n - 1) p.columns[r--] = Placement::empty;
    if (r < 0) return out;
    ++p.columns[r];
  }
}

std::vector<Placement> listed(const Rules& rules, Solutions which = Solutions::all) {
  std::vector<Placement> out;
  const std::uint64_t visited = for_each_solution(rules, which, [&](const Placement& p) {
    out.push_back(p);
    return true;
  });
  EXPECT_EQ(visited, out.size());
  return out;
}

u128 counted(const Rules& rules, int threads = 0) {
  CountOptions options;
  options.limits.threads = threads;
  const CountResult r = count(rules, options);
  EXPECT_TRUE(r.complete()) << describe(rules);
  return r.solutions;
}

// The listing in strictly increasing order (so unique), every entry a solution by both checks.
void expect_valid_listing(const Rules& rules, const std::vector<Placement>& solutions) {
  for (std::size_t i = 0; i < solutions.size(); ++i) {
    EXPECT_TRUE(is_solution(rules, solutions[i])) << describe(rules) << ' ' << solutions[i];
    EXPECT_TRUE(naive_solution(rules, solutions[i])) << describe(rules) << ' ' << solutions[i];
    if (i > 0) {
      EXPECT_LT(solutions[i - 1], solutions[i]) << describe(rules);
    }
  }
}

// Listing, count, first solution and the naive reference agree.
void expect_agrees_with_naive(const Rules& rules) {
  const std::vector<Placement> expected = naive_solutions(rules);
  const std::vector<Placement> got = listed(rules);
  EXPECT_EQ(got, expected) << describe(rules);
  expect_valid_listing(rules, got);
  EXPECT_EQ(counted(rules), expected.size()) << describe(rules);
  EXPECT_EQ(counted(rules, 1), expected.size()) << describe(rules);
  const FindResult first = find_solution(rules, {.method = FindMethod::first});
  const FindResult any = find_solution(rules);
  EXPECT_EQ(first.attack, any.attack) << describe(rules);
  if (expected.empty()) {
    EXPECT_EQ(first.outcome, Outcome::none_exists) << describe(rules);
    EXPECT_EQ(any.outcome, Outcome::none_exists) << describe(rules);
  } else {
    EXPECT_EQ(first.outcome, Outcome::found) << describe(rules);
    EXPECT_EQ(first.solution, expected.front()) << describe(rules);
    EXPECT_EQ(any.outcome, Outcome::found) << describe(rules);
    EXPECT_TRUE(std::binary_search(expected.begin(), expected.end(), any.solution)) << describe(rules);
  }
}

// --- Counts against OEIS.

TEST(VariantsOeis, ToroidalQueens) {
  int checked = 0;
  for (const auto& [n, row] : test::oeis_variants()) {
    if (n > 17 || !row.toroidal) continue;  // n = 19 takes seconds
    EXPECT_EQ(counted({.n = n, .toroidal = true}), *row.toroidal) << "n=" << n;
    ++checked;
  }
  EXPECT_EQ(checked, 17);
}

TEST(VariantsOeis, Superqueens) {
  int checked = 0;
  for (const auto& [n, row] : test::oeis_variants()) {
    if (n > 16 || !row.superqueens) continue;  // n = 17 takes seconds
    const CountResult r = count(Rules{.n = n, .knight = true});
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.solutions, *row.superqueens) << "n=" << n;
    EXPECT_EQ(r.fundamental, *row.fundamental_superqueens) << "n=" << n;
    ++checked;
  }
  EXPECT_EQ(checked, 16);
}

TEST(VariantsOeis, KQueensAnywhere) {
  int checked = 0;
  for (const auto& [n, by_k] : test::oeis_k_queens())
    for (const auto& [k, expected] : by_k) {
      if (k > n) {
        EXPECT_EQ(expected, 0u);  // more queens than rows: validate refuses such rules
        continue;
      }
      EXPECT_EQ(counted({.n = n, .queens = k}), expected) << "n=" << n << " k=" << k;
      ++checked;
    }
  EXPECT_EQ(checked, 21);
}

TEST(VariantsOeis, RectangularBoards) {
  int checked = 0;
  for (const auto& [n, by_m] : test::oeis_rectangles()) {
    ASSERT_EQ(by_m.size(), static_cast<std::size_t>(n));
    for (int m = 1; m <= n; ++m) {
      EXPECT_EQ(counted({.n = n, .rows = m}), by_m[static_cast<std::size_t>(m - 1)]) << "n=" << n << " m=" << m;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 36);
}

TEST(VariantsOeis, ClassicRulesGoToTheClassicEngines) {
  EXPECT_EQ(counted({.n = 8}), 92u);
  EXPECT_EQ(count(Rules{.n = 10}).fundamental, 92u);
  EXPECT_EQ(make_count_plan(Rules{.n = 12})->description(), make_count_plan(12)->description());
  EXPECT_NE(make_count_plan(Rules{.n = 12, .knight = true})->description().find("rules n=12 knight"),
            std::string::npos);
  EXPECT_EQ(listed({.n = 6}).size(), 4u);
  EXPECT_EQ(find_solution({.n = 8}, {.method = FindMethod::first}).solution.columns,
            (std::vector<int>{0, 4, 7, 5, 2, 6, 1, 3}));
}

// --- Against the naive reference.

TEST(VariantsNaive, EveryKindOfBoardUpToSix) {
  for (int n = 1; n <= 6; ++n)
    for (int rows = 1; rows <= n; ++rows)
      for (int queens = 1; queens <= rows; ++queens)
        for (int kind = 0; kind < 4; ++kind) {
          const bool toroidal = (kind & 1) != 0, knight = (kind & 2) != 0;
          if (toroidal && rows != n) continue;
          expect_agrees_with_naive({.n = n, .rows = rows, .queens = queens, .toroidal = toroidal, .knight = knight});
        }
}

// Random rules of every kind on boards of up to 6 columns: blocked squares, excluded
// diagonals, placed queens (which may attack each other or stand on a blocked square).
Rules random_rules(std::mt19937& rng) {
  auto below = [&rng](int bound) { return std::uniform_int_distribution<int>(0, bound - 1)(rng); };
  Rules r;
  r.n = 1 + below(6);
  r.rows = below(3) == 0 ? 1 + below(r.n) : 0;
  r.queens = below(3) == 0 ? 1 + below(row_count(r)) : 0;
  r.toroidal = row_count(r) == r.n && below(3) == 0;
  r.knight = below(3) == 0;
  const int rows = row_count(r);
  for (int k = below(2 * r.n); k > 0; --k) r.blocked.push_back({below(rows), below(r.n)});
  for (int k = below(4); k > 0; --k)
    r.excluded.push_back(below(2) == 0 ? Diagonal{Diagonal::Kind::sum, below(rows + r.n - 1)}
                                       : Diagonal{Diagonal::Kind::difference, below(rows + r.n - 1) - (r.n - 1)});
  for (int k = below(3); k > 0 && static_cast<int>(r.placed.size()) < queen_count(r); --k) {
    const Square s{below(rows), below(r.n)};
    if (std::find(r.placed.begin(), r.placed.end(), s) == r.placed.end()) r.placed.push_back(s);
  }
  return r;
}

TEST(VariantsNaive, RandomBlockedBoardsDiagonalsAndPlacedQueens) {
  std::mt19937 rng(17);
  int solvable = 0;
  for (int i = 0; i < 400; ++i) {
    const Rules rules = random_rules(rng);
    validate(rules);
    expect_agrees_with_naive(rules);
    solvable += naive_solutions(rules).empty() ? 0 : 1;
  }
  EXPECT_GT(solvable, 50);  // the boards are not all hopeless
}

// Larger boards, where the naive reference is too slow: the listing against the count, and
// each work unit against its independent recount.
TEST(VariantsNaive, UnitsAgreeWithTheirRecount) {
  std::mt19937 rng(79);
  for (int i = 0; i < 20; ++i) {
    Rules rules{.n = 8 + i % 3, .toroidal = i % 4 == 1, .knight = i % 4 == 2};
    for (int k = 0; k < 8; ++k)
      rules.blocked.push_back({std::uniform_int_distribution<int>(0, rules.n - 1)(rng),
                               std::uniform_int_distribution<int>(0, rules.n - 1)(rng)});
    if (i % 5 == 0) rules.queens = rules.n - 2;
    const auto plan = make_count_plan(rules);
    u128 total = 0;
    for (std::uint64_t id = 0; id < plan->unit_count(); ++id) {
      const UnitCount u = plan->count_unit(id);
      EXPECT_EQ(u.solutions, plan->recount_unit(id).solutions) << describe(rules) << " unit " << id;
      total += u.solutions;
    }
    const std::vector<Placement> all = listed(rules);
    EXPECT_EQ(total, all.size()) << describe(rules);
    expect_valid_listing(rules, all);
  }
}

// The units of rules with symmetries stand for several prefixes each: the mirror (weight 2)
// and, on a torus, the moves of the columns round the edge (weight n).
TEST(VariantsNaive, SymmetricUnitsAgreeWithTheirRecount) {
  for (const auto& [rules, kind, expected] :
       {std::tuple{Rules{.n = 11, .knight = true}, "mirror", 44u},       // A051223
        std::tuple{Rules{.n = 11, .toroidal = true}, "translate", 88u},  // A051906
        std::tuple{Rules{.n = 8, .rows = 4}, "mirror", 344u}}) {         // A269133
    const auto plan = make_count_plan(rules);
    EXPECT_NE(plan->description().find(kind), std::string::npos) << plan->description();
    u128 total = 0;
    for (std::uint64_t id = 0; id < plan->unit_count(); ++id) {
      const UnitCount u = plan->count_unit(id);
      EXPECT_EQ(u.solutions, plan->recount_unit(id).solutions) << plan->description() << " unit " << id;
      total += u.solutions;
    }
    EXPECT_EQ(total, expected) << plan->description();
  }
}

// --- Listings.

TEST(VariantsListing, SuperqueensAndTorusVerified) {
  for (const Rules& rules :
       {Rules{.n = 12, .knight = true}, Rules{.n = 13, .toroidal = true},
        Rules{.n = 11, .toroidal = true, .knight = true}, Rules{.n = 9, .queens = 5}, Rules{.n = 10, .rows = 6}}) {
    const std::vector<Placement> all = listed(rules);
    expect_valid_listing(rules, all);
    EXPECT_EQ(all.size(), counted(rules)) << describe(rules);
  }
}

TEST(VariantsListing, FundamentalSolutionsAreTheCanonicalOnes) {
  for (const Rules& rules : {Rules{.n = 12, .knight = true}, Rules{.n = 13, .toroidal = true}}) {
    const std::vector<Placement> fundamental = listed(rules, Solutions::fundamental);
    std::vector<Placement> canonical;
    for (const Placement& p : listed(rules))
      if (p == nqueens::canonical(p)) canonical.push_back(p);
    EXPECT_EQ(fundamental, canonical) << describe(rules);
    EXPECT_EQ(count(rules).fundamental, fundamental.size()) << describe(rules);
  }
  EXPECT_EQ(listed({.n = 12, .knight = true}, Solutions::fundamental).size(), 22u);  // A051224
  EXPECT_THROW(listed({.n = 8, .blocked = {{0, 0}}}, Solutions::fundamental), std::invalid_argument);
  EXPECT_THROW(listed({.n = 8, .rows = 7}, Solutions::fundamental), std::invalid_argument);
}

TEST(VariantsListing, SolutionAtIsTheListingsIndexth) {
  for (const Rules& rules : {Rules{.n = 10, .knight = true}, Rules{.n = 7, .toroidal = true}, Rules{.n = 8}}) {
    const std::vector<Placement> all = listed(rules);
    ASSERT_FALSE(all.empty()) << describe(rules);
    for (std::size_t i = 0; i < all.size(); i += 1 + all.size() / 7)
      EXPECT_EQ(solution_at(rules, Solutions::all, i + 1), all[i]) << describe(rules) << " #" << i + 1;
    EXPECT_EQ(solution_at(rules, Solutions::all, all.size()), all.back()) << describe(rules);
    EXPECT_EQ(solution_at(rules, Solutions::all, all.size() + 1), std::nullopt) << describe(rules);
  }
  EXPECT_EQ(solution_at(Rules{.n = 12, .knight = true}, Solutions::fundamental, 22),
            listed({.n = 12, .knight = true}, Solutions::fundamental).back());
  EXPECT_THROW(solution_at(Rules{.n = 8, .toroidal = true}, Solutions::all, 0), std::invalid_argument);
  EXPECT_THROW(solution_at(Rules{.n = 8, .rows = 9}, Solutions::all, 1), std::invalid_argument);
}

TEST(VariantsListing, VisitorAndObserverStopTheListing) {
  int seen = 0;
  EXPECT_EQ(
      for_each_solution(Rules{.n = 13, .toroidal = true}, Solutions::all, [&](const Placement&) { return ++seen < 3; }),
      3u);
  struct StopAtOnce : SearchObserver {
    bool stop_requested() override { return true; }
  } stop;
  // The observer is polled every million nodes: the 8-queens-anywhere listing of 10×10 has more.
  std::uint64_t visited = 0;
  const std::uint64_t returned = for_each_solution(
      Rules{.n = 10, .queens = 8}, Solutions::all, [&](const Placement&) { return ++visited, true; }, &stop);
  EXPECT_EQ(returned, visited);
  EXPECT_GT(visited, 0u);
  EXPECT_LT(visited, counted({.n = 10, .queens = 8}));
}

// --- One solution.

TEST(VariantsFirst, PlacedQueensThatAttack) {
  // Two placed queens a knight's move apart: no solution, and the attack named.
  const FindResult r =
      find_solution({.n = 10, .knight = true, .placed = {{0, 0}, {1, 2}}}, {.method = FindMethod::first});
  EXPECT_EQ(r.outcome, Outcome::none_exists);
  ASSERT_TRUE(r.attack);
  EXPECT_EQ(*r.attack, (Attack{{0, 0}, {1, 2}, Reach::knight}));
  // On a torus, across the edge.
  const FindResult t =
      find_solution({.n = 7, .toroidal = true, .placed = {{0, 6}, {1, 0}}}, {.method = FindMethod::first});
  EXPECT_EQ(t.outcome, Outcome::none_exists);
  ASSERT_TRUE(t.attack);
  EXPECT_EQ(t.attack->reach, Reach::wrapped_diagonal);
  // A placed queen on a blocked square: no solution, no attack.
  const FindResult b = find_solution({.n = 8, .blocked = {{2, 3}}, .placed = {{2, 3}}}, {.method = FindMethod::first});
  EXPECT_EQ(b.outcome, Outcome::none_exists);
  EXPECT_FALSE(b.attack);
}

// Placed queens on the classic board (the completion problem) against the plain enumeration
// filtered: the first solution, the count, and the attacking pair named.
TEST(VariantsFirst, CompletionAgreesWithTheEnumeration) {
  std::mt19937 rng(80);
  for (int i = 0; i < 60; ++i) {
    const int n = 6 + i % 6;
    Rules rules{.n = n};
    for (int k = 1 + i % 3; k > 0; --k) {
      const Square s{std::uniform_int_distribution<int>(0, n - 1)(rng),
                     std::uniform_int_distribution<int>(0, n - 1)(rng)};
      if (std::find(rules.placed.begin(), rules.placed.end(), s) == rules.placed.end()) rules.placed.push_back(s);
    }
    std::optional<Placement> first;
    u128 holding = 0;
    for_each_solution(n, Solutions::all, [&](const Placement& p) {
      if (!std::ranges::all_of(rules.placed,
                               [&](Square q) { return p.columns[static_cast<std::size_t>(q.row)] == q.column; }))
        return true;
      if (!first) first = p;
      ++holding;
      return true;
    });
    const FindResult got = find_solution(rules, {.method = FindMethod::first});
    EXPECT_EQ(got.outcome, first ? Outcome::found : Outcome::none_exists) << describe(rules);
    if (first) {
      EXPECT_EQ(got.solution, *first) << describe(rules);
    }
    EXPECT_EQ(got.attack.has_value(), find_attacks(rules, rules.placed, 0).pairs > 0) << describe(rules);
    EXPECT_EQ(counted(rules), holding) << describe(rules);
  }
}

// find_solution on boards too large for the naive reference: blocked squares and excluded
// diagonals (the completion engine), a torus and superqueens (the walk of FindMethod::first), the classic board.
TEST(VariantsFirst, FindSolutionDecidesAsTheListingDoes) {
  std::mt19937 rng(21);
  auto below = [&rng](int bound) { return std::uniform_int_distribution<int>(0, bound - 1)(rng); };
  int found = 0;
  for (int i = 0; i < 60; ++i) {
    Rules rules{.n = 8 + i % 4, .toroidal = i % 10 == 3, .knight = i % 10 == 7};
    for (int k = below(3 * rules.n); k > 0; --k) rules.blocked.push_back({below(rules.n), below(rules.n)});
    for (int k = below(rules.n / 2); k > 0; --k)
      rules.excluded.push_back({below(2) == 0 ? Diagonal::Kind::sum : Diagonal::Kind::difference, below(rules.n)});
    if (i % 3 == 0) rules.placed.push_back({below(rules.n), below(rules.n)});
    const FindResult r = find_solution(rules);
    const bool exists = find_solution(rules, {.method = FindMethod::first}).outcome == Outcome::found;
    EXPECT_EQ(r.outcome, exists ? Outcome::found : Outcome::none_exists) << describe(rules);
    if (exists) {
      EXPECT_TRUE(is_solution(rules, r.solution)) << describe(rules) << ' ' << r.solution;
    }
    found += exists ? 1 : 0;
  }
  EXPECT_GT(found, 10);
  EXPECT_LT(found, 50);
  EXPECT_TRUE(is_solution(Rules{.n = 64}, find_solution({.n = 64}).solution));
  EXPECT_EQ(find_solution({.n = 3}).outcome, Outcome::none_exists);
  const FindResult attack = find_solution({.n = 9, .placed = {{0, 0}, {8, 8}}});
  EXPECT_EQ(attack.outcome, Outcome::none_exists);
  ASSERT_TRUE(attack.attack);
  EXPECT_EQ(*attack.attack, (Attack{{0, 0}, {8, 8}, Reach::diagonal}));
}

// Boards of more free rows than the ordered listing walks by plain backtracking (10): the
// listing, in strictly increasing order and every entry a solution, is as long as the count.
TEST(VariantsListing, BlockedBoardsPastTenRowsListWhatTheyCount) {
  std::mt19937 rng(42);
  auto below = [&rng](int bound) { return std::uint_fast32_t(std::uniform_int_distribution<int>(0, bound - 1)(rng)); };
  for (int i = 0; i < 12; ++i) {
    Rules rules{.n = 11 + i % 3};
    for (int k = 0; k < rules.n * (2 + i % 4); ++k)
      rules.blocked.push_back({static_cast<int>(below(rules.n)), static_cast<int>(below(rules.n))});
    if (i % 4 == 1) rules.excluded.push_back({Diagonal::Kind::sum, static_cast<int>(below(rules.n))});
    if (i % 4 == 2) rules.placed.push_back({static_cast<int>(below(rules.n)), static_cast<int>(below(rules.n))});
    const std::vector<Placement> all = listed(rules);
    EXPECT_EQ(counted(rules), all.size()) << describe(rules);
    expect_valid_listing(rules, all);
    const FindResult first = find_solution(rules, {.method = FindMethod::first});
    EXPECT_EQ(first.outcome, all.empty() ? Outcome::none_exists : Outcome::found) << describe(rules);
    if (!all.empty()) {
      EXPECT_EQ(first.solution, all.front()) << describe(rules);
    }
  }
}

TEST(VariantsFirst, BudgetGivesUp) {
  struct StopAtOnce : SearchObserver {
    bool stop_requested() override { return true; }
  } stop;
  // Superqueens with the last row blocked: no solution, but the row-by-row search must try every
  // placement of the rows above to see it, millions of nodes; the observer is polled every million.
  Rules rules{.n = 16, .knight = true};
  for (int c = 0; c < rules.n; ++c) rules.blocked.push_back({rules.n - 1, c});
  const FindResult r = find_solution(rules, {.method = FindMethod::first, .observer = &stop});
  EXPECT_EQ(r.outcome, Outcome::gave_up);
  EXPECT_TRUE(r.solution.columns.empty());
  EXPECT_GT(r.nodes, 1000000u);
  // Without the knight's moves the completion engine takes the board (issue 42): the listing
  // asks it first, and its forward checking sees the empty row at once, before any node.
  rules.knight = false;
  const FindResult at_once = find_solution(rules, {.method = FindMethod::first, .observer = &stop});
  EXPECT_EQ(at_once.outcome, Outcome::none_exists);
  EXPECT_EQ(at_once.nodes, 0u);
  rules.n = 8;
  rules.blocked.resize(8);
  for (Square& s : rules.blocked) s.row = 7;
  EXPECT_EQ(find_solution(rules, {.method = FindMethod::first}).outcome, Outcome::none_exists);
}

// --- Counting: threads, the observer, plans.

// The classic rules go to the classic engines whatever the entry point, with their limits: the
// rules' engine would take a classic board of n = 33..64 and never finish a unit (a newcomer's
// review found count(classic_rules(33)) silent for over a minute); is_solution of the classic
// rules serves any n, as find_attacks and find_solution do.
TEST(VariantsCount, TheClassicRulesKeepTheClassicEnginesLimits) {
  expect_invalid_argument([] { count(classic_rules(33)); }, "count takes n from 1 to 32");
  expect_invalid_argument([] { make_count_plan(classic_rules(64)); }, "count takes n from 1 to 32");
  EXPECT_EQ(count(classic_rules(8)).solutions, 92u);
  const Placement big = *construct_solution(100);
  EXPECT_TRUE(is_solution(classic_rules(100), big));
  EXPECT_FALSE(is_solution(classic_rules(101), big));
  Placement broken = big;
  std::swap(broken.columns[0], broken.columns[1]);
  broken.columns[1] = broken.columns[0];
  EXPECT_FALSE(is_solution(classic_rules(100), broken));
}

TEST(VariantsCount, ThreadsAndObserver) {
  const Rules rules{.n = 12, .toroidal = false, .knight = true};
  struct Units : Observer {
    std::uint64_t units = 0;
    u128 solutions = 0;
    void on_unit(const UnitCount& u) override { ++units, solutions += u.solutions; }
  } seen;
  CountOptions options;
  options.observer = &seen;
  options.limits.threads = 2;
  const CountResult r = count(rules, options);
  EXPECT_EQ(r.solutions, 156u);  // A051223
  EXPECT_EQ(seen.units, r.units_total);
  EXPECT_EQ(seen.solutions, r.solutions);
  EXPECT_GT(r.nodes, 0u);

  struct StopAfterOne : Observer {
    bool stop = false;
    void on_unit(const UnitCount&) override { stop = true; }
    bool stop_requested() override { return stop; }
  } stopper;
  options.observer = &stopper;
  options.limits.threads = 1;
  const CountResult partial = count(rules, options);
  EXPECT_FALSE(partial.complete());
  EXPECT_EQ(partial.units_done, 1u);
  EXPECT_EQ(partial.fundamental, 0u);
}

TEST(VariantsCount, RulesWithoutSolutionsHaveACompletePlan) {
  const CountResult none = count(Rules{.n = 8, .placed = {{0, 0}, {1, 1}}});
  EXPECT_TRUE(none.complete());
  EXPECT_EQ(none.solutions, 0u);
  EXPECT_EQ(count(Rules{.n = 8, .toroidal = true}).solutions, 0u);
  EXPECT_EQ(counted({.n = 1, .knight = true}), 1u);
  EXPECT_EQ(count(Rules{.n = 1, .toroidal = true}).fundamental, 1u);
}

TEST(VariantsCount, PlansAreStable) {
  const Rules rules{.n = 14, .blocked = {{3, 4}, {0, 0}}, .excluded = {{Diagonal::Kind::sum, 5}}};
  const auto a = make_count_plan(rules), b = make_count_plan(rules);
  EXPECT_EQ(a->description(), b->description());
  ASSERT_EQ(a->unit_count(), b->unit_count());
  EXPECT_GE(a->unit_count(), 1024u);
  for (std::uint64_t id = 0; id < a->unit_count(); id += 97)
    EXPECT_EQ(a->count_unit(id).solutions, b->count_unit(id).solutions);
  EXPECT_THROW(a->count_unit(a->unit_count()), std::out_of_range);
}

// --- Attacks.

// find_attacks lists in one order whichever way it takes: the classic board's O(n) collector
// and the rules' pairwise check (a blocked square no queen stands on sends the same queens
// there) agree pair for pair, on random sets of queens.
TEST(VariantsAttacks, ClassicAndRulesPathsListInOneOrder) {
  std::mt19937 random(40);
  std::uint64_t pairs = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 4 + trial % 9;
    std::vector<Square> queens;
    for (int row = 0; row < n; ++row)
      for (int column = 0; column < n; ++column)
        if (random() % 3 == 0 && !(row == n - 1 && column == n - 1)) queens.push_back({row, column});
    std::shuffle(queens.begin(), queens.end(), random);
    const Conflicts classic = find_attacks(classic_rules(n), queens);
    const Conflicts rules = find_attacks(Rules{.n = n, .blocked = {{n - 1, n - 1}}}, queens);
    ASSERT_EQ(classic.pairs, rules.pairs) << "n = " << n;
    ASSERT_EQ(classic.listed, rules.listed) << "n = " << n;
    pairs += classic.pairs;
  }
  EXPECT_GT(pairs, 2000u);  // every reach of the classic board, many times over
}

TEST(VariantsAttacks, NamesKnightMovesAndWrappedDiagonals) {
  const Rules torus{.n = 5, .toroidal = true, .knight = true};
  const std::vector<Square> queens = {{4, 4}, {0, 0}, {1, 4}, {2, 1}};
  const Conflicts c = find_attacks(torus, queens, 10);
  // By reach (Conflicts::listed): a column, a diagonal, the wrapped anti-diagonals 0 + 0 ≡ 1 + 4
  // and 2 + 1 ≡ 4 + 4 (mod 5) by that line (0, then 3), a knight's move.
  EXPECT_EQ(c.listed, (std::vector<Attack>{{{1, 4}, {4, 4}, Reach::column},
                                           {{0, 0}, {4, 4}, Reach::diagonal},
                                           {{0, 0}, {1, 4}, Reach::wrapped_anti_diagonal},
                                           {{2, 1}, {4, 4}, Reach::wrapped_anti_diagonal},
                                           {{0, 0}, {2, 1}, Reach::knight}}));
  EXPECT_EQ(c.pairs, 5u);
  for (const Attack& a : c.listed) EXPECT_TRUE(naive_attack(torus, a.first, a.second));
  EXPECT_EQ(find_attacks(torus, queens, 2).listed.size(), 2u);
  EXPECT_EQ(find_attacks(torus, queens, 2).pairs, 5u);
  // 0 - 4 ≡ 1 - 0 (mod 5); and on an even torus a pair can share two lines.
  EXPECT_EQ(find_attacks(torus, std::vector<Square>{{0, 4}, {1, 0}}, 1).listed.front().reach, Reach::wrapped_diagonal);
  EXPECT_EQ(find_attacks(Rules{.n = 4, .toroidal = true}, std::vector<Square>{{0, 0}, {2, 2}}, 5).listed,
            (std::vector<Attack>{{{0, 0}, {2, 2}, Reach::diagonal}, {{0, 0}, {2, 2}, Reach::wrapped_anti_diagonal}}));
  EXPECT_STREQ(reach_name(Reach::knight), "knight move");
  EXPECT_STREQ(reach_name(Reach::wrapped_diagonal), "wrapped diagonal");
  EXPECT_STREQ(reach_name(Reach::wrapped_anti_diagonal), "wrapped anti-diagonal");
  EXPECT_STREQ(reach_name(Reach::anti_diagonal), "anti-diagonal");
  // Off the torus and without knights the same queens attack along a diagonal and a column.
  EXPECT_EQ(find_attacks(Rules{.n = 5}, queens, 10).pairs, 2u);
}

TEST(VariantsAttacks, ForbiddenAndMissingQueens) {
  const Rules rules{.n = 6, .blocked = {{0, 1}}, .excluded = {{Diagonal::Kind::difference, -3}}, .placed = {{5, 5}}};
  const std::vector<Square> queens = {{0, 1}, {1, 4}, {3, 0}};
  const Conflicts c = find_attacks(rules, queens, 10);
  EXPECT_EQ(c.forbidden, (std::vector<Square>{{0, 1}, {1, 4}}));
  EXPECT_EQ(c.missing, (std::vector<Square>{{5, 5}}));
  EXPECT_FALSE(c.none());
  EXPECT_THROW(find_attacks(rules, std::vector<Square>{{6, 0}}, 1), std::invalid_argument);
  EXPECT_THROW(find_attacks(rules, std::vector<Square>{{1, 1}, {1, 1}}, 1), std::invalid_argument);
  EXPECT_FALSE(is_solution(rules, Placement{6, {1, 3, 5, 0, 2, 4}}));  // lacks (5, 5)
  EXPECT_FALSE(is_solution(Rules{.n = 6}, Placement{6, {1, 3, 5, 0, 2}}));
  EXPECT_TRUE(is_solution(Rules{.n = 6, .queens = 2}, Placement{6, {-1, 0, -1, 1, -1, -1}}));
  EXPECT_FALSE(is_solution(Rules{.n = 6, .queens = 2}, Placement{6, {-1, 0, -1, 2, -1, -1}}));
  EXPECT_FALSE(is_solution(Rules{.n = 6, .queens = 3}, Placement{6, {-1, 0, -1, 1, -1, -1}}));
}

// --- The rules themselves.

void expect_invalid(const Rules& rules, const std::string& mentions) {
  try {
    validate(rules);
    ADD_FAILURE() << "no error for " << describe(rules);
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find(mentions), std::string::npos) << e.what();
  }
  EXPECT_THROW(count(rules), std::invalid_argument);
  EXPECT_THROW(find_solution(rules, {.method = FindMethod::first}), std::invalid_argument);
}

// More placed queens than rows on a completion board: two share a row, and the board has no
// solution, named by that pair (fuzz_preplaced: the board ".Q" "QQ" was refused as bad input).
TEST(VariantsRules, MoreQueensThanRowsOnACompletionBoardAreAnAnswer) {
  const Rules crowded{.n = 2, .placed = {{0, 1}, {1, 0}, {1, 1}}};
  EXPECT_NO_THROW(validate(crowded));
  const FindResult r = find_solution(crowded);
  EXPECT_EQ(r.outcome, Outcome::none_exists);
  ASSERT_TRUE(r.attack);
  EXPECT_EQ(r.attack->reach, Reach::row);
  EXPECT_EQ(find_solution(crowded, {.method = FindMethod::first}).outcome, Outcome::none_exists);
  EXPECT_EQ(counted(crowded), 0U);
  Rules huge = crowded;
  huge.n = 100;  // on the block of the free squares, too
  EXPECT_EQ(find_solution(huge).attack->reach, Reach::row);
}

TEST(VariantsRules, ValidateNamesTheProblem) {
  expect_invalid({.n = 0, .toroidal = true}, "a board with rules has n from 1 to 64 columns, got 0");
  expect_invalid({.n = 65, .toroidal = true}, "a board with rules has n from 1 to 64 columns, got 65");
  // The completion boards (nothing but placed queens) go on to max_completion_n.
  expect_invalid({.n = max_completion_n + 1, .placed = {{0, 0}}},
                 "a board with nothing but placed queens has n from 1 to 1000000 columns, got 1000001");
  expect_invalid({.n = 0, .placed = {{0, 0}}}, "has n from 1 to 1000000 columns, got 0");
  EXPECT_NO_THROW(validate(Rules{.n = max_completion_n, .placed = {{0, 0}}}));
  expect_invalid({.n = 8, .rows = 9}, "rows (0: n), got 9");
  expect_invalid({.n = 8, .rows = -1}, "got -1");
  expect_invalid({.n = 8, .rows = 4, .queens = 5}, "the 4×8 board takes 1 to 4 queens");
  expect_invalid({.n = 8, .rows = 4, .toroidal = true}, "a toroidal board must be square, not 4×8");
  expect_invalid({.n = 8, .blocked = {{8, 0}}}, "blocked square (8, 0) is off the 8×8 board");
  expect_invalid({.n = 8, .rows = 3, .blocked = {{3, 0}}}, "off the 3×8 board");
  expect_invalid({.n = 8, .excluded = {{Diagonal::Kind::sum, 15}}}, "sum diagonal row + column = 15 does not exist");
  expect_invalid({.n = 8, .excluded = {{Diagonal::Kind::difference, -8}}}, "difference diagonal row - column = -8");
  expect_invalid({.n = 8, .placed = {{0, -1}}}, "placed queen (0, -1) is off");
  expect_invalid({.n = 8, .placed = {{1, 1}, {1, 1}}}, "two queens placed on the square (1, 1)");
  expect_invalid({.n = 8, .queens = 1, .placed = {{1, 1}, {2, 5}}}, "2 queens placed, more than the 1");
  validate({.n = 8, .excluded = {{Diagonal::Kind::sum, 14}, {Diagonal::Kind::difference, -7}}});
  validate({.n = 64, .rows = 1, .queens = 1});
}

TEST(VariantsRules, ClassicCountsAndAllowed) {
  EXPECT_TRUE(is_classic({.n = 8}));
  EXPECT_TRUE(is_classic({.n = 8, .rows = 8, .queens = 8}));
  EXPECT_TRUE(is_classic(classic_rules(5)));
  EXPECT_FALSE(is_classic({.n = 8, .rows = 7}));
  EXPECT_FALSE(is_classic({.n = 8, .queens = 7}));
  EXPECT_FALSE(is_classic({.n = 8, .knight = true}));
  EXPECT_FALSE(is_classic({.n = 8, .placed = {{0, 0}}}));
  EXPECT_EQ(row_count({.n = 8, .rows = 3}), 3);
  EXPECT_EQ(queen_count({.n = 8, .rows = 3}), 3);
  EXPECT_EQ(queen_count({.n = 8, .queens = 2}), 2);
  const Rules r{.n = 5, .blocked = {{1, 2}}, .excluded = {{Diagonal::Kind::sum, 3}, {Diagonal::Kind::difference, 2}}};
  EXPECT_FALSE(allowed(r, {1, 2}));
  EXPECT_FALSE(allowed(r, {3, 0}));  // 3 + 0 = 3
  EXPECT_FALSE(allowed(r, {4, 2}));  // 4 - 2 = 2
  EXPECT_FALSE(allowed(r, {5, 0}));  // off the board
  EXPECT_TRUE(allowed(r, {0, 0}));
}

TEST(VariantsRules, DescribeNamesEveryFieldAndCountsTheSets) {
  EXPECT_EQ(describe({.n = 12, .toroidal = true, .knight = true}), "n=12 toroidal knight");
  EXPECT_EQ(describe({.n = 12, .rows = 12, .queens = 12}), "n=12");
  EXPECT_EQ(describe({.n = 12, .rows = 5, .queens = 5}), "n=12 rows=5");
  EXPECT_EQ(describe({.n = 12, .queens = 3}), "n=12 queens=3");
  EXPECT_EQ(describe({.n = 9,
                      .blocked = {{3, 4}, {1, 2}, {3, 4}},
                      .excluded = {{Diagonal::Kind::sum, 3}},
                      .placed = {{0, 0}, {2, 1}}}),
            "n=9 blocked=2 squares excluded=1 diagonal placed=2 queens");
}

TEST(VariantsRules, RulesTextNamesTheSetsWholeAndIgnoresOrder) {
  const Rules a{.n = 9,
                .blocked = {{1, 2}, {3, 4}},
                .excluded = {{Diagonal::Kind::sum, 3}, {Diagonal::Kind::difference, -2}},
                .placed = {{0, 0}}};
  const Rules b{.n = 9,
                .blocked = {{3, 4}, {1, 2}, {3, 4}},
                .excluded = {{Diagonal::Kind::difference, -2}, {Diagonal::Kind::sum, 3}},
                .placed = {{0, 0}}};
  EXPECT_EQ(rules_text(a), "n=9 blocked=(1,2)(3,4) excluded=d-2,s3 placed=(0,0)");
  EXPECT_EQ(rules_text(a), rules_text(b));
  EXPECT_NE(rules_text(a), rules_text({.n = 9, .blocked = {{1, 2}, {3, 5}}, .placed = {{0, 0}}}));
  EXPECT_NE(rules_text({.n = 9, .excluded = {{Diagonal::Kind::sum, 3}}}),
            rules_text({.n = 9, .excluded = {{Diagonal::Kind::difference, 3}}}));
}

TEST(VariantsRules, ParseRulesReadsRulesTextBack) {
  const std::vector<Rules> examples = {
      {.n = 1},
      {.n = 12, .toroidal = true, .knight = true},
      {.n = 12, .rows = 5, .queens = 3},
      {.n = 64, .blocked = {{63, 63}, {0, 7}}, .excluded = {{Diagonal::Kind::difference, -63}}, .placed = {{5, 5}}},
  };
  for (const Rules& rules : examples) {
    const Rules back = parse_rules(rules_text(rules));
    EXPECT_EQ(rules_text(back), rules_text(rules));
    EXPECT_EQ(back.blocked.size(), rules.blocked.size()) << rules_text(rules);
  }
  for (const char* bad :
       {"", "toroidal", "n=", "n=x", "n=8 rows=", "n=8 blocked=(1,2", "n=8 blocked=1,2", "n=8 excluded=t3",
        "n=8 excluded=s", "n=8 excluded=s3,", "n=8 wrapped", "n=8 n=9", "n=0", "n=8 blocked=(8,0)", "n=8 excluded=s15",
        "n=8  toroidal",
        // Only rules_text's own text: no repeats, order, empty sets, other spellings.
        "n=8 blocked=(0,0) blocked=(1,1)", "n=8 blocked=", "n=8 toroidal ", "n=08", "n=8 rows=8", "n=8 rows=0",
        "n=8 knight toroidal", "n=8 blocked=(1,1)(0,0)", "n=8 excluded=d-0", "n=8 toroidal toroidal"})
    EXPECT_THROW(parse_rules(bad), std::invalid_argument) << "'" << bad << "'";
}

}  // namespace
}  // namespace nqueens
