#include "nqueens/types.hpp"

#include <ostream>
#include <stdexcept>

namespace nqueens {

std::string to_string(u128 v) {
  std::string digits;
  do {
    digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  } while (v != 0);
  return digits;
}

std::ostream& operator<<(std::ostream& out, u128 v) { return out << to_string(v); }

u128 parse_u128(std::string_view text) {
  const auto fail = [&] {
    std::string message = "'";  // built by appends: GCC 12 warns falsely (-Wrestrict) on "'" + string
    message.append(text.substr(0, 60)).append("' is not a count");
    return std::invalid_argument(message);
  };
  if (text.empty()) throw fail();
  constexpr u128 most = ~u128{0};
  u128 v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') throw fail();
    const auto digit = static_cast<unsigned>(c - '0');
    if (v > (most - digit) / 10) throw fail();  // v * 10 + digit would pass 2^128 - 1
    v = v * 10 + digit;
  }
  return v;
}

}  // namespace nqueens
