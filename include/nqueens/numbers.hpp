#pragma once
// Numbers as people write them in arguments and files: whole numbers, amounts of memory and
// seconds. One strict reading for every front end (the tools, the journal's header), so "+3",
// " 3", "0x10" or "3.0" mean the same nowhere. Each returns no value for text it refuses, and the
// caller names what it expected (an option, a range, a file).

#include <cstdint>
#include <optional>
#include <string_view>

namespace nqueens {

// A whole number in plain decimal: one or more digits 0-9 (leading zeros allowed), nothing else,
// at most 2^64 - 1.
std::optional<std::uint64_t> parse_whole_number(std::string_view text);

// An amount of memory in bytes: a whole number as parse_whole_number reads it, optionally
// followed by one of K, M, G or T (either case; powers of 1024): "512M", "4g". Zero, and an
// amount past 2^64 - 1 bytes, are refused.
std::optional<std::uint64_t> parse_memory_size(std::string_view text);

// A number of seconds, finite and not negative, in fixed notation: "2", "0.5", ".5"
// (not "+1", "-1", "1e3", "inf" or "nan").
std::optional<double> parse_seconds(std::string_view text);

}  // namespace nqueens
