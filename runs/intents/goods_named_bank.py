"""Goods whose name ends in a money word: a "power bank", a "piggy bank" (adversarial round 47: "The power bank arrived
smashed to bits" on a line named "Power bank 10000mAh" was held as "goods not on order: the bank").

"bank" is a word of money (runs/intents/stems.py `_FUNCTION`), so a line's "Power bank" was named by "power" alone and
the "bank" the customer wrote was goods no line is; and the readers of a third party ("my bank shows it twice", "the
bank said no") read the goods as the customer's bank. So:

- `joined_goods_compounds` joins such a compound into one word before the content words are read ("power bank",
  "power-bank", "powerbank" -> "powerbank"), on the line and in the ticket alike: the goods name the line, and the
  money word is never left over as goods of their own.
- `BANK` is the word "bank" only where it is no such goods, for the third-party readers: `(?<!power\\s)bank`.

A leaf: runs/intents/stems.py and the third-party readers read it.
"""

from __future__ import annotations

import re

# the words that make goods of "bank" ("power bank", "piggy bank"), typed apart, with a hyphen, or run together
_GOODS_BANKS = re.compile(r"\b(power|powr|pwr|piggy|piggie|pigy)[\s-]*(banks?)\b", re.I)
# "bank" as a party or a place of money, never goods: a lookbehind for each spelling the compound takes
# (every spelling `_GOODS_BANKS` joins: "pwr bank smashed to bits" is goods as "power bank" is)
BANK = (r"(?<!power\s)(?<!power-)(?<!powr\s)(?<!pwr\s)(?<!pwr-)(?<!piggy\s)(?<!piggy-)(?<!piggie\s)(?<!pigy\s)"
        r"(?<!power)(?<!powr)(?<!pwr)(?<!piggy)(?<!piggie)(?<!pigy)bank")


def joined_goods_compounds(text: str) -> str:
    """`text` with each goods compound ending in "bank" as one word: "the power bank" -> "the powerbank"."""
    return _GOODS_BANKS.sub(lambda m: m.group(1) + m.group(2), text) if "ank" in text.lower() else text
