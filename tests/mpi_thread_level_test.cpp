// count_over_mpi under an MPI that provides only MPI_THREAD_SINGLE: it counts on threads beside
// the one that calls MPI, so it refuses with one message instead of breaking MPI's rules. Its own
// program, since the thread level is chosen once, at MPI_Init_thread (nqueens-mpi asks for
// MPI_THREAD_FUNNELED, which Open MPI provides). Runs as a singleton, without mpirun.

#include <gtest/gtest.h>
#include <mpi.h>

#include <stdexcept>
#include <string>

#include "nqueens/mpi.hpp"

namespace nqueens {
namespace {

TEST(MpiThreadLevel, BelowFunneledIsRefusedBeforeAnythingIsCounted) {
  int provided = -1;
  MPI_Query_thread(&provided);
  ASSERT_EQ(provided, MPI_THREAD_SINGLE) << "this MPI gave another level than asked";
  try {
    count_over_mpi(12, {}, {});
    FAIL() << "a count ran under MPI_THREAD_SINGLE";
  } catch (const std::runtime_error& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("MPI_THREAD_SINGLE"), std::string::npos) << message;
    EXPECT_NE(message.find("needs MPI_THREAD_FUNNELED"), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace nqueens

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SINGLE, &provided);
  ::testing::InitGoogleTest(&argc, argv);
  const int status = RUN_ALL_TESTS();
  MPI_Finalize();
  return status;
}
