#pragma once
// How messages word numbers (internal): counts of things and sizes in bytes, the same way in
// every message and listing.

#include <fmt/format.h>

#include <string>
#include <string_view>

namespace nqueens::core {

// The word as `count` of them are called, plural unless the count is 1 ("queen", "queens"), for
// wording such as "5 more attacking pairs". For words whose plural adds s.
template <class Count>
std::string noun(Count count, std::string_view word) {
  return fmt::format("{}{}", word, count == 1 ? "" : "s");
}

// The count and the word, plural unless the count is 1: "1 queen", "0 queens", "2 steps".
// `Count` is any integer fmt prints (u128 included).
template <class Count>
std::string plural(Count count, std::string_view word) {
  return fmt::format("{} {}", count, noun(count, word));
}

// A size in bytes as people read it, in powers of 1024: "1 byte", "512 bytes" (whole bytes,
// rounded down), "1.5 KiB", "20.0 MiB", "3.2 GiB", "1.0 TiB" (larger sizes stay in TiB).
std::string byte_size(double bytes);

}  // namespace nqueens::core
