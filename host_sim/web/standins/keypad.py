# SPDX-License-Identifier: MIT
# `keypad` for the web page: the page's key presses and releases, queued by web_main.key()
# with the time each happened, read by the firmware's App.poll() as a board's scan would.

queue = []  # (key number, pressed, timestamp ms) not yet read


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0


class _Events:
    def get_into(self, event):
        if not queue:
            return False
        event.key_number, event.pressed, event.timestamp = queue.pop(0)
        return True


class Keys:
    def __init__(self, pins, value_when_pressed=False, pull=True, **kw):
        self.key_count = len(pins)
        self.events = _Events()


class ShiftRegisterKeys:
    def __init__(self, clock=None, data=None, latch=None, key_count=8, **kw):
        self.key_count = key_count
        self.events = _Events()
