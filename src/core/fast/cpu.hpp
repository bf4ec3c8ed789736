#pragma once
// Which of the fast engine's kernels this CPU can run, and its cache (internal).

#include <cstddef>

namespace nqueens::core::fast {

// Whether the CPU has AVX-512 (F, DQ) with its vector popcount, which the *_avx512 kernels
// (core/fast/pair_kernel_avx512.cpp) need. Always false where they are not built.
bool avx512();
// Whether the CPU has AVX2 and POPCNT, which the *_avx2 kernels (core/fast/pair_kernel_avx2.cpp)
// need. Always false where they are not built.
bool avx2();
// The first-level data cache of a core in bytes, as the C library reads it from the CPU; 32 KiB
// where it says nothing (the smallest of x86-64 CPUs of the last decade).
std::size_t l1_data_bytes();

}  // namespace nqueens::core::fast
