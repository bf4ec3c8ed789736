// nqueens-mpi: `nqueens count` over MPI ranks. Rank 0 hands out work units, keeps the journal
// and prints; every rank counts. It parses, calls the library and writes, nothing more.

#include <fmt/format.h>
#include <mpi.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <stdexcept>

#include "arguments.hpp"
#include "io/count_writer.hpp"
#include "io/output.hpp"
#include "run/mpi_count.hpp"

namespace {

// Exit statuses as nqueens: 1 a runtime failure, 2 bad input.
constexpr int exit_runtime = 1;
constexpr int exit_usage = 2;

struct Options {
  int n = 0;
  int threads = 0;
  bool detail = false;
  bool json = false;
  nqueens::run::RunOptions run;
};

int run(int argc, char** argv, int rank) {
  using namespace nqueens;
  Options o;
  CLI::App app{"nqueens-mpi: count Q(n) and the fundamental solutions over MPI ranks", "nqueens-mpi"};
  cli::add_board_size(app, o.n, max_count_n, "board size")->required();
  app.add_option("-t,--threads", o.threads, "threads per rank (default: the rank's share of the CPUs of its node)")
      ->transform(nqueens::cli::whole_number(1, 4096))
      ->option_text("T");
  app.add_flag("--detail", o.detail,
               "also the solutions fixed by 180° and 90° rotation, search nodes, time and the number of ranks");
  app.add_flag("--json", o.json, "print one JSON object instead of text");
  cli::add_run_options(app, o.run);
  app.footer(
      "Rank 0 hands out batches of work units to the other ranks as they ask (dynamic scheduling) and\n"
      "keeps the journal; every rank counts, rank 0 included, by default on its share of its node's\n"
      "CPUs. Output, journal and exit statuses are those of 'nqueens count'; only rank 0 prints.\n"
      "Open MPI as root needs OMPI_ALLOW_RUN_AS_ROOT=1 and OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; more ranks\n"
      "than cores need OMPI_MCA_rmaps_base_oversubscribe=1; threads beyond one core per rank need\n"
      "OMPI_MCA_hwloc_base_binding_policy=none.\n"
      "Examples:\n"
      "  mpirun -np 4 nqueens-mpi 20 --journal q20.db        rerun the same command to resume\n"
      "  mpirun -np 2 nqueens-mpi 15 --detail                 prints 'MPI ranks: 2'");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (rank != 0) return e.get_exit_code() == 0 ? 0 : exit_usage;
    if (e.get_exit_code() == 0) return app.exit(e);
    fmt::print(stderr, "nqueens-mpi: {}\n", e.what());
    return exit_usage;
  }
  CountOptions options;
  options.threads = o.threads;
  const run::RunReport report = run::count_over_mpi(o.n, options, o.run);
  if (rank != 0) return 0;
  io::Output out(stdout);
  io::write_count(out, o.n, report, {.detail = o.detail, .json = o.json});
  out.flush();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int status = 0;
  try {
    status = run(argc, argv, rank);
  } catch (const std::invalid_argument& e) {
    fmt::print(stderr, "nqueens-mpi: {}\n", e.what());
    status = exit_usage;
  } catch (const std::out_of_range& e) {
    fmt::print(stderr, "nqueens-mpi: {}\n", e.what());
    status = exit_usage;
  } catch (const std::exception& e) {
    fmt::print(stderr, "nqueens-mpi: {}\n", e.what());
    status = exit_runtime;
  }
  MPI_Finalize();
  return status;
}
