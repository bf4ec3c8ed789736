#include "oeis.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace nqueens::test {

namespace {

u128 parse_u128(const std::string& s) {
  u128 v = 0;
  for (char c : s) v = v * 10 + static_cast<unsigned>(c - '0');
  return v;
}

// Rows of a TSV file with '#' comment lines: n, then two counts.
std::vector<std::vector<std::string>> read_tsv(const std::string& name) {
  std::ifstream in(std::string(NQUEENS_TEST_DATA) + "/" + name);
  if (!in) throw std::runtime_error("cannot open test data " + name);
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::vector<std::string> row;
    for (std::string f; std::getline(fields, f, '\t');) row.push_back(f);
    rows.push_back(row);
  }
  return rows;
}

}  // namespace

const std::map<int, CountRow>& oeis_counts() {
  static const auto table = [] {
    std::map<int, CountRow> t;
    for (const auto& row : read_tsv("counts.tsv"))
      t[std::stoi(row.at(0))] = {parse_u128(row.at(1)), parse_u128(row.at(2))};
    return t;
  }();
  return table;
}

const std::map<int, SymmetricRow>& oeis_symmetric() {
  static const auto table = [] {
    std::map<int, SymmetricRow> t;
    for (const auto& row : read_tsv("symmetric.tsv"))
      t[std::stoi(row.at(0))] = {parse_u128(row.at(1)), parse_u128(row.at(2))};
    return t;
  }();
  return table;
}

const std::map<int, VariantRow>& oeis_variants() {
  static const auto table = [] {
    std::map<int, VariantRow> t;
    auto field = [](const std::vector<std::string>& row, std::size_t i) {
      return i < row.size() && !row[i].empty() ? std::optional(parse_u128(row[i])) : std::nullopt;
    };
    for (const auto& row : read_tsv("variants.tsv"))
      t[std::stoi(row.at(0))] = {field(row, 1), field(row, 2), field(row, 3)};
    return t;
  }();
  return table;
}

// The file's two tables tell apart by their fields: n and three counts, or n and a list.
const std::map<int, std::map<int, u128>>& oeis_k_queens() {
  static const auto table = [] {
    std::map<int, std::map<int, u128>> t;
    for (const auto& row : read_tsv("partial_boards.tsv"))
      if (row.size() == 4)
        for (int k = 2; k <= 4; ++k) t[std::stoi(row.at(0))][k] = parse_u128(row.at(static_cast<std::size_t>(k - 1)));
    return t;
  }();
  return table;
}

const std::map<int, std::vector<u128>>& oeis_rectangles() {
  static const auto table = [] {
    std::map<int, std::vector<u128>> t;
    for (const auto& row : read_tsv("partial_boards.tsv")) {
      if (row.size() != 2) continue;
      std::istringstream values(row.at(1));
      auto& counts = t[std::stoi(row.at(0))];
      for (std::string v; values >> v;) counts.push_back(parse_u128(v));
    }
    return t;
  }();
  return table;
}

std::string oeis_json(int n) {
  const CountRow& row = oeis_counts().at(n);
  return "\"solutions\":" + to_string(row.solutions) + ",\"fundamental\":" + to_string(row.fundamental);
}

}  // namespace nqueens::test
