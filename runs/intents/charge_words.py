"""The words the duplicate-charge cue tables share, defined once: cues.py's INTENT_PATTERNS["duplicate_charge"] and the
tables it gathers (charged_again.py, second_copy.py, charged_many_times.py) read them from here. A leaf."""

from __future__ import annotations

# Within one sentence: a decimal point ("$17.00") does not end it.
IN_SENTENCE = r"(?:[^.!?\n]|\.(?=\d))"

# An amount in figures with its currency sign: "$45", "€41,80", "£ 9.99".
MONEY_FIGURE = r"[$€£]\s?\d[\d.,]*"
# An amount with cents and no sign, standing alone ("32.99", "45,50"), never a part of a longer number.
BARE_CENTS = r"(?<![\w.,])\d{1,5}[.,]\d{2}(?![\d.,]*\d)"
# The names of money said after the number: "45 bucks", "eighty-nine dollars", "forty five quid".
MONEY_UNITS = r"dollars?|bucks|pounds?|euros?|quid"


def amount_told(number_words: str, units: str = MONEY_UNITS) -> str:
    """An amount however it is written ("$45", "32.99", "45 bucks", "eighty-nine dollars"), with `number_words` the
    words of a number the table reads and `units` the names of money it reads after them (an alternation, no group)."""
    return (rf"{MONEY_FIGURE}|{BARE_CENTS}|\b\d{{1,5}}\s*(?:{units})\b"
            rf"|\b{number_words}(?:[\s-]+(?:and\s+)?{number_words})*\s+(?:{units})\b")


# A charge said to be for a second thing bought: "a second charge for the second mug I bought", "the 2nd payment is for
# the other lamp", "...for another vase we ordered" (not "for the same lamp", "for the second time"). A lookahead put
# after a cue of a second charge, so that two things bought are never read as one charged twice.
SECOND_ITEM_BOUGHT = (rf"(?!{IN_SENTENCE}{{0,30}}\b(?:is|was|were|are|'s)?\s*for\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?"
                      r"(?:second|2nd|other|another|extra|additional)\s+(?!time\b|charge|payment|debit|transaction)[\w-]+)")
