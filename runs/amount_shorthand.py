"""Amounts a customer writes in shorthand: "I paid 2k for that sofa", "£1.5k", "it cost me a grand", "two grand".

Read, never guessed at silently: each comes back with a note saying how it was read ("'2k' read as 2,000"), so the
run page flags it, and the guard compares the figure with the order like any other (runs/stated_amounts.py: a
figure the record does not show never pays; a price stated above the goods' price pays the record's). With no
currency beside it the figure is read in the shop's dollars and flagged so (a British "a grand" may mean pounds).

Near-misses, no amount: "a 4k TV", "I ran a 5k", "10k steps", "2K resolution" (no word of money around the
figure); "a grand piano", "the Grand Hotel", "that's grand, thanks" (grand as a word, not a thousand).

A leaf: runs/sentences.amounts_in asks it, and builds its Amounts from what it returns."""

from __future__ import annotations

import re

# A figure with "k" for thousand: "2k", "1.5k", "$2k", "£1.5K", "2 k".
_THOUSANDS_K = re.compile(r"(?<![\w.,])(?P<sym>[$£€])?\s?(?P<num>\d{1,3}(?:\.\d{1,2})?)\s?k\b(?!\s*(?:tv|screen|monitor|video|resolution|run|race|steps|"
                          r"miles?|km|followers|views|words|hz|ram|gb|mb)\b)", re.I)
# ... counted as money only with a word of money in its clause, or its currency sign.
_MONEY_AROUND = re.compile(r"\b(?:paid|pay|payed|spent|spend|cost|costs|costing|charged|billed|price[ds]?|worth|refund\w*|money|back|"
                           r"dollars?|bucks|pounds?|quid|euros?|owe[ds]?|lost|out\s+of\s+pocket|over|almost|nearly)\b", re.I)
_NUMBER_WORD = r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|couple|\d{1,2})"
_WORD_VALUE = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
               "a couple of": 2, "couple": 2}
# "a grand", "two grand", "3 grand": a thousand; never "a grand piano" (a noun after it) or "that's grand".
# ("two grand down the drain": a count before it makes it money whatever follows, but for the goods "grand" names)
_GRAND = re.compile(rf"\b(?P<num>{_NUMBER_WORD})\s+grand\b(?=\s*(?:$|[.,;:!?)\-–—]|(?:for|on|in|and|to|at|but|so|or|plus|each|just|already|"
                    r"last|this|that|now|back|down|up|out|gone|wasted|worth|of\s+(?:my|our)|altogether|nearly|almost)\b)"
                    r"|(?<!\ba\sgrand)(?<!\bA\sgrand)\s+(?!pianos?\b|kids\b|children\b|prix\b|canyon\b|hotel\b|tour\b|slam\b|total\b))", re.I)
# A figure the shorthand's "k" follows: "£1.5k" is 1,500 pounds, never £1.50 and a stray k.
_K_AFTER = re.compile(r"\s?k\b", re.I)


def thousands_follow(text: str, end: int) -> bool:
    """Whether a "k" for thousand follows the figure ending at `end` ("£1.5k"): the shorthand reads it, not the figure alone."""
    return bool(_K_AFTER.match(text, end)) and any(span[0] < end <= span[1] for span, *_ in shorthand_amounts(text))
_SIGN_CURRENCY = {"$": "USD", "£": "GBP", "€": "EUR"}
SHORTHAND_NOTE = "read from shorthand"


def shorthand_amounts(text: str) -> list[tuple[tuple[int, int], str, str, int, str]]:
    """(span, words, currency, cents, note) for each amount the text writes in shorthand, in the order they come."""
    out = []
    for m in _THOUSANDS_K.finditer(text):
        clause = re.split(r"[.;!?]", text[max(0, m.start() - 60):m.start()])[-1] + text[m.end():m.end() + 40].split(".")[0]
        if not m.group("sym") and not _MONEY_AROUND.search(clause):
            continue
        cents = round(float(m.group("num")) * 100_000)
        currency = _SIGN_CURRENCY.get(m.group("sym") or "$")
        out.append((m.span(), m.group(0).strip(), currency, cents, _note(m.group(0).strip(), cents, bool(m.group("sym")))))
    for m in _GRAND.finditer(text):
        words = m.group("num").lower()
        count = int(words) if words.isdigit() else _WORD_VALUE[re.sub(r"\s+", " ", words)]
        cents = count * 100_000
        out.append((m.span(), m.group(0).strip(), "USD", cents, _note(m.group(0).strip(), cents, False)))
    return sorted(out)


def _note(words: str, cents: int, sign: bool) -> str:
    read = f"{cents // 100:,}"
    return f"{words!r} {SHORTHAND_NOTE} as {read}" + ("" if sign else ", no currency named: read as the shop's dollars")
