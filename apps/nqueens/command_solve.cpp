// nqueens solve: list the solutions of the n×n board, or of a variant, in lexicographic order.

#include <fmt/format.h>

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "arguments.hpp"
#include "command.hpp"
#include "nqueens/estimate.hpp"
#include "nqueens/io/progress.hpp"
#include "nqueens/io/solution_formats.hpp"
#include "nqueens/io/solution_listing.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/variants.hpp"
#include "search_watch.hpp"

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
  bool quiet = false;
  io::Language language = io::Language::en;
  VariantArguments variant;
};

// The variants' listings are refused past the same n: superqueens and toroidal queens are fewer
// than Q(n), but blocked squares and excluded diagonals can leave nearly all of them.
void require_listable(const SolveOptions& o, const io::SolutionFormat& format, const Rules& rules) {
  require_square_board(o.variant, rules, "solve");
  io::require_listable(format, rules);
  const bool bounded = o.limit > 0 || o.index > 0 || format.shown > 0;
  if (o.n > max_full_listing_n && !bounded)
    throw std::invalid_argument(
        is_classic(rules)
            ? fmt::format("solve {} would list about {:.1e} solutions; add --limit K for the first K, or --index B for "
                          "the B-th",
                          o.n, approximate_solutions(o.n) / (o.fundamental ? 8 : 1))
            : fmt::format("solve {} under {} may list more solutions than a disk holds; add --limit K for the "
                          "first K, or --index B for the B-th",
                          o.n, describe(rules)));
}

// An SVG grid holds at most io::max_svg_grid_boards boards: a listing that could hold more is
// refused before anything is written, naming the options that shorten it. A stop leaves it
// undecided (the caller looks at the watch).
void require_drawable(const SolveOptions& o, const Rules& rules, Solutions which, SearchWatch& watch) {
  constexpr std::uint64_t most = io::max_svg_grid_boards;
  if (o.index > 0 || (o.limit > 0 && o.limit <= most)) return;
  std::uint64_t seen = 0;
  for_each_solution(
      rules, which, [&](const Placement&) { return ++seen <= most; }, watch.observer());
  if (seen > most && !watch.interrupted())
    throw std::invalid_argument(fmt::format("an SVG grid holds at most {} boards; add --limit K or --index B", most));
}

// The index-th solution of the listing; throws std::invalid_argument if there are fewer, and
// returns std::nullopt if Ctrl-C stopped the search.
std::optional<Placement> indexed_solution(const SolveOptions& o, const Rules& rules, Solutions which,
                                          SearchWatch& watch) {
  std::optional<Placement> found = solution_at(rules, which, o.index, watch.observer());
  if (!found && !watch.interrupted())
    throw std::invalid_argument(
        fmt::format("--index {} is past the last {}solution {}", o.index, o.fundamental ? "fundamental " : "",
                    is_classic(rules) ? fmt::format("of the {}×{} board: {}", o.n, o.n, solution_numbering(o.n, which))
                                      : "under " + describe(rules)));
  return found;
}

int run_solve(const SolveOptions& o) {
  const io::SolutionFormat& format = *o.format;
  const Rules rules = o.variant.any() ? variant_rules(o.variant, o.n) : classic_rules(o.n);
  require_listable(o, format, rules);
  const Solutions which = o.fundamental ? Solutions::fundamental : Solutions::all;
  if (o.fundamental && !keeps_symmetries(rules))
    throw std::invalid_argument(
        "--fundamental lists the classic board, --torus or --superqueens: the symmetries of "
        "the square do not keep " +
        describe(rules));
  if (is_classic(rules)) hint_at_construction(o.n, o.quiet);
  SearchWatch watch(fmt::format("solve {}", o.n), o.quiet);
  if (format.name == "svg") require_drawable(o, rules, which, watch);
  // Everything that can fail on bad input happens before the first byte is written.
  const std::optional<Placement> indexed = o.index > 0 ? indexed_solution(o, rules, which, watch) : std::nullopt;
  if (watch.interrupted()) return watch.finish(exit_ok);
  io::Output out(stdout);
  // The count that ends some formats (shown > 0) shows the progress line of `nqueens count`;
  // made only for them, since it shows a sign of life from its first second on.
  std::optional<io::ProgressLine> count_progress;
  if (format.shown > 0)
    count_progress.emplace(stderr,
                           is_classic(rules) ? fmt::format("solve {}: counting Q({})", o.n, o.n)
                                             : fmt::format("solve {}: counting the solutions", o.n),
                           o.quiet, watch.interrupt_flag());
  const io::ListingObservers observers{.search = watch.observer(),
                                       .written = [&] { watch.output_shown(); },
                                       .count = count_progress ? &*count_progress : nullptr};
  if (indexed)
    io::write_listed_solution(out, format, rules, which, o.index, *indexed, observers, o.language);
  else
    io::write_listing(out, format, rules, which, o.limit, observers, o.language);
  out.flush();
  return watch.finish(exit_ok);
}

}  // namespace

Command add_solve_command(CLI::App& parent) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* app =
      parent.add_subcommand("solve", "List the solutions of the n×n board, or of a variant, in lexicographic order");
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
  add_quiet(*app, options->quiet);
  add_language(*app, options->language);
  add_variant_arguments(*app, options->variant);
  app->footer(
      "Solutions come in lexicographic order of the columns of rows 1, 2, ..., n (columns count from 1).\n"
      "Full listings go up to n = 20 (Q(20) = 39029188884); past that add --limit or --index. The first\n"
      "solutions in this order take backtracking long to reach for some n (seconds from n = 30, minutes to\n"
      "beyond reach from n = 34 on): solve says so up front; for one solution of a large board, use\n"
      "'nqueens find N' (a construction) instead of this listing. A search that runs over a second shows\n"
      "its progress on standard error; Ctrl-C stops it, keeping the solutions listed (exit status 130).\n"
      "--lang words the labels of the formats " +
      io::worded_solution_formats() +
      "; the other formats print the same\n"
      "bytes in every language, as their judges and tutorials do (squares and hash are Chinese already).\n"
      "The variant options list the solutions under their rules in the same order and formats (a queen in\n"
      "every row of the square board: --rows and --queens are for count and verify); --fundamental\n"
      "only where the symmetries of the square keep the rules (--torus, --superqueens).\n"
      "Examples:\n"
      "  nqueens solve 8 --format openjudge\n"
      "  nqueens solve 8 --fundamental --format numbered\n"
      "  nqueens solve 8 --lang zh                      方案1：1 5 8 6 3 7 2 4 ... 共 92 个解\n"
      "  nqueens solve 8 --index 92 --format digits     prints 84136275\n"
      "  nqueens solve 6 --format usaco\n"
      "  nqueens solve 18 --format line --limit 5\n"
      "  nqueens solve 12 --superqueens --fundamental   the 22 fundamental superqueens solutions\n"
      "  nqueens solve 8 --blocked board.txt --format line");
  return {app, [options] { return run_solve(*options); }};
}

}  // namespace nqueens::cli
