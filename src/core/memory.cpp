#include "core/memory.hpp"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace nqueens::core {

std::uint64_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return std::uint64_t{1} << 30;
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
}

namespace {

// A cgroup v1 "limit" this high is none: the kernel's unlimited is 2^63 - 1 rounded down to a
// page, and no machine has 2^62 bytes.
constexpr std::uint64_t v1_unlimited = std::uint64_t{1} << 62;
// What budget_within sets aside for the program itself.
constexpr std::uint64_t program_bytes = std::uint64_t{64} << 20;

std::vector<std::string> lines_of(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// One hierarchy of cgroups: where it is mounted, and where this process sits in it.
struct Hierarchy {
  std::filesystem::path mount_point;  // e.g. /sys/fs/cgroup/memory
  std::string mount_root;             // the cgroup the mount shows at its top, e.g. "/"
  std::string cgroup;                 // this process's cgroup, e.g. "/slurm/uid_0/job_7/step_batch"
};

// The mount of the v2 hierarchy (`v2`) or of v1's memory controller, from /proc/self/mountinfo:
// "36 25 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory".
std::optional<Hierarchy> mount_of(const std::filesystem::path& root, bool v2) {
  for (const std::string& line : lines_of(root / "proc/self/mountinfo")) {
    const std::size_t dash = line.find(" - ");
    if (dash == std::string::npos) continue;
    const auto fields = split(std::string_view(line).substr(0, dash), ' ');
    const auto tail = split(std::string_view(line).substr(dash + 3), ' ');
    if (fields.size() < 5 || tail.size() < 3) continue;
    if (v2 ? tail[0] != "cgroup2" : tail[0] != "cgroup") continue;
    if (!v2) {
      const auto options = split(tail[2], ',');
      if (std::find(options.begin(), options.end(), "memory") == options.end()) continue;
    }
    return Hierarchy{std::filesystem::path(fields[4]), std::string(fields[3]), ""};
  }
  return std::nullopt;
}

// Places this process in the hierarchy, from /proc/self/cgroup: "0::/user.slice" under v2,
// "4:memory:/slurm/uid_0/job_7" (or "4:cpu,memory:/...") under v1.
bool place(const std::filesystem::path& root, bool v2, Hierarchy& h) {
  for (const std::string& line : lines_of(root / "proc/self/cgroup")) {
    const auto fields = split(line, ':');
    if (fields.size() < 3) continue;
    const auto controllers = split(fields[1], ',');
    const bool match = v2 ? fields[0] == "0" && fields[1].empty()
                          : std::find(controllers.begin(), controllers.end(), "memory") != controllers.end();
    if (!match) continue;
    // The rest of the line is the path, which may itself hold a colon.
    h.cgroup = line.substr(fields[0].size() + fields[1].size() + 2);
    return true;
  }
  return false;
}

std::optional<std::uint64_t> read_limit(const std::filesystem::path& file, bool v2) {
  std::ifstream in(file);
  std::string text;
  if (!(in >> text) || (v2 && text == "max")) return std::nullopt;
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  if (!v2 && value >= v1_unlimited) return std::nullopt;
  return value;
}

// The tightest limit along this process's cgroup and its ancestors, up to the top of the mount.
std::optional<CgroupLimit> limit_in(const std::filesystem::path& root, bool v2) {
  auto h = mount_of(root, v2);
  if (!h || !place(root, v2, *h)) return std::nullopt;
  // The mount shows the cgroup mount_root at its top; a process inside a cgroup namespace sees
  // its path from there already.
  std::string path = h->cgroup;
  if (h->mount_root != "/" && path.starts_with(h->mount_root)) path.erase(0, h->mount_root.size());
  const std::filesystem::path top = root / h->mount_point.relative_path();
  std::filesystem::path relative = std::filesystem::path(path).relative_path();
  std::optional<CgroupLimit> tightest;
  for (;;) {
    const auto limit = read_limit(top / relative / (v2 ? "memory.max" : "memory.limit_in_bytes"), v2);
    // Deepest first: a level above with the same limit does not replace it.
    if (limit && (!tightest || *limit < tightest->bytes))
      tightest = CgroupLimit{*limit, (std::filesystem::path("/") / relative).lexically_normal().string()};
    if (relative.empty()) return tightest;
    relative = relative.parent_path();
  }
}

}  // namespace

std::optional<CgroupLimit> cgroup_memory_limit(const std::filesystem::path& root) {
  const auto v2 = limit_in(root, true);
  const auto v1 = limit_in(root, false);
  if (v2 && v1) return v2->bytes <= v1->bytes ? v2 : v1;
  return v2 ? v2 : v1;
}

std::uint64_t budget_within(std::uint64_t limit) {
  const std::uint64_t rest = limit > program_bytes ? (limit - program_bytes) / 4 * 3 : 0;
  return std::max(limit / 4, rest);
}

std::uint64_t limit_for_budget(std::uint64_t budget) {
  constexpr std::uint64_t mib = std::uint64_t{1} << 20;
  const std::uint64_t limit = program_bytes + (budget / 3 * 4 + budget % 3 * 4 / 3 + 1);
  return (limit + mib - 1) / mib * mib;
}

std::uint64_t available_memory_bytes(const std::filesystem::path& root) {
  const std::uint64_t physical = physical_memory_bytes();
  const auto limit = cgroup_memory_limit(root);
  return limit ? std::min(physical, limit->bytes) : physical;
}

std::uint64_t default_memory_budget(int ranks_on_node, int ranks_in_cgroup, const std::filesystem::path& root) {
  if (ranks_on_node < 1 || ranks_in_cgroup < 1)
    throw std::invalid_argument("a memory budget is shared by one process or more");
  const std::uint64_t machine = physical_memory_bytes() / 4 / static_cast<std::uint64_t>(ranks_on_node);
  const auto limit = cgroup_memory_limit(root);
  if (!limit) return machine;
  return std::min(machine, budget_within(limit->bytes) / static_cast<std::uint64_t>(ranks_in_cgroup));
}

}  // namespace nqueens::core
