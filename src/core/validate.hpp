#pragma once
// Argument checks shared by the public entry points (internal).

#include <fmt/format.h>

#include <stdexcept>

namespace nqueens::core {

// Throws std::invalid_argument naming the operation unless 1 <= n <= max_n.
inline void require_board_size(int n, int max_n, const char* operation) {
  if (n < 1 || n > max_n)
    throw std::invalid_argument(fmt::format("{} takes n from 1 to {}, got {}", operation, max_n, n));
}

}  // namespace nqueens::core
