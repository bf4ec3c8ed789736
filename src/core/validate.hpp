#pragma once
// Argument checks shared by the public entry points (internal).

#include <cstdint>
#include <stdexcept>
#include <string>

#include "nqueens/count.hpp"
#include "nqueens/outcome.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::core {

// A square as the library's messages name it: "(row, column)", both from 0, as the library takes
// them (the front ends that count from 1 check their input before it reaches the library).
// Built by appending: GCC 12 warns (-Wrestrict, a false positive) on "(" + std::to_string(...).
inline std::string square_text(Square s) {
  std::string text = "(";
  text.append(std::to_string(s.row)).append(", ").append(std::to_string(s.column)).append(")");
  return text;
}

// Throws std::invalid_argument naming the operation unless 1 <= n <= max_n.
inline void require_board_size(int n, int max_n, const char* operation) {
  if (n < 1 || n > max_n)
    throw std::invalid_argument(std::string(operation) + " takes n from 1 to " + std::to_string(max_n) + ", got " +
                                std::to_string(n));
}

// Throws std::invalid_argument unless 0 <= threads <= max_threads (0: every CPU).
inline void check_threads(int threads) {
  if (threads < 0 || threads > max_threads)
    throw std::invalid_argument("the number of threads must be from 0 (every CPU) to " + std::to_string(max_threads) +
                                ", got " + std::to_string(threads));
}

// Throws std::invalid_argument unless 0 <= max_seconds <= max_search_seconds (0: no limit).
inline void check_max_seconds(double max_seconds) {
  if (!(max_seconds >= 0 && max_seconds <= max_search_seconds))
    throw std::invalid_argument("max_seconds must be from 0 (no limit) to 1e9 seconds, got " +
                                std::to_string(max_seconds));
}

// Throws std::out_of_range unless id < unit_count: a work unit that the plan does not have.
inline void require_unit(std::uint64_t id, std::uint64_t unit_count) {
  if (id >= unit_count)
    throw std::out_of_range("work unit " + std::to_string(id) + " does not exist: the plan has " +
                            std::to_string(unit_count));
}

}  // namespace nqueens::core
