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
  EXPECT_EQ(words(c),
            "output differs from format numbered for n = 8:\n"
            "- your output is right except for spaces\n"
            "- line 3 ends with a space the judge does not expect\n"
            "    expected: ··3:··1··7··4··6··8··2··5··3\n"
            "    actual:   ··3:··1··7··4··6··8··2··5··3·\n");
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
  EXPECT_EQ(words(c),
            "output differs from format board for n = 4:\n"
            "- your output is right except for line ends\n"
            "- line 1 ends with CR LF (␍, Windows line ends); the judge expects LF alone (13 lines in all)\n"
            "    expected: Solution·1:·2·4·1·3\n"
            "    actual:   Solution·1:·2·4·1·3␍\n");
}

TEST(OutputCheck, TabForSpace) {
  const OutputCheck c = check("openjudge", 4, with_line("openjudge", 4, 2, "0 0\t1 0 "));
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::tab_for_space);
  EXPECT_EQ(d.first.line, 2u);
  EXPECT_EQ(d.first.offset, 3u);
  EXPECT_NE(words(c).find("- your output is right except for tabs\n"
                          "- line 2 has a tab at character 4 where the judge expects a space\n"
                          "    expected: 0·0·1·0·\n"
                          "    actual:   0·0→1·0·\n"),
            std::string::npos)
      << words(c);
}

TEST(OutputCheck, SpaceForTabAndMissingTrailingTab) {
  const std::string line = "方案1:\t1行2列\t2行4列\t3行6列\t4行1列\t5行3列\t6行5列";  // no TAB at the end
  const OutputCheck c = check("squares", 6, with_line("squares", 6, 1, line));
  EXPECT_EQ(finding<LayoutDifference>(c, 1).kind, Layout::missing_trailing_space);
  EXPECT_EQ(finding<LayoutDifference>(c, 1).expected_spaces, "\t");
  const OutputCheck spaces =
      check("squares", 6, with_line("squares", 6, 2, "方案2: 1行3列\t2行6列\t3行2列\t4行5列\t5行1列\t6行4列\t"));
  EXPECT_EQ(finding<LayoutDifference>(spaces, 1).kind, Layout::space_for_tab);
  EXPECT_NE(words(spaces).find("- line 2 has a space at character 5 where the judge expects a tab\n"),
            std::string::npos)
      << words(spaces);
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
  EXPECT_NE(words(c).find("- line 2 lacks a space at its end that the judge expects (736 lines in all)\n"
                          "    expected: 1·0·0·0·0·0·0·0·\n"
                          "    actual:   1·0·0·0·0·0·0·0\n"),
            std::string::npos)
      << words(c);
}

TEST(OutputCheck, MissingFinalNewline) {
  std::string text = listing("hash", 4);
  text.pop_back();
  const OutputCheck c = check("hash", 4, text);
  ASSERT_EQ(c.findings.size(), 2u) << words(c);
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::missing_final_newline);
  EXPECT_EQ(d.first.line, 11u);
  EXPECT_EQ(words(c),
            "output differs from format hash for n = 4:\n"
            "- your output is right except for line ends\n"
            "- the last line (11) does not end with a newline (↵); the judge's does\n"
            "    expected: 4皇后问题的解的个数为:2↵\n"
            "    actual:   4皇后问题的解的个数为:2\n");
}

TEST(OutputCheck, ByteOrderMark) {
  const OutputCheck c = check("usaco", 5, "\xEF\xBB\xBF" + listing("usaco", 5));
  ASSERT_EQ(c.findings.size(), 2u) << words(c);
  EXPECT_EQ(finding<LayoutDifference>(c, 1).kind, Layout::byte_order_mark);
  EXPECT_NE(words(c).find("- your output is right except for a byte order mark\n"
                          "- your output starts with a byte order mark (⟨BOM⟩, U+FEFF) the judge does not expect\n"
                          "    expected: 1·3·5·2·4\n"
                          "    actual:   ⟨BOM⟩1·3·5·2·4\n"),
            std::string::npos)
      << words(c);
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
  EXPECT_NE(words(missing).find("- your output is right except for blank lines\n"
                                "- the judge expects a blank line before line 6 (2 blank lines in all)\n"),
            std::string::npos)
      << words(missing);
}

TEST(OutputCheck, SpacingInsideALine) {
  const OutputCheck c = check("leetcode", 4,
                              R"([[".Q..", "...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]])"
                              "\n");
  const auto& d = finding<LayoutDifference>(c, 1);
  EXPECT_EQ(d.kind, Layout::spacing);
  EXPECT_EQ(d.first.offset, 9u);
  EXPECT_NE(words(c).find("- line 1 has a space at character 10 where the judge expects no space\n"), std::string::npos)
      << words(c);
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
  EXPECT_EQ(f.attacks[0].line, Line::diagonal);
  EXPECT_EQ(f.attacks[0].first, (Square{3, 0}));
  EXPECT_EQ(f.attacks[0].second, (Square{5, 2}));
  EXPECT_EQ(f.attacks[1].line, Line::anti_diagonal);
  EXPECT_EQ(f.attacks[1].first, (Square{2, 5}));
  EXPECT_EQ(f.attacks[1].second, (Square{5, 2}));
  EXPECT_EQ(finding<Missing>(c, 1).examples.at(0).key, (std::vector<int>{2, 4, 6, 1, 3, 5}));
  EXPECT_EQ(words(c),
            "output differs from format usaco for n = 6:\n"
            "- solution 1 (line 1) is not a solution: the queens in row 4, column 1 and row 6, column 3 share a "
            "diagonal; the queens in row 3, column 6 and row 6, column 3 share an anti-diagonal\n"
            "- 1 of the judge's 3 solutions is missing: its solution 1 (columns 2 4 6 1 3 5)\n"
            "- line 1 is not what the judge expects (first difference at character 9)\n"
            "    expected: 2·4·6·1·3·5\n"
            "    actual:   2·4·6·1·5·3\n");
}

TEST(OutputCheck, NotASolutionOnATransposedBoard) {
  // OpenJudge's boards as printed: row 2 of solution 1 moved from column 1 to column 2.
  const OutputCheck c = check("openjudge", 4, with_line("openjudge", 4, 3, "0 1 0 0 "));
  const auto& f = finding<NotASolution>(c, 0);
  EXPECT_EQ(f.first.line, 2u);
  ASSERT_FALSE(f.attacks.empty());
  EXPECT_EQ(f.attacks[0].line, Line::column);
  EXPECT_EQ(f.attacks[0].first, (Square{1, 1}));
  EXPECT_EQ(f.attacks[0].second, (Square{3, 1}));
  EXPECT_EQ(c.order, SolutionOrder::rows_by_column);
  EXPECT_NE(words(c).find("its solution 1 (rows 2 4 1 3, column by column)"), std::string::npos) << words(c);
}

TEST(OutputCheck, WrongNumberOfQueensAndOffTheBoard) {
  const OutputCheck short_board = check("board", 4, with_line("board", 4, 3, ". . . ."));
  EXPECT_EQ(finding<NotASolution>(short_board, 0).queens, 3);
  EXPECT_NE(
      words(short_board).find("- solution 1 (line 2) is not a solution: it has 3 queens; the 4×4 board needs 4\n"),
      std::string::npos)
      << words(short_board);
  const OutputCheck off = check("numbered", 4, with_line("numbered", 4, 1, "  1:  2  4  1  5"));
  EXPECT_EQ(finding<NotASolution>(off, 0).off_board, (Square{3, 4}));
  EXPECT_NE(words(off).find("is not a solution: its queen in row 4, column 5 is off the 4×4 board\n"),
            std::string::npos)
      << words(off);
}

TEST(OutputCheck, RepeatedSolution) {
  const OutputCheck c = check("digits", 8, listing("digits", 8) + "15863724\n");
  const auto& f = finding<Repeated>(c, 0);
  EXPECT_EQ(f.count, 1u);
  ASSERT_EQ(f.examples.size(), 1u);
  EXPECT_EQ(f.examples[0].first.position, 93u);
  EXPECT_EQ(f.examples[0].second.position, 1u);
  EXPECT_EQ(words(c),
            "output differs from format digits for n = 8:\n"
            "- 1 solution is listed again: solution 93 (line 93) repeats solution 1 (line 1)\n"
            "- line 93 is more than the judge expects: the judge's output has ended\n"
            "    expected: (nothing: the judge's output has ended)\n"
            "    actual:   15863724\n");
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
  EXPECT_NE(words(c).find("- 1 of the judge's 4 solutions is missing: its solution 2 (columns 3 6 2 5 1 4)\n"
                          "- line 8 is not what the judge expects (first difference at character 3)\n"
                          "    expected: 00#000\n"
                          "    actual:   000#00\n"),
            std::string::npos)
      << words(c);
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
  EXPECT_NE(words(c).find("- 1 solution the judge does not list: solution 4 (line 4): columns 5 3 1 6 4 2; the judge "
                          "wants only the first 3, in lexicographic order of the queens' columns, row by row\n"),
            std::string::npos)
      << words(c);
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
  EXPECT_NE(words(c).find("- the solutions are out of order: solution 2 (line 1) should come before solution 1 "
                          "(line 1); the judge lists them in lexicographic order of the queens' columns, row by row\n"),
            std::string::npos)
      << words(c);
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
  EXPECT_EQ(words(c),
            "output differs from format numbered for n = 8:\n"
            "- line 93 says 'Total = 91'; the judge expects 'Total = 92'\n");
}

TEST(OutputCheck, MissingTotal) {
  auto lines = lines_of(listing("board", 4));
  lines.pop_back();
  const OutputCheck c = check("board", 4, text_of(lines));
  const auto& f = finding<WrongTotal>(c, 0);
  EXPECT_EQ(f.line, 13u);
  EXPECT_FALSE(f.actual);
  EXPECT_EQ(words(c),
            "output differs from format board for n = 4:\n"
            "- your output has no total: the judge expects the line 'Total: 2 solutions' at its end\n"
            "- your output ends after line 12; the judge's goes on\n"
            "    expected: Total:·2·solutions\n"
            "    actual:   (nothing: your output has ended)\n");
}

TEST(OutputCheck, UsacoTotalIsQOfN) {
  const OutputCheck c = check("usaco", 8, with_line("usaco", 8, 4, "3"));
  EXPECT_EQ(finding<WrongTotal>(c, 0).shown, 3u);
  EXPECT_EQ(words(c),
            "output differs from format usaco for n = 8:\n"
            "- line 4 says '3'; the judge expects '92' (Q(8), the number of all the solutions, not only of the 3 "
            "listed)\n");
}

TEST(OutputCheck, UnreadableOutputFallsBackToTheLines) {
  const OutputCheck c = check("leetcode", 4, "[[\".Q..\",,\"...Q\"]]\n");
  ASSERT_EQ(c.findings.size(), 1u) << words(c);
  EXPECT_EQ(finding<FirstDifference>(c, 0).where.offset, 9u);
  const OutputCheck empty = check("board", 4, "");
  EXPECT_NE(words(empty).find("- your output is empty\n"), std::string::npos) << words(empty);
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
