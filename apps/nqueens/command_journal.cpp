// nqueens journal: where a journaled count stands.

#include <fmt/format.h>

#include <memory>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/heartbeat.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/journal.hpp"

namespace nqueens::cli {

namespace {

struct JournalOptions {
  std::string path;
  bool detail = false;
  bool json = false;
  bool quiet = false;
};

int run_journal(const JournalOptions& o) {
  // The journal of a large count holds millions of units (seconds to read), and a complete one
  // that lacks the solutions fixed by rotation has them searched for (minutes past n = 25).
  io::Heartbeat working(stderr, fmt::format("journal {}: reading", o.path), o.quiet);
  const JournalSummary s = summarize_journal(o.path);
  working.stop();
  io::Output out(stdout);
  io::write_journal_state(out, {o.path, s.header.plan, s.header.n, s.report, s.timing.seconds, s.timing.runs},
                          {.detail = o.detail, .json = o.json, .partial = {}});
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_journal_command(CLI::App& parent) {
  auto options = std::make_shared<JournalOptions>();
  CLI::App* app = parent.add_subcommand("journal", "Show where a journaled count stands: units done, sums, time, ETA");
  app->add_option("FILE", options->path, "a journal written by 'nqueens count --journal'")
      ->type_name("FILE")
      ->required();
  add_detail(*app, options->detail, "also the search nodes and, once complete, the rotation-fixed counts");
  add_json(*app, options->json);
  add_quiet(*app, options->quiet);
  app->footer(
      "Reads the journal without writing to it; it may be read while the count runs.\n"
      "The ETA assumes the remaining units take as long on average as the finished ones (a fair sample:\n"
      "counts take their units in a fixed pseudo-random order). Reading that\n"
      "runs over a second (millions of units) shows the time on standard error.\n"
      "Exit status: 0, or 2 if the file is missing, not a journal or damaged; 130 stopped by Ctrl-C.\n"
      "Examples:\n"
      "  nqueens journal q20.db\n"
      "  nqueens journal q20-3.db --detail\n"
      "  nqueens journal q20.db --json");
  return {app, [options] { return run_journal(*options); }};
}

}  // namespace nqueens::cli
