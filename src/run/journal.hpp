#pragma once
// The journal of a long count: an SQLite database with one row per finished work unit
// (internal; the public side is nqueens/journal.hpp). Format 1, readable with the sqlite3 shell:
//   meta(key, value)   format, n, plan (CountPlan::description), units, shard, and once known
//                      fixed_by_rotate180 and fixed_by_rotate90
//   runs(id, started, host, threads, ranks)           one row per run that wrote the journal
//   units(id, solutions, nodes, verified, run, finished)   one row per finished unit
// Counts are decimal text (they outgrow SQLite's signed 64-bit integers), times are Unix
// seconds. The file is marked with PRAGMA application_id, so another program's database is
// told apart from a journal before anything is written to it.

#include <sys/statfs.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "nqueens/count.hpp"
#include "nqueens/journal.hpp"

namespace nqueens::run {

struct JournalUnit {
  u128 solutions = 0;
  std::uint64_t nodes = 0;
  bool verified = false;  // confirmed by an independent recount

  // The unit's count, as the engine returned it.
  UnitCount count(std::uint64_t id) const { return {id, solutions, nodes}; }
};

// How the journal learns the file system of a folder: statfs(2), or a test's stand-in.
using StatfsFunction = int (*)(const char* path, struct statfs* buf);

// The network or cluster file system that holds `folder`, by the magic number statfs gives
// (linux/magic.h and the file systems' own): "NFS", "CIFS/SMB", "Lustre", "GPFS", "BeeGFS",
// "CephFS", "AFS", "9P", "FUSE", "OCFS2", "GFS2", "PanFS", "OrangeFS", "Coda", "NCP"; "" for any
// other (a local disk), and when statfs fails.
std::string network_file_system(const std::string& folder, StatfsFunction statfs_of = ::statfs);

// One open journal. Recorded units are held in memory until commit() writes them in one
// transaction (synchronous=FULL), synced before it returns: a kill -9 or a power cut at any
// moment loses no committed unit and leaves no half row. One sync per unit would cost more than
// many units take to count, so callers commit in batches (CommitBatcher).
// On a local disk the transactions go to a write-ahead log (WAL: one sequential write a commit).
// On a network file system (network_file_system) they use SQLite's rollback journal: a WAL's
// index is shared memory, which machines do not share, so a reader on another machine (a status
// query on the login node) could read a torn index and write to it, while rollback mode needs
// only the file system's byte-range locks (SQLite's "SQLite Over a Network" and WAL pages).
// A writer holds a lock of its own on one byte of the file, through the same byte-range locks,
// so two processes, on one machine or two, never count into one journal (the lock dies with the
// process, or with its machine's lease on a network file system).
//
// Errors: problems with the file named by the user (missing, not a journal, corrupt, made for
// another count, read-only or in a folder that cannot be written, in use) throw
// std::invalid_argument, so the tool exits 2 before anything is written; I/O failures (disk
// full, a file size limit, an I/O error), at open or later, throw std::runtime_error (exit 1)
// naming the cause.
class Journal {
 public:
  // Opens `path` to record units of `header`, creating the journal if the file is missing or
  // empty. Throws std::invalid_argument if the file holds a journal of another header.
  // `statfs_of` tells the file system of the journal's folder (a stand-in in tests).
  static Journal open_for_count(const std::string& path, const JournalHeader& header,
                                StatfsFunction statfs_of = ::statfs);
  // Opens an existing journal without writing to it.
  static Journal open_to_read(const std::string& path);
  // The plan (CountPlan::description) that the journal at `path` records, read without checking
  // the rest of the file; none if there is no file, an empty one or one that this cannot read
  // (open_for_count then says what is wrong with it).
  static std::optional<std::string> recorded_plan(const std::string& path);

  Journal(Journal&&) noexcept;
  Journal& operator=(Journal&&) noexcept;
  // Commits the units still pending; a failure then is lost (commit() reports it).
  ~Journal();

  const std::string& path() const { return path_; }
  const JournalHeader& header() const { return header_; }
  // The network file system the journal is on ("NFS"), where it keeps a rollback journal; "" on
  // a local one, and for a journal opened to read.
  const std::string& network_file_system() const { return network_file_system_; }
  // The recorded units by id.
  std::map<std::uint64_t, JournalUnit> units() const;
  JournalTiming timing() const;

  // Starts a run: the units recorded from now on belong to it.
  void begin_run(int threads, int ranks);
  // Takes a finished unit, stamped with the time now; the next commit writes it, replacing an
  // earlier row of the same unit.
  void record(const UnitCount& unit, bool verified);
  // Writes the units taken since the last commit in one transaction, synced before it returns.
  // Throws std::runtime_error if it cannot (the units stay pending).
  void commit();
  std::size_t pending() const { return pending_.size(); }

  // Named totals beyond the units (the rotation-fixed counts), if recorded.
  std::optional<u128> total(const std::string& key) const;
  void set_total(const std::string& key, u128 value);

 private:
  struct Database;
  Journal(std::string path, std::unique_ptr<Database> db);
  void read_header();

  std::string path_;
  std::string network_file_system_;
  struct PendingUnit {
    UnitCount unit;
    bool verified;
    double finished;  // Unix seconds
  };

  std::unique_ptr<Database> db_;
  JournalHeader header_;
  std::int64_t run_ = 0;
  std::vector<PendingUnit> pending_;
};

}  // namespace nqueens::run
