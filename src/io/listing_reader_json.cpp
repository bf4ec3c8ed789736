// The readers of the JSON formats: LeetCode 51's array of boards, the json format's array of
// solutions and the jsonl format's lines.

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "listing_reader.hpp"

namespace nqueens::io {

namespace {

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

// The solution of an object {"columns": [...], ...} of the json or jsonl format, if it is one.
std::optional<ReadSolution> columns_solution(const nlohmann::json& object, std::size_t line) {
  if (!object.is_object() || !object.contains("columns") || !object["columns"].is_array()) return std::nullopt;
  ReadSolution solution{line, {}, 0};
  const nlohmann::json& columns = object["columns"];
  for (std::size_t r = 0; r < columns.size(); ++r) {
    // Off the board when it is no column: kept within ±10^9, as the text readers keep theirs.
    const std::int64_t column =
        columns[r].is_number_integer() ? std::clamp<std::int64_t>(columns[r].get<std::int64_t>(), -1e9, 1e9) : 0;
    solution.queens.push_back({static_cast<int>(r), static_cast<int>(column) - 1});
  }
  return solution;
}

}  // namespace

ReadListing read_leetcode(const TextLines& text, int) {
  const JsonText joined = join_for_json(text);
  const nlohmann::json boards = parse_json(joined.text);
  ReadListing out;
  if (!boards.is_array()) return out;
  for (std::size_t k = 0; k < boards.size(); ++k) {
    ReadSolution solution{k < joined.element_lines.size() ? joined.element_lines[k] : 1, {}, 0};
    if (board_squares(boards[k], solution.queens)) {
      solution.rows = static_cast<int>(boards[k].size());
      out.solutions.push_back(std::move(solution));
    }
  }
  return out;
}

ReadListing read_json(const TextLines& text, int) {
  const JsonText joined = join_for_json(text);
  const nlohmann::json objects = parse_json(joined.text);
  ReadListing out;
  if (!objects.is_array()) return out;
  for (std::size_t k = 0; k < objects.size(); ++k)
    if (auto s = columns_solution(objects[k], k < joined.element_lines.size() ? joined.element_lines[k] : 1))
      out.solutions.push_back(std::move(*s));
  return out;
}

ReadListing read_json_lines(const TextLines& text, int) {
  ReadListing out;
  for (std::size_t i = 0; i < text.lines.size(); ++i)
    if (auto s = columns_solution(parse_json(text.lines[i].body), i + 1)) out.solutions.push_back(std::move(*s));
  return out;
}

}  // namespace nqueens::io
