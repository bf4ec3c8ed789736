# cmake --install BUILD_DIR --prefix PREFIX: the tools to bin, the libraries (static unless
# BUILD_SHARED_LIBS) to lib, the public headers to include/nqueens, and the CMake package
# nqueens (lib/cmake/nqueens) with the targets nqueens::nqueens, ::io, ::journal, ::mpi.
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
      ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
      LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
      RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    install(EXPORT nqueens-${component}-targets NAMESPACE nqueens:: DESTINATION ${nqueens_package_dir})
  elseif(component STREQUAL "io")
    list(APPEND nqueens_header_excludes PATTERN io EXCLUDE)
  else()
    list(APPEND nqueens_header_excludes PATTERN ${component}.hpp EXCLUDE)
  endif()
endforeach()
foreach(tool IN ITEMS nqueens_cli nqueens_mpi_cli)
  if(TARGET ${tool})
    install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/nqueens DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.hpp" ${nqueens_header_excludes})
install(FILES ${PROJECT_BINARY_DIR}/include/nqueens/version.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/nqueens)

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/nqueensConfig.cmake.in
  ${PROJECT_BINARY_DIR}/nqueensConfig.cmake INSTALL_DESTINATION ${nqueens_package_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/nqueensConfig.cmake ${PROJECT_BINARY_DIR}/nqueensConfigVersion.cmake
  DESTINATION ${nqueens_package_dir})
