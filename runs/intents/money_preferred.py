"""The money preferred to goods: "I would prefer a refund to a replacement", "I'd rather have my money back than another
one", "a refund over a new one please", "I'd take the cash instead of a swap". It asks the claim's own refund and turns
the goods down. Read before as goods asked instead of money ("I would prefer ... a replacement" looked like a unit asked
for), the refund was held and a person was asked to arrange a replacement nobody wanted.

Goods preferred to the money ("I'd rather have a white one than the money back", "I'd prefer the blue one to a refund")
are the reverse, runs/intents/remedies.py's GOODS_INSTEAD, and still hold the refund: here the money must come first
and the goods only after the words that turn them down."""

from __future__ import annotations

import re

# The money asked: "a refund", "my money back", "the cash", "a full refund", "reimbursement".
_MONEY = (r"(?:(?:a|an|the|my|our|your|me|us|it|full|complete|proper|straight|plain|simple|just|only)\s+){0,3}"
          r"(?:refund\w*|refnd\w*|refun|rfnd|rfund\w*|refud\w*|(?:money|mony|muney|monney)(?:\s+(?:back|bak|bck))?|cash(?:\s+back)?|reimburs\w*|"
          r"full\s+amount)")
# The goods turned down: "a replacement", "another one", "a new one", "an exchange", "a swap", "sending another",
# "waiting for a new lamp", "the same again".
_GOODS = (r"(?:(?:send|sent|sending|ship|shipped|shipping|post|posted|posting|getting|get|having|have|receiving|receive|"
          r"waiting\s+(?:for|on)|wait\s+(?:for|on)|risking|risk|trying)\s+(?:me\s+|us\s+|out\s+)?)?"
          r"(?:(?:a|an|the|another|any|one|some|yet)\s+)?(?:(?:new|fresh|second|replacement|same|other|further)\s+)?"
          r"(?:replac\w*|exchang\w*|swap\w*|another(?:\s+one)?|(?:a\s+)?new\s+(?:one|[\w-]+)|one|it\s+again|the\s+same(?:\s+again)?|"
          r"re-?send\w*|re-?ship\w*|substitute)\b")
# Words before the money that tell it preferred: "I'd prefer", "I'd rather", "I'd sooner", "I'll take", "I'd like".
_PREFERRED = r"\b(?:prefer\w*|rather|sooner|take|like|want|need|have|get|give|please|pls|plz|just|only)\b"
_TURNED = re.compile(
    # the money, then the goods turned down: "a refund to a replacement", "my money back than another one",
    # "a refund over a new one", "the cash instead of a swap", "a refund in preference to an exchange"
    rf"\b{_MONEY}\b[^.!?;]{{0,25}}?\b(?P<turn>to|over|th[ae]n|instead\s+of|rather\s+than|in\s+place\s+of|"
    rf"in\s+preference\s+to|not|and\s+not|but\s+not|no)\s+{_GOODS}"
    # the goods turned down first, then the money: "Rather than a replacement I'd like my money back", "instead of another
    # one, just refund me", "no exchange, I want my money back"
    rf"|\b(?:rather\s+than|instead\s+of|in\s+place\s+of|not|no)\s+{_GOODS}[^.!?;]{{0,30}}?{_PREFERRED}[^.!?;]{{0,20}}?\b{_MONEY}\b", re.I)
# The preference said with the money as its subject: "a refund would suit me better than a replacement", "my money back
# is better than another one".
_BETTER = re.compile(rf"\b{_MONEY}\b[^.!?;]{{0,30}}?\b(?:better|more|sooner|rather|preferable)\b[^.!?;]{{0,10}}?\bthan\s+{_GOODS}", re.I)
# ...the money told preferred in the words before it, for "to": "I would prefer a refund to a replacement" (never "I'd like a
# refund to a different card": no goods follow, and "send the refund to my new address" names no preference).
_PREFER_BEFORE = re.compile(r"\bprefer\w*\b[^.!?;]{0,30}$", re.I)


# The goods nearly asked, then the money asked in their place: "I was going to ask for a new one to be sent but actually I'd
# rather just have the money back", "I thought about asking for a replacement, but on reflection a refund please", "we were
# about to ask you to send another one - now we'd just like our money back".
# (the goods weighed with no word of asking, "thought about an exchange - no, money back please", "considered a replacement
# but...", "was tempted by a new one", and the money after a turn of any kind: "but", "now", "no", "nah", "actually", "scratch that")
_NEARLY_ASKED = re.compile(
    r"\b(?:was|were|had\s+been)\s+(?:gonna|(?:going|about|planning|meaning|hoping)\s+to)\s+(?:ask|request|say|get\s+(?:you|u)\s+to)"
    r"|(?:\b(?:i|we)\s+|^\W*(?:(?:and|so|ok|okay|well)\W+)?)(?:(?:did|had)\s+)?(?:thought|think|considered|consider|wondered|toyed|weighed|was\s+tempted|were\s+tempted)\s+"
    r"(?:about\s+|of\s+|with\s+(?:the\s+idea\s+of\s+)?|by\s+)?(?:asking|requesting|(?=(?:a|an|another|the|getting|having)\b))"
    r"|\b(?:i|we)\s+(?:nearly|almost)\s+(?:asked|requested|went\s+for)|\bhad\s+half\s+a\s+mind\s+to\s+(?:ask|request|get)", re.I)
_TURN = r"(?:but|now|though|however|no|nah|nope|actually|instead|honestly|scratch\s+that|on\s+(?:second|reflection)\b[^.!?;,]{0,12})"
_NEARLY_THEN_MONEY = re.compile(
    rf"(?:{_NEARLY_ASKED.pattern})[^.!?;]{{0,40}}?{_GOODS}[^.!?;]{{0,40}}?(?:[,;:-]\s*|\s)(?:{_TURN})\b[^.!?;]{{0,40}}?"
    rf"(?:{_PREFERRED}[^.!?;]{{0,20}}?)?\b{_MONEY}\b(?!\s+(?:to|for)\s+(?:a|an|another|the)\s+(?:new|replacement|exchange|swap))", re.I)


def money_preferred(text: str) -> re.Match | None:
    """The words asking the money and turning goods down ("I'd rather have my money back than another one"), or None.
    Goods preferred to the money ("I'd rather have a white one than the money back") never match: the money is what
    they turn down."""
    for m in _TURNED.finditer(text):
        turn = m.group("turn")
        if turn is not None and turn.lower() == "to" and not _PREFER_BEFORE.search(text, 0, m.start()):
            continue  # "to" turns goods down only after "prefer": "refund it to a new card" prefers nothing
        if turn is not None and turn.lower() in ("than", "then") and not re.search(r"\b(?:rather|sooner|prefer\w*)\b", text[:m.start()], re.I):
            continue  # "than" (or "then", typed for it) after "rather" or "sooner": "more money than a new one costs" prefers nothing
        return m
    return _BETTER.search(text) or _NEARLY_THEN_MONEY.search(text)


def goods_nearly_asked(text: str) -> re.Match | None:
    """The goods nearly asked, then money asked in their place ("I was about to ask you to send another one, but now I'd just
    like a refund"): the goods named there are no replacement asked (runs/intents/cues.py drops its cue within these words)."""
    return _NEARLY_THEN_MONEY.search(text)
