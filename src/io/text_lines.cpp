#include "text_lines.hpp"

#include <string>

#include <nlohmann/json.hpp>

namespace nqueens::io {

TextLines split_lines(std::string_view text) {
  TextLines out;
  out.byte_order_mark = text.starts_with(byte_order_mark);
  out.final_newline = text.empty() || text.back() == '\n';
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    TextLine line;
    line.raw = text.substr(start, end - start);
    line.body = line.raw;
    if (start == 0 && out.byte_order_mark) line.body.remove_prefix(byte_order_mark.size());
    line.cr = line.body.ends_with('\r');
    if (line.cr) line.body.remove_suffix(1);
    out.lines.push_back(line);
    start = end + 1;
  }
  return out;
}

std::string squeezed(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (char c : line)
    if (!is_space_or_tab(c)) out.push_back(c);
  return out;
}

JsonText join_for_json(const TextLines& lines) {
  JsonText out;
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (std::size_t i = 0; i < lines.lines.size(); ++i) {
    for (const char c : lines.lines[i].body) {
      if (in_string) {
        in_string = escaped || c != '"';
        escaped = !escaped && c == '\\';
        continue;
      }
      if (c == '"') in_string = true;
      if ((c == '[' || c == '{') && ++depth == 2) out.element_lines.push_back(i + 1);
      if (c == ']' || c == '}') --depth;
    }
    out.text.append(lines.lines[i].body);
    out.text.push_back('\n');
  }
  return out;
}

nlohmann::json parse_json(std::string_view text) {
  try {
    return nlohmann::json::parse(text, nullptr, false);
  } catch (const nlohmann::json::exception&) {
    return nlohmann::json(nlohmann::json::value_t::discarded);
  }
}

}  // namespace nqueens::io
