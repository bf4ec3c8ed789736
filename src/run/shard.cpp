#include "nqueens/journal.hpp"

#include <charconv>
#include <stdexcept>

namespace nqueens {

namespace {

bool parse_whole(std::string_view text, std::uint64_t& value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

std::string Shard::text() const { return std::to_string(index) + "/" + std::to_string(count); }

Shard parse_shard(std::string_view text) {
  const auto slash = text.find('/');
  Shard s;
  if (slash != std::string_view::npos && parse_whole(text.substr(0, slash), s.index) &&
      parse_whole(text.substr(slash + 1), s.count) && s.valid())
    return s;
  throw std::invalid_argument("a shard is I/K with 0 <= I < K (shard I of K, counted from 0), got '" +
                              std::string(text) + "'");
}

}  // namespace nqueens
