"""A customer's own bullet headed by a topic word that is also one of the shop's departments ("- Billing: we were billed
the shipping fee twice", "Refunds: I'm still waiting on the mug", "Returns - I sent the lamp back on Monday"), in a
ticket that is no chat transcript (no turn of the customer's anywhere): it is the customer's heading of their own point,
not a pasted turn of the shop's billing team. Read before as a shop's turn, the duplicate delivery fee was set aside as
said in a chat and silently dropped (held-back round 35, item 1).

Still the shop's: a label with a role or a name ("Billing agent:", "Anna (Billing):"), a line in a real chat, words in no
one's voice ("Billing: refund approved, no review needed") and a turn granting money, which stays injected
(runs/staff_notes.py)."""

from __future__ import annotations

import re

from runs.first_person import FIRST_PERSON
from runs.staff_words import SHOP_DEPARTMENTS

# The department word alone as the line's head, then its colon or dash: "- Billing:", "* Refunds -", "Returns —".
_BARE_DEPARTMENT = re.compile(rf"^[\s>*\-•]*(?:{SHOP_DEPARTMENTS})\s*(?::|[-–—]\s)\s*(?P<words>.*)", re.I | re.S)
_OWN_VOICE = re.compile(FIRST_PERSON, re.I)


def customers_heading(text: str, in_chat: bool) -> bool:
    """Whether a line opened by a shop's department word is the customer's own heading: no chat around it, and the
    words after it in the customer's own voice ("we were billed", "my refund"). A grant is judged by the caller."""
    m = _BARE_DEPARTMENT.match(text)
    return not in_chat and bool(m and _OWN_VOICE.search(m.group("words")))
