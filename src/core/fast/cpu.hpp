#pragma once
// Which of the fast engine's kernels this CPU can run (internal).

namespace nqueens::core::fast {

// Whether the CPU has AVX-512 (F, DQ) with its vector popcount, which the *_avx512 kernels
// (core/fast/pair_kernel_avx512.cpp) need. Always false where they are not built.
bool avx512();
// Whether the CPU has AVX2 and POPCNT, which the *_avx2 kernels (core/fast/pair_kernel_avx2.cpp)
// need. Always false where they are not built.
bool avx2();

}  // namespace nqueens::core::fast
