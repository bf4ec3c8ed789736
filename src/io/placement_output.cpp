#include "nqueens/io/placement_output.hpp"

#include <fmt/format.h>

#include <stdexcept>
#include <vector>

namespace nqueens::io {

namespace {

std::vector<PlacementFormat> make_formats() {
  static const std::string grid = fmt::format("n lines of Q and ., n <= {}", max_grid_n);
  std::vector<PlacementFormat> formats = {
      {"line", "the columns on one line", PlacementFormat::Kind::line, nullptr},
      {"rows", "one column a line", PlacementFormat::Kind::rows, nullptr},
      {"grid", grid, PlacementFormat::Kind::grid, nullptr},
  };
  // The solution_formats() that fit a listing of placements found one at a time: those that
  // end with the number listed rather than with Q(n). Their `line` is the one above.
  for (const SolutionFormat& f : solution_formats())
    if (f.shown == 0 && f.name != "line") formats.push_back({f.name, f.summary, PlacementFormat::Kind::listing, &f});
  return formats;
}

}  // namespace

std::span<const PlacementFormat> placement_formats() {
  static const std::vector<PlacementFormat> formats = make_formats();
  return formats;
}

const PlacementFormat& placement_format(std::string_view name) {
  std::vector<std::string_view> names;
  for (const PlacementFormat& f : placement_formats()) {
    if (f.name == name) return f;
    names.push_back(f.name);
  }
  throw std::invalid_argument(fmt::format("unknown format '{}'; the formats are {}", name, fmt::join(names, ", ")));
}

PlacementOutput::PlacementOutput(Output& out, const PlacementFormat& format, int n, bool zero_based, Answers answers,
                                 Language language)
    : out_(out), kind_(format.kind), answers_(answers), first_column_(zero_based ? 0 : 1) {
  if (format.zero_based_applies()) return;
  if (zero_based)
    throw std::invalid_argument(
        fmt::format("zero-based columns apply to the line and rows formats, not '{}'", format.name));
  if (kind_ == Kind::grid) {
    if (n > max_grid_n)
      throw std::invalid_argument(
          fmt::format("format 'grid' draws boards up to n = {}, got {}; use line or rows", max_grid_n, n));
    return;
  }
  if (n > format.listing->max_n)
    throw std::invalid_argument(
        fmt::format("format '{}' takes n up to {}, got {}; use line or rows", format.name, format.listing->max_n, n));
  listing_ = format.listing->make(out_, language);
  n_ = n;
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
      if (written_ == 1) listing_->begin(n_, answers_);
      listing_->solution(written_, p);
      break;
  }
}

void PlacementOutput::finish(std::string_view if_none) {
  if (written_ == 0) {
    if (listing_) {
      listing_->begin(n_, answers_);
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
  return "With none, every format says so: the text formats print the reason as a line, json and jsonl\n"
         "{\"n\": N, \"columns\": null, \"reason\": ...} (json: [] for a listing), leetcode [], svg the empty\n"
         "board captioned with it.";
}

std::string PlacementOutput::help() {
  std::vector<std::string> own;
  std::vector<std::string_view> listings;
  for (const PlacementFormat& f : placement_formats()) {
    if (f.kind == Kind::listing)
      listings.push_back(f.name);
    else
      own.push_back(fmt::format("{} ({})", f.name, f.summary));
  }
  return fmt::format("output format: {}, or a listing format of solve for small n: {}", fmt::join(own, ", "),
                     fmt::join(listings, ", "));
}

}  // namespace nqueens::io
