# SPDX-License-Identifier: MIT
"""The host simulator: CPython stand-ins for CircuitPython's hardware modules and the front
ends (window, terminal, script) that run the unchanged firmware."""
