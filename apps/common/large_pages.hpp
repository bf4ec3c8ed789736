#pragma once
// The tools' memory in the processor's large pages.

namespace nqueens::cli {

// From here on, asks the allocator for memory in large (2 MiB) pages: where the tools are linked
// with mimalloc (it is then their malloc), its option large_os_pages, unless the environment sets
// MIMALLOC_LARGE_OS_PAGES; otherwise nothing. Without reserved huge pages (Debian reserves none)
// they are transparent huge pages, asked for by madvise: none where the system has them set to
// `never`. Why: a count keeps its thread's quarter placements, tens to hundreds of MiB of small
// blocks, and reads them all the time (core/fast/half_board.hpp). In 4 KiB pages that is a page
// fault per 4 KiB the first time and a miss of the address translation cache per 4 KiB after.
// Measured (bench/README.md, round nine): Q(17) 0.67-0.79x the time, Q(18) 0.81-0.93x. The library
// leaves a program's allocator alone: a program of its own can do the same, or run with
// GLIBC_TUNABLES=glibc.malloc.hugetlb=1.
void use_large_pages();

}  // namespace nqueens::cli
