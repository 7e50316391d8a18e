"""Part of the money wished beside a claim holds the claim's refund for a person, however the passes before read the
sentence: "Twenty percent off would do me fine and I'll hang on to it" (read as the remedy declined), "I'm not after the
full refund - $10 back would be plenty" (read as telling more of the claim), "Refund me a bit for it, I'll keep using
it" (read as the claim's own money asked again), "I'll accept $12 towards it" (a statement), "honestly id settle for
just $5 back, dont need the whole thing refunded" (a change of mind). Each asks less than the line (or the fee) and
leaves the amount to a person (runs/part_money_asked.py), so the sentence is a request of kind `other` quoting the wish,
and the claim's refund waits for that person; read any other way, the whole line was paid (issue #11, partmoney: 28
tickets, $2,121.12).

The fee alone asked beside damaged or wrong goods ("Just refund the shipping and we're fine, I'll keep the mug") asks
that smaller sum instead of the goods' money: the goods' refund waits for the person who answers the fee
(runs/intents/fee_beside_damage.py), never paid beside it.

Left as they are: a sum demanded under a threat or a deadline ("Refund $300 by tonight or I'll post about you
everywhere": a demand a person declines whole, asks_told_as_statements.py, never part of the claim's money, and the claim
beside it is still paid), a question supposing leave that leads up to the same sum asked after it ("if you were allowed to
give me $250 for the stress, you would, right? Please add the $250.": context, the plain ask after it is read,
suppositions.py), a duplicate charge (its money is the copy taken, never a part: "charged twice, $24 back would be
great"), a sentence asking no part (part_money_wishes.py decides), and a ticket with no money claim the wish could be
part of (a person reads it as it was read)."""

from __future__ import annotations

import re

from .cues import _FEE_NOUN, GOODS_PROBLEMS
from .part_money_wishes import part_money_wished
from .reading import ReadSentence
from .asks_told_as_statements import DEMAND_WHY
from .remedies import OTHER_REMEDY_WHY
from .suppositions import LEADS_UP_WHY
from .unread import FEE_BESIDE_WHY

# The claims whose money a part can be of (a duplicate charge's money is the copy, never a part of it).
_PARTED_CLAIMS = frozenset({*GOODS_PROBLEMS, "late_delivery", "change_of_mind"})
# The goods asked back in words, which a change of mind read in the sentence may stand for ("I'd send it back unless you
# take 20% off"); without them "dont need the whole thing refunded" is no return asked.
_RETURN_WORDS = re.compile(r"\b(?:return\w*|(?:send|sending|sent|post|posting|posted|ship|shipping|shipped|mail|mailing|mailed|bring|take)\s+"
                           r"(?:it|them|this|that|these|those|(?:the|my)\s+\w+)\s+back|collect\w*|pick\s+(?:it|them)\s+up|exchange\w*|swap\w*)\b", re.I)
# The fee alone, instead of the goods' money: "Just refund the shipping", "only the postage back", "just give me back the delivery".
_FEE_ALONE = re.compile(
    r"(?:^|[,;:\u2013\u2014]|\s-)\W*(?:(?:but|so|and|honestly|please|pls|ok|okay|kindly|(?:could|can|would|will)\s+(?:you|u))\W+)*(?:just|only)\s+(?:(?:refund|reimburse|credit)\s+(?:me\s+|us\s+)?"
    rf"|(?:give|send|pay)\s+(?:me\s+|us\s+)?(?:back\s+)?)?(?:the|my|our)\s+(?:\w+\s+)?{_FEE_NOUN}", re.I)
# Sentences an earlier pass read whole, whose sum is no part of the claim's money: a demand under threat (a person
# declines it; the claim beside it is paid) and a question supposing leave (the plain ask of its sum after it is read).
_READ_ALREADY = frozenset({DEMAND_WHY, LEADS_UP_WHY})
_TOO = re.compile(r"\b(?:too|as\s+well|also|plus|and\s+the)\b", re.I)


def fee_asked_instead(text: str) -> bool:
    """Whether a sentence asks the delivery fee alone back ("Just refund the shipping and we're fine"), not on top of
    other money ("and just refund the shipping too")."""
    return bool(_FEE_ALONE.search(text)) and not _TOO.search(text)


def _same_order(a: ReadSentence, b: ReadSentence) -> bool:
    return not a.order or not b.order or a.order == b.order


def read_part_money_beside_claims(read: list[ReadSentence]) -> None:
    """Make each sentence wishing part of the money beside a claim a request of kind `other` that holds the claim's
    refund for a person (module doc)."""
    written = [s for s in read if s.role != "injected"]
    for s in written:
        if s.why in _READ_ALREADY:
            continue
        fee_alone = s.role == "request" and s.why == FEE_BESIDE_WHY and fee_asked_instead(s.text)
        if not fee_alone and not part_money_wished(s.text):
            continue
        own = [k for k in s.kinds if k in _PARTED_CLAIMS] if s.role == "request" else []
        # ("dont need the whole thing refunded": the money word read as a change of mind, no goods asked back)
        misread = "change_of_mind" in own and not _RETURN_WORDS.search(s.text)
        own = [k for k in own if not (misread and k == "change_of_mind")]
        claims = sorted({k for r in written if r is not s and r.role == "request" and _same_order(r, s)
                         for k in r.kinds if k in _PARTED_CLAIMS} | set(own))
        if fee_alone:
            claims = [k for k in claims if k in GOODS_PROBLEMS]  # the fee asked is a person's; the goods' money waits for them
        if not claims:
            continue
        if misread:
            s.kinds = [k for k in s.kinds if k != "change_of_mind"]
            s.spans = {k: v for k, v in s.spans.items() if k != "change_of_mind"}
        held = s.role == "request" and "other" in s.kinds and "refund" in s.forbids
        if not fee_alone and not held:
            s.role, s.kinds, s.why = "request", [*own, "other"], OTHER_REMEDY_WHY
            s.spans = {k: v for k, v in s.spans.items() if k in own}
        # (a sentence holding the refund already keeps its reason: "I'll keep it if you knock a bit off", an earlier ask
        # called off for "a partial refund"; a refund it held of every kind stays held of every kind)
        if not ("refund" in s.forbids and not s.forbid_kinds):
            s.forbid_kinds = sorted({*s.forbid_kinds, *claims})
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
