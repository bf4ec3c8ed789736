// The SearchObserver of the searches that may run long: it sees their progress, leaves their
// results alone, and stops them, each ending as its documentation says.

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/find.hpp"
#include "nqueens/methods.hpp"
#include "nqueens/observer.hpp"
#include "nqueens/solve.hpp"
#include "oeis.hpp"
#include "test_util.hpp"

namespace nqueens::test {
namespace {

// Keeps every report, and asks to stop from report `stop_at` on (0: never).
class Recorder final : public SearchObserver {
 public:
  explicit Recorder(std::size_t stop_at = 0) : stop_at_(stop_at) {}
  void on_search_progress(const SearchProgress& p) override { reports.push_back(p); }
  bool stop_requested() override { return stop_at_ > 0 && reports.size() >= stop_at_; }

  std::vector<SearchProgress> reports;

 private:
  std::size_t stop_at_;
};

// Reports count up: nodes, solutions and seconds never go back.
void expect_growing(const std::vector<SearchProgress>& reports) {
  for (std::size_t i = 1; i < reports.size(); ++i) {
    EXPECT_GT(reports[i].nodes, reports[i - 1].nodes) << "report " << i;
    EXPECT_GE(reports[i].solutions, reports[i - 1].solutions) << "report " << i;
    EXPECT_GE(reports[i].seconds, reports[i - 1].seconds) << "report " << i;
  }
}

TEST(SearchObserver, SeesAListingGrowAndLeavesItAlone) {
  Recorder watch;
  std::uint64_t seen = 0;
  const std::uint64_t visited = for_each_solution(
      14, Solutions::all,
      [&](const Placement&) {
        ++seen;
        return true;
      },
      &watch);
  EXPECT_EQ(visited, 365596u);  // Q(14)
  EXPECT_EQ(seen, 365596u);
  // The 14×14 tree has 27358553 nodes, the root included: a report every 2^20 of them.
  EXPECT_EQ(watch.reports.size(), 27358552u >> 20);
  expect_growing(watch.reports);
  EXPECT_EQ(watch.reports.back().nodes, (27358552u >> 20) << 20);
  EXPECT_LT(watch.reports.back().solutions, u128(365596));
}

TEST(SearchObserver, StopsAListingBeforeTheFirstSolutionOfALargeBoard) {
  Recorder stop(1);
  EXPECT_EQ(for_each_solution(
                60, Solutions::all, [](const Placement&) { return true; }, &stop),
            0u);
  ASSERT_EQ(stop.reports.size(), 1u);
  EXPECT_EQ(stop.reports[0].nodes, 1u << 20);
  EXPECT_EQ(stop.reports[0].solutions, u128(0));
}

TEST(SearchObserver, StopsTheSearchForAnIndex) {
  // By counting subtrees (n <= 32), and by listing (fundamental solutions).
  Recorder counting(2);
  EXPECT_EQ(solution_at(30, Solutions::all, u128(1) << 60, &counting), std::nullopt);
  EXPECT_EQ(counting.reports.size(), 2u);
  Recorder listing(1);
  EXPECT_EQ(solution_at(40, Solutions::fundamental, 1, &listing), std::nullopt);
  EXPECT_EQ(listing.reports.size(), 1u);
  // Watched to the end, the index is found as without a watch: the last of the 14×14 board, the
  // first one's mirror image (the mirror reverses the lexicographic order).
  Recorder watch;
  Placement last = *solution_at(14, Solutions::all, 1);
  for (int& c : last.columns) c = 13 - c;
  EXPECT_EQ(solution_at(14, Solutions::all, 365596, &watch), last);
  expect_growing(watch.reports);
}

TEST(SearchObserver, StopsFindAsItsBudgetWould) {
  Recorder first(1);
  const FindResult r = find_solution(40, {.method = FindMethod::first, .observer = &first});
  EXPECT_EQ(r.outcome, Outcome::gave_up);
  EXPECT_GT(r.nodes, 0u);
  EXPECT_EQ(first.reports.size(), 1u);

  Recorder local(1);
  const FindResult m = find_solution(2'000'000, {.method = FindMethod::min_conflicts, .observer = &local});
  EXPECT_EQ(m.outcome, Outcome::gave_up);
  EXPECT_EQ(local.reports.size(), 1u);

  Recorder watch;  // watched to the end: the same solution as without a watch
  EXPECT_EQ(find_solution(29, {.method = FindMethod::first, .observer = &watch}).solution,
            find_solution(29, {.method = FindMethod::first}).solution);
  EXPECT_FALSE(watch.reports.empty());
  expect_growing(watch.reports);
}

TEST(SearchObserver, StopsAMethodBeforeItsBudget) {
  Recorder stop(2);
  const MethodRun r = run_method(Method::backtracking, 20, 600, &stop);
  EXPECT_FALSE(r.complete);
  EXPECT_LT(r.seconds, 10) << "the budget of 600 s ran, not the observer's stop";
  ASSERT_EQ(stop.reports.size(), 2u);
  EXPECT_EQ(u128(stop.reports.back().nodes), r.examined);
}

TEST(SearchObserver, StopsTheSearchForRotationFixedSolutionsWithAnError) {
  Recorder stop(1);
  EXPECT_THROW(count_fixed_by_rotation(24, 2, &stop), StoppedError);
  EXPECT_EQ(stop.reports.size(), 1u);
  Recorder watch;  // watched to the end: P180(16), as OEIS A032522 has it
  EXPECT_EQ(count_fixed_by_rotation(16, 2, &watch), oeis_symmetric().at(16).fixed_by_rotate180);
  expect_growing(watch.reports);
}

// A count's Observer is the SearchObserver of its rotation-fixed search: stopped there, the
// count throws rather than return a result whose fundamental count is missing.
TEST(SearchObserver, StopsACountInItsRotationFixedSearch) {
  class StopAfterTheUnits final : public Observer {
   public:
    void on_search_progress(const SearchProgress&) override { searching = true; }
    bool stop_requested() override { return searching; }
    bool searching = false;
  } stop;
  EXPECT_THROW(count(16, {.engine = Engine::fast, .limits = {}, .observer = &stop}), StoppedError);
  EXPECT_TRUE(stop.searching);
}

}  // namespace
}  // namespace nqueens::test
