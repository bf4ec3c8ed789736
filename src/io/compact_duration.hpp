#pragma once
// Durations in progress lines (internal).

#include <string>

namespace nqueens::io {

// A duration as a progress line gives it, short enough to redraw often: "5s", "2m05s", "1h02m".
// (Reports such as the journal's state spell it out: duration_text in count_writer.hpp.)
std::string compact_duration(double seconds);

}  // namespace nqueens::io
