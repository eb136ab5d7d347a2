# SPDX-License-Identifier: MIT
# Players' names as people write them, on the VM: what core/names says of each name given
# (a line each: its refusal or None, then the table's labels, then a pack read back), for
# tests/test_micropython.py to compare with CPython's, line for line.
import sys

from zootally.core import names as nm

table = sys.argv[1:]
for n in table:
    print("refusal", nm.refusal(n))
good = nm.roster(table)[0]
print("labels", ",".join([s or "-" for s in nm.labels(good)]))
back = nm.unpack(nm.pack(good), len(good)) if good else []
print("back", back == good)
