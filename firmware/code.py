# SPDX-License-Identifier: MIT
"""Zoo Tally: entry point on the CIRCUITPY drive. The board file is copied as zt_board.py."""

import microcontroller
import zt_board  # the board file, copied as zt_board.py by tools/deploy
from zootally.app import App

App(zt_board, microcontroller.nvm).run()
