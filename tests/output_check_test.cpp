// io::check_output: each kind of mistake a learner makes, in the judges' and tutorials' formats,
// and the findings it gives (their values, and their wording by io::write_output_check).

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "nqueens/io/check_writer.hpp"
#include "nqueens/io/output_check.hpp"
#include "nqueens/io/solution_listing.hpp"

namespace nqueens::io {
namespace {

std::string listing(std::string_view format, int n) { return listing_text(solution_format(format), n); }

OutputCheck check(std::string_view format, int n, const std::string& output) {
  return check_output(solution_format(format), n, output);
}

std::string words(const OutputCheck& c) {
  return written([&](Output& out) { write_output_check(out, c); });
}

// The text's lines, without their LFs (the text ends with one).
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = text.find('\n', start);
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string text_of(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + '\n';
  return out;
}

// The listing of `format` for n with line `number` (from 1) replaced by `line`.
std::string with_line(std::string_view format, int n, std::size_t number, const std::string& line) {
  auto lines = lines_of(listing(format, n));
  lines.at(number - 1) = line;
  return text_of(lines);
}

// The wording of the check holds this line (the command-line tests check whole outputs).
void expect_says(const OutputCheck& c, const std::string& line) {
  EXPECT_NE(words(c).find(line + '\n'), std::string::npos) << words(c);
}

template <class Kind>
const Kind& finding(const OutputCheck& c, std::size_t k) {
  if (k >= c.findings.size() || !std::holds_alternative<Kind>(c.findings[k]))
    throw std::logic_error("finding " + std::to_string(k) + " is not of the kind expected:\n" + words(c));
  return std::get<Kind>(c.findings[k]);
}

TEST(OutputCheck, EveryFormatMatchesItsOwnListing) {
  for (const SolutionFormat& format : solution_formats())
    for (int n = 1; n <= std::min(8, format.max_n); ++n) {
      const OutputCheck c = check_output(format, n, listing_text(format, n));
      EXPECT_TRUE(c.matches()) << format.name << " " << n << "\n" << words(c);
    }
  EXPECT_EQ(words(check("numbered", 8, listing("numbered", 8))), "output matches format numbered for n = 8\n");
}

TEST(OutputCheck, TrailingSpace) {
  const OutputCheck c = check("numbered", 8, with_line("numbered", 8, 3, "  3:  1  7  4  6  8  2  5  3 "));
  ASSERT_EQ(c.findings.size(), 2u) << words(c);
  finding<LayoutOnly>(c, 0);
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::trailing_space);
  EXPECT_EQ(d.first.line, 3u);
  EXPECT_EQ(d.first.offset, 28u);
  EXPECT_EQ(d.lines, 1u);
  EXPECT_EQ(d.actual_spaces, " ");
  expect_says(c, "- line 3 ends with a space the judge does not expect");
}

TEST(OutputCheck, CrlfLineEnds) {
  std::string crlf;
  for (const std::string& line : lines_of(listing("board", 4))) crlf += line + "\r\n";
  const OutputCheck c = check("board", 4, crlf);
  ASSERT_EQ(c.findings.size(), 2u) << words(c);
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::crlf);
  EXPECT_EQ(d.first.line, 1u);
  EXPECT_EQ(d.lines, 13u);  // every line, the blank ones too
  expect_says(c, "- your output is right except for line ends");
}

TEST(OutputCheck, TabForSpace) {
  const OutputCheck c = check("openjudge", 4, with_line("openjudge", 4, 2, "0 0\t1 0 "));
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::tab_for_space);
  EXPECT_EQ(d.first.line, 2u);
  EXPECT_EQ(d.first.offset, 3u);
  expect_says(c, "- line 2 has a tab at character 4 where the judge expects a space");
}

TEST(OutputCheck, SpaceForTabAndMissingTrailingTab) {
  const std::string line = "方案1:\t1行2列\t2行4列\t3行6列\t4行1列\t5行3列\t6行5列";  // no TAB at the end
  const OutputCheck c = check("squares", 6, with_line("squares", 6, 1, line));
  EXPECT_EQ(finding<LayoutDifference>(c, 1).kind, Layout::missing_trailing_space);
  EXPECT_EQ(finding<LayoutDifference>(c, 1).expected_spaces, "\t");
  const OutputCheck spaces =
      check("squares", 6, with_line("squares", 6, 2, "方案2: 1行3列\t2行6列\t3行2列\t4行5列\t5行1列\t6行4列\t"));
  EXPECT_EQ(finding<LayoutDifference>(spaces, 1).kind, Layout::space_for_tab);
  expect_says(spaces, "- line 2 has a space at character 5 where the judge expects a tab");
}

TEST(OutputCheck, MissingTrailingSpace) {
  std::string text;
  for (const std::string& line : lines_of(listing("openjudge", 8)))
    text += (line.ends_with(' ') ? line.substr(0, line.size() - 1) : line) + '\n';
  const OutputCheck c = check("openjudge", 8, text);
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::missing_trailing_space);
  EXPECT_EQ(d.first.line, 2u);
  EXPECT_EQ(d.lines, 92u * 8u);
  expect_says(c,
              "- line 2 lacks a space at its end that the judge expects (736 lines in all)\n"
              "    expected: 1·0·0·0·0·0·0·0·\n"
              "    actual:   1·0·0·0·0·0·0·0");
}

TEST(OutputCheck, MissingFinalNewline) {
  std::string text = listing("hash", 4);
  text.pop_back();
  const OutputCheck c = check("hash", 4, text);
  ASSERT_EQ(c.findings.size(), 2u) << words(c);
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::missing_final_newline);
  EXPECT_EQ(d.first.line, 11u);
  expect_says(c, "    expected: 4皇后问题的解的个数为:2↵");
}

TEST(OutputCheck, ByteOrderMark) {
  const OutputCheck c = check("usaco", 5, "\xEF\xBB\xBF" + listing("usaco", 5));
  ASSERT_EQ(c.findings.size(), 2u) << words(c);
  EXPECT_EQ(finding<LayoutDifference>(c, 1).kind, Layout::byte_order_mark);
  expect_says(c,
              "- your output is right except for a byte order mark\n"
              "- your output starts with a byte order mark (⟨BOM⟩, U+FEFF) the judge does not expect\n"
              "    expected: 1·3·5·2·4\n"
              "    actual:   ⟨BOM⟩1·3·5·2·4");
}

TEST(OutputCheck, BlankLines) {
  const OutputCheck extra = check("board", 4, listing("board", 4) + "\n");
  EXPECT_EQ(finding<LayoutDifference>(extra, 1).kind, Layout::blank_line);
  EXPECT_EQ(finding<LayoutDifference>(extra, 1).first.line, 14u);
  std::string none;
  for (const std::string& line : lines_of(listing("board", 4)))
    if (!line.empty()) none += line + '\n';
  const OutputCheck missing = check("board", 4, none);
  const auto& d = finding<LayoutDifference>(missing, 1);
  EXPECT_EQ(d.kind, Layout::missing_blank_line);
  EXPECT_EQ(d.first.line, 6u);
  EXPECT_EQ(d.lines, 2u);
  expect_says(missing,
              "- your output is right except for blank lines\n"
              "- the judge expects a blank line before line 6 (2 blank lines in all)");
}

TEST(OutputCheck, SpacingInsideALine) {
  const OutputCheck c = check("leetcode", 4,
                              R"([[".Q..", "...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]])"
                              "\n");
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::spacing);
  EXPECT_EQ(d.first.offset, 9u);
  expect_says(c, "- line 1 has a space at character 10 where the judge expects no space");
}

TEST(OutputCheck, NotASolution) {
  // Solution 1 of 6 queens, 2 4 6 1 3 5, with the last two columns swapped.
  const OutputCheck c = check("usaco", 6, with_line("usaco", 6, 1, "2 4 6 1 5 3"));
  const auto& f = finding<NotASolution>(c, 0);
  EXPECT_EQ(f.count, 1u);
  EXPECT_EQ(f.first.position, 1u);
  EXPECT_EQ(f.first.line, 1u);
  EXPECT_EQ(f.queens, 6);
  EXPECT_EQ(f.attacking_pairs, 2u);
  ASSERT_EQ(f.attacks.size(), 2u);
  EXPECT_EQ(f.attacks[0].reach, Reach::diagonal);
  EXPECT_EQ(f.attacks[0].first, (Square{3, 0}));
  EXPECT_EQ(f.attacks[0].second, (Square{5, 2}));
  EXPECT_EQ(f.attacks[1].reach, Reach::anti_diagonal);
  EXPECT_EQ(f.attacks[1].first, (Square{2, 5}));
  EXPECT_EQ(f.attacks[1].second, (Square{5, 2}));
  EXPECT_EQ(finding<Missing>(c, 1).examples.at(0).key, (std::vector<int>{2, 4, 6, 1, 3, 5}));
  EXPECT_EQ(c.findings.size(), 3u) << words(c);
}

TEST(OutputCheck, NotASolutionOnATransposedBoard) {
  // OpenJudge's boards as printed: row 2 of solution 1 moved from column 1 to column 2.
  const OutputCheck c = check("openjudge", 4, with_line("openjudge", 4, 3, "0 1 0 0 "));
  const auto& f = finding<NotASolution>(c, 0);
  EXPECT_EQ(f.first.line, 2u);
  ASSERT_FALSE(f.attacks.empty());
  EXPECT_EQ(f.attacks[0].reach, Reach::column);
  EXPECT_EQ(f.attacks[0].first, (Square{1, 1}));
  EXPECT_EQ(f.attacks[0].second, (Square{3, 1}));
  EXPECT_EQ(c.order, SolutionOrder::rows_by_column);
  expect_says(c, "its solution 1 (rows 2 4 1 3, column by column)");
}

TEST(OutputCheck, WrongNumberOfQueensOrRowsAndOffTheBoard) {
  const OutputCheck short_board = check("board", 4, with_line("board", 4, 3, ". . . ."));
  EXPECT_EQ(finding<NotASolution>(short_board, 0).queens, 3);
  EXPECT_NE(
      words(short_board).find("- solution 1 (line 2) is not a solution: it has 3 queens; the 4×4 board needs 4\n"),
      std::string::npos)
      << words(short_board);
  auto rows = lines_of(listing("board", 4));
  rows.erase(rows.begin() + 2);  // row 2 of solution 1: the rows below it move up
  const OutputCheck missing_row = check("board", 4, text_of(rows));
  EXPECT_EQ(finding<NotASolution>(missing_row, 0).rows, 3);
  expect_says(missing_row, "- solution 1 (line 2) is not a solution: its board has 3 rows; the 4×4 board has 4");
  const OutputCheck off = check("numbered", 4, with_line("numbered", 4, 1, "  1:  2  4  1  5"));
  EXPECT_EQ(finding<NotASolution>(off, 0).off_board, (Square{3, 4}));
  expect_says(off, "is not a solution: its queen in row 4, column 5 is off the 4×4 board");
}

TEST(OutputCheck, RepeatedSolution) {
  const OutputCheck c = check("digits", 8, listing("digits", 8) + "15863724\n");
  const auto& f = finding<Repeated>(c, 0);
  EXPECT_EQ(f.count, 1u);
  ASSERT_EQ(f.examples.size(), 1u);
  EXPECT_EQ(f.examples[0].first.position, 93u);
  EXPECT_EQ(f.examples[0].second.position, 1u);
  EXPECT_EQ(finding<FirstDifference>(c, 1).where.line, 93u);
  EXPECT_FALSE(finding<FirstDifference>(c, 1).where.expected);
}

TEST(OutputCheck, MissingSolution) {
  auto lines = lines_of(listing("hash", 6));
  lines.erase(lines.begin() + 7, lines.begin() + 14);  // solution 2: its 6 rows and the ====
  const OutputCheck c = check("hash", 6, text_of(lines));
  const auto& f = finding<Missing>(c, 0);
  EXPECT_EQ(f.count, 1u);
  EXPECT_EQ(f.expected, 4u);
  ASSERT_EQ(f.examples.size(), 1u);
  EXPECT_EQ(f.examples[0].position, 2u);
  EXPECT_EQ(f.examples[0].key, (std::vector<int>{3, 6, 2, 5, 1, 4}));
  expect_says(c, "- 1 of the judge's 4 solutions is missing: its solution 2 (columns 3 6 2 5 1 4)");
  EXPECT_EQ(finding<FirstDifference>(c, 1).where.line, 8u);
}

TEST(OutputCheck, ExtraSolutionPastTheFirstThree) {
  auto lines = lines_of(listing("usaco", 6));
  lines.insert(lines.begin() + 3, "5 3 1 6 4 2");
  const OutputCheck c = check("usaco", 6, text_of(lines));
  const auto& f = finding<Extra>(c, 0);
  EXPECT_EQ(f.count, 1u);
  EXPECT_EQ(f.shown, 3u);
  EXPECT_EQ(f.examples.at(0).line, 4u);
  EXPECT_EQ(f.examples.at(0).key, (std::vector<int>{5, 3, 1, 6, 4, 2}));
  EXPECT_EQ(c.findings.size(), 2u) << words(c);
}

TEST(OutputCheck, SolutionsOutOfOrder) {
  const OutputCheck c = check("leetcode", 4,
                              R"([["..Q.","Q...","...Q",".Q.."],[".Q..","...Q","Q...","..Q."]])"
                              "\n");
  ASSERT_EQ(c.findings.size(), 2u) << words(c);
  const auto& f = finding<WrongOrder>(c, 0);
  EXPECT_EQ(f.sooner.position, 2u);
  EXPECT_EQ(f.later.position, 1u);
  EXPECT_EQ(f.misplaced, 1u);
  EXPECT_EQ(finding<FirstDifference>(c, 1).where.offset, 4u);

  auto numbered = lines_of(listing("numbered", 8));
  std::swap(numbered[3], numbered[4]);
  const OutputCheck swapped = check("numbered", 8, text_of(numbered));
  EXPECT_EQ(finding<WrongOrder>(swapped, 0).sooner.line, 5u);
  EXPECT_EQ(finding<WrongOrder>(swapped, 0).later.line, 4u);
}

TEST(OutputCheck, WrongTotal) {
  const OutputCheck c = check("numbered", 8, with_line("numbered", 8, 93, "Total = 91"));
  ASSERT_EQ(c.findings.size(), 1u) << words(c);  // the finding quotes the line: no first difference
  const auto& f = finding<WrongTotal>(c, 0);
  EXPECT_EQ(f.line, 93u);
  EXPECT_EQ(f.expected, "Total = 92");
  EXPECT_EQ(f.actual, "Total = 91");
}

TEST(OutputCheck, MissingTotal) {
  auto lines = lines_of(listing("board", 4));
  lines.pop_back();
  const OutputCheck c = check("board", 4, text_of(lines));
  const auto& f = finding<WrongTotal>(c, 0);
  EXPECT_EQ(f.line, 13u);
  EXPECT_FALSE(f.actual);
  EXPECT_EQ(f.expected, "Total: 2 solutions");
}

TEST(OutputCheck, UsacoTotalIsQOfN) {
  const OutputCheck c = check("usaco", 8, with_line("usaco", 8, 4, "3"));
  EXPECT_EQ(finding<WrongTotal>(c, 0).shown, 3u);
  EXPECT_EQ(finding<WrongTotal>(c, 0).expected, "92");
  EXPECT_EQ(finding<WrongTotal>(c, 0).actual, "3");
}

TEST(OutputCheck, UnreadableOutputFallsBackToTheLines) {
  const OutputCheck c = check("leetcode", 4, "[[\".Q..\",,\"...Q\"]]\n");
  ASSERT_EQ(c.findings.size(), 1u) << words(c);
  EXPECT_EQ(finding<FirstDifference>(c, 0).where.offset, 9u);
  const OutputCheck empty = check("board", 4, "");
  expect_says(empty, "- your output is empty");
  const OutputCheck svg = check("svg", 4, listing("svg", 4) + "<!-- -->\n");
  ASSERT_EQ(svg.findings.size(), 1u) << words(svg);
  EXPECT_EQ(finding<FirstDifference>(svg, 0).where.line, lines_of(listing("svg", 4)).size() + 1);
}

TEST(OutputCheck, AtMostAHandfulOfFindings) {
  // The 6-queens listing in the 8-queens format: every solution wrong, crlf line ends, no total.
  std::string text;
  for (const std::string& line : lines_of(listing("numbered", 6))) text += line + "\r\n";
  const OutputCheck c = check("numbered", 8, text);
  EXPECT_EQ(c.findings.size(), max_findings) << words(c);
  EXPECT_EQ(finding<NotASolution>(c, 0).count, 4u);
  EXPECT_EQ(finding<NotASolution>(c, 0).queens, 6);
  EXPECT_EQ(finding<Missing>(c, 1).count, 92u);
  EXPECT_EQ(finding<Missing>(c, 1).examples.size(), max_examples);
}

TEST(OutputCheck, BadArguments) {
  EXPECT_THROW(check("board", 0, ""), std::invalid_argument);
  EXPECT_THROW(check("board", max_check_n + 1, ""), std::invalid_argument);
  EXPECT_THROW(check("digits", 10, ""), std::invalid_argument);
}

TEST(OutputCheck, VisibleCharacters) {
  EXPECT_EQ(visible("a b\tc\r"), "a·b→c␍");
  EXPECT_EQ(visible("\xEF\xBB\xBF"
                    "1\x01"),
            "⟨BOM⟩1\\x01");
  EXPECT_EQ(visible("方案1:"), "方案1:");
}

}  // namespace
}  // namespace nqueens::io
