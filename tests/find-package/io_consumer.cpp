// A program that uses the installed writers without the journal: find_package(nqueens
// COMPONENTS io) where SQLite3 is not found (run.cmake hides it), linked to nqueens::io alone,
// and with pkg-config's nqueens-io. A writer of counts must build and link there: what it
// writes of a run (RunReport, Shard) is the core library's, not the journal's.

#include <cstdio>
#include <string>

#include "nqueens/count.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/run_report.hpp"

int main() {
  nqueens::RunReport report;
  report.result = nqueens::count(10);
  report.shard = nqueens::parse_shard("2/5");
  report.units_selected = report.shard.size(report.result.units_total);
  const std::string text =
      nqueens::io::written([&](nqueens::io::Output& out) { nqueens::io::write_count(out, 10, report, {}); });
  const std::string expected = "n = 10\nsolutions: 724\nfundamental: 92\nshard: 2/5\n";
  std::printf("%s", text.c_str());
  if (text != expected) {
    std::printf("FAILED: write_count of Q(10) as shard 2/5 wrote the above, expected:\n%s", expected.c_str());
    return 1;
  }
  std::printf("ok: write_count of Q(10) as shard 2/5, linked to nqueens::io alone\n");
  return 0;
}
