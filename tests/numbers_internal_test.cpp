// Numbers as arguments and files write them (src/text/numbers.hpp): one strict reading for every
// front end.

#include "text/numbers.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>

namespace nqueens {
namespace {

TEST(WholeNumber, ReadsPlainDecimalUpTo64Bits) {
  EXPECT_EQ(parse_whole_number("0"), 0u);
  EXPECT_EQ(parse_whole_number("007"), 7u);  // leading zeros are digits, not octal
  EXPECT_EQ(parse_whole_number("18446744073709551615"), ~std::uint64_t{0});
  for (const char* bad : {"", "18446744073709551616", "-1", "+1", " 1", "1 ", "0x10", "1e3", "3.0", "1/2"})
    EXPECT_EQ(parse_whole_number(bad), std::nullopt) << "'" << bad << "'";
}

TEST(MemorySize, ReadsBytesWithAUnit) {
  EXPECT_EQ(parse_memory_size("1"), 1u);
  EXPECT_EQ(parse_memory_size("512M"), 512u << 20);
  EXPECT_EQ(parse_memory_size("4g"), std::uint64_t{4} << 30);
  EXPECT_EQ(parse_memory_size("16777215T"), std::uint64_t{16777215} << 40);  // the most T that fits
  for (const char* bad : {"", "0", "0K", "16777216T", "K", "2GB", "2 G", "2P", "-1", "1.5G", "18446744073709551616"})
    EXPECT_EQ(parse_memory_size(bad), std::nullopt) << "'" << bad << "'";
}

TEST(Seconds, ReadsFixedNotation) {
  EXPECT_EQ(parse_seconds("2"), 2.0);
  EXPECT_EQ(parse_seconds("0.5"), 0.5);
  EXPECT_EQ(parse_seconds("0"), 0.0);
  for (const char* bad : {"", "-1", "+1", "1e3", "inf", "nan", "abc", "1 ", "1s"})
    EXPECT_EQ(parse_seconds(bad), std::nullopt) << "'" << bad << "'";
}

TEST(Duration, ReadsSecondsWithAUnit) {
  EXPECT_EQ(parse_duration("90"), 90.0);
  EXPECT_EQ(parse_duration("90s"), 90.0);
  EXPECT_EQ(parse_duration("2.5m"), 150.0);
  EXPECT_EQ(parse_duration("2h"), 7200.0);
  EXPECT_EQ(parse_duration("30d"), 30 * 86400.0);
  EXPECT_EQ(parse_duration("1y"), 365.25 * 86400);
  EXPECT_EQ(parse_duration("0s"), 0.0);
  for (const char* bad : {"", "s", "-1s", "1e3s", "1 s", "1ms", "2w", "1sm", "inf"})
    EXPECT_EQ(parse_duration(bad), std::nullopt) << "'" << bad << "'";
  EXPECT_EQ(parse_duration(std::string(308, '9') + "y"), std::nullopt);  // finite seconds, infinite years
}

TEST(Share, ReadsAFractionOrAPercentage) {
  EXPECT_EQ(parse_share("0.02"), 0.02);
  EXPECT_EQ(parse_share("1"), 1.0);
  EXPECT_EQ(parse_share("2%"), 0.02);
  EXPECT_EQ(parse_share("100%"), 1.0);
  EXPECT_EQ(parse_share("0.5%"), 0.005);
  for (const char* bad : {"", "%", "0", "0%", "1.5", "101%", "-1%", "2 %", "2%%", "1e-2", "abc"})
    EXPECT_EQ(parse_share(bad), std::nullopt) << "'" << bad << "'";
}

// A bare number is a share (1 is the whole, not a second); a time needs its unit.
TEST(ShareOrTime, ReadsAShareOrATimeWithItsUnit) {
  const auto share = parse_share_or_time("2%");
  ASSERT_TRUE(share);
  EXPECT_EQ(share->share, 0.02);
  EXPECT_EQ(share->seconds, 0.0);
  const auto whole = parse_share_or_time("1");
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->share, 1.0);
  const auto time = parse_share_or_time("5m");
  ASSERT_TRUE(time);
  EXPECT_EQ(time->share, 0.0);
  EXPECT_EQ(time->seconds, 300.0);
  for (const char* bad : {"", "90", "0s", "0", "1.5", "s", "-1m", "2%s", "5 m"})
    EXPECT_EQ(parse_share_or_time(bad), std::nullopt) << "'" << bad << "'";
}

}  // namespace
}  // namespace nqueens
