# Writes a tool's man pages and shell completions into OUTPUT_DIR, as the tool itself prints
# them (--manual, --completion: apps/common/reference.hpp), so that they come from the option
# tables its parser uses. Run at build time by packaging/CMakeLists.txt:
#   cmake -DTOOL=path/to/nqueens -DNAME=nqueens -DOUTPUT_DIR=... -P reference.cmake
# man/NAME.1.gz and man/NAME-COMMAND.1.gz for each command the tool's page lists,
# bash/NAME, zsh/_NAME, fish/NAME.fish.
function(run_tool output)
  execute_process(COMMAND ${TOOL} ${ARGN} OUTPUT_FILE ${output} RESULT_VARIABLE status ERROR_VARIABLE error)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${NAME} ${ARGN} failed (${status}): ${error}")
  endif()
endfunction()

# Man pages are installed compressed, as Debian's policy asks (gzip -n: no name or time inside).
function(man_page page)
  run_tool(${OUTPUT_DIR}/man/${page}.1 ${ARGN} --manual)
  execute_process(COMMAND gzip -9nf ${OUTPUT_DIR}/man/${page}.1 RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "gzip ${page}.1 failed")
  endif()
endfunction()

file(REMOVE_RECURSE ${OUTPUT_DIR})
file(MAKE_DIRECTORY ${OUTPUT_DIR}/man ${OUTPUT_DIR}/bash ${OUTPUT_DIR}/zsh ${OUTPUT_DIR}/fish)
run_tool(${OUTPUT_DIR}/bash/${NAME} --completion bash)
run_tool(${OUTPUT_DIR}/zsh/_${NAME} --completion zsh)
run_tool(${OUTPUT_DIR}/fish/${NAME}.fish --completion fish)
# The tool's page names each command's page in SEE ALSO: \fBnqueens\-solve\fR(1), ...
run_tool(${OUTPUT_DIR}/man/${NAME}.1 --manual)
file(READ ${OUTPUT_DIR}/man/${NAME}.1 page)
string(REGEX MATCHALL "\\\\fB${NAME}\\\\-[a-z]+\\\\fR\\(1\\)" pages "${page}")
list(REMOVE_DUPLICATES pages)
foreach(reference IN LISTS pages)
  string(REGEX REPLACE "^\\\\fB${NAME}\\\\-([a-z]+)\\\\fR\\(1\\)$" "\\1" command "${reference}")
  man_page(${NAME}-${command} ${command})
endforeach()
man_page(${NAME})
