"""What the run page asks a reviewer to look at twice in the screener's reading: a sentence read as
telling that still has the words of a problem or a wish (the screener may have missed a claim put as
a plain statement), and a ticket handed to a person as a whole, whose requests no plan is meant to
cover (a person has the whole ticket, so "no subtask quotes this request" would mislead).

The net here is wide on purpose: it only puts a mark beside a sentence, it asks nothing of the run.
"""

from __future__ import annotations

import re

from .count_surplus import more_than_paid

# The words of a problem with goods or money, or of a wish, in a sentence read as telling.
_PROBLEM_WORDS = re.compile(
    r"\b(?:broke\w*|broken|crooked|wobbl\w*|bent|warped|loose|faded|peel\w*|rust\w*|mou?ld\w*|soaked|smell\w*|noise|nothing\s+like|damag\w*|crack\w*|chipp?\w*|dent\w*|scratch\w*|torn|tear|ripp?\w*|leak\w*|stain\w*|faulty|defect\w*|dead|"
    r"wrong|missing|lost|never|late|delay\w*|charg\w*|bill\w*|fee|fees|refund\w*|overcharg\w*|twice|double|size|colou?r|"
    r"(?:does|do|did|wo|ca|could|would|is|are|was|were)n'?t|not\s+(?:work\w*|right|what|the\s+one)|stopped|only\s+\w+s?\s+on|instead\s+of|"
    r"supposed\s+to|should\s+(?:have|be)|said|says)\b", re.I)
_WISH_WORDS = re.compile(r"\b(?:hop(?:e|ing)|wish\w*|would|'d|need\w*|want\w*|appreciat\w*|keen|expect\w*|grateful|look(?:ing)?\s+forward|"
                         r"someone|somebody|call|ring|contact|let\s+me\s+know)\b", re.I)
# What is plainly not an ask, however it is worded.
_PLAINLY_NOT = re.compile(r"^\W*(?:thanks?|thank\s+you|cheers|best|regards|kind\s+regards|many\s+thanks|hope\s+(?:you|all)(?:\s+are|'re|’re)\s+(?:well|keeping\s+well|ok|okay|good)|"
                          r"have\s+a\s+(?:great|good|nice|lovely)\s+\w+)\b", re.I)

CHECK_PROBLEM = "check: reads like a problem with the goods or the money, told as a statement; if it is a claim, edit the plan"
CHECK_WISH = "check: reads like a wish or a need; if it asks for something, edit the plan"
# A wish on a plan no reviewer decides (admitted by itself, or a run already past its plan): nothing to act on.
RECORD_WISH = "shown for the record: reads like a wish or a need"
CHECK_COUNT = "check: tells of a count ordered against a different count that came; no subtask covers it: if items are missing, edit the plan"
CHECK_TWICE = "check: tells of money taken twice, in plain words; no duplicate charge subtask covers it: if it is one, edit the plan"
CHECK_OWN_PROBLEM = "check: tells of a problem of its own, which the request beside it does not name; no subtask covers it: if it is a claim, edit the plan"
CHECK_OTHER_ORDER = "check: tells of another order than the request beside it; no subtask covers it: if it asks for something, edit the plan"
HANDED_WHOLE = "the ticket went to a person as a whole, so no subtask is meant to cover it"


# Money taken twice told in plain words, by its shape: a word of paying or being charged beside a word of
# repetition ("my card got hit for it on two separate days", "invoiced for this order on two occasions",
# "the payment went thru double", "billed again for the same order").
_MONEY_TAKEN = re.compile(r"\b(?:charg\w*|bill\w*|invoic\w*|paid|pay(?:ment)?s?|debit\w*|took|taken|hit|card|visa|mastercard|amex|"
                          r"statement|bank|account|transactions?|money|total|amount|sum)\b", re.I)
_REPEATED = re.compile(r"\b(?:twice|double\w*|duplicat\w*|two\s+(?:separate\s+|different\s+|identical\s+)?(?:times|days|dates|occasions|payments|charges|"
                       r"transactions|debits|lots|bills|invoices)|on\s+two\b|second\s+time|2\s?x|x\s?2|two\s+of\s+(?:the\s+same|them)|"
                       r"(?:charged|billed|debited|taken|took|hit|paid|invoiced)\s+(?:[\w$.,]+\s+){0,4}?(?:again|once more|a second time))\b", re.I)
# A count ordered or paid for against a count that came ("ordered the 6-pack, box had 4 in it", "paid for three
# cushions and two turned up"): two different quantities, one on each side. Times, amounts, ordinals and order
# numbers are no counts.
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                 "eleven": 11, "twelve": 12, "dozen": 12, "pair": 2, "couple": 2}
_COUNT = re.compile(r"(?<![$£€\w.,-])(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|pair|couple)"
                    r"(?![.,]\d)(?!\s*(?:st|nd|rd|th)\b)(?!\s*(?:-\s*)?(?:am|pm|%|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|"
                    r"dollars?|bucks|pounds?|euros?|usd|gbp|eur|cents?|p\b|o'?clock|stars?|times?))\b", re.I)
_ORDERED_SIDE = re.compile(r"\b(?:order\w*|bought|buy|paid for|purchas\w*|should (?:be|have|contain|come)|supposed to|meant to|listed|advertised|"
                           r"says?|said|pack|set|bundle|case of|box of)\b", re.I)
_CAME_SIDE = re.compile(r"\b(?:came|come|arrived|had|has|got|received|turned up|showed up|in it|inside|contained|contains|only|there (?:were|was|are|is)|"
                        r"delivered|found|counted)\b", re.I)


def money_taken_twice(text: str) -> bool:
    """Whether a sentence tells of money taken twice, in whatever words."""
    return bool(_MONEY_TAKEN.search(text) and _REPEATED.search(text))


def counts_differ(text: str) -> bool:
    """Whether a sentence sets a count ordered against a different count that came."""
    plain = re.sub(r"\b[A-Z]{2,}-?\d[\w-]*", " ", text)  # order numbers, SKUs
    values = {int(m.group("n")) if m.group("n").isdigit() else _NUMBER_WORDS[m.group("n").lower()] for m in _COUNT.finditer(plain)}
    # (more came than was paid for is no short delivery, nothing missing: runs/count_surplus.py)
    return len(values) >= 2 and bool(_ORDERED_SIDE.search(plain) and _CAME_SIDE.search(plain)) and not more_than_paid(plain)


def telling_to_check(text: str, planned: set[str] | frozenset[str] = frozenset(), deciding: bool = True) -> str:
    """The mark for a sentence read as telling that looks like a problem or a wish, else ''. `planned`:
    the kinds the plan has subtasks of (money taken twice is marked unless a duplicate charge is
    planned); `deciding`: whether a reviewer still decides the plan (a wish is otherwise only shown
    for the record)."""
    if _PLAINLY_NOT.search(text):
        return ""
    if money_taken_twice(text) and "duplicate_charge" not in planned:
        return CHECK_TWICE
    if counts_differ(text):
        return CHECK_COUNT
    if _PROBLEM_WORDS.search(text) or _OTHER_MATTER.search(text) and _FAILED.search(text):
        return CHECK_PROBLEM
    if _WISH_WORDS.search(text):
        return CHECK_WISH if deciding else RECORD_WISH
    return ""


# A courtesy that still asks to be told something ("I'd just like to know when the bowl is back in stock").
_ASKS_TO_KNOW = re.compile(r"\b(?:know|tell me|find out|hear)\s+(?:when|if|whether|why|how|what|where)\b", re.I)


def courtesy_to_check(text: str, deciding: bool = True) -> str:
    """The mark for a sentence read as courtesy that asks to be told something, else ''."""
    return (CHECK_WISH if deciding else RECORD_WISH) if _ASKS_TO_KNOW.search(text) else ""


# A remedy declined for another one: "please don't refund it, I'd rather have store credit".
_ASKS_INSTEAD = re.compile(r"\b(?:rather|instead|prefer\w*|would like|'d like|’d like|(?<!no )(?<!n't )(?<!nt )(?<!not )(?:want|need))\b", re.I)


def declined_to_check(text: str, deciding: bool = True) -> str:
    """The mark for a sentence read as declining a remedy that asks for another one, else ''."""
    return (CHECK_WISH if deciding else RECORD_WISH) if _ASKS_INSTEAD.search(text) else ""


# The words of a problem that a request of each kind already speaks of: an attached sentence with only
# these tells more of its request ("the shade is cracked right across"); one with others tells of its
# own ("the discount code didn't apply though it should have").
_KIND_PROBLEM_WORDS = {
    "damaged_item": r"broke\w*|broken|crooked|wobbl\w*|bent|warped|loose|faded|peel\w*|rust\w*|mou?ld\w*|soaked|damag\w*|crack\w*|chipp?\w*|dent\w*|"
                    r"scratch\w*|torn|tear|ripp?\w*|leak\w*|stain\w*|faulty|defect\w*|dead|not\s+work\w*|stopped",
    "wrong_item": r"wrong|size|colou?r|instead\s+of|nothing\s+like|not\s+(?:right|what|the\s+one)|supposed\s+to|should\s+(?:have|be)|said|says|only\s+\w+s?\s+on",
    "non_delivery": r"never|missing|lost|late|delay\w*|said|says|supposed\s+to|should\s+(?:have|be)",
    "late_delivery": r"late|delay\w*|never|said|says|supposed\s+to|should\s+(?:have|be)|fees?",  # the fee is what lateness asks back
    "duplicate_charge": r"charg\w*|bill\w*|fee|fees|refund\w*|overcharg\w*|twice|double",
    "change_of_mind": r"wrong|size|colou?r|nothing\s+like|not\s+(?:right|what|the\s+one)",
    "question": r"charg\w*|bill\w*|fee|fees|refund\w*|late|delay\w*",
}
_ANY_KIND_WORDS = r"(?:does|do|did|wo|ca|could|would|is|are|was|were)n'?t"
# A remedy asked beside a claim is the claim's own ("Refund please.", "could I get a refund for the sugar bowl?"),
# never a problem the claim does not name.
_REMEDY_WORDS = r"refund\w*"
# Matters no goods claim is about: a code, a price, papers, an account.
# A code, a price or papers that failed the customer: "the promo code was rejected at checkout".
_FAILED = re.compile(r"\b(?:reject\w*|refus\w*|declin\w*|fail\w*|invalid|error|expired|not\s+(?:accepted|applied|valid|working|taken off)|"
                     r"never|missing|wrong|overcharg\w*)\b", re.I)
_OTHER_MATTER = re.compile(r"\b(?:discount|code|coupon|voucher|promo\w*|checkout|price\w*|vat|invoice|loyalty|points|subscription|"
                           r"password|newsletter|login)\b", re.I)


def attached_to_check(text: str, owner_kinds: set[str], planned: set[str] | frozenset[str] = frozenset()) -> str:
    """The mark for a sentence attached to a request that tells of a problem that request does not
    name (money taken twice beside a cracked teapot, a discount code beside a broken lamp), else ''. A
    request of kind `other` is a person's to read whole, so what is attached to it is theirs."""
    if _PLAINLY_NOT.search(text) or not owner_kinds or "other" in owner_kinds:
        return ""
    if money_taken_twice(text) and "duplicate_charge" not in owner_kinds | set(planned):
        return CHECK_TWICE
    if counts_differ(text):
        return CHECK_COUNT
    said = [m.group(0) for m in _PROBLEM_WORDS.finditer(text)]
    if _OTHER_MATTER.search(text) and (said or _FAILED.search(text)) and "question" not in owner_kinds:
        return CHECK_OWN_PROBLEM
    known = re.compile(rf"(?:{'|'.join([_ANY_KIND_WORDS, _REMEDY_WORDS] + [_KIND_PROBLEM_WORDS[k] for k in owner_kinds if k in _KIND_PROBLEM_WORDS])})$", re.I)
    return CHECK_OWN_PROBLEM if any(not known.match(w) for w in said) else ""


def handed_over_whole(state: dict, known_kinds: list[str]) -> bool:
    """Whether the run's screening handed the ticket to a person as a whole (runs.screening.Screened.handover):
    written in another language, or with no request of a kind the runtime acts on by itself."""
    if not state.get("screened"):
        return False
    language = state.get("language") or {}
    return language.get("english") is False or not known_kinds
