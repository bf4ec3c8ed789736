#include "arguments.hpp"

#include <fmt/format.h>

#include <charconv>
#include <limits>
#include <memory>

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

CLI::Option* add_memory_size(CLI::App& app, const std::string& name, std::uint64_t& bytes, const std::string& help) {
  auto text = std::make_shared<std::string>();
  auto* option = app.add_option(name, *text, help)->option_text("SIZE");
  option->check(CLI::Validator(
      [&bytes](std::string& value) -> std::string {
        std::uint64_t number = 0;
        auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
        const std::string suffix(end, static_cast<std::size_t>(value.data() + value.size() - end));
        int shift = -1;
        if (suffix.empty()) shift = 0;
        for (int i = 0; i < 4; ++i)
          if (suffix == std::string(1, "KMGT"[i]) || suffix == std::string(1, "kmgt"[i])) shift = 10 * (i + 1);
        const bool fits = shift >= 0 && number <= (std::numeric_limits<std::uint64_t>::max() >> shift);
        if (ec != std::errc() || !fits || number == 0)
          return fmt::format(
              "the memory size must be a positive whole number of bytes, optionally with K, M, G or T, "
              "got '{}'",
              value);
        bytes = number << shift;
        return {};
      },
      "SIZE"));
  return option;
}

}  // namespace nqueens::cli
