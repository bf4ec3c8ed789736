#include "nqueens/methods.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <numeric>
#include <random>
#include <stdexcept>
#include <vector>

#include "core/bitboard.hpp"
#include "core/validate.hpp"

namespace nqueens {

namespace {

// A whole number in decimal limbs of 10^9, least significant first: just enough arithmetic
// (products of small factors) for counts such as 1024^32, which outgrow every machine word.
class Decimal {
 public:
  explicit Decimal(std::uint32_t value) : limbs_{value} {}
  Decimal& operator*=(std::uint32_t factor) {
    std::uint64_t carry = 0;
    for (std::uint32_t& limb : limbs_) {
      const std::uint64_t v = std::uint64_t{limb} * factor + carry;
      limb = static_cast<std::uint32_t>(v % base);
      carry = v / base;
    }
    for (; carry != 0; carry /= base) limbs_.push_back(static_cast<std::uint32_t>(carry % base));
    return *this;
  }
  std::string str() const {
    std::string s = std::to_string(limbs_.back());
    for (auto it = limbs_.rbegin() + 1; it != limbs_.rend(); ++it) {
      const std::string limb = std::to_string(*it);
      s += std::string(9 - limb.size(), '0') + limb;  // each lower limb is 9 digits, zeros included
    }
    return s;
  }

 private:
  static constexpr std::uint64_t base = 1'000'000'000;
  std::vector<std::uint32_t> limbs_;
};

// The number of candidates as a double, for deciding whether a run can finish.
double candidates_as_double(Method m, int n) {
  switch (m) {
    case Method::every_square:
      return std::pow(double(n) * n, n);
    case Method::one_per_row:
      return std::pow(double(n), n);
    case Method::permutations:
      return std::tgamma(n + 1.0);
    default:
      return 0;
  }
}

// Stops a run after its budget, early when a run of known size cannot finish within it, or when
// the observer (if any) asks; shows the observer the run's progress at each look.
class Deadline {
 public:
  Deadline(double budget, double total, SearchObserver* observer)
      : budget_(budget), total_(total), observer_(observer) {}
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  bool expired(u128 done, u128 solutions) const {
    const double t = elapsed();
    if (observer_ != nullptr) {
      observer_->on_search_progress(
          {static_cast<std::uint64_t>(std::min<u128>(done, ~std::uint64_t(0))), solutions, t});
      if (observer_->stop_requested()) return true;
    }
    if (t > budget_) return true;
    // A twentieth of the budget is a fair sample of the rate.
    if (total_ == 0 || t < budget_ / 20) return false;
    const double rate = static_cast<double>(done) / t;
    return total_ / rate > budget_;
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double budget_;
  double total_;
  SearchObserver* observer_;
};

// How often (in steps, a power of two) a run looks at the clock.
constexpr std::uint64_t clock_stride = 1 << 14;

bool attack(int row1, int column1, int row2, int column2) {
  return row1 == row2 || column1 == column2 || row1 - column1 == row2 - column2 || row1 + column1 == row2 + column2;
}

// Tests candidates one after another: `square(q, i)` gives queen i's (row, column), `next(q)`
// moves to the next candidate and returns false after the last.
template <class Square, class Next>
MethodRun generate_and_test(Method m, int n, std::vector<int> q, double budget, SearchObserver* observer, Square square,
                            Next next) {
  MethodRun run{m};
  const Deadline deadline(budget, candidates_as_double(m, n), observer);
  // every_square finds each solution once per order of its n identical queens.
  u128 orders = 1;
  if (m == Method::every_square)
    for (int i = 2; i <= n; ++i) orders *= static_cast<unsigned>(i);
  u128 valid = 0;
  do {
    ++run.examined;
    bool ok = true;
    for (int i = 0; i < n && ok; ++i)
      for (int j = i + 1; j < n && ok; ++j) {
        const auto [ri, ci] = square(q, i);
        const auto [rj, cj] = square(q, j);
        ok = !attack(ri, ci, rj, cj);
      }
    valid += ok;
    if (run.examined % clock_stride == 0 && deadline.expired(run.examined, valid / orders)) {
      run.complete = false;
      break;
    }
  } while (next(q));
  run.seconds = deadline.elapsed();
  run.solutions = valid / orders;
  return run;
}

// Advances the digits of q, each in [0, radix), as an odometer; false after the last.
bool odometer(std::vector<int>& q, int radix) {
  for (auto i = q.size(); i-- > 0;) {
    if (++q[i] < radix) return true;
    q[i] = 0;
  }
  return false;
}

// The textbook backtracking (Wirth's): one flag per column, diagonal and anti-diagonal.
class Backtracker {
 public:
  Backtracker(int n, double budget, SearchObserver* observer)
      : n_(n), deadline_(budget, 0, observer), column_(n, 0), diagonal_(2 * n - 1, 0), anti_diagonal_(2 * n - 1, 0) {}
  MethodRun run() {
    run_.method = Method::backtracking;
    run_.examined = 1;  // the root
    fill(0);
    run_.seconds = deadline_.elapsed();
    return run_;
  }

 private:
  void fill(int row) {
    if (row == n_) {
      ++run_.solutions;
      return;
    }
    for (int c = 0; c < n_ && run_.complete; ++c) {
      char& col = column_[c];
      char& diag = diagonal_[row - c + n_ - 1];
      char& anti = anti_diagonal_[row + c];
      if (col || diag || anti) continue;
      if (++run_.examined % clock_stride == 0 && deadline_.expired(run_.examined, run_.solutions))
        run_.complete = false;
      col = diag = anti = 1;
      fill(row + 1);
      col = diag = anti = 0;
    }
  }

  int n_;
  Deadline deadline_;
  std::vector<char> column_, diagonal_, anti_diagonal_;
  MethodRun run_;
};

// The bitboard kernel over the same tree: the top `split` rows here, each subtree below them
// counted whole by core::count_completions, the clock read between subtrees. Subtrees of at
// most 12 rows take milliseconds, so the budget holds for every n.
class BitboardRun {
 public:
  BitboardRun(int n, double budget, SearchObserver* observer)
      : n_(n), deadline_(budget, 0, observer), split_(std::min(n, std::max(3, n - 12))) {}
  MethodRun run() {
    run_.method = Method::bitboard;
    run_.examined = 1;
    descend(0, {});
    run_.seconds = deadline_.elapsed();
    return run_;
  }

 private:
  void descend(int row, core::Frontier<std::uint32_t> f) {
    if (row == split_) {
      std::uint64_t nodes = 0;
      run_.solutions += core::count_completions<std::uint32_t>(n_, n_ - row, f, nodes);
      run_.examined += nodes;
      if (deadline_.expired(run_.examined, run_.solutions)) run_.complete = false;
      return;
    }
    const std::uint32_t full = core::board_mask<std::uint32_t>(n_);
    for (std::uint32_t free = full & ~f.attacked(); free != 0 && run_.complete; free &= free - 1) {
      const std::uint32_t bit = free & -free;
      ++run_.examined;
      descend(row + 1, f.place(bit));
    }
  }

  int n_;
  Deadline deadline_;
  int split_;
  MethodRun run_;
};

}  // namespace

std::string_view method_name(Method m) {
  switch (m) {
    case Method::every_square:
      return "every square for every queen";
    case Method::one_per_row:
      return "one queen per row";
    case Method::permutations:
      return "one queen per row and column";
    case Method::backtracking:
      return "backtracking";
    case Method::bitboard:
      return "bitboard backtracking";
  }
  return "?";
}

bool counts_nodes(Method m) { return m == Method::backtracking || m == Method::bitboard; }

std::string candidate_count(Method m, int n) {
  core::require_board_size(n, max_method_n, "candidate_count");
  if (counts_nodes(m)) return "";
  const auto un = static_cast<std::uint32_t>(n);
  Decimal d(1);
  for (std::uint32_t i = 1; i <= un; ++i) d *= m == Method::every_square ? un * un : m == Method::one_per_row ? un : i;
  return d.str();
}

MethodRun run_method(Method m, int n, double budget_seconds, SearchObserver* observer) {
  core::require_board_size(n, max_method_n, "run_method");
  if (!(budget_seconds > 0)) throw std::invalid_argument("the time budget must be positive");
  const auto size = static_cast<std::size_t>(n);
  switch (m) {
    case Method::every_square:
      return generate_and_test(
          m, n, std::vector<int>(size, 0), budget_seconds, observer,
          [n](const std::vector<int>& q, int i) {
            return std::pair{q[i] / n, q[i] % n};
          },
          [n](std::vector<int>& q) { return odometer(q, n * n); });
    case Method::one_per_row:
      return generate_and_test(
          m, n, std::vector<int>(size, 0), budget_seconds, observer,
          [](const std::vector<int>& q, int i) {
            return std::pair{i, q[i]};
          },
          [n](std::vector<int>& q) { return odometer(q, n); });
    case Method::permutations: {
      std::vector<int> identity(size);
      std::iota(identity.begin(), identity.end(), 0);
      return generate_and_test(
          m, n, identity, budget_seconds, observer,
          [](const std::vector<int>& q, int i) {
            return std::pair{i, q[i]};
          },
          [](std::vector<int>& q) { return std::next_permutation(q.begin(), q.end()); });
    }
    case Method::backtracking:
      return Backtracker(n, budget_seconds, observer).run();
    case Method::bitboard:
      return BitboardRun(n, budget_seconds, observer).run();
  }
  throw std::invalid_argument("unknown method");
}

double estimate_tree_nodes(int n, int probes, std::uint64_t seed) {
  core::require_board_size(n, max_method_n, "estimate_tree_nodes");
  if (probes < 1) throw std::invalid_argument("the estimate needs at least one probe");
  std::mt19937_64 rng(seed);
  const std::uint32_t full = core::board_mask<std::uint32_t>(n);
  double sum = 0;
  for (int p = 0; p < probes; ++p) {
    core::Frontier<std::uint32_t> f;
    double estimate = 1, product = 1;
    for (int row = 0; row < n; ++row) {
      std::uint32_t free = full & ~f.attacked();
      const int k = std::popcount(free);
      if (k == 0) break;
      product *= k;
      estimate += product;
      for (auto skip = std::uniform_int_distribution<int>(0, k - 1)(rng); skip > 0; --skip) free &= free - 1;
      f = f.place(free & -free);
    }
    sum += estimate;
  }
  return sum / probes;
}

}  // namespace nqueens
