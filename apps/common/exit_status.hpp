#pragma once
// How the tools end: the exit statuses, and the one place that turns an error into one line on
// standard error and a status (nqueens and nqueens-mpi alike).

#include <exception>
#include <functional>
#include <string>
#include <string_view>

namespace nqueens::cli {

// Exit statuses: 0 success; 1 a runtime failure or a "no" answer (verify: not a solution;
// find, complete: the search spent its budget without an answer); 2 bad input (usage,
// arguments, malformed or unreadable files); 130 stopped by Ctrl-C (128 + SIGINT).
// "There is none" (find 2, an impossible completion) is an answer: 0.
inline constexpr int exit_ok = 0;
inline constexpr int exit_no = 1;
inline constexpr int exit_usage = 2;
inline constexpr int exit_interrupted = 130;

// An error as the user meets it: the exit status, one line saying what went wrong and, for
// malformed input at a known place (io::InputError), the excerpt that shows the place: its line
// with a caret under the spot (io::excerpt), lines that end with '\n'; empty otherwise.
struct Failure {
  int status = exit_no;
  std::string message;
  std::string excerpt;
};

// What an error means for the user. Bad input is exit_usage: a command line CLI11 refused
// (CLI::ParseError), std::invalid_argument (the library's contracts, unreadable or malformed
// files) and std::out_of_range; StoppedError (a search stopped by Ctrl-C where no part of its
// result can be shown) is exit_interrupted; any other std::exception is a runtime failure,
// exit_no. The
// message is the exception's on one line, with the tool's hint for the library's typed errors.
// Rethrows what does not derive from std::exception.
Failure failure_of(const std::exception_ptr& error);

// Runs `body` and returns its exit status. An exception escaping it ends as failure_of says:
// "TOOL: MESSAGE" on standard error, then the excerpt if there is one, and the failure's status.
int run_reporting_errors(std::string_view tool, const std::function<int()>& body);

}  // namespace nqueens::cli
