#include "nqueens/run_report.hpp"

#include <stdexcept>

#include "text/numbers.hpp"

namespace nqueens {

std::string Shard::text() const { return std::to_string(index) + "/" + std::to_string(count); }

Shard parse_shard(std::string_view text) {
  const auto slash = text.find('/');
  if (slash != std::string_view::npos) {
    const auto index = parse_whole_number(text.substr(0, slash));
    const auto count = parse_whole_number(text.substr(slash + 1));
    if (index && count && Shard{*index, *count}.valid()) return {*index, *count};
  }
  throw std::invalid_argument("a shard is I/K with 0 <= I < K (shard I of K, counted from 0), got '" +
                              std::string(text) + "'");
}

}  // namespace nqueens
