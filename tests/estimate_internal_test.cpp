// How the estimate's sample (src/core/estimate.cpp) times pieces that share work: what a piece
// costs a count (core::count_piece_timed), and the sample charging each piece that cost.

#include <time.h>

#include <gtest/gtest.h>

#include <atomic>
#include <functional>
#include <memory>

#include "core/estimate.hpp"
#include "core/piece_cost.hpp"
#include "core/stopwatch.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/estimate.hpp"

namespace nqueens {
namespace {

// A plan of 64 pieces in runs of `sharing` that share `shared` seconds of work, each piece taking
// `own` seconds of its own, on a clock its caller gives it (`tick` moves it); its pieces count
// 23 solutions and 3 nodes each, and it counts the calls of count_piece in `calls`.
class SharingPlan final : public CountPlan {
 public:
  SharingPlan(std::function<void(double)> tick, std::uint64_t sharing, double shared, double own,
              std::atomic<int>* calls = nullptr)
      : tick_(std::move(tick)), sharing_(sharing), shared_(shared), own_(own), calls_(calls) {}
  int n() const override { return 8; }
  std::uint64_t unit_count() const override { return 8; }
  std::string description() const override { return "sharing"; }
  UnitCount count_unit(std::uint64_t id, const StopCheck&) const override { return {id, 8 * 23, 8 * 3}; }
  std::uint64_t piece_count() const override { return 64; }
  std::uint64_t pieces_sharing_work() const override { return sharing_; }
  using CountPlan::count_piece;
  UnitCount count_piece(std::uint64_t index, const StopCheck&,
                        const std::function<void()>& shared_done) const override {
    if (calls_ != nullptr) ++*calls_;
    tick_(shared_);
    if (sharing_ > 1 && shared_done) shared_done();
    tick_(own_);
    return {index, 23, 3};
  }

 private:
  std::function<void(double)> tick_;
  std::uint64_t sharing_;
  double shared_, own_;
  std::atomic<int>* calls_;
};

// Runs of 4 sharing 8 seconds, 2 of each piece's own, on a clock only the plan moves: a count does
// the shared work once a run, so a piece costs it 8 / 4 + 2 seconds; a plan that shares nothing
// costs all 10 a piece.
TEST(PieceCost, ChargesEachPieceItsShareOfTheWorkItShares) {
  double clock = 100;
  const auto tick = [&](double seconds) { clock += seconds; };
  const std::function<double()> read = [&] { return clock; };
  const core::PieceCost shared = core::count_piece_timed(SharingPlan(tick, 4, 8, 2), 5, {}, read);
  EXPECT_DOUBLE_EQ(shared.seconds, 4);
  EXPECT_EQ(shared.count.id, 5u);
  EXPECT_EQ(shared.count.solutions, 23u);
  EXPECT_EQ(shared.count.nodes, 3u);
  EXPECT_DOUBLE_EQ(clock, 110);
  EXPECT_DOUBLE_EQ(core::count_piece_timed(SharingPlan(tick, 1, 8, 2), 5, {}, read).seconds, 10);
}

// Burns `seconds` of the calling thread's CPU time, the clock a sample times pieces by.
void burn(double seconds) {
  auto cpu = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
  };
  const double until = cpu() + seconds;
  while (cpu() < until) {
  }
}

// The sample, on a plan whose 64 pieces each take 40 ms of work shared with 3 others and 10 ms
// of their own: it predicts 64 · (40 / 4 + 10) ms of CPU time, not 64 · 50, and counts no warm-up
// pieces (a quarter of the plan, 16 pieces in 2 blocks of 8, is the whole sample: 0.8 s).
TEST(EstimatePlan, ChargesSampledPiecesTheirShareOfSharedWork) {
  std::atomic<int> calls = 0;
  auto plan = std::make_unique<SharingPlan>(burn, 4, 0.040, 0.010, &calls);
  const EstimateOptions options{.limits = {.threads = 1}, .fraction = 0.25};
  const core::Stopwatch clock;
  const CountEstimate e = core::estimate_plan(std::move(plan), options, resolved_limits(options.limits), clock);
  EXPECT_FALSE(e.exact);
  EXPECT_EQ(e.pieces_sampled, 16u);
  EXPECT_EQ(calls, 16);  // no warm-ups
  EXPECT_NEAR(e.thread_seconds.value, 64 * 0.020, 0.2);
  EXPECT_DOUBLE_EQ(e.solutions.value, 64 * 23);
}

}  // namespace
}  // namespace nqueens
