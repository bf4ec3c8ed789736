#include "find/min_conflicts.hpp"

#include <utility>
#include <vector>

#include "core/random.hpp"

namespace nqueens::find_engine {

namespace {

// How many random columns a row of the greedy start tries before it settles for a conflict.
constexpr int start_tries = 64;
// How many random partners a conflicted queen tries before a random (noise) swap.
constexpr int repair_tries = 128;
// Queens placed, or swaps tried, between two looks at the budget: about a millisecond's work.
constexpr std::uint64_t poll_interval = 1 << 16;

// A permutation of columns with the number of queens on each diagonal, kept up to date as
// queens move. The rows hold a permutation throughout, so rows and columns never conflict;
// the collisions are the queens beyond the first on each diagonal and anti-diagonal.
class Queens {
 public:
  explicit Queens(int n)
      : n_(n),
        columns_(static_cast<std::size_t>(n)),
        diagonals_(2 * static_cast<std::size_t>(n) - 1, 0),
        anti_diagonals_(2 * static_cast<std::size_t>(n) - 1, 0) {
    for (int r = 0; r < n; ++r) columns_[r] = r;
  }

  int column(int r) const { return columns_[r]; }
  std::int64_t collisions() const { return collisions_; }
  bool square_is_free(int r, int c) const { return diagonal(r, c) == 0 && anti_diagonal(r, c) == 0; }
  bool attacked(int r) const {
    const int c = columns_[r];
    return diagonal(r, c) > 1 || anti_diagonal(r, c) > 1;
  }

  // Puts the queen of row r on the board (the greedy start places rows one by one).
  void enter(int r) { add(r, columns_[r]); }
  // Exchanges the columns of rows a and b before either is on the board.
  void exchange_columns(int a, int b) { std::swap(columns_[a], columns_[b]); }

  // Exchanges the columns of the queens of rows a != b; returns the change in collisions.
  std::int64_t swap(int a, int b) {
    const int ca = columns_[a], cb = columns_[b];
    std::int64_t change = -remove(a, ca) - remove(b, cb);
    change += add(a, cb) + add(b, ca);
    columns_[a] = cb;
    columns_[b] = ca;
    return change;
  }

  Placement placement() && { return Placement{n_, std::move(columns_)}; }

 private:
  std::uint32_t& diagonal(int r, int c) { return diagonals_[static_cast<std::size_t>(r - c + n_ - 1)]; }
  std::uint32_t& anti_diagonal(int r, int c) { return anti_diagonals_[static_cast<std::size_t>(r + c)]; }
  std::uint32_t diagonal(int r, int c) const { return diagonals_[static_cast<std::size_t>(r - c + n_ - 1)]; }
  std::uint32_t anti_diagonal(int r, int c) const { return anti_diagonals_[static_cast<std::size_t>(r + c)]; }
  // Each returns the collisions the queen adds or removes (0, 1 or 2).
  std::int64_t add(int r, int c) {
    const std::int64_t k = (diagonal(r, c)++ > 0) + (anti_diagonal(r, c)++ > 0);
    collisions_ += k;
    return k;
  }
  std::int64_t remove(int r, int c) {
    const std::int64_t k = (--diagonal(r, c) > 0) + (--anti_diagonal(r, c) > 0);
    collisions_ -= k;
    return k;
  }

  int n_;
  std::vector<int> columns_;
  std::vector<std::uint32_t> diagonals_;       // index r - c + n - 1
  std::vector<std::uint32_t> anti_diagonals_;  // index r + c
  std::int64_t collisions_ = 0;
};

// Sosic & Gu's QS4 start: row by row, take a random column among those left whose diagonals are
// free; after a few failed tries take any. Nearly every row finds a free square, so only a
// handful of queens are attacked. Returns the rows that settled for an attacked square, or
// false if the budget was spent first (it sees the queens placed as steps: millions of rows
// take seconds).
bool greedy_start(Queens& q, int n, core::Random& random, core::SearchBudget& budget, std::vector<int>& attacked) {
  for (int r = 0; r < n; ++r) {
    if (static_cast<std::uint64_t>(r + 1) % poll_interval == 0 && budget.spent(static_cast<std::uint64_t>(r), 0))
      return false;
    const auto left = static_cast<std::uint64_t>(n - r);
    for (int t = 0; t < start_tries; ++t) {
      const int other = r + static_cast<int>(random.below(left));
      q.exchange_columns(r, other);
      if (q.square_is_free(r, q.column(r))) break;
    }
    if (!q.square_is_free(r, q.column(r))) attacked.push_back(r);
    q.enter(r);
  }
  return true;
}

}  // namespace

// The repair keeps a queue of rows that may be attacked: every collision involves a queen that
// moved onto an attacked square, and such a queen is queued when it moves, so the queue holds
// a member of every colliding pair. A queued queen that is attacked tries random partners for
// a swap that lowers the collisions; if none does, it makes a random swap (noise), which lets
// the search leave local minima on small boards.
LocalSearchResult min_conflicts(int n, std::uint64_t seed, std::uint64_t max_steps, core::SearchBudget& budget) {
  core::Random random(seed);
  Queens q(n);
  LocalSearchResult result;
  std::vector<int> queue;
  if (!greedy_start(q, n, random, budget, queue)) return result;
  std::size_t head = 0;
  const auto rows = static_cast<std::uint64_t>(n);
  std::uint64_t next_poll = poll_interval;
  while (q.collisions() > 0 && result.steps < max_steps) {
    if (result.steps >= next_poll) {
      next_poll = result.steps + poll_interval;
      if (budget.spent(result.steps, 0)) break;
    }
    if (head == queue.size()) {
      // Every queued queen is safe yet collisions remain: cannot happen by the invariant, but
      // a full rescan keeps the search sound rather than stuck.
      queue.clear();
      head = 0;
      for (int r = 0; r < n; ++r)
        if (q.attacked(r)) queue.push_back(r);
    }
    const int r = queue[head++];
    if (!q.attacked(r)) continue;
    int partner = r;
    for (int t = 0; t < repair_tries && result.steps < max_steps; ++t) {
      const int other = static_cast<int>(random.below(rows));
      if (other == r) continue;
      ++result.steps;
      if (q.swap(r, other) < 0) {
        partner = other;
        break;
      }
      q.swap(r, other);  // undo
    }
    if (partner == r && result.steps < max_steps) {
      partner = static_cast<int>(random.below(rows - 1));
      if (partner >= r) ++partner;
      q.swap(r, partner);
      ++result.steps;
    }
    if (q.attacked(r)) queue.push_back(r);
    if (partner != r && q.attacked(partner)) queue.push_back(partner);
    if (head > queue.size() / 2 && head > 1024) {
      queue.erase(queue.begin(), queue.begin() + static_cast<std::ptrdiff_t>(head));
      head = 0;
    }
  }
  if (q.collisions() == 0) result.solution = std::move(q).placement();
  return result;
}

}  // namespace nqueens::find_engine
