#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/validate.hpp"
#include "core/work_units.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "rules/board.hpp"
#include "rules/completion_block.hpp"
#include "rules/geometry.hpp"
#include "rules/symmetric.hpp"

namespace nqueens {

namespace variants {

namespace {

// A plan stops deepening its prefixes once it has this many units: a few hundred a thread.
constexpr std::size_t wanted_units = 1024;

// Counts the solutions holding the queens of one prefix again, by plain recursion over squares
// with the attack predicate (rules/geometry.hpp) instead of bitboards: slow, but it shares
// nothing with count_below but the rules.
class NaiveRecount {
 public:
  explicit NaiveRecount(const Rules& rules)
      : rules_(rules), geometry_(rules), rows_(row_count(rules)), queens_(queen_count(rules)) {}

  u128 count(const std::vector<int>& prefix) {
    queens_on_board_.clear();
    for (int r = 0; r < static_cast<int>(prefix.size()); ++r)
      if (prefix[static_cast<std::size_t>(r)] >= 0)
        queens_on_board_.push_back({r, prefix[static_cast<std::size_t>(r)]});
    return below(static_cast<int>(prefix.size()));
  }

 private:
  u128 below(int row) {
    const int placed = static_cast<int>(queens_on_board_.size());
    if (placed + (rows_ - row) < queens_) return 0;
    if (row == rows_) return placed == queens_ && holds_placed() ? 1 : 0;
    u128 total = below(row + 1);  // the row stays empty
    if (placed == queens_) return total;
    for (int c = 0; c < rules_.n; ++c) {
      const Square s{row, c};
      if (!allowed(rules_, s) || attacked(s)) continue;
      queens_on_board_.push_back(s);
      total += below(row + 1);
      queens_on_board_.pop_back();
    }
    return total;
  }
  bool attacked(Square s) const {
    for (const Square& q : queens_on_board_)
      if (attacks(geometry_, q, s)) return true;
    return false;
  }
  bool holds_placed() const {
    for (const Square& p : rules_.placed)
      if (std::find(queens_on_board_.begin(), queens_on_board_.end(), p) == queens_on_board_.end()) return false;
    return true;
  }

  const Rules& rules_;
  Geometry geometry_;
  int rows_;
  int queens_;
  std::vector<Square> queens_on_board_;
};

class RulesPlan final : public CountPlan {
 public:
  explicit RulesPlan(const Rules& rules) : rules_(rules), board_(compile(rules)) { make_units(); }

  int n() const override { return rules_.n; }
  Rules rules() const override { return rules_; }
  std::uint64_t unit_count() const override { return weights_.size(); }
  std::string description() const override {
    return "rules " + rules_text(rules_) + " depth=" + std::to_string(depth_) +
           (translate_ ? " translate"
            : mirror_  ? " mirror"
                       : "");
  }

  UnitCount count_unit(std::uint64_t id, const StopCheck& stop) const override {
    core::require_unit(id, unit_count());
    UnitCount r{id, 0, static_cast<std::uint64_t>(depth_)};
    if (weights_[id] == 0) return r;
    const int* prefix = prefix_of(id);
    const std::uint64_t solutions = dispatch(board_, [&]<bool Torus, bool Knight>() {
      return count_below<Torus, Knight>(board_, depth_, state_of<Torus, Knight>(board_, prefix, depth_), r.nodes, stop);
    });
    r.solutions = u128(solutions) * weights_[id];
    return r;
  }

  std::optional<u128> fixed_by_rotation(int quarter_turns, SearchObserver* observer) const override {
    if (!keeps_symmetries(rules_)) return std::nullopt;
    return count_fixed_by_rotation(rules_, quarter_turns, observer);
  }

  UnitCount recount_unit(std::uint64_t id) const override {
    core::require_unit(id, unit_count());
    UnitCount r{id, 0, 0};
    if (weights_[id] == 0) return r;
    const int* prefix = prefix_of(id);
    NaiveRecount naive(rules_);
    r.solutions = naive.count(std::vector<int>(prefix, prefix + depth_)) * weights_[id];
    return r;
  }

 private:
  const int* prefix_of(std::uint64_t id) const { return prefixes_.data() + id * static_cast<std::size_t>(depth_); }

  // The valid placements of the first rows, deep enough for wanted_units (the last row is left
  // to the count's popcount), with the symmetries the rules keep: on a torus, the n cyclic
  // moves of the columns map the solutions whose first queen stands in column 0 onto all of
  // them (weight n); otherwise the left-right mirror those with the first queen left of the
  // middle onto those right of it (weight 2). A plan needs a unit: rules without a valid prefix
  // get one that counts nothing (weight 0).
  void make_units() {
    translate_ = keeps_translation(rules_) && board_.n > 1;
    mirror_ = !translate_ && keeps_mirror(rules_) && board_.n > 1;
    std::vector<int> columns(static_cast<std::size_t>(board_.rows));
    for (depth_ = 1;; ++depth_) {
      prefixes_.clear();
      weights_.clear();
      if (!board_.contradiction) collect(columns);
      if (weights_.size() >= wanted_units || depth_ >= board_.rows - 1) break;
    }
    if (weights_.empty()) {
      prefixes_.assign(static_cast<std::size_t>(depth_), -1);
      weights_.push_back(0);
    }
  }

  void collect(std::vector<int>& columns) {
    const int middle = board_.n / 2;  // odd n: the middle column is its own mirror image
    std::uint64_t nodes = 0;
    dispatch(board_, [&]<bool Torus, bool Knight>() {
      return walk<Torus, Knight>(
          board_, 0, depth_, {}, columns.data(), nodes,
          [&](const State&) {
            unsigned weight = 1;
            if (translate_) {
              if (columns[0] != 0) return true;
              weight = static_cast<unsigned>(board_.n);
            } else if (mirror_) {
              if (columns[0] > middle || (board_.n % 2 == 0 && columns[0] == middle)) return true;
              weight = board_.n % 2 == 1 && columns[0] == middle ? 1 : 2;
            }
            prefixes_.insert(prefixes_.end(), columns.begin(), columns.begin() + depth_);
            weights_.push_back(static_cast<unsigned char>(weight));
            return true;
          },
          [](std::uint64_t) { return false; });
    });
  }

  Rules rules_;
  Board board_;
  int depth_ = 1;
  bool translate_ = false;
  bool mirror_ = false;
  std::vector<int> prefixes_;           // depth_ columns a unit
  std::vector<unsigned char> weights_;  // 0 (nothing to count), 1, 2 (mirror) or n (translate)
};

}  // namespace

}  // namespace variants

namespace {

// The GPU engine counts the classic board only; the variants count on the CPU's threads.
void require_classic_on_gpu(const Rules& rules, Engine engine) {
  if (engine == Engine::gpu && !(is_classic(rules) && rules.n <= max_count_n))
    throw std::invalid_argument("the GPU engine counts the classic board only, of n up to " +
                                std::to_string(max_count_n));
}

}  // namespace

std::unique_ptr<CountPlan> make_count_plan(const Rules& rules, Engine engine, PlanLimits limits) {
  validate(rules);
  require_classic_on_gpu(rules, engine);
  // The classic board goes to its engines, which refuse n past max_count_n: the rules' engine
  // would take it, and run for ever on units that never finish (n = 33..64).
  if (is_classic(rules)) return make_count_plan(rules.n, engine, std::move(limits));
  // A plan's units are named by its rules (journals, shards, MPI): the block's would pass for the
  // board's, and a journal reads back no board past max_rules_n.
  if (rules.n > max_rules_n)
    throw std::invalid_argument("a count plan (a journal, shards, MPI, verification) takes boards of up to " +
                                std::to_string(max_rules_n) + " columns, not " + describe(rules) +
                                ": count() counts it on the block of its free squares");
  return std::make_unique<variants::RulesPlan>(rules);
}

CountResult count(const Rules& rules, const CountOptions& options) {
  validate(rules);
  require_classic_on_gpu(rules, options.engine);
  if (is_classic(rules)) return count(rules.n, options);  // n <= max_count_n, as make_count_plan
  const auto start = std::chrono::steady_clock::now();
  // A completion board past max_rules_n is counted on the block of its free squares, whose
  // solutions are its own; the block's symmetries are not (the block may even be a classic
  // board, which keeps them), so only the board's rules say whether to count its orbits.
  const variants::RulesPlan plan(rules.n > max_rules_n ? variants::CompletionBlock(rules).rules() : rules);
  const std::vector<std::uint64_t> ids = core::ids_in_counting_order(plan.unit_count());
  CountResult result;
  result.units_total = ids.size();
  for (const UnitCount& u : count_units(plan, ids, options.limits.threads, options.observer)) result += u;
  if (result.complete()) {
    if (const auto fixed_by_rotate180 =
            keeps_symmetries(rules) ? plan.fixed_by_rotation(2, options.observer) : std::nullopt)
      set_symmetric_counts(rules.n, result, *fixed_by_rotate180, *plan.fixed_by_rotation(1, options.observer));
    else
      check_totals(result);  // no fundamental count: the sums are checked all the same
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace nqueens
