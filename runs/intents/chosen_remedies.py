"""The remedy the customer chooses for a claim decides the claim's decision.

- Keeping the goods offered for a price ("I'll keep it if you knock something off") asks part of the money: a person
  weighs it, and the claim's full refund waits for them.
- An exchange asked in a sentence of its own ("And I want the right one sent out.", "can I swap it for the large?")
  beside a wrong or damaged item is the customer's remedy for that claim: no refund is made and no return started
  for it without a person, who arranges the exchange. Read only as a request of no kind, the claim beside it was
  returned for a refund the customer never asked for. A partial refund ("I'll keep it if you knock something off")
  is money a person weighs, not goods: it holds nothing here.
- The card refund turned down in one sentence and the money asked elsewhere in the next ("I'd rather you didn't put
  the money back on my card as it's expired; could it go on as store credit instead?") is one ask, not two.
- An alternative the customer turns down while asking the plain money a claim beside it pays ("I'd rather you didn't
  send me a discount code instead, just the fee back") asks nothing beyond that claim: its subtask's refund answers
  it. Nobody offered the discount code, so there is nothing for a person to withdraw.
"""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .others_words import own_words
from .reading import ReadSentence
from .replacement_asked import new_goods_asked
from .unread import ACCOUNT_WORK_WHY, COVERED_BY_CLAIM_WHY
from .remedies import GOODS_INSTEAD, OTHER_REMEDY_WHY, REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY, _KEEPING, _alternative, _money_in_another_shape, asks_money, kept_for_a_price, refund_elsewhere

EXCHANGE_CHOSEN_WHY = GOODS_INSTEAD + " (an exchange, the right one sent) for the claim beside it: a person arranges it, and no refund or return is made for it"
KEPT_FOR_A_PRICE_WHY = "offers to keep the goods for part of their money (a partial refund): a person weighs it, and no full refund is made"
ONE_ASK_WHY = "turns down the refund to the original payment that the next sentence asks paid elsewhere: one ask, read there"
ALTERNATIVE_TURNED_DOWN_WHY = ("turns down a remedy nobody offered and asks the plain money of the claim beside it: that claim's "
                               "subtask answers it")

SECOND_ASK_WHY = "a second ask in the sentence, of no kind read there: a person answers it"
OWN_MONEY_ASK_WHY = ("asks, in the customer's own words, the money of the claim beside it; what someone else is said to say "
                     "(\"my wife says 'get a replacement'\") asks nothing")
# Whether what was just asked can be had, naming nothing else: "Is that possible before the 30th?", "Would that be ok by
# Christmas?", "can you do that?", "is it doable this week?".
_WHETHER_IT_CAN = re.compile(r"^\W*(?:and\s+|so\s+)?(?:(?:is|would|will|could|might)\s+(?:that|this|it)\s+(?:at\s+all\s+|even\s+)?(?:be\s+)?"
                             r"(?:possible|ok(?:ay)?|doable|alright|feasible|manageable|an\s+option)|(?:can|could|would)\s+(?:you|u|someone)\s+"
                             r"(?:possibly\s+|please\s+)?(?:do|manage|arrange)\s+(?:that|this|it))\b[^.!?]{0,40}[?.!]*\s*$", re.I)
CHOSEN_REMEDY_WHEN_WHY = "asks whether the remedy the customer chose just before can be had (by when): the person arranging it answers"
_PART_MONEY = re.compile(r"\bpartial|\bpart of\b|\bknock\w*|\bdiscount|\boff\b|\bcheaper|\breduc", re.I)
_CLAIMS = {*GOODS_PROBLEMS}
_MONEY_CLAIMS = {*GOODS_PROBLEMS, "late_delivery", "duplicate_charge", "change_of_mind"}

# An alternative to the plain refund, turned down: "I'd rather you didn't send me a discount code", "not a voucher",
# "no store credit please", "I don't want a gift card".
_ALTERNATIVE = (r"(?:(?:a|an|any|the|some|your)\s+)?(?:[\w%$£€.-]+\s+)?(?:discount(?:\s+codes?)?|codes?|vouchers?|coupons?|(?:store|shop|account|site)\s+credit|"
                r"credit\s+notes?|gift\s?cards?|points|promo(?:tional)?\s+codes?)")
_TURNED_DOWN = re.compile(
    r"\b(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:rather|prefer)\s+(?:that\s+)?(?:you|u)\s+(?:didn'?t|did\s+not|not|don'?t)\s+(?:to\s+)?"
    r"(?:send|give|offer|issue|email|e-mail|put|apply)\s+(?:me\s+|us\s+)?" + _ALTERNATIVE
    + r"|\b(?:(?:i|we)\s+(?:do\s+not|don'?t|dont)\s+(?:want|need)|no|not|rather\s+than|instead\s+of)\s+" + _ALTERNATIVE
    + r"|\b(?:please\s+)?(?:do\s+not|don'?t|dont)\s+(?:send|give|offer|issue)\s+(?:me\s+|us\s+)?" + _ALTERNATIVE, re.I)
# The plain money asked: "just the fee back", "only the refund", "my money back", "refund it".
_PLAIN_MONEY = re.compile(r"\b(?:fee|charge|postage|shipping|money|cost|price)\s+(?:back|refunded|returned)\b|\b(?:just|only|simply)\s+(?:a|the|my)\s+"
                          r"(?:plain\s+|normal\s+|proper\s+|full\s+)?refund\b", re.I)


def _claims_beside(s: ReadSentence, read: list[ReadSentence], kinds: set[str]) -> list[ReadSentence]:
    return [r for r in read if r is not s and r.role == "request" and set(r.kinds) & kinds and "other" not in r.kinds
            and (r.order == s.order or "" in (r.order, s.order))]


def read_chosen_remedies(read: list[ReadSentence]) -> None:
    """Tie each remedy the customer chooses to the claim it is for (module doc)."""
    for i, s in enumerate(read):
        if s.role in ("statement", "request", "context") and not set(s.kinds) - {"other"} and kept_for_a_price(s.text) \
                and (claims := _claims_beside(s, read, _CLAIMS)):
            # "I'll keep it if you knock something off": part of the money, which a person weighs; the claim's full refund waits
            s.role, s.kinds, s.why, s.spans = "request", ["other"], KEPT_FOR_A_PRICE_WHY, {}
            s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
            s.forbid_kinds = sorted({k for c in claims for k in c.kinds if k in _CLAIMS})
            continue
        if s.role == "request" and set(s.kinds) & _CLAIMS and "other" not in s.kinds and kept_for_a_price(s.text):
            # "The mug came chipped, I'll keep it if you knock a bit off": the claim, and the partial refund it asks for a person
            s.kinds, s.why = [*s.kinds, "other"], KEPT_FOR_A_PRICE_WHY
            s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
            s.forbid_kinds = sorted(k for k in s.kinds if k in _CLAIMS)
            continue
        if s.role == "request" and "other" in s.kinds and len(s.kinds) > 1 and s.why in ("", SECOND_ASK_WHY) and (m := _TURNED_DOWN.search(s.text)) \
                and (_PLAIN_MONEY.search(s.text, m.end()) or asks_money(s.text[m.end():])) and set(s.kinds) - {"other"} <= _MONEY_CLAIMS:
            # "I'd prefer you didn't give me a gift card, just the delivery charge refunded": the fee's claim, nothing more
            s.kinds, s.why = [k for k in s.kinds if k != "other"], ""
            continue
        if (s.role == "courtesy" and s.why == COVERED_BY_CLAIM_WHY or s.role == "request" and s.kinds == ["other"] and not s.why) \
                and _WHETHER_IT_CAN.match(s.text) and i and read[i - 1].role == "request" \
                and read[i - 1].why.startswith(GOODS_INSTEAD) and read[i - 1].paragraph == s.paragraph:
            # "I'd much rather have the same vase again. Is that possible before the 30th?": asked of that remedy, not the claim's
            s.role, s.kinds, s.why = "attached", [], CHOSEN_REMEDY_WHEN_WHY
            continue
        if not (s.role == "request" and s.kinds == ["other"]):
            continue
        if not s.why and (own := own_words(s.text)) != s.text and asks_money(own) and not _alternative(own) and not new_goods_asked(own) \
                and _claims_beside(s, read, _MONEY_CLAIMS):
            # "My wife says 'get a replacement' but honestly I'd rather have my money back.": the claim's own refund, asked
            s.role, s.kinds, s.why = "attached", [], OWN_MONEY_ASK_WHY
            continue
        if s.why == OTHER_REMEDY_WHY and _PART_MONEY.search(s.text) and _KEEPING.search(s.text) and (claims := _claims_beside(s, read, _CLAIMS)):
            # "Scrap that - I'll keep it, just give me a partial refund please.": the goods kept for part of their money, as
            # "if you knock something off" is; the claim's full refund waits for the person who weighs it
            s.why = KEPT_FOR_A_PRICE_WHY
            s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
            s.forbid_kinds = sorted({k for c in claims for k in c.kinds if k in _CLAIMS})
            continue
        if (s.why in ("", OTHER_REMEDY_WHY) or s.forbids and set(s.forbids) <= {"return", "collection", "shipping"}) and _money_in_another_shape(s.text) == OTHER_REMEDY_WHY and (claims := _claims_beside(s, read, _CLAIMS)):
            # "The toaster came cracked. Could you knock ten dollars off?": part of the claim's money, an amount one person
            # decides; the claim's full refund is held for them (runs/part_money_asked.py), never paid beside the ask ("Rather
            # than send it back, could you knock ten dollars off?", "knock $8 off, no need to send it back": the return or the
            # sending turned down with it stays forbidden)
            s.why = OTHER_REMEDY_WHY
            s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
            s.forbid_kinds = sorted({k for c in claims for k in c.kinds if k in _CLAIMS})
            continue
        if s.why == OTHER_REMEDY_WHY and not _PART_MONEY.search(s.text) and (claims := _claims_beside(s, read, _CLAIMS)):
            # the exchange chosen for the wrong or damaged goods: the claim's own refund and return wait for a person
            s.why = EXCHANGE_CHOSEN_WHY
            s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
            s.forbid_kinds = sorted({k for c in claims for k in c.kinds if k in _CLAIMS})
            continue
        following = read[i + 1] if i + 1 < len(read) else None
        if s.forbids == ["refund"] and following is not None and following.paragraph == s.paragraph and following.role == "request" \
                and following.kinds == ["other"] and following.why in (REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY) and not refund_elsewhere(s.text):
            # "I'd rather you didn't put the money back on my card; could it go on as store credit instead?": one ask
            s.role, s.kinds, s.why, s.forbids = "attached", [], ONE_ASK_WHY, []
            following.forbids = list(dict.fromkeys([*following.forbids, "refund"]))  # the card refund it turned down, held there
            continue
        if (s.why in ("", ACCOUNT_WORK_WHY) or s.forbids == ["shipping"]) and set(s.forbids) <= {"shipping"} and (m := _TURNED_DOWN.search(s.text)) \
                and (_PLAIN_MONEY.search(s.text, m.end()) or asks_money(s.text[m.end():])) \
                and not refund_elsewhere(_TURNED_DOWN.sub(" ", s.text)) and _claims_beside(s, read, _MONEY_CLAIMS):
            # "I'd rather you didn't send me a discount code instead, just the fee back": the fee's own refund answers it
            s.role, s.kinds, s.why, s.forbids = "attached", [], ALTERNATIVE_TURNED_DOWN_WHY, []  # ("don't send me store credit": no goods held)
