#include "nqueens/io/svg_board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "messages.hpp"

namespace nqueens::io {

namespace {

// Sizes in SVG user units (pixels at 100%).
constexpr int cell = 40;     // one square
constexpr int margin = 24;   // room for the row numbers (left) and the column numbers (below)
constexpr int caption = 24;  // room for the caption above a board
constexpr int gap = 16;      // between boards of a grid
constexpr int max_svg_n = 64;

// A crown with five points and a base in a 100×100 box; drawn once in <defs>, used per queen.
constexpr std::string_view queen_symbol =
    R"svg(<symbol id="queen" viewBox="0 0 100 100">)svg"
    R"svg(<path d="M22 78 L12 34 L34 60 L31 24 L44 56 L50 18 L56 56 L69 24 L66 60 L88 34 L78 78 Z"/>)svg"
    R"svg(<circle cx="12" cy="32" r="7"/><circle cx="31" cy="22" r="7"/><circle cx="50" cy="15" r="7"/>)svg"
    R"svg(<circle cx="69" cy="22" r="7"/><circle cx="88" cy="32" r="7"/>)svg"
    R"svg(<rect x="18" y="80" width="64" height="11" rx="4"/></symbol>)svg";

constexpr const char* style =
    "<style>"
    ".light{fill:#f0d9b5}.dark{fill:#b58863}"
    ".queen{fill:#1f1f1f;stroke:#fafafa;stroke-width:4}.queen.attacked{fill:#c62828}"
    ".attack{stroke:#d32f2f;stroke-width:4;stroke-linecap:round;opacity:0.85}"
    ".label{font:14px sans-serif;fill:#555;text-anchor:middle;dominant-baseline:central}"
    ".caption{font:bold 15px sans-serif;fill:#222}"
    "</style>";

// A board's slot is wide enough for its caption too (bold 15px sans-serif: at most ~10 units a
// character).
int board_width(const SvgBoard& b) {
  return std::max(margin + b.n * cell, margin + 10 * static_cast<int>(b.caption.size()));
}
int board_height(int n) { return caption + n * cell + margin; }

// Text as XML character data: the five characters XML reserves as entities.
std::string xml_text(std::string_view text) {
  std::string escaped;
  for (char c : text) {
    switch (c) {
      case '<':
        escaped += "&lt;";
        break;
      case '>':
        escaped += "&gt;";
        break;
      case '&':
        escaped += "&amp;";
        break;
      case '"':
        escaped += "&quot;";
        break;
      case '\'':
        escaped += "&apos;";
        break;
      default:
        escaped += c;
    }
  }
  return escaped;
}

void write_board(Output& out, const SvgBoard& b, int x, int y, int first) {
  const int n = b.n;
  out.print(R"svg(<g transform="translate({},{})">)svg", x, y);
  if (!b.caption.empty())
    out.print(R"svg(<text class="caption" x="{}" y="16">{}</text>)svg", margin, xml_text(b.caption));
  const int top = caption;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      out.print(R"svg(<rect class="square {}" x="{}" y="{}" width="{}" height="{}"/>)svg",
                (r + c) % 2 ? "dark" : "light", margin + c * cell, top + r * cell, cell, cell);
  // Rows from the top and columns from the left, from `first`.
  for (int r = 0; r < n; ++r)
    out.print(R"svg(<text class="label row" x="{}" y="{}">{}</text>)svg", margin / 2, top + r * cell + cell / 2,
              r + first);
  for (int c = 0; c < n; ++c)
    out.print(R"svg(<text class="label column" x="{}" y="{}">{}</text>)svg", margin + c * cell + cell / 2,
              top + n * cell + margin / 2, c + first);
  auto centre = [&](Square s) { return std::pair{margin + s.column * cell + cell / 2, top + s.row * cell + cell / 2}; };
  for (const Attack& a : b.attacks) {
    const auto [x1, y1] = centre(a.first);
    const auto [x2, y2] = centre(a.second);
    out.print(R"svg(<line class="attack" x1="{}" y1="{}" x2="{}" y2="{}"/>)svg", x1, y1, x2, y2);
  }
  for (const Square& q : b.queens) {
    const bool attacked =
        std::any_of(b.attacks.begin(), b.attacks.end(), [&](const Attack& a) { return a.first == q || a.second == q; });
    const int inset = cell / 10;
    out.print(R"svg(<use class="queen{}" href="#queen" x="{}" y="{}" width="{}" height="{}"/>)svg",
              attacked ? " attacked" : "", margin + q.column * cell + inset, top + q.row * cell + inset,
              cell - 2 * inset, cell - 2 * inset);
  }
  out.write("</g>\n");
}

class SvgSolutionWriter final : public SolutionWriter {
 public:
  SvgSolutionWriter(Output& out, const Messages& words) : SolutionWriter(out), words_(words) {}
  void begin(int n, Answers) override { n_ = n; }
  void solution(std::uint64_t index, const Placement& p) override {
    if (boards_.size() == max_svg_grid_boards)
      throw std::invalid_argument(fmt::format("an SVG grid holds at most {} boards", max_svg_grid_boards));
    boards_.push_back(
        {p.n, p.squares(), {}, fmt::format(fmt::runtime(words_.caption), index, fmt::join(p.columns_from_one(), " "))});
  }
  void end(std::optional<u128>) override {
    if (!boards_.empty()) write_svg(out_, boards_);
  }
  // A picture still: the empty board, captioned with the reason.
  void none(std::string_view why) override {
    const SvgBoard empty{n_, {}, {}, std::string(why)};
    write_svg(out_, std::span(&empty, 1));
  }

 private:
  const Messages& words_;
  int n_ = 0;
  std::vector<SvgBoard> boards_;
};

}  // namespace

void write_svg(Output& out, std::span<const SvgBoard> boards, int per_row, int first) {
  if (boards.empty()) throw std::invalid_argument("an SVG picture needs at least one board");
  if (first != 0 && first != 1)
    throw std::invalid_argument(fmt::format("an SVG picture numbers rows and columns from 0 or 1, not {}", first));
  int n = 0, slot = 0;
  for (const SvgBoard& b : boards) {
    if (b.n < 1 || b.n > max_svg_n)
      throw std::invalid_argument(fmt::format("SVG boards take n from 1 to {}, got {}", max_svg_n, b.n));
    n = std::max(n, b.n);
    slot = std::max(slot, board_width(b));
  }
  const int count = static_cast<int>(boards.size());
  if (per_row <= 0) per_row = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(count))));
  per_row = std::min(per_row, count);
  const int rows = (count + per_row - 1) / per_row;
  const int width = per_row * slot + (per_row - 1) * gap + gap;
  const int height = rows * board_height(n) + (rows - 1) * gap + gap;
  out.print(R"svg(<?xml version="1.0" encoding="UTF-8"?>)svg"
            "\n"
            R"svg(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" viewBox="0 0 {0} {1}">)svg"
            "\n",
            width, height);
  out.print("<defs>{}{}</defs>\n", style, queen_symbol);
  out.print(R"svg(<rect width="{}" height="{}" fill="#ffffff"/>)svg"
            "\n",
            width, height);
  for (int i = 0; i < count; ++i)
    write_board(out, boards[static_cast<std::size_t>(i)], gap / 2 + (i % per_row) * (slot + gap),
                gap / 2 + (i / per_row) * (board_height(n) + gap), first);
  out.write("</svg>\n");
  out.end_record();
}

std::string_view queen_symbol_svg() { return queen_symbol; }

std::unique_ptr<SolutionWriter> make_svg_solution_writer(Output& out, Language language) {
  return std::make_unique<SvgSolutionWriter>(out, messages(language));
}

}  // namespace nqueens::io
