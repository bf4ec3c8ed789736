#pragma once
// Option declarations shared by several commands.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>

namespace nqueens::cli {

// Declares the board size N, a positional whole number in [1, max_n], with a message that
// names the accepted range when the value is not one ("abc", "0", "-3", "1e9", "").
CLI::Option* add_board_size(CLI::App& app, int& n, int max_n, const std::string& help);

// Declares the option `name` taking an amount of memory: a whole number of bytes with an
// optional suffix K, M, G or T (powers of 1024), e.g. 512M or 4G; zero and anything else are
// refused with a message that names the value.
CLI::Option* add_memory_size(CLI::App& app, const std::string& name, std::uint64_t& bytes, const std::string& help);

}  // namespace nqueens::cli
