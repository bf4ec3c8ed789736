#pragma once
// `nqueens page`: one self-contained HTML file with the gallery of the solutions and a player
// of the backtracking search (the template is src/io/page/template.html).

#include <memory>
#include <string>
#include <vector>

#include "nqueens/io/language.hpp"
#include "nqueens/io/output.hpp"
#include "nqueens/io/trace_writers.hpp"
#include "nqueens/methods.hpp"
#include "nqueens/search_tree.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/symmetry.hpp"

namespace nqueens::io {

// Collects the solutions (through solution()) and the steps of the traced search (as a
// TraceWriter) and writes the whole page at end(). The trace is embedded as JSON, one array
// per step with 0-based rows and columns: ["p", row, column], ["r", row, column,
// [[row, column, line], ...]], ["b", row, column], ["s", row, column, number]. The tree (given
// by tree()) is one array per node in depth-first order: [parent, column, enter, leave,
// solution, [[column, step], ...]] (see TreeNode); each method (method()) an object with its
// name, its unit ("candidates" or "nodes") and its exact work as a decimal string. Each solution
// also holds "images": the numbers (from 1) of its images under the symmetries, in the order of
// the data's "symmetries" (their names), which the practice board names a solved board's class
// and OpenJudge 2698's number by (the transpose's). In a language other than English the data also
// holds "words": the template's texts in that language by key.
class PageWriter final : public TraceWriter {
 public:
  // Writes the page to `out` at end(), its words in `language`.
  explicit PageWriter(Output& out, Language language = Language::en);
  ~PageWriter() override;
  // Starts the page of the n×n board.
  void begin(int n) override;
  // Adds a solution of the board and its symmetry class (the images' numbers).
  void solution(const Placement& p, const SymmetryClass& symmetry);
  // Adds one step of the traced search.
  void event(const TraceEvent& e, const Placement& board) override;
  // Adds the search tree (search_tree.hpp), one TreeNode a node in depth-first order.
  void tree(const std::vector<TreeNode>& tree);
  // Adds a method of the comparison and its exact work (a decimal string).
  void method(Method m, const std::string& work);
  // Writes the whole page, with the search's totals.
  void end(const TraceTotals& totals) override;

 private:
  struct Data;
  Output& out_;
  std::unique_ptr<Data> data_;
};

// The largest n of a page: the n = 9 page embeds a trace of about 80 000 steps and its tree
// (3.7 MB); n = 10 would be five times as large for a search no one watches to the end. The
// practice board counts and names from the embedded solutions (Q(9) = 352); a larger bound would
// embed Q(n) of them (14 200 for n = 12, about half a megabyte more), past which the page would
// have to search in the browser instead.
inline constexpr int max_page_n = 9;

// Writes the whole page of the n×n board: every solution with its symmetry class, then the
// traced search, its texts in `language`. Throws std::invalid_argument if n < 1 or n > max_page_n.
void write_page(Output& out, int n, Language language = Language::en);

}  // namespace nqueens::io
