"""The right goods asked for a wrong item: the customer wants what they ordered sent, not the money. One hook
(read_right_goods_asked) reads the two ways it is asked, in this order; both read the goods asked as a request of kind
`other` for a person, quoting the sentence, and the wrong goods' return as the claim's, with no refund.

1. An exchange asked by a bare value with the money refused: "got XL shirt, orderd M. send M pls dont want refund. how do
i send xl back", "they are grey color, not blue like I order. I want to change to blue please, not money back. How I send
the grey back?" (blind round ver30c, V30C-26 and V30C-05).

Read before, "send M" was taken for "send back" and the ask for the M was lost (the run closed resolved with nobody asked
to send it), or "change to blue, not money back" was read as the claim's own money asked again and the reply promised
the refund the customer had turned down, while "How I send the grey back?" became a second return, of a change of mind.

Three things are asked, and each is kept:
- the wrong goods go back: the wrong item's return starts with its refund held (`forbids` "refund", scoped to the wrong
  item, with `asks_return`: runs.returns_without_money writes it in the decision and the reply says no refund is made);
- the goods asked instead are a request of kind `other` quoting the sentence: only a person can send them;
- a question how to send the wrong goods back, after or before it, is that return's own (attached), no second return.

Only beside a wrong item told in the ticket, only when the wrong goods' going back is told or asked anywhere in it (or the
sentence asks an exchange, which sends them back by its meaning), and only when the sentence names the goods asked by a
bare value (a size, a colour: "send M", "change to blue", "swap for the navy") or asks another variant outright, and turns
the money down in its own words. Near-misses, left as read: the money turned down with no goods asked ("dont want refund,
just tell me how to send it back": the return alone, runs/intents/wrong_goods_back_unpaid.py); goods asked with the money
not turned down ("send me the M instead"); goods asked beside damage, not a wrong item; a refusal of the exchange itself
("don't change it to blue, just refund me").

2. The goods named beside the way back for the wrong ones: "You sent grey cushion covers instead of the mustard ones I
ordered. I do NOT want a refund. I want the mustard ones sent out to me, and tell me how to send the grey ones back."
The last sentence asks two things: the wrong goods' return (the claim's own remedy, its money turned down) and the
right goods sent, which only a person arranges. Read only as the return's how-to (wrong_goods_back_unpaid.py), the run
started the return, closed resolved, and never spoke of the mustard covers (ver30a V30-07, a silent drop).

So a sentence beside a wrong-item claim that asks the right goods sent ("can you send the mustard covers, and how do I
return the grey?", "post me the ones I ordered and tell me where these go back") is a request of kind `other` (a
remedy other than a refund, for a person, quoting it), whatever else it asks; the return it asks is still the claim's,
with no refund. Near-misses: the wrong goods sent back ("tell me how to send the grey ones back"), papers sent ("send
me a return label"), the right goods bought by the customer ("I'll reorder the mustard myself")."""

from __future__ import annotations

import re

from .goods_sent_back_offered import without_sent_back
from .exchange_by_value import _END, _REFUSED, _VALUE, exchange_by_value
from .goods_wanted import money_turned_down
from .money_or_goods import money_left_open
from .other_variant import other_variant_asked
from .reading import ReadSentence
from .remedies import _SIZE_OR_COLOUR, GOODS_INSTEAD
from .returns_money_declined import _HOW_TO_SEND

EXCHANGE_MONEY_REFUSED_WHY = ("asks the wrong item exchanged for other goods and turns its money down: the wrong goods' return "
                              "starts with no refund, and a person arranges the goods asked")
WAY_BACK_OF_EXCHANGE_WHY = "asks how to send back the wrong goods an exchange is asked for: that claim's return answers it"

# Goods asked by a bare value with no article, in a terse or learner's English: "send M pls", "change to blue",
# "swap for navy", "exchange them to size 10" (exchange_by_value reads the same with an article: "send me the M").
_BARE_ASK = re.compile(
    rf"\b(?:(?:send|ship|post)\s+(?:(?:me|us)\s+)?(?:(?:the|a|an)\s+)?(?:in\s+)?|(?:swap|exchange|switch|change)(?:\s+(?:it|them|these|those|this|mine|that))?"
    rf"(?:\s+(?:over|out|round))?\s+(?:to|for|into)\s+(?:(?:the|a|an)\s+)?)(?:size\s+)?(?:{_VALUE}){_END}", re.I)
# "I'd rather you sent me the 39s than a refund": the goods wished for in the money's place.
_RATHER_SENT = re.compile(rf"\b(?:'d|’d|would|id)\s+(?:much\s+)?rather\s+(?:you\s+)?(?:sent|send|shipped|ship|posted|post|had|have|got|get)\s+(?:(?:me|us)\s+)?"
                          rf"(?:(?:the|a|an)\s+)?(?:size\s+)?(?:{_VALUE})(?:{_END}|(?=\s+than\b))", re.I)
# The money turned down in the words money_turned_down leaves: "no refund", "no money back" (not a refund chased: "no
# refund yet", "no refund has come"); "rather ... than a refund" is money_turned_down's own.
_NO_MONEY = re.compile(r"\bno\s+(?:refund|money\s+back|money|reimbursement)\b(?!\s+(?:yet|has|have|had|came|come|arrived|showed|so\s+far))", re.I)
# The wrong goods' going back told or asked somewhere in the ticket ("how do i send xl back", "I'll post the XS back", "can
# I return them"), or an exchange, which sends them back by its meaning ("change to blue", "swap for the navy"). Without
# it ("Wrong colour. I don't want a refund, please send me the teal one.") the goods asked alone leave the wrong goods'
# fate to the person who arranges them, as before: no return is started that the customer never spoke of.
_BACK_TOLD = re.compile(r"\b(?:send|sent|post|ship|mail|drop|take|bring|give)\w*\b[^.!?]{0,30}?\bback\b|\breturn\w*\b", re.I)
_EXCHANGE_WORD = re.compile(r"\b(?:swap|exchang|switch|change)\w*\b", re.I)
# The wrong goods themselves named as going back ("send xl back", "send the grey back"): no goods asked.
_BACK = re.compile(r"^\s*(?:\w+\s+){0,2}?back\b", re.I)


def goods_asked_instead(text: str) -> bool:
    """Whether a sentence asks other goods by value or variant ("send M", "change to blue", "get the green one instead")."""
    for m in _BARE_ASK.finditer(text):
        if not _REFUSED.search(text[:m.start()]) and not _BACK.match(text[m.end():]):
            return True
    return _exchange_asked(text)


def _money_refused(s: ReadSentence) -> bool:
    """Whether the sentence turns the money down in its own words (not only goods asked, which the reading holds as
    money forbidden too: "send me the small instead" turns nothing down)."""
    return money_turned_down(s.text) or bool(_NO_MONEY.search(s.text))


def _exchange_asked(text: str) -> bool:
    """Other goods asked outright, not the wrong goods named in a question how to send them back ("where do i post the
    red one")."""
    return bool(_RATHER_SENT.search(text) or exchange_by_value(text) or other_variant_asked(text))


def _refusal_beside(read: list[ReadSentence], i: int) -> ReadSentence | None:
    """The sentence next to the i-th, in its paragraph, that only turns the money down ("Could you send size 9 instead? I
    don't want my money back though."): no goods, no claim, no other action refused."""
    for j in (i + 1, i - 1):
        if 0 <= j < len(read) and read[j].paragraph == read[i].paragraph and read[j].role in ("request", "context", "attached") \
                and read[j].kinds in ([], ["other"]) and read[j].forbids == ["refund"] and _money_refused(read[j]) and not goods_asked_instead(read[j].text) \
                and not _HOW_TO_SEND.search(read[j].text):
            return read[j]
    return None


def read_exchange_with_money_refused(read: list[ReadSentence]) -> None:
    """A sentence asking the wrong item's goods in another size or colour and turning their money down, after a wrong item
    told in the ticket: a request of kind `other` that holds the wrong item's refund and asks its return; a question how to
    send the goods back, anywhere in the ticket, is that return's."""
    for i, s in enumerate(read):
        if s.role == "injected" or not goods_asked_instead(s.text):
            continue
        refusal = None if _money_refused(s) else _refusal_beside(read, i)
        if not _money_refused(s) and refusal is None:
            continue
        if s.kinds and s.kinds != ["other"] and s.role == "request":
            continue  # a claim of its own told in the same sentence: read as it was
        claim = next((e for e in reversed(read[:i]) if e.role == "request" and e.kinds == ["wrong_item"]
                      and not (s.order and e.order and s.order != e.order)), None)
        if claim is None:
            continue
        if not _EXCHANGE_WORD.search(s.text) and not any(_BACK_TOLD.search(n.text) or n.asks_return for n in read
                                                         if n.role != "injected" and not (n.order and claim.order and n.order != claim.order)):
            continue
        s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, EXCHANGE_MONEY_REFUSED_WHY
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
        s.forbid_kinds, s.asks_return = ["wrong_item"], True
        if refusal is not None:  # the money turned down beside it: that sentence holds the refund, no request of its own
            refusal.role, refusal.kinds, refusal.spans, refusal.why = "context", [], {}, EXCHANGE_MONEY_REFUSED_WHY
            refusal.forbid_kinds, refusal.asks_return = ["wrong_item"], True
        for n in read:
            if n is s or n.role == "injected" or (n.order and claim.order and n.order != claim.order):
                continue
            if (n.role == "attached" or n.role == "request" and n.kinds in (["other"], ["change_of_mind"])) and _HOW_TO_SEND.search(n.text) \
                    and not _money_refused(n) and not _exchange_asked(n.text) and (not n.forbids or n.forbids == ["refund"]):
                n.role, n.kinds, n.spans, n.why, n.asks_return = "attached", [], {}, WAY_BACK_OF_EXCHANGE_WHY, True


# 2. The goods named beside the way back for the wrong ones.

GOODS_SENT_WHY = GOODS_INSTEAD + " (a replacement, an exchange, another one): a person arranges it"
# The goods that should have come, named by what sets them apart: "the mustard ones", "the right size", "the ones I ordered".
_RIGHT_GOODS = (rf"(?:(?:the|some|a\s+pair\s+of\s+the)\s+(?:(?:right|correct|proper|actual)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+|(?:{_SIZE_OR_COLOUR})\s+(?:[\w-]+\s+)?[\w-]+"
                r"|[\w-]+\s+ones|ones?\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid\s+for|chose|picked|wanted)|[\w-]+\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid\s+for))"
                r"|what\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid\s+for))")
_SEND = r"(?:send|sending|post|posting|ship|shipping|dispatch|mail|deliver|get|have)"
# ...asked sent to the customer (never sent back, never by the customer): "send the mustard covers", "I want the mustard
# ones sent out to me", "get the right size out to me".
_RIGHT_GOODS_SENT = re.compile(
    rf"(?<!\bto )(?<!\bi )(?<!\bwe )(?<!\bi'll )(?<!\bcan i )\b{_SEND}\s+(?:me\s+|us\s+|out\s+|over\s+)?{_RIGHT_GOODS}\b(?![^.!?,;]*?\bback\b)"
    rf"|\b(?:want|need|like|have|get)\s+{_RIGHT_GOODS}\s+(?:sent|posted|shipped|dispatched|delivered|out)\b(?![^.!?,;]*?\bback\b)", re.I)
# The customer's own doing: "I'll reorder the mustard myself", "I can get the right ones in town".
_OWN_DOING = re.compile(r"\b(?:myself|ourselves|elsewhere|in\s+town|locally|re-?order)\b", re.I)


def asks_goods_too(s: ReadSentence) -> bool:
    """Whether `s` asks for goods sent instead of money ("I want the mustard ones sent out to me"), as read before or in
    its words: that ask is a person's, whatever else the sentence asks."""
    return (s.role == "request" and "other" in s.kinds and s.why.startswith(GOODS_INSTEAD)) or right_goods_asked(s.text)


def right_goods_asked(text: str) -> bool:
    """Whether `text` asks the right goods sent to the customer, and not as one of two remedies ("get the cream one, or a
    refund, whichever is quicker" leaves the money open: runs/intents/money_or_goods.py)."""
    # (never the wrong goods offered back: "I'll just send the grey one back", goods_sent_back_offered.py)
    return bool(_RIGHT_GOODS_SENT.search(without_sent_back(text))) and not _OWN_DOING.search(text) and not money_left_open(text)


def read_goods_asked_beside_way_back(read: list[ReadSentence]) -> None:
    """A sentence read as the remedy of a wrong-item claim before it in its paragraph (attached, or its return's
    how-to) that asks the right goods sent: an `other` request for a person, the refund held."""
    for i, s in enumerate(read):
        if s.role not in ("attached", "context") or s.kinds or not right_goods_asked(s.text):
            continue
        claim = next((e for e in reversed(read[:i]) if e.paragraph == s.paragraph and e.role == "request" and e.kinds), None)
        if claim is None or "wrong_item" not in claim.kinds or (s.order and claim.order and s.order != claim.order):
            continue
        as_goods_ask(s)


def as_goods_ask(s: ReadSentence) -> None:
    """Read `s` as the right goods asked: an `other` request for a person, with no refund paid for it."""
    s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, GOODS_SENT_WHY
    s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))


def read_right_goods_asked(read: list[ReadSentence]) -> None:
    """The right goods asked for a wrong item: an exchange asked by a bare value with the money refused ("send M pls
    dont want refund"), then the goods named beside the way back ("send the mustard covers, and how do I return the
    grey?")."""
    read_exchange_with_money_refused(read)
    read_goods_asked_beside_way_back(read)
