// Fuzzes the readers of numbers in arguments and files: parse_u128 (the journal's counts),
// parse_shard (--shard, the journal's header), parse_whole_number, parse_memory_size and
// parse_seconds (the tools' options). Each is held to its documented language by an independent
// reading here: it accepts exactly that text, with the value the text means, and refuses the
// rest (parse_u128 and parse_shard with std::invalid_argument). A disagreement, another
// exception, a crash or a leak is a finding.

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "fuzz_check.hpp"
#include "nqueens/journal.hpp"
#include "nqueens/types.hpp"
#include "text/numbers.hpp"

namespace nqueens {
namespace {

using fuzz::require;

bool digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The value of a text of digits, digit by digit in a wider type, or none past `max` (both
// independent of the readers' own arithmetic).
std::optional<u128> decimal(std::string_view text, u128 max) {
  if (!digits(text)) return std::nullopt;
  text.remove_prefix(std::min(text.find_first_not_of('0'), text.size()));
  if (text.size() > 39) return std::nullopt;
  u128 value = 0;
  for (char c : text) {
    const u128 next = value * 10 + static_cast<unsigned>(c - '0');
    if (next / 10 != value || next > max) return std::nullopt;  // the first test catches the wrap past 2^128
    value = next;
  }
  return value;
}

constexpr u128 max_u64 = ~std::uint64_t{0};

void check_u128(std::string_view text) {
  const auto expected = decimal(text, ~u128{0});
  try {
    const u128 value = parse_u128(text);
    require(expected && value == *expected && parse_u128(to_string(value)) == value, "parse_u128 reads a count");
  } catch (const std::invalid_argument&) {
    require(!expected, "parse_u128 refuses only what is not a count");
  }
}

void check_shard(std::string_view text) {
  const auto slash = text.find('/');
  std::optional<u128> index, count;
  if (slash != std::string_view::npos) {
    index = decimal(text.substr(0, slash), max_u64);
    count = decimal(text.substr(slash + 1), max_u64);
  }
  const bool expected = index && count && *index < *count;
  try {
    const Shard s = parse_shard(text);
    require(expected && s.index == *index && s.count == *count && s.valid() && parse_shard(s.text()) == s,
            "parse_shard reads I/K");
  } catch (const std::invalid_argument&) {
    require(!expected, "parse_shard refuses only what is not I/K");
  }
}

void check_memory_size(std::string_view text) {
  std::string_view number = text;
  int shift = 0;
  constexpr std::string_view units = "KMGTkmgt";
  if (!text.empty() && units.find(text.back()) != std::string_view::npos) {
    shift = 10 * static_cast<int>(units.find(text.back()) % 4 + 1);
    number.remove_suffix(1);
  }
  const auto value = decimal(number, max_u64);
  const bool fits = value && *value > 0 && (*value << shift) <= max_u64;
  const auto bytes = parse_memory_size(text);
  require(bytes.has_value() == fits, "parse_memory_size accepts a positive number of bytes with K, M, G or T");
  if (bytes) require(*bytes == (*value << shift), "parse_memory_size multiplies by the unit");
}

void check_seconds(std::string_view text) {
  const auto seconds = parse_seconds(text);
  if (!seconds) return;
  require(*seconds >= 0 && std::isfinite(*seconds), "parse_seconds reads a finite number, not negative");
  require(text.find_first_not_of("0123456789.-") == std::string_view::npos, "parse_seconds reads fixed notation");
  const auto whole = parse_whole_number(text);
  if (whole) require(*seconds == static_cast<double>(*whole), "a whole number of seconds is that number");
}

void check_whole_number(std::string_view text) {
  const auto expected = decimal(text, max_u64);
  const auto value = parse_whole_number(text);
  require(value.has_value() == expected.has_value() && (!value || *value == *expected),
          "parse_whole_number reads plain decimal up to 2^64 - 1");
}

}  // namespace
}  // namespace nqueens

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nqueens;
  const std::string_view text = fuzz::text_of(data, size);
  check_u128(text);
  check_shard(text);
  check_whole_number(text);
  check_memory_size(text);
  check_seconds(text);
  return 0;
}
