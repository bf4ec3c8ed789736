// A program outside nqueens that uses only the installed package: find_package(nqueens), the
// targets nqueens::nqueens, nqueens::io and nqueens::journal, the headers under PREFIX/include. It checks a count,
// a listing, a verification and the version, prints what it checked, and exits 1 on a mismatch.

#include <cstdio>
#include <filesystem>
#include <string_view>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/placement_text.hpp"
#include "nqueens/journal.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/symmetry.hpp"
#include "nqueens/version.hpp"

namespace {

int failures = 0;

void check(bool ok, const char* what) {
  std::printf("%s: %s\n", ok ? "ok" : "FAILED", what);
  if (!ok) ++failures;
}

}  // namespace

int main() {
  // The header's version is the package's (nqueensConfigVersion.cmake, passed by CMakeLists.txt).
  check(nqueens::version == NQUEENS_PACKAGE_VERSION, "nqueens::version is the package's version");

  const nqueens::CountResult q10 = nqueens::count(10);
  check(q10.complete() && q10.solutions == 724 && q10.fundamental == 92, "count(10): Q = 724, fundamental = 92");

  // The fundamental solutions of 8 queens, each written by nqueens::io as one line of columns.
  std::vector<nqueens::Placement> fundamental;
  nqueens::io::Output out(stdout);
  nqueens::for_each_solution(8, nqueens::Solutions::fundamental, [&](const nqueens::Placement& p) {
    fundamental.push_back(p);
    out.write("  ");
    nqueens::io::write_columns(out, p, nqueens::io::ColumnLayout::line, 1);
    return true;
  });
  out.flush();
  bool all_canonical_solutions = true;
  for (const auto& p : fundamental)
    all_canonical_solutions = all_canonical_solutions && nqueens::is_solution(p) && nqueens::is_canonical(p);
  check(fundamental.size() == 12 && all_canonical_solutions,
        "for_each_solution(8, fundamental): the 12 solutions above, each a canonical solution");
  check(!fundamental.empty() && fundamental.front() == nqueens::Placement{8, {0, 4, 7, 5, 2, 6, 1, 3}},
        "the first fundamental solution of 8 is 1 5 8 6 3 7 2 4");

  // Verification: a solution, then a placement with one attacking pair (a1 and h8).
  const nqueens::Placement good{8, {0, 4, 7, 5, 2, 6, 1, 3}};
  check(nqueens::is_solution(good), "1 5 8 6 3 7 2 4 is a solution");
  const nqueens::Placement bad{8, {0, 2, 4, 6, 1, 3, 5, 7}};
  const auto queens = bad.squares();
  const nqueens::Conflicts conflicts = nqueens::find_attacks(nqueens::classic_rules(bad.n), queens, 10);
  check(!nqueens::is_solution(bad), "1 3 5 7 2 4 6 8 is not a solution");
  check(conflicts.pairs == 1 && conflicts.listed.size() == 1 && conflicts.listed[0].first == nqueens::Square{0, 0} &&
            conflicts.listed[0].second == nqueens::Square{7, 7} &&
            conflicts.listed[0].reach == nqueens::Reach::diagonal,
        "its one attacking pair: rows 1 and 8 on the diagonal");

  // A durable count (nqueens::journal): counted into a journal, then read back from it.
  const std::string journal = "consumer-q10.db";
  std::filesystem::remove(journal);
  const nqueens::RunReport run = nqueens::count_with_journal(10, {}, {.journal = journal});
  const nqueens::JournalSummary summary = nqueens::summarize_journal(journal);
  check(run.journaled && run.result.solutions == 724 && summary.report.result.complete() &&
            summary.report.result.solutions == 724 && summary.report.result.units_done == summary.header.unit_count,
        "count_with_journal(10) and summarize_journal: 724 from every unit of the journal");

  std::printf("%s\n", failures == 0 ? "all checks passed" : "some checks FAILED");
  return failures == 0 ? 0 : 1;
}
