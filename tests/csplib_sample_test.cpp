// CSPLib's own instance files as CSPLib ships them (issue 42): a sample of problems 79 and 80
// (the ASP competition's blocked queens, CSPLib 80's random blocked boards, CSPLib 79's excluded
// diagonals) in tests/data/csplib/, each with its answer in answers.tsv. bench/csplib_corpus.py
// runs every file CSPLib ships; this is the part CI affords: each file must read, find must
// give the recorded answer, each solution must pass verify under the same rules and, where
// CaDiCaL is installed (scripts/install-deps), each "no solution" up to n = 48 must be
// UNSATISFIABLE for it on export --cnf.

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace nqueens::test {
namespace {

struct Sample {
  std::string file;  // under tests/data/csplib
  std::string n;
  std::string rules;   // the options, FILE standing for the file's path
  std::string answer;  // "solution" or "none"
};

std::vector<Sample> samples() {
  std::vector<Sample> out;
  std::ifstream in(std::string(NQUEENS_TEST_DATA) + "/csplib/answers.tsv");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line.front() == '#') continue;
    std::istringstream fields(line);
    Sample s;
    std::getline(fields, s.file, '\t');
    std::getline(fields, s.n, '\t');
    std::getline(fields, s.rules, '\t');
    std::getline(fields, s.answer, '\t');
    out.push_back(s);
  }
  return out;
}

std::string with_path(std::string rules, const std::string& path) {
  rules.replace(rules.find("FILE"), 4, path);
  return rules;
}

TEST(CsplibSample, EveryFileReadsAndGivesItsAnswer) {
  const std::vector<Sample> all = samples();
  ASSERT_GE(all.size(), 24u);
  const bool cadical = run_shell("command -v cadical").status == 0;
  int solutions = 0, none = 0;
  for (const Sample& s : all) {
    const std::string rules = with_path(s.rules, std::string(NQUEENS_TEST_DATA) + "/csplib/" + s.file);
    const CliResult found = run_cli(fmt::format("find {} --quiet {}", s.n, rules));
    ASSERT_EQ(found.status, 0) << s.file << "\n" << found.err;
    EXPECT_EQ(found.out.starts_with("no solution") ? "none" : "solution", s.answer) << s.file << ": " << found.out;
    if (s.answer == "solution") {
      ++solutions;
      const CliResult verified = run_cli(fmt::format("verify --quiet {}", rules), found.out);
      EXPECT_EQ(verified.status, 0) << s.file << ": " << found.out << verified.out;
    } else {
      ++none;
      // Past n = 48 CaDiCaL takes a second or more on these; bench/csplib_corpus.py confirms them.
      if (!cadical || std::stoi(s.n) > 48) continue;
      const CliResult sat = run_shell(fmt::format("({} export {} --cnf {} | cadical -q)", NQUEENS_CLI, s.n, rules));
      EXPECT_NE(sat.out.find("s UNSATISFIABLE"), std::string::npos) << s.file << ": " << sat.out.substr(0, 200);
    }
  }
  EXPECT_GE(solutions, 10);
  EXPECT_GE(none, 10);
}

}  // namespace
}  // namespace nqueens::test
