#pragma once
// The tools' reference for the system: man pages and shell completion scripts, generated from
// their CLI11 definitions, so that the option tables the parser uses are the only list (no hand
// copy to drift). The .deb installs what these write (packaging/); the tools print them on
// request, for a user of the portable binary.

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>

namespace nqueens::cli {

enum class Shell { bash, zsh, fish };

// The man page (roff, section 1) of `command`, which is `tool` itself or one of its commands:
// name, synopsis, description, options with their defaults and choices, the examples of its
// footer, the exit statuses and the other pages. `version` goes in the page's footer; no date,
// so that the same build writes the same page.
std::string man_page(CLI::App& tool, CLI::App& command, std::string_view version);

// The completion script of `tool` for `shell`: its commands, each one's options, the names an
// enumerated option takes (add_choice), and file names where an option or argument is a FILE.
std::string completion_script(CLI::App& tool, Shell shell);

// Declares --manual on `tool` and each of its commands (prints the man page of the command it
// follows), and --completion SHELL on `tool` (prints the completion script). Call it once every
// command is declared. Either ends the parse with CLI::Success, as --help does, so that nothing
// else runs and no required argument is asked for.
void add_reference_options(CLI::App& tool, const std::string& version);

}  // namespace nqueens::cli
