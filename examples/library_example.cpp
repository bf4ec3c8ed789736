// nqueens as a library: count Q(12) with progress, list the fundamental solutions of 8 queens,
// verify a placement, find a solution under rules. Build it against the installed package
// (README.md, "Using the library").
#include <cstdio>

#include "nqueens/count.hpp"
#include "nqueens/find.hpp"
#include "nqueens/observer.hpp"
#include "nqueens/placement.hpp"
#include "nqueens/solve.hpp"

// Prints the running totals (the same type count returns). The engine calls it from its worker
// threads, one call at a time, about four times a second, and once more at the end.
class ShowProgress : public nqueens::Observer {
 public:
  void on_progress(const nqueens::CountResult& p) override {
    std::printf("%llu of %llu work units, %s solutions so far, %.2f s\n", static_cast<unsigned long long>(p.units_done),
                static_cast<unsigned long long>(p.units_total), nqueens::to_string(p.solutions).c_str(), p.seconds);
  }
};

int main() {
  ShowProgress progress;
  const nqueens::CountResult q12 = nqueens::count(12, {.observer = &progress});
  // Totals are 128-bit (nqueens::u128), which printf does not print: to_string does (so do fmt,
  // and iostreams after `using nqueens::operator<<;`).
  std::printf("Q(12) = %s, fundamental %s\n", nqueens::to_string(q12.solutions).c_str(),
              nqueens::to_string(q12.fundamental).c_str());

  std::printf("The fundamental solutions of 8 queens (the column of the queen in each row):\n");
  for (const nqueens::Placement& p : nqueens::solutions(8, nqueens::Solutions::fundamental)) {
    for (int column : p.columns) std::printf(" %d", column + 1);  // 0-based in the library
    std::printf("\n");
  }

  const nqueens::Placement p{8, {0, 2, 4, 6, 1, 3, 5, 7}};
  const nqueens::Conflicts conflicts = nqueens::find_attacks(p);  // every attacking pair
  std::printf("1 3 5 7 2 4 6 8 is %sa solution\n", nqueens::is_solution(p) ? "" : "not ");
  for (const nqueens::Attack& a : conflicts.listed)
    std::printf("  rows %d and %d: same %s\n", a.first.row + 1, a.second.row + 1, nqueens::reach_name(a.reach));

  // One entry point per question, for the classic board and any rules: here 8 queens with the
  // corner squares blocked (CSPLib 80), decided by the fastest search there is for them.
  const nqueens::Rules corners{.n = 8, .blocked = {{0, 0}, {0, 7}, {7, 0}, {7, 7}}};
  const nqueens::FindResult r = nqueens::find_solution(corners);
  std::printf("with the corners blocked: %s\n", r.outcome == nqueens::Outcome::found ? "a solution" : "none");
}
