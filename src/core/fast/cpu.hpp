#pragma once
// Which of the fast engine's kernels this CPU can run, and its cache (internal).

#include <cstddef>
#include <string>

namespace nqueens::core::fast {

// The environment variable that caps the instruction sets whose kernels run: "avx512" (no cap),
// "avx2" or "portable", as oneDNN's ONEDNN_MAX_CPU_ISA does. It lets anyone measure or check a
// lesser CPU's kernels, with the same binary, on a CPU that has more; it never enables what the
// CPU lacks.
inline constexpr const char* max_isa_variable = "NQUEENS_MAX_ISA";

// Whether the CPU has AVX-512 (F, DQ, VL) with its vector popcount, and BMI2, which the
// *_avx512 kernels (core/fast/pair_kernel_avx512.cpp) need, whatever NQUEENS_MAX_ISA says.
// Always false where they are not built.
bool cpu_has_avx512_kernels();
// Whether the CPU has AVX2, POPCNT and BMI2 (whose rorx the sweeps use: pair_kernel.hpp's
// ChunkRows), which the *_avx2 kernels (core/fast/pair_kernel_avx2.cpp) need, whatever
// NQUEENS_MAX_ISA says. Always false where they are not built.
bool cpu_has_avx2_kernels();
// Whether the *_avx512 kernels run: the CPU has them and NQUEENS_MAX_ISA allows them.
bool avx512();
// Whether the *_avx2 kernels run: the CPU has them and NQUEENS_MAX_ISA allows them.
bool avx2();
// The kernels this process runs: "avx512", "avx2" or "portable". Throws std::invalid_argument
// naming NQUEENS_MAX_ISA if it holds anything else, so that a fast plan refuses to be made.
std::string kernels();
// The first-level data cache of a core in bytes, as the C library reads it from the CPU; 32 KiB
// where it says nothing (the smallest of x86-64 CPUs of the last decade).
std::size_t l1_data_bytes();

}  // namespace nqueens::core::fast
