#include "core/plan_description.hpp"

#include <regex>
#include <string_view>

#include "core/fast/fast_plan.hpp"
#include "core/reference_plan.hpp"
#include "gpu/gpu_plan.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/rules.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::core {

namespace {

// Both overloads: `limits` null makes a fast plan with its largest cache and no check of memory.
std::unique_ptr<CountPlan> plan_described(const std::string& description, const PlanLimits* limits) {
  // n and, for the fast engine, the weighting and the parts fix a plan's units; the plan made
  // of them must describe itself alike, which checks every other word and number.
  static const std::regex fast(R"(fast( main-lines)? n=(\d{1,2}) splits/unit=\d{1,7} parts=(\d{1,4}))");
  static const std::regex reference(R"(reference n=(\d{1,2}) depth=\d{1,2})");
  static const std::regex on_gpu(R"(gpu n=(\d{1,2}) depth=\d{1,2})");
  std::smatch words;
  std::unique_ptr<CountPlan> plan;
  if (std::regex_match(description, words, fast)) {
    const int n = std::stoi(words[2]);
    const std::uint64_t parts = std::stoull(words[3]);
    const bool power_of_two = parts != 0 && (parts & (parts - 1)) == 0;
    if (n < 1 || n > max_count_n || !power_of_two || parts > max_fast_plan_parts) return nullptr;
    // The cache a count of n gets (make_fast_plan), so that a resumed count runs as the first.
    plan = limits ? make_fast_plan_in_parts(n, parts, words[1].matched, *limits)
                  : make_fast_plan_in_parts(n, parts, words[1].matched, default_pairs_between_polls,
                                            fast::quarter_cache_bytes_for(n));
  } else if (std::regex_match(description, words, reference)) {
    const int n = std::stoi(words[1]);
    if (n < 1 || n > max_count_n) return nullptr;
    plan = make_reference_plan(n);
  } else if (std::regex_match(description, words, on_gpu)) {
    const int n = std::stoi(words[1]);
    if (n < 1 || n > max_count_n) return nullptr;
    // A journal read back needs no device; a count (an MPI rank's plan, a resumed journal) opens
    // the devices of its limits.
    plan = limits ? gpu::make_gpu_plan(n, limits->devices) : gpu::make_unopened_gpu_plan(n);
  } else if (description.starts_with("rules ")) {
    // The rules' text lists every blocked square: kilobytes, which std::regex would take a
    // stack frame a character to match. It ends at the last " depth=".
    const std::size_t depth = description.rfind(" depth=");
    if (depth == std::string::npos || depth < 6) return nullptr;
    try {
      plan = make_count_plan(parse_rules(std::string_view(description).substr(6, depth - 6)));
    } catch (const std::invalid_argument&) {
      return nullptr;  // rules that describe no board
    }
  }
  if (plan && plan->description() != description) plan.reset();
  return plan;
}

}  // namespace

std::unique_ptr<CountPlan> plan_of_description(const std::string& description) {
  return plan_described(description, nullptr);
}

std::unique_ptr<CountPlan> plan_of_description(const std::string& description, const PlanLimits& limits) {
  return plan_described(description, &limits);
}

}  // namespace nqueens::core
