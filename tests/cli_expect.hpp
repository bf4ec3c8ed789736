#pragma once
// Expectations about a run of the nqueens binary shared by the CLI test files.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "cli_runner.hpp"

namespace nqueens::test {

// Bad input: one line on stderr that names the problem, exit status 2, nothing on stdout.
inline void expect_usage_error(const std::string& args, const std::string& mentions, const std::string& input = "") {
  const CliResult r = run_cli(args, input);
  EXPECT_EQ(r.status, 2) << args << "\n" << r.err;
  EXPECT_EQ(r.out, "") << args;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\n" << r.err;
  EXPECT_NE(r.err.find(mentions), std::string::npos) << args << "\n" << r.err;
}

}  // namespace nqueens::test
