#include "large_pages.hpp"

#include <cstdlib>

#ifdef NQUEENS_WITH_MIMALLOC
#include <mimalloc.h>
#endif

namespace nqueens::cli {

void use_large_pages() {
#ifdef NQUEENS_WITH_MIMALLOC
  if (std::getenv("MIMALLOC_LARGE_OS_PAGES") == nullptr) mi_option_enable(mi_option_large_os_pages);
#endif
}

}  // namespace nqueens::cli
