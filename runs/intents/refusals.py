"""A refund the customer declines, bound to the goods it is of: "no need to refund the chipped mug"
holds the mug's claim, not the late fee; a delivery fee waived in a later sentence; a claim taken
back."""

from __future__ import annotations

import re

from .settled_on_another_order import next_told_of_other_orders
from .goods_lived_with import lived_with_beyond
from .goods_headed_waived import heading_goods
from .waiver_of_own_goods import waives_goods_of_its_own
from .waived_goods import REFUSAL_POINTS, refused_beside_asked, without_goods_asked
from .unwanted_alternatives import alternative_wanted
from ..fine_clauses import calls_fine
from ..part_words import PARTS
from .asks import _CLAUSE_ASK, _CLAUSE_START
from .clause_questions import asks_a_question
from .cues import GOODS_PROBLEMS, _spans_of
from .declined_unit import new_unit_declined
from .money import _FEE_KINDS, _GOODS_OBJECT, _NEGATED_ACTION, _NEGATED_MONEY, _NO_ACTION, actions_forbidden, declined_scope, holds_money, money_held
from .reading import FEE_WAIVED_WHY, ReadSentence
from .refusal_sends_it_back import claim_told_before, sends_it_back
from .refund_me import refund_me_barred, refund_me_refused
from .return_called_off import return_called_off_beside
from .remedies import _DECLINES, _REMEDY_FORM, _money_in_another_shape, keeps_for_money
from .settled import _PRAISED, _WITHDRAWN, listed_beyond_struck, struck_goods, told_beyond_struck
from .stems import content_stems
from .fault_gone_by_itself import FAULT_GONE_WORDS
from .goods_passed_on import PASSED_ON_WORDS
from .waiver_of_the_nearest import nearest_only

# a part of the goods (the rim, the lid) is no other goods a claim stands on after the goods themselves are struck
_PART_STEMS = {s for p in PARTS for s in content_stems(p)}

_DECLINE_VERBS = {"keep", "keeping", "fix", "glu", "glue", "mend", "repair", "patch", "sewn", "stitch", "tighten", "decid", "decided", "happy",
                  "rather", "prefer", "myself", "ourselves", "sort", "sorted", "fixed", "glued", "mended", "repaired", "patched", "stitched",
                  "tightened", "mistake", "fault", "error", "own", "just", "simply", "still",
                  # a fix told by what was done ("I bent it back myself", "straightened it out")
                  "bent", "straighten", "popp", "push", "click", "snapp", "screw", "hammer", "reattach", "re-attach", "reconnect", "stuck",
                  "together", "straight", "hang", "hanging", "hold", "holding", "onto", "gonna",  # ("we'll hang on to it")
                  *PASSED_ON_WORDS, *FAULT_GONE_WORDS}  # (goods passed on at home: goods_passed_on.py; a fault gone by itself: fault_gone_by_itself.py)


# A declined refund that is a constraint on how it is paid, not a decline: "don't refund it to my card",
# "do not refund it yet", "don't refund it until the return lands".
_REFUND_MANNER = re.compile(r"\b(?:to|onto|into|on|back (?:to|on))\s+(?:my|the|our|this|that|a|your)\s+(?:\w+\s+)?(?:card|account|visa|mastercard|amex|"
                            r"paypal|bank|balance|wallet|method)\b|\b(?:yet|until|till|unless|before|instead|straight away|right away|just now|for now)\b", re.I)
# What a pronoun object points back to: "do not refund it", "no need to refund that".
_PRONOUN_OBJECT = re.compile(r"\b(?:refund\w*|reimburs\w*|credit\w*|ignore|forget|disregard)\s+(?:me\s+|us\s+)?(?:anything\s+|a\s+(?:penny|cent|thing)\s+)?"
                             r"(?:for\s+|on\s+|over\s+)?(?:it|that|them|this|those|these)\b", re.I)


# The goods kept gladly: "I like it", "we love them", "I rather enjoy the quirk", "I'm happy to keep it", "I'll keep it".
_LIKED = re.compile(r"\b(?:i|we)\s+(?:really\s+|actually\s+|quite\s+|rather\s+|do\s+|still\s+|kind\s+of\s+|kinda\s+|genuinely\s+)*"
                    r"(?:like|love|adore|enjoy)\s+(?:it|them|the\s+(?!(?:refund|money|credit|replacement|new|other|idea|option)\b)[\w-]+|how\s+it|its|their)\b"
                    r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:very\s+|perfectly\s+|more\s+than\s+)?happy\s+(?:to\s+keep|with)\s+(?:it|them)\b"
                    r"|\b(?:i'?ll|i\s+will|we'?ll|we\s+will)\s+(?:happily\s+|gladly\s+|just\s+)?keep\s+(?:it|them)\b", re.I)


def _declining_hits(text: str) -> list[tuple[int, int]]:
    """Where a sentence declines, holds or takes back a remedy."""
    return [m.span() for m in _NEGATED_ACTION.finditer(text)] + [m.span() for m in _NEGATED_MONEY.finditer(text)] \
        + [m.span() for m in _WITHDRAWN.finditer(text)] + [m.span() for m in _NO_ACTION.finditer(text)] + [span for span, _ in money_held(text)]


def asks_beside_declining(text: str, questions_only: bool = False) -> bool:
    """Whether a clause of a declining sentence, apart from the declining words, asks something or puts a question: "don't
    refund the fee, but do send the invoice", "Not chasing a refund of the delivery charge, but why does your courier keep
    doing this?" (runs/intents/clause_questions.py). `questions_only`: only a question, never a remedy asked ("Refund the mug
    please, no need for a refund on the fee" asks the claim's own remedy)."""
    hits = _declining_hits(text)
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    return any(not any(a <= h < b or h <= a < e for h, e in hits) and ((_CLAUSE_ASK.search(text[a:b]) and not questions_only) or asks_a_question(text[a:b]))
               for a, b in zip(bounds, bounds[1:]))


def _refund_declined(text: str, forbids: list[str], problem_kinds: list[str], read: list[ReadSentence], piece) -> tuple | None:
    """(the claim kinds a sentence declines the refund of, the kinds that decline holds), when all it asks is that no refund be made
    ("the mug has a tiny chip but no need to refund that", "please ignore that and do not refund it",
    "don't bother refunding the shipping"); None when it asks anything else or constrains how a refund
    is paid ("don't refund it to my card"), which a person reads. A claim declined by a pronoun ("do
    not refund it") is the request just before it in the paragraph, which becomes context; a refund
    declined with no claim to point at ("please don't refund anything") stays with a person."""
    # both remedies declined ("dont send a new one, dont want a refund either"): the claim is told, nothing is asked of it
    # (declined in the sentence's own words: "Please DON'T refund me, I just want a replacement lid sent out" asks the lid)
    both = {"refund", "replacement"} <= set(forbids) and bool(set(actions_forbidden(text)) & {"replacement", "shipping"} or new_unit_declined(text))
    if not forbids or set(forbids) - {"refund", "delivery_refund", *(["replacement"] if both else [])} or alternative_wanted(text):
        return None  # (or other goods asked instead, "no refund, I need the right colour": a person arranges them)
    if refused_beside_asked(text) is not None:
        return None  # "..., but the lamp is broken", "... but the mug yes refund it": other goods claimed beside it (waived_goods.py)
    hits = _declining_hits(text)
    if holds_money(text):
        return None  # "hold off on refunding it until...": no refund now, and the claim stays open for a person
    if _REFUND_MANNER.search(text, min((h for h, _ in hits), default=0)):
        return None  # how or when it is paid, said after the refund declined: a person reads it
    if asks_beside_declining(text):
        return None  # "don't refund the fee, but do send the invoice", "..., but why was it late?": a second ask a person answers
    goods = [k for k in problem_kinds if k != "question"]
    if goods or forbids == ["delivery_refund"]:
        return goods, declined_scope(goods, forbids)
    if (named := _GOODS_OBJECT.search(text)) or calls_fine(text) or _PRAISED.search(text):
        # (or the goods are called fine or praised beside it: "no refund needed for the sweater itself, it's fine")
        # "I don't want a refund for the teapot": the goods named are the ones held (the guard reads
        # which lines), a claim of goods; the late fee or a charge taken twice is not declined by it
        if named:
            _named_claim_declined(read, piece, named.group(0))
        return [], declined_scope([*GOODS_PROBLEMS, "change_of_mind"], forbids)
    if not _PRONOUN_OBJECT.search(text) and not refund_me_refused(text) and not both:
        return None
    earlier = next((e for e in reversed(read) if e.paragraph == piece.paragraph and e.role in ("request", "attached")), None)
    kinds = [k for k in (earlier.kinds if earlier else []) if k in (*GOODS_PROBLEMS, "change_of_mind", *_FEE_KINDS)]
    if not earlier or not kinds or set(earlier.kinds) - set(kinds):
        if both and _LIKED.search(text):
            # "Please do NOT send a replacement and I don't want a refund either - I like it": no claim was asked, both
            # remedies are turned down and the goods kept gladly; the sentence asks nothing (the ticket, if it asks
            # nothing else, goes to a person whole) and holds any refund or return of the goods
            return [], declined_scope([*GOODS_PROBLEMS, "change_of_mind"], forbids)
        return None
    if not refund_me_barred(text) and not waives_goods_of_its_own(text, earlier.text):
        # (a bare "Please do not refund me." refuses the money, not the claim: it stands, held, for a person: refund_me.py;
        # "The mug has a nick but forget about the mug, no need to refund it": its "it" is the mug, waiver_of_own_goods.py)
        earlier.role, earlier.why = "context", "the customer takes it back in the next sentence"
    return [], declined_scope(kinds, forbids)


_MONEY_STEMS = content_stems("refund refunding refunded reimburse reimbursed money back credit credited")


def _named_claim_declined(read: list[ReadSentence], piece, words: str) -> None:
    """"The candle arrived melted. Don't refund the candle, my sister loves it anyway.": the money for the goods the claim
    just before names is refused and nothing else is asked of them, so that claim is told, not asked, as "do not refund it"
    takes it back. Left a request, it went to a person as work the customer said there was none of (ver35c P35-08)."""
    goods = content_stems(words) - _MONEY_STEMS
    earlier = next((e for e in reversed(read) if e.paragraph == piece.paragraph and e.role in ("request", "attached")), None)
    if goods and earlier is not None and earlier.role == "request" and earlier.kinds and set(earlier.kinds) <= set(GOODS_PROBLEMS) \
            and goods & content_stems(earlier.text) and not _problem_told_of_other(earlier.text, goods) \
            and not listed_beyond_struck(piece.text, earlier.text):
        # (never a claim telling of other goods beside: "The vase came chipped and the bowl cracked." keeps the bowl's; nor
        # one listing them: "The cake stand and the cake server both arrived chipped." before "Don't bother refunding the
        # server" keeps the cake stand's, VF-308, 609: read as taken back whole, the cake stand asked was held)
        earlier.role, earlier.why = "context", "the customer takes it back in the next sentence"


_JOINS = re.compile(r"[,;&+]|\s[-\u2013\u2014]\s|\b(?:and|but|plus|while|whereas)\b", re.I)


def _problem_told_of_other(claim: str, goods: set[str]) -> bool:
    """Whether a clause of `claim` tells a problem and names none of `goods` ("the bowl cracked" beside "the vase came chipped")."""
    return any(set(_spans_of(c)) & set(GOODS_PROBLEMS) and not content_stems(c) & goods for c in _JOINS.split(claim) if c.strip())


# Words that tell how bad a problem is, not what it is on ("a tiny scratch", "the dent is small").
_DEGREE = {"tiny", "small", "little", "big", "minor", "slight", "faint", "light", "barely", "hardly", "noticeable", "visible",
           "cosmetic", "bit", "nasty", "huge", "deep", "whole", "side", "top", "bottom", "edge", "corner", "inside", "outside"}


# Goods are named with a definite or possessive word: "the salt shaker", "my egg cups". "a tiny scratch"
# names a problem, and "its rim" a part of the goods named before.
_GOODS_PHRASE = re.compile(r"\b(?:the|my|our|this|these|those|his|her|their|your)\s+([a-z][\w'-]*)(?:\s+([a-z][\w'-]*))?", re.I)


def _own_goods(text: str, declined_at: int) -> set[str]:
    """The goods a declining sentence names in a claim of its own, before the declining words: "The salt
    shaker has a tiny scratch but don't refund that" names the salt shaker, which its "that" is about.
    The problem words and how bad the problem is are not goods ("It's only a hairline crack, I'll keep it")."""
    told = text[:declined_at]
    blanked = list(told)
    for hits in _spans_of(told).values():
        for a, b in hits:
            blanked[a:b] = " " * (b - a)
    words = " ".join(w for m in _GOODS_PHRASE.finditer("".join(blanked)) for w in m.groups() if w)
    return {w for w in content_stems(words) if w not in _DECLINE_VERBS and w not in _DEGREE}


def _declining_start(text: str) -> int:
    """Where a sentence's declining words begin: keeping, fixing, wanting nothing, or "don't refund"."""
    starts = [m.start() for p in (_DECLINES, _NEGATED_ACTION, _NEGATED_MONEY, _WITHDRAWN, _NO_ACTION) for m in p.finditer(text)]
    starts += [a for (a, _), _ in money_held(text)]
    return min(starts, default=len(text))


def goods_kept_fine(text: str) -> set[str]:
    """The goods a keeping sentence calls fine by name before its keeping words, which its pronoun keeps: "The mugs were
    fine, we'll keep them" keeps the mugs, not the teapot claimed before it ("It's fine, I'll keep it" names none)."""
    m = _GOODS_CALLED_FINE.match(text[:_declining_start(text)])
    return content_stems(m.group("goods")) if m else set()


# The goods a sentence opens on, called fine: "The mugs were fine", "the plates are ok tho", "Our shades were undamaged"
# (not "it's fine" nor "my brother will have it": no goods named as its subject).
_GOODS_CALLED_FINE = re.compile(
    r"^\W*(?:(?:and|but|though|luckily|thankfully)\W+)?(?:the|our|my|those|these|all\s+the|both)\s+(?P<goods>(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    r"(?:were|are|was|is|'re|’re|all|both|came|arrived|look|looked|seem|seemed|survived)\b[^.!?;]*?\b(?:fine|ok|okay|perfect|intact|undamaged|"
    r"unharmed|good|great|lovely|all\s+right|alright)\b", re.I)


def _declined_goods(read: list[ReadSentence], piece, *, own_claim: bool = False) -> bool:
    """The claims just before a declining sentence are taken back when it declines for the same goods:
    "it" / "them", or the goods those sentences name ("I'm keeping the chair" takes back nothing said
    of the kettle). A pronoun binds to the nearest goods named: the sentence's own claim first
    (`own_claim`: it tells a problem of its own), so "The pepper mill is cracked, please refund it. The
    salt shaker has a scratch but don't refund that, I'll keep it" declines the salt shaker only. Returns whether a claim was taken back."""
    m = _DECLINES.search(piece.text)
    if m and not _RECONSIDERED.search(piece.text) and any(
            keeps_for_money(piece.text, words) for words in [piece.text[:m.start()], *(e.text for e in read[-2:] if e.paragraph == piece.paragraph)]):
        # "Can you refund it? I'm happy to keep it for firewood": keeping the goods declines sending them back, not the money
        # just asked; "It's only a hairline crack though, so I'll keep it" thinks the claim over and takes it back
        return False
    named = {w for w in content_stems(m.group(0)) if w not in _DECLINE_VERBS} if m else set()
    if not named:
        # ("The mugs were fine, we'll keep them": "them" is the mugs called fine before it, not the teapot claimed before)
        named = _own_goods(piece.text, _declining_start(piece.text)) if own_claim else goods_kept_fine(piece.text)
    kinds = [*GOODS_PROBLEMS, "change_of_mind", "late_delivery"]
    window = read[-2:]
    if not named:
        # ("The bowl is cracked. The plate came chipped. It's fine, I'll keep it.": the plate alone, whether or not its claim
        # was already waved off by the same words: waiver_of_the_nearest.py)
        told = [e for e in window if e.paragraph == piece.paragraph and e.kinds and set(e.kinds) <= set(kinds)]
        window = [e for e in window if e not in told or e in nearest_only(piece.text, told, lambda t: _own_goods(t, len(t)))]
    taken = []
    for earlier in window:
        # the subject line too ("fyi chipped" over "...but I don't need a refund"): its title, declined with it
        if claim_beyond_struck(piece.text, earlier.text):
            continue  # "The lamp base is dented and the shade torn. Hmm, scratch the shade, I'll keep it.": the base's claim stands
        if next_told_of_other_orders(earlier.order, piece.orders):
            continue  # "...refund please. My towels from SU-2 had the same issue - I stitched them myself": SU-2's (settled_on_another_order.py)
        if return_called_off_beside(piece.text, earlier.kinds):
            continue  # "Jacket return + late delivery" over "please cancel that return, I'll keep it": the lateness stands
        if (earlier.paragraph == piece.paragraph or earlier.index == 0) and earlier.role == "request" and earlier.kinds \
                and set(earlier.kinds) <= set(kinds) and (not named or named & content_stems(earlier.text)):
            taken.append(earlier)
    # ("The bowl is cracked. The plate came chipped. It's fine, I'll keep it.": the plate alone, waiver_of_the_nearest.py)
    for earlier in taken:
        earlier.role, earlier.why = "context", "the customer declines the remedy in the next sentence"
    return bool(taken)  # (whether a claim was taken back: the caller reads the sentence's own ban with it)


# Words of a customer thinking a claim over: the keeping that follows takes the claim back.
_RECONSIDERED = re.compile(r"\b(?:though|anyway|anyhow|actually|after all|on (?:second|reflection)|second thoughts?|never ?mind|"
                           r"decided|changed my mind|only|just a|not (?:that|so) bad|not a big deal|fine really|instead|rather)\b", re.I)


def _clauses(text: str) -> list[str]:
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    return [text[a:b] for a, b in zip(bounds, bounds[1:]) if text[a:b].strip()]


def _bind_refusals(read: list[ReadSentence]) -> None:
    """A refusal naming no goods of its own ("Don't refund that, I've already glued the chip", "Please
    don't refund that.") holds only what its pronoun stands for: the clause before it, in its paragraph,
    that tells of what its own words name (the chip that was glued), else the nearest clause naming goods.
    Without this it held every refund of the order, and the goods the ticket does ask money for went to
    a person. Goods it names itself ("no need to refund the teapot") bind it first (ticket_lines.forbids_decision)."""
    for i, s in enumerate(read):
        if "refund" not in s.forbids or not (REFUSAL_POINTS.search(s.text) or sends_it_back(s.text)):
            continue  # ("no need to refund me, just tell me how to send it back": its "it" too, refusal_sends_it_back.py)
        before = [c for e in read[:i] if e.paragraph == s.paragraph and e.index and e.role != "injected"
                  for c in _clauses(e.text) if _own_goods(c, len(c))] or (claim_told_before(read, i) if sends_it_back(s.text) else [])
        own = content_stems(without_goods_asked(s.text))  # never the goods asked beside it ("... for that - the bowl is what matters")
        about = next((c for c in reversed(before) if own & content_stems(c)), before[-1] if before else "")
        s.about = _CLAUSE_START.sub("", about.strip(), count=1).strip() if _CLAUSE_START.match(about.strip()) else about.strip()


def _fee_waived(read: list[ReadSentence], piece) -> None:
    """"It arrived late and the bowl is broken. ... No need to refund the postage.": the late delivery
    told before, in the paragraph, is no request; the other claims of its sentence still are."""
    for earlier in read:
        if earlier.paragraph != piece.paragraph or earlier.role != "request" or "late_delivery" not in earlier.kinds:
            continue
        earlier.spans = {k: v for k, v in earlier.spans.items() if k != "late_delivery"}
        if earlier.kinds == ["late_delivery"]:
            earlier.role, earlier.why = "context", FEE_WAIVED_WHY  # told, and settled by the customer's own word
        else:
            earlier.kinds = [k for k in earlier.kinds if k != "late_delivery"]


def _take_back(read: list[ReadSentence], piece, kinds: list[str]) -> None:
    """A sentence that takes back a kind ("I'm not after anything for the delay") makes the requests of
    that kind just before it, in its paragraph, context; when it tells a claim of its own on goods it
    names ("The egg cups have scratches, no need to refund those"), only requests about those goods."""
    own = _own_goods(piece.text, _declining_start(piece.text)) if set(_spans_of(piece.text)) & set(GOODS_PROBLEMS) else set()
    own = own or heading_goods(piece.text)  # "Candle holder: small chip, never mind it" (goods_headed_waived.py)
    for earlier in reversed(read[-2:]):
        if own and not own & content_stems(earlier.text):
            continue
        if claim_beyond_struck(piece.text, earlier.text):
            continue  # "The mug was chipped and the bowl cracked. Actually scratch the mug": the bowl's claim stands
        if earlier.paragraph == piece.paragraph and earlier.role == "request" and earlier.kinds and set(earlier.kinds) <= set(kinds):
            earlier.role, earlier.why = "context", "the customer takes it back in the next sentence"


def pointed_claim_taken_back(read: list[ReadSentence], piece) -> None:
    """A refusal pointing back beside other goods asked ("The plate came chipped. Really, no need to refund anything for
    that - the bowl is what matters, refund please"): the claim just before it, in its paragraph, is taken back when it
    tells only of goods other than those asked (the plate); a claim naming the asked goods too stands (the refusal's
    "that" is bound to its clause by _bind_refusals, and the guard holds only that)."""
    found = refused_beside_asked(piece.text)
    if found is None or _own_goods(piece.text[:found[1]], found[1]):
        return
    asked = _own_goods(piece.text[found[1]:], len(piece.text) - found[1])
    earlier = next((e for e in reversed(read) if e.paragraph == piece.paragraph and e.role in ("request", "attached")), None)
    if asked and earlier is not None and earlier.role == "request" and earlier.kinds and set(earlier.kinds) <= set(GOODS_PROBLEMS) \
            and _own_goods(earlier.text, len(earlier.text)) and not asked & content_stems(earlier.text):
        earlier.role, earlier.why = "context", "the customer takes it back in the next sentence"


def claim_beyond_struck(striking: str, claim: str) -> bool:
    """Whether a claim on goods tells of goods beside those a sentence strikes from the ask by name: "The mug
    was chipped and the bowl cracked." or "mug chipped, bowl has a crack right thru it." before "Actually
    scratch the mug" (the bowl's claim stands); never "The mug is chipped." before it (the claim is struck)."""
    struck = struck_goods(striking)
    if struck and "change_of_mind" in _spans_of(claim) and listed_beyond_struck(striking, claim):
        return True  # "return the jacket and the belt" before "skip the jacket": the belt still goes back
    if not struck or not set(_spans_of(claim)) & set(GOODS_PROBLEMS):
        return False
    # (a part struck, "scratch the base", leaves its goods, "the lamp base", struck with it)
    if not struck <= _PART_STEMS and _own_goods(claim, len(claim)) - struck - _PART_STEMS:
        return True
    # a part word listed as goods of its own beside others ("the teacup and the saucer ... chipped" before "the saucer I'll
    # keep as it is"): the teacup's claim stands (VF-214: read as the saucer of the teacup, both were paid)
    if struck <= _PART_STEMS and listed_beyond_struck(striking, claim):
        return True
    if lived_with_beyond(striking, claim, struck):  # "bowl and plate both chipped" before "the plate I can live with" (goods_lived_with.py)
        return True
    # goods named bare ("mug chipped, bowl cracked"): a clause telling a problem that names none of the struck goods
    return told_beyond_struck(striking, claim)


_TAKEN_BACK = ("the customer takes it back in the next sentence", "the customer declines the remedy in the next sentence")
ASKED_AFTER_REFUSAL_WHY = "asks the refund of goods told of before a refusal: the refusal holds what its \"that\" stands for, not these"


def _claim_refused_before(s: ReadSentence, read: list[ReadSentence]) -> list[str]:
    """The claim kinds a refund asked by name ("Refund the teapot instead.") is of, when the problem with
    those goods was told just before a refusal took the claim back ("The teapot lid has a chip and the
    sugar bowl arrived in two pieces. Please don't refund that."): the ask after the refusal is still
    that refund, not a request of no known kind. [] when it names no goods such a claim told of."""
    if not _PLAIN_REFUND.search(s.text) or _REMEDY_FORM.search(s.text) or _money_in_another_shape(s.text):
        return []
    goods = _own_goods(s.text, len(s.text)) - {"refund"}
    for earlier in reversed(read[:read.index(s)]):
        if earlier.paragraph != s.paragraph:
            break
        if earlier.role == "context" and earlier.why in _TAKEN_BACK and goods & content_stems(earlier.text):
            return [k for k in earlier.kinds if k in GOODS_PROBLEMS]
    return []


_PLAIN_REFUND = re.compile(r"\b(?:refund|reimburse)\b|\bmoney back\b", re.I)
