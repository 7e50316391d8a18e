"""Sentences the catch-all read as requests of no kind that ask nothing beyond the ticket's own claims,
or nothing at all.

- A remedy asked for goods already claimed, in hints and wishes ("any chance of a refund on the clock?",
  "I should be grateful if you would refund the teapot, as I cannot use it without a lid", "can you pull
  one of them back?" beside a charge taken twice) asks that claim's remedy, whether the claim is told
  before or after it: the claim's subtask answers it. Read as a request of its own, a person would be
  sent to follow up on what was already paid and the reply would say the same thing done and not done.
  A remedy for goods no claim names ("a refund on the vase" beside a smashed clock) stays a request.
- A problem that sorted itself ("the neighbour had the parcel all along, panic over!"), a withdrawal
  ("ignore that bit", "scratch that") and the customer's history with the shop ("I have been a customer
  of yours for years") ask nothing.
- A decline with a complaint about the shop's own workings ("DON'T BOTHER REFUNDING THE FEE, JUST FIX
  YOUR BILLING SYSTEM") is the decline it says, and no open request to refund.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .fine_list_items import fine_list_item
from .money_back_words import REFUND_WORDS
from .money_returned_to_account import MONEY_RETURNED, without_own_account
from .goods_named_then_returned import goods_named_then_returned
from .ordeals_told import without_ordeal
from .claimed_goods import beyond_claims, claimed_words
from .claim_sorted import sorts_a_claim
from .cues import GOODS_PROBLEMS, _spans_of
from .damage_words import CAUSED_BY_CUSTOMER_WHY
from .reading import DECLINED_WHY, ReadSentence
from .reason_heads import without_reason_head
from .refusals import _fee_waived
from .stems import content_stems
from .asks import _asks
from .unread import AROUND_WHY, TELLS_MORE
from .arrived_after_all import arrived_after_the_fact, told_not_come

CLAIM_REMEDY_WHY = "asks the remedy of goods a claim in the ticket already names: that claim's subtask answers it"
SORTED_ITSELF_WHY = "tells that the problem sorted itself out: asks nothing"
WITHDRAWN_WHY = "the customer takes it back (ignore that): asks nothing"
HISTORY_WHY = "tells of the customer's history with the shop: asks nothing"

# The claims whose remedy a bare money ask may be: goods problems and a charge taken twice.
_CLAIM_KINDS = frozenset({*GOODS_PROBLEMS, "duplicate_charge"})
# A remedy asked: money back, a charge pulled back, a collection of the goods.
_REMEDY = re.compile(rf"{MONEY_RETURNED}|\b(?:{REFUND_WORDS}|(?:return|repayment)\s+of\s+(?:the\s+)?(?:sums?|money|amount|price)|"
                     r"(?:pull|take|put|cancel|void)\w*\b[^.!?]{0,25}\b(?:back|reversed|charges?)\b|revers(?:e|ing|al)\b|collect(?:ion|ed)?)", re.I)
# A remedy the sentence declines, not asks ("don't bother refunding", "no need for a refund").
_DECLINED = re.compile(r"\b(?:don'?t|do\s+not|dont|no\s+need|not|never|no)\b[^.!?]{0,30}\b(?:refund|reimburs|money|collect)", re.I)
# The reason given after the ask (", as I cannot use it without a lid"): why, not what.
_REASON_TAIL = re.compile(r",?\s*\b(?:as|since|because|seeing as|given that|cos|coz)\b.*$", re.I)
# Wrapping words of hints and wishes, and the remedy's own words: nothing a person must act on.
_WRAPPING = frozenset({"chance", "grateful", "great", "appreciat", "obliged", "lovely", "nice", "ideal", "brilliant", "amaz", "possibl",
                       "it'd", "that'd", "would", "require", "requir", "arrange", "sum", "unit", "damag", "pull", "revers", "void",
                       "collection", "collect", "wonder", "mind", "poss", "hop", "think", "reckon", "wanna", "gonna", "lemme", "gimme",
                       "we'd", "we’d", "i'd", "i’d",
                       # (a wish passed on for someone else: "She'd like the money back for it please", relayed_wishes.py)
                       "she'd", "she’d", "he'd", "he’d", "they'd", "they’d", "wants", "wanted", "like", "likes"})
# Another thing asked in the same breath ("and change my address"): a person reads it.
_FURTHER = re.compile(r"\b(?:address|password|subscription|account|call me|phone me|invoice|receipt|discount|voucher|compensation|goodwill)\b", re.I)

OTHER_GOODS_RETURN_WHY = "asks to send back goods no claim beside it names: a change of mind of its own"
# A return wanted in so many words ("wanna return the case", "I'd like to send the scarf back").
_RETURN_WANTED = re.compile(r"\b(?:wanna|want(?:ed)? to|would like to|'d like to|like to|need to|hoping to|gonna)\s+(?:\w+\s+)?(?:return|send back|send)\b", re.I)
_DECLINED_RETURN = re.compile(r"\b(?:don'?t|do not|dont|not|never|no need to)\s+(?:\w+\s+){0,2}(?:return|send)", re.I)
UNCLAIMED_GOODS_WHY = "asks a remedy for goods no claim in the ticket names ({goods}): a person answers it"
# The goods a remedy is asked for: "refund the toaster", "money back on the lamp", "and the curtains".
_REMEDY_OBJECT = re.compile(rf"\b(?:{REFUND_WORDS}|replac\w*)\s+(?:(?:for|on|of)\s+)?(?:the|my|our|those|these|that|this)\s+"
                            r"([a-z][\w-]*(?:\s+(?!(?:and|as|plus)\b)[a-z][\w-]*)?)|\b(?:and|as well as|plus)\s+(?:the|my|our)\s+([a-z][\w-]*)"
                            # a return asked of goods: "return for the scarf please", "a returns label for the hat", "send the scarf
                            # back", "take my hat back" (held-back round 35 item 5: read only as "refund the X", the scarf's return
                            # was folded into the gloves' claim and dropped)
                            r"|\b(?:returns?|return\s+label|returns\s+label|collection|pick-?up)\s+(?:for|of)\s+(?:the|my|our|those|these|that|this)\s+([a-z][\w-]*)"
                            r"|\b(?:send|post|take|bring)\s+(?:the|my|our|that|this)\s+([a-z][\w-]*)\s+back\b"
                            r"|\breturn\s+(?:the|my|our|that|this)\s+([a-z][\w-]*)", re.I)
# Words that say which of the goods, not what goods ("refund the missing one", "the broken ones", "the second one").
_NO_GOODS = frozenset({"miss", "missing", "remain", "remaining", "broken", "crack", "cracked", "faulty", "last", "first", "third", "lost", "short",
                       "defective", "spare", "dent", "dented", "chipp", "chipped", "torn", "smash", "smashed", "damag",
                       "split", "ripped", "rip", "bent", "scratch", "scratched", "stained", "stain", "leak", "leaking", "shatter", "shattered"})
# How much of the order, not what goods: "a refund of the whole order", "the entire lot". Beside a parcel that never came
# it is that claim's own remedy (everything charged); beside a claim on some goods it asks more than the claim, for a person.
_WHOLE_ORDER = frozenset({"whole", "entire", "full", "complete", "total"})
# Words that follow the goods in the clause and name none: "a refund for the vase though", "the lamp too then".
_CLAUSE_WORDS = frozenset({"though", "tho", "then", "too", "also", "anyway", "anyhow", "still", "instead", "again", "now", "either",
                           "please", "pls", "plz", "thanks", "regardless", "however", "altogether", "at", "if", "when", "in", "thx"})
LIST_ITEM_WHY = "a later item of a list the sentence before asks: asked too, a person answers it"
NO_CLAIM_WHY = "says no claim is made (the goods are satisfactory): asks nothing"
_FIRST_ITEM = re.compile(r"\((?:i|1|a)\)|(?:^|\s)(?:i|1|a)\)\s", re.I)
_LATER_ITEM = re.compile(r"^\W*(?:and\s+|also\s+)?\(?(?:ii|iii|iv|2|3|4|b|c|d)\)\s", re.I)
_LATER_ITEM_INSIDE = re.compile(r"[,;]?\s+(?:and\s+|also\s+)?\((?:ii|iii|iv|2|3|4|b|c|d)\)\s", re.I)
_NO_CLAIM = re.compile(r"\b(?:no claim is (?:being )?made|(?:i|we) (?:make|am making|are making) no claim|(?:i'?m|i am|we are) not (?:making|bringing) (?:a|any) claim|"
                       r"no claim (?:in respect of|for|about|regarding))\b", re.I)
# The delivery fee declined in a clause of its own ("don't bother with the fee", "forget the shipping charge").
_FEE_DECLINED = re.compile(r"\b(?:(?:don'?t|do not|dont)\s+(?:bother|worry)(?:\s+(?:about|with))?(?:\s+refunding)?|forget(?:\s+about)?|no need to refund|"
                           r"never ?mind|skip)\s+(?:the|that|my)\s+(?:(?:late|delivery|shipping|postage|express|courier)\s+)*(?:fee|charge|postage|shipping)s?\b", re.I)
_UPDATE = re.compile(r"^\W*(?:quick\s+|small\s+)?update\b\W*", re.I)
_SORTED_ITSELF = re.compile(r"\b(?:panic over|false alarm|(?:had|has) (?:the|my) (?:parcel|package|order|box) all along|"
                            r"found (?:it|the parcel|the package|my parcel)\b|turned up (?:after all|in the end)|ignore (?:my|the) (?:last|previous|earlier) "
                            r"(?:e-?mail|message)|all (?:good|sorted) now)", re.I)
_IGNORE_THAT = re.compile(r"\b(?:ignore|disregard|forget|scratch|never ?mind)\s+(?:that|this|the)\b(?:\s+(?:bit|part|last bit|one|request|point))?", re.I)
_HISTORY = re.compile(r"^\W*(?:i(?:'ve| have) been|i am|i'm|we(?:'ve| have) been)\s+(?:a\s+)?(?:loyal\s+|long[- ]standing\s+|regular\s+)?"
                      r"customers?\s+(?:of yours\s+)?(?:for|since)\b|^\W*i(?:'ve| have) (?:shopped|bought|ordered) (?:with|from) you (?:for|since)\b", re.I)
_SHOPS_OWN = re.compile(r"\b(?:fix|sort(?:\s+out)?|improve|look at)\s+(?:your|ur)\s+(?:\w+\s+)?(?:system|billing|website|site|app|packing|packaging|checkout|"
                        r"couriers?|processes|act)\b", re.I)


def _remedy_of_a_claim(s: ReadSentence, read: list[ReadSentence]) -> bool:
    # (a decline read in the reason and in the ask apart: "we'd rather not wait, so I'd like a refund" declines nothing)
    ask = without_reason_head(s.text)
    if not (s.role == "request" and s.kinds == ["other"] and not s.why and _REMEDY.search(s.text)) \
            or _DECLINED.search(ask) or _DECLINED.search(s.text[:len(s.text) - len(ask)]) \
            or _FURTHER.search(without_own_account(s.text)):  # ("returned to my account": money_returned_to_account.py)
        return False
    claims = [r for r in read if r is not s and r.role == "request" and set(r.kinds) & _CLAIM_KINDS and "other" not in r.kinds
              and (r.order == s.order or "" in (r.order, s.order))]
    if not claims:
        return False
    # (the reason before "so I'd like ..." and the one after ", as ...": why it is asked, not what: reason_heads.py)
    new = content_stems(_REASON_TAIL.sub("", _without_passed_over(without_ordeal(ask)))) - _WRAPPING  # (ordeals_told.py)
    goods = [r for r in claims if set(r.kinds) & set(GOODS_PROBLEMS)]
    # a charge taken twice names no goods of its own: its copy asked back by a pronoun ("one of them") names nothing new
    # the subject line names the goods a claim told without their name is about ("clock" over "the glass was shattered")
    subject = _subject_goods(read, s.order)
    return not new if not goods else not beyond_claims(new, claimed_words(read, s.order) | subject)


# What the money is preferred to: "I'd much rather have the money back than wait weeks for another teapot to be made",
# "a refund instead of a replacement please", "my money back rather than another one". The goods or the wait turned down
# name nothing asked.
_PASSED_OVER = re.compile(r"\b(?:rather\s+than|instead\s+of|sooner\s+than|than|over)\b[^.!?;]*"
                          # the goods turned down after it: "the money back please, she doesn't want the bother of another one"
                          r"|\b(?:she|he|they|i|we)\s+(?:does\s*n[o']?t|do\s*n[o']?t|dont|doesnt|would\s*n[o']?t|wouldnt)\s+(?:really\s+)?want\b"
                          r"[^.!?;]*\b(?:another|a\s+new|a\s+replacement|replacements?|one|a\s+second)\b[^.!?;]*", re.I)


def _without_passed_over(text: str) -> str:
    """`text` without the alternative the money asked before it is preferred to."""
    m = _PASSED_OVER.search(text)
    return _PREFERRING.sub(" ", text[:m.start()]) if m and _REMEDY.search(text, 0, m.start()) else text


# The words of preferring, which name nothing asked: "I would prefer my money back", "I'd much rather".
_PREFERRING = re.compile(r"\b(?:prefer\w*|rather|sooner|much|really|honestly)\b", re.I)


def _return_of_other_goods(s: ReadSentence, read: list[ReadSentence]) -> bool:
    """Whether a sentence asks to send back goods that no claim beside it names, with no problem of theirs told
    as a fault ("it's ugly", "not my style" is a change of mind)."""
    m = _RETURN_WANTED.search(s.text)
    if not m or _DECLINED_RETURN.search(s.text):
        return False
    named = content_stems(s.text[m.end():m.end() + 40].split(",")[0]) - _WRAPPING
    return bool(named) and named == beyond_claims(named, claimed_words([r for r in read if r is not s], s.order))


def _goods_no_claim_names(s: ReadSentence, read: list[ReadSentence]) -> set[str]:
    """The goods a remedy ask names (the head word after "refund the", "money back on the", "and the") that no goods
    claim of the ticket, nor its subject line, names."""
    if not any(r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS) for r in read):
        return set()
    # (a word of the clause after the goods names none: "a refund for the vase though", "refund the lamp too then")
    claimed = claimed_words([r for r in read if r is not s], s.order) | _subject_goods(read, s.order)
    # (the goods' own words before their head count: "a refund on the lamp base" beside "the lamp had a big crack")
    heads = {words[-1].lower() for m in _REMEDY_OBJECT.finditer(s.text)
             if (words := [w for w in (m.group(1) or m.group(2) or m.group(3) or m.group(4) or m.group(5) or "").split() if content_stems(w) and w.lower() not in _CLAUSE_WORDS])
             and not any(not beyond_claims(content_stems(w) - _WRAPPING, claimed) for w in words[:-1])}
    lost = any(r.role == "request" and "non_delivery" in r.kinds and (r.order == s.order or "" in (r.order, s.order)) for r in read if r is not s)
    return {w for w in heads if beyond_claims(content_stems(w) - _WRAPPING - _NO_GOODS - (_WHOLE_ORDER if lost else frozenset()), claimed)}


def _subject_goods(read: list[ReadSentence], order: str) -> frozenset[str]:
    """The words of the subject line, without the goods the ticket tells were damaged at home and no claim names: "Bowl
    and jug" over "my son dropped the jug when he unboxed it" leaves the jug to no claim, so "refund the jug too?" is
    a request a person answers."""
    if not (read and read[0].index == 0 and read[0].role in ("statement", "attached")):
        return frozenset()
    home = frozenset().union(*(content_stems(r.text) for r in read if r.why.startswith(CAUSED_BY_CUSTOMER_WHY)))
    return content_stems(read[0].text) - (home - claimed_words(read, order))


def _list_item_of_a_request(s: ReadSentence, before: list[ReadSentence]) -> bool:
    if not _LATER_ITEM.match(s.text):
        return False
    last = next((r for r in reversed(before) if r.role != "statement" or _FIRST_ITEM.search(r.text)), None)
    return bool(last and last.is_request and _FIRST_ITEM.search(last.text) and last.paragraph == s.paragraph)


def _sorted_itself(text: str) -> bool:
    """"Update: next door had the package all along, panic over!" (and nothing else asked around those words)."""
    # ("The missing parcel turned up this morning, thanks.": arrived_after_all.py)
    return bool(_SORTED_ITSELF.search(text) or arrived_after_the_fact(text)) and not _REMEDY.search(text) and "?" not in text \
        and not _asks(_UPDATE.sub(" ", _SORTED_ITSELF.sub(" ", text)), title=False)


def _fee_declined_beside_claims_remedy(s: ReadSentence, read: list[ReadSentence]) -> bool:
    """"Don't bother with the fee, but refund the mug": the fee declined, the rest the mug's claim's remedy."""
    m = _FEE_DECLINED.search(s.text)
    # (the fee named in the declining clause may have been read as the late delivery's own ask: that clause declines it)
    if not m or s.role not in ("request", "attached") or (s.role == "request" and not set(s.kinds) <= {"other", "late_delivery"}):
        return False
    rest = s.text[m.end():]
    return bool(_REMEDY.search(rest)) and _remedy_of_a_claim(replace(s, text=rest, kinds=["other"], role="request", why=""), read)


def read_claim_remedy_asks(read: list[ReadSentence]) -> None:
    """Fold remedy asks into the claims they belong to, and set aside sentences that ask nothing (module doc)."""
    for i, s in enumerate(read):
        if _fee_declined_beside_claims_remedy(s, read):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, CLAIM_REMEDY_WHY + "; the delivery fee is declined"
            s.forbids = ["delivery_refund"]  # the fee only: the goods' own refund is what the rest asks
            _fee_waived(read[:i], s)
            continue
        if s.role == "attached" and s.why == TELLS_MORE and (_return_of_other_goods(s, read) or goods_named_then_returned(s, read)):
            # "also lowkey wanna return the phone case, havent even opened it" beside the cable's claim: a return of its own
            s.role, s.kinds, s.why, s.spans = "request", ["change_of_mind"], OTHER_GOODS_RETURN_WHY, {"change_of_mind": [(0, len(s.text))]}
            continue
        if s.role == "request" and "other" not in s.kinds and (later := _LATER_ITEM_INSIDE.split(s.text)[1:]) and _FIRST_ITEM.search(s.text) \
                and any(not _REMEDY.search(item) and not _spans_of(item) for item in later):
            # "... (i) a refund of the delivery charge, and (ii) confirmation by email": the item of no kind is asked too
            s.kinds, s.why = [*s.kinds, "other"], LIST_ITEM_WHY
            continue
        if s.role == "attached" and s.why == AROUND_WHY and (others := _goods_no_claim_names(s, read)):
            # "The kettle came dented. It'd be great if you could refund the toaster too.": the toaster is no claim's
            s.role, s.kinds, s.why = "request", ["other"], UNCLAIMED_GOODS_WHY.format(goods=", ".join(sorted(others)))
            continue
        if s.role == "statement" and _list_item_of_a_request(s, read[:i]) and not fine_list_item(s.text):  # (fine_list_items.py)
            # "I hereby request (i) the fee back; and (ii) written confirmation for my records": the second item is asked too
            s.role, s.kinds, s.why = "request", ["other"], LIST_ITEM_WHY
            continue
        if s.role == "request" and s.kinds == ["other"] and _NO_CLAIM.search(s.text) and not _REMEDY.search(s.text) and "?" not in s.text:
            s.role, s.kinds, s.why = "context", [], NO_CLAIM_WHY  # "no claim is made in respect of it": asks nothing
            continue
        if s.role == "statement" and _sorted_itself(s.text):
            s.kinds = ["other"]  # a remark that the problem sorted itself settles it as well as a sentence read as asking would
        if s.role not in ("request", "statement") or s.kinds != ["other"]:
            continue
        if s.role == "request" and (_remedy_of_a_claim(s, read) or sorts_a_claim(s, read)):  # "sort the missing glasses?": claim_sorted.py
            s.role, s.kinds, s.why = "attached", [], CLAIM_REMEDY_WHY
        elif _sorted_itself(s.text):
            s.role, s.kinds, s.why = "context", [], SORTED_ITSELF_WHY
            # the parcel told missing before it is the problem that sorted itself
            for r in read[:i]:
                if r.role == "request" and ("non_delivery" in r.kinds or told_not_come(r.kinds, r.text)) and (r.order == s.order or "" in (r.order, s.order)):
                    r.role, r.why = "context", "a past problem the next sentence says was settled"
                    r.kinds = [k for k in r.kinds if k != "other"]  # ("my parcel hadn't come", read of no kind: nothing left open)
        elif s.role == "statement":
            s.kinds = []
        elif _IGNORE_THAT.search(s.text) and not _asks(s.text, title=False) and "?" not in s.text and not _REMEDY.search(_IGNORE_THAT.split(s.text)[-1]):
            s.role, s.kinds, s.why = "context", [], WITHDRAWN_WHY
        elif _HISTORY.search(s.text) and not _asks(s.text, title=False) and "?" not in s.text:
            s.role, s.kinds, s.why = "context", [], HISTORY_WHY
        elif s.forbids and _DECLINED.search(s.text) and _SHOPS_OWN.search(s.text) \
                and not _REMEDY.search(_DECLINED.sub(" ", _SHOPS_OWN.sub(" ", s.text))):
            # (the guard reads the decline by its reason, so the reason is the decline's own)
            s.role, s.kinds, s.why = "context", [], DECLINED_WHY
