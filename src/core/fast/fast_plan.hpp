#pragma once
// The fast engine as a count plan (internal).

#include <cstddef>
#include <cstdint>
#include <memory>

#include "core/fast/half_board.hpp"
#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"

namespace nqueens::core {

// Meet in the middle over row splits (core/fast/row_split.hpp): for each way to choose the rows
// whose queen stands in the east half, the east halves are stored bit-sliced and every west
// half counts the east halves its diagonals miss. `limits` bounds the memory of the stored
// halves; throws std::invalid_argument if n cannot be counted within it.
std::unique_ptr<CountPlan> make_fast_plan(int n, const PlanLimits& limits);
// The same with the weighting chosen (reflects_main_lines(n) is the default; tests use both).
std::unique_ptr<CountPlan> make_fast_plan(int n, const PlanLimits& limits, bool reflect_main_lines);
// Splitting the east halves of a split into more parts than this repeats too much work.
inline constexpr std::uint64_t max_fast_plan_parts = 4096;

// Pairs of half-boards a thread tests between two polls of a count's StopCheck: 2^30, a tenth
// of a second or less of the kernel, so that Ctrl-C stops a count of n = 28, whose pieces take
// hours, as soon as one of n = 16 (whose units test fewer pairs than that, and never poll).
inline constexpr std::uint64_t default_pairs_between_polls = std::uint64_t{1} << 30;

// The plan whose units hold one of `parts` shares of each split's east halves (a power of 2 up
// to max_fast_plan_parts; make_fast_plan picks it from the memory budget), for tests of the
// parts themselves and for journals (plan_description.hpp). Tests poll more often. A thread
// keeps up to `quarter_cache_bytes` of placements of its halves' first rows between splits
// (make_fast_plan gives it what the budget leaves); they change the time, not the counts. Its
// pieces are `shares` shares of each part's west halves (0: west_shares(n); else a power of 2,
// or std::invalid_argument); they change the pieces, not the units.
std::unique_ptr<CountPlan> make_fast_plan_in_parts(int n, std::uint64_t parts, bool reflect_main_lines,
                                                   std::uint64_t pairs_between_polls = default_pairs_between_polls,
                                                   std::size_t quarter_cache_bytes = fast::max_quarter_cache_bytes,
                                                   std::uint64_t shares = 0);

// The shares of its west halves each part of a split of n comes in as pieces of the plan
// (CountPlan::piece_count): 1 up to n = 25.
std::uint64_t west_shares(int n);

// The plan of `parts` parts whose threads' caches take what `limits` leave them, as make_fast_plan
// makes it once it has chosen the parts, and as a journal's plan is made again for a run with
// other limits. Throws MemoryBudgetError if the parts' half-boards on limits.threads threads and
// their units' bookkeeping exceed limits.memory_bytes.
std::unique_ptr<CountPlan> make_fast_plan_in_parts(int n, std::uint64_t parts, bool reflect_main_lines,
                                                   const PlanLimits& limits);

// Whether the fast plan for n counts solutions with queens on the main lines through the
// diagonal reflections (see core/fast/fast_plan.cpp), or all solutions of each orbit of splits.
bool reflects_main_lines(int n);

}  // namespace nqueens::core
