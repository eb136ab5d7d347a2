# SPDX-License-Identifier: MIT
"""A model of the RP2040's microcontroller.nvm (4 KB, one flash sector), as CircuitPython
writes it (ports/raspberrypi/common-hal/nvm/ByteArray.c): a write whose whole target range
reads erased (0xFF) programs the 256-byte pages it touches; any other write, even one that
leaves its non-erased bytes as they are, erases the whole sector first, then programs all
of it back (the bytes outside the range as they were).

It counts erases and page programs, and can cut the power after a given number of bytes
have reached flash: `cut_after` bytes of programming (an erase counts as one step that
leaves the sector erased). With `partial` (a random.Random) the byte being programmed when
the power goes keeps a random part of its new zero bits, as a cell programmed bit by bit
in any order would; without it, that byte stays as it was. Pure Python: runs
under MicroPython too."""

SECTOR = 4096
PAGE = 256


class PowerCut(Exception):
    pass


class Rp2040Nvm:
    def __init__(self, size=SECTOR, data=None):
        if data is not None:
            self.data = bytearray(data)
        else:  # erased flash; filled in place to keep the benchmark's own heap small
            self.data = bytearray(size)
            for i in range(size):
                self.data[i] = 0xFF
        self.erases = 0
        self.programs = 0  # page programs
        self.writes = 0  # calls of nvm[a:b] = ...
        self.cut_after = -1  # steps before the power goes (-1: never)
        self.steps = 0
        self.partial = None  # a random.Random: a cut byte keeps some of its new bits

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def _step(self):
        if self.cut_after >= 0 and self.steps >= self.cut_after:
            raise PowerCut()
        self.steps += 1

    def _torn(self, i, new):
        """The byte at i after a cut while `new` was programmed into it (bits only go
        from one to zero)."""
        if self.partial is not None:
            bits = self.data[i] & ~new & 0xFF  # the bits still to program to zero
            self.data[i] &= ~(bits & self.partial.getrandbits(8)) & 0xFF

    def __setitem__(self, key, value):
        if not isinstance(key, slice):
            key = slice(key, key + 1)
            value = bytes((value,))
        start, stop, _ = key.indices(len(self.data))
        if stop - start != len(value):
            raise ValueError("nvm: slice and value sizes differ")
        self.writes += 1
        erased_only = True
        for i in range(len(value)):
            if self.data[start + i] != 0xFF:
                erased_only = False
                break
        if erased_only:
            pages = {}
            for i in range(len(value)):
                if self.data[start + i] != value[i]:
                    pages[(start + i) // PAGE] = True
            self.programs += len(pages)
            for i in range(len(value)):  # byte by byte: a cut leaves a torn write
                if self.data[start + i] == value[i]:
                    continue  # nothing to program (0xFF onto erased flash)
                try:
                    self._step()
                except PowerCut:
                    self._torn(start + i, value[i])
                    raise
                self.data[start + i] = value[i]
            return
        # Erase the sector, then program its new contents back, byte by byte. Done in
        # place (no copy of the sector): a cut leaves the bytes not yet programmed erased.
        data = self.data
        try:
            self._step()
        except PowerCut:  # cut during the erase: the worst case, an erased sector
            for k in range(len(data)):
                data[k] = 0xFF
            raise
        self.erases += 1
        self.programs += len(self.data) // PAGE
        for i in range(len(data)):
            new = value[i - start] if start <= i < stop else data[i]
            if new == 0xFF:
                data[i] = 0xFF
                continue
            try:
                self._step()
            except PowerCut:
                for k in range(i, len(data)):
                    data[k] = 0xFF
                self._torn(i, new)
                raise
            data[i] = new
