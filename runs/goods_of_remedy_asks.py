"""The goods an ask of other goods is for, when its own words name none: "The cast iron teapot arrived with the spout
cracked. I do NOT want a refund for it, I want a new one sent." asks a new teapot; "the speaker has the grille smashed
in, and the cable has the connector bent. Please send new ones for both." asks a new speaker and a new cable.

Such an ask is its own subtask, a request a person answers (the agent sends no goods), and the claim it is the remedy
of is deferred to that person: one matter, one person. The subtask's goal names the goods, so the person (and the
reviewer reading the plan) sees what to send without reading the claim beside it: the goods named by what the ask's
pronoun stands for (`about`, runs/intents/pronoun_asks.py), else by the nearest claim on goods told before it in its
paragraph, or by the claim told right after it (verify33 F07). An ask naming goods of its own ("send a new car") is
named by those and needs nothing added. Part of the money wished for the claim's goods ("I'm not after the full price -
twelve pounds back would be plenty") is named the same way: the person deciding the amount sees which goods it is of."""

from __future__ import annotations

from .intents import GOODS_INSTEAD, OTHER_REMEDY_WHY, Reading, ReadSentence
from .intents.part_money_wishes import part_money_wished
from .ticket_lines import words_mentioned

# The claims on goods whose remedy may be other goods.
_GOODS_CLAIMS = frozenset({"damaged_item", "wrong_item", "non_delivery"})


def _lines_named(lines: list[dict], text: str) -> list[dict]:
    return [line for line in lines if words_mentioned(line, text)]


def goods_asked_for(reading: Reading, s: ReadSentence, lines: list[dict]) -> list[str]:
    """The descriptions of the order's `lines` an ask of other goods (`s`) or of part of their money is for, when it
    names none itself ([]: it names its own, is no such ask, or nothing before it names any); part of a late parcel's
    delivery charge is named as that charge."""
    # (part of the money wished for the claim's goods names them too: "twelve pounds back out of the thirty would be plenty"
    # of the cracked teapot, part_money_wishes.py)
    part = s.why == OTHER_REMEDY_WHY and part_money_wished(s.text)
    if not (s.why.startswith(GOODS_INSTEAD) or part) or _lines_named(lines, s.text):
        return []
    claimed = {k for e in reading.sentences if e.is_request for k in e.kinds}
    if part and "late_delivery" in claimed and not claimed & _GOODS_CLAIMS:
        return ["delivery charge of the late parcel"]  # "half of it would be fair" of the fee a late parcel's claim pays back
    if s.about and (named := _lines_named(lines, s.about)):
        return [line["description"] for line in named]
    at = reading.sentences.index(s)
    claim = next((e for e in reversed(reading.sentences[:at])
                  if e.paragraph == s.paragraph and e.is_request and set(e.kinds) & _GOODS_CLAIMS), None)
    before = next((e for e in reversed(reading.sentences[:at]) if e.role not in ("courtesy", "injected")), None)
    if claim is None and before is not None and before.is_request and set(before.kinds) & _GOODS_CLAIMS:
        claim = before  # the claim on the line just before it ("the tray turned up split.\nI'd rather you sent a replacement")
    after = next((e for e in reading.sentences[at + 1:] if e.role not in ("courtesy", "injected")), None)
    if claim is None and after is not None and after.is_request and set(after.kinds) & _GOODS_CLAIMS and after.paragraph == s.paragraph:
        claim = after  # the claim told right after it ("Please do not refund me, I would rather have a new one. The fan blade is cracked.")
    named = [line["description"] for line in _lines_named(lines, claim.text)] if claim is not None else []
    # a one-line order whose claim calls its goods by a name of the customer's own ("the tv" of a Television): that line
    return named or ([lines[0]["description"]] if claim is not None and len(lines) == 1 else [])


def named_goal(goal: str, goods: list[str]) -> str:
    """A person's goal with the goods its ask is for named after it."""
    if not goods:
        return goal
    said = goods[0] if len(goods) == 1 else ", ".join(goods[:-1]) + " and " + goods[-1]
    return f"{goal} (for the {said.lower()})"


def goods_of_the_ask(goal: str, lines: list[dict]) -> list[str]:
    """The descriptions of the order's `lines` an ask's subtask is about, as its goal tells them: named whole ("(for the
    side plate)", added by `named_goal`), else named in the customer's words it quotes ("for the plate a replacement
    would be great"). The reply's sentence for it names them (verify33 K06: "You asked for a replacement" named no plate)."""
    low = goal.lower()
    whole = [line["description"] for line in lines if line.get("description") and line["description"].lower() in low]
    if whole:
        return whole
    quoted = goal.split('"', 1)[1].rsplit('"', 1)[0] if goal.count('"') >= 2 else ""
    return [line["description"] for line in _lines_named(lines, quoted)] if quoted else []
