#include "nqueens/io/verdicts.hpp"

#include <fmt/format.h>

#include <set>
#include <utility>
#include <vector>

#include "messages.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/variants.hpp"

namespace nqueens::io {

namespace {

// verify's squares: "(2, 5)", from 1.
std::string square_from_one(Square s) { return fmt::format("({}, {})", s.row + 1, s.column + 1); }

// How two queens attack each other under rules: "same wrapped diagonal", "a knight's move apart".
std::string reach_text(Reach reach, const VerdictWords& w) {
  if (reach == Reach::knight) return std::string(w.knight_move);
  return say(w.same_line, w.reaches[static_cast<std::size_t>(reach)]);
}

// "placement 2 (line 3): ": the label of the `index`-th placement (from 1) of several.
std::string verdict_label(std::size_t index, std::size_t line, Language language) {
  return say(messages(language).verdict.label, index, line);
}

// The last line of a verdict on several placements: "3 of 4 placements are solutions".
void write_verdict_total(Output& out, std::uint64_t solutions, std::uint64_t placements, Language language) {
  out.write(messages(language).verdict.total(solutions, placements));
}

// The caption of a placement's picture: "a solution", "not a solution: 2 attacking pairs".
std::string verdict_caption(bool solution, std::uint64_t attacking_pairs, Language language) {
  const VerdictWords& w = messages(language).verdict;
  return solution ? std::string(w.caption_solution) : say(w.caption_not_a_solution, w.attacking_pairs(attacking_pairs));
}

template <class T, class Key>
std::size_t distinct(const std::vector<T>& items, Key key) {
  std::set<decltype(key(items.front()))> keys;
  for (const T& item : items) keys.insert(key(item));
  return keys.size();
}

// The pair of placed queens that attack each other, or the placed queen where none may stand,
// after "no completion on ..." or "no solution on ...".
std::string placed_conflict(const Rules& rules, const auto& name, const VerdictWords& w) {
  const Conflicts placed = find_attacks(rules, rules.placed, 1);
  if (!placed.listed.empty()) {
    const Attack& a = placed.listed.front();
    return say(w.no_completion_attack, name(a.first), name(a.second), w.reaches[static_cast<std::size_t>(a.reach)]);
  }
  if (!placed.forbidden.empty()) return say(w.no_completion_forbidden, name(placed.forbidden.front()));
  return {};
}

}  // namespace

bool write_verdict(Output& out, const Queens& q, std::string_view label, std::uint64_t max_listed, Language language) {
  const VerdictWords& w = messages(language).verdict;
  std::vector<char> has_queen(static_cast<std::size_t>(q.n), 0);
  // Validates the squares (and counts the pairs) before anything is written.
  const std::uint64_t pairs = for_each_attack(q.n, q.queens, [](const Attack&) { return false; });
  for (const Square& s : q.queens) has_queen[static_cast<std::size_t>(s.row)] = 1;
  std::uint64_t empty_rows = 0;
  for (char c : has_queen) empty_rows += c == 0;
  if (pairs == 0 && empty_rows == 0) {
    out.write(say(w.solution, label, w.queens(static_cast<std::uint64_t>(q.n)), q.n));
    return true;
  }
  out.write(say(w.not_a_solution, label, w.attacking_pairs(pairs), w.rows(empty_rows)));
  std::uint64_t listed = 0;
  for_each_attack(q.n, q.queens, [&](const Attack& a) {
    if (listed == max_listed) return false;
    out.write(say(w.pair, square_from_one(a.first), square_from_one(a.second),
                  say(w.same_line, w.reaches[static_cast<std::size_t>(a.reach)])));
    out.end_record();
    return ++listed < max_listed;
  });
  if (pairs > listed) out.write(w.more_pairs(pairs - listed));
  std::uint64_t shown = 0;
  for (int r = 0; r < q.n && shown < max_listed; ++r)
    if (!has_queen[static_cast<std::size_t>(r)]) out.write(say(w.empty_row, r + 1)), ++shown;
  if (empty_rows > shown) out.write(w.more_empty_rows(empty_rows - shown));
  return false;
}

bool write_verdict(Output& out, const Queens& q, const Rules& rules, std::string_view label, std::uint64_t max_listed,
                   Language language) {
  const VerdictWords& w = messages(language).verdict;
  const Conflicts c = find_attacks(rules, q.queens, max_listed);
  const auto queens = static_cast<std::uint64_t>(q.queens.size());
  const auto wanted = static_cast<std::uint64_t>(queen_count(rules));
  const std::string board = rules_in_words(rules, language);
  if (c.none() && queens == wanted) {
    out.write(say(w.rules_solution, label, board, w.queens(queens)));
    return true;
  }
  std::vector<std::string> broken;  // what is wrong, the counts that are not 0
  if (queens != wanted) broken.push_back(say(w.wrong_queen_count, w.queens(queens), wanted));
  if (c.pairs > 0) broken.push_back(w.attacking_pairs(c.pairs));
  if (!c.forbidden.empty()) broken.push_back(say(w.forbidden_queens, w.queens(c.forbidden.size())));
  if (!c.missing.empty()) broken.push_back(say(w.empty_placed, w.placed_squares(c.missing.size())));
  out.write(say(w.rules_not_a_solution, label, board, fmt::join(broken, w.list_separator)));
  for (const Attack& a : c.listed)
    out.write(say(w.pair, square_from_one(a.first), square_from_one(a.second), reach_text(a.reach, w)));
  if (c.pairs > c.listed.size()) out.write(w.more_pairs(c.pairs - c.listed.size()));
  for (const Square& s : c.forbidden) out.write(say(w.forbidden_queen, square_from_one(s)));
  for (const Square& s : c.missing) out.write(say(w.empty_placed_square, square_from_one(s)));
  return false;
}

std::string rules_in_words(const Rules& rules, Language language) {
  const VerdictWords& w = messages(language).verdict;
  const int rows = row_count(rules);
  std::vector<std::string> parts;
  if (queen_count(rules) != rows) parts.push_back(w.to_place(static_cast<std::uint64_t>(queen_count(rules))));
  const auto square = [](Square s) { return std::pair{s.row, s.column}; };
  const auto diagonal = [](Diagonal d) { return std::pair{d.kind == Diagonal::Kind::sum, d.index}; };
  if (!rules.blocked.empty()) parts.push_back(w.blocked(distinct(rules.blocked, square)));
  if (!rules.excluded.empty()) parts.push_back(w.excluded(distinct(rules.excluded, diagonal)));
  if (!rules.placed.empty()) parts.push_back(w.placed(distinct(rules.placed, square)));
  return say(w.board, rows, rules.n, rules.toroidal ? w.toroidal : "", rules.knight ? w.superqueens : "",
             parts.empty() ? std::string() : say(w.with, listed(parts, w.list_comma, w.list_and)));
}

std::string no_completion(const Preplaced& p, const Rules& rules, Language language) {
  const VerdictWords& w = messages(language).verdict;
  if (is_completion(rules)) {  // the classic board: its size is the input's, and goes unsaid
    const Conflicts placed = find_attacks(rules, rules.placed, 1);
    if (placed.listed.empty()) return std::string(w.no_completion);
    const Attack& a = placed.listed.front();
    return say(w.no_completion_pair, square_name(p.format, a.first), square_name(p.format, a.second),
               messages(language).check.line_with_article[static_cast<std::size_t>(a.reach)]);
  }
  return say(w.no_completion_on, rules_in_words(rules, language)) +
         placed_conflict(
             rules, [&](Square s) { return square_name(p.format, s); }, w);
}

std::string no_solution(int n, Language language) { return say(messages(language).verdict.no_solution, n); }

std::string no_solution(const Rules& rules, Language language) {
  if (is_classic(rules)) return no_solution(rules.n, language);
  const VerdictWords& w = messages(language).verdict;
  return say(w.no_solution_on, rules_in_words(rules, language)) + placed_conflict(rules, square_from_one, w);
}

std::uint64_t write_verdicts(Output& out, std::span<const Queens> placements, std::uint64_t max_listed,
                             Language language, const std::function<Rules(int n)>& rules_of) {
  std::uint64_t solutions = 0;
  for (std::size_t i = 0; i < placements.size(); ++i) {
    const Queens& q = placements[i];
    const std::string label = placements.size() == 1 ? "" : verdict_label(i + 1, q.line, language);
    solutions += rules_of ? write_verdict(out, q, rules_of(q.n), label, max_listed, language)
                          : write_verdict(out, q, label, max_listed, language);
    out.end_record();
  }
  if (placements.size() > 1) write_verdict_total(out, solutions, placements.size(), language);
  return solutions;
}

std::uint64_t write_verdict_pictures(Output& out, std::span<const Queens> placements, std::uint64_t max_listed,
                                     Language language) {
  std::vector<SvgBoard> boards;
  std::uint64_t solutions = 0;
  for (const Queens& q : placements) {
    const Conflicts conflicts = find_attacks(classic_rules(q.n), q.queens, max_listed);
    const bool solution = conflicts.pairs == 0 && q.queens.size() == static_cast<std::size_t>(q.n);
    solutions += solution;
    boards.push_back({q.n, q.queens, conflicts.listed, verdict_caption(solution, conflicts.pairs, language)});
  }
  write_svg(out, boards);
  return solutions;
}

}  // namespace nqueens::io
