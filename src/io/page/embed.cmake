# Turns a text file into a C++ header holding it as one raw string literal, so the page template
# stays an ordinary HTML file in the repository (and the GPU kernels' PTX a file the build makes).
# Run at build time:
#   cmake -DINPUT=template.html -DOUTPUT=page_template.hpp -DNAME=page_template -P embed.cmake
# NAMESPACE (default nqueens::io) names the namespace of the constant.
if(NOT DEFINED NAMESPACE)
  set(NAMESPACE nqueens::io)
endif()
file(READ "${INPUT}" text)
string(FIND "${text}" ")nqueens_embed\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw string delimiter )nqueens_embed\"")
endif()
file(WRITE "${OUTPUT}.tmp"
  "// Generated from ${INPUT} by embed.cmake; edit that file instead.\n"
  "#pragma once\n#include <string_view>\n"
  "namespace ${NAMESPACE} {\n"
  "inline constexpr std::string_view ${NAME} = R\"nqueens_embed(${text})nqueens_embed\";\n"
  "}  // namespace ${NAMESPACE}\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
