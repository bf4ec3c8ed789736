#pragma once
// The loops of DisjointPairs::assign and count and of the join of quarters, compiled once per
// instruction set by the pair_kernel_*.cpp files (internal). Everything here has internal linkage, so each copy keeps
// its own code.

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/fast/disjoint_pairs.hpp"
#include "core/fast/half_board.hpp"

namespace nqueens::core::fast {
namespace {

// The pair-counting loop, over the vector type of an instruction set: Vector::Sum is a running
// count of bits, whatever form it takes (words a lane, or a carry-save adder), read through
// Vector::total; Vector::sweep(sum, rows, size) returns `sum` plus, for each query t < size, the
// bits of the OR of its rows of a chunk (rows.row(j, t) for group j); Vector::HalfSum,
// Vector::sweep_half and Vector::half_total do the same for the first lanes / 2 words of each row
// (a segment). Groups is a constant so that the OR unrolls. Queries are taken a tile at a time and
// their rows' offsets found once: each chunk is then read by the whole tile while it is in the
// first-level cache, rather than by each query from the second level.
constexpr std::size_t tile = DisjointPairs::query_tile;

// A tile's queries' rows are found through their packed row offsets (DisjointPairs::packer):
// handed to the kernel so, or packed here a tile at a time. A field is rotated out
// (rotate_right), which BMI2's rorx does with an immediate count into another register: no copy
// of the word a group.
template <int Groups>
constexpr int offset_words = (Groups + packed_fields - 1) / packed_fields;
template <int Groups>
using TileOffsets = std::array<std::array<std::uint64_t, tile>, offset_words<Groups>>;
// The calling thread's tile offsets, through a call the compiler cannot see into. The library is
// compiled position-independent, where every use of a thread_local is a call to __tls_get_addr
// as far as the compiler knows (the linker turns it into a register read in an executable):
// reached directly, GCC re-derived the address inside the kernel's loops, with a vzeroupper and
// the vector registers spilled to the stack around it.
template <int Groups>
[[gnu::noinline]] TileOffsets<Groups>& thread_tile_offsets() {
  thread_local TileOffsets<Groups> offsets;
  return offsets;
}

// std::rotr's work with internal linkage, as everything here: std::rotr is one inline function for
// the whole program, which an unoptimised build emits out of line in each kernel file, the
// linker keeping one copy, perhaps one compiled with BMI2 for the portable kernels.
constexpr std::uint64_t rotate_right(std::uint64_t word, int count) {
  return count == 0 ? word : word >> count | word << (64 - count);
}

// The rows of some of a tile's queries in one chunk or segment: its groups' first rows and the
// queries' packed offsets past them. Passed by value to the sweeps, which keep them in registers
// (up to 6 groups).
template <int Groups>
struct ChunkRows {
  std::array<const std::uint64_t*, Groups> group;  // group j's first row
  // The first query's word 0; its word w, tile words on (packed here: past 6 groups, 2 words).
  const std::uint64_t* packed;
  // Query t's row of group j.
  const std::uint64_t* row(int j, std::size_t t) const {
    constexpr std::uint64_t field = (std::uint64_t{1} << packed_field_bits) - 1;
    return group[j] +
           (rotate_right(packed[j / packed_fields * tile + t], packed_field_bits * (j % packed_fields)) & field);
  }
};

template <class Vector, int Groups>
std::uint64_t count_with_groups(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                const std::vector<SegmentRange>& ranges, QueryForm form) {
  std::array<int, Groups> shift;
  std::array<std::uint64_t, Groups> mask, first_word;
  for (int j = 0; j < Groups; ++j) {
    const BitGroup& group = stored.layout()[j];
    shift[j] = group.shift;
    mask[j] = (std::uint64_t{1} << group.bits) - 1;
    first_word[j] = group.first_row * DisjointPairs::lanes;
    assert(group.bits <= max_group_bits && first_word[j] + mask[j] * DisjointPairs::lanes < stored.chunk_words());
  }
  const std::size_t chunk_words = stored.chunk_words();
  const std::uint64_t* table = stored.table();
  TileOffsets<Groups>& offsets = thread_tile_offsets<Groups>();
  // Packs the row offsets of a tile's queries; word by word, so that it vectorises.
  auto fill_offsets = [&](const std::uint64_t* from, std::size_t size) {
    for (int w = 0; w < offset_words<Groups>; ++w)
      for (std::size_t t = 0; t < size; ++t) {
        std::uint64_t word = 0;
        for (int j = w * packed_fields; j < std::min(Groups, (w + 1) * packed_fields); ++j)
          word |= ((from[t] >> shift[j]) & mask[j]) << packed_value_shift(j);
        offsets[w][t] = word;
      }
  };
  assert(form == QueryForm::plain || offset_words<Groups> == 1);
  // The tile's packed offsets: the queries themselves where they come packed.
  const std::uint64_t* packed = offsets[0].data();
  // The rows of the chunk or segment from word `first` of the table.
  auto rows_from = [&](const std::uint64_t* first) {
    ChunkRows<Groups> at{{}, packed};
    for (int j = 0; j < Groups; ++j) at.group[j] = first + first_word[j];
    return at;
  };
  typename Vector::Sum conflicting = Vector::zero();
  typename Vector::HalfSum half_conflicting = Vector::half_zero();  // of the segments swept alone
  for (std::size_t first = 0; first < count; first += tile) {
    const std::size_t size = std::min(count - first, tile);
    if (form == QueryForm::packed)
      packed = queries + first;
    else
      fill_offsets(queries + first, size);
    for (const SegmentRange& range : ranges) {
      assert(range.first <= range.last && range.last <= 2 * stored.chunks());
      std::size_t segment = range.first;
      // A segment alone: a range's first if it is a chunk's second half, or its last if it is a
      // chunk's first.
      auto sweep_segment = [&](std::size_t s) {
        const std::uint64_t* half = table + s / 2 * chunk_words + s % 2 * (DisjointPairs::lanes / 2);
        half_conflicting = Vector::template sweep_half<Groups>(half_conflicting, rows_from(half), size);
      };
      if (segment % 2 == 1 && segment < range.last) sweep_segment(segment++);
      for (; segment + 2 <= range.last; segment += 2)
        conflicting = Vector::template sweep<Groups>(conflicting, rows_from(table + segment / 2 * chunk_words), size);
      if (segment < range.last) sweep_segment(segment);
    }
  }
  std::uint64_t segments = 0;
  for (const SegmentRange& range : ranges) segments += range.last - range.first;
  return DisjointPairs::segment_patterns * segments * count - Vector::total(conflicting) -
         Vector::half_total(half_conflicting);
}

template <class Vector, int Groups = 1>
std::uint64_t count_disjoint_pairs(const DisjointPairs& stored, const std::uint64_t* queries, std::size_t count,
                                   const std::vector<SegmentRange>& ranges, QueryForm form) {
  if constexpr (Groups < DisjointPairs::max_groups) {
    if (stored.groups() != Groups)
      return count_disjoint_pairs<Vector, Groups + 1>(stored, queries, count, ranges, form);
  }
  return count_with_groups<Vector, Groups>(stored, queries, count, ranges, form);
}

// Calls join.template operator()<Outside>() with Outside whether the placements' outside lines come
// in words of their own (Placements: both or neither), a second test a pair.
template <class Join>
std::size_t with_outside_words(const Placements& north, [[maybe_unused]] const Placements& south, Join&& join) {
  assert((north.outside == nullptr) == (south.outside == nullptr));
  return north.outside == nullptr ? join.template operator()<false>() : join.template operator()<true>();
}

// The joins of `Steps` (Steps::join_small<Blocks, Outside>, which join a group of more than Step *
// (Blocks - 1) and at most Step * Blocks south placements, loaded once and unrolled), one for each
// number of steps up to 32 placements.
template <class Steps, std::uint32_t Step, bool Outside, int... Blocks>
constexpr std::array<JoinKernel, sizeof...(Blocks)> small_joins(std::integer_sequence<int, Blocks...>) {
  return {&Steps::template join_small<Blocks + 1, Outside>...};
}

// The join of half_board.hpp over such a kernel, for one layout of the placements: a group of up
// to 32 south placements goes to the join for its number of steps, through a table (most groups
// are that small: n = 18, 8 to 31 placements), and a larger one 32 at a time for each north
// placement in turn.
template <class Steps, std::uint32_t Step, bool Outside>
std::size_t join_groups(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                        const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out) {
  constexpr std::uint32_t most = 32;
  static_assert(most % Step == 0);
  static constexpr auto small =
      small_joins<Steps, Step, Outside>(std::make_integer_sequence<int, static_cast<int>(most / Step)>{});
  const std::size_t steps = (last - first + Step - 1) / Step;
  if (steps >= 1 && steps <= small.size())
    return small[steps - 1](north, north_first, north_last, south, first, last, out);
  std::size_t size = 0;
  for (std::uint32_t i = north_first; i < north_last; ++i)
    for (std::uint32_t j = first; j < last; j += most)
      size += join_groups<Steps, Step, Outside>(north, i, i + 1, south, j, std::min(j + most, last), out + size);
  return size;
}
// The same for either layout.
template <class Steps, std::uint32_t Step>
std::size_t join_in_groups(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                           const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out) {
  return with_outside_words(north, south, [&]<bool Outside>() {
    return join_groups<Steps, Step, Outside>(north, north_first, north_last, south, first, last, out);
  });
}

// The 64 x 64 bit matrices of a chunk's blocks, side by side: rows[i][lane] is row i of block
// `lane`'s matrix.
using Slices = std::array<std::array<std::uint64_t, DisjointPairs::lanes>, 64>;
// A row of a chunk (a word a lane) in GCC's vector type, for the transpose.
using Row = std::uint64_t __attribute__((vector_size(8 * DisjointPairs::lanes)));
// The same in parts of the widest vector of the instruction set compiled for, for fill_table:
// written as loops over lanes, GCC left its loops over rows scalar, and whole rows took AVX2 a
// third more time (through the stack). In parts, fill_table took 12 % less time on a Zen 5, with
// AVX-512 and on its AVX2 path (measured in round sixteen, bench/history/fast-engine.md).
#if defined(__AVX512F__)
inline constexpr std::size_t row_part_bytes = 64;
#elif defined(__AVX2__)
inline constexpr std::size_t row_part_bytes = 32;
#else
inline constexpr std::size_t row_part_bytes = 16;
#endif
using RowPart = std::uint64_t __attribute__((vector_size(row_part_bytes)));
inline constexpr std::size_t row_parts = 8 * DisjointPairs::lanes / row_part_bytes;

// Transposes the 64 x 64 bit matrix of each lane: bit b of row i moves to bit i of row b, for
// the rows b < Rows: 64, or 32 where the patterns' bits from 32 on are not read (the first step
// then writes only the rows below 32, and the others work on those alone: 40 % of the work
// spared, 8 % of fill_table's time at Q(18) and 1 % of the count's on a Zen 5's AVX2 path;
// measured in round eighteen, bench/history/fast-engine.md). Each step swaps the off-diagonal
// quadrants of every block of side 2j (Hacker's Delight, 7-3), the lanes side by side in GCC's
// vector type with the shifts as constants: written as loops over lanes and shifts, the compiler
// left it scalar.
template <int Rows>
void transpose(Slices& rows) {
  static_assert(Rows == 32 || Rows == 64);
  Row* row = reinterpret_cast<Row*>(rows.data());
  auto step = [&]<int J>(std::uint64_t mask) {
    for (int k = 0; k < Rows; k = ((k | J) + 1) & ~J) {
      const Row t = ((row[k] >> J) ^ row[k | J]) & mask;
      row[k] ^= t << J;
      if constexpr (J < Rows) row[k | J] ^= t;
    }
  };
  step.template operator()<32>(0x00000000FFFFFFFF);
  step.template operator()<16>(0x0000FFFF0000FFFF);
  step.template operator()<8>(0x00FF00FF00FF00FF);
  step.template operator()<4>(0x0F0F0F0F0F0F0F0F);
  step.template operator()<2>(0x3333333333333333);
  step.template operator()<1>(0x5555555555555555);
}

// Builds every chunk of `stored`'s table (DisjointPairs::assign) from `patterns`, whose blocks
// come from `sources`: the chunk's patterns are transposed into bit slices, and each row is the
// OR of the slices of its value's bits, built from two halves of the value.
inline void fill_table(const std::vector<std::uint64_t>& patterns, const std::vector<BlockSource>& sources,
                       const DisjointPairs& stored, std::uint64_t* table) {
  constexpr std::size_t lanes = DisjointPairs::lanes;
  assert(sources.size() == stored.chunks() * lanes);
  assert(reinterpret_cast<std::uintptr_t>(table) % 64 == 0);  // whole vectors stored (RowPart)
  alignas(64) Slices slices;
  const RowPart* slice_parts = reinterpret_cast<const RowPart*>(slices.data());
  std::array<std::array<RowPart, row_parts>, std::size_t{1} << (max_group_bits / 2)> low;
  std::array<std::array<RowPart, row_parts>, std::size_t{1} << (max_group_bits - max_group_bits / 2)> high;
  const BitGroup& last_group = stored.layout()[static_cast<std::size_t>(stored.groups() - 1)];
  const int read_bits = last_group.shift + last_group.bits;  // the groups are contiguous from bit 0
  for (std::size_t c = 0; c < stored.chunks(); ++c) {
    alignas(64) std::array<std::uint64_t, lanes> unused;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
      const auto [first, count] = sources[c * lanes + lane];
      assert(count <= 64 && first + count <= patterns.size());
      // Through a plain pointer: through the vector, GCC reloaded its data pointer for every word.
      const std::uint64_t* from = patterns.data() + first;
      for (std::size_t i = 0; i < count; ++i) slices[i][lane] = from[i];
      for (std::size_t i = count; i < 64; ++i) slices[i][lane] = 0;
      // The unused patterns of a block conflict with every query, through group 0.
      unused[lane] = count == 64 ? 0 : ~((std::uint64_t{1} << count) - 1);
    }
    if (read_bits <= 32)
      transpose<32>(slices);
    else
      transpose<64>(slices);
    for (int j = 0; j < stored.groups(); ++j) {
      const BitGroup& group = stored.layout()[j];
      assert(group.bits <= max_group_bits && group.shift + group.bits <= 64);
      const int low_bits = group.bits / 2;
      const unsigned low_values = 1u << low_bits, high_values = 1u << (group.bits - low_bits);
      // Row i of the slices, its part k.
      auto slice = [&](int i, std::size_t k) {
        return slice_parts[static_cast<std::size_t>(group.shift + i) * row_parts + k];
      };
      for (std::size_t k = 0; k < row_parts; ++k) {
        low[0][k] = j == 0 ? reinterpret_cast<const RowPart*>(unused.data())[k] : RowPart{};
        high[0][k] = RowPart{};
      }
      for (unsigned v = 1; v < low_values; ++v)
        for (std::size_t k = 0; k < row_parts; ++k) low[v][k] = low[v & (v - 1)][k] | slice(std::countr_zero(v), k);
      for (unsigned v = 1; v < high_values; ++v)
        for (std::size_t k = 0; k < row_parts; ++k)
          high[v][k] = high[v & (v - 1)][k] | slice(low_bits + std::countr_zero(v), k);
      auto* words = reinterpret_cast<RowPart*>(table + c * stored.chunk_words() + group.first_row * lanes);
      for (unsigned v = 0; v < low_values * high_values; ++v)
        for (std::size_t k = 0; k < row_parts; ++k)
          words[v * row_parts + k] = low[v & (low_values - 1)][k] | high[v >> low_bits][k];
    }
  }
}

// The vector policy of count_with_groups, fill_table and the join in plain words, one per lane,
// left to the compiler to vectorise for the instruction set it compiles for.
struct Words {
  using Sum = std::array<std::uint64_t, DisjointPairs::lanes>;
  using HalfSum = std::array<std::uint64_t, DisjointPairs::lanes / 2>;
  static Sum zero() { return {}; }
  static HalfSum half_zero() { return {}; }
  // Not inlined: in the caller's loops the compiler ran short of registers and moved the
  // offsets through vector registers, two more instructions per row.
  template <int Groups, class Lanes = Sum>
  [[gnu::noinline]] static Lanes sweep(Lanes sum, const ChunkRows<Groups> rows, std::size_t size) {
    for (std::size_t t = 0; t < size; ++t)
      for (std::size_t lane = 0; lane < sum.size(); ++lane) {
        std::uint64_t any = rows.row(0, t)[lane];
        for (int j = 1; j < Groups; ++j) any |= rows.row(j, t)[lane];
        sum[lane] += static_cast<std::uint64_t>(std::popcount(any));
      }
    return sum;
  }
  template <int Groups>
  static HalfSum sweep_half(HalfSum sum, const ChunkRows<Groups>& rows, std::size_t size) {
    return sweep<Groups, HalfSum>(sum, rows, size);
  }
  // Joins quarters a pair at a time, without a branch per pair (the portable form of the
  // AVX-512 join; half_board.hpp's join_* say what it writes).
  static std::size_t join(const Placements& north, std::uint32_t north_first, std::uint32_t north_last,
                          const Placements& south, std::uint32_t first, std::uint32_t last, std::uint64_t* out) {
    return with_outside_words(north, south, [&]<bool Outside>() {
      std::size_t size = 0;
      for (std::uint32_t i = north_first; i < north_last; ++i) {
        const std::uint64_t p = north.patterns[i], o = Outside ? north.outside[i] : 0;
        for (std::uint32_t j = first; j < last; ++j) {
          out[size] = p | south.patterns[j];
          size += ((p & south.patterns[j]) | (Outside ? o & south.outside[j] : 0)) == 0;
        }
      }
      return size;
    });
  }
  template <class Lanes>
  static std::uint64_t total(const Lanes& a) {
    std::uint64_t sum = 0;
    for (const std::uint64_t x : a) sum += x;
    return sum;
  }
  static std::uint64_t half_total(const HalfSum& a) { return total(a); }
};

}  // namespace
}  // namespace nqueens::core::fast
