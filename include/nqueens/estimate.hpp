#pragma once
// What a count of Q(n) would cost on this machine, from a random sample of its work units: the
// way to plan a count of n = 23..28 (core-years) before spending a cluster on it.

#include <cstdint>
#include <string>

#include "nqueens/count.hpp"
#include "nqueens/observer.hpp"

namespace nqueens {

// What estimate_count() samples, for how long, and on what.
struct EstimateOptions {
  Engine engine = Engine::fast;  // the engine whose plan is sampled and whose count is predicted
  PlanLimits limits{};           // as for count(): the threads that count the sample (0 = every CPU this
                                 // process may use), and the memory budget the plan is made for
  double fraction = 0;           // the share of the plan's pieces to count, in (0, 1]; 0: sample for `seconds`
  double seconds = 120;          // with fraction 0: the wall time after which no further piece starts (at
                                 // least two are counted, whatever it takes)
  std::uint64_t seed = 1;        // the random choice of the units: the same seed, the same sample
  Observer* observer = nullptr;  // sees the sample's progress (on_progress, its pieces as units:
                                 // units_total the pieces it is to count) and may stop it
};

// A predicted quantity with the bounds of its 95 % confidence interval (both the value when it
// is measured whole; NaN when one piece alone was sampled, which shows no spread).
struct Interval {
  double value = 0;  // the prediction (or the measured value)
  double low = 0;    // the interval's lower bound
  double high = 0;   // the interval's upper bound
};

// What a count of Q(n) would cost, predicted from a sample (or measured, where it counted the whole).
struct CountEstimate {
  int n = 0;                           // the board size
  std::string plan;                    // the plan's description (CountPlan::description())
  std::string kernels;                 // CountPlan::kernels(): the fast engine's instruction sets, "avx512",
                                       // "avx2" or "portable", as the CPU and NQUEENS_MAX_ISA allow; the GPU
                                       // engine's PTX and devices; "" for the reference engine
  bool on_devices = false;             // the sample ran on GPUs (the GPU engine), `threads` units at a time,
                                       // and thread_seconds adds up their wall times, not CPU time
  int threads = 0;                     // the threads that counted the sample, and the prediction is for
  std::uint64_t units_total = 0;       // the plan's work units (what a journal records)
  std::uint64_t pieces_total = 0;      // the plan's pieces (CountPlan::piece_count), which the sample draws
  std::uint64_t pieces_sampled = 0;    // the pieces timed (the warm-up before each block, if any, not counted)
  std::uint64_t blocks_sampled = 0;    // the blocks they came in: the sample's size, as the interval sees it
  std::uint64_t strata = 0;            // the sample holds two blocks or more of each of this many equal
                                       // ranges of the plan, since the pieces' cost drifts along it
  double sample_seconds = 0;           // wall time the sample took (the count after it, if any, not included)
  Interval thread_seconds;             // the seconds of one thread (CPU seconds) that all units take; the
                                       // interval holds the sampling error and 12 % of the value for the
                                       // machine (load, clock, shared caches), as far as ten counts of
                                       // n = 18..22 strayed from their estimates (bench/README.md)
  Interval wall_seconds;               // the wall time of the whole count on `threads` threads, the
                                       // rotation-fixed search at its end left out (seconds to minutes),
                                       // with thread_seconds' interval
  Interval solutions;                  // Q(n), predicted from the sample (a check on it where Q(n) is known)
  std::uint64_t nodes = 0;             // the nodes the whole count would visit (the estimate's value)
  std::uint64_t bytes_per_thread = 0;  // the plan's estimate of what one thread's unit holds, caches
                                       // included (CountPlan::bytes_per_thread): not a bound
  std::uint64_t memory_bytes = 0;      // the memory budget the count needs on `threads` threads (PlanLimits):
                                       // their half-boards and caches, and a record per unit
  std::uint64_t memory_limit = 0;      // the most the whole process holds, in bytes: memory_bytes, a third of
                                       // it more and 64 MiB for the program and its allocator
                                       // (limit_for_budget, core/memory.hpp; what BatchPlan::memory_limit
                                       // asks of Slurm). Measured peaks stayed below it (README.md)
  // The whole count was run instead of the rest of the sample, since the sample showed it would
  // cost no more (or the sample had reached every piece): the values are the count's, measured,
  // and `count` holds its exact totals (Q(n), the fundamental count, nodes); wall_seconds is its
  // wall time and thread_seconds its CPU time, the rotation-fixed search included.
  bool exact = false;
  CountResult count;  // with `exact`: the count's totals; otherwise empty
};

// Counts a random sample of the pieces of the plan of n (make_count_plan(n, engine, limits)),
// on `threads` threads at once, and predicts the whole count from it.
// It never costs much more than the count: before each block, once 16 blocks are done, it
// compares the CPU time the whole count is predicted to take (the top of its interval) with what
// the rest of the sample would (its time left on its threads, and its blocks left at their pace
// so far, warm-ups included). Once the count costs no more, it stops the sample and counts the
// whole (count(), the observer watching), whose exact values it returns (`exact`); stopped by
// the observer before its end, that count gives way to the sample's prediction.
// The sample takes blocks of consecutive pieces (8 up to n = 21, fewer above), each counted after
// the block before it, so that a thread's caches are as warm as in a count, which takes the
// pieces in order (not where pieces share work: CountPlan::pieces_sharing_work); a block's cost
// is the CPU time of its thread (so a busy machine does not inflate it), the work its pieces
// share with others charged in part, as a count does that work once for them all. It is
// stratified: blocks are drawn from up to 64 equal ranges of the plan in turn
// (in bit-reversed order of the ranges, so that a sample cut short by its time covers the plan
// evenly), and the estimate takes the finest merged ranges that hold two blocks each (stratified
// estimator with its variance, Cochran, Sampling Techniques, 3rd ed., ch. 5).
// Throws as make_count_plan; std::invalid_argument if fraction is outside [0, 1] or seconds <= 0
// with fraction 0; StoppedError (errors.hpp) if the observer stops the sample before a block is
// counted.
CountEstimate estimate_count(int n, const EstimateOptions& options = {});

// Q(n) (OEIS A000170) at a glance, without counting: Q(20) = 39029188884 carried to n by the
// growth of one n to the next, Q(n+1) / Q(n) ≈ (n+1)·e^(1-α) with α ≈ 1.942 (M. Simkin, "The
// number of n-queens configurations", 2021, arXiv:2107.13460). Within 3 % of every known value
// from n = 15 to 27 and within 15 % from n = 10 (Q(11): +15 %, Q(14): +9 %); of the right order
// below (n = 5: 2.6 for 10); +inf past the largest double (n >= 208). For telling a user how
// large a listing would be, not for counting. Throws std::invalid_argument if n < 1.
double approximate_solutions(int n);

// A count spread over a batch system (Slurm) to finish within a target time: `tasks` shards of
// an array job or MPI ranks, each as large as the estimate's threads, with the memory and the
// time limit each needs.
struct BatchPlan {
  std::uint64_t tasks = 1;          // the wall time on the estimate's threads, at the top of its 95 %
                                    // interval, over the target, rounded up
  int cpus_per_task = 1;            // the estimate's threads
  std::uint64_t memory_budget = 0;  // bytes each task plans on (PlanLimits): the estimate's memory_bytes
                                    // rounded up to MiB, which makes the estimate's plan again
  std::uint64_t memory_limit = 0;   // bytes each task's cgroup must allow (Slurm's --mem): the budget,
                                    // a third of it more and 64 MiB for the program, in whole MiB
  double time_limit_seconds = 0;    // a task's share of that wall time, 1.5 times, in whole minutes
                                    // and at least 5 (Slurm's --time)
};

// The batch plan that finishes the estimated count within `target_seconds`. Throws
// std::invalid_argument if target_seconds <= 0 or is not finite.
BatchPlan plan_batch(const CountEstimate& estimate, double target_seconds);

}  // namespace nqueens
