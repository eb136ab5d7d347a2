# SPDX-License-Identifier: MIT
"""The project installs as Python users expect: `pip install -e ".[test]"`
in a new virtual environment, and a plain `pip install .`; their commands zootally-sim,
zootally-replay (and with the extras, zootally) run from anywhere. Slow (a venv and an
install each): about half a minute."""

import json
import os
import subprocess
import sys
import venv

import pytest

# Slow (installs the project into fresh virtual environments): tools/test --quick leaves it out.
pytestmark = pytest.mark.slow

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "docs", "examples", "zoostock-4p.rec")


def bin_dir(env):
    return os.path.join(env, "Scripts" if os.name == "nt" else "bin")


def make_env(path):
    venv.EnvBuilder(with_pip=True).create(str(path))
    return os.path.join(bin_dir(str(path)), "python")


def pip(py, *args):
    r = subprocess.run(
        [py, "-m", "pip", "install", "-q", "--disable-pip-version-check", *args],
        capture_output=True,
        text=True,
        timeout=900,  # a hang's deadline: an install takes 10 to 30 s here
    )
    if r.returncode != 0 and "Could not find a version" in r.stderr and not os.environ.get("CI"):
        pytest.skip("no package index here: " + r.stderr.strip().splitlines()[-1])
    assert r.returncode == 0, r.stderr[-3000:]


def run_commands(env, home, cwd, nvm=None):
    """zootally-replay and zootally-sim, run as a user would from `cwd`. nvm: the nvm the
    key script runs on (None: a device of its own; the saved one is never touched)."""
    environ = dict(os.environ, HOME=str(home), SDL_VIDEODRIVER="dummy")
    environ.pop("PYTHONPATH", None)
    r = subprocess.run(
        [os.path.join(bin_dir(env), "zootally-replay"), EXAMPLE],
        cwd=cwd,
        env=environ,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["winners"] == [4]
    script = os.path.join(str(home), "keys.txt")
    with open(script, "w") as f:
        f.write("[ZOO] [4]\n")
    r = subprocess.run(
        [os.path.join(bin_dir(env), "zootally-sim"), "--script", script]
        + (["--nvm", nvm] if nvm else []),
        cwd=cwd,
        env=environ,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    assert "EX card 1  P1 leads" in r.stdout
    assert "not fully supported" not in r.stdout + r.stderr
    return r


def test_editable_install_with_the_test_extras(tmp_path):
    py = make_env(tmp_path / "env")
    pip(py, "-e", ROOT + "[test]")
    run_commands(str(tmp_path / "env"), tmp_path, str(tmp_path), nvm=str(tmp_path / "n.bin"))
    # The companion command comes with the package (its extras: pyserial, openskill).
    r = subprocess.run(
        [os.path.join(bin_dir(str(tmp_path / "env")), "zootally"), "standings"]
        + [os.path.join(ROOT, "docs", "examples")],
        cwd=str(tmp_path),
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0 and "ZooStock" in r.stdout, r.stderr
    # The firmware package is the source tree's, as the simulator runs it.
    r = subprocess.run(
        [py, "-c", "import zootally, host_sim; print(zootally.__file__)"],
        capture_output=True,
        text=True,
        cwd=str(tmp_path),
    )
    assert r.stdout.strip() == os.path.join(ROOT, "firmware", "zootally", "__init__.py")


def test_plain_install_keeps_its_state_in_the_home_folder(tmp_path):
    py = make_env(tmp_path / "env")
    # The simulator's dependencies come from this project's own environment: only the
    # project itself is installed here (no second download of pygame and Blinka).
    site = subprocess.run(
        [py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    ours = subprocess.run(
        [sys.executable, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    with open(os.path.join(site, "zootally-test-deps.pth"), "w") as f:
        f.write(ours + "\n")
    pip(py, "--no-deps", ROOT)
    run_commands(str(tmp_path / "env"), tmp_path, str(tmp_path))
    state = tmp_path / ".zootally"
    assert (state / "settings.toml").exists()  # the simulator's state is in the home folder
    assert not (state / "nvm-macropad.bin").exists()  # and a key script left its nvm alone
    assert 'ZT_ZS_POINTS = "8 7 6 5 4 3 2 3"' in (state / "settings.toml").read_text()
    # The companion's command runs from the wheel too (its package, host_sim/companion/).
    r = subprocess.run(
        [os.path.join(bin_dir(str(tmp_path / "env")), "zootally"), "standings"]
        + [os.path.join(ROOT, "docs", "examples")],
        cwd=str(tmp_path),
        env=dict(os.environ, HOME=str(tmp_path)),
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0 and "ZooStock" in r.stdout, r.stderr
