#include "listing_reader.hpp"

#include <algorithm>
#include <charconv>
#include <climits>
#include <functional>
#include <string>

namespace nqueens::io {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && is_space_or_tab(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space_or_tab(s.back())) s.remove_suffix(1);
  return s;
}

// The whitespace-separated words of a line.
std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  for (line = trimmed(line); !line.empty(); line = trimmed(line)) {
    const auto end = std::find_if(line.begin(), line.end(), is_space_or_tab);
    const auto size = static_cast<std::size_t>(end - line.begin());
    out.push_back(line.substr(0, size));
    line.remove_prefix(size);
  }
  return out;
}

// A whole word as a number; nullopt if it is not one. Kept within ±10^9, which is off any
// board all the same.
std::optional<int> read_number(std::string_view word) {
  long long value = 0;
  const char* end = word.data() + word.size();
  const auto [stop, ec] = std::from_chars(word.data(), end, value);
  if (word.empty() || stop != end || ec == std::errc::invalid_argument) return std::nullopt;
  if (ec == std::errc::result_out_of_range) value = word.front() == '-' ? LLONG_MIN : LLONG_MAX;
  return static_cast<int>(std::clamp(value, -1'000'000'000LL, 1'000'000'000LL));
}

// A column counted from 1 as the square of row `row`.
Square column_square(int row, int column) { return {row, column - 1}; }

using TotalTest = std::function<bool(std::string_view body)>;

bool no_total(std::string_view) { return false; }

bool starts_with_total(std::string_view body) { return trimmed(body).starts_with("Total"); }

// Boards of one character a square, spaces between squares allowed: the rows of one board
// follow each other, and any other line (a heading, a separator, a blank line) ends a board.
// Rows that run on past n make boards of n rows each when they divide evenly (headings left
// out).
class GridReader {
 public:
  GridReader(int n, char queen, char empty) : n_(n), queen_(queen), empty_(empty) {}

  ReadListing read(const TextLines& text, const TotalTest& is_total) {
    for (std::size_t i = 0; i < text.lines.size(); ++i) {
      const std::string_view body = text.lines[i].body;
      if (is_total(body)) {
        out_.total = TotalLine{i + 1, body};
      } else if (const std::string row = squeezed(body); is_row(row)) {
        rows_.push_back({i + 1, row});
        continue;
      }
      end_board();
    }
    end_board();
    return std::move(out_);
  }

 private:
  struct Row {
    std::size_t line;
    std::string squares;
  };

  bool is_row(const std::string& row) const {
    return !row.empty() && std::all_of(row.begin(), row.end(), [&](char c) { return c == queen_ || c == empty_; });
  }

  void end_board() {
    const auto n = static_cast<std::size_t>(n_);
    const std::size_t per_board = rows_.size() > n && rows_.size() % n == 0 ? n : rows_.size();
    for (std::size_t first = 0; first < rows_.size(); first += per_board) {
      ReadSolution board{rows_[first].line, {}, static_cast<int>(per_board)};
      for (std::size_t r = 0; r < per_board; ++r) {
        const std::string& squares = rows_[first + r].squares;
        for (std::size_t c = 0; c < squares.size(); ++c)
          if (squares[c] == queen_) board.queens.push_back({static_cast<int>(r), static_cast<int>(c)});
      }
      out_.solutions.push_back(std::move(board));
    }
    rows_.clear();
  }

  int n_;
  char queen_;
  char empty_;
  std::vector<Row> rows_;
  ReadListing out_;
};

// A solution a line: `squares` reads the queens of one line (false: not a solution's line).
ReadListing read_lines(const TextLines& text, const TotalTest& is_total,
                       const std::function<bool(std::string_view, std::vector<Square>&)>& squares) {
  ReadListing out;
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const std::string_view body = text.lines[i].body;
    ReadSolution solution{i + 1, {}, 0};
    if (is_total(body))
      out.total = TotalLine{i + 1, body};
    else if (squares(body, solution.queens))
      out.solutions.push_back(std::move(solution));
  }
  return out;
}

// Columns counted from 1, one a row, separated by spaces.
bool column_list(std::string_view line, std::vector<Square>& queens) {
  const auto list = words(line);
  for (std::size_t r = 0; r < list.size(); ++r) {
    const auto column = read_number(list[r]);
    if (!column) return false;
    queens.push_back(column_square(static_cast<int>(r), *column));
  }
  return !list.empty();
}

// What follows the label of a line ("  5:" in numbered, "方案5:" in squares), if it has one.
std::string_view after_label(std::string_view line) {
  const auto colon = line.find(':');
  return colon == std::string_view::npos ? line : line.substr(colon + 1);
}

// "方案k:" then "r行c列" for each queen.
bool row_column_pairs(std::string_view line, std::vector<Square>& queens) {
  constexpr std::string_view row_word = "行";
  constexpr std::string_view column_word = "列";
  const auto list = words(after_label(line));
  for (const std::string_view word : list) {
    const auto split = word.find(row_word);
    if (split == std::string_view::npos || !word.ends_with(column_word)) return false;
    const auto start = split + row_word.size();
    const auto row = read_number(word.substr(0, split));
    const auto column = read_number(word.substr(start, word.size() - start - column_word.size()));
    if (!row || !column) return false;
    queens.push_back({*row - 1, *column - 1});
  }
  return !list.empty();
}

// The columns as one string of digits.
bool digit_string(std::string_view line, std::vector<Square>& queens) {
  line = trimmed(line);
  if (line.empty() || !std::all_of(line.begin(), line.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
  for (std::size_t r = 0; r < line.size(); ++r) queens.push_back(column_square(static_cast<int>(r), line[r] - '0'));
  return true;
}

ReadListing read_board(const TextLines& text, int n) { return GridReader(n, 'Q', '.').read(text, starts_with_total); }

ReadListing read_openjudge(const TextLines& text, int n) { return GridReader(n, '1', '0').read(text, no_total); }

ReadListing read_hash(const TextLines& text, int n) {
  return GridReader(n, '#', '0').read(text, [](std::string_view body) {
    return body.find("皇后问题的解的个数为") != std::string_view::npos;
  });
}

ReadListing read_numbered(const TextLines& text, int) {
  return read_lines(text, starts_with_total, [](std::string_view line, std::vector<Square>& queens) {
    return column_list(after_label(line), queens);
  });
}

ReadListing read_squares(const TextLines& text, int) { return read_lines(text, no_total, row_column_pairs); }

ReadListing read_line(const TextLines& text, int) { return read_lines(text, no_total, column_list); }

ReadListing read_digits(const TextLines& text, int) { return read_lines(text, no_total, digit_string); }

// The columns a line, and Q(n) alone on the last line: a last list of one number is the total,
// unless n = 1 and it is the only one.
ReadListing read_usaco(const TextLines& text, int n) {
  ReadListing out = read_line(text, n);
  if (out.solutions.empty()) return out;
  const ReadSolution& last = out.solutions.back();
  if (last.queens.size() == 1 && (n > 1 || out.solutions.size() > 1)) {
    out.total = TotalLine{last.line, text.lines[last.line - 1].body};
    out.solutions.pop_back();
  }
  return out;
}

const ListingReader readers[] = {
    {"board", SolutionOrder::columns_by_row, read_board},
    {"openjudge", SolutionOrder::rows_by_column, read_openjudge},
    {"numbered", SolutionOrder::columns_by_row, read_numbered},
    {"squares", SolutionOrder::columns_by_row, read_squares},
    {"hash", SolutionOrder::columns_by_row, read_hash},
    {"usaco", SolutionOrder::columns_by_row, read_usaco},
    {"line", SolutionOrder::columns_by_row, read_line},
    {"digits", SolutionOrder::columns_by_row, read_digits},
    {"leetcode", SolutionOrder::columns_by_row, read_leetcode},
    {"json", SolutionOrder::columns_by_row, read_json},
    {"jsonl", SolutionOrder::columns_by_row, read_json_lines},
};

}  // namespace

const ListingReader* listing_reader(std::string_view format) {
  for (const ListingReader& r : readers)
    if (r.format == format) return &r;
  return nullptr;
}

}  // namespace nqueens::io
