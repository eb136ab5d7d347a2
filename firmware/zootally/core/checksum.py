# SPDX-License-Identifier: MIT
"""CRC-8 (polynomial 0x07) for store records: small, table-free, same on every runtime."""


def crc8(data, crc=0):
    for b in data:  # a byte at a time: its eight bit steps folded into one (no table)
        x = crc ^ b
        x ^= (x << 1) ^ (x << 2)  # times x^2 + x + 1; bits 8 and 9 fold back the same way
        h = x >> 8
        crc = (x ^ h ^ (h << 1) ^ (h << 2)) & 0xFF
    return crc
