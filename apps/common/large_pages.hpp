#pragma once
// The tools' memory in the processor's large pages.

#include <functional>

namespace nqueens::cli {

// Runs `body`, the whole of a count's work, with its memory in large (2 MiB) pages, and returns
// what it returns (or throws what it throws). Where the tools are linked with mimalloc (it is
// then their malloc):
// - it turns on mimalloc's option large_os_pages, unless MIMALLOC_LARGE_OS_PAGES is set (then
//   mimalloc has read it: 0 turns large pages off);
// - where large pages are on, it sets eager_commit_delay to 0, unless
//   MIMALLOC_EAGER_COMMIT_DELAY is set, and runs `body` on a thread of its own (on the calling
//   thread if none can be started).
// Elsewhere, or with large pages off, it calls `body`. Without reserved huge pages (Debian
// reserves none) large pages are transparent huge pages, asked for by madvise: none where the
// system has them set to `never`.
// Why: a count keeps its thread's quarter placements, tens to hundreds of MiB of small blocks,
// and reads them all the time (core/fast/half_board.hpp). In 4 KiB pages that is a page fault per
// 4 KiB the first time and a miss of the address translation cache per 4 KiB after: large pages
// took 7 to 33 % off Q(17) and Q(18) (measured in c38e2bf, bench/history/fast-engine.md, round
// nine).
// Why a thread: mimalloc asks for large pages when it maps a segment (32 MiB), and the main
// thread's first segment was mapped before main, in small pages (libstdc++ allocates as it
// starts); any other thread's first segment is mapped page by page unless eager_commit_delay is
// 0: a Q(18) takes 450 page faults, not 8,000 (measured in 85f93b9, bench/history/fast-engine.md,
// round twelve).
// The library leaves a program's allocator alone: a program of its own can do the same, or run
// with GLIBC_TUNABLES=glibc.malloc.hugetlb=1.
int run_in_large_pages(const std::function<int()>& body);

}  // namespace nqueens::cli
