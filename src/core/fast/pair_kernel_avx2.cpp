// The portable kernels (core/fast/pair_kernel_portable.cpp) compiled for x86-64 CPUs with AVX2
// and POPCNT, called only after a CPU check: the compiler vectorises the words and counts a
// word's bits in one instruction, where the portable build takes a dozen.
#define NQUEENS_WORDS_KERNEL(name) name##_avx2
#include "core/fast/pair_kernel_portable.cpp"  // NOLINT(bugprone-suspicious-include)
