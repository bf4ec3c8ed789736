#include "nqueens/io/methods_table.hpp"

#include <fmt/format.h>

#include <cmath>
#include <string>
#include <vector>

#include "nqueens/wording.hpp"

namespace nqueens::io {

namespace {

// 281474976710656 -> 281,474,976,710,656
std::string grouped(const std::string& digits) {
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string decimal(u128 v) { return fmt::format("{}", v); }

// A duration in the unit that reads best, from microseconds to years.
std::string duration(double seconds) {
  constexpr double minute = 60, hour = 3600, day = 86400, year = 365.25 * day;
  if (seconds < 1e-3) return fmt::format("{:.1f} µs", seconds * 1e6);
  if (seconds < 1) return fmt::format("{:.1f} ms", seconds * 1e3);
  if (seconds < minute) return fmt::format("{:.2f} s", seconds);
  if (seconds < hour) return fmt::format("{:.1f} min", seconds / minute);
  if (seconds < day) return fmt::format("{:.1f} h", seconds / hour);
  if (seconds < year) return fmt::format("{:.1f} days", seconds / day);
  if (seconds < 1e4 * year) return plural(std::llround(seconds / year), "year");
  return fmt::format("{:.1e} years", seconds / year);
}

struct Cells {
  std::string method, work, solutions, time;
};

Cells cells(const MethodLine& line) {
  const MethodRun& r = line.run;
  const char* unit = counts_nodes(r.method) ? "nodes" : "candidates";
  Cells c{std::string(method_name(r.method)), "", "", ""};
  if (r.complete) {
    c.work = fmt::format("{} {}", grouped(decimal(r.examined)), unit);
    c.solutions = grouped(decimal(r.solutions));
    c.time = duration(r.seconds);
    return c;
  }
  const double rate = static_cast<double>(r.examined) / r.seconds;
  double work = line.estimated_work;
  if (!line.exact_work.empty()) {
    c.work = fmt::format("{} {}", grouped(line.exact_work), unit);
    work = std::stod(line.exact_work);
  } else {
    c.work = fmt::format("≈ {:.2g} {}", work, unit);
  }
  c.solutions = "not run";
  c.time = fmt::format("≈ {} (estimate)", duration(work / rate));
  return c;
}

// Width on a terminal: UTF-8 continuation bytes take no column.
std::size_t width(const std::string& s) {
  std::size_t w = 0;
  for (unsigned char ch : s) w += (ch & 0xC0) != 0x80;
  return w;
}

std::string padded(const std::string& s, std::size_t w) { return s + std::string(w - width(s), ' '); }
std::string right(const std::string& s, std::size_t w) { return std::string(w - width(s), ' ') + s; }

}  // namespace

void write_methods_table(Output& out, int n, std::span<const MethodLine> lines, double budget_seconds) {
  std::vector<Cells> rows = {{"method", "examined", "solutions", "time"}};
  for (const MethodLine& line : lines) rows.push_back(cells(line));
  std::size_t w[3] = {0, 0, 0};
  for (const Cells& c : rows) {
    w[0] = std::max(w[0], width(c.method));
    w[1] = std::max(w[1], width(c.work));
    w[2] = std::max(w[2], width(c.solutions));
  }
  out.print("n = {}: the work each method does, the solutions it finds and its time on one thread\n", n);
  for (const Cells& c : rows)
    out.print("{}  {}  {}  {}\n", padded(c.method, w[0]), right(c.work, w[1]), right(c.solutions, w[2]), c.time);
  bool estimated = false;
  for (const MethodLine& line : lines) estimated = estimated || !line.run.complete;
  if (estimated)
    out.print(
        "≈: a method that cannot finish within {} s is stopped; its time is estimated from the rate it ran at,\n"
        "and the nodes of an unfinished search by Knuth's random probes of its tree (1975).\n",
        budget_seconds);
  out.print(
      "Candidates are complete placements tested one by one; nodes are the partial placements the search\n"
      "visits, the empty board included. 'every square' finds each solution n! times (once per order of\n"
      "the queens) and counts it once.\n");
}

}  // namespace nqueens::io
