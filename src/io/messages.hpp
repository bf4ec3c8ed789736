#pragma once
// The words of the writers for people, one table per language (messages.cpp), so that a
// language is written in one place and the writers hold no words of their own. The format
// strings take positional arguments ({0}, {1}) because languages order them differently.

#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "nqueens/io/language.hpp"
#include "nqueens/methods.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/symmetry.hpp"
#include "nqueens/trace.hpp"

namespace nqueens::io {

// A word of the page (src/io/page/template.html) by its key there.
struct PageWord {
  std::string_view key, text;
};

// A count with its noun, as a language words it: {0} is the count ("{0} line", "{0} lines";
// "a space" for one). Chinese has one form for both.
struct Counted {
  std::string_view one, many;
  // The words for `count`; {1}, {2}, ... are the further arguments.
  template <class... More>
  std::string operator()(std::uint64_t count, const More&... more) const {
    return fmt::format(fmt::runtime(count == 1 ? one : many), count, more...);
  }
};

// The words of `check` (check_writer.cpp): its verdict on a program's output.
struct CheckWords {
  std::string_view matches, differs;                        // {0}: the format, {1}: n
  std::string_view expected, actual;                        // {0}: the line shown, {1}: its end mark
  std::string_view blank_line, judge_ended, yours_ended;    // in place of a line shown
  Counted spaces, tabs;                                     // a run of spaces and tabs
  std::string_view no_space, tabs_and_spaces;               // {0}: the tabs, {1}: the spaces
  std::string_view bom, crlf;                               // {0}: the line
  std::string_view trailing_space, missing_trailing_space;  // {0}: the line, {1}: the spaces
  std::string_view spacing;             // {0}: the line, {1}: the spaces, {2}: the character, {3}: the spaces expected
  std::string_view extra_blank_line;    // {0}: the line
  std::string_view missing_blank_line;  // {0}: the line it should come before
  std::string_view missing_final_blank_line;
  std::string_view missing_final_newline;  // {0}: the line
  Counted lines_in_all, blank_lines_in_all;
  std::string_view group_spaces, group_bom, group_line_ends, group_tabs, group_blank_lines, group_layout;
  std::string_view list_comma, list_and;   // between the items of a list, and before its last
  std::string_view layout_only;            // {0}: the groups
  std::string_view at;                     // {0}: the solution's position, {1}: its line
  std::string_view key_rows, key_columns;  // {0}: the numbers
  std::string_view order_rows_by_column, order_columns_by_row;
  std::string_view row_and_column;                    // {0}: the row, {1}: the column, from 1
  std::string_view share;                             // {0}, {1}: two squares; {2}: a line with its article
  std::array<std::string_view, 4> line_with_article;  // "a row", ..., "an anti-diagonal"
  Counted rows, queens, attacking_pairs;
  std::string_view wrong_rows;    // {0}: its rows (counted), {1}: n
  std::string_view off_board;     // {0}: the square, {1}: n
  std::string_view wrong_queens;  // {0}: its queens (counted), {1}: n
  std::string_view reasons_separator;
  std::string_view and_more;                                                 // {0}: the pairs not shown (counted)
  std::string_view empty, ends_after, more_than_expected, first_difference;  // {0}: a line; {1}: the character
  std::string_view not_a_solution;                                           // {0}: where, {1}: why
  std::string_view not_solutions_either;                                     // {0}: how many more
  Counted repeated;                                                          // {0}: how many
  std::string_view repeats;                                                  // {0}: the repeat, {1}: the original
  std::string_view example_separator;                                        // between the examples of a finding
  std::string_view more_examples;                                            // after the examples when there are more
  Counted missing;  // {0}: how many, {1}: the judge's solutions (counted)
  Counted judges_solutions;
  std::string_view missing_item;   // {0}: its number, {1}: its key
  Counted extra;                   // {0}: how many
  std::string_view extra_item;     // {0}: where, {1}: its key
  std::string_view only_first;     // {0}: how many the judge shows, {1}: its order
  std::string_view out_of_order;   // {0}: the sooner, {1}: the later
  std::string_view places_in_all;  // {0}: the places
  std::string_view lists_them;     // {0}: the order
  std::string_view wrong_total;    // {0}: the line, {1}: what it says, {2}: what the judge expects
  std::string_view no_total;       // {0}: the line the judge expects
  std::string_view total_of_all;   // {0}: n, {1}: the solutions listed
};

// The words of `verify`, and of `find` and `complete` when there is no answer (verdicts.cpp).
struct VerdictWords {
  std::string_view solution;        // {0}: the label, {1}: the queens (counted), {2}: n
  std::string_view not_a_solution;  // {0}: the label, {1}: the attacking pairs (counted), {2}: the empty rows (counted)
  Counted queens, attacking_pairs, rows, placed_squares;
  std::string_view pair;       // {0}, {1}: the squares, {2}: how they attack
  std::string_view same_line;  // {0}: the line or wrapped line
  std::string_view knight_move;
  std::array<std::string_view, 7> reaches;                    // in the order of Reach
  Counted more_pairs, more_empty_rows;                        // {0}: how many
  std::string_view empty_row;                                 // {0}: the row
  std::string_view label;                                     // {0}: the placement's number, {1}: its line
  Counted total;                                              // {0}: the solutions, {1}: the placements
  std::string_view caption_solution, caption_not_a_solution;  // {0}: the attacking pairs (counted)
  std::string_view rules_solution;        // {0}: the label, {1}: the board in words, {2}: the queens (counted)
  std::string_view rules_not_a_solution;  // {0}: the label, {1}: the board, {2}: what is wrong
  std::string_view wrong_queen_count;     // {0}: the queens (counted), {1}: the number the rules place
  std::string_view forbidden_queens;      // {0}: the queens (counted)
  std::string_view empty_placed;          // {0}: the placed squares (counted)
  std::string_view list_separator;
  std::string_view forbidden_queen;      // {0}: the square
  std::string_view empty_placed_square;  // {0}: the square
  // The board under rules: "the toroidal 5×5 board of superqueens with 1 queen placed".
  std::string_view board;  // {0}: rows, {1}: n, {2}: toroidal or nothing, {3}: superqueens or nothing, {4}: the rest
  std::string_view toroidal, superqueens;
  std::string_view with;  // {0}: the parts
  Counted to_place, blocked, excluded, placed;
  std::string_view list_comma, list_and;
  std::string_view no_completion;            // nothing more known
  std::string_view no_completion_pair;       // {0}, {1}: the squares, {2}: the line with its article
  std::string_view no_completion_on;         // {0}: the board
  std::string_view no_completion_attack;     // {0}, {1}: the squares, {2}: how they attack
  std::string_view no_completion_forbidden;  // {0}: the square
  std::string_view no_solution;              // {0}: n
  std::string_view no_solution_on;           // {0}: the board
};

struct Messages {
  std::string_view html_lang;  // the page's <html lang>

  // trace, tree format
  std::string_view trace_begin;  // {0}: n
  std::string_view place;        // {0}: the square "(r,c)"
  std::string_view reject;       // {0}: the square; the attacks follow
  std::string_view attack;       // {0}: the line, {1}: the attacking queen's square
  std::string_view attack_separator;
  std::string_view backtrack;     // {0}: the square
  std::string_view solution;      // {0}: its number, {1}: its columns from 1 ("2 4 1 3")
  std::string_view stopped;       // the visitor stopped the search
  std::string_view so_far;        // before the totals of a stopped search
  std::string_view trace_totals;  // {0}: nodes, {1}: n, {2}: nodes per depth, {3}: rejects, {4}: solutions
  std::string_view row, column, diagonal, anti_diagonal;

  // the listing formats with words of their own (board, svg)
  std::string_view board_heading;          // {0}: the solution's number, {1}: its columns from 1 ("1 5 8 ...")
  std::string_view total_one, total_many;  // {0}: the number of solutions listed: one, any other number
  std::string_view caption;                // an SVG board's caption; {0}, {1} as board_heading

  // methods table
  std::string_view methods_title;  // {0}: n
  std::string_view method_header, examined_header, solutions_header, time_header;
  std::string_view nodes, candidates, not_run;
  std::string_view estimate;                                             // {0}: the estimated duration
  std::string_view microseconds, milliseconds, seconds, minutes, hours;  // {0}: the number, as written
  std::string_view days;                                                 // {0}: the days, one decimal
  std::string_view year, years;                                          // {0}: the years: one, any other number
  std::string_view estimate_note;                                        // {0}: the budget in seconds
  std::string_view methods_note;
  std::string_view every_square, one_per_row, permutations, backtracking, bitboard;

  // the symmetries of the square (the page's gallery), in the order of all_symmetries; none for
  // English, whose words are symmetry_name()'s
  std::array<std::string_view, 8> symmetries;

  CheckWords check;
  VerdictWords verdict;

  // page: the words of the template by key, none for English (the template's own words), and
  // the program's comments, each English comment with its translation
  std::span<const PageWord> page_words;
  std::span<const PageWord> page_code;

  // The four lines of the board in this language (the variants' reaches in English).
  std::string_view line(Reach l) const;
  std::string_view method(Method m) const;
  std::string_view symmetry(Symmetry g) const;
};

const Messages& messages(Language language);

// Words with their arguments: a table's format string, {0}, {1}, ... in the order of `args`.
template <class... Args>
std::string say(std::string_view words, const Args&... args) {
  return fmt::format(fmt::runtime(words), args...);
}

// The items of a list in words: "a", "a and b", "a, b and c", with the language's comma and
// "and" (Chinese: "、" and "和").
std::string listed(const std::vector<std::string>& items, std::string_view comma, std::string_view and_word);

}  // namespace nqueens::io
