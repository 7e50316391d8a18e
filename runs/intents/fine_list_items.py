"""An item of a numbered list that calls its goods fine asks nothing: "1) wine glasses: 2 out of the 6 arrived broken /
2) the decanter is fine, no problem there / 3) coasters - I ordered 8 and only 4 were in the box" (blind round ver25c,
VER25C-19). A later item of a list whose first item asks is read as asked too (runs/intents/claim_remedy_asks.py), and
the decanter's "is fine" went to a person, and the reply said a colleague would follow up on it.

Near-misses: an item that turns from fine to a fault ("the decanter is fine but the stopper is cracked", "fine apart
from the lid") or asks something ("the decanter is fine - can you send the gift receipt?") is still asked."""

from __future__ import annotations

import re

from ..fine_clauses import FINE_EXCEPT, calls_fine

# Nothing wrong said in other words: "no problem there", "no issues with that one", "all good", "nothing wrong with it".
_NO_TROUBLE = re.compile(r"\bno\s+(?:problems?|issues?|complaints?|trouble)\b|\ball\s+good\b|\bnothing\s+wrong\b|\b(?:perfect|spot\s+on)\b", re.I)
# A turn or an ask after the fine words.
_TURN_OR_ASK = re.compile(r"\?|\b(?:though|however|only|except|apart|but|please|pls|could|can|would|need|want|send|refund|replace)\b", re.I)


def fine_list_item(text: str) -> bool:
    """Whether a list item calls its goods fine, with no fault or ask beside."""
    return (calls_fine(text) or bool(_NO_TROUBLE.search(text))) and not FINE_EXCEPT.search(text) and not _TURN_OR_ASK.search(text)
