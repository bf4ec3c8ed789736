#include "nqueens/io/placement_text.hpp"

#include <fmt/format.h>

#include <string>

namespace nqueens::io {

namespace {
// Numbers written between two ends of record: the buffer stays small and a terminal sees output.
constexpr int numbers_per_record = 4096;
}  // namespace

void write_columns(Output& out, const Placement& p, ColumnLayout layout, int first_column) {
  const char separator = layout == ColumnLayout::line ? ' ' : '\n';
  for (std::size_t r = 0; r < p.columns.size(); ++r) {
    if (r > 0) out.put(separator);
    const fmt::format_int number(p.columns[r] + first_column);
    out.write({number.data(), number.size()});
    if ((r + 1) % numbers_per_record == 0) out.end_record();
  }
  out.put('\n');
  out.end_record();
}

void write_grid(Output& out, const Placement& p) {
  std::string line(static_cast<std::size_t>(p.n), '.');
  for (int c : p.columns) {
    if (c != Placement::empty) line[static_cast<std::size_t>(c)] = 'Q';
    out.write(line);
    out.put('\n');
    if (c != Placement::empty) line[static_cast<std::size_t>(c)] = '.';
  }
  out.end_record();
}

}  // namespace nqueens::io
