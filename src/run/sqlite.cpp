#include "run/sqlite.hpp"

#include <fmt/format.h>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace nqueens::run {

SqliteError::SqliteError(sqlite3* db)
    : std::runtime_error(sqlite3_errmsg(db)), code_(sqlite3_errcode(db)), system_errno_(sqlite3_system_errno(db)) {}

// Listed are the failures to reach the file; every other one (corrupt, not a database, an
// unsupported file format, a schema or value SQLite refuses) comes from the file's bytes. The
// fuzzer found SQLITE_FORMAT ("unsupported file format") reported as a runtime failure when
// only SQLITE_CORRUPT and SQLITE_NOTADB were taken for damage, and SQLITE_NOMEM ("out of
// memory") from a damaged file's sizes when it was taken for the machine's.
bool SqliteError::damaged() const {
  switch (code_ & 0xff) {  // the primary result code
    case SQLITE_IOERR:
    case SQLITE_FULL:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_READONLY:
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
    case SQLITE_INTERRUPT:
    case SQLITE_NOLFS:
    case SQLITE_AUTH:
      return false;
    default:
      return true;
  }
}

std::string SqliteError::reason() const {
  if (code_ == SQLITE_FULL || system_errno_ == ENOSPC) return "disk full";
  if (system_errno_ == EDQUOT) return "disk quota exceeded";
  if (system_errno_ == EFBIG) return "file too large (past the file size limit of the process)";
  if (system_errno_ != 0) return fmt::format("{} ({})", what(), std::strerror(system_errno_));
  return what();
}

namespace {

// A write that fails at the limit leaves its file this close to it or closer: SQLite writes a
// few pages of the WAL at a time, and grows the -shm by 32 KiB.
constexpr std::uint64_t limit_slack = std::uint64_t{64} * 1024;

bool near_size_limit(const std::string& path) {
  rlimit limit{};
  if (getrlimit(RLIMIT_FSIZE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return false;
  for (const char* suffix : {"", "-wal", "-shm"}) {
    struct stat st {};
    if (stat((path + suffix).c_str(), &st) == 0 &&
        static_cast<std::uint64_t>(st.st_size) + limit_slack >= limit.rlim_cur)
      return true;
  }
  return false;
}

bool no_space_left(const std::string& path) {
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  struct statvfs fs {};
  return statvfs(parent.empty() ? "." : parent.c_str(), &fs) == 0 && fs.f_bavail == 0;
}

}  // namespace

std::string write_failure(const std::string& path, const SqliteError& e) {
  if (e.code() == SQLITE_FULL || no_space_left(path)) return "disk full";
  if (near_size_limit(path)) return "file too large (past the file size limit of the process)";
  return e.reason();
}

void exec(sqlite3* db, const std::string& sql) {
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) throw SqliteError(db);
}

Statement::Statement(sqlite3* db, const char* sql) : db_(db) {
  if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) {
    const SqliteError error(db);
    sqlite3_finalize(stmt_);
    throw error;
  }
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement& Statement::bind(int i, const std::string& v) {
  sqlite3_bind_text(stmt_, i, v.c_str(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
  return *this;
}

Statement& Statement::bind(int i, std::int64_t v) {
  sqlite3_bind_int64(stmt_, i, v);
  return *this;
}

Statement& Statement::bind(int i, double v) {
  sqlite3_bind_double(stmt_, i, v);
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  throw SqliteError(db_);
}

void Statement::run() {
  while (step()) {
  }
  sqlite3_reset(stmt_);
}

std::string Statement::text(int column) const {
  const auto* p = sqlite3_column_text(stmt_, column);
  return p ? reinterpret_cast<const char*>(p) : "";
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

double Statement::real(int column) const { return sqlite3_column_double(stmt_, column); }

}  // namespace nqueens::run
