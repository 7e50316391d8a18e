"""A wish or a question the customer relays for someone else is the customer's own ask. A ticket is often written for
a partner, a parent, a child or a client ("This is Ffion typing, my dad is saying what to write", "I act for my client,
Mrs Hale"), and what that person wants is what the ticket asks. Read only in the first person it asked nothing: "The
puzzle was a duplicate gift, so my wife would like a refund" was dropped without a word (blind round ver26a, case 09),
and "He also wants to know whether the charger works with the older 18V batteries" was a plain statement no subtask
covered (blind round ver27c, V27C-27).

Two readings of the one thing, with one table of who the person is (`_PEOPLE`) and one list of what they wish
(`_WISHES`); `relayed_as_own` is the entry point (runs.intents.asks._asks reads the sentence it returns):
- the household's wish, anywhere in a sentence: "my wife would like a refund", "dad wants to send ours back", "Mum
  would rather have the blue one" -> "we would like a refund". Only a wish for an ask of the shop: something to do,
  a remedy, the goods back. Another person's advice or opinion ("my husband reckons I should get a refund", "my wife
  wants me to return it") is not a wish relayed: runs.intents.others_words reads it.
- a wish or a question said of anyone at a sentence's opening: "He also wants to know whether ...", "Paolo wonders if
  the cover fits", "she's asking if the blue one will be back" -> "I also want to know whether ...". Not a past wish
  ("he wanted the blue one"), nor the goods kept ("my son wants to keep it"), a need for the goods ("she needs it for
  a wedding on Saturday"), or what someone else in the story wants of the customer ("the courier said he wants a
  signature": not at the opening).
Neither takes what the person wants kept or used ("my husband wants to keep it", "she wants to wear it Saturday"),
nor thanks or words passed on (`NOT_ASKED_TO`).

`PEOPLE_STEMS`: the words for the household. "Dad says: the train set's carriage snapped" and "so dad wants to send
ours back" share the word "dad", not goods: a return beside a claim is the claim's own remedy only when it shares the
claim's goods words (runs.intents.subject_claim_stems), and "dad" made the puzzle's return the train set's and dropped
it (blind round ver26a, case 09)."""

from __future__ import annotations

import re
from collections.abc import Callable

from .stems import content_stems

# Who the relayed person is: the words, and how each reading takes them. "my": after "my" or "our" ("my wife", "our
# eldest son"); "bare": also alone, as a family calls its own ("Dad says", "so mum wants ..."). The household reading
# takes only the household, kin, a partner, who shares the home; the opening reading takes people outside it too (a
# boss, a client), and "he", "she", "they" and a name (_OPENING_WHO). A word one reading lacks here ("hubby", "nana"
# at the opening) is a gap as these readings were written, not a choice: filling it would change what is read.
_PEOPLE = (
    # words                                                                          household   opening
    ("mum mom dad",                                                                  "my bare",  "my bare"),
    ("mam gran grandma nan grandad",                                                 "my bare",  "my"),
    ("mummy mommy daddy granny nana nanna granddad grandpa",                         "my bare",  ""),
    ("wife husband partner son daughter mother father brother sister grandmother grandfather aunt uncle fiance "
     "fiancee other_half",                                                           "my",       "my"),
    ("hubby spouse kid kids children boy girl auntie niece nephew grandson granddaughter stepson stepdaughter "
     "boyfriend girlfriend flatmate housemate roommate",                             "my",       ""),
    ("boss client customer friend neighbour neighbor fiancé fiancée",                "",         "my"),
)
_HOUSEHOLD, _OPENING = 1, 2


def _people(reading: int, how: str) -> list[str]:
    """The words of `_PEOPLE` `reading` takes `how` ("my" or "bare"), as they are written ("other_half": two words)."""
    return [w for row in _PEOPLE if how in row[reading].split() for w in row[0].split()]


def _either(words: list[str]) -> str:
    return "|".join(w.replace("_", r"\s+") for w in words)


# What the relayed person wishes, and the customer's own words for it: in the household reading ("we ..."), in the
# opening reading ("I ..."); None: that reading does not take it ("would rather" only in the household, a question
# wondered or asked only at the opening). "would ..." is also "'d ...". (The "we" of the household keeps the tense
# of a wish hoped; the opening's "I" says it as asked now.)
_WISHES = {
    # said of them     household        opening
    "wants":           ("want",         "want"),
    "needs":           ("need",         "need"),  # (at the opening only a need to know, ask, find out, check, hear)
    "wishes":          ("wish",         "want"),
    "hopes":           ("hope",         "am hoping"),
    "is hoping":       ("are hoping",   "am hoping"),
    "was hoping":      ("were hoping",  "am hoping"),
    "would like":      ("would like",   "would like"),
    "would prefer":    ("would prefer", "would prefer"),
    "would rather":    ("would rather", None),
    "wonders":         (None,           "wonder"),
    "is wondering":    (None,           "wonder"),
    "was wondering":   (None,           "wonder"),
    "asks":            (None,           "am asking"),
    "is asking":       (None,           "am asking"),
    "was asking":      (None,           "am asking"),
}
_AT_THE_OPENING_NEEDS = r"(?=\s+to\s+(?:know|ask|find\s+out|check|hear)\b)"
# What a relayed wish "to ..." asks nothing of the shop with: goods kept or used ("my husband wants to keep it", "she
# wants to wear it Saturday"), thanks or words passed on. One list for both readings.
NOT_ASKED_TO = r"(?:keep|hang\s+on|hold\s+on|use|wear|give|say|thank)\b"


def _wished(reading: int) -> dict[str, str]:
    """`_WISHES` said of them -> the customer's own words, in `reading`."""
    return {said: own[reading - 1] for said, own in _WISHES.items() if own[reading - 1] is not None}


# --- the household's wish, anywhere in a sentence ------------------------------------------------------------------

_HOUSEHOLD_WISHES = _wished(_HOUSEHOLD)
_HOUSEHOLD_PERSON = (rf"(?:(?:my|our)\s+(?:(?:little|older|elder|eldest|youngest|teenage|grown-?up|oldest)\s+)?(?:{_either(_people(_HOUSEHOLD, 'my'))})"
                     rf"|(?<![\w'])(?:{_either(_people(_HOUSEHOLD, 'bare'))}))")
_WOULD = [said.split()[1] for said in _HOUSEHOLD_WISHES if said.startswith("would ")]
_ONE_WORD = [said for said in _HOUSEHOLD_WISHES if " " not in said]
_PROGRESSIVE = [said.replace(" ", r"\s+") for said in _HOUSEHOLD_WISHES if " " in said and not said.startswith("would ")]
# Their wish, as the customer would put it of themselves: "would like", "'d rather", "wants", "needs", "is hoping".
_HOUSEHOLD_WISH = re.compile(
    rf"\b{_HOUSEHOLD_PERSON}\s+(?P<verb>(?:would|'d|’d|d)\s+(?:really\s+|much\s+|just\s+)?(?:{'|'.join(_WOULD)})"
    rf"|(?:really\s+|just\s+|also\s+)?(?:{'|'.join(_ONE_WORD)})|{'|'.join(_PROGRESSIVE)})"
    # what is wished is an ask of the shop: something to do ("to send ours back"), a remedy ("a refund"), the goods back.
    # ("my wife wants me to return it": her opinion of what the customer should do; "My sister wants the set now too",
    # "mum would like one too": goods wished for, no ask of this order)
    rf"(?=\s+(?:to\s+(?!{NOT_ASKED_TO}|(?:buy|order|purchase|own|have|get)\b)\w+|(?:(?:have|get)\s+)?(?:(?:a|an|the|my|our|his|her|their|some)\s+)?(?:full\s+|partial\s+)?"
    r"(?:refund|replacement|exchange|money\s+back|credit|return|swap|new\s+one|different\s+\w+)\b|(?:it|them|this|that|ours)\s+"
    r"(?:back|returned|refunded|replaced|exchanged|swapped|collected)\b|(?:you|u)\s+(?:can|could|will|would|might)\b))", re.I)


def household_wish_as_own(text: str) -> str:
    """`text` with each wish relayed for a household member put as the customer's ("we would like a refund")."""
    def own(m: re.Match) -> str:
        verb = " ".join(m.group("verb").split())
        for said, mine in _HOUSEHOLD_WISHES.items():
            if said != mine:
                verb = re.sub(rf"\b{said}\b", mine, verb, flags=re.I)
        return "we " + re.sub(r"^[’']?d\b", "would", verb)
    return _HOUSEHOLD_WISH.sub(own, text)


# --- a wish or a question said of anyone, at a sentence's opening --------------------------------------------------

_OPENING_WISHES = _wished(_OPENING)
# who: he / she / they, a relative, a partner or a client after "my"/"our" (one word may come between: "my poor mum"),
# a name ("Paolo"), or a parent named bare
_OPENING_WHO = (rf"(?:he|she|they|(?:my|our)\s+(?:[\w'-]+\s+)?(?:{_either(_people(_OPENING, 'my'))})"
                rf"|(?-i:[A-Z][a-z]{{2,}})|{_either(_people(_OPENING, 'bare'))})")


def _said_at_the_opening(said: str) -> str:
    if said.startswith("would "):
        return rf"would\s+{said.split()[1]}|['’]d\s+{said.split()[1]}"
    return said.replace(" ", r"\s+") + (_AT_THE_OPENING_NEEDS if said == "needs" else "")


# Goods wished for or bought anew, right after the wish: "to buy another", "one too", "another for the shed", "a pair as
# well" (not a unit sent for a problem: "another one sent", "a new one instead").
GOODS_WISHED_FOR = (r"(?!\s+(?:to\s+(?:buy|order|purchase|own|get\s+(?:one|another|a\s+pair|some))\b"
                    r"|(?:one|another|some|a\s+pair|a\s+set|the\s+same)(?:\s+(?:one|thing|pair|set))?"
                    r"(?:\s+(?:too|also|as\s+well|for\s+(?!(?:free|nothing)\b)\w+|of\s+(?:these|those|them|her|his|their)\s+own))?\s*(?:[,.!;]|$|\s+(?:too|for|as)\b)))")


_OPENER = r"^(?P<lead>\W*(?:(?:and|also|so|oh|plus|but|then|now|lastly|finally|btw)\b[\s,]*)*)"
_OPENING_WISH = re.compile(
    # ("She'd like the money back": the wish joined to its person, blind round ver34c B34-06)
    _OPENER + rf"(?P<who>{_OPENING_WHO})(?:\s+|(?=['’]d\s))(?P<adv>(?:also|really|just|still|only|now)\s+)?"
    rf"(?P<wish>{'|'.join(f'(?:{_said_at_the_opening(said)})' for said in _OPENING_WISHES)})\b"
    # not the goods kept, nor a wish about the goods' use; nor goods wished for or bought anew ("My mum would like one
    # too", "Dad wants to buy another for the shed": no ask of this order, as in the household reading)
    rf"(?!\s+to\s+{NOT_ASKED_TO}){GOODS_WISHED_FOR}", re.I)


def _opening_wish_as_own(text: str) -> str:
    """`text` with a wish relayed for someone else at its opening put in the writer's own voice; other text unchanged."""
    m = _OPENING_WISH.match(text)
    if m is None:
        return text
    said = re.sub(r"^['’]d ", "would ", " ".join(m.group("wish").lower().split()))
    return f"{m.group('lead')}I {m.group('adv') or ''}{_OPENING_WISHES[said]}{text[m.end():]}"


def relayed_as_own(text: str, tidy: Callable[[str], str] = lambda text: text) -> str:
    """`text` with what it relays for someone else put in the customer's own voice: the household's wish anywhere in it,
    as written ("we would like a refund"), and then, once `tidy` has taken off what may stand before the ask ("Scratch
    that, ", "Never used, "), a wish or question said of anyone at its opening ("I also want to know whether ...").
    (`tidy` comes between because the household's wish is read in the words as written and the opening only after
    them; a hedge's question mark, which `tidy` reads, is judged on "we want" as the customer would say it.)"""
    return _opening_wish_as_own(tidy(household_wish_as_own(text)))


# The household's words, each alone: not "other half" ("other" and "half" name goods too: "the other half of the set").
PEOPLE_STEMS = frozenset(content_stems(" ".join(w for w in _people(_HOUSEHOLD, "my") if "_" not in w)))
