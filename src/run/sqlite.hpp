#pragma once
// The journal's use of SQLite (internal): prepared statements, and failures told apart by who
// must act on them.

#include <sqlite3.h>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace nqueens::run {

// A failed SQLite call: its message, its result code and the system's errno behind it, taken
// when it failed (later calls overwrite them).
class SqliteError : public std::runtime_error {
 public:
  explicit SqliteError(sqlite3* db);
  // The file is damaged or no database at all (its bytes are wrong), rather than out of reach
  // (permissions, a full disk, an I/O error).
  bool damaged() const;
  // What went wrong in the user's words. SQLite calls a full disk "database or disk is full"
  // and a file size limit (EFBIG) "disk I/O error"; the errno tells them apart.
  std::string reason() const;
  int code() const { return code_; }

 private:
  int code_;
  int system_errno_;
};

// Why a write to the database at `path` failed, in the user's words. SQLite's errno is that of
// the last system call, often not the failed write's, so the evidence decides: a file system
// without free space is full, and a database file (or its -wal or -shm) grown to the process's
// file size limit (RLIMIT_FSIZE) is too large; otherwise e.reason().
std::string write_failure(const std::string& path, const SqliteError& e);

// Runs SQL statements that return no rows. Throws SqliteError.
void exec(sqlite3* db, const std::string& sql);

// A prepared statement, finalized on scope exit. Throws SqliteError.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, const std::string& v);
  Statement& bind(int i, std::int64_t v);
  Statement& bind(int i, double v);
  // Steps once: true if a row is ready, false when done.
  bool step();
  // Steps to the end and resets, ready to be bound again.
  void run();
  std::string text(int column) const;
  std::int64_t integer(int column) const;
  double real(int column) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace nqueens::run
