#include "large_pages.hpp"

#include <cstdlib>
#include <exception>
#include <optional>
#include <system_error>
#include <thread>

#ifdef NQUEENS_WITH_MIMALLOC
#include <mimalloc.h>
#endif

namespace nqueens::cli {

int run_in_large_pages(const std::function<int()>& body) {
#ifdef NQUEENS_WITH_MIMALLOC
  if (std::getenv("MIMALLOC_LARGE_OS_PAGES") == nullptr) mi_option_enable(mi_option_large_os_pages);
  if (mi_option_is_enabled(mi_option_large_os_pages)) {
    if (std::getenv("MIMALLOC_EAGER_COMMIT_DELAY") == nullptr) mi_option_set(mi_option_eager_commit_delay, 0);
    std::optional<int> status;
    std::exception_ptr error;
    try {
      std::thread([&] {
        try {
          status = body();
        } catch (...) {
          error = std::current_exception();
        }
      }).join();
    } catch (const std::system_error&) {
      // No thread could be started (a limit on processes, say): `body` has not run.
    }
    if (error) std::rethrow_exception(error);
    if (status) return *status;
  }
#endif
  return body();
}

}  // namespace nqueens::cli
