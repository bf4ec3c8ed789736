#pragma once
// A text as lines, the way a judge compares outputs: LF ends a line, a CR before it and a byte
// order mark at the start are kept apart from what the line says.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace nqueens::io {

struct TextLine {
  std::string_view raw;   // the line without its LF: a CR, and on line 1 a byte order mark, stay
  std::string_view body;  // what it says: raw without the byte order mark and the CR at its end
  bool cr = false;        // raw ends with CR
};

struct TextLines {
  std::vector<TextLine> lines;  // "a\nb\n" and "a\nb" are two lines, "" none
  bool byte_order_mark = false;
  bool final_newline = true;  // the last line ends with LF (true for an empty text)
};

// Views into `text`, which must outlive them. O(size of text).
TextLines split_lines(std::string_view text);

// The UTF-8 byte order mark, which some editors put at the start of a text.
inline constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

// The text without a byte order mark at its start.
inline std::string_view without_byte_order_mark(std::string_view text) {
  return text.starts_with(byte_order_mark) ? text.substr(byte_order_mark.size()) : text;
}

// A byte inside a UTF-8 character, not its first: what counting characters skips.
inline bool is_utf8_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Spaces and tabs: the whitespace inside a line.
inline bool is_space_or_tab(char c) { return c == ' ' || c == '\t'; }

// The line without its spaces and tabs: what a reader sees in it.
std::string squeezed(std::string_view line);

// The lines' bodies joined again (CRs and a byte order mark left out), with the line (1-based)
// on which each array or object one level inside the outer one opens (the elements of an outer
// array of arrays or objects), for the JSON readers: the JSON parser tells no positions.
struct JsonText {
  std::string text;
  std::vector<std::size_t> element_lines;
};
JsonText join_for_json(const TextLines& lines);

// The JSON value of `text`, or a discarded value (is_discarded()) where it is not JSON. A number
// past double's range is not JSON here either: nlohmann reports it by an exception (out_of_range
// 406) even when asked for none, which every reader would otherwise have to catch.
nlohmann::json parse_json(std::string_view text);

}  // namespace nqueens::io
