#pragma once
// The words of the writers for people, one table per language (messages.cpp), so that a
// language is written in one place and the writers hold no words of their own. The format
// strings take positional arguments ({0}, {1}) because languages order them differently.

#include <array>
#include <span>
#include <string_view>

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

  // page: the words of the template by key, none for English (the template's own words), and
  // the program's comments, each English comment with its translation
  std::span<const PageWord> page_words;
  std::span<const PageWord> page_code;

  std::string_view line(Line l) const;
  std::string_view method(Method m) const;
  std::string_view symmetry(Symmetry g) const;
};

const Messages& messages(Language language);

}  // namespace nqueens::io
