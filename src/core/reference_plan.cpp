#include "core/reference_plan.hpp"

#include <stdexcept>

#include "core/array_recount.hpp"
#include "core/bitboard.hpp"
#include "core/validate.hpp"
#include "core/work_units.hpp"
#include "nqueens/engine/count_plan.hpp"

namespace nqueens::core {

namespace {

class ReferencePlan final : public CountPlan {
 public:
  explicit ReferencePlan(int n) : n_(n), depth_(reference_unit_depth(n)), units_(mirror_units(n, depth_)) {}

  int n() const override { return n_; }
  std::uint64_t unit_count() const override { return units_.size(); }
  std::string description() const override {
    return "reference n=" + std::to_string(n_) + " depth=" + std::to_string(depth_);
  }

  UnitCount count_unit(std::uint64_t id, const StopCheck& /*stop: each unit runs to its end*/) const override {
    const WorkUnit& unit = unit_of(id);
    const int depth = static_cast<int>(unit.prefix.size());
    Frontier<std::uint32_t> f;
    frontier_of(n_, unit.prefix.data(), depth, f);
    UnitCount r{id, 0, static_cast<std::uint64_t>(depth)};
    r.solutions = u128(count_completions(n_, n_ - depth, f, r.nodes)) * static_cast<unsigned>(unit.weight);
    return r;
  }

  UnitCount recount_unit(std::uint64_t id) const override { return recount_by_arrays(n_, unit_of(id)); }

 private:
  const WorkUnit& unit_of(std::uint64_t id) const {
    require_unit(id, units_.size());
    return units_[id];
  }

  int n_;
  int depth_;
  std::vector<WorkUnit> units_;
};

}  // namespace

std::unique_ptr<CountPlan> make_reference_plan(int n) { return std::make_unique<ReferencePlan>(n); }

}  // namespace nqueens::core
