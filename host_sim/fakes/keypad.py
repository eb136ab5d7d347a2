# SPDX-License-Identifier: MIT
"""Fake keypad: Keys with an EventQueue, as CircuitPython's. The simulator presses keys with
press()/release(); the firmware reads events exactly as on the device."""

from host_sim.fakes import supervisor


class Event:
    __slots__ = ("key_number", "pressed", "timestamp")

    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = supervisor.ticks_ms() if timestamp is None else timestamp

    @property
    def released(self):
        return not self.pressed

    def __eq__(self, other):
        return self.key_number == other.key_number and self.pressed == other.pressed

    def __repr__(self):
        return "<Event: key_number %d %s>" % (
            self.key_number,
            "pressed" if self.pressed else "released",
        )


class EventQueue:
    __slots__ = ("_events", "_max", "overflowed")

    def __init__(self, max_events=64):
        self._events = []
        self._max = max_events
        self.overflowed = False

    def get(self):
        return self._events.pop(0) if self._events else None

    def get_into(self, event):
        if not self._events:
            return False
        e = self._events.pop(0)
        event.key_number = e.key_number
        event.pressed = e.pressed
        event.timestamp = e.timestamp
        return True

    def clear(self):
        del self._events[:]
        self.overflowed = False

    def __len__(self):
        return len(self._events)

    def __bool__(self):
        return bool(self._events)

    def _put(self, event):
        if len(self._events) >= self._max:
            self.overflowed = True  # as on the device: the newest event is dropped
            return
        self._events.append(event)


instances = []  # the Keys objects the firmware made, for the simulator to press


class Keys:
    __slots__ = ("_pins", "_pressed", "events", "_value_when_pressed", "_pull", "_interval")

    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64):
        self._pins = tuple(pins)
        self._value_when_pressed = bool(value_when_pressed)
        self._pull = pull
        self._interval = interval
        self._pressed = [False] * len(self._pins)
        self.events = EventQueue(max_events)
        instances.append(self)

    @property
    def key_count(self):
        return len(self._pins)

    def reset(self):
        self._pressed = [False] * len(self._pins)

    def deinit(self):
        if self in instances:
            instances.remove(self)

    # -- the simulator's side ----------------------------------------------------------------
    def press(self, n):
        if not self._pressed[n]:
            self._pressed[n] = True
            self.events._put(Event(n, True))

    def release(self, n):
        if self._pressed[n]:
            self._pressed[n] = False
            self.events._put(Event(n, False))


class ShiftRegisterKeys(Keys):
    """Buttons read through a shift register (the PyBadge's eight): the same events."""

    __slots__ = ()

    def __init__(
        self,
        *,
        clock,
        data,
        latch,
        key_count,
        value_when_pressed,
        value_to_latch=True,
        interval=0.02,
        max_events=64,
    ):
        super().__init__(
            tuple(data for _ in range(key_count)),
            value_when_pressed=value_when_pressed,
            pull=False,
            interval=interval,
            max_events=max_events,
        )
