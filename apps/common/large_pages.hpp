#pragma once
// The tools' memory in the processor's large pages.

#include <functional>

namespace nqueens::cli {

// Runs `body`, the whole of a tool's work, with its memory in large (2 MiB) pages, and returns
// what it returns (or throws what it throws). Where the tools are linked with mimalloc (it is
// then their malloc), this sets its options large_os_pages and eager_commit_delay (0), unless the
// environment sets MIMALLOC_LARGE_OS_PAGES, and runs `body` on a thread of its own; otherwise it
// just calls `body`. Without reserved huge pages (Debian reserves none) they are transparent huge
// pages, asked for by madvise: none where the system has them set to `never`.
// Why: a count keeps its thread's quarter placements, tens to hundreds of MiB of small blocks,
// and reads them all the time (core/fast/half_board.hpp). In 4 KiB pages that is a page fault per
// 4 KiB the first time and a miss of the address translation cache per 4 KiB after. Measured
// (bench/README.md, round nine): Q(17) 0.67-0.79x the time, Q(18) 0.81-0.93x.
// Why a thread: mimalloc asks for large pages when it maps a segment (32 MiB), and the main
// thread's first segment was mapped before main, in small pages (libstdc++ allocates while it
// starts); a thread's first segment is mapped lazily, page by page, unless eager_commit_delay is
// 0. A Q(18) on one thread took 8,000 page faults this way, 300 with both (round twelve).
// The library leaves a program's allocator alone: a program of its own can do the same, or run
// with GLIBC_TUNABLES=glibc.malloc.hugetlb=1.
int run_in_large_pages(const std::function<int()>& body);

}  // namespace nqueens::cli
