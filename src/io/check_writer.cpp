#include "nqueens/io/check_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <type_traits>
#include <vector>

#include "io/text_lines.hpp"
#include "nqueens/io/input_error.hpp"
#include "nqueens/io/quote.hpp"
#include "nqueens/wording.hpp"

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

std::string shown(const std::optional<std::string>& line, std::size_t offset, std::string_view none) {
  if (!line) return std::string(none);
  if (line->empty()) return "(a blank line)";
  return around(*line, offset);
}

// The two lines of a difference under its sentence; `newline` marks the judge's line end.
void write_lines(Output& out, const LineDifference& d, bool newline = false) {
  out.print("    expected: {}{}\n", shown(d.expected, d.offset, "(nothing: the judge's output has ended)"),
            newline ? "↵" : "");
  out.print("    actual:   {}\n", shown(d.actual, d.offset, "(nothing: your output has ended)"));
}

// A run of spaces and tabs in words: "a space", "2 spaces", "a tab and a space", "no space".
std::string spaces_in_words(std::string_view run) {
  const auto tabs = static_cast<std::size_t>(std::count(run.begin(), run.end(), '\t'));
  const std::size_t spaces = run.size() - tabs;
  auto some = [](std::size_t count, std::string_view word) {
    return count == 1 ? fmt::format("a {}", word) : plural(count, word);
  };
  if (tabs == 0) return spaces == 0 ? "no space" : some(spaces, "space");
  if (spaces == 0) return some(tabs, "tab");
  return fmt::format("{} and {}", some(tabs, "tab"), some(spaces, "space"));
}

// What one run has past the other at the end of a line (the longer starts with the shorter).
std::string_view beyond(std::string_view longer, std::string_view shorter) { return longer.substr(shorter.size()); }

std::string layout_sentence(const LayoutDifference& d) {
  const std::size_t line = d.first.line;
  const std::size_t character = character_at(d.first.actual, d.first.offset);
  switch (d.kind) {
    case Layout::byte_order_mark:
      return "your output starts with a byte order mark (⟨BOM⟩, U+FEFF) the judge does not expect";
    case Layout::crlf:
      return fmt::format("line {} ends with CR LF (␍, Windows line ends); the judge expects LF alone", line);
    case Layout::trailing_space:
      return fmt::format("line {} ends with {} the judge does not expect", line,
                         spaces_in_words(beyond(d.actual_spaces, d.expected_spaces)));
    case Layout::missing_trailing_space:
      return fmt::format("line {} lacks {} at its end that the judge expects", line,
                         spaces_in_words(beyond(d.expected_spaces, d.actual_spaces)));
    case Layout::tab_for_space:
    case Layout::space_for_tab:
    case Layout::spacing:
      return fmt::format("line {} has {} at character {} where the judge expects {}", line,
                         spaces_in_words(d.actual_spaces), character, spaces_in_words(d.expected_spaces));
    case Layout::blank_line:
      return fmt::format("line {} is a blank line the judge does not expect", line);
    case Layout::missing_blank_line:
      return d.first.actual ? fmt::format("the judge expects a blank line before line {}", line)
                            : "the judge expects a blank line at the end";
    case Layout::missing_final_newline:
      return fmt::format("the last line ({}) does not end with a newline (↵); the judge's does", line);
  }
  return {};
}

void write_layout(Output& out, const LayoutDifference& d) {
  const bool blank = d.kind == Layout::blank_line || d.kind == Layout::missing_blank_line;
  out.print("- {}", layout_sentence(d));
  if (d.lines > 1) out.print(" ({} in all)", plural(d.lines, blank ? "blank line" : "line"));
  out.write("\n");
  write_lines(out, d.first, d.kind == Layout::missing_final_newline);
}

// The groups of layout differences, for "right except for line ends and spaces".
std::string layout_groups(const OutputCheck& check) {
  std::vector<std::string_view> groups;
  for (const Finding& f : check.findings) {
    const auto* d = std::get_if<LayoutDifference>(&f);
    if (d == nullptr) continue;
    std::string_view group = "spaces";
    if (d->kind == Layout::byte_order_mark) group = "a byte order mark";
    if (d->kind == Layout::crlf || d->kind == Layout::missing_final_newline) group = "line ends";
    if ((d->expected_spaces + d->actual_spaces).find('\t') != std::string::npos) group = "tabs";
    if (d->kind == Layout::blank_line || d->kind == Layout::missing_blank_line) group = "blank lines";
    if (std::find(groups.begin(), groups.end(), group) == groups.end()) groups.push_back(group);
  }
  if (groups.empty()) return "layout";
  std::string text(groups.front());
  for (std::size_t k = 1; k < groups.size(); ++k)
    text += fmt::format("{}{}", k + 1 == groups.size() ? " and " : ", ", groups[k]);
  return text;
}

std::string at(const ListedSolution& s) { return fmt::format("solution {} (line {})", s.position, s.line); }

std::string key_text(const ListedSolution& s, SolutionOrder order) {
  if (order == SolutionOrder::rows_by_column) return fmt::format("rows {}, column by column", fmt::join(s.key, " "));
  return fmt::format("columns {}", fmt::join(s.key, " "));
}

std::string order_in_words(SolutionOrder order) {
  return order == SolutionOrder::rows_by_column ? "in lexicographic order of the queens' rows, column by column"
                                                : "in lexicographic order of the queens' columns, row by row";
}

std::string row_and_column(Square s) { return fmt::format("row {}, column {}", s.row + 1, s.column + 1); }

std::string attack_text(const Attack& a) {
  const std::string_view line = line_name(a.line);
  return fmt::format("the queens in {} and {} share {} {}", row_and_column(a.first), row_and_column(a.second),
                     line.front() == 'a' ? "an" : "a", line);
}

std::string why_not(const NotASolution& f, int n) {
  if (f.rows != 0) return fmt::format("its board has {}; the {}×{} board has {}", plural(f.rows, "row"), n, n, n);
  if (f.off_board) return fmt::format("its queen in {} is off the {}×{} board", row_and_column(*f.off_board), n, n);
  std::vector<std::string> reasons;
  if (f.queens != n)
    reasons.push_back(fmt::format("it has {}; the {}×{} board needs {}", plural(f.queens, "queen"), n, n, n));
  for (const Attack& a : f.attacks) reasons.push_back(attack_text(a));
  std::string text = fmt::format("{}", fmt::join(reasons, "; "));
  if (f.attacking_pairs > f.attacks.size())
    text += fmt::format(" (and {} more)", plural(f.attacking_pairs - f.attacks.size(), "attacking pair"));
  return text;
}

// ", ..." after examples when there are more than those shown.
std::string_view more(std::uint64_t count, std::size_t shown) { return count > shown ? ", ..." : ""; }

void write_finding(Output& out, const OutputCheck& check, const Finding& finding) {
  std::visit(
      [&](const auto& f) {
        using Kind = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<Kind, LayoutOnly>) {
          out.print("- your output is right except for {}\n", layout_groups(check));
        } else if constexpr (std::is_same_v<Kind, LayoutDifference>) {
          write_layout(out, f);
        } else if constexpr (std::is_same_v<Kind, FirstDifference>) {
          const LineDifference& d = f.where;
          if (!d.actual && d.line == 1)
            out.print("- your output is empty\n");
          else if (!d.actual)
            out.print("- your output ends after line {}; the judge's goes on\n", d.line - 1);
          else if (!d.expected)
            out.print("- line {} is more than the judge expects: the judge's output has ended\n", d.line);
          else
            out.print("- line {} is not what the judge expects (first difference at character {})\n", d.line,
                      character_at(d.actual, d.offset));
          write_lines(out, d);
        } else if constexpr (std::is_same_v<Kind, NotASolution>) {
          out.print("- {} is not a solution: {}", at(f.first), why_not(f, check.n));
          if (f.count > 1) out.print("; {} more listed are not solutions either", f.count - 1);
          out.write("\n");
        } else if constexpr (std::is_same_v<Kind, Repeated>) {
          std::vector<std::string> repeats;
          for (const auto& [repeat, original] : f.examples) repeats.push_back(at(repeat) + " repeats " + at(original));
          out.print("- {} {} listed again: {}{}\n", plural(f.count, "solution"), f.count == 1 ? "is" : "are",
                    fmt::join(repeats, ", "), more(f.count, repeats.size()));
        } else if constexpr (std::is_same_v<Kind, Missing>) {
          std::vector<std::string> missing;
          for (const ListedSolution& s : f.examples)
            missing.push_back(fmt::format("its solution {} ({})", s.position, key_text(s, check.order)));
          out.print("- {} of the judge's {} {} missing: {}{}\n", f.count, plural(f.expected, "solution"),
                    f.count == 1 ? "is" : "are", fmt::join(missing, ", "), more(f.count, missing.size()));
        } else if constexpr (std::is_same_v<Kind, Extra>) {
          std::vector<std::string> extra;
          for (const ListedSolution& s : f.examples)
            extra.push_back(fmt::format("{}: {}", at(s), key_text(s, check.order)));
          out.print("- {} the judge does not list: {}{}", plural(f.count, "solution"), fmt::join(extra, ", "),
                    more(f.count, extra.size()));
          if (f.shown > 0) out.print("; the judge wants only the first {}, {}", f.shown, order_in_words(check.order));
          out.write("\n");
        } else if constexpr (std::is_same_v<Kind, WrongOrder>) {
          out.print("- the solutions are out of order: {} should come before {}", at(f.sooner), at(f.later));
          if (f.misplaced > 1) out.print(" ({} such places in all)", f.misplaced);
          out.print("; the judge lists them {}\n", order_in_words(check.order));
        } else if constexpr (std::is_same_v<Kind, WrongTotal>) {
          if (f.actual)
            out.print("- line {} says {}; the judge expects {}", f.line, quote(*f.actual, 80), quote(f.expected, 80));
          else
            out.print("- your output has no total: the judge expects the line {} at its end", quote(f.expected, 80));
          if (f.shown > 0)
            out.print(" (Q({}), the number of all the solutions, not only of the {} listed)", check.n, f.shown);
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

void write_output_check(Output& out, const OutputCheck& check) {
  if (check.matches()) {
    out.print("output matches format {} for n = {}\n", check.format, check.n);
    return;
  }
  out.print("output differs from format {} for n = {}:\n", check.format, check.n);
  for (const Finding& f : check.findings) write_finding(out, check, f);
}

}  // namespace nqueens::io
