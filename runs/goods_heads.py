"""The goods a claim sentence names by their own word: "The blue throw arrived with a tear", "Please refund
the throw", "my trainers came with a split sole". On an order of one line the claim is that line's
only when it names no other goods: a customer who writes about a throw on an order holding a cushion
cover is writing about another order (or another shop), and paying the cushion cover pays for a claim
nobody made. runs.ticket_lines reads these words against the line (its words, synonyms, typos) and
hands a claim that names only other goods to a person, for the agent and the guard alike.

Only nouns in the two places a claim names its goods are read: the subject of a problem ("the X
arrived / is / came ...") and the object of a remedy ("refund / replace / return the X"). Words that
name no goods of their own ("the item", "the parcel", "the order", "the one I got") and parts of an
item ("the lid", "the handle": runs.part_words) are never read as other goods."""

from __future__ import annotations

import re
from functools import lru_cache

from .goods_after_their_damage import goods_after_damage_words
from .goods_phrases import says_a_kind
from .adverbs_beside_goods import ADVERBS_BESIDE_GOODS
from .never_goods_words import NEVER_GOODS
from .part_words import PARTS

# Words in a goods slot that name nothing a shop sells apart: the parcel, the order, a thing, an amount, a person.
# (a pointing word, or a "though" after one, names no goods: "the one before this was perfect", "this one though arrived
# cracked" point back at this order's goods, never at goods "this" or "though")
_NOT_GOODS = frozenset("""
item items thing things stuff goods product products purchase purchases order orders parcel parcels package packages
packaging delivery deliveries shipment one ones lot bit bits piece pieces pair pairs set sets rest other others
whole entire side edge corner top bottom front back inside outside surface finish colour color size
charge fee card postman seller shop store company website site note
replacement exchange return gift present wrapping contents content duplicate duplicates
extra balance shipping fees charges payments transaction transactions arm arms
this that these those dis dat dese though although anyway however
""".split()) | frozenset(NEVER_GOODS) | frozenset(
    # how a garment or a thing is made or sits on the customer, never goods of its own: "this cut is too small on me" of
    # the one dress ordered (blind round 31, V31-19)
    "cut cuts fit fitting sizing style styles shape design length width model version pattern make fabric material".split())
# "one more of the six has a crack": a count, not goods
_COUNTS = frozenset("one two three four five six seven eight nine ten eleven twelve dozen first second third fourth fifth last other "
                    "all both each every some most half".split())
_PART_WORDS = frozenset(PARTS) | frozenset(p + "s" for p in PARTS) | frozenset(p + "es" for p in PARTS)

# A noun group: up to four lower-case words after a determiner, none of them a pronoun, a verb of ordering or a linking word.
_SKIP = (r"(?!(?:i|we|you|it|they|he|she|that|which|who|what|and|or|but|of|with|for|from|in|on|at|to|by|ordered|bought|got|received|sent|was|were|is|are|please|pls|thanks|now|asap|"
         # a determiner starts the next goods, never a word of these: "the mug the bowl and the jug all chipped"
         r"the|a|an|my|"
         # texted "and", "are", "you", "your": "the mug n the bowl r both cracked" names no goods "r"
         r"n|r|u|ur|"
         # goods told as further goods, never goods "also": "the frother that came in the same box also has a snapped whisk"
         r"also|too|as|"
         r"inside|itself|themselves|within|"
         # an adverb between the goods and their problem: "the style just doesn't suit me" names a style, never goods "just"
         r"just|really|simply|actually|totally|completely|definitely|honestly|still|even|"
         # ("the parcel finally turned up": an adverb of time or manner, never goods "finally", V43-A1: adverbs_beside_goods.py)
         rf"{ADVERBS_BESIDE_GOODS}|"
         # ("the bowl only has a scuff": an adverb, never goods "only")
         r"only\s+(?:has|have|had|is|are|was|were|got|came|arrived|needs?)|"
         # goods told together before their problem, never goods "both": "the candle and the vase both arrived smashed"
         r"both|all(?!-)|"
         # a helping verb after "that" as a relative word, never goods: "two of the nine that did come are chipped" (ver26a VER26A-07)
         r"did|do|does|didn'?t|don'?t|doesn'?t|will|would|can|could|should|might|must|may|"
         r"arrived|came|turned|showed|has|have|had|looks?|looked|seems?|seemed|broke|cracked|split|tore|ripped|leaks?|leaked|snapped|stopped)\b)")
_GROUP = rf"(?P<group>(?:{_SKIP}[a-z][a-z'-]*\s+){{0,3}}{_SKIP}[a-z][a-z-]*)"
_DET = r"\b(?:the|teh|hte|my|our|your|his|her|their|this|that|these|those|a|an|one)\s+"
_PROBLEM_VERB = (r"(?:arrived|came|turned\s+up|showed\s+up|is|was|are|r|were|has|have|had|got|looks?|looked|seems?|seemed|chipped|dented|"
                 r"broke|cracked|split|tore|ripped|leaks?|leeks|leaked|leaking|snapped|stopped|won'?t|doesn'?t|does\s+not|didn'?t|"
                 r"smashed|shattered|broken|in\s+(?:pieces|bits|shards|smithereens))")
# Where the goods were, between them and their problem: "the glass teapot inside was in pieces", "the vase in the box had
# smashed", "the lamp itself is cracked" (the goods are the noun before it, never "inside" or "box").
_WHERE = r"(?:\s+(?:inside|itself|themselves|within|in\s+(?:it|there|here|(?:the|my|her|his|our|their)\s+(?:box|parcel|package|packet|bag|carton|crate|envelope))))?"
# The goods told with where they came from between them and the problem: "the kettle i got off u leeks from the bottom",
# "the lamp that we bought from you last week is cracked", "the rug I ordered has a stain".
_FROM_US = (r"(?:\s+(?:that|which))?\s+(?:i|we|she|he|they)\s+(?:got|bought|ordered|received|purchased|had)(?:\s+(?:off|from|with)\s+(?:you|u|ya|your\s+\w+))?"
            r"(?:\s+(?:last|this|on|in)\s+\w+)?")
# A bare group heading a sentence: up to three words; never a word standing for goods told before or a time.
_BARE_GROUP = rf"(?P<group>(?:{_SKIP}[a-z][a-z'-]*\s+){{0,2}}{_SKIP}[a-z][a-z-]*)".replace("(?P<group>", "(?P<bare>")
_BARE_NOT_GOODS = (r"(?:everything|something|anything|nothing|mine|yours|ours|this|these|those|all|both|each|some|none|today|yesterday|"
                   r"unfortunately|sadly|also|so|then|well|ok|okay|sorry|dear|team|order|parcel|package|item|delivery|box|there|here)")
_ADVERB = rf"(?:\s+(?:both|all|just|only|really|simply|actually|totally|completely|definitely|honestly|still|even|also|too|as\s+well|{ADVERBS_BESIDE_GOODS})){{0,2}}"
# A clause telling where the goods came from, between them and their problem: "the frother that came in the same box also
# has a snapped whisk", "the jug, which arrived with it, is cracked", "the mat that was packed alongside is torn". The goods
# are the noun before it, never "box" or "it" (the frother was read as goods "also", and a frother told with "which
# arrived with it" as none, so the one kettle ordered was paid for it). Its words stop at a word that starts another clause.
_RELATIVE = (r"(?:\s*,)?\s+(?:that|which)\s+(?:(?:i|we|they|you|u)\s+)?(?:(?:was|were|got|had\s+been|has\s+been)\s+)?"
             r"(?:came|come|arrived|packed|sent|shipped|included|delivered|turned\s+up|showed\s+up|got|received|bought|ordered)\b"
             r"(?:\s+(?!(?:but|and|so|is|was|are|were|has|have|had|works?|worked)\b)[\w'-]+){0,6}?(?:\s*,)?")
_SUBJECT = re.compile(rf"{_DET}{_GROUP}{_WHERE}(?:{_FROM_US}|{_RELATIVE})?{_ADVERB}\s+{_PROBLEM_VERB}\b"
                      # the goods heading the sentence bare, no "my" or "the": "kettle came dented!!", "hi, blender jug cracked" (the
                      # claim on a one-line order of a mug read as the mug's, and paid it)
                      rf"|^\W*(?:(?:hi|hiya|hello|hey)\b\W*)?(?!{_BARE_NOT_GOODS}\b){_BARE_GROUP}{_WHERE}(?:{_RELATIVE})?{_ADVERB}\s+{_PROBLEM_VERB}\b", re.I)
# The goods told together before their problem, all but the last: "the candle and the vase both arrived smashed" (issue
# 11's held-back round: neither was read, so the vase, on no line of the order, had no subtask while the candle was paid),
# "the mug n the bowl r both cracked", "the mug, the bowl and the jug all chipped", "the mug the bowl and the jug all
# chipped" (a list typed without commas). Only at the head of a clause: "The kettle has a dent and the bread board is
# cracked" joins no goods "dent". Each goods of the list is read from it (_LISTED); the last is a subject of its own.
_ANY_GROUP = _GROUP.replace("(?P<group>", "(?:")
_LIST_SEP = r"(?:\s*,\s*(?:and\s+|&\s+|n\s+)?|\s+(?:and|&|n|plus)\s+|\s+)"
_JOINED_SUBJECT = re.compile(rf"(?:^|(?<=[,;:!?.(\-–—])\s*|\b(?:hi|hiya|hello|hey|so|also|and|but|sadly|unfortunately|both)\s+)"
                             rf"(?P<list>(?:{_DET}{_ANY_GROUP}{_LIST_SEP})+)(?={_DET}{_ANY_GROUP}{_WHERE}{_ADVERB}\s+{_PROBLEM_VERB}\b)", re.I)
_LISTED = re.compile(rf"{_DET}{_GROUP}", re.I)
# Goods told after their problem as having the same one: "the candle arrived smashed and the vase too", "..., and so did
# the vase", "... and also the jug." (the vase, a line of the order, was left unpaid, or on no line, dropped). Read only
# after a problem's subject in the same text: "I love the candle and the vase too" tells no problem.
_TOLD_ALONGSIDE = re.compile(rf"(?:\b(?:and|n|plus)|&|,)\s+{_DET}{_GROUP.replace('?P<group>', '?P<too>')}\s+(?:too|as\s+well|also)\b"
                             rf"|\b(?:and\s+)?so\s+(?:did|was|were|has|had|is|are)\s+{_DET}{_GROUP.replace('?P<group>', '?P<so>')}\b"
                             rf"|(?:\band|,)\s+also\s+{_DET}{_GROUP.replace('?P<group>', '?P<also>')}\s*(?=[,.;:!?]|$)", re.I)
# The goods told as bought or ordered: "I bought one of your Aster electric kettles on eBay", "we ordered two oak stools".
_BOUGHT = re.compile(rf"\b(?:bought|buy|ordered|purchased|got)\s+(?:(?:one|two|three|some|a\s+couple|a\s+few|a\s+pair)\s+of\s+)?"
                     rf"(?:{_DET}|(?:two|three|four|five|six|\d{{1,2}})\s+)(?:(?:two|three|four|five|six|\d{{1,2}})\s+)?{_GROUP}", re.I)
# Heads of a bought slot that name a time, a size or a way of buying, not goods: "ordered a few weeks ago", "ordered the large".
_NOT_BOUGHT_GOODS = frozenset("""
ago day days week weeks month months year years time times morning afternoon evening night while today yesterday online
again before earlier later recently last next small medium large size sizes xl xxl new used secondhand second-hand same wrong right
few couple lot dozen half
the not instead rather than
""".split())  # (a size bought bare runs into the words after it: "Got a 7 not the 9 I ordered" names no goods "the")
# Words that end the goods bought: "an Aster kettle through a third party site", "a kettle off amazon", "the lamp last week".
# (and "got a bit dented": damage come to the goods, never goods bought, fresh-42 FR-27)
_BOUGHT_STOPS = frozenset("through thru via off as when since because so just last this online over back out up here there bit".split())
_REMEDY_OBJECT = re.compile(rf"\b(?:refund|replace|return|exchange|send\s+back|credit)\s+(?:me\s+)?(?:for\s+)?{_DET}{_GROUP}\b", re.I)


def goods_heads(text: str) -> list[str]:
    """The head words of the goods `text` names as a problem's subject or a remedy's object, lower-cased, in
    order, less words that name no goods apart and parts of an item."""
    return list(dict.fromkeys(head for head, _ in goods_groups(text)))


@lru_cache(maxsize=4096)
def goods_groups(text: str, *, parts: bool = False) -> tuple[tuple[str, str], ...]:
    """(head, the whole noun group) of the goods `text` names as a problem's subject or a remedy's object: ("glasses",
    "shot glasses"), ("oven", "dutch oven"), in order, less groups whose head names no goods apart or (unless `parts`)
    a part ("the glass panel in our front door"). Made once per text: the guard and the agent read the same sentences at
    every turn."""
    subjects = [(m.start(), m.group("group") or m.group("bare") or "") for m in _SUBJECT.finditer(text)]
    subjects += [(m.start("list") + g.start(), g.group("group")) for m in _JOINED_SUBJECT.finditer(text) for g in _LISTED.finditer(m.group("list"))]
    subjects += goods_after_damage_words(text)  # "Broken teapot on my order": the goods after their damage (goods_after_their_damage.py)
    if subjects:
        first = min(start for start, _ in subjects)
        subjects += [(m.start(), next(g for g in m.groups() if g)) for m in _TOLD_ALONGSIDE.finditer(text) if m.start() > first]
    objects = [m.group("group") for m in _REMEDY_OBJECT.finditer(text)]
    groups = []
    for group in [g for _, g in sorted(subjects, key=lambda x: x[0])] + objects:
        head = group.split()[-1].lower().strip("'")
        if not not_goods_apart(head, parts=parts):
            groups.append((head, group))
    return tuple(groups)


def not_goods_apart(head: str, *, parts: bool = False) -> bool:
    """Whether a noun group's head names no goods apart: a word for the parcel or the order, a count, a part of an item
    (unless `parts`), a number or a scrap of a word."""
    return head in _NOT_GOODS or (not parts and head in _PART_WORDS) or head in _COUNTS or (len(head) < 3 and head not in _SHORT_GOODS) \
        or head.isdigit()


def part_of_named_goods(group: str) -> bool:
    """Whether a noun group is a part with the goods it belongs to named before it ("teapot lid", "kettle handle", "lamp
    shade"): those goods are the ones told of, never a state, a colour or a material before the part ("spare lid", "blue
    handle", "glass lid": the line's own part, as like as not)."""
    words = group.lower().split()
    return len(words) > 1 and words[-1].strip("'") in _PART_WORDS and says_a_kind(words[-2]) and not not_goods_apart(words[-2], parts=True)


# The few goods whose everyday name is two letters ("the TV arrived smashed" on an order of one photo frame: adv36, read as
# no goods at all, so the claim was pinned on the frame and paid). Every other word that short is a scrap.
# Each with the words a line may carry for the same goods ("the tv" of a "Smart television").
_SHORT_GOODS = {"tv": ("tv", "television", "telly"), "pc": ("pc", "computer", "desktop")}


def short_goods_of(description: str, head: str) -> bool:
    """Whether a two-letter goods name is the line's own ("the TV" of a "55-inch 4K smart TV", "the tv" of a "Smart
    television"): the line's words are read three letters and up, so the short name is looked for in the description."""
    return head in _SHORT_GOODS and re.search(rf"\b(?:{'|'.join(_SHORT_GOODS[head])})\b", description, re.I) is not None


def goods_bought(text: str) -> list[str]:
    """The head words of the goods `text` tells as bought or ordered ("I bought one of your Aster electric kettles
    on eBay": "kettles"), lower-cased, in order, less words that name no goods apart, parts of an item, counts
    and words of a time or a size."""
    heads = []
    for m in _BOUGHT.finditer(text):
        words = m.group("group").lower().split()
        cut = next((k for k, w in enumerate(words) if w in _BOUGHT_STOPS), len(words))
        if not cut:
            continue
        head = words[cut - 1].strip("'")
        if head not in _NOT_GOODS and head not in _PART_WORDS and head not in _COUNTS and head not in _NOT_BOUGHT_GOODS \
                and len(head) >= 3 and not head.isdigit():
            heads.append(head)
    return list(dict.fromkeys(heads))
