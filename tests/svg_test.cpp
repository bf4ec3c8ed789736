// SVG pictures: well-formed XML with n² squares and one queen glyph per queen.

#include <gtest/gtest.h>

#include <cstdio>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_runner.hpp"
#include "nqueens/io/svg_board.hpp"

namespace nqueens::test {
namespace {

// A small well-formedness check: every element closes in order, attributes are quoted, text
// holds no bare '<' or '&', and there is exactly one root element. Returns "" or the problem.
std::string xml_problem(const std::string& xml) {
  static const std::regex tag(R"(<(/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(/?)>)");
  static const std::regex declaration(R"(^<\?xml[^?]*\?>)");
  std::string rest = std::regex_replace(xml, declaration, "", std::regex_constants::format_first_only);
  std::vector<std::string> open;
  int roots = 0;
  std::size_t at = 0;
  while (at < rest.size()) {
    const std::size_t lt = rest.find('<', at);
    const std::string text = rest.substr(at, lt == std::string::npos ? std::string::npos : lt - at);
    if (text.find('&') != std::string::npos) return "bare & in text";
    if (open.empty() && text.find_first_not_of(" \n") != std::string::npos) return "text outside the root";
    if (lt == std::string::npos) break;
    std::smatch m;
    const std::string from_here = rest.substr(lt);
    if (!std::regex_search(from_here, m, tag, std::regex_constants::match_continuous))
      return "malformed tag at " + from_here.substr(0, 40);
    const bool closing = m[1] == "/", empty = m[4] == "/";
    if (closing) {
      if (open.empty() || open.back() != m[2]) return "unbalanced </" + m[2].str() + ">";
      open.pop_back();
    } else {
      if (open.empty()) ++roots;
      if (!empty) open.push_back(m[2]);
    }
    at = lt + static_cast<std::size_t>(m.length(0));
  }
  if (!open.empty()) return "unclosed <" + open.back() + ">";
  return roots == 1 ? "" : "not exactly one root element";
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t k = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++k;
  return k;
}

TEST(Svg, TheCheckerCatchesBrokenXml) {
  EXPECT_EQ(xml_problem("<svg><g></g></svg>"), "");
  EXPECT_NE(xml_problem("<svg><g></svg>"), "");
  EXPECT_NE(xml_problem("<svg a=b></svg>"), "");
  EXPECT_NE(xml_problem("<svg>a & b</svg>"), "");
  EXPECT_NE(xml_problem("<svg/><svg/>"), "");
}

TEST(Svg, OneSolutionPerBoardWithNSquaredSquaresAndNQueens) {
  for (int n : {1, 4, 8, 12}) {
    const CliResult r = run_cli("solve " + std::to_string(n) + " --index 1 --format svg");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(xml_problem(r.out), "") << "n = " << n;
    EXPECT_EQ(occurrences(r.out, "<rect class=\"square "), std::size_t(n * n)) << "n = " << n;
    EXPECT_EQ(occurrences(r.out, "<use class=\"queen"), std::size_t(n)) << "n = " << n;
    EXPECT_EQ(occurrences(r.out, "class=\"attack\""), 0u);
  }
}

TEST(Svg, AGridOfAllSolutions) {
  const CliResult r = run_cli("solve 6 --format svg");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(xml_problem(r.out), "");
  EXPECT_EQ(occurrences(r.out, "<rect class=\"square "), 4u * 36);  // Q(6) = 4
  EXPECT_EQ(occurrences(r.out, "<use class=\"queen"), 4u * 6);
  EXPECT_NE(r.out.find("No. 1: 2 4 6 1 3 5"), std::string::npos);
  EXPECT_EQ(run_cli("solve 3 --format svg").out, "");  // no solutions: no picture
  // Q(12) = 14200 boards: the tool says so before listing, naming its options.
  for (const char* huge : {"solve 12 --format svg", "solve 12 --format svg --limit 20000"}) {
    const CliResult r = run_cli(huge);
    EXPECT_EQ(r.status, 2) << huge;
    EXPECT_EQ(r.out, "") << huge;
    EXPECT_EQ(r.err, "nqueens: an SVG grid holds at most 10000 boards; add --limit K or --index B\n") << huge;
  }
  // complete has neither option: the library's words alone.
  const CliResult all = run_cli("complete --all --size 12 --format svg", "0\n");
  EXPECT_EQ(all.status, 2);
  EXPECT_EQ(all.out, "");
  EXPECT_EQ(all.err, "nqueens: an SVG grid holds at most 10000 boards\n");
}

TEST(Svg, TheListingWriterHoldsAtMostMaxBoards) {
  std::FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  {
    io::Output out(file);
    const auto writer = io::make_svg_solution_writer(out);
    writer->begin(1, io::Answers::all);
    for (std::uint64_t i = 1; i <= io::max_svg_grid_boards; ++i) writer->solution(i, Placement{1, {0}});
    try {
      writer->solution(io::max_svg_grid_boards + 1, Placement{1, {0}});
      ADD_FAILURE() << "the grid took one board too many";
    } catch (const std::invalid_argument& e) {
      EXPECT_STREQ(e.what(), "an SVG grid holds at most 10000 boards");
    }
  }
  EXPECT_EQ(std::ftell(file), 0) << "the writer wrote before it failed";
  std::fclose(file);
}

TEST(Svg, CaptionsAreEscaped) {
  std::FILE* file = std::tmpfile();
  ASSERT_NE(file, nullptr);
  {
    io::Output out(file);
    const std::vector<io::SvgBoard> boards = {{.n = 1, .queens = {{0, 0}}, .attacks = {}, .caption = "a <b> & 'c'"}};
    io::write_svg(out, boards);
    out.flush();
  }
  std::string svg(static_cast<std::size_t>(std::ftell(file)), '\0');
  std::rewind(file);
  ASSERT_EQ(std::fread(svg.data(), 1, svg.size(), file), svg.size());
  std::fclose(file);
  EXPECT_NE(svg.find(">a &lt;b&gt; &amp; &apos;c&apos;</text>"), std::string::npos) << svg;
  EXPECT_EQ(svg.find("<b>"), std::string::npos) << "the caption's '<b>' became an element";
}

TEST(Svg, VerifyDrawsTheAttackingPairsInRed) {
  const CliResult bad = run_cli("verify --format svg", "Q..Q\n....\n.Q..\n...Q\n");
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(xml_problem(bad.out), "");
  EXPECT_EQ(occurrences(bad.out, "<rect class=\"square "), 16u);
  EXPECT_EQ(occurrences(bad.out, "<use class=\"queen attacked\""), 4u);
  EXPECT_EQ(occurrences(bad.out, "class=\"attack\""), 4u);  // row, column, diagonal, anti-diagonal
  const CliResult good = run_cli("verify --format svg", "2 4 1 3\n");
  EXPECT_EQ(good.status, 0);
  EXPECT_EQ(xml_problem(good.out), "");
  EXPECT_EQ(occurrences(good.out, "<use class=\"queen\""), 4u);
  EXPECT_EQ(occurrences(good.out, "class=\"attack\""), 0u);
}

TEST(Svg, RejectsBoardsItCannotDraw) {
  EXPECT_THROW(
      {
        io::Output out(stdout);
        io::write_svg(out, {});
      },
      std::invalid_argument);
  std::string columns;
  for (int c = 1; c <= 65; ++c) columns += std::to_string(c) + " ";
  const CliResult r = run_cli("verify --format svg", columns);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("from 1 to 64"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace nqueens::test
