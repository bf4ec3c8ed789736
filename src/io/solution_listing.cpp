#include "nqueens/io/solution_listing.hpp"

#include <fmt/format.h>

#include <optional>
#include <stdexcept>

#include "nqueens/count.hpp"

namespace nqueens::io {

namespace {

bool stopped(const ListingObservers& observers) {
  return observers.search != nullptr && observers.search->stop_requested();
}

// Ends a listing. A format with shown > 0 reports Q(n) (or the fundamental count) whatever was
// listed, unless the listing or the count was stopped; the solutions go out first, since
// counting can take a while.
void end_listing(Output& out, SolutionWriter& writer, const SolutionFormat& format, int n, Solutions which,
                 std::optional<u128> total, const ListingObservers& observers) {
  if (format.shown > 0 && !stopped(observers)) {
    out.flush();
    if (observers.written) observers.written();
    const CountResult counted = count(n, {.engine = Engine::fast, .limits = {}, .observer = observers.count});
    total = !counted.complete()               ? std::nullopt
            : which == Solutions::fundamental ? std::optional<u128>(counted.fundamental)
                                              : std::optional<u128>(counted.solutions);
  }
  writer.end(total);
}

}  // namespace

void require_listable(const SolutionFormat& format, int n) {
  if (n > format.max_n)
    throw std::invalid_argument(fmt::format("format '{}' takes n up to {}, got {}", format.name, format.max_n, n));
  if (format.shown > 0 && n > max_count_n)
    throw std::invalid_argument(
        fmt::format("format '{}' ends with Q(n), which is counted only for n up to {}", format.name, max_count_n));
}

void write_listing(Output& out, const SolutionFormat& format, int n, Solutions which, std::uint64_t limit,
                   const ListingObservers& observers, Language language) {
  require_listable(format, n);
  auto writer = format.make(out, language);
  writer->begin(n);
  std::uint64_t wanted = limit;
  if (format.shown > 0 && (wanted == 0 || format.shown < wanted)) wanted = format.shown;
  std::uint64_t listed = 0;
  for_each_solution(
      n, which,
      [&](const Placement& p) {
        writer->solution(++listed, p);
        if (observers.written) observers.written();
        return wanted == 0 || listed < wanted;
      },
      observers.search);
  // A listing that stopped at its limit, or was stopped, has no total (it is unknown whether
  // more follow).
  const bool complete = (wanted == 0 || listed < wanted) && !stopped(observers);
  end_listing(out, *writer, format, n, which, complete ? std::optional<u128>(listed) : std::nullopt, observers);
}

void write_listed_solution(Output& out, const SolutionFormat& format, Solutions which, std::uint64_t index,
                           const Placement& p, const ListingObservers& observers, Language language) {
  require_listable(format, p.n);
  auto writer = format.make(out, language);
  writer->begin(p.n);
  writer->solution(index, p);
  end_listing(out, *writer, format, p.n, which, std::nullopt, observers);
}

std::string listing_text(const SolutionFormat& format, int n, Language language) {
  return written([&](Output& out) { write_listing(out, format, n, Solutions::all, 0, {}, language); });
}

}  // namespace nqueens::io
