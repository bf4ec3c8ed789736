#include "messages.hpp"

namespace nqueens::io {

namespace {

constexpr Messages english = {
    .trace_begin = "backtracking on the {0}×{0} board: rows top to bottom, columns left to right, (row,column) from 1",
    .place = "place {0}",
    .reject = "reject {0}:",
    .attack = " {0} of {1}",
    .attack_separator = ",",
    .backtrack = "backtrack {0}",
    .solution = "solution {0}: {1}",
    .stopped = "... stopped at the step limit",
    .so_far = "so far: ",
    .trace_totals = "nodes: {0} (with 0..{1} queens: {2}), rejected squares: {3}, solutions: {4}",
    .row = "row",
    .column = "column",
    .diagonal = "diagonal",
    .anti_diagonal = "anti-diagonal",

    .methods_title = "n = {0}: the work each method does, the solutions it finds and its time on one thread",
    .method_header = "method",
    .examined_header = "examined",
    .solutions_header = "solutions",
    .time_header = "time",
    .nodes = "nodes",
    .candidates = "candidates",
    .not_run = "not run",
    .estimate = "≈ {0} (estimate)",
    .days = "{0} days",
    .year = "{0} year",
    .years = "{0} years",
    .estimate_note =
        "≈: a method that cannot finish within {0} s is stopped; its time is estimated from the rate it ran at,\n"
        "and the nodes of an unfinished search by Knuth's random probes of its tree (1975).",
    .methods_note =
        "Candidates are complete placements tested one by one; nodes are the partial placements the search\n"
        "visits, the empty board included. 'every square' finds each solution n! times (once per order of\n"
        "the queens) and counts it once.",
    .every_square = "every square for every queen",
    .one_per_row = "one queen per row",
    .permutations = "one queen per row and column",
    .backtracking = "backtracking",
    .bitboard = "bitboard backtracking",
};

// The words of the Chinese eight-queens tutorials (八皇后问题): 皇后, 行, 列, 主/副对角线,
// 放置, 回溯, 冲突, 方案 (one placement), 解 (the solutions counted).
constexpr Messages chinese = {
    .trace_begin = "在 {0}×{0} 的棋盘上回溯：行从上到下，列从左到右，(行,列) 从 1 开始",
    .place = "放置皇后 {0}",
    .reject = "冲突 {0}：",
    .attack = "被 {1} 沿{0}攻击",
    .attack_separator = "，",
    .backtrack = "回溯 {0}",
    .solution = "方案{0}：{1}",
    .stopped = "…… 到达步数上限，停止",
    .so_far = "目前：",
    .trace_totals = "节点：{0}（0..{1} 个皇后：{2}），被攻击的格子：{3}，解的个数：{4}",
    .row = "行",
    .column = "列",
    .diagonal = "主对角线",
    .anti_diagonal = "副对角线",

    .methods_title = "n = {0}：每种方法的工作量、找到的解和单线程用时",
    .method_header = "方法",
    .examined_header = "检查数",
    .solutions_header = "解的个数",
    .time_header = "用时",
    .nodes = "个节点",
    .candidates = "个候选",
    .not_run = "未运行",
    .estimate = "≈ {0}（估计）",
    .days = "{0} 天",
    .year = "{0} 年",
    .years = "{0} 年",
    .estimate_note =
        "≈：不能在 {0} 秒内完成的方法被停止；它的用时按它运行的速度估计，\n"
        "未完成的搜索的节点数用 Knuth 的随机探测（1975）估计。",
    .methods_note =
        "候选是逐个检验的完整放置；节点是搜索访问的部分放置，包括空棋盘。\n"
        "“每个皇后任意格”把每个解找到 n! 次（皇后的每种顺序一次），只计一次。",
    .every_square = "每个皇后任意格",
    .one_per_row = "每行一个皇后",
    .permutations = "每行每列一个皇后",
    .backtracking = "回溯",
    .bitboard = "位运算回溯",
};

}  // namespace

std::string_view Messages::line(Line l) const {
  switch (l) {
    case Line::row:
      return row;
    case Line::column:
      return column;
    case Line::diagonal:
      return diagonal;
    case Line::anti_diagonal:
      return anti_diagonal;
  }
  return "?";
}

std::string_view Messages::method(Method m) const {
  switch (m) {
    case Method::every_square:
      return every_square;
    case Method::one_per_row:
      return one_per_row;
    case Method::permutations:
      return permutations;
    case Method::backtracking:
      return backtracking;
    case Method::bitboard:
      return bitboard;
  }
  return "?";
}

const Messages& messages(Language language) { return language == Language::zh ? chinese : english; }

}  // namespace nqueens::io
