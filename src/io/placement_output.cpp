#include "nqueens/io/placement_output.hpp"

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

PlacementOutput::PlacementOutput(Output& out, std::string_view format, int n, bool zero_based, Answers answers)
    : out_(out), kind_(Kind::listing), answers_(answers), first_column_(zero_based ? 0 : 1) {
  if (zero_based_applies(format)) {
    kind_ = format == "line" ? Kind::line : Kind::rows;
    return;
  }
  if (zero_based)
    throw std::invalid_argument(fmt::format("zero-based columns apply to the line and rows formats, not '{}'", format));
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
  n_ = n;
}

bool PlacementOutput::zero_based_applies(std::string_view format) { return format == "line" || format == "rows"; }

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
      if (written_ == 1) listing_->begin(n_);
      listing_->solution(written_, p);
      break;
  }
}

void PlacementOutput::finish(std::string_view if_none) {
  if (written_ == 0) {
    if (listing_) {
      listing_->begin(n_);
      listing_->none(if_none);
    } else {
      out_.write(if_none);
      out_.put('\n');
    }
  } else if (listing_) {
    // One answer found is not a count of the solutions: no total for it.
    listing_->end(answers_ == Answers::all ? std::optional<u128>(written_) : std::nullopt);
  }
  out_.flush();
}

// A listing begins with its first placement, so a search that gives up before one writes nothing.
void PlacementOutput::finish_cut_short() {
  if (listing_ && written_ > 0) listing_->end(std::nullopt);
  out_.flush();
}

std::string_view PlacementOutput::none_help() {
  return "With none, every format says so: the text formats print the reason as a line, json the line\n"
         "{\"n\": N, \"columns\": null, \"reason\": ...}, leetcode [], svg the empty board captioned with it.";
}

std::string PlacementOutput::help() {
  const auto names = format_names();
  return fmt::format(
      "output format: line (the columns on one line), rows (one column a line), grid (n lines of Q and ., "
      "n <= {}), or a listing format of solve for small n: {}",
      max_grid_n, fmt::join(names.begin() + 3, names.end(), ", "));
}

}  // namespace nqueens::io
