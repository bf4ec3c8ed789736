// The HTML page: self-contained, with the solutions and the whole trace embedded.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "cli_runner.hpp"
#include "nqueens/methods.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens::test {
namespace {

nlohmann::json embedded_data(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"nqueens-data\">";
  const auto from = page.find(open);
  const auto to = page.find("</script>", from);
  if (from == std::string::npos || to == std::string::npos) return nullptr;
  return nlohmann::json::parse(page.substr(from + open.size(), to - from - open.size()));
}

TEST(Page, SelfContainedWithSolutionsAndTrace) {
  const CliResult r = run_cli("page 6");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_EQ(r.out.find("/*NQUEENS_"), std::string::npos);  // every placeholder filled
  EXPECT_NE(r.out.find("<symbol id=\"queen\""), std::string::npos);
  // Nothing to fetch: no external scripts, styles, images or links. The SVG namespace URI
  // names, it does not fetch: the only http:// allowed.
  for (const char* external : {"<script src", "<link", "<img", "https://", "@import", "url("})
    EXPECT_EQ(r.out.find(external), std::string::npos) << external;
  for (auto at = r.out.find("http://"); at != std::string::npos; at = r.out.find("http://", at + 1))
    EXPECT_EQ(r.out.compare(at, 26, "http://www.w3.org/2000/svg"), 0) << r.out.substr(at, 40);
  const nlohmann::json data = embedded_data(r.out);
  ASSERT_TRUE(data.is_object());
  EXPECT_EQ(data["n"], 6);
  ASSERT_EQ(data["solutions"].size(), 4u);
  EXPECT_EQ(data["solutions"][0]["columns"], nlohmann::json({2, 4, 6, 1, 3, 5}));
  EXPECT_EQ(data["solutions"][0]["fundamental"], true);
  EXPECT_EQ(data["solutions"][0]["orbit"], 4);
  EXPECT_EQ(data["solutions"][0]["fixed_by"], nlohmann::json({"identity", "180° rotation"}));
  for (int i = 1; i < 4; ++i) {
    EXPECT_EQ(data["solutions"][i]["fundamental"], false);
    EXPECT_EQ(data["solutions"][i]["class"], 1);
    EXPECT_EQ(data["solutions"][i]["representative"], 1);
  }
  EXPECT_EQ(data["totals"]["nodes"], 153);
  const CliResult trace = run_cli("trace 6 --format jsonl");
  EXPECT_EQ(data["trace"].size() + 1, static_cast<std::size_t>(std::count(trace.out.begin(), trace.out.end(), '\n')));
  EXPECT_EQ(data["trace"][0], nlohmann::json({"p", 0, 0}));
  EXPECT_EQ(data["trace"][1], nlohmann::json({"r", 1, 0, {{0, 0, "column"}}}));
}

// The tree and the methods come from the library, as search_tree and `nqueens methods` give them.
TEST(Page, EmbedsTheTreeAndTheMethods) {
  const nlohmann::json data = embedded_data(run_cli("page 4").out);
  ASSERT_TRUE(data.is_object());
  ASSERT_EQ(data["tree"].size(), 17u);  // the tutorials' four-queens tree
  EXPECT_EQ(data["tree"][0][0], -1);
  EXPECT_EQ(data["tree"][1], nlohmann::json({0, 0, 1, 21, 0, {{0, 2}, {1, 3}}}));
  std::size_t leaves = 0;
  for (const auto& node : data["tree"]) leaves += node[4] != 0;
  EXPECT_EQ(leaves, 2u);
  ASSERT_EQ(data["methods"].size(), all_methods.size());
  const std::vector<std::string> counts = {"65536", "256", "24", "17", "17"};  // 16^4, 4^4, 4!
  for (std::size_t i = 0; i < counts.size(); ++i) {
    EXPECT_EQ(data["methods"][i]["count"], counts[i]);
    EXPECT_EQ(data["methods"][i]["name"], method_name(all_methods[i]));
  }
  EXPECT_EQ(embedded_data(run_cli("page 6").out)["tree"].size(), 153u);
}

TEST(Page, EightQueensHasTwelveClassesAndEachSolutionsImages) {
  const nlohmann::json data = embedded_data(run_cli("page 8").out);
  ASSERT_TRUE(data.is_object());
  std::size_t fundamental = 0, orbit_sum = 0;
  for (const auto& s : data["solutions"])
    if (s["fundamental"] == true) {
      ++fundamental;
      orbit_sum += s["orbit"].get<std::size_t>();
    }
  EXPECT_EQ(data["solutions"].size(), 92u);
  EXPECT_EQ(fundamental, 12u);
  EXPECT_EQ(orbit_sum, 92u);  // 11 classes of 8 and one of 4
  EXPECT_EQ(data["totals"]["nodes"], 2057);

  // The practice board names a solved board by the numbers of its images: each solution's image
  // under each symmetry, by its number in the listing (identity first; the transpose is OpenJudge
  // 2698's number).
  ASSERT_EQ(data["symmetries"].size(), all_symmetries.size());
  for (std::size_t g = 0; g < all_symmetries.size(); ++g)
    EXPECT_EQ(data["symmetries"][g], symmetry_name(all_symmetries[g]));
  const auto& solutions = data["solutions"];
  EXPECT_EQ(solutions[1]["columns"], nlohmann::json({1, 6, 8, 3, 7, 4, 2, 5}));  // as solve 8 numbers them, from 1
  // No. 55, 5 3 1 7 2 8 6 4, is fixed by the half turn: a class of four.
  EXPECT_EQ(solutions[54]["columns"], nlohmann::json({5, 3, 1, 7, 2, 8, 6, 4}));
  EXPECT_EQ(solutions[54]["images"], nlohmann::json({55, 79, 55, 79, 38, 38, 14, 14}));
  for (std::size_t i = 0; i < solutions.size(); ++i) {
    const nlohmann::json& images = solutions[i]["images"];
    ASSERT_EQ(images.size(), 8u);
    EXPECT_EQ(images[0], i + 1);
    std::set<int> distinct(images.begin(), images.end());
    EXPECT_EQ(distinct.size(), solutions[i]["orbit"].get<std::size_t>()) << i;
    for (int k : distinct) EXPECT_EQ(solutions[static_cast<std::size_t>(k - 1)]["class"], solutions[i]["class"]);
  }
}

// Every word the template says by key (data-t, data-h, data-title, data-aria and say("key", ...))
// has its Chinese word in the zh page's data, so that no English is left on that page.
TEST(Page, ChineseHasAWordForEveryKey) {
  const CliResult en = run_cli("page 4");  // every page has the same template
  const nlohmann::json words = embedded_data(run_cli("page 4 --lang zh").out)["words"];
  ASSERT_TRUE(words.is_object());
  std::set<std::string> keys;
  const std::regex key_pattern(R"re((?:data-(?:t|h|title|aria)="|say\(")([A-Za-z_]+)")re");
  for (auto it = std::sregex_iterator(en.out.begin(), en.out.end(), key_pattern); it != std::sregex_iterator(); ++it)
    keys.insert((*it)[1]);
  EXPECT_GT(keys.size(), 100u);
  for (const std::string& key : keys) EXPECT_TRUE(words.contains(key)) << key;
  // And each takes the arguments of the English it replaces (say("key", "English {0}", ...)),
  // but for those that carry only what Chinese leaves out: the chess name of a square, which the
  // Chinese tutorials do not use, the English plural's "s", the word "row" or "column" of a node
  // that Chinese counts in queens.
  const std::map<std::string, std::set<std::string>> dropped = {
      {"square", {"{2}"}}, {"summary", {"{1}"}}, {"node", {"{0}"}}};
  const auto placeholders = [](const std::string& text) {
    std::set<std::string> found;
    const std::regex placeholder(R"(\{\d\})");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), placeholder); it != std::sregex_iterator(); ++it)
      found.insert(it->str());
    return found;
  };
  const std::regex said(R"re(say\("([A-Za-z_]+)",\s*((?:"(?:[^"\\]|\\.)*"\s*\+\s*)*"(?:[^"\\]|\\.)*"))re");
  std::size_t compared = 0;
  for (auto it = std::sregex_iterator(en.out.begin(), en.out.end(), said); it != std::sregex_iterator(); ++it) {
    const std::string key = (*it)[1];
    if (!words.contains(key)) continue;
    std::set<std::string> expected = placeholders((*it)[2]);
    if (dropped.contains(key))
      for (const std::string& p : dropped.at(key)) expected.erase(p);
    EXPECT_EQ(placeholders(words[key].get<std::string>()), expected) << key;
    ++compared;
  }
  EXPECT_GT(compared, 60u);
}

TEST(Page, RefusesBoardsTooLargeToWatch) {
  const CliResult r = run_cli("page 10");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("from 1 to 9"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace nqueens::test
