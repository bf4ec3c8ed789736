#pragma once
// Echoing user input inside one-line error messages.

#include <string>
#include <string_view>

namespace nqueens::io {

// The text in single quotes, with control bytes and invalid UTF-8 shown as \xNN and anything
// past `max_bytes` cut to "...", so a 10 MB token or binary garbage still gives one short line.
std::string quote(std::string_view text, std::size_t max_bytes = 40);

// An error message as one line: its line breaks (SQLite's messages have some) become "; ".
std::string one_line(std::string_view message);

}  // namespace nqueens::io
