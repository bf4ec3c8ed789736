// Fuzzes the reading of journals: the bytes of a damaged or forged journal (mutations of the
// valid ones in the corpus) written to a file, read and written out as `nqueens journal`
// (summarize_journal) and `nqueens merge` (merge_journals) do, in text and JSON, and, when it
// holds a count of a small board, resumed as `nqueens count N --journal` resumes it
// (count_with_journal). A file that cannot be used must be refused with std::invalid_argument;
// any other exception, a crash, a hang or a leak is a finding, and so is a broken promise
// (fuzz::require).

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>

#include "fuzz_check.hpp"
#include "nqueens/errors.hpp"
#include "nqueens/io/count_writer.hpp"
#include "nqueens/io/output.hpp"
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

// Writes as the commands do, in text and JSON, with --detail, to nowhere.
template <class Write>
void write_out(Write write) {
  static std::FILE* const nowhere = std::fopen("/dev/null", "w");
  require(nowhere != nullptr, "/dev/null can be opened");
  io::Output out(nowhere);
  for (const bool json : {false, true}) write(out, io::CountWriting{.detail = true, .json = json, .partial = ""});
  out.flush();
}

std::optional<JournalSummary> summarize(const std::string& path) {
  std::optional<JournalSummary> s;
  try {
    s = summarize_journal(path);
  } catch (const std::invalid_argument&) {
    return s;
  }
  write_out([&](io::Output& out, const io::CountWriting& how) {
    io::write_journal_state(out, {path, s->header.plan, s->header.n, s->report, s->timing.seconds, s->timing.runs},
                            how);
  });
  return s;
}

void merge(const std::string& path, bool summarized) {
  std::optional<MergeResult> m;
  try {
    m = merge_journals({path});
  } catch (const std::invalid_argument&) {
    require(!summarized, "merge reads a journal that summarize reads");
    return;
  }
  require(summarized, "merge reads only a journal that summarize reads");
  write_out([&](io::Output& out, io::CountWriting how) {
    how.partial = "units missing";
    io::write_count(out, m->header.n, m->report, how);
  });
}

// Resumes the count the journal holds, as its own command would, then checks it (--verify): the
// recount of a unit whose count was changed in the file must say so (VerificationError). The
// count takes the journal's plan, whatever parts it was cut in; a plan whose units are parts of
// splits cannot be recounted unit by unit, which --verify refuses (std::invalid_argument).
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
  } catch (const std::invalid_argument& e) {
    require(std::string(e.what()).find("cannot be recounted one by one") != std::string::npos,
            "a verified count refuses only a plan it cannot recount");
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
