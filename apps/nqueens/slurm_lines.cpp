#include "slurm_lines.hpp"

#include <fmt/format.h>

#include <cmath>
#include <cstdint>

#include "text/wording.hpp"

namespace nqueens::cli {

namespace {

constexpr std::uint64_t mib = std::uint64_t{1} << 20;

// Whole MiB as Slurm's --mem and the tool's --memory both read them: "151M", "3G".
std::string mebibytes(std::uint64_t bytes) {
  const std::uint64_t m = (bytes + mib - 1) / mib;
  return m % 1024 == 0 ? fmt::format("{}G", m / 1024) : fmt::format("{}M", m);
}

// Slurm's --time: "HH:MM:00", or "D-HH:MM:00" from a day on.
std::string slurm_time(double seconds) {
  const auto minutes = static_cast<std::uint64_t>(std::ceil(seconds / 60));
  const std::uint64_t days = minutes / (std::uint64_t{24} * 60), hours = minutes / 60 % 24;
  if (days > 0) return fmt::format("{}-{:02}:{:02}:00", days, hours, minutes % 60);
  return fmt::format("{:02}:{:02}:00", hours, minutes % 60);
}

}  // namespace

std::string slurm_lines(int n, Engine engine, const BatchPlan& plan) {
  const std::string count = fmt::format("{}{}", n, engine == Engine::reference ? " --engine reference" : "");
  const std::string resources = fmt::format("--cpus-per-task={} --time={} --requeue --open-mode=append",
                                            plan.cpus_per_task, slurm_time(plan.time_limit_seconds));
  const std::uint64_t per_cpu = (plan.memory_limit + static_cast<std::uint64_t>(plan.cpus_per_task) - 1) /
                                static_cast<std::uint64_t>(plan.cpus_per_task);
  std::string text = fmt::format(
      "Slurm: an array of {0}, from the folder for the journals (a requeued shard resumes from its journal):\n"
      "  sbatch --array=0-{1} --mem={2} {3} --wrap='exec nqueens count {4} --shard ${{SLURM_ARRAY_TASK_ID}}/{8} "
      "--journal "
      "q{5}-${{SLURM_ARRAY_TASK_ID}}.db --threads {6} --memory {7} --detail'\n"
      "then, once every shard is done:\n"
      "  nqueens merge q{5}-*.db\n",
      plural(plan.tasks, "shard"), plan.tasks - 1, mebibytes(plan.memory_limit), resources, count, n,
      plan.cpus_per_task, mebibytes(plan.memory_budget), plan.tasks);
  text += fmt::format(
      "or one MPI job of {0} (each plans on its share of its node's --mem):\n"
      "  sbatch --ntasks={1} --mem-per-cpu={2} {3} --wrap='exec mpirun --bind-to none nqueens-mpi {4} --journal "
      "q{5}.db "
      "--detail'\n",
      plural(plan.tasks, "rank"), plan.tasks, mebibytes(per_cpu), resources, count, n);
  return text;
}

}  // namespace nqueens::cli
