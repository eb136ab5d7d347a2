# SPDX-License-Identifier: MIT
"""pull fed what a cable, a port and a board's console do to a sending:
lost and repeated chunks, flipped bytes, noise, the status bar anywhere, cuts, endless
bytes. Never a traceback, never a file outside its folder, never past its deadline, and a
record filed as whole is the game that was sent. `ZT_FUZZ_EXAMPLES=N` for more;
tools/reliability runs 10,000."""

import os
import tempfile

import reliability as rel
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from property_examples import examples

from host_sim.companion import dates


@settings(
    max_examples=examples(int(os.environ.get("ZT_FUZZ_EXAMPLES", "150"))),
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**31 - 1))
@example(seed=0)
def test_pull_takes_any_bytes(seed):
    with tempfile.TemporaryDirectory() as root:
        folder = os.path.join(root, "games")
        out = rel.pull_mutated(seed, folder)
        assert not out["late"]
        assert out["wrong"] == []
        assert rel.outside(folder, root) == []


def test_an_unmutated_sending_is_filed():
    with tempfile.TemporaryDirectory() as root:
        folder = os.path.join(root, "games")
        data, text = rel.genuine_sending(3)
        port = rel.MemoryPort(data)
        from host_sim.companion import pull

        filed, _, problems = pull.pull_from(
            port, folder, 0.05, lambda line: None, clock=lambda: port.now, limit=2.0
        )
        assert problems == [] and len(filed) == 1
        with open(filed[0], encoding="utf-8") as f:
            first, rest = f.read().split("\n", 1)
        assert dates.of_record(first) is not None and rest == text
