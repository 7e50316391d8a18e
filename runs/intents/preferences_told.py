"""A preference about the customer's own doing, told as the reason for an ask beside it: "Is it possible to get a
replacement lid rather than a whole new teapot? I'd rather not waste a good pot." The second sentence asks nothing of
the shop; read as a request of no kind it sent a third escalation to a person and told the customer "I couldn't sort
out your request ("I'd rather not waste a good pot.")" (ver30a V30-30).

Only a preference whose verb is the customer's own doing with the goods or their money (waste, bin, throw away, buy
again...) is read so. One about what the shop does stays what it was ("I'd rather not send it back", "we'd rather not
have a replacement", "I'd prefer not to pay for the return postage"), and so does a sentence asking anything beside the
preference ("I'd rather not bin a good pot, could you send just the lid?")."""

from __future__ import annotations

import re

# The customer's own doing with the goods or money: what a preference about it leaves to nobody else.
_OWN_DOING = (r"(?:waste|wasting|bin|binning|throw|throwing|chuck|chucking|toss|tossing|scrap|scrapping|ditch|ditching|dump|dumping|discard|discarding|"
              r"junk|lose|losing|part|parting|buy|buying|spend|spending|splash|splashing|fork|forking|shell|shelling|get\s+rid|getting\s+rid|"
              r"start\s+(?:again|over|from\s+scratch)|starting\s+(?:again|over)|break\s+up|split\s+up)")
_PREFERENCE = re.compile(
    # "I'd rather not waste a good pot", "we would prefer not to bin it", "I'd much sooner not buy a whole new set"
    rf"\b(?:i|we)(?:'d|’d|\s+would|d)?\s+(?:much\s+|really\s+|just\s+|honestly\s+)?(?:rather|prefer|sooner)\s+not\s+(?:to\s+)?{_OWN_DOING}\b"
    # "I'd hate to throw away a perfectly good teapot", "I don't want to waste it"
    rf"|\b(?:i|we)(?:'d|’d|\s+would)\s+(?:really\s+)?hate\s+to\s+{_OWN_DOING}\b"
    rf"|\b(?:i|we)\s+(?:really\s+)?(?:don'?t|dont|do\s+not)\s+(?:really\s+)?(?:want|like)\s+to\s+{_OWN_DOING}\b"
    # "it'd be a shame to bin a good pot", "seems a waste to chuck the whole thing"
    rf"|\b(?:it(?:'d|’d|\s+would)\s+be|it(?:'s|’s|\s+is|\s+seems)|seems?)\s+(?:such\s+)?a\s+(?:shame|pity|waste)\s+to\s+{_OWN_DOING}\b", re.I)
# Where the preference's clause ends: its object runs to a stop, a comma or a turn to what is asked.
_CLAUSE_END = re.compile(r"[,;:!?.]|\s[-\u2013\u2014]\s|\b(?:so|and|but|could|can|would|will|please|pls)\b", re.I)


def preference_told(text: str) -> tuple[int, int] | None:
    """Where `text` tells a preference about the customer's own doing (the words to the end of its clause), or None."""
    m = _PREFERENCE.search(text)
    if not m:
        return None
    end = _CLAUSE_END.search(text, m.end())
    return m.start(), end.start() if end else len(text)
