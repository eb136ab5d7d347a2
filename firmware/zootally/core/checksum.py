# SPDX-License-Identifier: MIT
"""CRC-8 (polynomial 0x07) for store records: small, table-free, same on every runtime."""


def crc8(data, crc=0):
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc
