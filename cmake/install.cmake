# cmake --install BUILD_DIR --prefix PREFIX: the tools to bin, the libraries (static unless
# BUILD_SHARED_LIBS) to lib, the public headers to include/nqueens, and the CMake package
# nqueens (lib/cmake/nqueens) with the targets nqueens::nqueens, ::io, ::journal, ::mpi.
include(CMakePackageConfigHelpers)

set(nqueens_package_dir ${CMAKE_INSTALL_LIBDIR}/cmake/nqueens)

# The libraries that were built, and what the package must find for them.
set(nqueens_libraries nqueens)
set(NQUEENS_CONFIG_FMT OFF)
set(NQUEENS_CONFIG_SQLITE3 OFF)
set(NQUEENS_CONFIG_MPI OFF)
# Header patterns left out with the library they belong to.
set(nqueens_header_excludes)
if(TARGET nqueens_io)
  list(APPEND nqueens_libraries nqueens_io)
  set(NQUEENS_CONFIG_FMT ON)
else()
  list(APPEND nqueens_header_excludes PATTERN io EXCLUDE)
endif()
if(TARGET nqueens_journal)
  list(APPEND nqueens_libraries nqueens_journal)
  set(NQUEENS_CONFIG_FMT ON)
  set(NQUEENS_CONFIG_SQLITE3 ON)
else()
  list(APPEND nqueens_header_excludes PATTERN journal.hpp EXCLUDE)
endif()
if(TARGET nqueens_mpi)
  list(APPEND nqueens_libraries nqueens_mpi)
  set(NQUEENS_CONFIG_MPI ON)
else()
  list(APPEND nqueens_header_excludes PATTERN mpi.hpp EXCLUDE)
endif()

install(TARGETS ${nqueens_libraries} EXPORT nqueensTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
foreach(tool IN ITEMS nqueens_cli nqueens_mpi_cli)
  if(TARGET ${tool})
    install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/nqueens DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.hpp" ${nqueens_header_excludes})
install(FILES ${PROJECT_BINARY_DIR}/include/nqueens/version.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/nqueens)

install(EXPORT nqueensTargets NAMESPACE nqueens:: DESTINATION ${nqueens_package_dir})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/nqueensConfig.cmake.in
  ${PROJECT_BINARY_DIR}/nqueensConfig.cmake INSTALL_DESTINATION ${nqueens_package_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nqueensConfig.cmake ${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake
  DESTINATION ${nqueens_package_dir})
