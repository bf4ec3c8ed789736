// --journal, --shard, --verify, nqueens journal and nqueens merge as a user runs them, with
// the files a user may get wrong.

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <limits>
#include <random>

#include "cli_runner.hpp"
#include "nqueens/io/count_writer.hpp"
#include "temp_dir.hpp"

namespace nqueens::test {
namespace {

void write_bytes(const std::string& path, const std::string& bytes) { std::ofstream(path, std::ios::binary) << bytes; }

void sql(const std::string& path, const char* statements) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, statements, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
}

// One line on stderr that mentions `mentions`, nothing on stdout, the given status.
void expect_one_line_error(const CliResult& r, int status, const std::string& mentions, const std::string& what) {
  EXPECT_EQ(r.status, status) << what << "\n" << r.err;
  EXPECT_EQ(r.out, "") << what;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << what << "\n" << r.err;
  EXPECT_NE(r.err.find(mentions), std::string::npos) << what << "\n" << r.err;
}

TEST(JournalCli, ResumedCountPrintsTheSameResult) {
  TempDir dir;
  const std::string j = dir / "q11.db";
  const CliResult first = run_cli("count 11 --journal " + j);
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_EQ(first.out, "n = 11\nsolutions: 2680\nfundamental: 341\n");
  const CliResult again = run_cli("count 11 --journal " + j + " --detail");
  EXPECT_NE(again.out.find("units resumed from the journal: "), std::string::npos) << again.out;
  EXPECT_EQ(again.out.find("units resumed from the journal: 0\n"), std::string::npos) << again.out;
  const CliResult state = run_cli("journal " + j);
  EXPECT_EQ(state.status, 0) << state.err;
  EXPECT_NE(state.out.find("solutions: 2680\nfundamental: 341\n"), std::string::npos) << state.out;
  EXPECT_NE(state.out.find("time spent: "), std::string::npos) << state.out;
}

TEST(JournalCli, JournalStateAsJson) {
  TempDir dir;
  const std::string j = dir / "s1.db";
  ASSERT_EQ(run_cli("count 12 --shard 1/3 --journal " + j).status, 0);
  const CliResult r = run_cli("journal " + j + " --json");
  EXPECT_EQ(r.status, 0) << r.err;
  const auto state = nlohmann::json::parse(r.out);
  EXPECT_EQ(state["journal"], j);
  EXPECT_EQ(state["plan"], "fast n=12 splits/unit=1 parts=1");
  EXPECT_EQ(state["n"], 12);
  EXPECT_EQ(state["shard"], "1/3");
  EXPECT_EQ(state["complete"], false);
  EXPECT_FALSE(state.contains("partial")) << "a shard is incomplete by design";
  EXPECT_EQ(state["units_done"], 308);
  EXPECT_EQ(state["units"], 308);
  EXPECT_EQ(state["runs"], 1);
  EXPECT_GE(state["seconds"].get<double>(), 0.0);
  EXPECT_FALSE(state.contains("eta_seconds")) << "the shard is done";
  // The solutions of shard 1 of 3: Q(12) less those of the other two shards.
  const std::string others = dir / "s0.db " + dir / "s2.db";
  ASSERT_EQ(run_cli("count 12 --shard 0/3 --journal " + dir / "s0.db").status, 0);
  ASSERT_EQ(run_cli("count 12 --shard 2/3 --journal " + dir / "s2.db").status, 0);
  const auto rest = nlohmann::json::parse(run_cli("merge " + others + " --json").out);
  EXPECT_EQ(state["solutions"].get<std::uint64_t>() + rest["solutions"].get<std::uint64_t>(), 14200u);
}

TEST(JournalCli, ShardsMergeToTheWholeCount) {
  TempDir dir;
  std::string all;
  for (int i = 0; i < 4; ++i) {
    const std::string j = dir / fmt::format("s{}.db", i);
    const CliResult r = run_cli(fmt::format("count 12 --shard {}/4 --journal {}", i, j));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find(fmt::format("shard: {}/4\n", i)), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("fundamental"), std::string::npos) << r.out;
    all += " " + j;
  }
  const CliResult merged = run_cli("merge" + all);
  EXPECT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(merged.out, "n = 12\nsolutions: 14200\nfundamental: 1787\n");
  EXPECT_EQ(run_cli("merge" + all + " --json").out, "{\"n\":12,\"solutions\":14200,\"fundamental\":1787}\n");

  const CliResult missing = run_cli("merge " + dir / "s0.db " + dir / "s1.db " + dir / "s3.db");
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.out.rfind("n = 12\nPARTIAL (units missing): solutions of the finished work units: ", 0), 0u)
      << missing.out;
  EXPECT_NE(missing.out.find("units done: 693 of 924\n"), std::string::npos) << missing.out;
  const CliResult missing_json = run_cli("merge " + dir / "s0.db " + dir / "s1.db " + dir / "s3.db --json");
  EXPECT_NE(missing_json.out.find("\"complete\":false,\"partial\":true,"), std::string::npos) << missing_json.out;
  EXPECT_EQ(std::count(missing.err.begin(), missing.err.end(), '\n'), 1) << missing.err;
  EXPECT_NE(missing.err.find("1 shard missing (2/4)"), std::string::npos) << missing.err;

  expect_one_line_error(run_cli("merge" + all + " " + dir / "s2.db"), 2, "shard 2/4 is given twice", "duplicate");
  expect_one_line_error(run_cli("count 12 --shard 1/4"), 2, "--shard requires --journal", "no journal");
  expect_one_line_error(run_cli("count 12 --shard 4/4 --journal " + dir / "x.db"), 2, "0 <= I < K", "bad shard");
  EXPECT_FALSE(std::filesystem::exists(dir / "x.db"));
}

// Every file that is not a journal of this count is refused with one line, exit 2, and left
// as it was.
TEST(JournalCli, RefusesBadFilesAndLeavesThemUntouched) {
  TempDir dir;
  const std::string good = dir / "good.db";
  ASSERT_EQ(run_cli("count 12 --journal " + good).status, 0);
  const std::string journal = file_bytes(good);

  std::mt19937 random(4);
  std::string noise(8192, '\0');
  for (char& c : noise) c = static_cast<char>(random());
  write_bytes(dir / "noise.db", noise);
  write_bytes(dir / "text.db", "hello, not a journal\n");
  write_bytes(dir / "truncated.db", journal.substr(0, journal.size() / 2));
  sql(dir / "foreign.db", "CREATE TABLE results(x); INSERT INTO results VALUES (1)");
  // Fuzzing: a table changed under the journal made SQLite's "no such column" a runtime failure
  // (exit 1), and count switched the file to WAL first.
  write_bytes(dir / "altered.db", journal);
  sql(dir / "altered.db", "ALTER TABLE runs RENAME COLUMN started TO begun");
  // Fuzzing: a key changed in the meta table but not in its index (one byte) passed quick_check;
  // count then read one rotation count and wrote a second row beside it, and the next run found
  // its totals failing Burnside's lemma.
  std::string index_disagrees = journal;
  const std::size_t key = index_disagrees.find("fixed_by_rotate90");
  ASSERT_NE(key, std::string::npos);
  index_disagrees.replace(key, 17, "fixed_by_rotate89");
  write_bytes(dir / "index.db", index_disagrees);
  // QA: a damaged page made SQLite's message two lines.
  ASSERT_GT(journal.size(), 8192u);
  write_bytes(dir / "bad-page.db", journal.substr(0, 4096) + noise.substr(0, 4096) + journal.substr(8192));
  struct Case {
    std::string file, mentions;
  };
  for (const Case& c : {Case{"noise.db", "not an SQLite database"}, Case{"text.db", "not an SQLite database"},
                        Case{"truncated.db", "damaged"}, Case{"bad-page.db", "damaged"}, Case{"index.db", "damaged"},
                        Case{"foreign.db", "not an nqueens journal"},
                        Case{"altered.db", "damaged: its table 'runs' is not the journal's"}}) {
    const std::string path = dir / c.file;
    const std::string before = file_bytes(path);
    expect_one_line_error(run_cli("count 12 --journal " + path), 2, c.mentions, "count " + c.file);
    expect_one_line_error(run_cli("journal " + path), 2, c.mentions, "journal " + c.file);
    expect_one_line_error(run_cli("merge " + good + " " + path), 2, c.mentions, "merge " + c.file);
    EXPECT_TRUE(file_bytes(path) == before) << c.file << " was changed";
  }

  const std::string other = dir / "other.db";
  ASSERT_EQ(run_cli("count 11 --journal " + other).status, 0);
  const std::string other_bytes = file_bytes(other);
  expect_one_line_error(run_cli("count 12 --journal " + other), 2, "belongs to another count", "another n");
  EXPECT_TRUE(file_bytes(other) == other_bytes) << "the journal of another count was changed";

  const std::string locked = dir / "readonly.db";
  write_bytes(locked, journal);
  chmod(locked.c_str(), 0444);
  expect_one_line_error(run_cli("count 12 --journal " + locked), 2, "read-only", "read-only");
  EXPECT_TRUE(file_bytes(locked) == journal) << "the read-only journal was changed";
  const CliResult read = run_cli("journal " + locked);
  EXPECT_EQ(read.status, 0) << read.err;
  EXPECT_NE(read.out.find("solutions: 14200"), std::string::npos) << read.out;

  expect_one_line_error(run_cli("journal " + dir / "missing.db"), 2, "missing.db", "missing");
  expect_one_line_error(run_cli("count 12 --journal " + dir / "no/such/dir.db"), 2, "cannot open journal", "no dir");

  // QA: a directory was reported as SQLite's "disk I/O error"; a FIFO would block the count.
  const std::string folder = dir / "folder";
  ASSERT_EQ(mkdir(folder.c_str(), 0755), 0);
  for (const std::string& command :
       {"journal " + folder, "count 12 --journal " + folder, "merge " + good + " " + folder})
    expect_one_line_error(run_cli(command), 2, "'" + folder + "' is a directory, not a journal file", command);
  const std::string fifo = dir / "fifo";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0644), 0);
  for (const std::string& command : {"journal " + fifo, "count 12 --journal " + fifo})
    expect_one_line_error(run_cli(command, "", "timeout 20"), 2, "is a device, FIFO or socket, not a journal file",
                          command);
}

// Fuzzing: the header's numbers were read leniently ("6abc" as 6, "-1" units as 2^64 - 1) and
// trusted: merge of a journal claiming 10^12 units listed them all as missing (it never ended),
// and a summary of a journal whose n disagreed with its plan counted the rotation-fixed
// solutions of that n (minutes past n = 24). Each is refused at once as damaged.
TEST(JournalCli, RefusesAHeaderOutOfPlace) {
  TempDir dir;
  const std::string good = dir / "good.db";
  ASSERT_EQ(run_cli("count 8 --journal " + good).status, 0);
  struct Case {
    std::string edit, mentions;
  };
  for (const Case& c :
       {Case{"UPDATE meta SET value = '1000000000000' WHERE key = 'units'", "its units are"},
        Case{"UPDATE meta SET value = '-1' WHERE key = 'units'", "its units are '-1'"},
        Case{"UPDATE meta SET value = '0' WHERE key = 'units'", "its units are '0'"},
        Case{"UPDATE meta SET value = '8abc' WHERE key = 'n'", "n is '8abc'"},
        Case{"UPDATE meta SET value = '65' WHERE key = 'n'", "n is '65', not a board size"},
        Case{"UPDATE meta SET value = '24' WHERE key = 'n'",
             "its plan 'fast n=8 splits/unit=1 parts=1' is not one nqueens makes for n = 24"},
        // Fuzzing: a plan that named n = 24 with the units of n = 8, all done, made
        // summarize count the rotation-fixed solutions of n = 24 (minutes).
        Case{"UPDATE meta SET value = 'fast n=8 splits/unit=1 n=24 parts=1' WHERE key = 'plan';"
             "UPDATE meta SET value = '24' WHERE key = 'n'",
             "its plan 'fast n=8 splits/unit=1 n=24 parts=1' is not one nqueens makes for n = 24"},
        Case{"UPDATE meta SET value = '71' WHERE key = 'units'", "its units are '71', not the 70 of its plan"},
        Case{"UPDATE units SET nodes = '18446744073709551616' WHERE id = 1",
             "unit 1 has '18446744073709551616' nodes, not a count of 64 bits"}}) {
    const std::string path = dir / "forged.db";
    std::filesystem::copy_file(good, path, std::filesystem::copy_options::overwrite_existing);
    sql(path, c.edit.c_str());
    for (const std::string& command : {"journal " + path, "merge " + path, "count 8 --journal " + path})
      expect_one_line_error(run_cli(command, "", "timeout 20"), 2, "is damaged: " + c.mentions, command);
  }
}

// Journals made before units joined several splits (one split per unit, 12870 units for
// n = 16) hold other units: resuming from one would count wrong, so it is refused, and so is
// reading it, as no plan of this version; the file is left as it was.
TEST(JournalCli, RefusesAJournalOfEarlierUnits) {
  TempDir dir;
  const std::string old = dir / "old.db";
  ASSERT_EQ(run_cli("count 16 --journal " + old).status, 0);
  sql(old,
      "UPDATE meta SET value = 'fast n=16 splits/unit=1 parts=1' WHERE key = 'plan';"
      "UPDATE meta SET value = '12870' WHERE key = 'units'");
  const std::string before = file_bytes(old);
  for (const std::string& command : {"count 16 --journal " + old, "journal " + old, "merge " + old})
    expect_one_line_error(run_cli(command), 2,
                          "is damaged: its plan 'fast n=16 splits/unit=1 parts=1' is not one nqueens makes for n = 16",
                          command);
  EXPECT_TRUE(file_bytes(old) == before) << "the refused journal was changed";
}

// Fuzzing: a run that started at -1e300 made the time spent more seconds than a whole number
// holds (undefined behaviour in duration_text: it printed "0 min 0 s"): it is written out. A
// plan with a byte that is not UTF-8 made --json throw (exit 1): no engine makes such a plan,
// so the journal is damaged.
TEST(JournalCli, WritesOutlandishTimesAndRefusesOutlandishBytes) {
  TempDir dir;
  const std::string j = dir / "j.db";
  ASSERT_EQ(run_cli("count 8 --journal " + j).status, 0);
  sql(j, "UPDATE runs SET started = -1e300");
  const CliResult text = run_cli("journal " + j);
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("time spent: 1.16e+295 d in 1 run\n"), std::string::npos) << text.out;
  const CliResult json = run_cli("journal --json " + j);
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(io::duration_text(std::numeric_limits<double>::infinity()), "inf d");
  EXPECT_EQ(io::duration_text(3725), "1 h 2 min");

  sql(j, "UPDATE meta SET value = CAST(X'66617374ff' AS TEXT) || ' n=8 splits/unit=1 parts=1' WHERE key = 'plan'");
  for (const std::string& command : {"journal " + j, "journal --json " + j})
    expect_one_line_error(run_cli(command), 2, "is damaged: its plan 'fast", command);
}

TEST(JournalCli, VerifyNamesAUnitTheJournalMiscounted) {
  TempDir dir;
  const std::string j = dir / "q11.db";
  ASSERT_EQ(run_cli("count 11 --journal " + j).status, 0);
  sql(j, "UPDATE units SET solutions = solutions + 2 WHERE id = 5");
  const CliResult r = run_cli("count 11 --verify --journal " + j);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find("verification failed: unit 5 "), std::string::npos) << r.err;

  const std::string fresh = dir / "fresh.db";
  const CliResult ok = run_cli("count 11 --verify --journal " + fresh);
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_NE(ok.out.find("solutions: 2680\nfundamental: 341\n"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("units verified: "), std::string::npos) << ok.out;
}

TEST(JournalCli, HelpWithExamples) {
  for (const char* args : {"journal --help", "merge --help"}) {
    const CliResult r = run_cli(args);
    EXPECT_EQ(r.status, 0) << args;
    EXPECT_NE(r.out.find("Examples:"), std::string::npos) << args;
  }
}

}  // namespace
}  // namespace nqueens::test
