"""A clothing size said in words or in letters is the same size: "small"/"S", "medium"/"med"/"M", "large"/"L", "extra
large"/"x-large"/"XL", "XXL"/"2XL". A customer writes "I ordered the medium jumper, got an XL" of a "Merino jumper, size
M": read as a kind of goods ("medium" before the head, runs.goods_phrases), the medium jumper was other goods than the
line, and the wrong item's return went to a person.

`SIZE_WORDS`: the words of a size, never a kind of goods (as "big" and "small" never were): "the medium jumper" names
the jumper, in the size the customer says."""

from __future__ import annotations

import re

# each letter size with the words customers write for it
_NAMES = {
    "xs": ("xs", "extra small", "extra-small", "x-small", "xsmall"),
    "s": ("small", "sml"),
    "m": ("medium", "med", "medium-sized", "mid-size"),
    "l": ("large", "lrg", "lg"),
    "xl": ("xl", "extra large", "extra-large", "x-large", "xlarge", "1xl"),
    "xxl": ("xxl", "2xl", "extra extra large", "xx-large", "xxlarge", "2x"),
    "xxxl": ("xxxl", "3xl", "xxx-large", "3x"),
}
SIZE_WORDS = frozenset(w for names in _NAMES.values() for n in names for w in re.split(r"[\s-]+", n) if len(w) > 1) - {"extra", "x"}
