// nqueens verify: is a placement a solution, and if not, which queens attack.

#include <fmt/format.h>

#include <memory>
#include <string>
#include <vector>

#include "command.hpp"
#include "io/output.hpp"
#include "io/queens_reader.hpp"
#include "io/svg_board.hpp"
#include "nqueens/placement.hpp"

namespace nqueens::cli {

namespace {

struct VerifyOptions {
  std::string path = "-";
  std::size_t max_listed = 100;
  std::string format = "text";
};

std::string square_name(Square s) { return fmt::format("({}, {})", s.row + 1, s.column + 1); }

int run_verify(const VerifyOptions& o) {
  const io::Queens q = io::parse_queens(io::read_text(o.path));
  const std::size_t max_listed = o.max_listed == 0 ? ~std::size_t(0) : o.max_listed;
  const Conflicts conflicts = find_attacks(q.n, q.queens, max_listed);
  std::vector<char> has_queen(static_cast<std::size_t>(q.n), 0);
  for (const Square& s : q.queens) has_queen[static_cast<std::size_t>(s.row)] = 1;
  std::vector<int> empty_rows;
  for (int r = 0; r < q.n; ++r)
    if (!has_queen[static_cast<std::size_t>(r)]) empty_rows.push_back(r);

  io::Output out(stdout);
  const bool solution = conflicts.pairs == 0 && empty_rows.empty();
  if (o.format == "svg") {
    const std::string caption =
        solution ? "a solution"
                 : fmt::format("not a solution: {} attacking pair{}", conflicts.pairs, conflicts.pairs == 1 ? "" : "s");
    const io::SvgBoard board{q.n, q.queens, conflicts.listed, caption};
    io::write_svg(out, {&board, 1});
    out.flush();
    return solution ? exit_ok : exit_no;
  }
  if (solution) {
    out.print("solution: {} queens on the {}×{} board, no two attack each other\n", q.n, q.n, q.n);
    out.flush();
    return exit_ok;
  }
  out.print("not a solution: {} attacking pair{}, {} row{} without a queen\n", conflicts.pairs,
            conflicts.pairs == 1 ? "" : "s", empty_rows.size(), empty_rows.size() == 1 ? "" : "s");
  for (const Attack& a : conflicts.listed)
    out.print("  queens {} and {}: same {}\n", square_name(a.first), square_name(a.second), line_name(a.line));
  if (conflicts.pairs > conflicts.listed.size())
    out.print("  ... and {} more pairs (--max-pairs 0 lists them all)\n", conflicts.pairs - conflicts.listed.size());
  for (std::size_t i = 0; i < empty_rows.size() && i < max_listed; ++i)
    out.print("  row {} has no queen\n", empty_rows[i] + 1);
  if (empty_rows.size() > max_listed)
    out.print("  ... and {} more rows without a queen\n", empty_rows.size() - max_listed);
  out.flush();
  return exit_no;
}

}  // namespace

Command add_verify_command(CLI::App& parent) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* app = parent.add_subcommand("verify", "Check whether a placement is a solution; name every attacking pair");
  app->add_option("FILE", options->path, "the placement to check; - or nothing reads standard input");
  app->add_option("--max-pairs", options->max_listed, "list at most this many attacking pairs (0: all)")
      ->capture_default_str();
  app->add_option("-f,--format", options->format,
                  "output format:\n"
                  "  text       the verdict, then every attacking pair and empty row\n"
                  "  svg        a picture: the board with attacking pairs drawn in red (n <= 64)")
      ->capture_default_str()
      ->check(CLI::IsMember({"text", "svg"}));
  app->footer(
      "Input: a list of n column numbers counted from 1 (spaces or newlines between them), or a board\n"
      "of n lines of Q and . (spaces between squares allowed). Squares are named (row, column), from 1.\n"
      "Exit status: 0 a solution, 1 not a solution, 2 malformed input.\n"
      "Examples:\n"
      "  echo 1 5 8 6 3 7 2 4 | nqueens verify\n"
      "  nqueens solve 8 --limit 1 --format line | nqueens verify\n"
      "  nqueens verify board.txt --max-pairs 0\n"
      "  echo 1 3 5 7 2 4 6 8 | nqueens verify --format svg > attacks.svg");
  return {app, [options] { return run_verify(*options); }};
}

}  // namespace nqueens::cli
