"""A wish passed on for someone else: "He also wants to know whether the charger works with the older 18V batteries",
"My husband would like a copy of the invoice", "she wonders if the cover fits the old model", "Dad wants his money
back". A customer writing for a partner, a parent or a client asks what that person asks; read only in the first
person, the relayed question was a plain statement and no subtask covered it (a silent drop).

`relayed_as_own` puts such a sentence's opening wish in the writer's own voice ("He also wants to know" -> "I also
want to know"), so the ask reading (runs/intents/asks.py) reads it as it reads the writer's own wish. Only a wish that
opens the sentence, in the present, for an ask: not a past wish ("he wanted the blue one"), not the goods kept ("my son
wants to keep it"), not a need for the goods ("she needs it for a wedding on Saturday"), nor what someone else in the
story wants of the customer ("the courier said he wants a signature": not at the opening).
"""

from __future__ import annotations

import re

from .relayed_wishes import NOT_ASKED_TO

# who: he / she / they, a relative or partner, a client, a name ("Paolo")
_WHO = (r"(?:he|she|they|(?:my|our)\s+(?:[\w'-]+\s+)?(?:husband|wife|partner|son|daughter|mum|mom|mam|mother|dad|father|brother|sister|"
        r"grandma|grandad|grandmother|grandfather|nan|gran|aunt|uncle|boss|client|customer|friend|neighbou?r|other\s+half|fianc[eé]e?)"
        r"|(?-i:[A-Z][a-z]{2,})|mum|mom|dad)")
# the wish, and its first-person words
_WISH = {
    r"wants|wishes": "want",
    r"would\s+like|['’]d\s+like": "would like",
    r"would\s+prefer|['’]d\s+prefer": "would prefer",
    r"needs(?=\s+to\s+(?:know|ask|find\s+out|check|hear)\b)": "need",
    r"wonders|is\s+wondering|was\s+wondering": "wonder",
    r"is\s+asking|asks|was\s+asking": "am asking",
    r"is\s+hoping|hopes|was\s+hoping": "am hoping",
}
_OPENER = r"^(?P<lead>\W*(?:(?:and|also|so|oh|plus|but|then|now|lastly|finally|btw)\b[\s,]*)*)"
_RELAYED = re.compile(
    _OPENER + rf"(?P<who>{_WHO})\s+(?P<adv>(?:also|really|just|still|only|now)\s+)?(?P<wish>{'|'.join(f'(?:{w})' for w in _WISH)})\b"
    # not the goods kept, nor a wish about the goods' use
    rf"(?!\s+to\s+{NOT_ASKED_TO})", re.I)


def relayed_as_own(text: str) -> str:
    """`text` with a wish relayed for someone else at its opening put in the writer's own voice (module doc); other
    text unchanged."""
    m = _RELAYED.match(text)
    if m is None:
        return text
    # (matched against the text from the wish on, not the wish alone: "needs" looks ahead to "to know")
    wish = next(own for pattern, own in _WISH.items() if re.match(rf"(?:{pattern})\b", text[m.start("wish"):], re.I))
    return f"{m.group('lead')}I {m.group('adv') or ''}{wish}{text[m.end():]}"
