#pragma once
// The JSON object of a count (internal): what write_count writes with json, and what an estimate
// that counted the whole holds under "count".

#include <nlohmann/json.hpp>

#include "nqueens/io/count_writer.hpp"
#include "nqueens/run_report.hpp"

namespace nqueens::io {

// "n", "solutions", "fundamental" (complete, where the rules have it) and the rest of
// write_count's keys; totals beyond 64 bits are strings.
nlohmann::ordered_json count_json(int n, const RunReport& report, const CountWriting& how);

}  // namespace nqueens::io
