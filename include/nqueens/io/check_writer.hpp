#pragma once
// The verdict of a check of a program's output (output_check.hpp) in plain words.

#include <string>
#include <string_view>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/output_check.hpp"

namespace nqueens::io {

// Writes "output matches format F for n = N", or "output differs from format F for n = N:"
// and each finding as a line "- ..." in words, some followed by the two lines it compares,
// indented, as "expected:" and "actual:" (shown by `visible`, long lines cut to the part around
// the difference, marked "…"). Rows and columns are named as the format numbers them, from 1.
// The words are those of `language`; the lines compared are shown as they are.
void write_output_check(Output& out, const OutputCheck& check, Language language = Language::en);

// A line with what cannot be seen made visible: a space as ·, a tab as →, a CR as ␍, a byte
// order mark as ⟨BOM⟩, other control bytes as \xNN. Other text, UTF-8 included, stays.
std::string visible(std::string_view line);

}  // namespace nqueens::io
