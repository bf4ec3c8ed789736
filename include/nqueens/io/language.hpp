#pragma once
// The language of the texts people read (the trace tree, the methods table): the writers take
// it, the tools map --lang to it.

namespace nqueens::io {

enum class Language {
  en,  // English, the default
  zh,  // Chinese (简体), in the words of the eight-queens tutorials: 皇后, 行, 列, 对角线, 回溯
};

}  // namespace nqueens::io
