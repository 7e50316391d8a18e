"""A postal address written in a ticket names a place, never goods nor what befell them: "please change the delivery
address on my account to 14 Birch Lane, Sparks NV 89431" asks a change of details (kind `other`, for a person), and
"Sparks" there is a town, no goods sparking. Towns and streets carry damage words often enough ("Cracked Rock Rd",
"Broken Arrow OK", "Burns Ave", "Leak St", "Dent Lane", "Lost Creek Dr"), so the screener reads a sentence's cues
with its addresses blanked (runs.intents.cues._cue_hits), and the guard damage_told_of_the_line reads a damage word
inside one as told of a place, not of the order's line.

Blind round verify38, issue #11: an address change beside a rightful duplicate-charge refund was read as damage to
the order's one line ("Sparks"), and that line was refunded a second time.

An address is told by its own shape: a street line (a house number, the street's name, a street word: "14 Birch
Lane", "220 Cracked Rock Rd"), a town before a state and a zip code or a postcode ("Sparks NV 89431", "Broken Arrow,
OK 74012", "Leeds LS1 4AB"), or a town before a state named after a comma ("Sparks, Nevada"); and, where the sentence
asks an address or a delivery to a place ("address ... to", "ship it to", "I've moved to", "I live at"), the run of
an address's words the place is given in ("... to Sparks NV", "... to Broken Arrow OK"). Never the goods' own words
told beside a place: "the lamp sent to 5 Main St arrived cracked" keeps "arrived cracked"; nor a title-case subject
("12 Mugs Arrived Broken On The Way": no address is asked, and its words are no street's)."""

from __future__ import annotations

import re
from functools import lru_cache

_STATE_CODES = ("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR "
                "PA RI SC SD TN TX UT VT VA WA WV WI WY").split()
_STATE_NAMES = ("Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|"
                "Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|"
                "Montana|Nebraska|Nevada|New\\s+Hampshire|New\\s+Jersey|New\\s+Mexico|New\\s+York|North\\s+Carolina|North\\s+Dakota|"
                "Ohio|Oklahoma|Oregon|Pennsylvania|Rhode\\s+Island|South\\s+Carolina|South\\s+Dakota|Tennessee|Texas|Utah|Vermont|"
                "Virginia|Washington|West\\s+Virginia|Wisconsin|Wyoming")
_STATE = r"(?:" + "|".join(_STATE_CODES) + r")"
# the street word closing a street's name ("Lane", "Rd", "Ave."), in any case
_STREET_WORD = (r"(?:street|st|road|rd|avenue|ave|av|lane|ln|drive|dr|way|boulevard|blvd|court|ct|close|cl|crescent|cres|place|pl|"
                r"terrace|ter|tce|row|gardens|gdns|grove|gr|parkway|pkwy|circle|cir|highway|hwy|square|sq|mews|walk|trail|trl|"
                r"drove|rise|hill|park|loop|pike|alley|aly|plaza|plz|wynd|green|end|view|vale|heights|hts)\.?")
_CAP = r"[A-Z][A-Za-z'’.-]*"
_ZIP = r"\d{5}(?:-\d{4})?"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}"
_UNIT = r"(?:(?:apt|apartment|unit|suite|ste|flat|fl|no|#)\.?\s*#?\s*\d+[A-Za-z]?|#\s*\d+[A-Za-z]?)"

# A street line: a house number, one to three capitalised words, a street word ("14 Birch Lane", "220 Cracked Rock Rd",
# "9b Leak St."); never words that go on a sentence ("12 Mugs Arrived Broken On The Way" names no street).
_SENTENCE_WORDS = r"(?:On|In|At|To|The|Of|And|Or|Is|Was|Were|Are|Be|Been|Arrived|Came|Come|Got|Get|My|Your|Our|Has|Have|Had|Not|For|With|From|Still|Just|Now)"
_STREET_LINE = re.compile(rf"\b\d{{1,5}}[A-Za-z]?\s+(?:(?!{_SENTENCE_WORDS}\b){_CAP}\s+){{1,3}}(?i:{_STREET_WORD})(?![A-Za-z])")
# A town before a state and a zip ("Sparks NV 89431", "sparks nv 89431"), or a postcode ("Leeds LS1 4AB").
_TOWN_STATE_ZIP = re.compile(rf"\b(?:[A-Za-z][A-Za-z'’.-]*\s+){{0,2}}[A-Za-z][A-Za-z'’.-]*,?\s+(?:{_STATE}|{_STATE.lower()}|{_STATE_NAMES})\.?,?\s+{_ZIP}\b"
                             rf"|\b(?:{_CAP}\s+){{0,2}}{_CAP},?\s+{_UK_POSTCODE}\b")
# A town, a comma and a state ("Sparks, NV", "Broken Arrow, Oklahoma"); its capitals tell the names.
_TOWN_COMMA_STATE = re.compile(rf"\b(?:{_CAP}\s+){{0,2}}{_CAP},\s+(?:{_STATE}|{_STATE_NAMES})\b(?![a-z])")

# The sentence asks an address, or a delivery to a place: what follows its "to" / "at" is the place.
_PLACE_ASKED = re.compile(r"\bad+res+\w*\b[^.!?]{0,60}?\b(?:to|is|as|at|now|reads?)\b\s*:?\s*|\bad+res+\w*\s*:\s*"
                          r"|\b(?:deliver\w*|ship\w*|send|sent|post|posted|mail|mailed|forward\w*|redirect\w*|re-?rout\w*|mov(?:e|ed|ing)|relocat\w*)\s+"
                          r"(?:[\w'’-]+\s+){0,6}?to\s+"
                          r"|\b(?:live|living|lives|based|reside|residing|located|staying)\s+(?:now\s+)?(?:at|on|in)\s+"
                          r"|\b(?:new|old|current|billing|shipping|delivery|home)\s+(?:address|place|home|house|flat|apartment)\s+(?:is\s+|at\s+|in\s+)?:?\s*", re.I)
# One word of an address given after such words: a number, a capitalised name, a unit, a street word, a state, a zip or
# a postcode, with the commas between them.
_ADDRESS_WORD = (rf"(?:{_UNIT}|\d{{1,5}}[A-Za-z]?|{_ZIP}|{_UK_POSTCODE}|(?-i:[A-Z][A-Za-z'’.-]*)|(?i:{_STREET_WORD})(?![A-Za-z])|"
                 rf"(?i:{_STATE})(?![A-Za-z]))")
_GIVEN_PLACE = re.compile(rf"(?:{_ADDRESS_WORD})(?:,?\s+(?:{_ADDRESS_WORD}))*")
# A street line typed in small letters, given after such words: "to 14 birch lane, sparks nv 89431".
_SMALL_STREET = re.compile(rf"\d{{1,5}}[a-z]?\s+(?:[a-z][a-z'’-]*\s+){{1,3}}{_STREET_WORD}(?![A-Za-z])", re.I)
# Words that are no part of a place though capitalised: the sentence going on ("Thanks", "Also", "I", "The kettle").
_NOT_PLACE_WORDS = re.compile(r"\b(?:I|I'm|I've|I'd|Thanks|Thank|Also|And|But|Please|Pls|The|My|It|This|That|We|Our|Cheers|Regards|Order|SU|ORD)\b")


def _cut_at_not_place(text: str, a: int, b: int) -> int:
    """Where the place given from `a` ends: before a word of the sentence going on ("... 89431. Thanks", "... Rd and the kettle")."""
    m = _NOT_PLACE_WORDS.search(text, a, b)
    return m.start() if m and m.start() > a else b


@lru_cache(maxsize=4096)
def address_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of `text` that are a postal address (module doc), merged and sorted."""
    spans: list[tuple[int, int]] = []
    for m in _TOWN_STATE_ZIP.finditer(text):
        spans.append(m.span())
    for m in _TOWN_COMMA_STATE.finditer(text):
        spans.append(m.span())
    asked = list(_PLACE_ASKED.finditer(text))
    for m in _STREET_LINE.finditer(text):
        # a street line stands on its own when it ends in a street word and a town, a comma or the sentence's end
        # follows, or when the sentence asks a place
        after = text[m.end():m.end() + 2]
        if asked or not after.strip() or after[:1] in ",;.)" or any(a <= m.end() <= b + 1 for a, b in spans):
            spans.append(m.span())
    for m in asked:
        at = m.end()
        small = _SMALL_STREET.match(text, at)
        given = _GIVEN_PLACE.match(text, small.end() if small else at)
        end = given.end() if given else (small.end() if small else at)
        if small and not given and text[small.end():small.end() + 2].startswith(","):
            given = _GIVEN_PLACE.match(text, small.end() + 1 + (len(text[small.end() + 1:]) - len(text[small.end() + 1:].lstrip())))
            end = given.end() if given else small.end()
        end = _cut_at_not_place(text, at, end)
        if end > at and (small or re.search(r"\d|[A-Z]", text[at:end])):
            spans.append((at, end))
    merged: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1] + 2:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return tuple(merged)


def address_at(text: str, span: tuple[int, int]) -> str:
    """The postal address of `text` that `span` lies within, or "" when none does."""
    return next((text[a:b] for a, b in address_spans(text) if a <= span[0] and span[1] <= b), "")


def addresses_blanked(text: str) -> str:
    """`text` with each address it gives blanked to spaces, the same length (its cues read without the place's names)."""
    spans = address_spans(text)
    if not spans:
        return text
    out, at = [], 0
    for a, b in spans:
        out.append(text[at:a])
        out.append(" " * (b - a))
        at = b
    out.append(text[at:])
    return "".join(out)
