# SPDX-License-Identifier: MIT
"""Every rule vector (tests/vectors/<game>/*.rec) on CPython; tests/test_micropython.py runs
the same files on the MicroPython unix port."""

import glob
import os

import pytest
import runner

HERE = os.path.dirname(os.path.abspath(__file__))
VECTORS = sorted(glob.glob(os.path.join(HERE, "vectors", "*", "*.rec")))


def test_there_are_vectors():
    assert len(VECTORS) >= 15


@pytest.mark.parametrize("path", VECTORS, ids=[os.path.basename(p) for p in VECTORS])
def test_vector(path):
    with open(path) as f:
        text = f.read()
    assert runner.expectations(text), "a vector without #! expectations checks nothing"
    assert runner.check(text) == []
