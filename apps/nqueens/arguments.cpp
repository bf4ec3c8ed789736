#include "arguments.hpp"

#include <fmt/format.h>

#include <charconv>

namespace nqueens::cli {

CLI::Option* add_board_size(CLI::App& app, int& n, int max_n, const std::string& help) {
  auto* option = app.add_option("N", n, help);
  // Validates the text before CLI11 converts it, so every bad value gets the same message.
  option->check(CLI::Validator(
      [max_n](std::string& text) -> std::string {
        long long value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        const bool whole = ec == std::errc() && end == text.data() + text.size();
        if (whole && value >= 1 && value <= max_n) return {};
        return fmt::format("the board size N must be a whole number from 1 to {}, got '{}'", max_n, text);
      },
      fmt::format("INT in [1, {}]", max_n)));
  return option;
}

}  // namespace nqueens::cli
