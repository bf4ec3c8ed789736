#include "core/fast/cpu.hpp"

namespace nqueens::core::fast {

bool avx512() {
#ifdef NQUEENS_X86_KERNELS
  static const bool supported = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
                                __builtin_cpu_supports("avx512vpopcntdq");
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

}  // namespace nqueens::core::fast
