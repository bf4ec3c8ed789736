#pragma once
// Numbers as people write them in arguments and files: whole numbers, amounts of memory and
// seconds. One strict reading for every front end (the tools, the journal's header), so "+3",
// " 3", "0x10" or "3.0" mean the same nowhere. Each returns no value for text it refuses, and the
// caller names what it expected (an option, a range, a file). Internal (src/text): the journal,
// the tools' options and the Python module read numbers with these; not installed.

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

// A duration in seconds: a number as parse_seconds reads it, optionally followed by one unit,
// s, m (minutes), h, d or y (365.25 days): "90", "90s", "2.5m", "30d", "1y".
std::optional<double> parse_duration(std::string_view text);

// A share of a whole, in (0, 1]: a number as parse_seconds reads it ("0.02"), or a percentage
// ("2%", "0.5%"). Zero, and more than the whole, are refused.
std::optional<double> parse_share(std::string_view text);

// A share of a whole or a time: a share as parse_share reads it ("0.02", "2%"), or a duration
// as parse_duration reads it that ends in its unit ("90s", "5m": a bare number is a share).
// Exactly one of the two is set, and a time is more than 0 s.
struct ShareOrTime {
  double share = 0;    // in (0, 1], or 0 for a time
  double seconds = 0;  // > 0, or 0 for a share
};
std::optional<ShareOrTime> parse_share_or_time(std::string_view text);

}  // namespace nqueens
