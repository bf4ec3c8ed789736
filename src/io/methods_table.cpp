#include "nqueens/io/methods_table.hpp"

#include <fmt/format.h>

#include <cmath>
#include <string>
#include <vector>

#include "messages.hpp"

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
std::string duration(double seconds, const Messages& m) {
  constexpr double minute = 60, hour = 3600, day = 86400, year = 365.25 * day;
  const auto in = [](std::string_view unit, const char* number, double value) {
    return fmt::format(fmt::runtime(unit), fmt::format(fmt::runtime(number), value));
  };
  if (seconds < 1e-3) return in(m.microseconds, "{:.1f}", seconds * 1e6);
  if (seconds < 1) return in(m.milliseconds, "{:.1f}", seconds * 1e3);
  if (seconds < minute) return in(m.seconds, "{:.2f}", seconds);
  if (seconds < hour) return in(m.minutes, "{:.1f}", seconds / minute);
  if (seconds < day) return in(m.hours, "{:.1f}", seconds / hour);
  if (seconds < year) return fmt::format(fmt::runtime(m.days), fmt::format("{:.1f}", seconds / day));
  if (seconds < 1e4 * year) {
    const long long years = std::llround(seconds / year);
    return fmt::format(fmt::runtime(years == 1 ? m.year : m.years), years);
  }
  return fmt::format(fmt::runtime(m.years), fmt::format("{:.1e}", seconds / year));
}

struct Cells {
  std::string method, work, solutions, time;
};

Cells cells(const MethodLine& line, const Messages& m) {
  const MethodRun& r = line.run;
  const std::string_view unit = counts_nodes(r.method) ? m.nodes : m.candidates;
  Cells c{std::string(m.method(r.method)), "", "", ""};
  if (r.complete) {
    c.work = fmt::format("{} {}", grouped(decimal(r.examined)), unit);
    c.solutions = grouped(decimal(r.solutions));
    c.time = duration(r.seconds, m);
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
  c.solutions = m.not_run;
  c.time = fmt::format(fmt::runtime(m.estimate), duration(work / rate, m));
  return c;
}

// Width on a terminal: UTF-8 continuation bytes take no column, and the Chinese characters and
// full-width punctuation of the zh table take two (East Asian Wide), so its columns line up.
std::size_t width(const std::string& s) {
  std::size_t w = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto lead = static_cast<unsigned char>(s[i]);
    if ((lead & 0xC0) == 0x80) continue;
    ++w;
    if ((lead & 0xF0) == 0xE0 && i + 2 < s.size()) {
      const unsigned code = (lead & 0x0Fu) << 12 | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 6 |
                            (static_cast<unsigned char>(s[i + 2]) & 0x3Fu);
      if ((code >= 0x2E80 && code <= 0xA4CF) || (code >= 0xFF00 && code <= 0xFF60)) ++w;
    }
  }
  return w;
}

std::string padded(const std::string& s, std::size_t w) { return s + std::string(w - width(s), ' '); }
std::string right(const std::string& s, std::size_t w) { return std::string(w - width(s), ' ') + s; }

}  // namespace

void write_methods_table(Output& out, int n, std::span<const MethodLine> lines, double budget_seconds,
                         Language language) {
  const Messages& m = messages(language);
  std::vector<Cells> rows = {{std::string(m.method_header), std::string(m.examined_header),
                              std::string(m.solutions_header), std::string(m.time_header)}};
  for (const MethodLine& line : lines) rows.push_back(cells(line, m));
  std::size_t w[3] = {0, 0, 0};
  for (const Cells& c : rows) {
    w[0] = std::max(w[0], width(c.method));
    w[1] = std::max(w[1], width(c.work));
    w[2] = std::max(w[2], width(c.solutions));
  }
  out.write(fmt::format(fmt::runtime(m.methods_title), n));
  out.put('\n');
  for (const Cells& c : rows)
    out.print("{}  {}  {}  {}\n", padded(c.method, w[0]), right(c.work, w[1]), right(c.solutions, w[2]), c.time);
  bool estimated = false;
  for (const MethodLine& line : lines) estimated = estimated || !line.run.complete;
  if (estimated) {
    out.write(fmt::format(fmt::runtime(m.estimate_note), budget_seconds));
    out.put('\n');
  }
  out.write(m.methods_note);
  out.put('\n');
}

}  // namespace nqueens::io
