#pragma once
// The language of the texts people read (the trace tree, the methods table): the writers take
// it, the front ends (the tool's --lang, Python's lang=) read its code from `languages`.

#include <array>
#include <string_view>

namespace nqueens::io {

enum class Language {
  en,  // English, the default
  zh,  // Chinese (简体), in the words of the eight-queens tutorials: 皇后, 行, 列, 对角线, 回溯
};

// A language, the code a user gives for it, and its name in English.
struct LanguageCode {
  std::string_view code;
  Language language;
  std::string_view name;
};

// Every language, the default first.
inline constexpr std::array<LanguageCode, 2> languages = {{
    {"en", Language::en, "English"},
    {"zh", Language::zh, "Chinese"},
}};

}  // namespace nqueens::io
