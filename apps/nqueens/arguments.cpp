#include "arguments.hpp"

#include <fmt/format.h>

#include <charconv>

#include "run/journaled_count.hpp"

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

void add_run_options(CLI::App& app, run::RunOptions& run) {
  app.add_option("--journal", run.journal,
                 "record each finished work unit in this SQLite file; rerunning the same command resumes")
      ->option_text("FILE");
  app.add_option_function<std::string>(
         "--shard", [&run](const std::string& text) { run.shard = run::parse_shard(text); },
         "count only shard I of K (0 <= I < K) of the work units; needs --journal")
      ->option_text("I/K");
  app.add_flag("--verify", run.verify,
               "recount every work unit by an independent method and compare; a mismatch names the unit (exit 1)");
}

}  // namespace nqueens::cli
