// Fuzzes the reading of journals: the bytes of a damaged or forged journal (mutations of the
// valid ones in the corpus) written to a file, read as `nqueens journal` (summarize_journal) and
// `nqueens merge` (merge_journals) read it and, when it holds a count of a small board, resumed
// as `nqueens count N --journal` resumes it (count_with_journal). A file that cannot be used must
// be refused with std::invalid_argument; any other exception, a crash, a hang or a leak is a
// finding, and so is a broken promise (fuzz::require).

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>

#include "fuzz_check.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/journal.hpp"

namespace nqueens {
namespace {

using fuzz::require;
namespace fs = std::filesystem;

constexpr int max_resumed_n = 8;  // a resumed count counts what the journal lacks: milliseconds up to here

// A folder of this process's own for the journal and the files SQLite puts beside it, removed at exit.
class Scratch {
 public:
  Scratch() {
    std::string pattern = (fs::temp_directory_path() / "nqueens-fuzz-journal.XXXXXX").string();
    require(mkdtemp(pattern.data()) != nullptr, "a scratch folder can be made");
    folder_ = pattern;
  }
  ~Scratch() {
    std::error_code ignored;
    fs::remove_all(folder_, ignored);
  }
  std::string journal() const { return (folder_ / "journal.db").string(); }
  // Empties the folder for the next input: the journal, its -wal, -shm or -journal.
  void clear() const {
    for (const fs::directory_entry& entry : fs::directory_iterator(folder_)) fs::remove(entry.path());
  }

 private:
  fs::path folder_;
};

void write(const std::string& path, const std::uint8_t* data, std::size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  require(out.good(), "the journal can be written");
}

std::optional<JournalSummary> summarize(const std::string& path) {
  try {
    return summarize_journal(path);
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

void merge(const std::string& path, bool summarized) {
  try {
    merge_journals({path});
    require(summarized, "merge reads only a journal that summarize reads");
  } catch (const std::invalid_argument&) {
    require(!summarized, "merge reads a journal that summarize reads");
  }
}

// Resumes the count the journal holds, as its own command would, then checks it (--verify): the
// recount of a unit whose count was changed in the file must say so (VerificationError).
void resume(const std::string& path, const JournalHeader& header) {
  const Engine engine = header.plan.starts_with("reference") ? Engine::reference : Engine::fast;
  const CountOptions options{.engine = engine, .limits = {.threads = 1}};
  try {
    const RunReport r = count_with_journal(header.n, options, {.journal = path, .shard = header.shard});
    require(r.result.units_done == r.units_selected, "a resumed count does every unit of its shard");
  } catch (const std::invalid_argument&) {
    return;
  }
  try {
    const RunReport r = count_with_journal(header.n, options, {.journal = path, .shard = header.shard, .verify = true});
    require(r.units_verified == r.units_selected, "a verified count checks every unit of its shard");
  } catch (const VerificationError&) {
  }
}

}  // namespace
}  // namespace nqueens

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nqueens;
  static const Scratch scratch;
  const std::string path = scratch.journal();
  write(path, data, size);
  const auto summary = summarize(path);
  merge(path, summary.has_value());
  if (summary && summary->header.n >= 1 && summary->header.n <= max_resumed_n) resume(path, summary->header);
  scratch.clear();
  return 0;
}
