#include "nqueens/io/quote.hpp"

#include <fmt/format.h>

namespace nqueens::io {

namespace {

// The length of the valid UTF-8 sequence starting at text[i] (2 to 4 bytes), or 0.
std::size_t utf8_sequence(std::string_view text, std::size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  const std::size_t length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
  if (length == 0 || lead >= 0xF5 || i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 0;
  return length;
}

}  // namespace

std::string quote(std::string_view text, std::size_t max_bytes) {
  std::string out = "'";
  std::size_t i = 0;
  for (; i < text.size() && i < max_bytes;) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7F) {
      out += static_cast<char>(c);
      ++i;
    } else if (const std::size_t length = c >= 0x80 ? utf8_sequence(text, i) : 0; length > 0) {
      out.append(text.substr(i, length));
      i += length;
    } else {
      out += fmt::format("\\x{:02X}", c);
      ++i;
    }
  }
  if (i < text.size()) out += "...";
  return out + "'";
}

std::string one_line(std::string_view message) {
  std::string line;
  for (std::size_t i = 0; i < message.size(); ++i) {
    if (message[i] != '\n' && message[i] != '\r') {
      line += message[i];
      continue;
    }
    while (i + 1 < message.size() && (message[i + 1] == '\n' || message[i + 1] == '\r')) ++i;
    if (i + 1 < message.size()) line += "; ";
  }
  return line;
}

}  // namespace nqueens::io
