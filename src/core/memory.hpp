#pragma once
// The memory this machine has (internal).

#include <cstdint>

namespace nqueens::core {

// Bytes of physical memory (RAM) of the machine; 1 GiB if the system does not say.
std::uint64_t physical_memory_bytes();

}  // namespace nqueens::core
