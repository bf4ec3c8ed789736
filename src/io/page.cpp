#include "nqueens/io/page.hpp"

#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "io/page_template.hpp"
#include "messages.hpp"
#include "nqueens/io/svg_board.hpp"
#include "nqueens/methods.hpp"
#include "nqueens/search_tree.hpp"
#include "nqueens/solve.hpp"
#include "nqueens/trace.hpp"

namespace nqueens::io {

namespace {

constexpr std::string_view data_slot = "/*NQUEENS_DATA*/";
constexpr std::string_view lang_slot = "/*NQUEENS_LANG*/";
constexpr std::string_view symbol_slot = "/*NQUEENS_QUEEN_SYMBOL*/";

// Fills one placeholder of the template; a template without it is a build mistake.
void fill(std::string& page, std::string_view slot, std::string_view text) {
  const auto at = page.find(slot);
  if (at == std::string::npos) throw std::logic_error(fmt::format("the page template lacks {}", slot));
  page.replace(at, slot.size(), text);
}

}  // namespace

struct PageWriter::Data {
  explicit Data(const Messages& words) : messages(words) {}
  const Messages& messages;
  nlohmann::json json = nlohmann::json::object();
  std::map<std::vector<int>, int> numbers;  // each solution's columns → its number, from 1
  std::vector<Placement> solutions;
};

PageWriter::PageWriter(Output& out, Language language) : out_(out), data_(std::make_unique<Data>(messages(language))) {}
PageWriter::~PageWriter() = default;

void PageWriter::begin(int n) {
  data_->json["n"] = n;
  data_->json["solutions"] = nlohmann::json::array();
  data_->json["trace"] = nlohmann::json::array();
  data_->json["methods"] = nlohmann::json::array();
  nlohmann::json symmetries = nlohmann::json::array();  // the order of each solution's "images"
  for (Symmetry g : all_symmetries) symmetries.push_back(symmetry_name(g));
  data_->json["symmetries"] = std::move(symmetries);
  // The words of a language other than English, by the template's keys; English is the
  // template's own. The names the data holds in English (lines, methods, units) are keys too.
  const Messages& m = data_->messages;
  if (m.page_words.empty()) return;
  nlohmann::json words = nlohmann::json::object();
  // A key given twice would lose one of its words without a trace.
  const auto add = [&words](std::string_view key, std::string_view text) {
    if (!words.emplace(std::string(key), text).second)
      throw std::logic_error(fmt::format("the page's words give the key '{}' twice", key));
  };
  for (const PageWord& w : m.page_words) add(w.key, w.text);
  for (Reach l : {Reach::row, Reach::column, Reach::diagonal, Reach::anti_diagonal}) add(reach_name(l), m.line(l));
  for (Method method : all_methods) add(method_name(method), m.method(method));
  for (Symmetry g : all_symmetries) add(symmetry_name(g), m.symmetry(g));
  add("nodes", m.nodes);
  add("candidates", m.candidates);
  nlohmann::json code = nlohmann::json::object();
  for (const PageWord& w : m.page_code) code[std::string(w.key)] = w.text;
  words["code"] = std::move(code);
  data_->json["words"] = std::move(words);
}

void PageWriter::solution(const Placement& p, const SymmetryClass& s) {
  nlohmann::json columns = nlohmann::json::array();
  for (int c : p.columns) columns.push_back(c + 1);
  nlohmann::json fixed_by = nlohmann::json::array();
  for (Symmetry g : s.stabilizer) fixed_by.push_back(symmetry_name(g));
  data_->json["solutions"].push_back({{"columns", columns},
                                      {"fundamental", s.fundamental},
                                      {"class", s.class_number},
                                      {"representative", s.representative},
                                      {"orbit", s.orbit},
                                      {"fixed_by", fixed_by}});
  data_->solutions.push_back(p);
  data_->numbers.emplace(p.columns, static_cast<int>(data_->solutions.size()));
}

void PageWriter::event(const TraceEvent& e, const Placement&) {
  static constexpr const char* kinds[] = {"p", "r", "b", "s"};
  nlohmann::json step = {kinds[static_cast<int>(e.step)], e.square.row, e.square.column};
  if (e.step == TraceStep::reject) {
    nlohmann::json attacks = nlohmann::json::array();
    for (const Attack& a : e.attacks) attacks.push_back({a.first.row, a.first.column, reach_name(a.reach)});
    step.push_back(attacks);
  }
  if (e.step == TraceStep::solution) step.push_back(e.index);
  data_->json["trace"].push_back(std::move(step));
}

void PageWriter::tree(const std::vector<TreeNode>& tree) {
  nlohmann::json nodes = nlohmann::json::array();
  for (const TreeNode& node : tree) {
    nlohmann::json rejected = nlohmann::json::array();
    for (const RejectedSquare& r : node.rejected) rejected.push_back({r.column, r.step});
    nodes.push_back({node.parent, node.column, node.enter, node.leave, node.solution, rejected});
  }
  data_->json["tree"] = std::move(nodes);
}

void PageWriter::method(Method m, const std::string& work) {
  data_->json["methods"].push_back(
      {{"name", method_name(m)}, {"unit", counts_nodes(m) ? "nodes" : "candidates"}, {"count", work}});
}

void PageWriter::end(const TraceTotals& totals) {
  // Each solution's images under the symmetries, by number: what the practice board names a
  // finished board's class and its OpenJudge 2698 number (the transpose's) by.
  nlohmann::json& solutions = data_->json["solutions"];
  for (std::size_t i = 0; i < data_->solutions.size(); ++i) {
    nlohmann::json images = nlohmann::json::array();
    for (Symmetry g : all_symmetries) images.push_back(data_->numbers.at(apply(g, data_->solutions[i]).columns));
    solutions[i]["images"] = std::move(images);
  }
  data_->json["totals"] = {{"nodes", totals.nodes()},
                           {"nodes_per_depth", totals.nodes_per_depth},
                           {"rejects", totals.rejects},
                           {"solutions", totals.solutions}};
  std::string json = data_->json.dump();
  // Inside <script>, "</" could end the element early; JSON allows "<\/" for it.
  for (auto at = json.find("</"); at != std::string::npos; at = json.find("</", at)) json.replace(at, 2, "<\\/");
  std::string page(page_template);
  fill(page, lang_slot, data_->messages.html_lang);
  fill(page, symbol_slot, queen_symbol_svg());
  fill(page, data_slot, json);
  out_.write(page);
  out_.end_record();
}

void write_page(Output& out, int n, Language language) {
  if (n < 1 || n > max_page_n)
    throw std::invalid_argument(fmt::format("a page takes n from 1 to {}, got {}", max_page_n, n));
  PageWriter page(out, language);
  page.begin(n);
  for_each_solution_with_class(n, [&](const Placement& p, const SymmetryClass& s) {
    page.solution(p, s);
    return true;
  });
  const TraceTotals totals = trace_search(n, [&](const TraceEvent& e, const Placement& board) {
    page.event(e, board);
    return true;
  });
  page.tree(search_tree(n));
  // The work of each method, exact, as `nqueens methods` reports it: the candidates of
  // generate-and-test; for both searches the nodes of the tree they visit.
  for (Method m : all_methods) page.method(m, counts_nodes(m) ? std::to_string(totals.nodes()) : candidate_count(m, n));
  page.end(totals);
}

}  // namespace nqueens::io
