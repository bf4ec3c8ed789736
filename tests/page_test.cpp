// The HTML page: self-contained, with the solutions and the whole trace embedded.

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "nqueens/methods.hpp"

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

TEST(Page, EightQueensHasTwelveClasses) {
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
}

TEST(Page, RefusesBoardsTooLargeToWatch) {
  const CliResult r = run_cli("page 10");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("from 1 to 9"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace nqueens::test
