#include "nqueens/io/progress.hpp"

#include <fmt/format.h>

#include <utility>

#include "io/compact_duration.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

ProgressLine::ProgressLine(std::FILE* file, std::string label, bool quiet, const std::atomic<bool>* interrupted)
    : label_(std::move(label)),
      interrupted_(interrupted),
      display_(file, quiet),
      starting_(file, label_ + ": getting ready and counting the first units", quiet) {}

void ProgressLine::on_progress(const CountResult& p) {
  starting_.stop();
  if (p.units_done == 0 || p.seconds <= 0 || !display_.due()) return;
  const double rate = static_cast<double>(p.solutions) / p.seconds;
  const double left = p.seconds * static_cast<double>(p.units_total - p.units_done) / static_cast<double>(p.units_done);
  display_.show(fmt::format("{}: {}/{} units, {}, {:.3g} solutions/s, elapsed {}, ETA {}", label_, p.units_done,
                            p.units_total, plural(p.solutions, "solution"), rate, compact_duration(p.seconds),
                            compact_duration(left)));
}

void ProgressLine::on_search_progress(const SearchProgress& p) {
  starting_.stop();
  if (!display_.due()) return;
  display_.show(fmt::format("{}: all units counted; solutions fixed by rotation: {:.3g} nodes, elapsed {}", label_,
                            static_cast<double>(p.nodes), compact_duration(p.seconds)));
}

bool ProgressLine::stop_requested() { return interrupted_ != nullptr && interrupted_->load(); }

void ProgressLine::finish() {
  starting_.stop();
  display_.finish();
}

}  // namespace nqueens::io
