#include "nqueens/io/input_error.hpp"

#include <gtest/gtest.h>

#include <string>

namespace nqueens::io {
namespace {

TEST(PositionIn, CountsLinesAndCharactersFromOne) {
  const std::string text = "letting n = 4\r\nletting init = [[0, 1],\r\n]";
  EXPECT_EQ(position_in(text, 0), (TextPosition{1, 1, "letting n = 4"}));
  EXPECT_EQ(position_in(text, text.find('4')), (TextPosition{1, 13, "letting n = 4"}));
  EXPECT_EQ(position_in(text, text.find("[[")), (TextPosition{2, 16, "letting init = [[0, 1],"}));
  EXPECT_EQ(position_in(text, text.size() - 1), (TextPosition{3, 1, "]"}));
  EXPECT_EQ(position_in(text, text.size()), (TextPosition{3, 2, "]"}));
  // The LF itself lies at the end of its line.
  EXPECT_EQ(position_in("ab\ncd", 2), (TextPosition{1, 3, "ab"}));
  EXPECT_EQ(position_in("", 0), (TextPosition{1, 1, ""}));
  EXPECT_THROW(position_in("ab", 3), std::out_of_range);
}

TEST(PositionIn, ColumnsCountCharactersNotBytesNorTheByteOrderMark) {
  const std::string text = "\xEF\xBB\xBF皇后 = x";  // two 3-byte characters
  EXPECT_EQ(position_in(text, text.find('x')), (TextPosition{1, 6, "皇后 = x"}));
  EXPECT_EQ(position_in(text, 0).column, 1u);  // the mark itself
  EXPECT_EQ(position_in(text, 3).column, 1u);
}

TEST(InputError, NamesItsPlaceAndSource) {
  const InputError e("expected '[', found ']'", TextPosition{597, 1, "]"});
  EXPECT_STREQ(e.what(), "line 597, column 1: expected '[', found ']'");
  EXPECT_EQ(e.problem(), "expected '[', found ']'");
  const InputError named = e.from("--blocked asp-competition-instances/blockedqueens.28.1449787798.param");
  EXPECT_STREQ(named.what(),
               "--blocked asp-competition-instances/blockedqueens.28.1449787798.param:597:1: expected '[', found ']'");
  EXPECT_EQ(named.where(), e.where());
  EXPECT_STREQ(InputError("the input has no 'n = ...'", std::nullopt, "f.dzn").what(),
               "f.dzn: the input has no 'n = ...'");
  EXPECT_STREQ(InputError("empty", std::nullopt).what(), "empty");
  try {
    fail_at("n = 4\nm = x", 10, "expected a number");
  } catch (const InputError& thrown) {
    EXPECT_STREQ(thrown.what(), "line 2, column 5: expected a number");
  }
}

TEST(Excerpt, PutsACaretUnderTheSpot) {
  EXPECT_EQ(excerpt({597, 8, "[28,27],"}), " 597 | [28,27],\n     |        ^\n");
  EXPECT_EQ(excerpt({3, 1, ""}), " 3 | \n   | ^\n");
  // Past the end of the line (the input ends there).
  EXPECT_EQ(excerpt({1, 4, "abc"}), " 1 | abc\n   |    ^\n");
  // A tab shows as a space, a control byte and invalid UTF-8 as '?', a character in one column.
  EXPECT_EQ(excerpt({1, 5, "\tx\x01\xFF皇y"}), " 1 |  x??皇y\n   |     ^\n");
}

TEST(Excerpt, CutsALongLineAroundTheSpot) {
  const std::string line = std::string(200, 'a') + "X" + std::string(200, 'b');
  const std::string shown = excerpt({1, 201, line});
  const std::string expected_text = "..." + std::string(60, 'a') + "X" + std::string(39, 'b') + "...";
  EXPECT_EQ(shown, " 1 | " + expected_text + "\n   | " + std::string(63, ' ') + "^\n");
}

}  // namespace
}  // namespace nqueens::io
