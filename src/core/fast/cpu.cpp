#include "core/fast/cpu.hpp"

#include <unistd.h>

namespace nqueens::core::fast {

bool avx512() {
#ifdef NQUEENS_X86_KERNELS
  static const bool supported = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
                                __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vpopcntdq");
  return supported;
#else
  return false;
#endif
}

bool avx2() {
#ifdef NQUEENS_X86_KERNELS
  static const bool supported = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
  return supported;
#else
  return false;
#endif
}

std::size_t l1_data_bytes() {
#ifdef _SC_LEVEL1_DCACHE_SIZE
  static const long bytes = sysconf(_SC_LEVEL1_DCACHE_SIZE);
  if (bytes > 0) return static_cast<std::size_t>(bytes);
#endif
  return std::size_t{32} << 10;
}

}  // namespace nqueens::core::fast
