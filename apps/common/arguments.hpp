#pragma once
// Option declarations shared by several commands, and by nqueens and nqueens-mpi: each option
// that more than one command takes is declared here once, with its help text.

#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/io/input_error.hpp"
#include "nqueens/io/language.hpp"
#include "nqueens/io/placement_output.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/journal.hpp"
#include "nqueens/rules.hpp"

namespace nqueens::cli {

// A validator for whole numbers in [min, max], written in plain decimal ("+3", " 3", "0x10",
// "1e9", "3.0" are refused). It rewrites the accepted text to canonical decimal, so CLI11 never
// reads "010" as octal. The message names the range and echoes the value, shortened.
CLI::Validator whole_number(std::uint64_t min, std::uint64_t max);

// A validator for a number of seconds in [min, max] ("2", "0.5"; not "abc", "-1", "1e400").
CLI::Validator seconds(double min, double max);

// One name of an enumerated option: the name users type, the value it stands for and, for
// --help, what it means.
template <class T>
struct Choice {
  std::string_view name;
  T value;
  std::string_view summary;
};

// The entries of a table of formats (io::solution_formats(), io::trace_formats(), ...) as
// choices of a pointer to the entry.
template <class Format>
std::vector<Choice<const Format*>> choices_of(std::span<const Format> table) {
  std::vector<Choice<const Format*>> choices;
  for (const Format& f : table) choices.push_back({f.name, &f, f.summary});
  return choices;
}

// Where --help shows the names of an enumerated option.
enum class ShowNames {
  after_option,  // "--engine TEXT:{fast,reference}=fast"; the help text describes them
  in_help,       // "--format TEXT=board"; the help text lists them (choices_text, add_format)
};

// The check of an enumerated option: `names` pass, anything else is refused with
// "unknown NOUN 'TEXT'; the NOUNs are A, B, C". Its description is "{A,B,C}".
CLI::Validator one_of(std::string_view noun, const std::vector<std::string_view>& names);

// The names an option checked by one_of takes (for the shell completions); empty for others.
std::vector<std::string> choice_names(CLI::Option& option);

// The choices for --help: each as `item` of its name and summary ("{}: {}"), joined by
// `separator`.
template <class T>
std::string choices_text(const std::vector<Choice<T>>& choices,
                         fmt::format_string<std::string_view, std::string_view> item, std::string_view separator) {
  std::string text;
  for (const Choice<T>& c : choices) {
    if (!text.empty()) text += separator;
    text += fmt::vformat(item, fmt::make_format_args(c.name, c.summary));
  }
  return text;
}

// Declares `option`, which takes one of the names in `choices` (its values named `noun` in
// messages) and sets `value` to what that name stands for. The table is the only list: the
// check, the names in --help and the value all come from it, and --help shows the name of
// `value` at declaration as the default.
template <class T>
CLI::Option* add_choice(CLI::App& app, const std::string& option, std::string_view noun, std::vector<Choice<T>> choices,
                        T& value, const std::string& help, ShowNames show = ShowNames::after_option) {
  std::vector<std::string_view> names;
  std::string default_name;
  for (const Choice<T>& c : choices) {
    names.push_back(c.name);
    if (c.value == value) default_name = c.name;
  }
  CLI::Validator check = one_of(noun, names);
  if (show == ShowNames::in_help) check.description("");
  auto set = [&value, choices = std::move(choices)](const std::string& name) {
    for (const Choice<T>& c : choices)
      if (c.name == name) value = c.value;
  };
  return app.add_option_function<std::string>(option, set, help)->check(check)->default_str(default_name);
}

// Declares -f,--format, the output format: one of `formats`, each listed in --help with its
// summary under "output format:".
template <class T>
CLI::Option* add_format(CLI::App& app, std::vector<Choice<T>> formats, T& value,
                        ShowNames show = ShowNames::after_option) {
  const std::string help = "output format:" + choices_text(formats, "\n  {:<10} {}", "");
  return add_choice(app, "-f,--format", "format", std::move(formats), value, help, show);
}

// The name of an input file in messages: "standard input" for "-", else the path as given, whole
// (control bytes and invalid UTF-8 escaped as \xNN, nothing cut).
std::string input_name(const std::string& path);

// Reads the file at `path` ("-": standard input) and returns parse(text). Its errors name the
// file, after `option` if that is not empty: an io::InputError comes out as one from
// "OPTION FILE" (reported "--blocked FILE:597:1: expected ..." with the line and a caret under
// the spot), any other std::invalid_argument as "OPTION FILE: ...".
template <class Parse>
auto parse_input_file(std::string_view option, const std::string& path, Parse parse) {
  const std::string source = option.empty() ? input_name(path) : fmt::format("{} {}", option, input_name(path));
  const std::string text = io::read_text(path);
  try {
    return parse(text);
  } catch (const io::InputError& e) {
    throw e.from(source);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(fmt::format("{}: {}", source, e.what()));
  }
}

// Declares the board size N, a positional whole number in [1, max_n].
CLI::Option* add_board_size(CLI::App& app, int& n, int max_n, const std::string& help);

// Declares FILE, the positional input file: `what` it holds, for --help; "-" (the default
// value of `path`) or nothing reads standard input.
CLI::Option* add_input_file(CLI::App& app, std::string& path, std::string_view what);

// Declares the option `name` taking an amount of memory: a whole number of bytes with an
// optional suffix K, M, G or T (powers of 1024), e.g. 512M or 4G; zero and anything else are
// refused with a message that names the value.
CLI::Option* add_memory_size(CLI::App& app, const std::string& name, std::uint64_t& bytes, const std::string& help);

// Declares --json: one JSON object instead of text.
CLI::Option* add_json(CLI::App& app, bool& json);

// Declares --detail; `help` says what it adds to this command's output.
CLI::Option* add_detail(CLI::App& app, bool& detail, const std::string& help);

// Declares --lang zh|en, the language of the texts for people (English by default).
CLI::Option* add_language(CLI::App& app, io::Language& language);

// Declares -q,--quiet: no progress line (nor hint) on standard error.
CLI::Option* add_quiet(CLI::App& app, bool& quiet);

// Declares --zero-based: columns counted from 0 (the line and rows formats of find and complete).
CLI::Option* add_zero_based(CLI::App& app, bool& zero_based);
// Throws std::invalid_argument naming --zero-based if it was given with a format that does not
// count columns (io::PlacementFormat::zero_based_applies).
void require_zero_based_applies(const io::PlacementFormat& format, bool zero_based);

// Declares --time-limit SECONDS, the wall-time budget of a search (0: none). `reader`, if not
// empty, names the one method that reads it ("first").
CLI::Option* add_time_limit(CLI::App& app, double& seconds, std::string_view reader = {});

// Declares -f,--format, the output format of a command that prints placements one at a time
// (find, complete): a name of io::placement_formats(). `format` holds the default.
CLI::Option* add_placement_format(CLI::App& app, const io::PlacementFormat*& format);

}  // namespace nqueens::cli

namespace nqueens::cli {

// Declares --journal FILE, --shard I/K and --verify (the counting commands' run options).
void add_run_options(CLI::App& app, RunOptions& run);

// The arguments of a count, shared by nqueens count and nqueens-mpi.
struct CountArguments {
  int n = 0;
  int threads = 0;
  Engine engine = Engine::fast;
  std::uint64_t memory_bytes = 0;
  std::vector<int> devices;  // --devices: the GPU engine's devices; empty: all
  bool detail = false;
  bool json = false;
  bool quiet = false;
  RunOptions run;  // --journal, --shard, --verify

  // The engine options: threads, engine, memory budget, devices, and no observer. Throws
  // std::invalid_argument if --devices comes without --engine gpu.
  CountOptions count_options() const;
};

// Declares N, -t,--threads (helped by `threads_help`), --engine, --devices, --memory, --detail,
// --json, -q,--quiet and the run options.
void add_count_arguments(CLI::App& app, CountArguments& arguments, const std::string& threads_help);

}  // namespace nqueens::cli

namespace nqueens::cli {

// The options that change the rules of the board (rules.hpp), shared by the commands that take
// them: --blocked FILE, --diags FILE, --diags-count D, --torus, --superqueens, --rows M,
// --queens K.
struct VariantArguments {
  std::string blocked;             // a blocked board (io::parse_blocked)
  std::string diags;               // a CSPLib 79 excluded-diagonals instance
  std::optional<int> diags_count;  // its first D diagonals (all without)
  bool torus = false;
  bool superqueens = false;
  int rows = 0;    // 0: n
  int queens = 0;  // 0: one a row

  // Some option that changes the rules was given.
  bool any() const;
};

// Declares the variant options.
void add_variant_arguments(CLI::App& app, VariantArguments& variant);

// The rules of the board of n columns with the variant options, reading their files. Throws
// std::invalid_argument (exit 2) with one line naming the options for a combination that
// makes no sense (--torus with --rows, --rows past n, --queens past the rows, a file of another
// n) and for a file that does not read (naming it).
Rules variant_rules(const VariantArguments& variant, int n);

// For the commands that put a queen in every row of the square board (solve, find, complete):
// throws std::invalid_argument naming --rows and --queens if either was given, and the
// --blocked board's size if it has fewer rows than columns.
void require_square_board(const VariantArguments& variant, const Rules& rules, std::string_view command);

}  // namespace nqueens::cli
