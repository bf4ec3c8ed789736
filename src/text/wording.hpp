#pragma once
// How messages word numbers: counts of things and sizes in bytes, the same way in every
// message and listing of the library and its tools. Internal (src/text): the engines' errors,
// the writers and the tools word with these; not installed.

#include <concepts>
#include <string>
#include <string_view>

#include "nqueens/types.hpp"

namespace nqueens {

// The word as `count` of them are called, plural unless the count is 1 ("queen", "queens"),
// for wording such as "5 more attacking pairs". For words whose plural adds s.
template <class Count>
requires std::integral<Count> || std::same_as<Count, u128> std::string noun(Count count, std::string_view word) {
  std::string text(word);
  if (count != 1) text += 's';
  return text;
}

// The count and the word, plural unless the count is 1: "1 queen", "0 queens", "2 steps".
// `Count` is any integer type, u128 included.
template <class Count>
requires std::integral<Count> || std::same_as<Count, u128> std::string plural(Count count, std::string_view word) {
  std::string number;
  if constexpr (std::same_as<Count, u128>)
    number = to_string(count);
  else
    number = std::to_string(count);
  return number + ' ' + noun(count, word);
}

// A size in bytes as people read it, in powers of 1024: "1 byte", "512 bytes" (whole bytes,
// rounded down), "1.5 KiB", "20.0 MiB", "3.2 GiB", "1.0 TiB" (larger sizes stay in TiB).
std::string byte_size(double bytes);

}  // namespace nqueens
