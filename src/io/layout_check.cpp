#include "layout_check.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace nqueens::io {

namespace {

constexpr std::size_t layout_kinds = static_cast<std::size_t>(Layout::missing_final_newline) + 1;

// Each kind of layout difference: its first place and how many lines show it.
class LayoutTally {
 public:
  void add(Layout kind, LineDifference where, std::string expected_spaces = {}, std::string actual_spaces = {},
           std::size_t lines = 1) {
    auto& slot = found_[static_cast<std::size_t>(kind)];
    if (slot)
      slot->lines += lines;
    else
      slot = LayoutDifference{kind, std::move(where), lines, std::move(expected_spaces), std::move(actual_spaces)};
  }
  std::vector<LayoutDifference> in_line_order() const {
    std::vector<LayoutDifference> out;
    for (const auto& slot : found_)
      if (slot) out.push_back(*slot);
    std::stable_sort(out.begin(), out.end(),
                     [](const LayoutDifference& a, const LayoutDifference& b) { return a.first.line < b.first.line; });
    return out;
  }

 private:
  std::array<std::optional<LayoutDifference>, layout_kinds> found_;
};

std::size_t body_start(const TextLine& line) { return static_cast<std::size_t>(line.body.data() - line.raw.data()); }

bool is_blank_line(const TextLine& line) { return std::all_of(line.body.begin(), line.body.end(), is_space_or_tab); }

std::optional<std::string> raw_line(const TextLines& text, std::size_t index) {
  if (index >= text.lines.size()) return std::nullopt;
  return std::string(text.lines[index].raw);
}

// The offset in `actual` of the first character that differs from `expected`, spaces and tabs
// skipped in both; nullopt if they show the same characters.
std::optional<std::size_t> first_visible_difference(std::string_view expected, std::string_view actual) {
  std::size_t i = 0;
  std::size_t j = 0;
  for (;; ++i, ++j) {
    while (i < expected.size() && is_space_or_tab(expected[i])) ++i;
    while (j < actual.size() && is_space_or_tab(actual[j])) ++j;
    if (i == expected.size() && j == actual.size()) return std::nullopt;
    if (i == expected.size() || j == actual.size() || expected[i] != actual[j]) return j;
  }
}

std::size_t common_prefix(std::string_view a, std::string_view b) {
  return static_cast<std::size_t>(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
}

// What is wrong with the run of spaces and tabs `actual` where the judge has `expected`.
Layout classify(std::string_view expected, std::string_view actual, bool at_end) {
  if (at_end && actual.starts_with(expected)) return Layout::trailing_space;
  if (at_end && expected.starts_with(actual)) return Layout::missing_trailing_space;
  const bool expected_tab = expected.find('\t') != std::string_view::npos;
  const bool actual_tab = actual.find('\t') != std::string_view::npos;
  if (actual_tab && !expected_tab) return Layout::tab_for_space;
  if (expected_tab && !actual_tab) return Layout::space_for_tab;
  return Layout::spacing;
}

// Where a line first shows a kind of layout difference.
struct Spot {
  std::size_t offset = 0;  // in the output's line body
  std::string_view expected_spaces;
  std::string_view actual_spaces;
};

// Two lines that show the same characters: their runs of spaces and tabs, one by one (before
// the first character, between two, after the last), and their line ends.
void compare_lines(const TextLine& expected, const TextLine& actual, std::size_t line_number, LayoutTally& tally) {
  std::array<std::optional<Spot>, layout_kinds> spots;  // the kinds on this line, where first
  auto note = [&](Layout kind, Spot spot) {
    auto& slot = spots[static_cast<std::size_t>(kind)];
    if (!slot) slot = spot;
  };
  const std::string_view e = expected.body;
  const std::string_view a = actual.body;
  for (std::size_t i = 0, j = 0;; ++i, ++j) {
    const std::size_t e_start = i;
    const std::size_t a_start = j;
    while (i < e.size() && is_space_or_tab(e[i])) ++i;
    while (j < a.size() && is_space_or_tab(a[j])) ++j;
    const std::string_view e_run = e.substr(e_start, i - e_start);
    const std::string_view a_run = a.substr(a_start, j - a_start);
    const bool at_end = i == e.size();
    if (e_run != a_run) note(classify(e_run, a_run, at_end), {a_start + common_prefix(e_run, a_run), e_run, a_run});
    if (at_end) break;
  }
  if (actual.cr && !expected.cr) note(Layout::crlf, {a.size(), {}, {}});
  for (std::size_t k = 0; k < layout_kinds; ++k) {
    if (!spots[k]) continue;
    const Spot& spot = *spots[k];
    tally.add(static_cast<Layout>(k),
              {line_number, std::string(expected.raw), std::string(actual.raw), spot.offset + body_start(actual)},
              std::string(spot.expected_spaces), std::string(spot.actual_spaces));
  }
}

// The blank lines between two lines that show something: lines [e_begin, e_end) of the
// listing and [a_begin, a_end) of the output. Paired in order; the rest are extra or missing.
void compare_blank_runs(const TextLines& expected, std::size_t e_begin, std::size_t e_end, const TextLines& actual,
                        std::size_t a_begin, std::size_t a_end, LayoutTally& tally) {
  const std::size_t e_count = e_end - e_begin;
  const std::size_t a_count = a_end - a_begin;
  const std::size_t paired = std::min(e_count, a_count);
  for (std::size_t k = 0; k < paired; ++k)
    compare_lines(expected.lines[e_begin + k], actual.lines[a_begin + k], a_begin + k + 1, tally);
  for (std::size_t k = paired; k < a_count; ++k)
    tally.add(Layout::blank_line,
              {a_begin + k + 1, raw_line(expected, e_end), std::string(actual.lines[a_begin + k].raw), 0});
  if (e_count > a_count)
    tally.add(Layout::missing_blank_line, {a_end + 1, std::string(), raw_line(actual, a_end), 0}, {}, {},
              e_count - a_count);
}

std::vector<std::size_t> shown_lines(const TextLines& text) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < text.lines.size(); ++i)
    if (!is_blank_line(text.lines[i])) out.push_back(i);
  return out;
}

// The ends of the text: a byte order mark before its first line, a newline after its last.
void compare_ends(const TextLines& expected, const TextLines& actual, LayoutTally& tally) {
  if (actual.byte_order_mark && !expected.byte_order_mark)
    tally.add(Layout::byte_order_mark, {1, raw_line(expected, 0), raw_line(actual, 0), 0});
  if (!actual.final_newline && expected.final_newline && !expected.lines.empty()) {
    const std::string_view last = actual.lines.back().raw;
    tally.add(Layout::missing_final_newline,
              {actual.lines.size(), std::string(expected.lines.back().raw), std::string(last), last.size()});
  }
}

}  // namespace

LayoutComparison compare_layout(const TextLines& expected, const TextLines& actual) {
  const std::vector<std::size_t> e_shown = shown_lines(expected);
  const std::vector<std::size_t> a_shown = shown_lines(actual);
  LayoutTally tally;
  LayoutComparison out;
  std::size_t e_next = 0;  // the first line after the last pair compared
  std::size_t a_next = 0;
  const std::size_t pairs = std::min(e_shown.size(), a_shown.size());
  for (std::size_t k = 0; k < pairs; ++k) {
    const TextLine& e = expected.lines[e_shown[k]];
    const TextLine& a = actual.lines[a_shown[k]];
    // Past the first difference of content the blank lines no longer pair up.
    if (!out.first_difference) compare_blank_runs(expected, e_next, e_shown[k], actual, a_next, a_shown[k], tally);
    e_next = e_shown[k] + 1;
    a_next = a_shown[k] + 1;
    const std::optional<std::size_t> differs = first_visible_difference(e.body, a.body);
    if (!differs) {
      compare_lines(e, a, a_next, tally);
      continue;
    }
    if (a.cr && !e.cr) tally.add(Layout::crlf, {a_next, std::string(e.raw), std::string(a.raw), a.raw.size() - 1});
    if (!out.first_difference)
      out.first_difference = LineDifference{a_next, std::string(e.raw), std::string(a.raw), *differs + body_start(a)};
  }
  if (!out.first_difference && e_shown.size() > pairs)  // the output stops early
    out.first_difference = LineDifference{actual.lines.size() + 1, raw_line(expected, e_shown[pairs]), std::nullopt, 0};
  if (!out.first_difference && a_shown.size() > pairs)  // the output goes on
    out.first_difference = LineDifference{a_shown[pairs] + 1, std::nullopt, raw_line(actual, a_shown[pairs]), 0};
  if (!out.first_difference)
    compare_blank_runs(expected, e_next, expected.lines.size(), actual, a_next, actual.lines.size(), tally);
  compare_ends(expected, actual, tally);
  out.same_content = !out.first_difference;
  out.differences = tally.in_line_order();
  return out;
}

}  // namespace nqueens::io
