// nqueens count: Q(n) and the fundamental solutions.

#include <fmt/format.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "io/output.hpp"
#include "nqueens/count.hpp"

namespace nqueens::cli {

namespace {

struct CountCommandOptions {
  int n = 0;
  int threads = 0;
  bool detail = false;
  bool json = false;
};

// JSON numbers hold totals that fit in 64 bits; larger ones are written as strings.
nlohmann::ordered_json json_count(u128 v) {
  if (v <= ~std::uint64_t(0)) return static_cast<std::uint64_t>(v);
  return fmt::format("{}", v);
}

int run_count(const CountCommandOptions& o) {
  CountOptions options;
  options.threads = o.threads;
  const CountResult r = count(o.n, options);
  io::Output out(stdout);
  if (o.json) {
    nlohmann::ordered_json j;
    j["n"] = o.n;
    j["solutions"] = json_count(r.solutions);
    j["fundamental"] = json_count(r.fundamental);
    if (o.detail) {
      j["fixed_by_rotate180"] = json_count(r.fixed_by_rotate180);
      j["fixed_by_rotate90"] = json_count(r.fixed_by_rotate90);
      j["nodes"] = r.nodes;
      j["seconds"] = r.seconds;
    }
    out.print("{}\n", j.dump());
  } else {
    out.print("n = {}\nsolutions: {}\nfundamental: {}\n", o.n, r.solutions, r.fundamental);
    if (o.detail)
      out.print("fixed by 180° rotation: {}\nfixed by 90° rotation: {}\nnodes: {}\nseconds: {:.3f}\n",
                r.fixed_by_rotate180, r.fixed_by_rotate90, r.nodes, r.seconds);
  }
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_count_command(CLI::App& parent) {
  auto options = std::make_shared<CountCommandOptions>();
  CLI::App* app = parent.add_subcommand("count", "Count Q(n) (OEIS A000170) and the fundamental solutions (A002562)");
  add_board_size(*app, options->n, max_count_n, "board size")->required();
  app->add_option("-t,--threads", options->threads, "worker threads (default: every CPU this process may use)")
      ->transform(whole_number(1, 4096))
      ->option_text("T");
  app->add_flag("--detail", options->detail,
                "also print the solutions fixed by 180° and 90° rotation, search nodes and time");
  app->add_flag("--json", options->json, "print one JSON object instead of text");
  app->footer(
      "Totals are exact (128-bit). The fundamental count follows from Burnside's lemma:\n"
      "F = (Q + P180 + 2*R90) / 8 for n > 1 (F = 1 for n = 1).\n"
      "Examples:\n"
      "  nqueens count 16\n"
      "  nqueens count 14 --detail --threads 1\n"
      "  nqueens count 12 --json");
  return {app, [options] { return run_count(*options); }};
}

}  // namespace nqueens::cli
