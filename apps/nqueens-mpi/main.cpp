// nqueens-mpi: `nqueens count` over MPI ranks. Rank 0 hands out work units, keeps the journal
// and prints; every rank counts. It parses, calls the library and writes, nothing more.

#include <fmt/format.h>
#include <mpi.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>

#include "arguments.hpp"
#include "exit_status.hpp"
#include "large_pages.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/progress.hpp"
#include "nqueens/mpi.hpp"
#include "nqueens/version.hpp"
#include "reference.hpp"

namespace {

int run(int argc, char** argv, int rank) {
  using namespace nqueens;
  cli::CountArguments o;
  CLI::App app{"nqueens-mpi: count Q(n) and the fundamental solutions over MPI ranks", "nqueens-mpi"};
  cli::add_count_arguments(app, o,
                           "threads per rank (default: the rank's share of the CPUs of its node; with --engine gpu, 2 "
                           "a GPU of the rank)");
  app.set_version_flag("--version", fmt::format("nqueens-mpi {}", nqueens::version));
  app.footer(
      "Rank 0 hands out batches of work units to the other ranks as they ask (dynamic scheduling) and\n"
      "keeps the journal; every rank counts, rank 0 included, by default on its share of its node's\n"
      "CPUs. Output, journal and exit statuses are those of 'nqueens count'; only rank 0 prints.\n"
      "Open MPI as root needs OMPI_ALLOW_RUN_AS_ROOT=1 and OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; more ranks\n"
      "than cores need OMPI_MCA_rmaps_base_oversubscribe=1; threads beyond one core per rank need\n"
      "OMPI_MCA_hwloc_base_binding_policy=none.\n"
      "Examples:\n"
      "  mpirun -np 4 nqueens-mpi 20 --journal q20.db        rerun the same command to resume\n"
      "  mpirun -np 2 nqueens-mpi 15 --detail                 prints 'MPI ranks: 2'\n"
      "  mpirun -np 2 nqueens-mpi 16 --engine reference -q    no progress line on standard error\n"
      "With --engine gpu, the ranks of a node deal its GPUs (--devices, or all of them) among themselves:\n"
      "run one rank per GPU. A journal of a GPU count resumes on GPUs; 'nqueens merge' and 'nqueens\n"
      "journal' read it on any machine.\n"
      "  mpirun -np 8 nqueens-mpi 23 --engine gpu --journal q23.db   8 ranks, one a GPU of an 8-GPU node");
  cli::add_reference_options(app, std::string(nqueens::version));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // Rank 0 alone prints the help or reports the mistake (run_reporting_errors: exit 2).
    if (rank != 0) return e.get_exit_code() == 0 ? cli::exit_ok : cli::exit_usage;
    if (e.get_exit_code() == 0) return app.exit(e);
    throw;
  }
  // Progress on rank 0 only, as `nqueens count` shows it.
  io::ProgressLine progress(stderr, fmt::format("count {}", o.n), o.quiet, nullptr);
  CountOptions options = o.count_options();
  if (rank == 0) options.observer = &progress;
  const RunReport report = count_over_mpi(o.n, options, o.run);
  if (rank != 0) return cli::exit_ok;
  progress.finish();
  io::Output out(stdout);
  io::write_count(out, o.n, report, {.detail = o.detail, .json = o.json, .partial = {}});
  out.flush();
  return cli::exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
  // MPI's main thread is the one that initialises it: whichever thread runs the body.
  return nqueens::cli::run_in_large_pages([&] {
    // count_over_mpi refuses to count if MPI provides less (it asks MPI_Query_thread).
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const int status = nqueens::cli::run_reporting_errors("nqueens-mpi", [&] { return run(argc, argv, rank); });
    MPI_Finalize();
    return status;
  });
}
