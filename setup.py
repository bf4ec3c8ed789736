"""Builds the extension nqueens._nqueens with CMake (pyproject.toml holds the package's metadata).

CMake compiles the C++ library (NQUEENS_STATIC_DEPENDENCIES: fmt compiled in, SQLite linked
statically) and the pybind11 module for the Python that runs this; only the module target is
built, no tool or test. It builds in build/portable, with the libraries configured as the
portable preset configures them, so that the portable binary and the module share them. The
folder serves every Python: built for another, it compiles the module again but not the library
(scripts/python-wheels builds five in a row; two builds at once in one clone would share it, so
run them one after the other).
"""

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.install import install

ROOT = Path(__file__).resolve().parent


def version():
    """The one version number, from CMakeLists.txt's project()."""
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    return re.search(r"project\(nqueens VERSION ([0-9.]+)", text).group(1)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = ROOT / "build" / "portable"
        # The interpreter itself, not a virtual environment's link to it: the module is the same
        # for both, and the folder then needs no new configuration for a new environment.
        python = os.path.realpath(getattr(sys, "_base_executable", sys.executable))
        # What FindPython3 and pybind11 found for the Python the folder was last built for goes
        # first (-U), so that they look again for this one.
        configure = [
            "cmake", "-S", str(ROOT), "-B", str(build), "-U", "*Python3_*", "-U", "PYTHON_*", "-U", "PYBIND11_*",
            "-U", "pybind11_INCLUDE_DIRS", "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_UNITY_BUILD=ON",
            "-DCMAKE_POSITION_INDEPENDENT_CODE=ON", f"-DPython3_EXECUTABLE={python}", "-DNQUEENS_PYTHON=ON",
            "-DNQUEENS_STATIC_DEPENDENCIES=ON",
            "-DNQUEENS_BUILD_TOOLS=OFF", "-DNQUEENS_BUILD_TESTS=OFF", "-DNQUEENS_BUILD_BENCH=OFF", "-DNQUEENS_MPI=OFF",
            "-DNQUEENS_MIMALLOC=OFF", "-DNQUEENS_INSTALL=OFF",
        ]
        if shutil.which("ninja") and not (build / "CMakeCache.txt").exists():
            configure += ["-G", "Ninja"]
        try:  # pybind11 from PyPI (nqueens_build asked for it); else CMake finds the system's
            import pybind11
            configure.append(f"-Dpybind11_DIR={pybind11.get_cmake_dir()}")
        except ImportError:
            pass
        # CMAKE_ARGS: more arguments for CMake, as scikit-build and conda take them (CI: -DNQUEENS_WERROR=ON).
        configure += os.environ.get("CMAKE_ARGS", "").split()
        subprocess.run(configure, check=True)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
        subprocess.run(["cmake", "--build", str(build), "--target", "nqueens_python", "--parallel", jobs], check=True)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(build / "python" / "nqueens" / f"_nqueens{suffix}", target)


class Install(install):
    # Debian's setuptools (the wheel in /usr/share/python-wheels that an offline build installs)
    # asks the install command for Debian's own options install_layout and prefix_option, which
    # only Debian's patched Python defines: without them, no other Python builds a wheel with it.
    install_layout = None
    prefix_option = None


setup(version=version(), ext_modules=[Extension("nqueens._nqueens", sources=[])],
      cmdclass={"build_ext": CMakeBuild, "install": Install})
