# SPDX-License-Identifier: MIT
# `board` for the web page: any pin a board file names, a built-in display the board's size,
# and board_id, which the page sets (web_main.start) so that zt_boot finds the board's file.

board_id = ""
DISPLAY = None  # made by web_main.start, the board's size


class _Pin:
    def __init__(self, name):
        self.name = name


def I2C():
    return _Pin("I2C")


def __getattr__(name):
    return _Pin(name)
