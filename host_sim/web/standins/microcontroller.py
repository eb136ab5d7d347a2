# SPDX-License-Identifier: MIT
# `microcontroller` for the web page: the nvm, which the page keeps in the browser's storage
# (web_main.py loads and hands it over after each key).

nvm = bytearray(b"\xff" * 4096)  # an RP2040's, erased


class _Cpu:
    # The board's own id, which a game's record carries (start.device_id): the page's, made
    # once and kept in the browser's storage.
    uid = b""


cpu = _Cpu()
