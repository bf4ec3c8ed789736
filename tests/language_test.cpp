// The learner's commands in Chinese (--lang zh): not one English word in what they print, but
// for the names of formats and judges, the options a message points to (--max-pairs) and the
// program output that `check` quotes. (The page's words are checked in a browser:
// tests/browser/page.test.mjs, and by key in page_test.cpp.)

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "cli_runner.hpp"
#include "nqueens/io/solution_formats.hpp"

namespace nqueens::test {
namespace {

// The runs of two or more ASCII letters in a text that no Chinese reader should meet: what is
// left once the quoted output of a program, the lines check shows from it, options, code points
// and the names of formats and judges are taken out.
std::set<std::string> english_words(std::string text) {
  // A picture's words are its <text> elements.
  if (text.starts_with("<?xml")) {
    std::string words;
    const std::regex element("<text[^>]*>([^<]*)</text>");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), element); it != std::sregex_iterator(); ++it)
      words += (*it)[1].str() + "\n";
    text = words;
  }
  for (const char* code : {R"(\n    评测的输出：[^\n]*)", R"(\n    你的输出：[^\n]*)", R"('[^'\n]*')", R"(--[a-z-]+)",
                           R"(U\+[0-9A-F]{4})", "⟨BOM⟩"})
    text = std::regex_replace(text, std::regex(code), " ");
  std::set<std::string> allowed = {"OpenJudge", "USACO", "Luogu", "LeetCode", "AOJ", "CSPLib"};
  for (const io::SolutionFormat& f : io::solution_formats()) allowed.emplace(f.name);
  std::set<std::string> words;
  const std::regex word("[A-Za-z][A-Za-z+]+");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it)
    if (!allowed.contains(it->str())) words.insert(it->str());
  return words;
}

struct Case {
  std::string args, input;
};

TEST(Chinese, LearnersCommandsPrintNoEnglishWord) {
  const std::string bom = "\xEF\xBB\xBF";
  const std::vector<Case> cases = {
      {"trace 4", ""},
      {"trace 9 --limit 40", ""},
      {"methods 6 --budget 0.05", ""},
      {"solve 4", ""},
      {"solve 4 --format svg", ""},
      {"solve 8 --index 92", ""},
      // check: each kind of finding
      {"check --format usaco", "1 5 8 6 3 7 2 4 \n1 6 8 3 7 4 2 5 \n1 7 4 6 8 2 5 3 \n92\n"},
      {"check --format usaco", "1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 3 5\n92\n"},
      {"check --format usaco", "1 5 8 6 3 7 2 4\n1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n91\n"},
      {"check --format usaco", "1 6 8 3 7 4 2 5\n1 5 8 6 3 7 2 4\n1 7 4 6 8 2 5 3\n1 7 5 8 2 4 6 3\n"},
      {"check --format usaco", bom + "1 5 8 6 3 7 2 4\r\n1 6 8 3 7 4 2 5\r\n1 7 4 6 8 2 5 3\r\n92"},
      {"check 4 --format numbered", "  1:\t2  4  1  3\n\n  2:  3  1  4  2\nTotal = 2\n"},
      {"check 4 --format line", "2 4 1 3\n3 1 4 2\n2 4 1\n"},
      {"check 4 --format board", ""},
      {"check 4 --format openjudge", "No. 1\n0 1 0 0 \n"},
      {"check 6 --format leetcode", "[]"},
      {"check 4 --format leetcode", "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"},
      // verify, on the classic board and under the variants
      {"verify", "1 3 5 7 2 4 6 8\n"},
      {"verify", "1 3 5 7 2 4 6 8\n1 5 8 6 3 7 2 4\n"},
      {"verify --max-pairs 1", "Q..\nQ..\n...\n"},
      {"verify --format svg", "1 3 5 7 2 4 6 8\n"},
      {"verify --torus", "1 3 5 2 4\n"},
      {"verify --torus", "2 4 1 3\n"},
      {"verify --superqueens", "1 3 5 2 4\n"},
      {"verify --queens 4", "Q....\n..Q..\n....Q\n.Q...\n...Q.\n"},
      // find and complete: answers, and the reasons there are none
      {"find 3", ""},
      {"find 4 --format board", ""},
      {"find 9 --superqueens", ""},
      {"complete", "2\n0 0\n1 1\n"},
      {"complete", "2\n0 1\n1 3\n"},
      {"complete --format board", "2\n2 2\n5 3\n"},
      {"complete --superqueens", "Q....\n.....\n.....\n.....\n.....\n"},
      {"complete --torus --all", "Q....\n.Q...\n.....\n.....\n.....\n"},
  };
  for (const Case& c : cases) {
    const CliResult r = run_cli(c.args + " --lang zh", c.input);
    ASSERT_NE(r.status, 2) << c.args << ": " << r.err;
    ASSERT_FALSE(r.out.empty()) << c.args;
    const std::set<std::string> words = english_words(r.out);
    EXPECT_TRUE(words.empty()) << c.args << " --lang zh: " << testing::PrintToString(words) << "\n" << r.out;
  }
}

// The same cases in English still speak English: the test above can fail.
TEST(Chinese, TheCheckFindsEnglish) {
  EXPECT_EQ(english_words(run_cli("verify", "1 3 5 7 2 4 6 8\n").out),
            (std::set<std::string>{"and", "attacking", "diagonal", "not", "pair", "queen", "queens", "rows", "same",
                                   "solution", "without"}));
  EXPECT_TRUE(english_words("评测的输出：'No. 1' --max-pairs U+FEFF usaco").empty());
  EXPECT_EQ(english_words(run_cli("solve 4 --format svg").out), (std::set<std::string>{"No"}));
}

}  // namespace
}  // namespace nqueens::test
