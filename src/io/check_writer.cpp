#include "nqueens/io/check_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <type_traits>
#include <vector>

#include "io/text_lines.hpp"
#include "messages.hpp"
#include "nqueens/io/input_error.hpp"
#include "nqueens/io/quote.hpp"

namespace nqueens::io {

namespace {

// A long line is shown from this many bytes before the difference, this many bytes in all.
constexpr std::size_t shown_before = 30;
constexpr std::size_t shown_bytes = 72;

// The character number, from 1, of the byte at `offset` of a UTF-8 line: what an editor shows,
// which does not count a byte order mark.
std::size_t character_at(const std::optional<std::string>& line, std::size_t offset) {
  if (!line) return 1;
  return position_in(*line, std::min(offset, line->size())).column;
}

// The line made visible; a long one only around `offset`, cut between characters.
std::string around(std::string_view line, std::size_t offset) {
  if (line.size() <= shown_bytes) return visible(line);
  std::size_t start = offset > shown_before ? std::min(offset, line.size()) - shown_before : 0;
  while (start > 0 && is_utf8_continuation(line[start])) --start;
  std::size_t end = std::min(line.size(), start + shown_bytes);
  while (end < line.size() && is_utf8_continuation(line[end])) ++end;
  return fmt::format("{}{}{}", start > 0 ? "…" : "", visible(line.substr(start, end - start)),
                     end < line.size() ? "…" : "");
}

std::string shown(const std::optional<std::string>& line, std::size_t offset, std::string_view none,
                  const CheckWords& w) {
  if (!line) return std::string(none);
  if (line->empty()) return std::string(w.blank_line);
  return around(*line, offset);
}

// The two lines of a difference under its sentence; `newline` marks the judge's line end.
void write_lines(Output& out, const LineDifference& d, const CheckWords& w, bool newline = false) {
  out.write(say(w.expected, shown(d.expected, d.offset, w.judge_ended, w), newline ? "↵" : ""));
  out.write(say(w.actual, shown(d.actual, d.offset, w.yours_ended, w)));
}

// A run of spaces and tabs in words: "a space", "2 spaces", "a tab and a space", "no space".
std::string spaces_in_words(std::string_view run, const CheckWords& w) {
  const auto tabs = static_cast<std::size_t>(std::count(run.begin(), run.end(), '\t'));
  const std::size_t spaces = run.size() - tabs;
  if (tabs == 0) return spaces == 0 ? std::string(w.no_space) : w.spaces(spaces);
  if (spaces == 0) return w.tabs(tabs);
  return say(w.tabs_and_spaces, w.tabs(tabs), w.spaces(spaces));
}

// What one run has past the other at the end of a line (the longer starts with the shorter).
std::string_view beyond(std::string_view longer, std::string_view shorter) { return longer.substr(shorter.size()); }

std::string layout_sentence(const LayoutDifference& d, const CheckWords& w) {
  const std::size_t line = d.first.line;
  const std::size_t character = character_at(d.first.actual, d.first.offset);
  switch (d.kind) {
    case Layout::byte_order_mark:
      return std::string(w.bom);
    case Layout::crlf:
      return say(w.crlf, line);
    case Layout::trailing_space:
      return say(w.trailing_space, line, spaces_in_words(beyond(d.actual_spaces, d.expected_spaces), w));
    case Layout::missing_trailing_space:
      return say(w.missing_trailing_space, line, spaces_in_words(beyond(d.expected_spaces, d.actual_spaces), w));
    case Layout::tab_for_space:
    case Layout::space_for_tab:
    case Layout::spacing:
      return say(w.spacing, line, spaces_in_words(d.actual_spaces, w), character,
                 spaces_in_words(d.expected_spaces, w));
    case Layout::blank_line:
      return say(w.extra_blank_line, line);
    case Layout::missing_blank_line:
      return d.first.actual ? say(w.missing_blank_line, line) : std::string(w.missing_final_blank_line);
    case Layout::missing_final_newline:
      return say(w.missing_final_newline, line);
  }
  return {};
}

void write_layout(Output& out, const LayoutDifference& d, const CheckWords& w) {
  const bool blank = d.kind == Layout::blank_line || d.kind == Layout::missing_blank_line;
  out.print("- {}", layout_sentence(d, w));
  if (d.lines > 1) out.write(blank ? w.blank_lines_in_all(d.lines) : w.lines_in_all(d.lines));
  out.write("\n");
  write_lines(out, d.first, w, d.kind == Layout::missing_final_newline);
}

// The groups of layout differences, for "right except for line ends and spaces".
std::string layout_groups(const OutputCheck& check, const CheckWords& w) {
  std::vector<std::string> groups;
  for (const Finding& f : check.findings) {
    const auto* d = std::get_if<LayoutDifference>(&f);
    if (d == nullptr) continue;
    std::string group(w.group_spaces);
    if (d->kind == Layout::byte_order_mark) group = w.group_bom;
    if (d->kind == Layout::crlf || d->kind == Layout::missing_final_newline) group = w.group_line_ends;
    if ((d->expected_spaces + d->actual_spaces).find('\t') != std::string::npos) group = w.group_tabs;
    if (d->kind == Layout::blank_line || d->kind == Layout::missing_blank_line) group = w.group_blank_lines;
    if (std::find(groups.begin(), groups.end(), group) == groups.end()) groups.push_back(group);
  }
  if (groups.empty()) return std::string(w.group_layout);
  return listed(groups, w.list_comma, w.list_and);
}

std::string at(const ListedSolution& s, const CheckWords& w) { return say(w.at, s.position, s.line); }

std::string key_text(const ListedSolution& s, SolutionOrder order, const CheckWords& w) {
  return say(order == SolutionOrder::rows_by_column ? w.key_rows : w.key_columns, fmt::join(s.key, " "));
}

std::string_view order_in_words(SolutionOrder order, const CheckWords& w) {
  return order == SolutionOrder::rows_by_column ? w.order_rows_by_column : w.order_columns_by_row;
}

std::string row_and_column(Square s, const CheckWords& w) { return say(w.row_and_column, s.row + 1, s.column + 1); }

std::string why_not(const NotASolution& f, int n, const CheckWords& w) {
  if (f.rows != 0) return say(w.wrong_rows, w.rows(f.rows), n);
  if (f.off_board) return say(w.off_board, row_and_column(*f.off_board, w), n);
  std::vector<std::string> reasons;
  if (f.queens != n) reasons.push_back(say(w.wrong_queens, w.queens(static_cast<std::uint64_t>(f.queens)), n));
  for (const Attack& a : f.attacks)
    reasons.push_back(say(w.share, row_and_column(a.first, w), row_and_column(a.second, w),
                          w.line_with_article[static_cast<std::size_t>(a.reach)]));
  std::string text = fmt::format("{}", fmt::join(reasons, w.reasons_separator));
  if (f.attacking_pairs > f.attacks.size())
    text += say(w.and_more, w.attacking_pairs(f.attacking_pairs - f.attacks.size()));
  return text;
}

// The examples of a finding, and the mark that there are more than those shown.
std::string examples(const std::vector<std::string>& items, std::uint64_t count, const CheckWords& w) {
  return fmt::format("{}{}", fmt::join(items, w.example_separator), count > items.size() ? w.more_examples : "");
}

void write_finding(Output& out, const OutputCheck& check, const Finding& finding, const CheckWords& w) {
  std::visit(
      [&](const auto& f) {
        using Kind = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<Kind, LayoutOnly>) {
          out.write(say(w.layout_only, layout_groups(check, w)));
        } else if constexpr (std::is_same_v<Kind, LayoutDifference>) {
          write_layout(out, f, w);
        } else if constexpr (std::is_same_v<Kind, FirstDifference>) {
          const LineDifference& d = f.where;
          if (!d.actual && d.line == 1)
            out.write(w.empty);
          else if (!d.actual)
            out.write(say(w.ends_after, d.line - 1));
          else if (!d.expected)
            out.write(say(w.more_than_expected, d.line));
          else
            out.write(say(w.first_difference, d.line, character_at(d.actual, d.offset)));
          write_lines(out, d, w);
        } else if constexpr (std::is_same_v<Kind, NotASolution>) {
          out.write(say(w.not_a_solution, at(f.first, w), why_not(f, check.n, w)));
          if (f.count > 1) out.write(say(w.not_solutions_either, f.count - 1));
          out.write("\n");
        } else if constexpr (std::is_same_v<Kind, Repeated>) {
          std::vector<std::string> repeats;
          for (const auto& [repeat, original] : f.examples)
            repeats.push_back(say(w.repeats, at(repeat, w), at(original, w)));
          out.print("{}{}\n", w.repeated(f.count), examples(repeats, f.count, w));
        } else if constexpr (std::is_same_v<Kind, Missing>) {
          std::vector<std::string> missing;
          for (const ListedSolution& s : f.examples)
            missing.push_back(say(w.missing_item, s.position, key_text(s, check.order, w)));
          out.print("{}{}\n", w.missing(f.count, w.judges_solutions(f.expected)), examples(missing, f.count, w));
        } else if constexpr (std::is_same_v<Kind, Extra>) {
          std::vector<std::string> extra;
          for (const ListedSolution& s : f.examples)
            extra.push_back(say(w.extra_item, at(s, w), key_text(s, check.order, w)));
          out.print("{}{}", w.extra(f.count), examples(extra, f.count, w));
          if (f.shown > 0) out.write(say(w.only_first, f.shown, order_in_words(check.order, w)));
          out.write("\n");
        } else if constexpr (std::is_same_v<Kind, WrongOrder>) {
          out.write(say(w.out_of_order, at(f.sooner, w), at(f.later, w)));
          if (f.misplaced > 1) out.write(say(w.places_in_all, f.misplaced));
          out.write(say(w.lists_them, order_in_words(check.order, w)));
        } else if constexpr (std::is_same_v<Kind, WrongTotal>) {
          if (f.actual)
            out.write(say(w.wrong_total, f.line, quote(*f.actual, 80), quote(f.expected, 80)));
          else
            out.write(say(w.no_total, quote(f.expected, 80)));
          if (f.shown > 0) out.write(say(w.total_of_all, check.n, f.shown));
          out.write("\n");
        }
      },
      finding);
}

}  // namespace

std::string visible(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (std::size_t i = 0; i < line.size(); ++i) {
    const auto c = static_cast<unsigned char>(line[i]);
    if (line.substr(i).starts_with(byte_order_mark)) {
      out += "⟨BOM⟩";
      i += byte_order_mark.size() - 1;
    } else if (c == ' ') {
      out += "·";
    } else if (c == '\t') {
      out += "→";
    } else if (c == '\r') {
      out += "␍";
    } else if (c < 0x20 || c == 0x7F) {
      out += fmt::format("\\x{:02X}", c);
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  return out;
}

void write_output_check(Output& out, const OutputCheck& check, Language language) {
  const CheckWords& w = messages(language).check;
  if (check.matches()) {
    out.write(say(w.matches, check.format, check.n));
    return;
  }
  out.write(say(w.differs, check.format, check.n));
  for (const Finding& f : check.findings) write_finding(out, check, f, w);
}

}  // namespace nqueens::io
