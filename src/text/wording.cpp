#include "text/wording.hpp"

#include <array>
#include <cstdio>

namespace nqueens {

std::string byte_size(double bytes) {
  // Whole bytes, rounded down: a budget of 0.5 bytes a thread leaves none.
  if (bytes < 1024) return plural(static_cast<unsigned long long>(bytes), "byte");
  constexpr std::array<const char*, 4> units = {"KiB", "MiB", "GiB", "TiB"};
  double value = bytes / 1024;
  std::size_t unit = 0;
  // 1023.95 and above would print as "1024.0" of the smaller unit.
  while (value >= 1023.95 && unit + 1 < units.size()) {
    value /= 1024;
    ++unit;
  }
  std::array<char, 48> text{};
  std::snprintf(text.data(), text.size(), "%.1f %s", value, units[unit]);
  return text.data();
}

}  // namespace nqueens
