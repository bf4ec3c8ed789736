# The CTest test find_package.consumer: installs the nqueens build BUILD_DIR into a fresh prefix
# under WORK_DIR, then configures, builds and runs the outside project beside this script
# against that prefix alone (the same generator, compiler, build type and flags). Any failure
# fails the test.
#   cmake -DBUILD_DIR=... -DWORK_DIR=... -DSOURCE_DIR=<nqueens source> -DGENERATOR=...
#         -DMAKE_PROGRAM=... -DCXX_COMPILER=... -DBUILD_TYPE=... -DCXX_FLAGS=... -DCONFIG=...
#         -P run.cmake
set(prefix ${WORK_DIR}/prefix)
set(consumer_build ${WORK_DIR}/consumer)
file(REMOVE_RECURSE ${prefix} ${consumer_build} ${consumer_build}-core ${consumer_build}-io ${consumer_build}-bogus)

# Runs a command, echoing it; stops the test with its output if it fails.
function(step what)
  string(JOIN " " command ${ARGN})
  message(STATUS "${what}: ${command}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  message("${output}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${what} failed (${status})")
  endif()
endfunction()

# The build's configuration (multi-config generators; empty for a single-config one without a build type).
set(config)
if(CONFIG)
  set(config --config ${CONFIG})
endif()

step("Installing" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} ${config})
step("Configuring the consumer" ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR} -B ${consumer_build}
  -G ${GENERATOR} -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
  -DCMAKE_BUILD_TYPE=${BUILD_TYPE} -DCMAKE_CXX_FLAGS=${CXX_FLAGS} -DCMAKE_PREFIX_PATH=${prefix}
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DCHECK_HEADERS=ON)

# The package found must be the one just installed, and no compile may look into the source
# tree for headers (the prefix may lie inside it, in the build folder).
file(STRINGS ${consumer_build}/CMakeCache.txt found REGEX "^nqueens_DIR:")
string(FIND "${found}" "${prefix}/" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the consumer found another nqueens package: ${found}")
endif()
file(READ ${consumer_build}/compile_commands.json commands)
string(REGEX MATCHALL "-(I|isystem) *[^ \"]+" include_flags "${commands}")
foreach(flag IN LISTS include_flags)
  string(REGEX REPLACE "^-(I|isystem) *" "" dir "${flag}")
  cmake_path(IS_PREFIX SOURCE_DIR "${dir}" NORMALIZE in_source)
  cmake_path(IS_PREFIX prefix "${dir}" NORMALIZE in_prefix)
  if(in_source AND NOT in_prefix)
    message(FATAL_ERROR "the consumer's include path reaches into the source tree: ${flag}")
  endif()
endforeach()

# The README shows examples/library_example.cpp, which the consumer builds: they must not drift.
file(READ ${SOURCE_DIR}/README.md readme)
file(READ ${SOURCE_DIR}/examples/library_example.cpp example)
string(FIND "${readme}" "${example}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "README.md does not show examples/library_example.cpp as it is")
endif()

foreach(program IN ITEMS consumer library_example)
  step("Building ${program}" ${CMAKE_COMMAND} --build ${consumer_build} --target ${program} ${config})
  set(executable ${consumer_build}/${program})
  if(CONFIG AND EXISTS ${consumer_build}/${CONFIG}/${program})
    set(executable ${consumer_build}/${CONFIG}/${program})
  endif()
  step("Running ${program}" ${executable})
endforeach()
# The core library alone, for a user without fmt, SQLite3 and MPI.
step("Configuring a core-only consumer" ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR} -B ${consumer_build}-core
  -G ${GENERATOR} -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
  -DCMAKE_BUILD_TYPE=${BUILD_TYPE} -DCMAKE_CXX_FLAGS=${CXX_FLAGS} -DCMAKE_PREFIX_PATH=${prefix}
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCORE_ONLY=ON -DCMAKE_DISABLE_FIND_PACKAGE_fmt=ON
  -DCMAKE_DISABLE_FIND_PACKAGE_SQLite3=ON -DCMAKE_DISABLE_FIND_PACKAGE_MPI=ON)
step("Building the core-only consumer" ${CMAKE_COMMAND} --build ${consumer_build}-core --target library_example
  ${config})

# A component that does not exist fails the search, and the message names it.
execute_process(COMMAND ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR} -B ${consumer_build}-bogus -G ${GENERATOR}
  -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM} -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_PREFIX_PATH=${prefix}
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DASK_COMPONENTS=io\;bogus
  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
string(FIND "${output}" "nqueens has no component 'bogus': its components are io, journal and mpi" at)
if(status EQUAL 0 OR at EQUAL -1)
  message(FATAL_ERROR "find_package(nqueens COMPONENTS io bogus) should fail naming 'bogus' (status ${status}):\n${output}")
endif()
message(STATUS "find_package(nqueens COMPONENTS io bogus) fails naming the component")

# The writers without the journal: COMPONENTS io where SQLite3 cannot be found, nqueens::io alone.
step("Configuring an io-only consumer" ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR} -B ${consumer_build}-io
  -G ${GENERATOR} -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
  -DCMAKE_BUILD_TYPE=${BUILD_TYPE} -DCMAKE_CXX_FLAGS=${CXX_FLAGS} -DCMAKE_PREFIX_PATH=${prefix}
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DIO_ONLY=ON -DCMAKE_DISABLE_FIND_PACKAGE_SQLite3=ON
  -DCMAKE_DISABLE_FIND_PACKAGE_MPI=ON)
step("Building the io-only consumer" ${CMAKE_COMMAND} --build ${consumer_build}-io --target io_consumer ${config})
set(executable ${consumer_build}-io/io_consumer)
if(CONFIG AND EXISTS ${consumer_build}-io/${CONFIG}/io_consumer)
  set(executable ${consumer_build}-io/${CONFIG}/io_consumer)
endif()
step("Running the io-only consumer" ${executable})

# pkg-config, as a user of make or of another build system builds: the README's example against
# nqueens.pc, the consumer against nqueens-io.pc and nqueens-journal.pc, with the installed
# prefix alone on PKG_CONFIG_PATH.
find_program(PKG_CONFIG NAMES pkg-config pkgconf REQUIRED)
file(GLOB pc_dir ${prefix}/lib*/pkgconfig)
file(MAKE_DIRECTORY ${consumer_build}-pkg-config)
function(pkg_config_build program source)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env PKG_CONFIG_PATH=${pc_dir} ${PKG_CONFIG} --cflags --libs ${ARGN}
                  OUTPUT_VARIABLE flags ERROR_VARIABLE error RESULT_VARIABLE status OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "pkg-config --cflags --libs ${ARGN} failed: ${error}")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  separate_arguments(cxx_flags UNIX_COMMAND "${CXX_FLAGS}")
  set(executable ${consumer_build}-pkg-config/${program})
  step("Building ${program} with pkg-config" ${CXX_COMPILER} -std=c++20 ${cxx_flags} -DNQUEENS_PACKAGE_VERSION="${PC_VERSION}"
       ${source} ${flags} -o ${executable})
  step("Running ${program}" ${executable})
endfunction()
execute_process(COMMAND ${CMAKE_COMMAND} -E env PKG_CONFIG_PATH=${pc_dir} ${PKG_CONFIG} --modversion nqueens
                OUTPUT_VARIABLE PC_VERSION OUTPUT_STRIP_TRAILING_WHITESPACE)
pkg_config_build(library_example ${SOURCE_DIR}/examples/library_example.cpp nqueens)
pkg_config_build(consumer ${CMAKE_CURRENT_LIST_DIR}/main.cpp nqueens-journal nqueens-io)
pkg_config_build(io_consumer ${CMAKE_CURRENT_LIST_DIR}/io_consumer.cpp nqueens-io)

# Last, and past the first failure, so that the output names every header that does not compile.
set(keep_going)
if(GENERATOR MATCHES "Ninja")
  set(keep_going -- -k 0)
elseif(GENERATOR MATCHES "Makefiles")
  set(keep_going -- -k)
endif()
step("Compiling each installed header alone" ${CMAKE_COMMAND} --build ${consumer_build} --target installed_headers
  ${config} ${keep_going})
