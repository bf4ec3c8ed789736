#include "nqueens/io/output_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <string>

#include "layout_check.hpp"
#include "listing_reader.hpp"
#include "nqueens/io/solution_listing.hpp"
#include "solution_check.hpp"
#include "text_lines.hpp"

namespace nqueens::io {

namespace {

void add_finding(std::vector<Finding>& findings, Finding finding) {
  if (findings.size() < max_findings) findings.push_back(std::move(finding));
}

}  // namespace

OutputCheck check_output(const SolutionFormat& format, int n, std::string_view output) {
  if (n < 1 || n > max_check_n)
    throw std::invalid_argument(fmt::format("a check of an output takes n from 1 to {}, got {}", max_check_n, n));
  const std::string listing = listing_text(format, n);
  const ListingReader* reader = listing_reader(format.name);
  OutputCheck check{format.name, n, reader ? reader->order : SolutionOrder::columns_by_row, {}};
  if (output == listing) return check;
  const TextLines expected = split_lines(listing);
  const TextLines actual = split_lines(output);
  LayoutComparison layout = compare_layout(expected, actual);
  std::vector<Finding>& findings = check.findings;
  if (layout.same_content) {
    // "Your output is right except for line ends" comes first: nothing else is wrong.
    findings.emplace_back(LayoutOnly{});
  } else {
    const ReadListing judges = reader ? reader->read(expected, n) : ReadListing{};
    const ReadListing yours = reader ? reader->read(actual, n) : ReadListing{};
    // An output with nothing in it read as this format (JSON that does not parse, another
    // format) would be "every solution missing": the first difference says more.
    const bool read_back = !yours.solutions.empty() || yours.total || judges.solutions.empty();
    if (reader && read_back) {
      // What the solutions say outweighs where the text first differs, but that stays in.
      for (Finding& f : compare_solutions(judges, yours, actual.lines.size(), format, reader->order, n))
        if (findings.size() + 1 < max_findings) findings.push_back(std::move(f));
    }
    // A wrong total quotes its line already.
    const std::size_t line = layout.first_difference->line;
    const bool said = std::any_of(findings.begin(), findings.end(), [line](const Finding& f) {
      const auto* total = std::get_if<WrongTotal>(&f);
      return total != nullptr && total->actual && total->line == line;
    });
    if (!said) add_finding(findings, FirstDifference{std::move(*layout.first_difference)});
  }
  for (LayoutDifference& d : layout.differences) add_finding(findings, std::move(d));
  return check;
}

}  // namespace nqueens::io
