// nqueens page: one self-contained HTML page to watch the search and browse the solutions.

#include <memory>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/page.hpp"

namespace nqueens::cli {

namespace {

struct PageOptions {
  int n = 6;
  io::Language language = io::Language::en;
};

int run_page(const PageOptions& o) {
  io::Output out(stdout);
  io::write_page(out, o.n, o.language);
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_page_command(CLI::App& parent) {
  auto options = std::make_shared<PageOptions>();
  CLI::App* app =
      parent.add_subcommand("page", "Write an HTML page that plays the backtracking search and shows every solution");
  add_board_size(*app, options->n, io::max_page_n, "board size (default 6)");
  add_language(*app, options->language);
  app->footer(
      "The page is one file with everything inline (no network): open it in any browser. It plays the\n"
      "search step by step (play, pause, step forward and back, speed; the row being filled, the queens\n"
      "that attack a rejected square, counters of nodes and solutions) beside its search tree, the flag\n"
      "arrays and the program's line of each step, by rows or by columns; compares the four methods; and\n"
      "shows every solution with its symmetry class.\n"
      "Examples:\n"
      "  nqueens page 6 > queens.html\n"
      "  nqueens page 8 > eight.html && xdg-open eight.html\n"
      "  nqueens page 8 --lang zh > eight-zh.html   the page in Chinese");
  return {app, [options] { return run_page(*options); }};
}

}  // namespace nqueens::cli
