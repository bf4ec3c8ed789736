// nqueens check: compare a program's output with the exact listing of a judge's format and say
// what differs, in words a learner can act on.

#include <memory>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/check_writer.hpp"
#include "nqueens/io/output_check.hpp"
#include "nqueens/io/queens_reader.hpp"
#include "nqueens/io/solution_listing.hpp"

namespace nqueens::cli {

namespace {

struct CheckOptions {
  int n = 8;
  const io::SolutionFormat* format = &io::solution_format("board");
  std::string path = "-";
  io::Language language = io::Language::en;
};

int run_check(const CheckOptions& o) {
  io::require_listable(*o.format, classic_rules(o.n));  // before waiting on standard input
  const io::OutputCheck check = io::check_output(*o.format, o.n, io::read_text(o.path));
  io::Output out(stdout);
  io::write_output_check(out, check, o.language);
  out.flush();
  return check.matches() ? exit_ok : exit_no;
}

}  // namespace

Command add_check_command(CLI::App& parent) {
  auto options = std::make_shared<CheckOptions>();
  CLI::App* app = parent.add_subcommand(
      "check", "Compare a program's output with a format's exact listing and explain each difference");
  add_board_size(*app, options->n, io::max_check_n, "board size (default 8)");
  add_input_file(*app, options->path, "the program's output");
  add_format(*app, choices_of(io::solution_formats()), options->format, ShowNames::in_help);
  add_language(*app, options->language);
  app->footer(
      "The judge's output is what 'nqueens solve N --format F' prints, byte for byte. check names the first\n"
      "differing line (spaces shown as ·, tabs as →, CRs as ␍), says when only the layout differs (trailing\n"
      "spaces, CR LF line ends, a missing final newline, a byte order mark), and reads the solutions back to\n"
      "name a placement that is no solution (which queens attack, along which line), solutions repeated,\n"
      "missing or extra, solutions out of order and a wrong or missing total. Rows and columns count from 1,\n"
      "as the format numbers them. --lang zh says it all in Chinese (the lines compared stay as they are).\n"
      "Exit status: 0 the output matches, 1 it differs, 2 bad input (an unknown format, a bad N, an unreadable\n"
      "file).\n"
      "Examples:\n"
      "  ./queens | nqueens check --format numbered        a program for 8 queens, Pascal style\n"
      "  nqueens check 6 out.txt --format usaco            USACO checker / Luogu P1219 for n = 6\n"
      "  nqueens check --format openjudge < answer.txt     OpenJudge 2698\n"
      "  python3 queens.py | nqueens check 4 --format leetcode");
  return {app, [options] { return run_check(*options); }};
}

}  // namespace nqueens::cli
