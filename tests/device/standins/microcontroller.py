# SPDX-License-Identifier: MIT
# Stand-in for `microcontroller` (the device model, tests/device): nvm is an erased 4 KB, as an RP2040's.

nvm = bytearray(b"\xff" * 4096)
