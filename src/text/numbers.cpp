#include "text/numbers.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace nqueens {

namespace {

// The number at the start of text, and the rest after it; no value if text starts otherwise or
// the number does not fit.
template <class T, class... Format>
std::optional<T> leading(std::string_view text, std::string_view& rest, Format... format) {
  T value{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, format...);
  if (ec != std::errc()) return std::nullopt;
  rest = text.substr(static_cast<std::size_t>(end - text.data()));
  return value;
}

}  // namespace

std::optional<std::uint64_t> parse_whole_number(std::string_view text) {
  std::string_view rest;
  const auto value = leading<std::uint64_t>(text, rest);
  if (!value || !rest.empty()) return std::nullopt;
  return value;
}

std::optional<std::uint64_t> parse_memory_size(std::string_view text) {
  std::string_view suffix;
  const auto number = leading<std::uint64_t>(text, suffix);
  if (!number || *number == 0 || suffix.size() > 1) return std::nullopt;
  int shift = 0;
  if (suffix.size() == 1) {
    constexpr std::string_view upper = "KMGT", lower = "kmgt";
    const auto unit = std::min(upper.find(suffix[0]), lower.find(suffix[0]));
    if (unit == std::string_view::npos) return std::nullopt;
    shift = 10 * static_cast<int>(unit + 1);
  }
  if (*number > (std::numeric_limits<std::uint64_t>::max() >> shift)) return std::nullopt;
  return *number << shift;
}

std::optional<double> parse_seconds(std::string_view text) {
  std::string_view rest;
  const auto value = leading<double>(text, rest, std::chars_format::fixed);
  if (!value || !rest.empty() || !std::isfinite(*value) || *value < 0) return std::nullopt;
  return value;
}

namespace {

constexpr std::string_view duration_units = "smhdy";
constexpr double seconds_per[] = {1, 60, 3600, 86400, 365.25 * 86400};

bool ends_in_duration_unit(std::string_view text) {
  return !text.empty() && duration_units.find(text.back()) != std::string_view::npos;
}

}  // namespace

std::optional<double> parse_duration(std::string_view text) {
  double scale = 1;
  if (ends_in_duration_unit(text)) {
    scale = seconds_per[duration_units.find(text.back())];
    text.remove_suffix(1);
  }
  const auto value = parse_seconds(text);
  if (!value || !std::isfinite(*value * scale)) return std::nullopt;
  return *value * scale;
}

std::optional<double> parse_share(std::string_view text) {
  const bool percent = !text.empty() && text.back() == '%';
  if (percent) text.remove_suffix(1);
  const auto value = parse_seconds(text);
  if (!value) return std::nullopt;
  const double share = percent ? *value / 100 : *value;
  if (!(share > 0 && share <= 1)) return std::nullopt;
  return share;
}

std::optional<ShareOrTime> parse_share_or_time(std::string_view text) {
  if (!ends_in_duration_unit(text)) {
    const auto share = parse_share(text);
    if (!share) return std::nullopt;
    return ShareOrTime{.share = *share};
  }
  const auto seconds = parse_duration(text);
  if (!seconds || !(*seconds > 0)) return std::nullopt;
  return ShareOrTime{.seconds = *seconds};
}

}  // namespace nqueens
