"""The words a customer's own ask opens with: "please", "kindly", "could you", "can I", "I'd like", "I need".

Shared by the readers that ask whether a sentence or a clause opens as the customer's ask: a "&" that joins a second ask
("lamp late & please change my number", runs/sentences.py _SENTENCE_END), a list of asks opened politely ("could you
refund the mug, send the invoice and ...", runs/sentences.py _LISTED_ASK_START) and the customer asking again after an
injected list ("Please refund the extra delivery charge.", runs/injected_lists.py asks_politely). They had three close
copies; each reader still adds its own frame (what may come before, what must follow). A leaf: alternations, no group."""

from __future__ import annotations

# The polite words themselves: "please", "pls", "plz", "kindly".
PLEASE = r"please|pls|plz|kindly"
# The shop asked to do it: "could you", "can u", "would you", "will you".
YOU_ASKED = r"(?:can|could|would|will)\s+(?:you|u)"
# The same, or the customer asking to have it: "could I", "can we". A list of imperatives to the shop keeps to YOU_ASKED
# ("can we refund the mug, ..." is no list of the shop's tasks).
ASKED = r"(?:can|could|would|will)\s+(?:you|u|i|we)"
# The customer's want told: "I'd like", "id love", "I want", "I need", "I would like".
WANT_TOLD = r"i'?d\s+(?:like|love)|i\s+(?:want|need|would\s+like)"
