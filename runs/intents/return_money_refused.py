"""A return asked with its money turned down, in the wordings returns_money_declined.py does not take: the refusal
before the return ("No need to refund me!! I just want to send the bread bin back"), the return put as a question
("Could you tell me how to return the bread bin? Don't bother refunding it"), told as a plan ("I've decided against the
bread bin and will post it back. There's no need to give me a refund."), clipped ("return bread bin plz. no money back
needed"), or the money turned down in words the refusal reading (money.py) does not know ("return the bread bin without
a refund", "I won't be needing a refund for it").

Read as a remedy declined, a question or an ask of no known kind, these went to a person; worse, "without a refund" and
"won't be needing a refund" were read as no refusal at all, so the return was started and the reply promised the money
the customer had turned down. Here the return becomes the change-of-mind request it is, and the refusal holds its refund
alone (`forbids` "refund", scoped to the change of mind), as returns_money_declined.py does for the wordings it reads:
the decision is recorded `refund_declined` (runs.returns_without_money) and the reply says no refund will be made.

Kept narrow, since a refusal misread would keep money the customer wants: the two sentences are side by side in one
paragraph, the refusal turns down the money and nothing else (no goods instead, no condition, no second ask), and no
claim on goods is told before it (a damaged item's return is that claim's, read where the claim is)."""

from __future__ import annotations

import re

from .cues import _spans_of
from .reading import DECLINED_WHY, ReadSentence
from .refusals import _REFUND_MANNER
from .returns_money_declined import MONEY_OF_RETURN_DECLINED_WHY, RETURN_WITHOUT_MONEY_WHY, _goods_claimed_before, _money_only

_MONEY = r"(?:a\s+|any\s+|my\s+|the\s+)?(?:refund\w*|refnd\w*|reimburs\w*|money\s+back|money|cash\s+back)"

# The money turned down in words money.py does not read as a refusal: "without a refund", "with no refund",
# "I won't be needing a refund", "there's no need to give me a refund", "no need to pay me back".
_TURNED_DOWN = re.compile(
    rf"\b(?:without|with\s+no)\s+{_MONEY}\b"
    rf"|\b(?:won'?t|wont|will\s+not|shan'?t)\s+(?:be\s+)?(?:needing|wanting|requiring|need|want|require)\s+{_MONEY}\b"
    rf"|\bno\s+need\s+(?:for\s+you\s+)?to\s+(?:give|send|pay|issue)\s+(?:me\s+|us\s+)?(?:{_MONEY}|back)\b", re.I)

# What makes a refusal no plain one: the return refused unless paid ("I won't send it back without a refund"),
# goods wanted instead, a condition, or money wanted after all.
_NOT_PLAIN = re.compile(
    r"\b(?:not|n'?t|never|no\s+way|refuse)\b[^.!?]{0,40}\bwithout\b"
    r"|\b(?:replacement|replace|exchange|swap|new\s+one|another\s+one|instead|if|unless|until|till|yet|credit|voucher|store\s+credit)\b", re.I)

# Why a sentence asking the goods back was read as no change-of-mind request: a question, an ask of no known kind
_ASK_WHYS = ("", "asks for a remedy, and no problem it could be for was read", "the subject line, naming what the body asks")

# A return told as the customer's plan: "I will post it back", "I'm going to send the bread bin back"
_WILL_SEND = re.compile(r"\b(?:will|'ll|going\s+to|gonna|want\s+to|wanna|would\s+like\s+to|'d\s+like\s+to)\s+(?:\w+\s+)?"
                        r"(?:post|send|return|ship|mail|drop)\w*\b", re.I)

# How a refusal was read, when it was read as one (read.py, refusals.py)
_REFUSAL_WHYS = ("the customer declines the remedy (keeps the goods, fixed them or wants nothing)", DECLINED_WHY,
                 "asks that something not be done (refund): a person sees the constraint")


def _plain(text: str) -> bool:
    """No goods or other money wanted, no condition, and no say in how the refund is paid ("don't refund it to my
    card, refund it to PayPal" wants the money)."""
    return not _NOT_PLAIN.search(text) and not _REFUND_MANNER.search(text)


def _turned_down_in_new_words(s: ReadSentence) -> bool:
    return not s.forbids and bool(_TURNED_DOWN.search(s.text)) and _plain(s.text)


def _refuses_money_only(s: ReadSentence) -> bool:
    """Whether a sentence turns down the money and does nothing else."""
    if s.role == "injected" or set(s.kinds) - {"other"} or s.asks_return:
        return False
    if s.forbids == ["refund"] and s.why in _REFUSAL_WHYS:
        return _money_only(s) and _plain(s.text)
    return s.role in ("statement", "context") and not s.kinds and _turned_down_in_new_words(s)


def _asks_the_goods_back(s: ReadSentence) -> bool:
    """Whether a sentence asks (or plans) a return of no claim, however it was read: a change-of-mind request, a
    question how to send them back, a clipped "return bread bin plz", "I will post it back"."""
    if s.role == "injected" or s.forbids or not _plain(s.text):
        return False  # ("Can I return the bread bin for store credit?": money in another shape, a person's)
    if s.role == "request" and s.kinds == ["change_of_mind"]:
        return True  # (a change of mind is asked as a return, whether or not it says so: "The bread bin has to go back")
    if not s.asks_return:
        return False
    if s.role in ("request", "attached") and not set(s.kinds) - {"other"} - {"question"} and s.why in _ASK_WHYS:
        return True
    return s.role == "statement" and not s.kinds and bool(_WILL_SEND.search(s.text))


def _as_return(s: ReadSentence, why: str = "") -> None:
    s.role, s.kinds, s.why = "request", ["change_of_mind"], why
    s.spans = {"change_of_mind": _spans_of(s.text).get("change_of_mind") or [(0, len(s.text))]}


def read_return_money_refused(read: list[ReadSentence]) -> None:
    """A return and the refusal of its money, in one sentence or two side by side: the return asked, its refund held."""
    for s in read:
        if _asks_the_goods_back(s) and _turned_down_in_new_words(s) and not _goods_claimed_before(read, s):
            # "I would like to return the bread bin without a refund": the sentence asks the return and turns its money down
            _as_return(s, RETURN_WITHOUT_MONEY_WHY)
            s.forbids, s.forbid_kinds, s.asks_return = ["refund"], ["change_of_mind"], True
    for a, b in zip(read, read[1:]):
        if a.paragraph != b.paragraph:
            continue
        for ret, refusal in ((a, b), (b, a)):
            if _asks_the_goods_back(ret) and _refuses_money_only(refusal) and not _goods_claimed_before(read, ret) \
                    and not _goods_claimed_before(read, refusal):
                # "Can you arrange for me to return the bread bin? I don't need refunding.": the return stands, its money held
                _as_return(ret)
                refusal.role, refusal.kinds, refusal.spans, refusal.why = "context", [], {}, MONEY_OF_RETURN_DECLINED_WHY
                refusal.forbids, refusal.forbid_kinds, refusal.asks_return = ["refund"], ["change_of_mind"], True
                break
