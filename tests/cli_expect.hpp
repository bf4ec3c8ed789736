#pragma once
// Expectations about a run of the nqueens binary shared by the CLI test files.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "cli_runner.hpp"
#include "oeis.hpp"

namespace nqueens::test {

// Bad input: one line on stderr that names the problem (and, for malformed input at a known
// place, the excerpt under it: the line, then a caret under the spot), exit status 2, nothing on
// stdout.
inline void expect_usage_error(const std::string& args, const std::string& mentions, const std::string& input = "") {
  const CliResult r = run_cli(args, input);
  EXPECT_EQ(r.status, 2) << args << "\n" << r.err;
  EXPECT_EQ(r.out, "") << args;
  const auto lines = std::count(r.err.begin(), r.err.end(), '\n');
  EXPECT_TRUE(lines == 1 || (lines == 3 && r.err.find(" | ") != std::string::npos && r.err.ends_with("^\n")))
      << args << "\n"
      << r.err;
  EXPECT_NE(r.err.substr(0, r.err.find('\n')).find(mentions), std::string::npos) << args << "\n" << r.err;
}

// A count of n resumed from `journal` (a journal of `engine`): exactly Q(n) and F(n) as OEIS
// has them, with the `resumed` units the journal held taken from it rather than counted again.
// `launcher` prefixes the command (run_cli), e.g. with the GPU test driver's variables.
inline void expect_resumes_exactly(int n, const std::string& engine, const std::string& journal, std::uint64_t resumed,
                                   const std::string& launcher = "") {
  const CliResult r =
      run_cli(fmt::format("count {} --engine {} --journal {} --json --detail", n, engine, journal), "", launcher);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(oeis_json(n)), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(fmt::format("\"units_resumed\":{}", resumed)), std::string::npos) << r.out;
}

}  // namespace nqueens::test
