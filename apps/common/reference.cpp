#include "reference.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <utility>
#include <vector>

#include "arguments.hpp"

namespace nqueens::cli {

namespace {

// What the reference says of one option or argument, read off its CLI11 declaration.
struct Entry {
  std::vector<std::string> names;  // "-f", "--format"; empty for an argument
  std::string argument;  // the argument's name ("N", "FILE"), or the value an option takes ("K", "FILE"; "" for a flag)
  std::string help;
  std::string default_value;
  std::vector<std::string> choices;  // the names an enumerated option takes
  bool file = false;                 // a file name
  bool required = false;
};

std::vector<Entry> entries_of(CLI::App& app) {
  std::vector<Entry> entries;
  for (CLI::Option* option : app.get_options()) {
    if (option->get_group().empty()) continue;  // hidden
    Entry e;
    for (const std::string& s : option->get_snames()) e.names.push_back("-" + s);
    for (const std::string& l : option->get_lnames()) e.names.push_back("--" + l);
    const bool takes_value = option->get_positional() || option->get_items_expected_max() > 0;
    if (takes_value) {
      e.argument = option->get_positional() ? option->get_name(true) : option->get_option_text();
      if (e.argument.empty()) e.argument = option->get_type_name();
    }
    e.help = option->get_description();
    e.default_value = option->get_default_str();
    e.choices = choice_names(*option);
    e.file = takes_value && (option->get_option_text() == "FILE" || option->get_type_name().starts_with("FILE"));
    e.required = option->get_required();
    entries.push_back(std::move(e));
  }
  return entries;
}

std::vector<CLI::App*> commands_of(CLI::App& tool) {
  return tool.get_subcommands([](CLI::App* command) { return !command->get_group().empty(); });
}

std::vector<std::string> command_names(CLI::App& tool) {
  const std::vector<CLI::App*> commands = commands_of(tool);
  std::vector<std::string> names;
  names.reserve(commands.size());
  for (CLI::App* command : commands) names.push_back(command->get_name());
  return names;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// The first line of a text with each character as `escape` writes it, for a shell's quotes.
template <class Escape>
std::string escaped_first_line(const std::string& text, Escape escape) {
  std::string out;
  for (const char c : first_line(text)) out += escape(c);
  return out;
}

// --- man pages -------------------------------------------------------------------------------

// Text as roff shows it: backslashes escaped, hyphens as hyphens, no line taken for a request.
std::string roff(std::string_view text) {
  std::string out;
  bool line_start = true;
  for (const char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
    line_start = c == '\n';
  }
  return out;
}

// A help text: one paragraph, or kept line for line where it lays out a table.
std::string roff_help(const std::string& help) {
  if (help.find('\n') == std::string::npos) return roff(help) + "\n";
  return ".nf\n" + roff(help) + "\n.fi\n";
}

std::string page_name(CLI::App& tool, CLI::App& command) {
  return &command == &tool ? tool.get_name() : tool.get_name() + "-" + command.get_name();
}

std::string man_options(const std::vector<Entry>& entries) {
  std::string out;
  for (const Entry& e : entries) {
    out += ".TP\n";
    if (e.names.empty()) {
      out += fmt::format("\\fI{}\\fR\n", roff(e.argument));
    } else {
      std::vector<std::string> names;
      for (const std::string& name : e.names) names.push_back(fmt::format("\\fB{}\\fR", roff(name)));
      out += fmt::format("{}", fmt::join(names, ", "));
      if (!e.argument.empty()) out += fmt::format(" \\fI{}\\fR", roff(e.argument));
      out += "\n";
    }
    out += roff_help(e.help);
    if (!e.choices.empty())
      out += fmt::format(".br\nOne of: {}.\n", roff(fmt::format("{}", fmt::join(e.choices, ", "))));
    if (!e.default_value.empty()) out += fmt::format(".br\nDefault: {}.\n", roff(e.default_value));
  }
  return out;
}

std::string synopsis(CLI::App& tool, CLI::App& command, const std::vector<Entry>& entries) {
  std::string out =
      fmt::format(".B {}\n", roff(&command == &tool ? tool.get_name() : tool.get_name() + " " + command.get_name()));
  if (&command == &tool && !commands_of(tool).empty()) out += "[\\fICOMMAND\\fR]\n";
  out += "[\\fIOPTIONS\\fR]\n";
  for (const Entry& e : entries)
    if (e.names.empty())
      out +=
          e.required ? fmt::format("\\fI{}\\fR\n", roff(e.argument)) : fmt::format("[\\fI{}\\fR]\n", roff(e.argument));
  return out;
}

}  // namespace

std::string man_page(CLI::App& tool, CLI::App& command, std::string_view version) {
  const std::string name = page_name(tool, command);
  std::string upper = name;
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const std::vector<Entry> entries = entries_of(command);
  std::string out = fmt::format(".TH {} 1 \"\" \"{} {}\" \"User Commands\"\n", roff(upper), tool.get_name(), version);
  const std::string description = command.get_description();
  // The tools' descriptions begin with their own name ("nqueens: place n queens ..."); NAME has it already.
  std::string summary = first_line(description);
  if (summary.starts_with(name + ": ")) summary.erase(0, name.size() + 2);
  out += fmt::format(".SH NAME\n{} \\- {}\n", roff(name), roff(summary));
  out += ".SH SYNOPSIS\n" + synopsis(tool, command, entries);
  out += ".SH DESCRIPTION\n" + roff_help(description);
  if (&command == &tool) {
    const auto commands = commands_of(tool);
    if (!commands.empty()) {
      out += ".SH COMMANDS\n";
      for (CLI::App* c : commands)
        out += fmt::format(".TP\n\\fB{}\\fR\n{}.br\nSee \\fB{}\\fR(1).\n", roff(c->get_name()),
                           roff_help(first_line(c->get_description())), roff(page_name(tool, *c)));
    }
  }
  std::vector<Entry> arguments, options;
  for (const Entry& e : entries) (e.names.empty() ? arguments : options).push_back(e);
  if (!arguments.empty()) out += ".SH ARGUMENTS\n" + man_options(arguments);
  out += ".SH OPTIONS\n" + man_options(options);
  if (const std::string footer = command.get_footer(); !footer.empty())
    out += ".SH NOTES AND EXAMPLES\n.nf\n" + roff(footer) + "\n.fi\n";
  out +=
      ".SH EXIT STATUS\n"
      ".TP\n0\nsuccess (\"there is none\" is an answer too)\n"
      ".TP\n1\na runtime failure (a full disk, say), or the answer no: a placement that is no solution, an output "
      "that differs, a search that spent its budget\n"
      ".TP\n2\nbad input: the command line, a malformed or unreadable file\n"
      ".TP\n130\nstopped by Ctrl-C\n";
  out += ".SH SEE ALSO\n";
  std::vector<std::string> others;
  if (&command != &tool) others.push_back(fmt::format("\\fB{}\\fR(1)", roff(tool.get_name())));
  if (&command == &tool)
    for (CLI::App* c : commands_of(tool)) others.push_back(fmt::format("\\fB{}\\fR(1)", roff(page_name(tool, *c))));
  others.push_back("the README of nqueens");
  out += fmt::format("{}\n", fmt::join(others, ", "));
  return out;
}

namespace {

// --- completion scripts --------------------------------------------------------------------

std::vector<std::string> option_names(const std::vector<Entry>& entries) {
  std::vector<std::string> names;
  for (const Entry& e : entries) names.insert(names.end(), e.names.begin(), e.names.end());
  return names;
}

bool takes_file(const std::vector<Entry>& entries) {
  for (const Entry& e : entries)
    if (e.names.empty() && e.file) return true;
  return false;
}

// One case of the bash function: the command (or "" for the tool itself) and what follows.
std::string bash_command_case(const std::string& command, const std::vector<Entry>& entries,
                              const std::vector<std::string>& words) {
  std::string out = fmt::format("    {})\n      case $prev in\n", command.empty() ? "\"\"" : command);
  for (const Entry& e : entries) {
    if (e.names.empty() || e.argument.empty()) continue;
    const std::string reply = !e.choices.empty()
                                  ? fmt::format("COMPREPLY=($(compgen -W '{}' -- \"$cur\"))", fmt::join(e.choices, " "))
                              : e.file ? "COMPREPLY=($(compgen -f -- \"$cur\"))"
                                       : "COMPREPLY=()";
    out += fmt::format("        {}) {}; return ;;\n", fmt::join(e.names, "|"), reply);
  }
  out += "      esac\n";
  const std::string reply = fmt::format("COMPREPLY=($(compgen -W '{}' -- \"$cur\"))", fmt::join(words, " "));
  if (command.empty()) return out + "      " + reply + "\n      ;;\n";  // the commands and the tool's options
  // Past a command: its options after a dash, else its file argument, if any.
  const std::string files = takes_file(entries) ? "COMPREPLY=($(compgen -f -- \"$cur\"))" : "COMPREPLY=()";
  return out + fmt::format("      if [[ $cur == -* ]]; then {}; else {}; fi\n      ;;\n", reply, files);
}

std::string bash_script(CLI::App& tool) {
  const std::string name = tool.get_name();
  const std::string function = "_" + std::string(name == "nqueens" ? "nqueens" : "nqueens_mpi");
  const auto commands = commands_of(tool);
  const std::vector<std::string> names = command_names(tool);
  std::string out = fmt::format(
      "# bash completion for {0}, written by `{0} --completion bash` from its option tables\n"
      "{1}() {{\n"
      "  local cur=${{COMP_WORDS[COMP_CWORD]}} prev=${{COMP_WORDS[COMP_CWORD-1]}} command= word\n",
      name, function);
  if (!commands.empty())
    out += fmt::format(
        "  for word in \"${{COMP_WORDS[@]:1:COMP_CWORD-1}}\"; do\n"
        "    case $word in {}) command=$word; break ;; esac\n"
        "  done\n",
        fmt::join(names, "|"));
  out += "  case $command in\n";
  std::vector<std::string> top_words = names;
  const std::vector<Entry> top = entries_of(tool);
  for (const std::string& option : option_names(top)) top_words.push_back(option);
  out += bash_command_case("", top, top_words);
  for (CLI::App* c : commands) {
    const std::vector<Entry> entries = entries_of(*c);
    out += bash_command_case(c->get_name(), entries, option_names(entries));
  }
  return out + fmt::format("  esac\n}}\ncomplete -F {} {}\n", function, name);
}

// Text inside a zsh single-quoted _arguments spec: brackets and colons would end its fields.
std::string zsh_text(const std::string& text) {
  return escaped_first_line(text, [](char c) -> std::string {
    switch (c) {
      case '\'':
        return "'\\''";
      case '[':
        return "(";
      case ']':
        return ")";
      case ':':
        return "\\:";
      default:
        return std::string(1, c);
    }
  });
}

std::string zsh_specs(const std::vector<Entry>& entries) {
  std::string out;
  for (const Entry& e : entries) {
    const std::string action = !e.choices.empty() ? fmt::format("({})", fmt::join(e.choices, " "))
                               : e.file           ? "_files"
                                                  : " ";
    if (e.names.empty()) {
      out += fmt::format(" \\\n    '{}:{}:{}'", e.required ? "" : ":", zsh_text(e.argument), action);
      continue;
    }
    const std::string exclusive = e.names.size() > 1 ? fmt::format("({})", fmt::join(e.names, " ")) : "";
    for (const std::string& name : e.names) {
      out += fmt::format(" \\\n    '{}{}[{}]", exclusive, name, zsh_text(e.help));
      if (!e.argument.empty()) out += fmt::format(":{}:{}", zsh_text(e.argument), action);
      out += "'";
    }
  }
  return out;
}

std::string zsh_script(CLI::App& tool) {
  const std::string name = tool.get_name();
  std::string out = fmt::format(
      "#compdef {0}\n# zsh completion for {0}, written by `{0} --completion zsh` from its "
      "option tables\n",
      name);
  const auto commands = commands_of(tool);
  if (commands.empty()) return out + fmt::format("_arguments -s{}\n", zsh_specs(entries_of(tool)));
  out += "local -a commands\ncommands=(";
  for (CLI::App* c : commands) out += fmt::format("\n  '{}:{}'", c->get_name(), zsh_text(c->get_description()));
  out += fmt::format(
      "\n)\nif (( CURRENT == 2 )); then\n  _describe -t commands command commands\n  _arguments -s{}\n  return\nfi\n",
      zsh_specs(entries_of(tool)));
  out += "shift words\n(( CURRENT-- ))\ncase $words[1] in\n";
  for (CLI::App* c : commands)
    out += fmt::format("  {})\n    _arguments -s{} ;;\n", c->get_name(), zsh_specs(entries_of(*c)));
  return out + "esac\n";
}

// Text inside fish's single quotes, where a quote and a backslash take a backslash.
std::string fish_text(const std::string& text) {
  return escaped_first_line(text, [](char c) {
    return c == '\'' || c == '\\' ? std::string{'\\', c} : std::string(1, c);
  });
}

std::string fish_lines(const std::string& tool, const std::string& condition, const std::vector<Entry>& entries) {
  std::string out;
  for (const Entry& e : entries) {
    if (e.names.empty()) {
      if (e.file) out += fmt::format("complete -c {} -n '{}' -F\n", tool, condition);
      continue;
    }
    out += fmt::format("complete -c {} -n '{}'", tool, condition);
    for (const std::string& name : e.names)
      out += name.starts_with("--") ? fmt::format(" -l {}", name.substr(2)) : fmt::format(" -s {}", name.substr(1));
    if (!e.argument.empty()) out += e.file ? " -r -F" : " -r -f";
    if (!e.choices.empty()) out += fmt::format(" -a '{}'", fmt::join(e.choices, " "));
    out += fmt::format(" -d '{}'\n", fish_text(e.help));
  }
  return out;
}

std::string fish_script(CLI::App& tool) {
  const std::string name = tool.get_name();
  std::string out = fmt::format(
      "# fish completion for {0}, written by `{0} --completion fish` from its option tables\n"
      "complete -c {0} -f\n",
      name);
  const auto commands = commands_of(tool);
  if (commands.empty()) return out + fish_lines(name, "true", entries_of(tool));
  const std::string none = fmt::format("not __fish_seen_subcommand_from {}", fmt::join(command_names(tool), " "));
  for (CLI::App* c : commands)
    out += fmt::format("complete -c {} -n '{}' -a {} -d '{}'\n", name, none, c->get_name(),
                       fish_text(c->get_description()));
  out += fish_lines(name, none, entries_of(tool));
  for (CLI::App* c : commands) out += fish_lines(name, "__fish_seen_subcommand_from " + c->get_name(), entries_of(*c));
  return out;
}

}  // namespace

std::string completion_script(CLI::App& tool, Shell shell) {
  switch (shell) {
    case Shell::bash:
      return bash_script(tool);
    case Shell::zsh:
      return zsh_script(tool);
    case Shell::fish:
      return fish_script(tool);
  }
  throw std::logic_error("completion_script: no such shell");
}

void add_reference_options(CLI::App& tool, const std::string& version) {
  // Prints what the option asks for and ends the parse, as --help does.
  const auto print = [](const std::string& text) {
    std::fputs(text.c_str(), stdout);
    throw CLI::Success();
  };
  std::vector<CLI::App*> apps = commands_of(tool);
  apps.insert(apps.begin(), &tool);
  for (CLI::App* app : apps)
    app->add_flag_callback(
           "--manual", [&tool, app, version, print] { print(man_page(tool, *app, version)); },
           "print this command's man page (roff: pipe it to 'man -l -')")
        ->group("Reference");
  const std::vector<std::string_view> shells = {"bash", "zsh", "fish"};
  tool.add_option_function<std::string>(
          "--completion",
          [&tool, print](const std::string& name) {
            print(completion_script(tool, name == "bash" ? Shell::bash : name == "zsh" ? Shell::zsh : Shell::fish));
          },
          fmt::format("print the completion script of {} for this shell: {}", tool.get_name(), fmt::join(shells, ", ")))
      ->check(one_of("shell", shells))
      ->option_text("SHELL")
      ->group("Reference");
}

}  // namespace nqueens::cli
