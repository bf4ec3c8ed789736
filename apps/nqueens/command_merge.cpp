// nqueens merge: add up the shard journals of one count.

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/journal.hpp"
#include "text/wording.hpp"

namespace nqueens::cli {

namespace {

struct MergeOptions {
  std::vector<std::string> paths;
  bool detail = false;
  bool json = false;
  bool quiet = false;
};

// One line naming what is missing: the shards when the journals are shards of one K,
// else the first unit ids.
std::string missing_text(const MergeResult& m) {
  constexpr std::size_t listed = 10;
  std::vector<std::string> names;
  if (!m.missing_shards.empty()) {
    for (const Shard& s : m.missing_shards) names.push_back(s.text());
    return fmt::format("{} missing ({}): {} of {}", plural(names.size(), "shard"), fmt::join(names, ", "),
                       m.missing.size(), plural(m.header.unit_count, "unit"));
  }
  for (std::size_t i = 0; i < std::min(listed, m.missing.size()); ++i) names.push_back(std::to_string(m.missing[i]));
  return fmt::format("{} of {} missing: {}{}", m.missing.size(), plural(m.header.unit_count, "unit"),
                     fmt::join(names, ", "), m.missing.size() > listed ? ", ..." : "");
}

int run_merge(const MergeOptions& o) {
  // Shard journals of a large count hold millions of units (seconds to read), and shards never
  // hold the solutions fixed by rotation, which are searched for (minutes past n = 25).
  io::Heartbeat working(stderr, fmt::format("merge: adding up {}", plural(o.paths.size(), "journal")), o.quiet);
  const MergeResult m = merge_journals(o.paths);
  working.stop();
  io::Output out(stdout);
  io::write_count(out, m.header.n, m.report,
                  {.detail = o.detail, .json = o.json, .partial = m.missing.empty() ? "" : "units missing"});
  out.flush();
  if (m.missing.empty()) return exit_ok;
  fmt::print(stderr, "nqueens: merge: {}\n", missing_text(m));
  return exit_no;
}

}  // namespace

Command add_merge_command(CLI::App& parent) {
  auto options = std::make_shared<MergeOptions>();
  CLI::App* app = parent.add_subcommand("merge", "Add up the shard journals of one count");
  app->add_option("JOURNALS", options->paths, "journals written by 'nqueens count --shard I/K --journal FILE'")
      ->type_name("FILE ...")
      ->required();
  add_detail(*app, options->detail,
             "also the rotation-fixed counts, search nodes and the time spent over all journals");
  add_json(*app, options->json);
  add_quiet(*app, options->quiet);
  app->footer(
      "Prints the count like 'nqueens count' once the journals hold every work unit. Reads the journals\n"
      "without writing to them. Shards hold no solutions fixed by rotation, which the fundamental count\n"
      "needs: merge searches for them (minutes past n = 25), showing the time on standard error.\n"
      "Exit status: 0 complete; 1 units are missing (the partial sums are printed, marked PARTIAL, and\n"
      "one line on stderr names the missing shards or units); 2 a journal is missing, damaged, of\n"
      "another count, or overlaps another (a shard given twice); 130 stopped by Ctrl-C.\n"
      "Examples:\n"
      "  nqueens merge q20-*.db\n"
      "  nqueens merge q20-0.db q20-1.db q20-2.db q20-3.db --json");
  return {app, [options] { return run_merge(*options); }};
}

}  // namespace nqueens::cli
