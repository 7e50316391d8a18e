"""Another person's own order told first, its goods' trouble and the ask for that person after it: "My mum placed her own
order with you for a candle holder, on her account, and it was delivered with mine; it's broken in two. Could you refund
her please? She's Margaret Vale." (R2-08). The telling sentence names no problem, so it stood as a statement; the claim
after it, "it's broken in two", named no goods and was read as a damage claim on the customer's own order (whose bud
vase and candle they called fine), and the ask for the mother reached nobody.

The order is that person's, not the customer's: the sentence telling it is a request of kind `other`, passed on for
that person (a person decides what is done for its owner, quoting it, the goods named there), and a goods claim after it
in the same paragraph that points back at those goods ("it", "they", "hers", "the holder") and not at the customer's own
("my mug", "mine", "our order") is told of it: context, its kinds kept as doubted, never a claim on this order.

The other way round, a claim first and the goods then told as another's ("My daughter's jumper came with a hole. She
bought it on her own account."), is runs.intents.doubt.others_goods_told_after. Never goods the customer ordered for
another person ("I ordered it for my mum, it came broken": the customer's own order, paid as ever)."""

from __future__ import annotations

import re

from .doubt import OTHER_PERSONS_ORDER, others_goods_elsewhere
from .person_words import person_words
from .reading import ReadSentence
from .stems import content_stems
from .unread import BARE_ASK_WHY, _KINDNESS

# the claim points back at the other person's goods: a pronoun for them, or nothing of the customer's named
_POINTS_BACK = re.compile(r"^\W*(?:(?:and|but|so|sadly|unfortunately|however)\W+)?(?:it|they|that|this|these|those|hers|his|theirs|the\s+[\w-]+)\b", re.I)
_OWN_GOODS = re.compile(r"\b(?:my|mine|our|ours|i|i'm|i've|we)\b", re.I)
TOLD_OF_OTHERS_ORDER_WHY = "tells of the goods of another person's own order told just before: passed on with it, no claim on this order"


def read_others_order_told_before(read: list[ReadSentence], goods_kinds) -> None:
    """Another person's own order told in a sentence of no claim, then claims pointing back at its goods (module doc)."""
    for i, s in enumerate(read):
        if s.role not in ("statement", "context") or s.index == 0 or not others_goods_elsewhere(s.text):
            continue
        after = [c for c in read[i + 1:i + 3] if c.paragraph == s.paragraph and c.role == "request"
                 and set(c.kinds) & set(goods_kinds) and _POINTS_BACK.search(c.text) and not _OWN_GOODS.search(c.text)]
        if not after:
            continue
        s.role, s.kinds, s.why = "request", ["other"], OTHER_PERSONS_ORDER
        for c in after:
            c.doubted, c.kinds, c.spans, c.weak = list(c.kinds), [], {}, []
            c.role, c.why = "context", TOLD_OF_OTHERS_ORDER_WHY


# The person an ask is for, naming nothing else: "Can anything be done for him?", "What can you do for my brother?"
_FOR_THE_PERSON = re.compile(rf"\b(?:for|to|with)\s+(?:him|her|them|(?:my|our|the)\s+{person_words()})\b|\b(?:he|she|they|him|her|them)\b", re.I)
ASKED_FOR_THE_OTHER_PERSON_WHY = ("asks, in words naming nothing but the person, what can be done about another person's order told beside it: "
                                  "the person that request goes to answers it")


def fold_asks_for_the_other_person(read: list[ReadSentence]) -> None:
    """A bare ask beside another person's order passed on to a person ("my brother ordered me a stoneware mug as a present
    (his order, paid on his card) and it came cracked. ... Can anything be done for him?"), naming nothing but the person or
    a remedy, is what the customer asks about that order: answered with it, never a second matter for a person (verify46
    R3-02 escalated twice, the brother's mug and "Can anything be done for him?"). Only when every claim in the paragraph is
    that person's: beside a claim of the customer's own the ask stays whatever it was read as."""
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or (s.why or "") not in ("", BARE_ASK_WHY):  # (never "Could you email her?")
            continue
        same = [r for r in read if r is not s and r.paragraph == s.paragraph and r.role == "request"]
        theirs = [r for r in same if (r.why or "").startswith(OTHER_PERSONS_ORDER)]
        if not theirs or len(theirs) != len(same) or content_stems(_FOR_THE_PERSON.sub(" ", _KINDNESS.sub(" ", s.text))):
            continue
        s.role, s.kinds, s.why = "courtesy", [], ASKED_FOR_THE_OTHER_PERSON_WHY
