# SPDX-License-Identifier: MIT
"""Players' names for property tests: any name the device's rules take (core/names.py):
up to 16 characters of any script, words parted by a space, up to 38 bytes of UTF-8."""

from hypothesis import strategies as st
from zootally.core import names as nm

NAME = st.text(
    st.characters(
        exclude_categories=("Cc", "Cs", "Zs", "Zl", "Zp"),
        exclude_characters=',"\\#',
        include_characters=" ",
    ),
    min_size=1,
    max_size=nm.MAX_LEN,
).filter(lambda n: nm.refusal(n) is None)

# Long names, each long its own way: 16 letters, a space and accents, 38 bytes of UTF-8.
LONGEST = st.sampled_from(
    [
        "Maximilian-Josef",  # 16 letters of A-Z
        "Anne-Sophie Zoë",
        "Éléonore Müller",  # accents: two bytes each
        "A李伟李伟李伟李伟李伟李伟x",  # 14 characters, 38 bytes
        "Émilie 😀😀😀😀 Jo",
    ]
)


def six_longest():
    """Six names of the most bytes a name may have, packed as a game's (the largest NAMES
    block and history summary: core/names.MAX_BYTES)."""
    long = [chr(65 + i) + "李" * 12 for i in range(6)]  # 3 bytes a character: 13, 37 bytes
    long = [n + "x" * (nm.MAX_BYTES - len(n.encode())) for n in long]
    assert not [n for n in long if nm.refusal(n)]
    return nm.pack(long)
