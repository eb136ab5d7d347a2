# SPDX-License-Identifier: MIT
"""python -m host_sim.companion: the `zootally` command."""

import sys

from host_sim.companion import main

sys.exit(main())
