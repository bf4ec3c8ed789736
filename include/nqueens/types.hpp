#pragma once
// Integer types shared by the whole API.

#include <cstdint>

namespace nqueens {

// Totals are 128-bit: Q(27) is about 2.3e17 and the counts past it outgrow 64 bits,
// so an overflow must be impossible rather than merely unlikely.
__extension__ typedef unsigned __int128 u128;

}  // namespace nqueens
