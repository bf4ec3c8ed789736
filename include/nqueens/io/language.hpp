#pragma once
// The language of the texts people read (the trace tree, the methods table): the writers take
// it, the front ends (the tool's --lang, Python's lang=) read its code from `languages`.

#include <array>
#include <string_view>

namespace nqueens::io {

// The language of the words the writers print (the data formats are the same in every language).
enum class Language {
  en,  // English, the default
  zh,  // Chinese (简体), in the words of the eight-queens tutorials: 皇后, 行, 列, 对角线, 回溯
};

// A language, the code a user gives for it, and its name in English.
struct LanguageCode {
  std::string_view code;  // what a user gives: "en", "zh"
  Language language;      // the language it names
  std::string_view name;  // its name in English
};

// Every language, the default first.
inline constexpr std::array<LanguageCode, 2> languages = {{
    {"en", Language::en, "English"},
    {"zh", Language::zh, "Chinese"},
}};

}  // namespace nqueens::io
