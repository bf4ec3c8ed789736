#include "core/fast/cpu.hpp"

#include <unistd.h>

#include <cstdlib>
#include <stdexcept>
#include <string_view>

namespace nqueens::core::fast {

namespace {

enum class Isa { portable, avx2, avx512 };

// The cap NQUEENS_MAX_ISA sets, read once; none (avx512) when unset or not understood. The
// value is copied: a later setenv may free what getenv returned.
struct Cap {
  Isa isa = Isa::avx512;
  std::string not_understood;
};
const Cap& cap() {
  static const Cap read = [] {
    const char* value = std::getenv(max_isa_variable);
    if (value == nullptr || *value == '\0') return Cap{};
    const std::string_view v(value);
    if (v == "avx512") return Cap{Isa::avx512, {}};
    if (v == "avx2") return Cap{Isa::avx2, {}};
    if (v == "portable") return Cap{Isa::portable, {}};
    return Cap{Isa::avx512, std::string(v)};
  }();
  return read;
}

}  // namespace

bool cpu_has_avx512_kernels() {
#ifdef NQUEENS_X86_KERNELS
  static const bool supported = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
                                __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vpopcntdq") &&
                                __builtin_cpu_supports("bmi2");
  return supported;
#else
  return false;
#endif
}

bool cpu_has_avx2_kernels() {
#ifdef NQUEENS_X86_KERNELS
  static const bool supported =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi2");
  return supported;
#else
  return false;
#endif
}

bool avx512() { return cpu_has_avx512_kernels() && cap().isa >= Isa::avx512; }

bool avx2() { return cpu_has_avx2_kernels() && cap().isa >= Isa::avx2; }

std::string kernels() {
  if (!cap().not_understood.empty())
    throw std::invalid_argument(std::string(max_isa_variable) + "='" + cap().not_understood +
                                "' is not a set of kernels: use avx512, avx2 or portable");
  return avx512() ? "avx512" : avx2() ? "avx2" : "portable";
}

std::size_t l1_data_bytes() {
#ifdef _SC_LEVEL1_DCACHE_SIZE
  static const long bytes = sysconf(_SC_LEVEL1_DCACHE_SIZE);
  if (bytes > 0) return static_cast<std::size_t>(bytes);
#endif
  return std::size_t{32} << 10;
}

}  // namespace nqueens::core::fast
