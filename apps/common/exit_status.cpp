#include "exit_status.hpp"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <stdexcept>

#include "nqueens/errors.hpp"
#include "nqueens/io/input_error.hpp"
#include "nqueens/io/quote.hpp"

namespace nqueens::cli {

namespace {

// What to change on the command line, for the library's errors that call for it (the library
// names no command-line flag; the tool knows its own). "" when the message says it all.
// The one place for such hints: each typed error of include/nqueens/errors.hpp that a flag can
// mend gets its hint here.
std::string hint(const std::exception& error) {
  if (dynamic_cast<const MemoryBudgetError*>(&error) != nullptr) return "raise --memory or lower --threads";
  return {};
}

Failure failure(int status, const std::exception& error) {
  std::string message = io::one_line(error.what());
  if (const std::string h = hint(error); !h.empty()) message += ": " + h;
  std::string excerpt;
  if (const auto* input = dynamic_cast<const io::InputError*>(&error); input != nullptr && input->where())
    excerpt = io::excerpt(*input->where());
  return {status, std::move(message), std::move(excerpt)};
}

// One line on stderr, and the excerpt under it. Written with stdio, which reports no error: a
// failing stderr must not turn an error report into a crash.
void report(std::string_view tool, const Failure& failure) {
  std::fprintf(stderr, "%.*s: %s\n%s", static_cast<int>(tool.size()), tool.data(), failure.message.c_str(),
               failure.excerpt.c_str());
}

}  // namespace

Failure failure_of(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const CLI::ParseError& e) {
    return failure(exit_usage, e);
  } catch (const std::invalid_argument& e) {
    return failure(exit_usage, e);
  } catch (const std::out_of_range& e) {
    return failure(exit_usage, e);
  } catch (const StoppedError& e) {
    return failure(exit_interrupted, e);
  } catch (const std::exception& e) {
    return failure(exit_no, e);
  }
}

int run_reporting_errors(std::string_view tool, const std::function<int()>& body) {
  try {
    return body();
  } catch (const std::exception&) {
    const Failure f = failure_of(std::current_exception());
    report(tool, f);
    return f.status;
  }
}

}  // namespace nqueens::cli
