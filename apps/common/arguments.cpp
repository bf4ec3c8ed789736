#include "arguments.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "nqueens/io/queens_reader.hpp"
#include "nqueens/io/quote.hpp"
#include "nqueens/io/rules_reader.hpp"
#include "nqueens/outcome.hpp"
#include "text/numbers.hpp"

namespace nqueens::cli {

CLI::Validator whole_number(std::uint64_t min, std::uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        const auto value = parse_whole_number(text);
        if (value && *value >= min && *value <= max) {
          text = std::to_string(*value);
          return {};
        }
        return fmt::format("must be a whole number from {} to {}, got {}", min, max, io::quote(text));
      },
      fmt::format("in [{}, {}]", min, max));
}

CLI::Validator seconds(double min, double max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        const auto value = parse_seconds(text);
        if (value && *value >= min && *value <= max) return {};
        return fmt::format("must be a number of seconds from {} to {}, got {}", min, max, io::quote(text));
      },
      fmt::format("in [{}, {}] s", min, max));
}

// one_of's validators are named by this prefix and their names, which choice_names reads back:
// the description, which --help shows, may be cleared (ShowNames::in_help).
constexpr std::string_view one_of_prefix = "one of ";

CLI::Validator one_of(std::string_view noun, const std::vector<std::string_view>& names) {
  return CLI::Validator(
      [noun = std::string(noun), names](std::string& text) -> std::string {
        if (std::find(names.begin(), names.end(), text) != names.end()) return {};
        return fmt::format("unknown {} {}; the {}s are {}", noun, io::quote(text), noun, fmt::join(names, ", "));
      },
      fmt::format("{{{}}}", fmt::join(names, ",")), fmt::format("{}{}", one_of_prefix, fmt::join(names, " ")));
}

std::vector<std::string> choice_names(CLI::Option& option) {
  for (int i = 0;; ++i) {
    CLI::Validator* validator = nullptr;
    try {
      validator = option.get_validator(i);
    } catch (const CLI::OptionNotFound&) {
      return {};
    }
    std::string_view name = validator->get_name();
    if (!name.starts_with(one_of_prefix)) continue;
    name.remove_prefix(one_of_prefix.size());
    std::vector<std::string> names;
    for (std::size_t start = 0; start < name.size();) {
      const std::size_t end = std::min(name.find(' ', start), name.size());
      names.emplace_back(name.substr(start, end - start));
      start = end + 1;
    }
    return names;
  }
}

std::string input_name(const std::string& path) {
  if (path == "-") return "standard input";
  const std::string quoted = io::quote(path, std::string::npos);
  return quoted.substr(1, quoted.size() - 2);
}

CLI::Option* add_board_size(CLI::App& app, int& n, int max_n, const std::string& help) {
  return app.add_option("N", n, help)->transform(whole_number(1, static_cast<std::uint64_t>(max_n)))->type_name("INT");
}

CLI::Option* add_input_file(CLI::App& app, std::string& path, std::string_view what) {
  return app.add_option("FILE", path, fmt::format("{}; - or nothing reads standard input", what))->type_name("FILE");
}

CLI::Option* add_memory_size(CLI::App& app, const std::string& name, std::uint64_t& bytes, const std::string& help) {
  auto* option = app.add_option_function<std::string>(
      name,
      [&bytes, name](const std::string& value) {
        const auto amount = parse_memory_size(value);
        if (!amount)
          throw std::invalid_argument(
              fmt::format("{}: must be a positive whole number of bytes, optionally with K, M, G or T, got {}", name,
                          io::quote(value)));
        bytes = *amount;
      },
      help);
  return option->option_text("SIZE");
}

CLI::Option* add_json(CLI::App& app, bool& json) {
  return app.add_flag("--json", json, "print one JSON object instead of text");
}

CLI::Option* add_detail(CLI::App& app, bool& detail, const std::string& help) {
  return app.add_flag("--detail", detail, help);
}

CLI::Option* add_quiet(CLI::App& app, bool& quiet) {
  return app.add_flag("-q,--quiet", quiet, "no progress line on standard error");
}

CLI::Option* add_zero_based(CLI::App& app, bool& zero_based) {
  return app.add_flag("--zero-based", zero_based, "count columns from 0 (line and rows formats)");
}

void require_zero_based_applies(const io::PlacementFormat& format, bool zero_based) {
  if (zero_based && !format.zero_based_applies())
    throw std::invalid_argument(
        fmt::format("--zero-based applies to the line and rows formats, not '{}'", format.name));
}

CLI::Option* add_time_limit(CLI::App& app, double& seconds, std::string_view reader) {
  const std::string help = "give up after this many seconds (0: none)";
  return app.add_option("--time-limit", seconds, reader.empty() ? help : fmt::format("{}: {}", reader, help))
      ->transform(cli::seconds(0, max_search_seconds))
      ->option_text("SECONDS");
}

CLI::Option* add_language(CLI::App& app, io::Language& language) {
  std::vector<Choice<io::Language>> languages;
  languages.reserve(io::languages.size());
  for (const io::LanguageCode& l : io::languages) languages.push_back({l.code, l.language, l.name});
  return add_choice(app, "--lang", "language", languages, language,
                    "language of the text: " + choices_text(languages, "{} ({})", " or "))
      ->option_text(choices_text(languages, "{}", "|"));
}

CLI::Option* add_placement_format(CLI::App& app, const io::PlacementFormat*& format) {
  return add_choice(app, "-f,--format", "format", choices_of(io::placement_formats()), format,
                    io::PlacementOutput::help(), ShowNames::in_help);
}

void add_run_options(CLI::App& app, RunOptions& run) {
  auto* journal =
      app.add_option("--journal", run.journal,
                     "record each finished work unit in this SQLite file; rerunning the same command resumes")
          ->option_text("FILE");
  app.add_option_function<std::string>(
         "--shard", [&run](const std::string& text) { run.shard = parse_shard(text); },
         "count only shard I of K (0 <= I < K) of the work units; needs --journal")
      ->option_text("I/K")
      ->needs(journal);
  app.add_flag("--verify", run.verify,
               "recount every work unit by an independent method and compare; a mismatch names the unit (exit 1)");
}

CountOptions CountArguments::count_options() const {
  if (!devices.empty() && engine != Engine::gpu) throw std::invalid_argument("--devices needs --engine gpu");
  return {.engine = engine,
          .limits = {.memory_bytes = memory_bytes, .threads = threads, .devices = devices},
          .observer = nullptr};
}

void add_count_arguments(CLI::App& app, CountArguments& arguments, const std::string& threads_help) {
  add_board_size(app, arguments.n, max_count_n, "board size")->required();
  app.add_option("-t,--threads", arguments.threads, threads_help)
      ->transform(whole_number(1, max_threads))
      ->option_text("T");
  const std::vector<Choice<Engine>> engines = {{"fast", Engine::fast, "meet in the middle, the default"},
                                               {"reference", Engine::reference, "plain backtracking"},
                                               {"gpu", Engine::gpu, "backtracking on NVIDIA GPUs"}};
  add_choice(app, "--engine", "engine", engines, arguments.engine,
             choices_text(engines, "{} ({})", ", ") + "; the counts are identical")
      ->option_text(choices_text(engines, "{}", "|"));
  app.add_option("--devices", arguments.devices,
                 "with --engine gpu: the CUDA devices to count on, by ordinal as 'nqueens devices' lists them "
                 "(default: all)")
      ->delimiter(',')
      ->transform(whole_number(0, max_device_ordinal))
      ->option_text("I,J,...");
  add_memory_size(app, "--memory", arguments.memory_bytes,
                  "memory budget of the fast engine, e.g. 2G (default: a quarter of the machine's memory, less to "
                  "fit a cgroup's memory limit such as Slurm's --mem)");
  add_detail(app, arguments.detail,
             "also print the solutions fixed by 180° and 90° rotation, search nodes, time, threads and memory budget");
  add_json(app, arguments.json);
  add_quiet(app, arguments.quiet);
  add_run_options(app, arguments.run);
}

bool VariantArguments::any() const {
  return !blocked.empty() || !diags.empty() || torus || superqueens || rows != 0 || queens != 0;
}

void add_variant_arguments(CLI::App& app, VariantArguments& variant) {
  const std::string limit = std::to_string(max_rules_n);
  app.add_option("--blocked", variant.blocked,
                 "squares no queen may take (CSPLib 80): a board of . (free), * or # (blocked), Q (placed), or the "
                 "facts board(N). block(R,C)., or MiniZinc n = N; row = [..]; col = [..]; (from 1)")
      ->option_text("FILE");
  auto* diags = app.add_option("--diags", variant.diags,
                               "excluded diagonals (CSPLib 79): n = N, numdiags = D, diags = [[i, t], ...] (t = 1: "
                               "row + column = i; t = 0: row - column = i - (n - 1); from 0)")
                    ->option_text("FILE");
  app.add_option("--diags-count", variant.diags_count, "take the first D diagonals of --diags (default all)")
      ->transform(whole_number(0, 1u << 20))
      ->option_text("D")
      ->needs(diags);
  app.add_flag("--torus", variant.torus, "diagonals wrap around the edges (toroidal queens, OEIS A051906)");
  app.add_flag("--superqueens", variant.superqueens,
               "queens also move as knights (superqueens, OEIS A051223 and A051224)");
  app.add_option("--rows", variant.rows, "a board of M rows and N columns, one queen a row (OEIS A269133)")
      ->transform(whole_number(1, max_rules_n))
      ->option_text("M");
  app.add_option("--queens", variant.queens, "place K queens, at most one a row (OEIS A036464, A047659, A061994)")
      ->transform(whole_number(1, max_rules_n))
      ->option_text("K");
}

namespace {

void require_board_of(const std::string& option, int file_n, int n) {
  if (file_n != n)
    throw std::invalid_argument(fmt::format("{} describes a board of {} columns, not {}", option, file_n, n));
}

}  // namespace

void require_square_board(const VariantArguments& variant, const Rules& rules, std::string_view command) {
  if (variant.rows != 0 || variant.queens != 0)
    throw std::invalid_argument(fmt::format(
        "{} puts a queen in every row of the square board: --rows and --queens apply to count and verify", command));
  if (row_count(rules) != rules.n)
    throw std::invalid_argument(
        fmt::format("the --blocked board has {} rows of {} columns: {} puts a queen in every row of a square board",
                    row_count(rules), rules.n, command));
}

Rules variant_rules(const VariantArguments& variant, int n) {
  Rules rules;
  rules.n = n;
  if (!variant.blocked.empty()) {
    const io::BlockedBoard board =
        parse_input_file("--blocked", variant.blocked, [](const std::string& t) { return io::parse_blocked(t); });
    require_board_of("--blocked", board.n, n);
    rules = io::rules_of(board);
    if (rules.rows != 0 && variant.rows != 0 && variant.rows != rules.rows)
      throw std::invalid_argument(
          fmt::format("--rows is {}, but the --blocked board has {} rows", variant.rows, rules.rows));
  }
  if (!variant.diags.empty()) {
    const io::ExcludedDiagonals instance = parse_input_file("--diags", variant.diags, [&](const std::string& t) {
      return io::parse_excluded_diagonals(t, variant.diags_count);
    });
    require_board_of("--diags", instance.n, n);
    rules.excluded = instance.diagonals;
  }
  if (variant.rows != 0) rules.rows = variant.rows;
  rules.queens = variant.queens;
  rules.toroidal = variant.torus;
  rules.knight = variant.superqueens;
  const int rows = row_count(rules);
  if (rows > n) throw std::invalid_argument(fmt::format("--rows {} exceeds the {} columns of the board", rows, n));
  if (rules.queens > rows)
    throw std::invalid_argument(fmt::format("--queens {} exceeds the {} rows of the board", rules.queens, rows));
  if (rules.toroidal && rows != n)
    throw std::invalid_argument(fmt::format("--torus needs a square board, not {} rows of {} columns", rows, n));
  if (!variant.diags.empty() && rows != n)
    throw std::invalid_argument("--diags describes the square board: it takes no --rows");
  validate(rules);
  return rules;
}

}  // namespace nqueens::cli
