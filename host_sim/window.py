# SPDX-License-Identifier: MIT
"""The simulator in a window: the whole device (screen, lit keys, encoder). Click a key or
use the keyboard: 1 2 3 / q w e / a s d / z x c for the keys, Enter to push the encoder,
m to hold it, arrow keys or , . to turn it. F12 saves a picture."""

import pygame

from host_sim.terminal import GRID, IDLE_MS, idle

FOOTER = (
    "keys: 1 2 3 / q w e / a s d / z x c  (or click)",
    "Enter: push   m: hold   arrows: turn   F12: picture",
)


def run_window(device):
    pygame.display.init()
    surf = device.picture(FOOTER + ("",))  # the third line: a notice, when there is one
    window = pygame.display.set_mode(surf.get_size())
    pygame.display.set_caption("Zoo Tally - %s" % device.profile.NAME)
    from zootally.ui import keys

    ok = device.key_of(keys.OK)
    shots = 0
    current = False  # the window shows the device as it is
    while True:
        if not current:
            # A third line for what the simulator did besides the device (where REC saved).
            surf = device.picture(FOOTER + (device.notice,))
            device.notice = ""  # shown until the next key
            window.blit(surf, (0, 0))
            pygame.display.flip()
        ev = pygame.event.wait(IDLE_MS)
        current = False
        if ev.type == pygame.NOEVENT:  # no key: the device's idle work (a notice runs out)
            current = not idle(device)
        elif ev.type == pygame.QUIT:
            return 0
        if ev.type == pygame.KEYDOWN:
            name = ev.unicode
            if ev.key in (pygame.K_RIGHT, pygame.K_PERIOD):
                device.turn(1)
            elif ev.key in (pygame.K_LEFT, pygame.K_COMMA):
                device.turn(-1)
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                device.press(ok)
            elif name == "m":
                device.press(ok, hold_ms=900)
            elif name and name in GRID:
                device.press(GRID.index(name))
            elif ev.key == pygame.K_F12:
                shots += 1
                device.save_picture("zootally-%03d.png" % shots)
            elif ev.key == pygame.K_ESCAPE:
                return 0
        elif ev.type == pygame.MOUSEBUTTONDOWN:
            hit = device.key_at(ev.pos)
            if hit is not None:
                device.press(hit)
