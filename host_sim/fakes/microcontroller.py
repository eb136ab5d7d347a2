# SPDX-License-Identifier: MIT
"""Fake microcontroller: nvm backed by a file (a power cut keeps what was written), with the
RP2040's 4 KB; reset() raises so the simulator can reboot the firmware."""

import os

NVM_SIZE = 4096


class FileNvm:
    """microcontroller.nvm: a fixed-size bytearray-like object. Every write goes to the file
    at once, as a write to flash would."""

    __slots__ = ("path", "_data", "writes")

    def __init__(self, path, size=NVM_SIZE):
        self.path = path
        self.writes = 0
        data = b""
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                data = f.read(size)
        elif path and os.path.dirname(path):
            os.makedirs(os.path.dirname(path), exist_ok=True)  # e.g. .sim/ on a fresh clone
        self._data = bytearray(data + b"\xff" * (size - len(data)))

    def __len__(self):
        return len(self._data)

    def __getitem__(self, i):
        return self._data[i]

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            start, stop, step = i.indices(len(self._data))
            if step != 1 or stop - start != len(value):
                raise ValueError("nvm: slice and value must have the same length")
            self._data[start:stop] = value
        else:
            self._data[i] = value
        self.writes += 1
        if self.path:
            with open(self.path, "wb") as f:
                f.write(self._data)
                f.flush()
                os.fsync(f.fileno())


nvm = FileNvm(None)


class Processor:
    """microcontroller.cpu: here only its uid, the board's own id (8 bytes on an RP2040)."""

    def __init__(self):
        self.uid = uid_for(None)


def uid_for(path):
    """The simulated board's id: one per nvm file (a board's nvm is its own), so that two
    simulators on two files are two devices, and one file is one device across runs."""
    import hashlib

    key = os.path.abspath(path) if path else "no nvm file"
    return bytearray(hashlib.sha1(key.encode()).digest()[:8])


cpu = Processor()


class ResetRequested(Exception):
    pass


def reset():
    raise ResetRequested()
