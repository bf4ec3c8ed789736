# cmake --install BUILD_DIR --prefix PREFIX: the tools to bin, the libraries (static unless
# BUILD_SHARED_LIBS) to lib, the public headers to include/nqueens, the CMake package nqueens
# (lib/cmake/nqueens) with the targets nqueens::nqueens, ::io, ::journal, ::mpi, and the
# pkg-config files nqueens, nqueens-io, nqueens-journal (lib/pkgconfig). Components (for CPack,
# packaging/): tools and mpi (the two tools, with their man pages and completions), dev (the
# libraries, headers and packages), python (the module).
include(CMakePackageConfigHelpers)

set(nqueens_package_dir ${CMAKE_INSTALL_LIBDIR}/cmake/nqueens)

# One export set a library, so that a consumer of the core library alone needs none of the
# others' dependencies (the package includes a component's targets only when it can find what
# they need, or fails when the component was asked for). Header patterns left out with the
# library they belong to.
set(nqueens_components)
set(nqueens_header_excludes)
foreach(component IN ITEMS nqueens io journal mpi)
  set(library nqueens_${component})
  if(component STREQUAL "nqueens")
    set(library nqueens)
  endif()
  if(TARGET ${library})
    list(APPEND nqueens_components ${component})
    install(TARGETS ${library} EXPORT nqueens-${component}-targets
      ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
      LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
      RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT dev)
    install(EXPORT nqueens-${component}-targets NAMESPACE nqueens:: DESTINATION ${nqueens_package_dir} COMPONENT dev)
  elseif(component STREQUAL "io")
    list(APPEND nqueens_header_excludes PATTERN io EXCLUDE)
  else()
    list(APPEND nqueens_header_excludes PATTERN ${component}.hpp EXCLUDE)
  endif()
endforeach()
if(TARGET nqueens_cli)
  install(TARGETS nqueens_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tools)
endif()
if(TARGET nqueens_mpi_cli)
  install(TARGETS nqueens_mpi_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT mpi)
endif()

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/nqueens DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev
  FILES_MATCHING PATTERN "*.hpp" ${nqueens_header_excludes})
install(FILES ${PROJECT_BINARY_DIR}/include/nqueens/version.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/nqueens
  COMPONENT dev)

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/nqueensConfig.cmake.in
  ${PROJECT_BINARY_DIR}/nqueensConfig.cmake INSTALL_DESTINATION ${nqueens_package_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nqueensConfig.cmake ${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake
  DESTINATION ${nqueens_package_dir} COMPONENT dev)

# pkg-config: one file a library, relocatable (the prefix found from the file's own folder).
# The libraries are static, so each lists what its own code needs to link (Requires, Libs).
# C++20 is the consumer's to ask for: -std is not forced on them.
set(nqueens_pc_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH nqueens_pc_prefix /prefix/${nqueens_pc_dir} /prefix)
set(nqueens_pc_requires_io "nqueens fmt")
set(nqueens_pc_requires_journal "nqueens fmt sqlite3")
foreach(component IN LISTS nqueens_components)
  if(component STREQUAL "mpi")
    continue()  # MPI programs are built with the MPI library's own compiler wrappers
  endif()
  set(name nqueens-${component})
  set(library nqueens_${component})
  if(component STREQUAL "nqueens")
    set(name nqueens)
    set(library nqueens)
  endif()
  set(requires "${nqueens_pc_requires_${component}}")
  file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/pkgconfig/${name}.pc @ONLY CONTENT [=[
prefix=${pcfiledir}/@nqueens_pc_prefix@
libdir=${prefix}/@CMAKE_INSTALL_LIBDIR@
includedir=${prefix}/@CMAKE_INSTALL_INCLUDEDIR@

Name: @name@
Description: the n-queens problem in C++20 (@library@): https://oeis.org/A000170
Version: @PROJECT_VERSION@
Requires: @requires@
Libs: -L${libdir} -l@library@ -pthread
Cflags: -I${includedir}
]=])
  install(FILES ${PROJECT_BINARY_DIR}/pkgconfig/${name}.pc DESTINATION ${nqueens_pc_dir} COMPONENT dev)
endforeach()
