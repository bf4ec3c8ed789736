// nqueens count: Q(n) and the fundamental solutions.

#include <fmt/format.h>

#include <atomic>
#include <csignal>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "io/output.hpp"
#include "io/progress.hpp"
#include "nqueens/count.hpp"

namespace nqueens::cli {

namespace {

struct CountCommandOptions {
  int n = 0;
  int threads = 0;
  Engine engine = Engine::fast;
  std::uint64_t memory_bytes = 0;
  bool detail = false;
  bool json = false;
  bool quiet = false;
};

// Set by Ctrl-C; the progress observer reads it between work units.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the SIGINT handler needs a lock-free flag");

extern "C" void on_interrupt(int) { interrupted.store(true); }

// JSON numbers hold totals that fit in 64 bits; larger ones are written as strings.
nlohmann::ordered_json json_count(u128 v) {
  if (v <= ~std::uint64_t(0)) return static_cast<std::uint64_t>(v);
  return fmt::format("{}", v);
}

void print_result(const CountCommandOptions& o, const CountResult& r) {
  io::Output out(stdout);
  if (o.json) {
    nlohmann::ordered_json j;
    j["n"] = o.n;
    j["solutions"] = json_count(r.solutions);
    if (!r.complete) {
      j["partial"] = true;
    } else {
      j["fundamental"] = json_count(r.fundamental);
    }
    if (o.detail) {
      if (r.complete) {
        j["fixed_by_rotate180"] = json_count(r.fixed_by_rotate180);
        j["fixed_by_rotate90"] = json_count(r.fixed_by_rotate90);
      }
      j["nodes"] = r.nodes;
      j["seconds"] = r.seconds;
    }
    out.print("{}\n", j.dump());
  } else if (!r.complete) {
    out.print("n = {}\nPARTIAL (interrupted): solutions of the finished work units: {}\n", o.n, r.solutions);
    if (o.detail) out.print("nodes: {}\nseconds: {:.3f}\n", r.nodes, r.seconds);
  } else {
    out.print("n = {}\nsolutions: {}\nfundamental: {}\n", o.n, r.solutions, r.fundamental);
    if (o.detail)
      out.print("fixed by 180° rotation: {}\nfixed by 90° rotation: {}\nnodes: {}\nseconds: {:.3f}\n",
                r.fixed_by_rotate180, r.fixed_by_rotate90, r.nodes, r.seconds);
  }
  out.flush();
}

int run_count(const CountCommandOptions& o) {
  io::ProgressLine progress(stderr, fmt::format("count {}", o.n), o.quiet, &interrupted);
  CountOptions options;
  options.threads = o.threads;
  options.engine = o.engine;
  options.memory_bytes = o.memory_bytes;
  options.observer = &progress;
  std::signal(SIGINT, on_interrupt);
  const CountResult r = count(o.n, options);
  std::signal(SIGINT, SIG_DFL);
  progress.finish();
  print_result(o, r);
  return r.complete ? exit_ok : exit_interrupted;
}

}  // namespace

Command add_count_command(CLI::App& parent) {
  auto options = std::make_shared<CountCommandOptions>();
  CLI::App* app = parent.add_subcommand("count", "Count Q(n) (OEIS A000170) and the fundamental solutions (A002562)");
  add_board_size(*app, options->n, max_count_n, "board size")->required();
  app->add_option("-t,--threads", options->threads, "worker threads (default: every CPU this process may use)")
      ->transform(whole_number(1, 4096))
      ->option_text("T");
  const std::map<std::string, Engine> engines = {{"fast", Engine::fast}, {"reference", Engine::reference}};
  app->add_option("--engine", options->engine,
                  "fast (meet in the middle, the default) or reference (plain backtracking); the counts are identical")
      ->transform(CLI::CheckedTransformer(engines, CLI::ignore_case))
      ->option_text("fast|reference");
  add_memory_size(*app, "--memory", options->memory_bytes,
                  "memory budget of the fast engine, e.g. 2G (default: a quarter of the machine's memory)");
  app->add_flag("--detail", options->detail,
                "also print the solutions fixed by 180° and 90° rotation, search nodes and time");
  app->add_flag("--json", options->json, "print one JSON object instead of text");
  app->add_flag("-q,--quiet", options->quiet, "no progress line on standard error");
  app->footer(
      "Totals are exact (128-bit). The fundamental count follows from Burnside's lemma:\n"
      "F = (Q + P180 + 2*R90) / 8 for n > 1 (F = 1 for n = 1).\n"
      "A count that runs over a second shows its progress on standard error. Ctrl-C stops it within\n"
      "a second and prints the solutions of the finished work units, marked PARTIAL (exit status 130).\n"
      "Examples:\n"
      "  nqueens count 16\n"
      "  nqueens count 14 --detail --threads 1\n"
      "  nqueens count 18 --engine reference --quiet\n"
      "  nqueens count 20 --memory 2G\n"
      "  nqueens count 12 --json");
  return {app, [options] { return run_count(*options); }};
}

}  // namespace nqueens::cli
