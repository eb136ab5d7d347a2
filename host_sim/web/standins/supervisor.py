# SPDX-License-Identifier: MIT
# `supervisor` for the web page: reload() (after a fault the firmware did not foresee) ends
# the VM; the page starts it again from the nvm in storage, as a board restarts code.py.


class Reload(Exception):
    pass


def reload():
    raise Reload()
