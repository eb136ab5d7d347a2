# SPDX-License-Identifier: MIT
# Stand-in for `microcontroller` (device model): nvm is an erased 4 KB, as an RP2040's.

nvm = bytearray(b"\xff" * 4096)
