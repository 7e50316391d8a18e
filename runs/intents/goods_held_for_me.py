"""Goods asked to be held or set aside for the customer: "I will order another one from you - can you hold one?",
"could you reserve one for me till Friday", "please put one aside". Only a person does it (the shop's stock is
nobody's tool here), so it is an ask of its own beside the claim's remedy: read as part of "Please refund it, ...",
it was attached to the claim and folded away with it.

Never money held ("hold the refund", "hold off refunding it": runs.intents.money.holds_money) nor a right reserved."""

from __future__ import annotations

import re

_ONE = r"(?:one|another(?:\s+one)?|a\s+new\s+one|a\s+(?:[\w-]+\s+)?(?:for\s+me|for\s+us)|one\s+for\s+(?:me|us)|some)"
HELD_FOR_ME = re.compile(
    rf"\b(?:hold|reserve|earmark)\s+{_ONE}\b"
    # (never "put one back", the copy of a charge paid back: "my card shows the payment twice, please put one back")
    rf"|\b(?:put|set)\s+{_ONE}\s+(?:aside|by)\b|\bkeep\s+{_ONE}\s+(?:aside|back|by)\b|\b(?:put|set)\s+aside\s+{_ONE}\b", re.I)


def asks_goods_held(clause: str) -> bool:
    """Whether a clause asks goods held or set aside for the customer."""
    return bool(HELD_FOR_ME.search(clause))
