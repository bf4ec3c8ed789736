#include "messages.hpp"

namespace nqueens::io {

namespace {

constexpr Messages english = {
    .html_lang = "en",
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
    .board_heading = "Solution {0}: {1}",
    .total_one = "Total: {0} solution",
    .total_many = "Total: {0} solutions",
    .caption = "No. {0}: {1}",

    .methods_title = "n = {0}: the work each method does, the solutions it finds and its time on one thread",
    .method_header = "method",
    .examined_header = "examined",
    .solutions_header = "solutions",
    .time_header = "time",
    .nodes = "nodes",
    .candidates = "candidates",
    .not_run = "not run",
    .estimate = "≈ {0} (estimate)",
    .microseconds = "{0} µs",
    .milliseconds = "{0} ms",
    .seconds = "{0} s",
    .minutes = "{0} min",
    .hours = "{0} h",
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
    .symmetries = {},
    .page_words = {},  // the template's own words
    .page_code = {},
};

// The page in Chinese: the keys of src/io/page/template.html with their words; {0}, {1}, ...
// are the template's arguments.
constexpr PageWord chinese_page[] = {
    {"h_watch", "观看回溯搜索"},
    {"lead_watch",
     "皇后一行一行地放置，从上到下，每一行从左到右尝试各列。被同一列或对角线上的皇后攻击的格子被拒绝（冲突）；"
     "当一行没有可放的格子时，搜索撤回上一行的皇后（回溯），再试那个皇后的下一个格子。"},
    {"reset", "重置"},
    {"reset_title", "回到空棋盘"},
    {"back_title", "后退一步（←）"},
    {"play_title", "播放或暂停（空格）"},
    {"step_title", "前进一步（→）"},
    {"smaller", "缩小"},
    {"larger", "放大"},
    {"board_aria", "搜索的棋盘"},
    {"tree_aria", "搜索树"},
    {"methods_aria", "四种方法的工作量"},
    {"card_aria", "方案{0}"},
    {"back", "◀ 上一步"},
    {"step", "下一步 ▶"},
    {"play", "▶ 播放"},
    {"pause", "⏸ 暂停"},
    {"search", "搜索顺序"},
    {"by_rows", "按行"},
    {"by_columns", "按列"},
    {"speed", "速度"},
    {"speed_unit", "{0} 步/秒"},
    {"steps_of", "步，共"},
    {"nodes_visited", "访问的节点"},
    {"solutions_found", "找到的解"},
    {"legend",
     "阴影：正在放置的行。红圈：尝试后被拒绝的格子；红色的皇后和线：攻击它的皇后。蓝色：刚放置的皇后。"
     "按键：<kbd>空格</kbd> 播放/暂停，<kbd>←</kbd> <kbd>→</kbd> 单步。"},
    {"order_note",
     "按行（默认）：第 r 行的皇后放在某一列。按列（OpenJudge 2698 的顺序）：第 c 列的皇后放在某一行："
     "同一个搜索沿主对角线翻转，棋盘、标签、标记数组和程序都随之翻转。"},
    {"h_flags", "标记数组"},
    {"h_program", "程序"},
    {"pascal", "类 Pascal"},
    {"h_tree", "搜索树"},
    {"tree_lead",
     "深度是已放置的皇后数；一个节点的子节点从左到右是下一行的各个格子（节点中的数字：皇后所在的列）。"
     "红色短线：尝试后被拒绝的格子。走到死路时搜索回到父节点，父节点再试下一个子节点。绿色的叶子是解；"
     "当前节点和它的路径是蓝色的。点击节点或短线，播放器就跳到那一步。"},
    {"whole", "整棵树"},
    {"zoom", "缩放"},
    {"h_practice", "练习：自己放皇后"},
    {"lead_practice",
     "点击一个格子放一个皇后，再点一次把它拿走。你的皇后攻击的格子会加上阴影，互相攻击的每一对皇后都会被指出。"
     "计数告诉你还有多少个解包含你放的全部皇后；提示给出逐行回溯下一步会尝试的格子。"},
    {"practice_aria", "练习棋盘"},
    {"undo", "↶ 撤销"},
    {"undo_title", "撤销你的上一步"},
    {"clear", "空棋盘"},
    {"clear_title", "在空棋盘上重新开始"},
    {"hint", "提示"},
    {"hint_title", "回溯下一步会尝试的格子，以及它前面的格子为什么不行"},
    {"puzzle", "新题目"},
    {"puzzle_with", "给出"},
    {"puzzle_given", "个皇后"},
    {"legend_practice",
     "黑色：你的皇后。蓝色：题目给出的皇后，不能移动。红色：互相攻击的皇后。阴影：被皇后攻击的格子。绿圈：提示的格子"
     "。"},
    {"given_stays", "第 {0} 行的皇后是题目给出的，不能拿走（点“空棋盘”重新开始）。"},
    {"placed", "棋盘上的皇后：{0} 个，共需 {1} 个。"},
    {"no_solutions", "{0}×{0} 的棋盘没有解：总有两个皇后互相攻击。"},
    {"extend_all", "全部 {0} 个解都还可能，分属 {1} 个基本解的类。"},
    {"extend_none", "{0} 个解中没有一个包含你的皇后。"},
    {"extend_one", "{0} 个解中只有 1 个包含你的皇后，属于 {1} 个类中的 1 个。"},
    {"extend_many", "{1} 个解中有 {0} 个包含你的皇后，分属 {3} 个类中的 {2} 个。"},
    {"conflict", "第 {0} 行（第 {1} 列）和第 {2} 行（第 {3} 列）的皇后在同一{4}上。"},
    {"hint_conflict", "回溯从不把皇后放在被攻击的格子上：先拿走第 {0} 行或第 {1} 行的皇后。"},
    {"hint_done", "每一行都有皇后了：这个棋盘已经解好。"},
    {"hint_row", "第 {0} 行是第一个还没有皇后的行；回溯从第 1 列开始向右依次尝试。"},
    {"hint_attacked", "第 {0} 列：被{1}攻击"},
    {"by_queen", "第 {0} 行的皇后沿{1}"},
    {"and", "和"},
    {"hint_none_above", "第 {0} 行的每个格子都被攻击：回溯撤回上面第 {1} 行的皇后。"},
    {"hint_none", "第 {0} 行的每个格子都被攻击：请拿走你的一个皇后。"},
    {"hint_free", "第 {0} 列没有被攻击：回溯下一步把皇后放在第 {1} 行第 {0} 列，而且有包含你的皇后和它的解。"},
    {"hint_dead",
     "第 {0} 列没有被攻击：回溯下一步把皇后放在第 {1} 行第 {0} 列；但是没有解同时包含它和你的皇后，"
     "所以它下面的搜索会无功而返，回溯再试下一个格子。"},
    {"hint_good", "第 {0} 行中第一个属于某个解的格子在第 {1} 列。"},
    {"hint_no_good", "第 {0} 行没有一个格子能和你的皇后组成解：请拿走一个皇后。"},
    {"named", "解好了！你的棋盘是 {2} 列出的 {1} 个解中的方案{0}：{3}。"},
    {"named_formats", "在 {1} 格式中也是方案{0}，也是 OpenJudge 2754 的 b = {0}（{2}）"},
    {"named_openjudge", "在按列列出解的 OpenJudge 2698（{1}）中是第 {0} 个"},
    {"named_usaco_in", "USACO 和洛谷 P1219（{0}）只输出前 3 个解：你的解在其中"},
    {"named_usaco_out", "USACO 和洛谷 P1219（{0}）只输出前 3 个解：你的解不在其中"},
    {"named_class", "对称类：{1} 个类中的第 {0} 类，它的基本解是方案{2}（{3} 中的第 {0} 个）；这个类有 {4} 个解。"},
    {"named_fixed", "使你的棋盘不变的对称：{0}。"},
    {"member", "方案{0}：你的棋盘{1}"},
    {"h_methods", "四种方法的比较"},
    {"methods_lead",
     "每种方法在 <span class=\"n\"></span> 棋盘上检查的数量（与 <code>nqueens methods</code> 的计数相同），"
     "对数刻度：每个皇后任意格（(n²)ⁿ 种放置），每行一个皇后（nⁿ），每行每列一个皇后（n!），以及回溯，"
     "它只访问上面那棵树的节点（位运算回溯访问同样的节点，更快）。"},
    {"h_solutions", "所有的解"},
    {"only_fundamental", "只显示基本解"},
    {"title", "{0} 皇后：{0}×{0} 的棋盘"},
    {"doc_title", "{0} 皇后"},
    {"summary", "共 {0} 个解，其中 {2} 个基本解（每个对称类一个）。"},
    {"summary_tree", "回溯搜索树有 {0} 个节点（空棋盘、每个放置的皇后、作为叶子的解）。"},
    {"Row", "行"},
    {"Column", "列"},
    {"line_k", "第 {1} {0}"},
    {"empty", "空棋盘：搜索树的根。"},
    {"square", "第 {0} 行第 {1} 列"},
    {"cell", "第 {0} 行第 {1} 列"},
    {"place", "{0}：{1} 没有被攻击——放置皇后。"},
    {"backtrack", "{0}：{1} 之后的格子都试过了——撤回这个皇后（回溯）。"},
    {"solution", "方案{0}：{1}——{2} 个皇后都已放置。"},
    {"along", "{0}的皇后沿{1}"},
    {"comma", "，"},
    {"reject", "{0}：{1}被{2}攻击——冲突，拒绝。"},
    {"found", "已找到（第 1 到 {0} 行的皇后所在的列）："},
    {"found_columns", "已找到（第 1 到 {0} 列的皇后所在的行）："},
    {"flag_row", "row[r]：第 r 行有皇后"},
    {"flag_col", "col[c]：第 c 列有皇后"},
    {"flag_d1", "d1[r + c]：经过 (r, c) 的副对角线 ↙↗ 上有皇后"},
    {"flag_d2", "d2[r − c + n]：经过 (r, c) 的主对角线 ↖↘ 上有皇后"},
    {"flags_note",
     "这里的行和列与程序中一样从 1 开始：r + c 从 2 到 {0}，r − c + n 从 1 到 {1}。三次 O(1) 的检查代替了"
     "把格子与每个已放置的皇后比较。蓝色：已标记；圈出：当前这一步查看的格子（红色：已标记，所以这个格子被攻击）。"},
    {"root", "空棋盘"},
    {"leaf", "方案{0}"},
    {"node", "{1} 个皇后"},
    {"count", "{0} {1}"},
    {"gallery_lead",
     "所有的解按字典序排列。基本解（加框）是一个解在棋盘的旋转和翻转下的 8 "
     "个像中字典序最小的；它的类是它能变成的所有解，"
     "轨道大小是 8 除以使它不变的对称的个数。"},
    {"card", "方案{0}：{1}"},
    {"card_fundamental", "<span class=\"badge\">基本解</span> 第 {0} 类 · 轨道 {1}<br>不变的对称：{2}"},
    {"card_class", "第 {0} 类（见方案{1}）"},
};

// The comments of the page's programs, English → Chinese.
constexpr PageWord chinese_code[] = {
    {"// all false", "// 全为 false"},
    {"// q[@R]: the @C of the queen of @R", "// q[@R]：@R 上的皇后所在的 @C"},
    {"// place(1) starts", "// 从 place(1) 开始"},
    {"// a solution", "// 一个解（方案）"},
    {"// reject", "// 冲突，拒绝"},
    {"// place", "// 放置皇后"},
    {"// backtrack", "// 回溯"},
    {"{ try(1) starts the search }", "{ 从 try(1) 开始搜索 }"},
    {"{ a solution }", "{ 一个解（方案） }"},
    {"{ attacked: reject }", "{ 被攻击：拒绝 }"},
    {"{ backtrack }", "{ 回溯 }"},
};

// The words of the Chinese eight-queens tutorials (八皇后问题): 皇后, 行, 列, 主/副对角线,
// 放置, 回溯, 冲突, 方案 (one placement), 解 (the solutions counted).
constexpr Messages chinese = {
    .html_lang = "zh-CN",
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
    .board_heading = "方案{0}：{1}",
    .total_one = "共 {0} 个解",
    .total_many = "共 {0} 个解",
    .caption = "方案{0}：{1}",

    .methods_title = "n = {0}：每种方法的工作量、找到的解和单线程用时",
    .method_header = "方法",
    .examined_header = "检查数",
    .solutions_header = "解的个数",
    .time_header = "用时",
    .nodes = "个节点",
    .candidates = "个候选",
    .not_run = "未运行",
    .estimate = "≈ {0}（估计）",
    .microseconds = "{0} 微秒",
    .milliseconds = "{0} 毫秒",
    .seconds = "{0} 秒",
    .minutes = "{0} 分钟",
    .hours = "{0} 小时",
    .days = "{0} 天",
    .year = "{0} 年",
    .years = "{0} 年",
    .estimate_note =
        "≈：不能在 {0} 秒内完成的方法被停止；它的用时按它运行的速度估计，\n"
        "未完成的搜索的节点数用高德纳（1975）的随机探测估计。",
    .methods_note =
        "候选是逐个检验的完整放置；节点是搜索访问的部分放置，包括空棋盘。\n"
        "“每个皇后任意格”把每个解找到 n! 次（皇后的每种顺序一次），只计一次。",
    .every_square = "每个皇后任意格",
    .one_per_row = "每行一个皇后",
    .permutations = "每行每列一个皇后",
    .backtracking = "回溯",
    .bitboard = "位运算回溯",
    .symmetries = {"恒等", "顺时针旋转 90°", "旋转 180°", "顺时针旋转 270°", "左右翻转", "上下翻转", "沿主对角线翻转",
                   "沿副对角线翻转"},
    .page_words = chinese_page,
    .page_code = chinese_code,
};

}  // namespace

// In the order of the enums' values.
std::string_view Messages::line(Line l) const {
  const std::string_view names[] = {row, column, diagonal, anti_diagonal};
  return names[static_cast<int>(l)];
}

std::string_view Messages::method(Method m) const {
  const std::string_view names[] = {every_square, one_per_row, permutations, backtracking, bitboard};
  return names[static_cast<int>(m)];
}

std::string_view Messages::symmetry(Symmetry g) const {
  const std::string_view word = symmetries[static_cast<std::size_t>(g)];
  return word.empty() ? symmetry_name(g) : word;
}

const Messages& messages(Language language) { return language == Language::zh ? chinese : english; }

}  // namespace nqueens::io
