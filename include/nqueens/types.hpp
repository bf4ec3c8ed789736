#pragma once
// Integer types shared by the whole API, and their decimal text.

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

namespace nqueens {

// Totals are 128-bit: Q(27) is about 2.3e17 and the counts past it outgrow 64 bits,
// so an overflow must be impossible rather than merely unlikely.
__extension__ typedef unsigned __int128 u128;

// The decimal digits of v ("0", "2691008701644"); std::to_string has no 128-bit overload.
// fmt formats u128 as it is (fmt::format("{}", v): fmt 7 and later, where the compiler has
// __int128), so neither needs a formatter of ours.
std::string to_string(u128 v);

// Writes the decimal digits of v to out, as to_string does, honouring the stream's width and
// fill. u128 is a built-in type, so argument-dependent lookup cannot find this: bring it in with
// `using nqueens::operator<<;` (or `using namespace nqueens;`) where you write
// `std::cout << result.solutions`.
std::ostream& operator<<(std::ostream& out, u128 v);

// The value of a decimal number of 1 to 39 digits. Throws std::invalid_argument if `text` is
// empty, holds anything but the digits 0-9 (no sign, space or prefix), or exceeds 2^128 - 1.
u128 parse_u128(std::string_view text);

}  // namespace nqueens
