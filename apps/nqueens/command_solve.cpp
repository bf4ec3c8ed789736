// nqueens solve: list the solutions of the n×n board in lexicographic order.

#include <fmt/format.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/io/solution_formats.hpp"
#include "nqueens/io/solution_listing.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/solve.hpp"

namespace nqueens::cli {

namespace {

// Past this n a full listing is refused without --limit or --index: Q(20) is 3.9e10 solutions,
// terabytes of text.
constexpr int max_full_listing_n = 20;

struct SolveOptions {
  int n = 8;
  const io::SolutionFormat* format = &io::solution_format("board");
  std::uint64_t limit = 0;
  std::uint64_t index = 0;
  bool fundamental = false;
};

// Q(n) grows by about n·e^(1-α) from one n to the next, α ≈ 1.942 (Simkin, 2021); anchored
// at Q(20) ≈ 3.9e10, this is within a factor of two of every known value past it.
double estimated_solutions(int n) {
  double q = 3.9e10;
  for (int m = max_full_listing_n + 1; m <= n; ++m) q *= m * std::exp(1.0 - 1.942);
  return q;
}

void require_listable(const SolveOptions& o, const io::SolutionFormat& format) {
  io::require_listable(format, o.n);
  const bool bounded = o.limit > 0 || o.index > 0 || format.shown > 0;
  if (o.n > max_full_listing_n && !bounded)
    throw std::invalid_argument(fmt::format(
        "solve {} would list about {:.1e} solutions; add --limit K for the first K, or --index B for the B-th", o.n,
        estimated_solutions(o.n) / (o.fundamental ? 8 : 1)));
}

// An SVG grid holds at most io::max_svg_grid_boards boards: a listing that could hold more is
// refused before anything is written, naming the options that shorten it.
void require_drawable(const SolveOptions& o, Solutions which) {
  constexpr std::uint64_t most = io::max_svg_grid_boards;
  if (o.index > 0 || (o.limit > 0 && o.limit <= most)) return;
  std::uint64_t seen = 0;
  for_each_solution(o.n, which, [&](const Placement&) { return ++seen <= most; });
  if (seen > most)
    throw std::invalid_argument(fmt::format("an SVG grid holds at most {} boards; add --limit K or --index B", most));
}

// The index-th solution of the listing; throws std::invalid_argument if there are fewer.
Placement indexed_solution(const SolveOptions& o, Solutions which) {
  const std::optional<Placement> found = solution_at(o.n, which, o.index);
  if (!found)
    throw std::invalid_argument(fmt::format("--index {} is past the last {}solution of the {}×{} board", o.index,
                                            o.fundamental ? "fundamental " : "", o.n, o.n));
  return *found;
}

int run_solve(const SolveOptions& o) {
  const io::SolutionFormat& format = *o.format;
  require_listable(o, format);
  const Solutions which = o.fundamental ? Solutions::fundamental : Solutions::all;
  if (format.name == "svg") require_drawable(o, which);
  // Everything that can fail on bad input happens before the first byte is written.
  const std::optional<Placement> indexed = o.index > 0 ? std::optional(indexed_solution(o, which)) : std::nullopt;
  io::Output out(stdout);
  if (indexed)
    io::write_listed_solution(out, format, which, o.index, *indexed);
  else
    io::write_listing(out, format, o.n, which, o.limit);
  out.flush();
  return exit_ok;
}

}  // namespace

Command add_solve_command(CLI::App& parent) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* app = parent.add_subcommand("solve", "List the solutions of the n×n board in lexicographic order");
  add_board_size(*app, options->n, max_solve_n, "board size (default 8)");
  add_format(*app, choices_of(io::solution_formats()), options->format, ShowNames::in_help);
  constexpr auto any = ~std::uint64_t(0);
  auto* limit = app->add_option("-l,--limit", options->limit, "list only the first K solutions (no total at the end)")
                    ->transform(whole_number(1, any))
                    ->option_text("K");
  app->add_option("-i,--index", options->index, "print only the B-th solution (1-based; OpenJudge 2754)")
      ->transform(whole_number(1, any))
      ->option_text("B")
      ->excludes(limit);
  app->add_flag("--fundamental", options->fundamental,
                "only one solution per symmetry class: the lexicographically smallest of its 8 images");
  app->footer(
      "Solutions come in lexicographic order of the columns of rows 1, 2, ..., n (columns count from 1).\n"
      "Full listings go up to n = 20 (Q(20) = 39029188884); past that add --limit or --index. The first\n"
      "solutions in this order take backtracking long to reach for some n (n = 40 and up): for one solution\n"
      "of a large board, use a construction instead of this listing.\n"
      "Examples:\n"
      "  nqueens solve 8 --format openjudge\n"
      "  nqueens solve 8 --fundamental --format numbered\n"
      "  nqueens solve 8 --index 92 --format digits     prints 84136275\n"
      "  nqueens solve 6 --format usaco\n"
      "  nqueens solve 18 --format line --limit 5");
  return {app, [options] { return run_solve(*options); }};
}

}  // namespace nqueens::cli
