#include "nqueens/io/search_progress.hpp"

#include <fmt/format.h>

#include <utility>

#include "io/compact_duration.hpp"
#include "text/wording.hpp"

namespace nqueens::io {

SearchProgressLine::SearchProgressLine(std::FILE* file, std::string label, bool quiet,
                                       const std::atomic<bool>* interrupted, std::string nodes)
    : label_(std::move(label)), nodes_(std::move(nodes)), interrupted_(interrupted), display_(file, quiet) {}

void SearchProgressLine::on_search_progress(const SearchProgress& p) {
  last_ = p;
  if (!display_.due() || p.seconds <= 0) return;
  const double nodes = static_cast<double>(p.nodes);
  display_.show(fmt::format("{}: {:.3g} {}s, {:.3g} {}s/s, {} so far, elapsed {}", label_, nodes, nodes_,
                            nodes / p.seconds, nodes_, plural(p.solutions, "solution"), compact_duration(p.seconds)));
}

bool SearchProgressLine::stop_requested() { return interrupted_ != nullptr && interrupted_->load(); }

void SearchProgressLine::relabel(std::string label, std::string nodes) {
  label_ = std::move(label);
  nodes_ = std::move(nodes);
}

void SearchProgressLine::give_way() { display_.clear(); }

void SearchProgressLine::finish() { display_.finish(); }

std::string SearchProgressLine::summary() const {
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  return fmt::format("{:.3g} {}s, {} in {}", static_cast<double>(last_.nodes), nodes_,
                     plural(last_.solutions, "solution"), compact_duration(elapsed));
}

}  // namespace nqueens::io
