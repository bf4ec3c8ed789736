#pragma once
// How messages word numbers (internal): counts of things and sizes in bytes, the same way in
// every message and listing.

#include <fmt/format.h>

#include <string>
#include <string_view>

namespace nqueens::core {

// The count and the word, plural unless the count is 1: "1 queen", "0 queens", "2 steps".
// For words whose plural adds s; `Count` is any integer fmt prints (u128 included).
template <class Count>
std::string plural(Count count, std::string_view word) {
  return fmt::format("{} {}{}", count, word, count == 1 ? "" : "s");
}

// A size in bytes as people read it, in powers of 1024: "1 byte", "512 bytes" (whole bytes,
// rounded down), "1.5 KiB", "20.0 MiB", "3.2 GiB", "1.0 TiB" (larger sizes stay in TiB).
std::string byte_size(double bytes);

}  // namespace nqueens::core
