// The completion search's split into subtrees (src/complete): on any number of threads it gives
// the single-threaded search's answer, the first completion in the fixed order, and its proofs
// search the same tree. The ordered search lists what plain backtracking lists.

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

#include "complete/completion_search.hpp"
#include "complete/ordered_search.hpp"
#include "core/random.hpp"
#include "core/search_budget.hpp"

namespace nqueens::completion {
namespace {

// A board of n with about `blocked` percent of its squares taken away at random (the seed's).
struct Instance {
  int n;
  std::vector<std::uint64_t> rows, columns;
  Instance(int size, int blocked, std::uint64_t seed) : n(size), rows(size), columns(size, 0) {
    core::Random random(seed);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if (random.below(100) >= static_cast<std::uint64_t>(blocked)) rows[r] |= std::uint64_t(1) << c;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if ((rows[r] >> c) & 1) columns[c] |= std::uint64_t(1) << r;
  }
  Board board() const { return Board(n, rows.data(), columns.data()); }
};

struct Answer {
  std::optional<Placement> first;
  Searched searched;
};

Answer single_threaded(const Board& board, const Placement& start) {
  core::SearchBudget budget;
  Answer a;
  a.searched = most_constrained_first(board, start, budget, [&](const Placement& p) {
    a.first = p;
    return false;
  });
  return a;
}

Answer split(const Board& board, const Placement& start, int threads) {
  SplitSearch search(board, start);
  std::vector<std::jthread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&] {
      core::SearchBudget budget;
      search.work(budget);
    });
  workers.clear();  // joins
  return {search.first_solution(), search.result()};
}

TEST(SplitSearch, GivesTheFixedOrdersAnswerOnAnyNumberOfThreads) {
  int with = 0, without = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const Instance instance(12 + static_cast<int>(seed % 9), 40 + static_cast<int>(seed % 5) * 5, seed);
    const Board board = instance.board();
    const Placement start = Placement::empty_board(instance.n);
    const Answer expected = single_threaded(board, start);
    (expected.first ? with : without)++;
    for (int threads : {1, 2, 3}) {
      const Answer got = split(board, start, threads);
      EXPECT_FALSE(got.searched.gave_up) << "seed " << seed;
      EXPECT_EQ(got.first, expected.first) << "seed " << seed << ", " << threads << " threads";
      EXPECT_EQ(got.searched.solutions > 0, expected.first.has_value()) << "seed " << seed;
      // Without a completion both searched the whole tree: the same nodes.
      if (!expected.first) {
        EXPECT_EQ(got.searched.nodes, expected.searched.nodes) << "seed " << seed;
      }
    }
  }
  // Both kinds of instance were met.
  EXPECT_GT(with, 5);
  EXPECT_GT(without, 5);
}

// The race's answer: the restarts' if they meet a completion within their 2^20 nodes, else the
// first in the fixed order.
TEST(SplitSearch, RacingSearchGivesTheRestartsOrTheFixedOrdersCompletion) {
  int with = 0, without = 0;
  for (std::uint64_t seed = 100; seed < 130; ++seed) {
    const Instance instance(14 + static_cast<int>(seed % 7), 50 + static_cast<int>(seed % 3) * 5, seed);
    const Board board = instance.board();
    const Placement start = Placement::empty_board(instance.n);
    std::optional<Placement> expected;
    core::SearchBudget restarts_budget;
    restarting_search(
        board, start, restarts_budget,
        [&](const Placement& p) {
          expected = p;
          return false;
        },
        std::uint64_t(1) << 20);
    if (!expected) expected = single_threaded(board, start).first;
    core::SearchBudget budget;
    std::optional<Placement> found;
    const Searched s = racing_search(board, start, budget, [&](const Placement& p) {
      EXPECT_FALSE(found.has_value()) << "visited twice";
      found = p;
      return false;
    });
    EXPECT_FALSE(s.gave_up);
    EXPECT_EQ(found, expected) << "seed " << seed;
    EXPECT_EQ(s.solutions > 0, found.has_value()) << "seed " << seed;
    (found ? with : without)++;
  }
  EXPECT_GT(with, 3);
  EXPECT_GT(without, 3);
}

// A stop from the caller reaches every thread: the race gives up without visiting a solution.
TEST(SplitSearch, RacingSearchStopsAtTheCallersWord) {
  struct StopAtOnce : SearchObserver {
    bool stop_requested() override { return true; }
  } stop;
  const Instance instance(40, 20, 7);
  core::SearchBudget budget(0, &stop);
  bool visited = false;
  const Searched s = racing_search(instance.board(), Placement::empty_board(40), budget, [&](const Placement&) {
    visited = true;
    return false;
  });
  // The restarts' first run may meet a completion before the first poll; otherwise nothing.
  EXPECT_EQ(s.gave_up, !visited);
  EXPECT_EQ(s.solutions > 0, visited);
}

// The ordered search asks the engine which square of a row to take while more than plain_rows
// rows are free: any number of them gives plain backtracking's listing (plain_rows 64: plain
// backtracking alone), and a visit that stops it stops it.
TEST(OrderedSearch, ListsWhatPlainBacktrackingLists) {
  auto list = [](const Board& board, const Placement& start, int plain_rows, std::size_t most = SIZE_MAX) {
    std::vector<Placement> out;
    core::SearchBudget budget;
    const Searched s = ordered_search(
        board, start, budget,
        [&](const Placement& p) {
          out.push_back(p);
          return out.size() < most;
        },
        plain_rows);
    EXPECT_EQ(s.solutions, out.size());
    EXPECT_FALSE(s.gave_up);
    return out;
  };
  int listed = 0, empty = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    const Instance instance(8 + static_cast<int>(seed % 4), static_cast<int>(20 + seed % 4 * 10), seed);
    Board board = instance.board();
    Placement start = Placement::empty_board(instance.n);
    if (seed % 3 == 0) {  // a queen placed in advance, where the blocked squares leave one
      const int r = static_cast<int>(seed) % instance.n;
      if (const std::uint64_t squares = board.row_squares(r); squares != 0) {
        board.place(r, std::countr_zero(squares));
        start.columns[static_cast<std::size_t>(r)] = std::countr_zero(squares);
      }
    }
    const std::vector<Placement> expected = list(board, start, 64);
    for (int plain_rows : {0, 3, 6})
      EXPECT_EQ(list(board, start, plain_rows), expected) << "seed " << seed << ", plain_rows " << plain_rows;
    if (expected.size() > 2) {
      EXPECT_EQ(list(board, start, 0, 2), std::vector<Placement>(expected.begin(), expected.begin() + 2));
    }
    listed += static_cast<int>(expected.size());
    empty += expected.empty() ? 1 : 0;
  }
  EXPECT_GT(listed, 100);  // both kinds of boards were met
  EXPECT_GT(empty, 2);
}

}  // namespace
}  // namespace nqueens::completion
