// core::fast::BoundedCache: what it keeps, what it drops and when (internal).

#include <gtest/gtest.h>

#include <cstddef>
#include <functional>
#include <string>

#include "core/fast/bounded_cache.hpp"

namespace nqueens {
namespace {

struct Text {
  std::string text;
  std::size_t bytes() const { return text.size(); }
};
using Cache = core::fast::BoundedCache<int, Text, std::hash<int>>;

// Asks `cache` for key, whose value is `bytes` letters of its own; counts the values made.
const Text& ask(Cache& cache, std::size_t budget, int key, std::size_t bytes, int& made) {
  return cache.get(key, budget, [&](Text& value) {
    ++made;
    value.text.assign(bytes, static_cast<char>('a' + key));
  });
}

TEST(BoundedCache, KeepsWhatFitsAndDropsTheLeastRecentlyUsed) {
  Cache cache;
  int made = 0;
  for (int key = 0; key < 3; ++key)
    EXPECT_EQ(ask(cache, 100, key, 40, made).text, std::string(40, static_cast<char>('a' + key)));
  EXPECT_EQ(made, 3);  // 120 bytes: one value past the budget
  EXPECT_EQ(cache.bytes(), 120u);
  EXPECT_EQ(ask(cache, 100, 0, 40, made).text, std::string(40, 'a'));  // kept, and now the most recent
  EXPECT_EQ(made, 3);
  // Key 1, the least recently used, goes to make room (80 bytes left, under the budget).
  EXPECT_EQ(ask(cache, 100, 3, 40, made).text, std::string(40, 'd'));
  EXPECT_EQ(made, 4);
  EXPECT_EQ(cache.size(), 3u);
  ask(cache, 100, 0, 40, made);
  ask(cache, 100, 2, 40, made);
  ask(cache, 100, 3, 40, made);
  EXPECT_EQ(made, 4);
  ask(cache, 100, 1, 40, made);
  EXPECT_EQ(made, 5);
}

TEST(BoundedCache, KeepsTheLastValueHoweverLarge) {
  Cache cache;
  int made = 0;
  EXPECT_EQ(ask(cache, 10, 0, 50, made).text.size(), 50u);
  EXPECT_EQ(ask(cache, 10, 0, 50, made).text.size(), 50u);
  EXPECT_EQ(made, 1);
  EXPECT_EQ(ask(cache, 10, 1, 5, made).text, std::string(5, 'b'));  // the large one dropped
  EXPECT_EQ(cache.size(), 1u);
  EXPECT_EQ(cache.bytes(), 5u);
  ask(cache, 10, 2, 4, made);  // 5 + 4 < 10: both kept
  EXPECT_EQ(cache.size(), 2u);
  ask(cache, 10, 1, 5, made);
  EXPECT_EQ(made, 3);
}

}  // namespace
}  // namespace nqueens
