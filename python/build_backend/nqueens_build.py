"""The PEP 517 backend of nqueens' pyproject.toml: setuptools' own, which it hands every hook.

It adds to what the build asks of PyPI only what the system lacks: CMake 3.25 or later when no
`cmake` on PATH is that new, and pybind11 when neither Python nor CMake can find it. With
internet, a plain `pip install .` so gets them into its isolated build; offline, a system that
has them (Debian: cmake pybind11-dev) builds with setuptools and wheel alone, e.g. from Debian's
wheels: `pip install --no-index --find-links /usr/share/python-wheels .`.
"""

import glob
import os
import re
import shutil
import subprocess

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403 (every hook setuptools defines)

_CMAKE = (3, 25)


def _has_cmake():
    cmake = shutil.which("cmake")
    if cmake is None:
        return False
    output = subprocess.run([cmake, "--version"], capture_output=True, text=True).stdout
    match = re.search(r"version (\d+)\.(\d+)", output)
    return match is not None and (int(match.group(1)), int(match.group(2))) >= _CMAKE


def _has_pybind11():
    try:
        import pybind11  # noqa: F401
        return True
    except ImportError:
        pass
    prefixes = os.environ.get("CMAKE_PREFIX_PATH", "").split(os.pathsep) + ["/usr/local", "/usr"]
    patterns = ["lib/cmake/pybind11", "lib/*/cmake/pybind11", "share/cmake/pybind11"]
    return any(glob.glob(os.path.join(prefix, pattern, "pybind11Config.cmake"))
               for prefix in prefixes if prefix for pattern in patterns)


def _missing():
    return ([] if _has_cmake() else ["cmake>=%d.%d" % _CMAKE]) + ([] if _has_pybind11() else ["pybind11>=2.10"])


def get_requires_for_build_wheel(config_settings=None):
    return _setuptools.get_requires_for_build_wheel(config_settings) + _missing()


def get_requires_for_build_editable(config_settings=None):
    return _setuptools.get_requires_for_build_editable(config_settings) + _missing()
