// Numbers as arguments and files write them (nqueens/numbers.hpp): one strict reading for every
// front end.

#include "nqueens/numbers.hpp"

#include <gtest/gtest.h>

#include <optional>

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

}  // namespace
}  // namespace nqueens
