#include "arguments.hpp"

#include <fmt/format.h>

#include <charconv>

#include "io/quote.hpp"

namespace nqueens::cli {

CLI::Validator whole_number(std::uint64_t min, std::uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const char* end = text.data() + text.size();
        auto [stop, ec] = std::from_chars(text.data(), end, value);
        if (ec == std::errc() && stop == end && value >= min && value <= max) {
          text = std::to_string(value);
          return {};
        }
        return fmt::format("must be a whole number from {} to {}, got {}", min, max, io::quote(text));
      },
      fmt::format("in [{}, {}]", min, max));
}

CLI::Option* add_board_size(CLI::App& app, int& n, int max_n, const std::string& help) {
  return app.add_option("N", n, help)->transform(whole_number(1, static_cast<std::uint64_t>(max_n)))->type_name("INT");
}

}  // namespace nqueens::cli
