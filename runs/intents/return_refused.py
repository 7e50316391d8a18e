"""The goods' trip back refused by the customer, in any wording, whatever else the sentence asks: "I want a refund but I am
not sending it back, I'll give it to my sister", "I'd rather not post it back - it's useful anyway - so could someone tell
me what else can be done?", "I'm not willing to ship it back at my own time and cost", "Please just refund it, I won't be
returning it as it's already hung up" (verify round, VF-226 / 313 / 418 / 420), "I'm not bothered about sending it back or a
refund" (returns42 R13-04).

The narrower reading of a refusal (remedies._NOT_SENT_BACK, "dont want to send it back" and nothing else asked) made the
sentence context with the return forbidden; with a refund asked beside it, or a question, or in words it did not know
("not willing to ship it back", "rather not post it back"), the refusal was lost, the wrong item's own remedy (its return,
POL-WRG-004) was started, and goods nobody wanted were taken back. Refused, the return and the collection are forbidden on
the sentence (ReadSentence.forbids): no return starts, and a refund that pays only when the goods come back goes to a person
(runs.intents.money.forbids_action). Money that needs no return (damaged goods kept, refunded by the seller's remedy) is
not held by it.

Near-misses, no refusal: a condition or a manner ("I'm not sending it back until I get a label", "not sending it back in the
original box, is that ok?", "I'd rather not send it back unless I have to"), a return asked ("can I send it back?"), the
goods not kept ("I won't be keeping it"), the shop's own words told ("your email said there's no need to post it back"),
a return not done yet ("I haven't sent it back yet")."""

from __future__ import annotations

import re

from .asks import _CLAUSE_START, _asks
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence

_SUBJECT = (r"(?:\b(?:i|we)(?:['’]m|['’]re|['’]ll|['’]d|\s+am|\s+are|\s+will|\s+would|\s+shall)?|\bim|^\W*|[,;:(]\s*|\s[-–—]\s*|"
            r"\b(?:and|but|so|tbh|honestly|just|sorry|nope|no)\s+)")
_ADVERB = r"(?:(?:really|definitely|certainly|just|honestly|simply|absolutely|seriously|frankly|totally|also)\s+)?"
# the refusing words, told of the customer: "I'm not", "I won't", "we will not", "I'd rather not", "I refuse to", "not willing to"
_REFUSING = (r"(?:not|never|won['’]?t|wont|will\s+not|shan['’]?t|refuse\s+to|unwilling\s+to|"
             r"(?:don['’]?t|dont|do\s+not)\s+(?:really\s+)?(?:want|wanna|intend|plan|fancy|feel\s+like)(?:\s+to)?|"
             r"(?:would|['’]d)\s+(?:rather|sooner|prefer)\s+not(?:\s+to)?|rather\s+not|sooner\s+not|prefer\s+not\s+to|"
             r"(?:have|['’]ve)\s+no\s+(?:intention|plans?)\s+of)")
# what may stand between the refusing words and the verb: "be", "going to", "willing to", "planning on"
_BETWEEN = (r"(?:\s+(?:be|going\s+to|gonna|willing\s+to|prepared\s+to|happy\s+to|planning\s+(?:on|to)|about\s+to|keen\s+(?:on|to)|"
            r"intending\s+to|bothering\s+(?:to|with)|"
            # "I'm not bothered about sending it back or a refund", "not fussed about returning it" (returns42 R13-04: a collection booked)
            r"(?:really\s+|too\s+|that\s+)?(?:bothered|fussed)\s+(?:about|with)|to))*")
_OBJECT = r"(?:it|them|this|that|these|those|any\s+of\s+(?:it|them)|(?:the|my|our|this|that|these|those)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)"
_BACK_VERB = r"(?:send(?:ing)?|post(?:ing)?|ship(?:ping)?|mail(?:ing)?|courier(?:ing)?|lug(?:ging)?|tak(?:e|ing)|bring(?:ing)?|box(?:ing)?\s+up|pack(?:ing)?\s+up)"
_RETURN_VERB = r"(?:return(?:ing)?)"
# a verb with no object ends its clause: "I won't be returning.", "not sending back, sorry" (never "I won't be returning to this shop")
_BARE_END = r"(?=\s*(?:[.,;!)]|$|\s[-–—]|\s+(?:as|because|since|cos|coz|lol|tbh|thanks|sorry)\b))"
_GOODS_PRONOUN = r"(?:it|them|this|that|these|those)"
_HANDED = (rf"(?:giv(?:e|ing)\s+{_GOODS_PRONOUN}\s+back|hand(?:ing)?\s+{_GOODS_PRONOUN}\s+(?:back|over)"
           r"|hand(?:ing)?\s+(?:it|them)\s+(?:over\s+)?to\s+(?:a|any|the|your|some)\s+(?:courier|driver|carrier|collector))\b")
_HAD_COLLECTED = (rf"(?:hav(?:e|ing)|get(?:ting)?)\s+{_GOODS_PRONOUN}\s+(?:collected|picked\s+up|taken\s+(?:back|away)|sent\s+back|returned)\b"
                  # (a time is no refusal: "I'd prefer not to have it collected on Monday, I'm away")
                  r"(?!\s+(?:on|at|this|next|during|between|before|after|till|until|tomorrow|today)\b)")
_RETURN_CHORE = (r"(?:go(?:ing)?\s+through(?:\s+with)?|do(?:ing)?|deal(?:ing)?\s+with|bother(?:ing)?\s+with|faff(?:ing)?\s+(?:about\s+|around\s+)?with|"
                 r"mess(?:ing)?\s+(?:about|around)\s+with|start(?:ing)?|arrang(?:e|ing)|set(?:ting)?\s+up)\s+(?:a|the|any|all\s+the|with\s+(?:a|the))\s+"
                 r"(?:whole\s+)?returns?(?:\s+(?:process|thing|palaver|rigmarole))?\b")
_REFUSED = re.compile(
    rf"{_SUBJECT}\s*{_ADVERB}{_REFUSING}{_BETWEEN}\s+{_ADVERB}"
    rf"(?:{_BACK_VERB}\s+(?:{_OBJECT}\s+back|back\s+{_OBJECT})|{_RETURN_VERB}\s+{_OBJECT}(?:\s+back)?|(?:{_BACK_VERB}\s+back|{_RETURN_VERB}){_BARE_END})"
    # given or handed back, handed over to a courier, had collected: "I'm not giving it back", "I won't be handing it over to
    # any courier", "I'd prefer not to have it collected" (verify round G83 / 51 / 43; never money: "not giving my money back")
    rf"|{_SUBJECT}\s*{_ADVERB}{_REFUSING}{_BETWEEN}\s+{_ADVERB}(?:{_HANDED}|{_HAD_COLLECTED})"
    # the return itself refused as a chore: "I'd rather not go through a return", "I'm not doing a return for this",
    # "I won't bother with the return", "I don't want to deal with a return" (verify43 V5-08: the towels' return booked)
    rf"|{_SUBJECT}\s*{_ADVERB}{_REFUSING}{_BETWEEN}\s+{_ADVERB}{_RETURN_CHORE}"
    # "no way am I sending it back", "no chance I'm posting that back"
    rf"|\bno\s+(?:way|chance)\s+(?:am\s+i|i['’]m|i\s+am|i\s+will|i['’]ll|are\s+we|we['’]re)\s+(?:{_BACK_VERB}|{_RETURN_VERB})\s+{_OBJECT}(?:\s+back)?", re.I)
# the goods kept rather than sent back or handed to a courier: "I'd rather keep it than hand it to a courier" (verify round
# G22); the collection set aside: "Collection isn't convenient, so please skip it", "skip the collection" (G53)
_KEPT_RATHER = re.compile(
    r"\b(?:rather|sooner|prefer\s+to)\s+(?:just\s+)?keep\s+(?:it|them|the\s+[\w-]+)\s+than\s+(?:\w+\s+){0,2}?"
    r"(?:send|post|ship|return|hand|give|courier|have|lug|take|box|pack)\w*\b"
    r"|\bcollection\b[^.!?;]{0,60}?\b(?:skip|cancel|forget|drop|scrap)\s+(?:it|that)\b"
    r"|\b(?:skip|forget|scrap|drop)\s+(?:the\s+|a\s+)?(?:collection|pick-?up)\b"
    r"|\b(?:don['’]?t|dont|do\s+not)\s+(?:send|arrange|book)\s+(?:a|the|any)\s+(?:courier|collection|pick-?up)\b", re.I)
# the goods kept and put to a use of the customer's own now: "I'll keep hold of it, thanks - I use it as a plant pot now",
# "we're hanging on to them, using them as coasters" (G52): no offer to part with them (a bare "I'll keep it" beside the
# money asked is the refund-and-keep offer, read in read.py, which still lets a collection be arranged)
_KEPT_FOR_USE = re.compile(r"\b(?:keep(?:ing)?(?:\s+hold\s+of)?|hang(?:ing)?\s+on\s+to|hold(?:ing)?\s+on\s+to)\s+(?:it|them)\b"
                           r"(?=[^.!?]*\b(?:(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)?\s+)?(?:now\s+|already\s+)?us(?:e|ing)\s+(?:it|them)\s+as\s+(?:a|an|my|our)\b)",
                           re.I)
# a condition or a manner right after the refusing words: the trip back is not refused, only how or when it is made
_CONDITION = re.compile(r"^\W*(?:(?:to\s+(?:you|u|the\s+[\w-]+))\s+)?(?:until|till|til|unless|before|without|if|once|yet|today|tomorrow|"
                        r"in\s+(?:the|its|their|a|an|my|our|original)|by|via|through|with(?!\s+(?:my|our)\s+own))\b", re.I)
# the refusing words inside a supposition: "if I'm not sending it back, do I still get a refund?"
_SUPPOSED = re.compile(r"\b(?:if|whether|in\s+case|supposing|say)\b[^,;.!?]*$", re.I)
# goods gone from the customer, which no return can take back: "I'll give it to my sister", "we gave them away", "I binned it"
_GONE = re.compile(r"\b(?:i|we)(?:['’]ll|\s+will|['’]m\s+going\s+to|\s+am\s+going\s+to|['’]re\s+going\s+to|\s+are\s+going\s+to)\s+(?:just\s+)?"
                   r"(?:give|pass|donate|gift)\s+(?:it|them)\s+(?:away|on|to\s+(?:my|our|a|the|her|his)\s+\w+)\b"
                   # "...and I'll donate the pink ones", "we'll recycle them" (verify43 V5-08)
                   r"|\b(?:i|we)(?:['’]ll|\s+will|['’]m\s+going\s+to|\s+am\s+going\s+to|['’]re\s+going\s+to|\s+are\s+going\s+to)\s+(?:just\s+)?"
                   r"(?:donate|recycle|bin)\s+(?:it|them|(?:the|these|those)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\b"
                   r"|\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:already\s+|just\s+)?(?:(?:gave|given|threw|thrown|chucked|tossed)\s+(?:it|them)\s+(?:away|out)|"
                   r"(?:donated|binned)\s+(?:it|them))\b", re.I)
# another way asked beside the refusal, naming none: "so could someone tell me what else can be done?", "please sort this
# another way", "what are my options?"
_OTHER_WAY = re.compile(r"\bwhat\s+else\s+(?:can|could|might|would|will)\s+(?:be\s+done|(?:you|u|we|i|someone)\s+(?:do|offer|suggest))"
                        r"|\b(?:another|some\s+other|any\s+other|a\s+different|other)\s+(?:way|option|solution|route|arrangement)s?\b"
                        r"|\bwhat\s+(?:are|r)\s+(?:my|our|the)\s+(?:other\s+)?options\b"
                        r"|\bwhat\s+(?:can|could)\s+(?:be\s+done|(?:you|u)\s+(?:do|offer|suggest))\b", re.I)
RETURN_REFUSED_WHY = "the customer refuses to send the goods back: no return or collection without a person"
REFUSED_BESIDE_CLAIM_WHY = ("refuses to send back the goods of the claim beside it, asking at most another way: that claim goes to a person, "
                            "and no return or collection is made")


def return_refused(text: str) -> bool:
    """Whether a sentence refuses, in the customer's own words, that the goods go back (never on a condition or in a manner
    only, never a trip back told as not made yet)."""
    return bool(_refusals(text))


def _refusals(text: str) -> list[tuple[int, int]]:
    """Where a sentence refuses the goods' trip back."""
    found = [m.span() for m in _REFUSED.finditer(text) if not _CONDITION.match(text[m.end():]) and not _SUPPOSED.search(text[:m.start() + 1])]
    found += [m.span() for p in (_KEPT_RATHER, _KEPT_FOR_USE) for m in p.finditer(text) if not _SUPPOSED.search(text[:m.start()])]
    return found + [m.span() for m in _GONE.finditer(text) if not _SUPPOSED.search(text[:m.start()])]


# the claim's money asked bare beside the refusal, naming nothing: "Refund please, but I won't be sending it back, it's already
# up on the wall" (V41-84: the wall read as something new asked, a second hand-off beside the claim's)
_MONEY_BARE = re.compile(r"^\W*(?:(?:and|but|so|just|please|pls|plz|can\s+i\s+(?:have|get)|(?:i|we)\s+(?:want|need|would\s+like|['’]d\s+like)|"
                         r"(?:could|can|would)\s+(?:you|u)|i['’]?d\s+like)\s+)*(?:a\s+(?:full\s+)?|my\s+)?(?:refund|money\s+back|reimburse)"
                         r"(?:\s+(?:me|it|them|us))?(?:\s+(?:please|pls|plz|thanks|then|instead))*\W*$", re.I)


_OPENER_ONLY = re.compile(r"^\W*(?:(?:and|but|so|just|please|pls|can|could|would|will|you|u)\s*)+\W*$", re.I)


def _asks_only_another_way(text: str) -> bool:
    """Whether every clause of a refusing sentence refuses, tells, asks another way naming none ("...what else can be
    done?") or asks the claim's money bare ("Refund please")."""
    refused = _refusals(text)
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    # a clause of opening words only ("- can you " before "just refund me") belongs to the clause it opens
    bounds = [b for i, b in enumerate(bounds) if i in (0, len(bounds) - 1) or not _OPENER_ONLY.match(text[bounds[i - 1]:b])]
    return all(any(a <= h < b or h <= a < e for h, e in refused) or _OTHER_WAY.search(text[a:b]) or not _asks(text[a:b], title=False)
               or _MONEY_BARE.match(text[a:b]) for a, b in zip(bounds, bounds[1:]) if text[a:b].strip(" ,;:-–—"))


def read_return_refused(read: list[ReadSentence], quoted_why: str) -> None:
    """A customer's sentence refusing the goods' trip back forbids their return and collection, whatever else it asks, and
    asks no return (`asks_return` off)."""
    claims = [s for s in read if s.is_request and set(s.kinds) & {*GOODS_PROBLEMS, "change_of_mind"}]
    for s in read:
        if s.role == "injected" or s.why == quoted_why or not return_refused(s.text):
            continue
        s.forbids = list(dict.fromkeys([*s.forbids, "return", "collection"]))
        s.asks_return = False
        if s.role == "request" and s.kinds == ["other"] and _asks_only_another_way(s.text) \
                and any(not s.order or not c.order or c.order == s.order for c in claims if c is not s):
            # "I'd rather not post it back - it's useful anyway - so could someone tell me what else can be done?": the claim
            # beside it goes to a person with the return forbidden, who answers it; no second ask of the same
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, REFUSED_BESIDE_CLAIM_WHY
        elif s.role in ("statement", "courtesy"):
            s.role, s.why = "context", RETURN_REFUSED_WHY  # (a ban the guard reads: only asks and context carry one)
