// The tables of words (src/io/messages.cpp): each Chinese sentence of check and verify takes the
// same arguments as its English one ({0}, {1}, ...: none lost, none made up), and every one
// formats without an error, so that no message of a learner's command fails at run time. (A field
// added to CheckWords or VerdictWords belongs in the lists below.)

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "io/messages.hpp"

namespace nqueens::io {
namespace {

std::set<std::string> placeholders(std::string_view words) {
  std::set<std::string> found;
  const std::string text(words);
  const std::regex placeholder(R"(\{\d\})");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), placeholder); it != std::sregex_iterator(); ++it)
    found.insert(it->str());
  return found;
}

void expect_alike(const std::string& name, std::string_view en, std::string_view zh) {
  EXPECT_EQ(placeholders(en), placeholders(zh)) << name << ": \"" << en << "\" and \"" << zh << "\"";
  for (std::string_view words : {en, zh})
    EXPECT_NO_THROW((void)fmt::format(fmt::runtime(words), 1, 2, 3, 4, 5, 6, 7)) << name << ": " << words;
}

// Both forms of each count, one with one and many with many.
template <class Words>
void expect_counts_alike(const std::vector<std::pair<const char*, Counted Words::*>>& counts, const Words& en,
                         const Words& zh) {
  for (const auto& [name, field] : counts) {
    expect_alike(std::string(name) + ".one", (en.*field).one, (zh.*field).one);
    expect_alike(std::string(name) + ".many", (en.*field).many, (zh.*field).many);
  }
}

template <class Words>
struct Sentence {
  const char* name;
  Words Messages::*table;
  std::string_view Words::*field;
};

TEST(Messages, ChineseSentencesTakeTheEnglishArguments) {
  const Messages& en = messages(Language::en);
  const Messages& zh = messages(Language::zh);
  const std::vector<Sentence<CheckWords>> check = {
      {"check.matches", &Messages::check, &CheckWords::matches},
      {"check.differs", &Messages::check, &CheckWords::differs},
      {"check.expected", &Messages::check, &CheckWords::expected},
      {"check.actual", &Messages::check, &CheckWords::actual},
      {"check.blank_line", &Messages::check, &CheckWords::blank_line},
      {"check.judge_ended", &Messages::check, &CheckWords::judge_ended},
      {"check.yours_ended", &Messages::check, &CheckWords::yours_ended},
      {"check.no_space", &Messages::check, &CheckWords::no_space},
      {"check.tabs_and_spaces", &Messages::check, &CheckWords::tabs_and_spaces},
      {"check.bom", &Messages::check, &CheckWords::bom},
      {"check.crlf", &Messages::check, &CheckWords::crlf},
      {"check.trailing_space", &Messages::check, &CheckWords::trailing_space},
      {"check.missing_trailing_space", &Messages::check, &CheckWords::missing_trailing_space},
      {"check.spacing", &Messages::check, &CheckWords::spacing},
      {"check.extra_blank_line", &Messages::check, &CheckWords::extra_blank_line},
      {"check.missing_blank_line", &Messages::check, &CheckWords::missing_blank_line},
      {"check.missing_final_blank_line", &Messages::check, &CheckWords::missing_final_blank_line},
      {"check.missing_final_newline", &Messages::check, &CheckWords::missing_final_newline},
      {"check.group_spaces", &Messages::check, &CheckWords::group_spaces},
      {"check.group_bom", &Messages::check, &CheckWords::group_bom},
      {"check.group_line_ends", &Messages::check, &CheckWords::group_line_ends},
      {"check.group_tabs", &Messages::check, &CheckWords::group_tabs},
      {"check.group_blank_lines", &Messages::check, &CheckWords::group_blank_lines},
      {"check.group_layout", &Messages::check, &CheckWords::group_layout},
      {"check.list_comma", &Messages::check, &CheckWords::list_comma},
      {"check.list_and", &Messages::check, &CheckWords::list_and},
      {"check.layout_only", &Messages::check, &CheckWords::layout_only},
      {"check.at", &Messages::check, &CheckWords::at},
      {"check.key_rows", &Messages::check, &CheckWords::key_rows},
      {"check.key_columns", &Messages::check, &CheckWords::key_columns},
      {"check.order_rows_by_column", &Messages::check, &CheckWords::order_rows_by_column},
      {"check.order_columns_by_row", &Messages::check, &CheckWords::order_columns_by_row},
      {"check.row_and_column", &Messages::check, &CheckWords::row_and_column},
      {"check.share", &Messages::check, &CheckWords::share},
      {"check.wrong_rows", &Messages::check, &CheckWords::wrong_rows},
      {"check.off_board", &Messages::check, &CheckWords::off_board},
      {"check.wrong_queens", &Messages::check, &CheckWords::wrong_queens},
      {"check.reasons_separator", &Messages::check, &CheckWords::reasons_separator},
      {"check.and_more", &Messages::check, &CheckWords::and_more},
      {"check.empty", &Messages::check, &CheckWords::empty},
      {"check.ends_after", &Messages::check, &CheckWords::ends_after},
      {"check.more_than_expected", &Messages::check, &CheckWords::more_than_expected},
      {"check.first_difference", &Messages::check, &CheckWords::first_difference},
      {"check.not_a_solution", &Messages::check, &CheckWords::not_a_solution},
      {"check.not_solutions_either", &Messages::check, &CheckWords::not_solutions_either},
      {"check.repeats", &Messages::check, &CheckWords::repeats},
      {"check.example_separator", &Messages::check, &CheckWords::example_separator},
      {"check.more_examples", &Messages::check, &CheckWords::more_examples},
      {"check.missing_item", &Messages::check, &CheckWords::missing_item},
      {"check.extra_item", &Messages::check, &CheckWords::extra_item},
      {"check.only_first", &Messages::check, &CheckWords::only_first},
      {"check.out_of_order", &Messages::check, &CheckWords::out_of_order},
      {"check.places_in_all", &Messages::check, &CheckWords::places_in_all},
      {"check.lists_them", &Messages::check, &CheckWords::lists_them},
      {"check.wrong_total", &Messages::check, &CheckWords::wrong_total},
      {"check.no_total", &Messages::check, &CheckWords::no_total},
      {"check.total_of_all", &Messages::check, &CheckWords::total_of_all},
  };
  for (const auto& s : check) expect_alike(s.name, en.*s.table.*s.field, zh.*s.table.*s.field);
  const std::vector<Sentence<VerdictWords>> verdict = {
      {"verdict.solution", &Messages::verdict, &VerdictWords::solution},
      {"verdict.not_a_solution", &Messages::verdict, &VerdictWords::not_a_solution},
      {"verdict.pair", &Messages::verdict, &VerdictWords::pair},
      {"verdict.same_line", &Messages::verdict, &VerdictWords::same_line},
      {"verdict.knight_move", &Messages::verdict, &VerdictWords::knight_move},
      {"verdict.empty_row", &Messages::verdict, &VerdictWords::empty_row},
      {"verdict.label", &Messages::verdict, &VerdictWords::label},
      {"verdict.caption_solution", &Messages::verdict, &VerdictWords::caption_solution},
      {"verdict.caption_not_a_solution", &Messages::verdict, &VerdictWords::caption_not_a_solution},
      {"verdict.rules_solution", &Messages::verdict, &VerdictWords::rules_solution},
      {"verdict.rules_not_a_solution", &Messages::verdict, &VerdictWords::rules_not_a_solution},
      {"verdict.wrong_queen_count", &Messages::verdict, &VerdictWords::wrong_queen_count},
      {"verdict.forbidden_queens", &Messages::verdict, &VerdictWords::forbidden_queens},
      {"verdict.empty_placed", &Messages::verdict, &VerdictWords::empty_placed},
      {"verdict.list_separator", &Messages::verdict, &VerdictWords::list_separator},
      {"verdict.forbidden_queen", &Messages::verdict, &VerdictWords::forbidden_queen},
      {"verdict.empty_placed_square", &Messages::verdict, &VerdictWords::empty_placed_square},
      {"verdict.board", &Messages::verdict, &VerdictWords::board},
      {"verdict.toroidal", &Messages::verdict, &VerdictWords::toroidal},
      {"verdict.superqueens", &Messages::verdict, &VerdictWords::superqueens},
      {"verdict.with", &Messages::verdict, &VerdictWords::with},
      {"verdict.list_comma", &Messages::verdict, &VerdictWords::list_comma},
      {"verdict.list_and", &Messages::verdict, &VerdictWords::list_and},
      {"verdict.no_completion", &Messages::verdict, &VerdictWords::no_completion},
      {"verdict.no_completion_pair", &Messages::verdict, &VerdictWords::no_completion_pair},
      {"verdict.no_completion_on", &Messages::verdict, &VerdictWords::no_completion_on},
      {"verdict.no_completion_attack", &Messages::verdict, &VerdictWords::no_completion_attack},
      {"verdict.no_completion_forbidden", &Messages::verdict, &VerdictWords::no_completion_forbidden},
      {"verdict.no_solution", &Messages::verdict, &VerdictWords::no_solution},
      {"verdict.no_solution_on", &Messages::verdict, &VerdictWords::no_solution_on},
  };
  for (const auto& s : verdict) expect_alike(s.name, en.*s.table.*s.field, zh.*s.table.*s.field);
  const std::vector<std::pair<const char*, Counted CheckWords::*>> check_counts = {
      {"check.spaces", &CheckWords::spaces},
      {"check.tabs", &CheckWords::tabs},
      {"check.lines_in_all", &CheckWords::lines_in_all},
      {"check.blank_lines_in_all", &CheckWords::blank_lines_in_all},
      {"check.rows", &CheckWords::rows},
      {"check.queens", &CheckWords::queens},
      {"check.attacking_pairs", &CheckWords::attacking_pairs},
      {"check.repeated", &CheckWords::repeated},
      {"check.missing", &CheckWords::missing},
      {"check.judges_solutions", &CheckWords::judges_solutions},
      {"check.extra", &CheckWords::extra}};
  expect_counts_alike(check_counts, en.check, zh.check);
  const std::vector<std::pair<const char*, Counted VerdictWords::*>> verdict_counts = {
      {"verdict.queens", &VerdictWords::queens},
      {"verdict.attacking_pairs", &VerdictWords::attacking_pairs},
      {"verdict.rows", &VerdictWords::rows},
      {"verdict.placed_squares", &VerdictWords::placed_squares},
      {"verdict.more_pairs", &VerdictWords::more_pairs},
      {"verdict.more_empty_rows", &VerdictWords::more_empty_rows},
      {"verdict.total", &VerdictWords::total},
      {"verdict.to_place", &VerdictWords::to_place},
      {"verdict.blocked", &VerdictWords::blocked},
      {"verdict.excluded", &VerdictWords::excluded},
      {"verdict.placed", &VerdictWords::placed}};
  expect_counts_alike(verdict_counts, en.verdict, zh.verdict);
  for (std::size_t i = 0; i < en.check.line_with_article.size(); ++i)
    expect_alike("check.line_with_article", en.check.line_with_article[i], zh.check.line_with_article[i]);
  for (std::size_t i = 0; i < en.verdict.reaches.size(); ++i)
    expect_alike("verdict.reaches", en.verdict.reaches[i], zh.verdict.reaches[i]);
}

// The test can fail: a sentence that drops an argument is caught.
TEST(Messages, APlaceholderLostIsCaught) { EXPECT_NE(placeholders("line {0} of {1}"), placeholders("第 {0} 行")); }

}  // namespace
}  // namespace nqueens::io
