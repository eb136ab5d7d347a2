# SPDX-License-Identifier: MIT
"""The host simulator: CPython stand-ins for CircuitPython's hardware modules and the front
ends (window, terminal, script) that run the unchanged firmware.

Nothing is imported here: the random tables (random_table.py, ...) also run on MicroPython
(tests/mp/). Where the firmware, boards and state are: host_sim/paths.py."""
