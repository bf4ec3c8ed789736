// How messages word counts and sizes.

#include "text/wording.hpp"

#include <gtest/gtest.h>

#include "nqueens/types.hpp"

namespace nqueens::test {
namespace {

TEST(Wording, Plural) {
  EXPECT_EQ(plural(0, "queen"), "0 queens");
  EXPECT_EQ(plural(1, "queen"), "1 queen");
  EXPECT_EQ(plural(2u, "step"), "2 steps");
  EXPECT_EQ(plural(u128{1}, "solution"), "1 solution");
  EXPECT_EQ(plural(u128{1} << 64, "solution"), "18446744073709551616 solutions");
  EXPECT_EQ(noun(1, "attacking pair"), "attacking pair");
  EXPECT_EQ(noun(5, "attacking pair"), "attacking pairs");
}

TEST(Wording, ByteSize) {
  EXPECT_EQ(byte_size(0), "0 bytes");
  EXPECT_EQ(byte_size(0.5), "0 bytes");
  EXPECT_EQ(byte_size(1), "1 byte");
  EXPECT_EQ(byte_size(1023), "1023 bytes");
  EXPECT_EQ(byte_size(1024), "1.0 KiB");
  EXPECT_EQ(byte_size(3481.6), "3.4 KiB");
  EXPECT_EQ(byte_size(1048575), "1.0 MiB");  // not "1024.0 KiB"
  EXPECT_EQ(byte_size(20.0 * 1048576), "20.0 MiB");
  EXPECT_EQ(byte_size(3.25 * 1073741824), "3.2 GiB");
  EXPECT_EQ(byte_size(2048.0 * 1099511627776), "2048.0 TiB");
}

}  // namespace
}  // namespace nqueens::test
