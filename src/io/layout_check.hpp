#pragma once
// The comparison of a program's output with the judge's listing line by line, telling layout
// (spaces, tabs, blank lines, line ends, a byte order mark) from content.

#include <optional>
#include <vector>

#include "nqueens/io/output_check.hpp"
#include "text_lines.hpp"

namespace nqueens::io {

struct LayoutComparison {
  // The lines that are not blank say the same, in the same order, once their spaces and tabs
  // are taken out: the output differs from the listing in layout at most.
  bool same_content = false;
  // The first line whose content differs (when same_content is false); its offset points at
  // the first character that differs, not at a space.
  std::optional<LineDifference> first_difference;
  // Each kind of layout difference found, in the order of the lines they first show on.
  // When the content differs, only the lines that say what the judge's say are compared, and
  // blank lines only up to the first difference of content.
  std::vector<LayoutDifference> differences;
};

// O(size of both texts).
LayoutComparison compare_layout(const TextLines& expected, const TextLines& actual);

}  // namespace nqueens::io
