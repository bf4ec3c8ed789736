// The GPU kernels compiled for the host (cuda_compat.hpp's third mode), for the test driver
// and the tests that run the kernels on the CPU.
#include "gpu/count_kernel.cu"  // NOLINT(bugprone-suspicious-include): one source for device and host
