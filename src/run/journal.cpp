#include "run/journal.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include "core/plan_description.hpp"
#include "nqueens/engine/count_plan.hpp"
#include "nqueens/rules.hpp"
#include "run/sqlite.hpp"
#include "text/numbers.hpp"

namespace nqueens::run {

namespace {

constexpr int format_version = 1;
constexpr int application_id = 0x6e516e73;  // "nQns": marks the file as an nqueens journal

// The tables of format 1: created so, and a journal must hold them so (SQLite keeps each CREATE
// statement as given), for every read and write below assumes their columns.
struct Table {
  const char* name;
  const char* create;
};
constexpr Table tables[] = {
    {"meta", "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)"},
    {"runs",
     "CREATE TABLE runs(id INTEGER PRIMARY KEY, started REAL NOT NULL, host TEXT, threads INTEGER, ranks INTEGER)"},
    {"units",
     "CREATE TABLE units(id INTEGER PRIMARY KEY, solutions TEXT NOT NULL, nodes TEXT NOT NULL, verified INTEGER NOT "
     "NULL, run INTEGER NOT NULL, finished REAL NOT NULL)"},
};

// A writer's lock: one byte in the page at 1 GiB, which SQLite never fills with data, past the
// 512 bytes at its start that SQLite's own locks use. Below 2^31, for lock protocols of 32 bits.
constexpr off_t writer_lock_byte = 0x40000000 + 1024;

// Network and cluster file systems by their statfs magic number.
struct NetworkFileSystem {
  std::uint32_t magic;
  const char* name;
};
constexpr NetworkFileSystem network_file_systems[] = {
    {0x6969, "NFS"},        {0xFF534D42, "CIFS/SMB"}, {0xFE534D42, "CIFS/SMB"}, {0x517B, "CIFS/SMB"},
    {0x0BD00BD0, "Lustre"}, {0x47504653, "GPFS"},     {0x19830326, "BeeGFS"},   {0x00C36400, "CephFS"},
    {0x5346414F, "AFS"},    {0x6B414653, "AFS"},      {0x01021997, "9P"},       {0x65735546, "FUSE"},
    {0x7461636F, "OCFS2"},  {0x01161970, "GFS2"},     {0xAAD7AAEA, "PanFS"},    {0x20030528, "OrangeFS"},
    {0x73757245, "Coda"},   {0x564C, "NCP"},
};

double unix_now() { return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count(); }

std::string host_name() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0) return "";
  return name;
}

// The journal's failures in the user's terms. A file whose bytes are wrong is damaged: bad
// input, like any file the user named wrongly. Anything else (a full disk, a file size limit, an
// I/O error) is the machine's, a runtime failure, and says which it is rather than "damaged".
[[noreturn]] void read_failed(const std::string& path, const SqliteError& e) {
  if (e.damaged()) throw std::invalid_argument(fmt::format("journal '{}' is damaged: {}", path, e.what()));
  throw std::runtime_error(fmt::format("cannot read journal '{}': {}", path, e.reason()));
}

[[noreturn]] void write_failed(const std::string& path, const SqliteError& e) {
  throw std::runtime_error(fmt::format("cannot write journal '{}': {}", path, write_failure(path, e)));
}

}  // namespace

struct Journal::Database {
  sqlite3* db = nullptr;
  int lock_fd = -1;
  bool writer = false;

  ~Database() {
    // Back to a rollback journal once the run ends: the WAL is folded into the file and
    // removed, so the journal is one file again and readers create no -wal or -shm beside it.
    if (writer) sqlite3_exec(db, "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr);
    sqlite3_close_v2(db);
    // Closed after SQLite: closing any descriptor of the file drops the process's POSIX locks.
    if (lock_fd >= 0) close(lock_fd);
  }
  void exec(const std::string& sql) const { run::exec(db, sql); }
  std::int64_t pragma(const char* sql) const {
    Statement s(db, sql);
    return s.step() ? s.integer(0) : 0;
  }
};

Journal::Journal(std::string path, std::unique_ptr<Database> db) : path_(std::move(path)), db_(std::move(db)) {}
Journal::Journal(Journal&&) noexcept = default;
Journal& Journal::operator=(Journal&&) noexcept = default;
Journal::~Journal() {
  if (!db_ || pending_.empty()) return;
  try {
    commit();
  } catch (const std::exception&) {  // a destructor cannot report it; the units are counted again on resume
  }
}

namespace {

// SQLite reports a directory as "disk I/O error", and opening a FIFO blocks: anything other than
// a regular file (or a path not there yet) is refused by name first.
void require_regular_file(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return;
  throw std::invalid_argument(fmt::format("'{}' is {}, not a journal file", path,
                                          S_ISDIR(st.st_mode) ? "a directory" : "a device, FIFO or socket"));
}

// Opens the SQLite file and checks that it is a sound database; returns whether it is empty
// (no tables: a new journal) or throws std::invalid_argument if it is another program's.
bool open_database(const std::string& path, int flags, sqlite3*& db) {
  if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK)
    throw std::invalid_argument(fmt::format("cannot open journal '{}': {}", path, sqlite3_errmsg(db)));
  sqlite3_busy_timeout(db, 10000);
  try {
    // integrity_check, not quick_check: only it finds an index that disagrees with its table, and
    // a meta index that does makes a header key read one value and write a second row beside it.
    // The units table has no index of its own (its key is the rowid), so it costs no more.
    Statement s(db, "PRAGMA integrity_check(1)");
    const std::string check = s.step() ? s.text(0) : "";
    if (check != "ok") throw std::invalid_argument(fmt::format("journal '{}' is damaged: {}", path, check));
    Statement id(db, "PRAGMA application_id");
    const std::int64_t app = id.step() ? id.integer(0) : 0;
    Statement tables(db, "SELECT count(*) FROM sqlite_schema");
    const std::int64_t table_count = tables.step() ? tables.integer(0) : 0;
    if (app == application_id) return false;
    if (app == 0 && table_count == 0) return true;
  } catch (const SqliteError& e) {
    if (e.code() == SQLITE_NOTADB)
      throw std::invalid_argument(fmt::format("'{}' is not an nqueens journal (not an SQLite database)", path));
    read_failed(path, e);
  }
  throw std::invalid_argument(fmt::format("'{}' is an SQLite database but not an nqueens journal", path));
}

// SQLite creates its write-ahead log and rollback journal beside the file, so a journal in a
// folder it cannot write is as read-only as a protected file, only the error would come later,
// mid-way, as "attempt to write a readonly database". A missing folder is left to open().
// Returns the folder.
std::string require_writable_folder(const std::string& path) {
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  std::string folder = parent.empty() ? std::string(1, '.') : parent.string();
  if (access(folder.c_str(), W_OK | X_OK) == 0 || errno == ENOENT) return folder;
  throw std::invalid_argument(fmt::format("cannot record units in journal '{}': its folder '{}' is {}", path, folder,
                                          errno == EROFS ? "on a read-only file system" : "not writable"));
}

// Takes the writer's lock (writer_lock_byte) on `fd`, open for writing. An open file
// description's lock (F_OFD_SETLK), not a process's: SQLite's own POSIX locks on the file, taken
// and dropped by the same process, neither merge with it nor release it, and closing another
// descriptor of the file does not drop it. The file system carries it to other machines as it
// carries SQLite's locks (NFS's lock manager or NFSv4's locks, GPFS, CIFS, Lustre mounted with
// -o flock); where it has none, neither has SQLite, and the journal is refused by name.
void lock_for_writing(int fd, const std::string& path, const std::string& network) {
  struct flock lock {};
  lock.l_type = F_WRLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = writer_lock_byte;
  lock.l_len = 1;
  if (fcntl(fd, F_OFD_SETLK, &lock) == 0) return;
  if (errno == EAGAIN || errno == EACCES)
    throw std::invalid_argument(
        fmt::format("journal '{}' is in use by another process (is a count still running?)", path));
  throw std::invalid_argument(
      fmt::format("cannot lock journal '{}'{}: {}; a journal needs a file system whose locks "
                  "work, such as a local disk",
                  path, network.empty() ? "" : " on " + network, std::strerror(errno)));
}

// Runs `read`, a read of the journal's contents. A failure in it (a table not the journal's, a
// value out of place, SQLite finding the file corrupt) means the file is damaged: bad input that
// the user named. SQLite failing to reach the file (an I/O error) is a runtime failure.
template <class Read>
auto read_or_damaged(const std::string& path, Read read) -> decltype(read()) {
  const auto damaged = [&](const std::exception& e) {
    return std::invalid_argument(fmt::format("journal '{}' is damaged: {}", path, e.what()));
  };
  try {
    return read();
  } catch (const SqliteError& e) {
    read_failed(path, e);  // damaged, or out of reach (an I/O error): a runtime failure
  } catch (const std::runtime_error& e) {
    throw damaged(e);
  } catch (const std::logic_error& e) {  // std::invalid_argument and std::out_of_range of a value
    throw damaged(e);
  }
}

// Throws std::runtime_error naming the first table that is missing or not as the journal creates it.
void check_tables(sqlite3* db) {
  for (const Table& t : tables) {
    Statement s(db, "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?");
    s.bind(1, std::string(t.name));
    if (!s.step()) throw std::runtime_error(fmt::format("it has no table '{}'", t.name));
    if (s.text(0) != t.create) throw std::runtime_error(fmt::format("its table '{}' is not the journal's", t.name));
  }
}

// The header the meta table holds, checked: n a board size the engines count, a plan some
// engine makes for that n, and that plan's number of units (a forged count of 10^12 units made
// merge list them all; a forged plan of n = 24 with 20 units made summarize, its units all done,
// count the rotation-fixed solutions of n = 24 for minutes). Throws std::runtime_error naming
// the first entry out of place.
JournalHeader header_of(std::map<std::string, std::string>& meta) {
  for (const char* key : {"n", "plan", "units", "shard"})
    if (!meta.contains(key)) throw std::runtime_error(fmt::format("no '{}' entry", key));
  const auto n = parse_whole_number(meta["n"]);
  if (!n || *n < 1 || *n > static_cast<std::uint64_t>(max_rules_n))
    throw std::runtime_error(fmt::format("n is '{}', not a board size from 1 to {}", meta["n"], max_rules_n));
  const std::string& plan = meta["plan"];
  const std::unique_ptr<CountPlan> made = core::plan_of_description(plan);
  if (!made || made->n() != static_cast<int>(*n))
    throw std::runtime_error(fmt::format("its plan '{}' is not one nqueens makes for n = {}", plan, *n));
  const auto units = parse_whole_number(meta["units"]);
  if (!units || *units != made->unit_count())
    throw std::runtime_error(
        fmt::format("its units are '{}', not the {} of its plan", meta["units"], made->unit_count()));
  return {static_cast<int>(*n), plan, *units, parse_shard(meta["shard"])};
}

std::string header_text(const JournalHeader& h) {
  return fmt::format("'{}'{}", h.plan, h.shard.whole() ? "" : fmt::format(" shard {}", h.shard.text()));
}

}  // namespace

Journal Journal::open_for_count(const std::string& path, const JournalHeader& header, StatfsFunction statfs_of) {
  require_regular_file(path);
  const std::string folder = require_writable_folder(path);
  const std::string network = run::network_file_system(folder, statfs_of);
  auto db = std::make_unique<Database>();
  // The lock comes first, on a descriptor of our own: nothing is read or written while
  // another process may be recording.
  db->lock_fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
  if (db->lock_fd < 0) {
    const int error = errno;
    if ((error == EACCES || error == EROFS) && access(path.c_str(), R_OK) == 0)
      throw std::invalid_argument(fmt::format("journal '{}' is read-only: cannot record units in it", path));
    throw std::invalid_argument(fmt::format("cannot open journal '{}': {}", path, std::strerror(error)));
  }
  lock_for_writing(db->lock_fd, path, network);

  // A file without write permission is read-only even to root: someone protected it.
  struct stat st;
  const bool protected_file = fstat(db->lock_fd, &st) == 0 && (st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0;
  const bool fresh = open_database(path, SQLITE_OPEN_READWRITE, db->db);
  if (protected_file || sqlite3_db_readonly(db->db, "main") == 1)
    throw std::invalid_argument(fmt::format("journal '{}' is read-only: cannot record units in it", path));
  Journal j(path, std::move(db));
  try {
    if (fresh) {
      // In the default rollback mode the whole schema appears at once or not at all.
      std::string schema = fmt::format("BEGIN IMMEDIATE; PRAGMA application_id={}; PRAGMA user_version={};",
                                       application_id, format_version);
      for (const Table& t : tables) schema.append(t.create).append(";");
      j.db_->exec(schema);
      Statement insert(j.db_->db, "INSERT INTO meta VALUES (?, ?)");
      for (const auto& [key, value] : {std::pair<std::string, std::string>{"format", std::to_string(format_version)},
                                       {"n", std::to_string(header.n)},
                                       {"plan", header.plan},
                                       {"units", std::to_string(header.unit_count)},
                                       {"shard", header.shard.text()}})
        insert.bind(1, key).bind(2, value).run();
      j.db_->exec("COMMIT");
    }
  } catch (const SqliteError& e) {
    write_failed(path, e);
  }
  j.read_header();
  const JournalHeader& h = j.header_;
  if (h.n != header.n || h.plan != header.plan || h.unit_count != header.unit_count || h.shard != header.shard)
    throw std::invalid_argument(fmt::format("journal '{}' belongs to another count: it holds {}, this count is {}",
                                            path, header_text(h), header_text(header)));
  // Only a journal of this count is switched to write-ahead logging, and only on a local disk:
  // every commit appends to the WAL and syncs it, so a commit is one sequential write.
  try {
    j.db_->exec(network.empty() ? "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL"
                                : "PRAGMA journal_mode=DELETE; PRAGMA synchronous=FULL");
  } catch (const SqliteError& e) {
    write_failed(path, e);
  }
  j.db_->writer = true;
  j.network_file_system_ = network;
  return j;
}

Journal Journal::open_to_read(const std::string& path) {
  require_regular_file(path);
  if (access(path.c_str(), R_OK) != 0)
    throw std::invalid_argument(fmt::format("cannot read journal '{}': {}", path, std::strerror(errno)));
  auto db = std::make_unique<Database>();
  if (open_database(path, SQLITE_OPEN_READONLY, db->db))
    throw std::invalid_argument(fmt::format("'{}' is not an nqueens journal (an empty database)", path));
  Journal j(path, std::move(db));
  j.read_header();
  return j;
}

std::optional<std::string> Journal::recorded_plan(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0) return std::nullopt;
  Database db;
  if (sqlite3_open_v2(path.c_str(), &db.db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) return std::nullopt;
  sqlite3_busy_timeout(db.db, 10000);
  try {
    Statement s(db.db, "SELECT value FROM meta WHERE key = 'plan'");
    if (s.step()) return s.text(0);
  } catch (const SqliteError&) {  // not a journal, or not one this reads
  }
  return std::nullopt;
}

void Journal::read_header() {
  const std::int64_t format = read_or_damaged(path_, [&] { return db_->pragma("PRAGMA user_version"); });
  if (format != format_version)
    throw std::invalid_argument(
        fmt::format("journal '{}' has format {}; this nqueens reads format {}", path_, format, format_version));
  header_ = read_or_damaged(path_, [&] {
    check_tables(db_->db);
    std::map<std::string, std::string> meta;
    Statement s(db_->db, "SELECT key, value FROM meta");
    while (s.step()) meta[s.text(0)] = s.text(1);
    return header_of(meta);
  });
}

std::map<std::uint64_t, JournalUnit> Journal::units() const {
  return read_or_damaged(path_, [&] {
    std::map<std::uint64_t, JournalUnit> units;
    Statement s(db_->db, "SELECT id, solutions, nodes, verified FROM units");
    while (s.step()) {
      const auto id = static_cast<std::uint64_t>(s.integer(0));
      if (id >= header_.unit_count || !header_.shard.contains(id))
        throw std::invalid_argument(fmt::format("unit {} is not one of this journal's units", id));
      const auto nodes = parse_whole_number(s.text(2));
      if (!nodes)
        throw std::invalid_argument(fmt::format("unit {} has '{}' nodes, not a count of 64 bits", id, s.text(2)));
      units[id] = {parse_u128(s.text(1)), *nodes, s.integer(3) != 0};
    }
    return units;
  });
}

JournalTiming Journal::timing() const {
  return read_or_damaged(path_, [&] {
    JournalTiming t;
    Statement s(
        db_->db,
        "SELECT runs.started, max(units.finished) FROM runs JOIN units ON units.run = runs.id GROUP BY runs.id");
    while (s.step()) {
      t.seconds += std::max(0.0, s.real(1) - s.real(0));
      ++t.runs;
    }
    return t;
  });
}

void Journal::begin_run(int threads, int ranks) {
  try {
    Statement s(db_->db, "INSERT INTO runs(started, host, threads, ranks) VALUES (?, ?, ?, ?)");
    s.bind(1, unix_now()).bind(2, host_name()).bind(3, std::int64_t{threads}).bind(4, std::int64_t{ranks}).run();
    run_ = sqlite3_last_insert_rowid(db_->db);
  } catch (const SqliteError& e) {
    write_failed(path_, e);
  }
}

void Journal::record(const UnitCount& unit, bool verified) { pending_.push_back({unit, verified, unix_now()}); }

void Journal::commit() {
  if (pending_.empty()) return;
  try {
    db_->exec("BEGIN IMMEDIATE");
    try {
      Statement s(db_->db, "INSERT OR REPLACE INTO units VALUES (?, ?, ?, ?, ?, ?)");
      for (const PendingUnit& p : pending_)
        s.bind(1, static_cast<std::int64_t>(p.unit.id))
            .bind(2, to_string(p.unit.solutions))
            .bind(3, to_string(p.unit.nodes))
            .bind(4, std::int64_t{p.verified})
            .bind(5, run_)
            .bind(6, p.finished)
            .run();
      db_->exec("COMMIT");
    } catch (const SqliteError&) {
      sqlite3_exec(db_->db, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  } catch (const SqliteError& e) {
    write_failed(path_, e);
  }
  pending_.clear();
}

std::optional<u128> Journal::total(const std::string& key) const {
  return read_or_damaged(path_, [&]() -> std::optional<u128> {
    Statement s(db_->db, "SELECT value FROM meta WHERE key = ?");
    s.bind(1, key);
    if (!s.step()) return std::nullopt;
    return parse_u128(s.text(0));
  });
}

void Journal::set_total(const std::string& key, u128 value) {
  try {
    Statement s(db_->db, "INSERT OR REPLACE INTO meta VALUES (?, ?)");
    s.bind(1, key).bind(2, to_string(value)).run();
  } catch (const SqliteError& e) {
    write_failed(path_, e);
  }
}

std::string network_file_system(const std::string& folder, StatfsFunction statfs_of) {
  struct statfs fs {};
  if (statfs_of(folder.c_str(), &fs) != 0) return "";
  for (const NetworkFileSystem& n : network_file_systems)
    if (static_cast<std::uint32_t>(fs.f_type) == n.magic) return n.name;
  return "";
}

}  // namespace nqueens::run

namespace nqueens {

std::uint64_t journal_bytes(std::uint64_t units) { return std::uint64_t{4} * 4096 + 50 * units; }

}  // namespace nqueens
