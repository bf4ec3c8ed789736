#include "nqueens/io/solution_listing.hpp"

#include <fmt/format.h>

#include <optional>
#include <stdexcept>

#include "nqueens/count.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::io {

namespace {

bool stopped(const ListingObservers& observers) {
  return observers.search != nullptr && observers.search->stop_requested();
}

// Ends a listing. A format with shown > 0 reports the count (or the fundamental count) whatever
// was listed, unless the listing or the count was stopped; the solutions go out first, since
// counting can take a while.
void end_listing(Output& out, SolutionWriter& writer, const SolutionFormat& format, const Rules& rules, Solutions which,
                 std::optional<u128> total, const ListingObservers& observers) {
  if (format.shown > 0 && !stopped(observers)) {
    out.flush();
    if (observers.written) observers.written();
    const CountResult counted = count(rules, {.engine = Engine::fast, .limits = {}, .observer = observers.count});
    total = !counted.complete()               ? std::nullopt
            : which == Solutions::fundamental ? std::optional<u128>(counted.fundamental)
                                              : std::optional<u128>(counted.solutions);
  }
  writer.end(total);
}

}  // namespace

void require_listable(const SolutionFormat& format, const Rules& rules) {
  const int n = rules.n;
  if (n > format.max_n)
    throw std::invalid_argument(fmt::format("format '{}' takes n up to {}, got {}", format.name, format.max_n, n));
  if (row_count(rules) != n || queen_count(rules) != n)
    throw std::invalid_argument(fmt::format("format '{}' writes a queen in every row of a square board, not the {}",
                                            format.name, describe(rules)));
  if (format.shown > 0 && is_classic(rules) && n > max_count_n)
    throw std::invalid_argument(
        fmt::format("format '{}' ends with Q(n), which is counted only for n up to {}", format.name, max_count_n));
}

void write_listing(Output& out, const SolutionFormat& format, const Rules& rules, Solutions which, std::uint64_t limit,
                   const ListingObservers& observers, Language language) {
  validate(rules);
  require_listable(format, rules);
  if (which == Solutions::fundamental) require_symmetries(rules);
  auto writer = format.make(out, language);
  writer->begin(rules.n, Answers::all);
  std::uint64_t wanted = limit;
  if (format.shown > 0 && (wanted == 0 || format.shown < wanted)) wanted = format.shown;
  std::uint64_t listed = 0;
  for_each_solution(
      rules, which,
      [&](const Placement& p) {
        writer->solution(++listed, p);
        if (observers.written) observers.written();
        return wanted == 0 || listed < wanted;
      },
      observers.search);
  // A listing that stopped at its limit, or was stopped, has no total (it is unknown whether
  // more follow).
  const bool complete = (wanted == 0 || listed < wanted) && !stopped(observers);
  end_listing(out, *writer, format, rules, which, complete ? std::optional<u128>(listed) : std::nullopt, observers);
}

void write_listed_solution(Output& out, const SolutionFormat& format, const Rules& rules, Solutions which,
                           std::uint64_t index, const Placement& p, const ListingObservers& observers,
                           Language language) {
  validate(rules);
  require_listable(format, rules);
  if (which == Solutions::fundamental) require_symmetries(rules);
  auto writer = format.make(out, language);
  writer->begin(rules.n, Answers::all);
  writer->solution(index, p);
  end_listing(out, *writer, format, rules, which, std::nullopt, observers);
}

std::string listing_text(const SolutionFormat& format, int n, Language language) {
  return written([&](Output& out) { write_listing(out, format, classic_rules(n), Solutions::all, 0, {}, language); });
}

}  // namespace nqueens::io
