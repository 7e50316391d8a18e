"""A count the customer corrects in a later sentence: "Three of the mugs are chipped. Actually I've recounted and it's
two" (verify38 Y-10, paid 3 units for 2), "One of the wine glasses arrived broken. Actually, make that both" (W-06, paid
1 of 2), "One mug is chipped. Make that three." (Q-12, 1 paid and "Make that three" asked of a person as an `other`).
The customer's last word counts (issue #11): the corrected count is the claim's count.

Reading: a sentence that opens with a correction of a count and names no goods of its own, right after a damage claim,
tells more of that claim (attached, never an ask of its own). Counting (runs/unit_counts.py, runs/told_damaged_counts.py):
the last corrected count said of a line replaces what was counted before it; more than the order holds is never paid,
only held for a person (at most the line, for a person to settle).

Only a count said as the correction ("make that N", "recounted ... it's N", "sorry, I meant N", "actually it's N",
"sorry no, only N"); a count told beside ("actually two more are chipped", "make that a refund") corrects nothing."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..number_words import N, number
from .corrected_count_words import CLAUSE_ENDS, FINE, FINE_HOW, NOR_OF_THESE, TIME_OR_MONEY, not_a_span
from .count_corrected_down import count_corrected_down

_BOTH = r"both(?:\s+of\s+them)?|all\s+(?:of\s+them|(?:" + N[1:-1] + r"))|the\s+(?:lot|pair)"
# "it's actually just the one": one, said as the only one (never a bare "the one", which points at goods)
_JUST_THE_ONE = r"(?:just|only)\s+the\s+one"
def _count(name: str) -> str:
    # (never the whole of a sum: "Correction: 15.50 is the total" corrects money, not a count of 15, older43)
    return rf"(?P<{name}>{_JUST_THE_ONE}|{N[1:-1]}|{_BOTH})(?![.,]\d)"



# after the count: the clause ends, or the goods or their state follow it and then the clause does ("it's one tumbler,
# I miscounted", "so it's two broken"); never a span of time or money ("it's two weeks now": corrected_count_words.py)
_NO_SPAN = not_a_span(TIME_OR_MONEY, "o'?clock", NOR_OF_THESE, r"sizes?|inches|cm|mm|feet|foot|metres?|meters?")
_AFTER = (not_a_span(TIME_OR_MONEY, "o'?clock", NOR_OF_THESE)
          + rf"(?=\s*(?:{CLAUSE_ENDS}|(?:are|were|is|was|arrived|came)\b|(?:\w+\s+){{0,2}}?(?:are|were|is|was)\b"
          r"|(?:[\w'\u2019-]+[ \t]*){1,3}(?:[,.;:!)\u2013\u2014-]|$)"
          # the goods counted, then the rest told after a join: "I meant one glass and the other is just dirty"
          r"|(?:[\w'\u2019-]+[ \t]+){1,2}(?:and|but|while|whereas)\s+(?:the|my|that|those|these|it|they|one)\b))")
# "correction to my address", "update on delivery": a correction of something else
_NOT_OF_COUNT = r"(?!\s+(?:to|of|for|on|about|re)\b)"
_OPEN = (r"(?:oh|ok|okay|hmm+|wait|sorry|soz|sry|actually|actualy|oops|whoops|apologies|correction" + _NOT_OF_COUNT + r"|edit|update"
         + _NOT_OF_COUNT + r"|no|nope|scratch\s+that|my\s+(?:mistake|bad|error)|i\s+mis-?counted|re-?counted|i\s+(?:over-?reacted|exaggerated)|"
         r"(?:just\s+)?(?:checked|looked|counted)\s+"
         r"(?:again|properly|twice)|(?:up)?on\s+(?:a\s+)?(?:second|closer)\s+(?:look|inspection)|(?:(?:i\s+(?:must|need\s+to|should)|let\s+me|to)\s+)?correct\s+myself|(?:having\s+|after\s+)(?:checked|looked|"
         r"counted)\s+again|looking\s+again)")
# "it's two cracked, not three": the count said, its state or goods at most, then the count it replaces
_SET_AGAINST = (rf"\b(?:it'?s|it\s+is|that'?s|that\s+is|there\s+(?:are|were)|they'?re|they\s+(?:are|were))\s+(?:only\s+|just\s+|really\s+|actually\s+)*"
                rf"{_count('n9')}\b{_NO_SPAN}(?:\s+[a-z'\u2019-]+){{0,2}}?\s*,?\s*(?:not|rather\s+than|instead\s+of)\s+{N}\b{_NO_SPAN}")
_CORRECTION = re.compile(
    rf"(?:\bmake\s+(?:that|it)\s+{_count('n1')}\b(?!\s+(?:more|other|extra)\b)"
    rf"|\b(?:re-?counted|counted\s+(?:again|them\s+again|properly|more\s+carefully)|mis-?counted|miscount)\b[^.!?]{{0,40}}?"
    rf"\b(?:it'?s|it\s+is|it\s+was|there\s+are|there\s+were|they'?re|only|just|actually)\s+{_count('n2')}\b"
    rf"|\b{_OPEN}\b[\s,:;.!-]*(?:{_OPEN}\b[\s,:;.!-]*)*(?:i\s+mean[t]?\s+|it'?s\s+|it\s+is\s+|it\s+was\s+|there\s+are\s+|there\s+were\s+|only\s+|just\s+)+{_count('n3')}\b{_AFTER}"
    # the correction said first and the count later in the sentence: "Update: I found that one of them is fine, so it's two"
    rf"|\b{_OPEN}\b[^.!?]{{0,80}}?\b(?:(?:so\s+|and\s+)?(?:it'?s|it\s+is|that'?s|that\s+makes|there\s+are|there'?re|they'?re|"
    # ("Wait, I miscounted, there's a fifth one cracked under the others, so five.": the count closing the sentence after "so")
    rf"there'?s|there\s+is)|so(?=\s+(?:only\s+|just\s+|really\s+|actually\s+)*{N}\s*(?:[.!;]|$)))\s+(?:only\s+|just\s+|really\s+|actually\s+)*{_count('n4')}\b{_AFTER}"
    # the bare count after the correction: "Sorry, correction: three.", "it's three - no wait, two."
    rf"|(?:^\W*|[,;:\u2013\u2014]\s*|\s-\s*)(?:{_OPEN}\b[\s,:;.!\u2013\u2014-]*)+{_count('n5')}(?:\s+of\s+(?:them|those|these|em))?"
    # ("Two glasses broken - no, three, I found another one": the count, then why, after a comma)
    rf"\s*(?:[.!;,]|$|\s+not\b|\s*[-\u2013\u2014(])"
    # the count said bare and marked a correction at its end: "Well, two of them actually.", "More like three, to be honest."
    rf"|^\W*(?:(?:well|ok|okay|so|hmm+|erm*|um+)\b[\s,]*)?(?:it'?s\s+|only\s+|just\s+|more\s+like\s+)?{_count('n6')}"
    rf"(?:\s+of\s+(?:them|those|these|em))?\s*,?\s*(?:actually|really|in\s+fact|to\s+be\s+(?:exact|precise|honest|fair))\s*[.!]*\s*$"
    # a count told before (on the phone, to a colleague) and corrected after "but": "I reported all 3 jars as cracked on the
    # phone yesterday, but it was only 2 in the end", "i said 3 mugs were smashed but its actually just the 1" (verify41)
    rf"|\b(?:said|told|reported|thought|mentioned|claimed|wrote|put\s+down|logged)\b[^.!?]{{0,100}}?\b(?P<but7>but)\s+(?:it\s+was|it'?s|its|it\s+is|"
    rf"there\s+(?:were|was|are|is)|they\s+(?:were|are)|they'?re)\s+(?:actually\s+|really\s+|in\s+fact\s+)?(?:only|just)\s+(?:the\s+(?=1\b))?{_count('n7')}\b{_AFTER}"
    # the count told first taken back at once, bare: "All four chairs came scratched. Well, three of them - the fourth is fine"
    rf"|^\W*(?:well|ok|okay|hmm+|erm*|um+|actually)\b[\s,]*(?:only\s+|just\s+)?{_count('n8')}\s+of\s+(?:them|those|these|em)\s*(?:[-\u2013\u2014,;:]|$)"
    # the new count set against the one told before, no marker needed: "So it's two cracked, not three", "that's 2 broken
    # rather than 3" (lines41 V41-03, an EDIT paragraph's last word paid the first count)
    rf"|{_SET_AGAINST})",
    re.I)
_MORE_AFTER = re.compile(r"\s+(?:more|other|others|extra|too|as\s+well|also)\b", re.I)
# "one of them is fine" in a correction: that many fewer than the count told before
_FEWER = re.compile(
    # (or the count bare: "Update: 2 were fine once unwrapped")
    rf"\b{_OPEN}\b[^.!?]{{0,60}}?\b{_count('minus')}\s+(?:of\s+(?:them|those|these|em|the\s+[\w'-]+(?:\s+[\w'-]+)?)\s+)?"
    rf"(?:is|are|was|were|'s)\s+(?:{FINE_HOW}|really\s+|just\s+)*(?:{FINE}|not\s+(?:broken|damaged|cracked|chipped|smashed))\b",
    re.I)
# a correction about a place or a person, never a count: "correction: it's 12 Elm Street"
_ADDRESS = re.compile(r"\b(?:address|street|st|road|rd|avenue|ave|lane|apt|apartment|flat|suite|unit|postcode|zip|(?<!last\s)(?<!first\s)(?<!earlier\s)(?<!previous\s)(?<!an\s)e-?mail|(?<!on\sthe\s)(?<!over\sthe\s)phone|"
                      r"number\s+is|name)\b", re.I)
# a larger count the customer tells the reason for: "I found another in the box", "the second is cracked too"
_MORE_TOLD = re.compile(r"\b(?:found|another|more(?!\s+like\b)|too|also|as\s+well|second|third|fourth|fifth|sixth|extra|other\s+one|others|both|all|missed|overlooked|"
                        r"hiding|underneath|under\s+the|bottom)\b", re.I)


@dataclass
class Correction:
    """A count the customer corrects the claim's to: `n` (None: only fewer, by `fewer`), its words, whether it was said
    as the count made ("make that three") or the reason for more told beside it (`firm`)."""
    n: int | None
    words: str
    fewer: int = 0
    firm: bool = False
    torn: bool = False  # two corrected counts set against each other in the sentence


def correction_in(text: str, ordered: int) -> Correction | None:
    """The last count correction in a sentence: a count said as the correction, or "N of them are fine" after a
    correction marker (that many fewer than the count told before)."""
    if _ADDRESS.search(text):
        return None
    found = None
    for m in _CORRECTION.finditer(text):
        group = next(g for g in ("n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9") if m.group(g))
        if _MORE_AFTER.match(text, m.end(group)):
            continue  # "actually two more are chipped": more, not a correction
        word = " ".join(m.group(group).lower().split())
        if word.endswith("the one"):
            n = 1
        elif word.startswith(("both", "the pair")):
            n = 2
        elif word.startswith(("all", "the lot")):
            rest = word.split(None, 1)[1] if " " in word else ""
            n = number(rest) if rest and rest not in ("of them", "lot") else ordered
        else:
            n = number(word)
        torn = found is not None and (found.torn or found.n != n)
        # "I said on the phone 3 were smashed but it's just the 1": the correction is from its "but", the count told before it
        words = text[m.start("but7"):m.end()] if group == "n7" else m.group(0)
        found = Correction(n, words, firm=group == "n1" or bool(_MORE_TOLD.search(text)), torn=torn)
    if found is None and (down := count_corrected_down(text, ordered)):  # "I say 3 - it's 2 really", "Two, not five." (count_corrected_down.py)
        return Correction(down.n, down.words, fewer=down.fewer, firm=bool(_MORE_TOLD.search(text)))
    fewer = _FEWER.search(text)
    if fewer and not _MORE_AFTER.match(text, fewer.end("minus")):
        k = number(fewer.group("minus")) if not fewer.group("minus").lower().startswith(("both", "all", "the")) else 0
        if k and found is None:
            return Correction(None, fewer.group(0), fewer=k)
        if k and found is not None:
            found.fewer = k
    return found


def corrects_a_count(text: str) -> bool:
    """Whether a sentence opens with a correction of a count and says no more than the count ("Scratch that - three.",
    "No, make that two"): the ask before it stands at the new count, never taken back by the "scratch that"."""
    return bool(_OPENS.match(text)) and (c := correction_in(text, 99)) is not None and c.n is not None \
        and not _ADDS.search(text) and len(text) - len(c.words) < 40


def corrected_count(text: str, ordered: int) -> tuple[int, str] | None:
    """The count a sentence corrects the claim's to, with its words ("make that both" of two ordered: 2), or None.
    "both" / "all" count the line; a count beside ("two more") corrects nothing."""
    c = correction_in(text, ordered)
    return (c.n, c.words) if c is not None and c.n is not None else None


def last_corrected(texts: list[str], ordered: int) -> tuple[int, str] | None:
    """The last count corrected across `texts` (in the ticket's order): the customer's last word."""
    found = [c for t in texts if (c := corrected_count(t, ordered))]
    return found[-1] if found else None


# Opening a sentence: the correction, naming nothing else ("Actually I've recounted and it's two, the third was a mark").
_OPENS = re.compile(rf"^\W*(?:{_OPEN}\b|(?:(?:i'?ve|i\s+have|we'?ve|i|we|just)\s+)*(?:make\s+(?:that|it)|re-?counted|counted\s+(?:again|them)|mis-?counted|i\s+mean|it'?s|it\s+is|only|just)\b)", re.I)
# goods told beside the correction: a claim of their own ("Update: the jug is cracked too, so it's two broken")
_ADDS = re.compile(r"\b(?:too|also|as\s+well|another|more|extra)\b", re.I)
COUNT_CORRECTED_WHY = "corrects the count of the claim before it"


def attach_count_corrections(read: list) -> None:
    """A sentence correcting the count of the damage claim just before it ("Make that three.") tells more of that claim:
    attached to it, never an ask of its own nor a statement the count readers pass over."""
    for i, s in enumerate(read):
        if i == 0 or s.role not in ("statement", "courtesy", "request_unread", "request") or not _OPENS.match(s.text) \
                or correction_in(s.text, 99) is None:
            continue
        if s.role == "request" and (set(s.kinds) - {"other", "damaged_item"} or "damaged_item" in s.kinds and _ADDS.search(s.text)):
            continue  # a claim of its own ("Actually, make that both - the second is cracked too"): read as told
        # (past the claim's own remedy asked between them: "...arrived cracked, I believe four. Please refund them. Update
        # before sending: I counted again and it's actually three." corrects the claim's count, V41-46)
        before = next((p for p in reversed(read[:i]) if p.role not in ("courtesy",) and p.paragraph == s.paragraph
                       and not (p.role in ("attached", "request_unread") and not p.kinds)), None)
        if before is not None and before.role in ("request", "attached") and "damaged_item" in before.kinds:
            s.role, s.kinds, s.spans, s.weak, s.why = "attached", [], {}, [], COUNT_CORRECTED_WHY
