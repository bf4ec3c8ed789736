// The readers of the JSON formats: LeetCode 51's array of boards and the JSON lines.

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <string>

#include "listing_reader.hpp"

namespace nqueens::io {

namespace {

// The lines' bodies joined again (CRs and a byte order mark left out), with the line on which
// each board of the outer array opens: the JSON parser tells no positions.
struct JsonText {
  std::string text;
  std::vector<std::size_t> board_lines;
};

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
      if (c == '[' && ++depth == 2) out.board_lines.push_back(i + 1);
      if (c == ']') --depth;
    }
    out.text.append(lines.lines[i].body);
    out.text.push_back('\n');
  }
  return out;
}

// The queens of a board given as strings of 'Q' and '.'; false if it is not one.
bool board_squares(const nlohmann::json& board, std::vector<Square>& queens) {
  if (!board.is_array()) return false;
  for (std::size_t r = 0; r < board.size(); ++r) {
    if (!board[r].is_string()) return false;
    const std::string& row = board[r].get_ref<const std::string&>();
    for (std::size_t c = 0; c < row.size(); ++c)
      if (row[c] == 'Q') queens.push_back({static_cast<int>(r), static_cast<int>(c)});
  }
  return true;
}

}  // namespace

ReadListing read_leetcode(const TextLines& text, int) {
  const JsonText joined = join_for_json(text);
  const nlohmann::json boards = nlohmann::json::parse(joined.text, nullptr, false);
  ReadListing out;
  if (!boards.is_array()) return out;
  for (std::size_t k = 0; k < boards.size(); ++k) {
    ReadSolution solution{k < joined.board_lines.size() ? joined.board_lines[k] : 1, {}, 0};
    if (board_squares(boards[k], solution.queens)) {
      solution.rows = static_cast<int>(boards[k].size());
      out.solutions.push_back(std::move(solution));
    }
  }
  return out;
}

ReadListing read_json_lines(const TextLines& text, int) {
  ReadListing out;
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const nlohmann::json line = nlohmann::json::parse(text.lines[i].body, nullptr, false);
    if (!line.is_object() || !line.contains("columns") || !line["columns"].is_array()) continue;
    ReadSolution solution{i + 1, {}, 0};
    const nlohmann::json& columns = line["columns"];
    for (std::size_t r = 0; r < columns.size(); ++r) {
      // Off the board when it is no column: kept within ±10^9, as the text readers keep theirs.
      const std::int64_t column =
          columns[r].is_number_integer() ? std::clamp<std::int64_t>(columns[r].get<std::int64_t>(), -1e9, 1e9) : 0;
      solution.queens.push_back({static_cast<int>(r), static_cast<int>(column) - 1});
    }
    out.solutions.push_back(std::move(solution));
  }
  return out;
}

}  // namespace nqueens::io
