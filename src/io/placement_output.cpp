#include "io/placement_output.hpp"

#include <fmt/format.h>

#include <stdexcept>
#include <vector>

namespace nqueens::io {

namespace {

// The solution_formats() that fit a listing of placements found one at a time: those that end
// with the number listed rather than with Q(n).
bool is_listing(const SolutionFormat& f) { return f.shown == 0; }

std::vector<std::string_view> format_names() {
  std::vector<std::string_view> names = {"line", "rows", "grid"};
  for (const auto& f : solution_formats())
    if (is_listing(f) && f.name != "line") names.push_back(f.name);
  return names;
}

}  // namespace

PlacementOutput::PlacementOutput(Output& out, std::string_view format, int n, bool zero_based)
    : out_(out), kind_(Kind::listing), first_column_(zero_based ? 0 : 1) {
  if (format == "line" || format == "rows") {
    kind_ = format == "line" ? Kind::line : Kind::rows;
    return;
  }
  if (zero_based)
    throw std::invalid_argument(fmt::format("--zero-based applies to the line and rows formats, not '{}'", format));
  if (format == "grid") {
    if (n > max_grid_n)
      throw std::invalid_argument(
          fmt::format("format 'grid' draws boards up to n = {}, got {}; use line or rows", max_grid_n, n));
    kind_ = Kind::grid;
    return;
  }
  const SolutionFormat* found = nullptr;
  for (const auto& f : solution_formats())
    if (f.name == format && is_listing(f)) found = &f;
  if (found == nullptr)
    throw std::invalid_argument(
        fmt::format("unknown format '{}'; the formats are {}", format, fmt::join(format_names(), ", ")));
  if (n > found->max_n)
    throw std::invalid_argument(
        fmt::format("format '{}' takes n up to {}, got {}; use line or rows", format, found->max_n, n));
  listing_ = found->make(out_);
  listing_->begin(n);
}

void PlacementOutput::write(const Placement& p) {
  ++written_;
  const bool separate = written_ > 1 && (kind_ == Kind::rows || kind_ == Kind::grid);
  if (separate) out_.put('\n');
  switch (kind_) {
    case Kind::line:
    case Kind::rows:
      write_columns(out_, p, kind_ == Kind::line ? ColumnLayout::line : ColumnLayout::rows, first_column_);
      break;
    case Kind::grid:
      write_grid(out_, p);
      break;
    case Kind::listing:
      listing_->solution(written_, p);
      break;
  }
}

void PlacementOutput::finish(std::string_view if_none) {
  if (listing_) {
    listing_->end(written_);
  } else if (written_ == 0) {
    out_.write(if_none);
    out_.put('\n');
  }
  out_.flush();
}

std::string PlacementOutput::help() {
  const auto names = format_names();
  return fmt::format(
      "output format: line (the columns on one line), rows (one column a line), grid (n lines of Q and ., "
      "n <= {}), or a listing format of solve for small n: {}",
      max_grid_n, fmt::join(names.begin() + 3, names.end(), ", "));
}

}  // namespace nqueens::io
