"""A wrong item told in a learner's English: "inside is not my order, is a pink sweater, I was order the
black jacket", "this is not what i buy, i buy blue one", "you send me other thing", "in the box was
sandals, my order is boots".

The wrong-item cues (runs/intents/cues.py) read what was ordered in the past tense ("I ordered", "what I
bought") and what came in its usual words ("you sent the wrong", "instead of"). A learner tells the
same with a present or "was + verb" ("i buy", "I was order", "i was ask for"), "my order is X" and "in
the box was Y", "other thing" for "something else", and "not my order" for "not what I ordered".
Unread, the sentence told nothing, and a return asked beside it read as a change of mind, which a
seller's no-returns terms refused: the shop's own error was declined to the customer.

Not a wrong item: the goods said broken, late or missing (their own cues), a count short ("I buy 3 cup,
in the box was 2 cup"), and what came naming the same goods as what was ordered."""

from __future__ import annotations

import re

from ..own_choice_words import OWN_CHOICE, SHORT_DELIVERY
from ..sentences import NUMBER_WORDS

_ORDER_VERB = r"(?:order|ordr|buy|buyed|bought|ordered|ask|asked|choose|choosed|chose|pick|picked|select|selected|pay|paid|purchase|purchased)"
_I = r"(?:i|we)\s+(?:was\s+|were\s+|am\s+|are\s+|did\s+|have\s+|has\s+|had\s+)?"
# "inside is not my order", "this is not what i buy", "it is not the one i was order"
_NOT_MINE = re.compile(
    r"\b(?:inside|in\s+(?:the|my)\s+(?:box|parcel|package|bag)|this|that|it|these|they|what\s+(?:came|arrive[sd]?|i\s+(?:receive[sd]?|recieve[sd]?|get|got))"
    r"|the\s+(?:item|thing|product|goods|article|clothes|stuff)s?)\s+(?:is|was|are|were|'s|’s)?\s*(?:not|isn'?t|wasn'?t|aren'?t|weren'?t)\s+"
    rf"(?:my\s+order\b(?!\s+(?:number|no|ref|reference|id)\b)|(?:the\s+)?(?:thing|one|item|colou?r|size|model|product)?\s*(?:what|which|that)?\s*{_I}{_ORDER_VERB}\b)", re.I)
# "you send me other thing", "they gave me a different one": something else sent (not "another one", a replacement)
_OTHER_SENT = re.compile(
    r"\b(?:you|they|u|seller|shop)\s+(?:was\s+|have\s+|has\s+|did\s+)?(?:send|sent|sended|give|gave|ship|shipped|put|deliver|delivered)\s+(?:me\s+|us\s+|to\s+me\s+)?"
    r"(?:(?:an?|the|some)\s+)?(?:other|different|wrong)\s+(?:thing|item|product|colou?r|size|model|article|stuff|one|shoes?|clothes)s?\b"
    r"|\b(?:you|they|u)\s+(?:send|sent|give|gave)\s+(?:me\s+|us\s+)?another\s+(?:thing|product|colou?r|size|model|article)\b", re.I)
# what came and what was ordered, each told in a learner's words, in one sentence
_CAME = re.compile(
    r"\b(?:in(?:side)?\s+(?:of\s+)?(?:the\s+|my\s+)?(?:box|parcel|package|bag|envelope)\s+(?:there\s+)?(?:is|was|are|were|have|has|had)|inside\s+(?:there\s+)?(?:is|was|are|were|have|has)"
    r"|(?:i|we)\s+(?:was\s+|am\s+|have\s+|did\s+)?(?:receive|recieve|received|recieved|get|got)|(?:you|they|u)\s+(?:was\s+|have\s+|did\s+)?(?:send|sent|sended|give|gave|put))"
    r"(?:\s+(?:me|us))?\s+(?:an?\s+|the\s+|some\s+)?(?P<what>[\w-]+(?:\s+[\w-]+){0,2})", re.I)
_ORDERED = re.compile(rf"\b(?:{_I}{_ORDER_VERB}(?:\s+for)?|(?:my|our)\s+order\s+(?:is|was|are|were))\s+(?:an?\s+|the\s+|my\s+)?(?P<what>[\w-]+(?:\s+[\w-]+){{0,2}})",
                      re.I)
# Words that say nothing of which goods: what came told as the parcel itself, a time, a pronoun.
_NO_GOODS = {"package", "parcel", "box", "order", "it", "them", "this", "that", "delivery", "yesterday", "today", "email", "message", "money", "refund",
             "and", "but", "a", "an", "the", "one", "ones", "is", "was", "are", "were", "from", "you", "your", "on", "at", "in", "of", "for", "to", "my", "me", "by", "with"}
# What a shop sends that is no goods: "you send me tracking", "I get a refund already".
_PAPERS_OR_MONEY = re.compile(r"\b(?:tracking|e-?mails?|links?|codes?|numbers?|invoices?|receipts?|confirmations?|messages?|updates?|refunds?|vouchers?|"
                              r"credit|money|texts?|sms|calls?|answers?|reply|replies|labels?|notes?)\b", re.I)
# The order told as someone else's, which the customer writes for: "it is not my order, it is order of my wife".
_SOMEONE_ELSES = re.compile(r"\b(?:order\s+(?:of|for)\s+my|(?:my|our)\s+(?:wife|husband|son|daughter|mother|mum|mom|father|dad|friend|partner|"
                            r"sister|brother|neighbou?r|boss|colleague)(?:'?s)?\s+order)\b", re.I)
_COUNT_WORDS = {"only", "just"}
# Problems with the goods that came, or the parcel, that other cues read: no mismatch told.
_OTHER_PROBLEM = re.compile(r"\b(?:broke\w*|damage\w*|crack\w*|smash\w*|dent\w*|torn|scratch\w*|chip\w*|faulty|leak\w*|late|delay\w*|missing|lost|never|not\s+(?:come|arrive)\w*)\b",
                            re.I)


# Where the words naming goods end: "a table lamp but I was order ...", "the boots please".
_ENDS = {"but", "and", "please", "pls", "so", "because", "i", "we", "not", "yesterday", "today", "which", "that", "instead", "is", "was"}


def _goods(words: str) -> set[str]:
    named = []
    for w in re.findall(r"[\w-]+", words.lower()):
        if w in _ENDS:
            break
        named.append(w)
    return {w for w in named if w not in _NO_GOODS}


def wrong_item_told(text: str) -> tuple[int, int] | None:
    """Where a sentence tells, in a learner's words, that what came is not what was ordered, or None."""
    if _OTHER_PROBLEM.search(text) or SHORT_DELIVERY.search(text) or OWN_CHOICE.search(text) or _SOMEONE_ELSES.search(text):
        return None
    if (m := _NOT_MINE.search(text) or _OTHER_SENT.search(text)):
        return m.span()
    came, ordered = _CAME.search(text), _ORDERED.search(text)
    if not (came and ordered):
        return None
    if _PAPERS_OR_MONEY.search(came.group("what")):
        return None
    got, asked = _goods(came.group("what")), _goods(ordered.group("what"))
    if not {w for w in got if not (w.isdigit() or w in NUMBER_WORDS or w in _COUNT_WORDS)}:
        return None  # "you send me only one": a count, not other goods
    # other goods, or the same goods in another colour or size; not only another count of them ("3 mug" / "2 mug")
    if got and asked and got != asked and not all(w.isdigit() or w in NUMBER_WORDS for w in got ^ asked):
        return min(came.start(), ordered.start()), max(came.end(), ordered.end())
    return None
