// The public value types: u128 text, the totals type's sums, the typed errors.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <iomanip>
#include <sstream>

#include <stdexcept>
#include <string>

#include "nqueens/count.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/types.hpp"

namespace nqueens {
namespace {

constexpr const char* max_u128_text = "340282366920938463463374607431768211455";  // 2^128 - 1

TEST(U128Text, WritesEveryDigit) {
  EXPECT_EQ(to_string(u128{0}), "0");
  EXPECT_EQ(to_string(u128{2691008701644}), "2691008701644");                      // Q(22)
  EXPECT_EQ(to_string(u128{234907967154122528} * 1000), "234907967154122528000");  // past 64 bits
  EXPECT_EQ(to_string(~u128{0}), max_u128_text);
}

// Totals past 64 bits print whole through fmt and iostreams, not cut to 64 bits or ambiguous.
TEST(U128Text, PrintsThroughFmtAndStreams) {
  const u128 two_to_64 = u128{1} << 64;
  EXPECT_EQ(fmt::format("{}", two_to_64), "18446744073709551616");
  EXPECT_EQ(fmt::format("{:>22}", two_to_64 + 1), "  18446744073709551617");
  EXPECT_EQ(fmt::format("{}", ~u128{0}), max_u128_text);

  using nqueens::operator<<;
  std::ostringstream out;
  out << two_to_64 << ' ' << std::setw(5) << u128{92} << ' ' << ~u128{0};
  EXPECT_EQ(out.str(), std::string("18446744073709551616    92 ") + max_u128_text);
}

TEST(U128Text, ReadsBackWhatItWrote) {
  for (const u128 v : {u128{0}, u128{7}, u128{1} << 64, ~u128{0}}) EXPECT_EQ(parse_u128(to_string(v)), v);
  EXPECT_EQ(parse_u128("0000000000000000000000000000000000000000042"), 42u);  // leading zeros are digits
}

TEST(U128Text, RefusesAnythingButACount) {
  for (const char* bad : {"", "-1", "+1", " 1", "1 ", "0x10", "1e3", "12a"})
    EXPECT_THROW(parse_u128(bad), std::invalid_argument) << "'" << bad << "'";
  // One past 2^128 - 1 wrapped around to 0 before, a silently wrong count in a damaged journal.
  EXPECT_THROW(parse_u128("340282366920938463463374607431768211456"), std::invalid_argument);
  EXPECT_THROW(parse_u128("999999999999999999999999999999999999999"), std::invalid_argument);
}

TEST(CountResultSums, AddsUnitsAndParts) {
  CountResult total;
  total.units_total = 3;
  total += UnitCount{0, 10, 100};
  total += UnitCount{2, 5, 50};
  EXPECT_EQ(total.solutions, 15u);
  EXPECT_EQ(total.nodes, 150u);
  EXPECT_EQ(total.units_done, 2u);
  EXPECT_FALSE(total.complete());

  CountResult part;  // another shard of the same plan
  part.units_total = 3;
  part += UnitCount{1, u128{1} << 70, 1};
  part.seconds = 2.5;
  total += part;
  EXPECT_EQ(total.solutions, (u128{1} << 70) + 15);
  EXPECT_EQ(total.units_done, 3u);
  EXPECT_EQ(total.units_total, 3u);
  EXPECT_DOUBLE_EQ(total.seconds, 2.5);
  EXPECT_TRUE(total.complete());
}

TEST(TypedErrors, MemoryBudgetSaysHowMuch) {
  try {
    make_count_plan(20, Engine::fast, {.memory_bytes = 1, .threads = 2});
    FAIL() << "n = 20 fitted in 1 byte";
  } catch (const MemoryBudgetError& e) {
    EXPECT_EQ(e.budget_bytes(), 1u);
    EXPECT_EQ(e.threads(), 2);
    EXPECT_GT(e.needed_bytes(), 30u << 20);  // 34.0 MiB, as the message says
    EXPECT_EQ(std::string(e.what()).find("--"), std::string::npos) << "the library names a flag: " << e.what();
  }
}

}  // namespace
}  // namespace nqueens
