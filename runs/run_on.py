"""Text with no marks between its clauses, as voice dictation or a hurried thumb writes it, read in clauses.

"the parcel came on tuesday with the tea towels and the bread bin the bread bin has a big dent in the lid and the lid
wont close properly so id like my money back for the bread bin please the tea towels are lovely thank you very much"
is one sentence to a cutter that waits for full stops, and a claim read in it names every line it mentions: the tea
towels were refunded beside the dented bread bin. Only a long stretch with no mark at all is cut (`RUN_ON_WORDS` words
or more), and only where a new clause plainly begins, after a word that cannot end one:

- a new subject with its verb: "... bread bin | the bread bin has ...", "... full stops | the parcel came ...";
- a consequence carrying an ask: "... wont close properly | so id like ...";
- an ask opening: "... it came broken | can you refund it ...";
- thanks or a sign-off: "... are lovely | thank you very much".

Punctuated text is never cut here: its marks say where its clauses are.
"""

from __future__ import annotations

import re

# How many words a stretch without a mark holds before it is read as run on.
RUN_ON_WORDS = 24

# Marks that end a sentence or a clause: a stretch between two of them is read whole.
_MARKS = re.compile(r"[.!?,;:()\n\"“”]|\s[-–—]+\s")

# Words after which no new clause begins: articles, possessives, conjunctions, prepositions, and the verbs that take a
# clause after them ("I think the lid is broken", "told me the refund was done").
_BOUND = frozenset("""
a an the my our your their his her its this that these those some any every each no not and or but nor so because cos coz
if when whether as since until till before after where which who whom whose than what how why then also too to of in on
at for with without from by about into onto over under through like think thought guess hope hoped say said says saying
tell told tells know knew notice noticed saw see seen seems seemed feel felt believe realised realized found find mean
means reckon suppose sure afraid wish hoping expect expected check checked show shows showed is are was were be been
being am it i we you they he she me us them im id ive just only even all both
""".split())

# A verb asked of the shop with its object after it: "could you change | the address you have", "please update | the
# email my account has", "can u cancel | the order i placed". The object's clause is the verb's own, never a new one: cut
# there, "the address you have for me to 14 Fernhill Road" was read alone as a return (V43-A2).
_ASKED_VERBS = frozenset("change update amend correct edit alter cancel swap".split())
_ASKERS = frozenset("you u to please pls plz kindly can could would will and also just".split())

_FILLER = r"(?:(?!(?:the|a|an|and|or|but|so|my|our)\b)[\w'’-]+\s+){0,3}?"
_VERB = (r"(?:has|have|had|is|are|was|were|came|arrived|turned\s+up|looks?|looked|seems?|seemed|wont|won'?t|doesnt|doesn'?t|dont|"
         r"don'?t|didnt|didn'?t|isnt|isn'?t|arent|aren'?t|wasnt|wasn'?t|werent|weren'?t|got|broke|cracked|smashed|snapped|leaks?|leaked)")
# Where a new clause begins, each told by its first words.
_OPENS = re.compile(
    rf"\b(?:the|my|our|both|all\s+the|one\s+of\s+the)\s+{_FILLER}{_VERB}\b"
    r"|\bso\s+(?:i|id|i'?d|im|i'?m|ive|i'?ve|we|we'?d|wed|can|could|would|will|please|pls)\b"
    r"|\b(?:can|could|would)\s+(?:you|u|i|we)\b|\b(?:id|i'?d|i\s+would|we'?d)\s+(?:like|love|prefer|want)\b|\bi\s+(?:want|need)\b"
    r"|\b(?:thank\s*you|thanks|thx|many\s+thanks|cheers|kind\s+regards|regards|best\s+wishes)\b", re.I)
_WORD = re.compile(r"[\w'’-]+")


def run_on_cuts(text: str) -> list[int]:
    """Where clauses begin inside `text`'s stretches of `RUN_ON_WORDS` words or more with no mark between them."""
    cuts: list[int] = []
    start = 0
    for end in [*(m.start() for m in _MARKS.finditer(text)), len(text)]:
        stretch = text[start:end]
        if len(_WORD.findall(stretch)) >= RUN_ON_WORDS:
            for m in _OPENS.finditer(stretch):
                before = _WORD.findall(stretch[:m.start()])
                if before and before[-1].lower().replace("’", "'").replace("'", "") not in _BOUND and not _object_of_an_ask(before):
                    cuts.append(start + m.start())
        start = end + 1
    return cuts


def _object_of_an_ask(before: list[str]) -> bool:
    """Whether the words before a clause's opening end in a verb asked of the shop ("could you change"), whose object the
    opening is."""
    return len(before) >= 2 and before[-1].lower() in _ASKED_VERBS and before[-2].lower() in _ASKERS


def clauses(text: str) -> list[str]:
    """`text` cut at `run_on_cuts` (all of it when it has none)."""
    edges = [0, *run_on_cuts(text), len(text)]
    return [text[a:b] for a, b in zip(edges, edges[1:]) if text[a:b].strip()]
