# The GPU engine's kernel (src/gpu/count_kernel.cu) compiled to PTX and embedded in the library,
# which hands it to the NVIDIA driver to compile for the card it runs on. clang's NVPTX back
# end makes it with no CUDA toolkit (Debian's clang has it); nvcc works too. Without either the
# library builds all the same, and the GPU engine says, when asked, that this build carries no
# kernels. Included by src/CMakeLists.txt; defines nqueens_gpu_kernels, the target that makes the
# generated header gpu/count_kernel_ptx.hpp under NQUEENS_GENERATED_DIR.
#   NQUEENS_PTX_COMPILER  clang++ (found with the NVPTX back end by default) or nvcc; empty: none
#   NQUEENS_GPU_ARCH      the architecture the PTX targets (sm_60: Pascal and every GPU since;
#                         nvcc of CUDA 13 takes sm_75 and later)

set(NQUEENS_GPU_ARCH "sm_60" CACHE STRING "GPU architecture of the kernels' PTX, which the driver compiles for each card")

# A clang that can target NVPTX: the C++ compiler itself if it is clang, else one on PATH.
function(nqueens_find_ptx_compiler result)
  set(candidates)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    list(APPEND candidates ${CMAKE_CXX_COMPILER})
  endif()
  find_program(NQUEENS_CLANG_FOR_PTX NAMES clang++ clang++-19 clang++-18 clang++-17 clang++-16 clang++-15 clang++-14)
  if(NQUEENS_CLANG_FOR_PTX)
    list(APPEND candidates ${NQUEENS_CLANG_FOR_PTX})
  endif()
  foreach(clang IN LISTS candidates)
    execute_process(COMMAND ${clang} -print-targets OUTPUT_VARIABLE targets ERROR_QUIET RESULT_VARIABLE failed)
    if(NOT failed AND targets MATCHES "nvptx64")
      set(${result} ${clang} PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${result} "" PARENT_SCOPE)
endfunction()

if(NOT DEFINED NQUEENS_PTX_COMPILER)
  nqueens_find_ptx_compiler(found)
  set(NQUEENS_PTX_COMPILER "${found}" CACHE FILEPATH "clang++ with the NVPTX back end, or nvcc, for the GPU kernels; empty: none")
endif()

set(kernel_source ${PROJECT_SOURCE_DIR}/src/gpu/count_kernel.cu)
set(kernel_headers ${PROJECT_SOURCE_DIR}/src/gpu/thread_search.hpp ${PROJECT_SOURCE_DIR}/src/gpu/cuda_compat.hpp)
set(ptx ${NQUEENS_GENERATED_DIR}/gpu/count_kernel.ptx)
set(ptx_header ${NQUEENS_GENERATED_DIR}/gpu/count_kernel_ptx.hpp)
if(NQUEENS_PTX_COMPILER MATCHES "nvcc")
  set(compile ${NQUEENS_PTX_COMPILER} -ptx -arch=${NQUEENS_GPU_ARCH} -O3 -std=c++20 -I${PROJECT_SOURCE_DIR}/src
              ${kernel_source} -o ${ptx})
elseif(NQUEENS_PTX_COMPILER)
  # -nocudainc -nocudalib: no CUDA header nor library; --cuda-path at a folder that is not there,
  # so that a CUDA toolkit installed on the machine changes nothing (nor warns of its version).
  set(compile ${NQUEENS_PTX_COMPILER} -x cuda --cuda-device-only --cuda-gpu-arch=${NQUEENS_GPU_ARCH}
              --cuda-path=${NQUEENS_GENERATED_DIR}/no-cuda -nocudainc -nocudalib -O3 -std=c++20 -Wall -Wextra
              $<$<BOOL:${NQUEENS_WERROR}>:-Werror> -I${PROJECT_SOURCE_DIR}/src -S ${kernel_source} -o ${ptx})
endif()
if(compile)
  message(STATUS "GPU kernels: PTX for ${NQUEENS_GPU_ARCH} by ${NQUEENS_PTX_COMPILER}")
  add_custom_command(OUTPUT ${ptx} COMMAND ${compile} DEPENDS ${kernel_source} ${kernel_headers}
                     COMMENT "Compiling the GPU kernels to PTX (${NQUEENS_GPU_ARCH})" VERBATIM)
else()
  message(STATUS "GPU kernels: no clang with the NVPTX back end nor nvcc found; the GPU engine will say so")
  file(WRITE ${ptx} "")
endif()
add_custom_command(
  OUTPUT ${ptx_header}
  COMMAND ${CMAKE_COMMAND} -DINPUT=${ptx} -DOUTPUT=${ptx_header} -DNAME=count_kernel_ptx -DNAMESPACE=nqueens::gpu
          -P ${PROJECT_SOURCE_DIR}/src/io/page/embed.cmake
  DEPENDS ${ptx} ${PROJECT_SOURCE_DIR}/src/io/page/embed.cmake
  COMMENT "Embedding the GPU kernels' PTX")
add_custom_target(nqueens_gpu_kernels DEPENDS ${ptx_header})
