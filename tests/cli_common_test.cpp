// What nqueens and nqueens-mpi share (apps/common): enumerated options from one table, and
// errors turned into an exit status and one line.

#include <gtest/gtest.h>

#include <CLI/CLI.hpp>
#include <stdexcept>

#include "arguments.hpp"
#include "exit_status.hpp"
#include "large_pages.hpp"

namespace nqueens::cli {
namespace {

enum class Fruit { apple, pear };

const std::vector<Choice<Fruit>> fruits = {{"apple", Fruit::apple, "round"}, {"pear", Fruit::pear, "not round"}};

// Parses `args` (after the program name) with --fruit declared; returns CLI11's message, or "".
std::string parse(std::vector<std::string> args, Fruit& fruit, ShowNames show = ShowNames::after_option) {
  CLI::App app{"test"};
  add_choice(app, "--fruit", "fruit", fruits, fruit, "the fruit", show);
  std::vector<const char*> argv = {"test"};
  for (const auto& a : args) argv.push_back(a.c_str());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(Choice, NamesSetTheValueFromTheTable) {
  Fruit fruit = Fruit::apple;
  EXPECT_EQ(parse({"--fruit", "pear"}, fruit), "");
  EXPECT_EQ(fruit, Fruit::pear);
  EXPECT_EQ(parse({}, fruit), "");
  EXPECT_EQ(fruit, Fruit::pear);  // not given: the value stays
}

TEST(Choice, OtherTextIsRefusedNamingTheChoices) {
  Fruit fruit = Fruit::apple;
  EXPECT_EQ(parse({"--fruit", "plum"}, fruit), "--fruit: unknown fruit 'plum'; the fruits are apple, pear");
  EXPECT_EQ(parse({"--fruit", "1"}, fruit), "--fruit: unknown fruit '1'; the fruits are apple, pear");
  EXPECT_EQ(parse({"--fruit", "Pear"}, fruit), "--fruit: unknown fruit 'Pear'; the fruits are apple, pear");
  EXPECT_EQ(fruit, Fruit::apple);
}

TEST(Choice, HelpShowsTheNamesAndTheDefault) {
  Fruit fruit = Fruit::pear;
  CLI::App app{"test"};
  add_choice(app, "--fruit", "fruit", fruits, fruit, "the fruit");
  EXPECT_NE(app.help().find("--fruit TEXT:{apple,pear}=pear"), std::string::npos) << app.help();
  CLI::App listed{"test"};
  add_format(listed, fruits, fruit, ShowNames::in_help);
  EXPECT_NE(listed.help().find("-f,--format TEXT=pear"), std::string::npos) << listed.help();
  EXPECT_NE(listed.help().find("output format:\n"), std::string::npos) << listed.help();
  EXPECT_NE(listed.help().find("  apple      round\n"), std::string::npos) << listed.help();
  EXPECT_EQ(choices_text(fruits, "{} ({})", " or "), "apple (round) or pear (not round)");
}

Failure failure_from(const auto& error) { return failure_of(std::make_exception_ptr(error)); }

TEST(ExitStatus, BadInputIsTwoAndEverythingElseOne) {
  EXPECT_EQ(failure_from(std::invalid_argument("bad n")).status, exit_usage);
  EXPECT_EQ(failure_from(std::out_of_range("unit 7")).status, exit_usage);
  EXPECT_EQ(failure_from(CLI::ValidationError("--fruit", "no")).status, exit_usage);
  EXPECT_EQ(failure_from(std::runtime_error("disk full")).status, exit_no);
  EXPECT_EQ(failure_from(CLI::ValidationError("--fruit", "no")).message, "--fruit: no");
  // SQLite's messages have line breaks; a report is one line.
  EXPECT_EQ(failure_from(std::runtime_error("cannot write\nthe journal")).message, "cannot write; the journal");
}

TEST(ExitStatus, RunReportingErrorsPassesTheBodysStatusOn) {
  EXPECT_EQ(run_reporting_errors("test", [] { return exit_interrupted; }), exit_interrupted);
  testing::internal::CaptureStderr();
  const int status = run_reporting_errors("test", []() -> int { throw std::invalid_argument("no such\nboard"); });
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "test: no such; board\n");
  EXPECT_EQ(status, exit_usage);
}

// The body runs once, on another thread where the tools link mimalloc, and its status and
// exceptions reach the caller either way.
TEST(LargePages, RunInLargePagesPassesTheBodysStatusAndExceptionsOn) {
  int runs = 0;
  EXPECT_EQ(run_in_large_pages([&] { return ++runs, exit_interrupted; }), exit_interrupted);
  EXPECT_EQ(runs, 1);
  EXPECT_THROW(run_in_large_pages([]() -> int { throw std::invalid_argument("no such board"); }),
               std::invalid_argument);
}

}  // namespace
}  // namespace nqueens::cli
