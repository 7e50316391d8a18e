"""A part claim the customer takes back in the words right after it: "I also thought the lid filter was missing but
ignore that bit, it was tucked in the packaging", "the charger seemed to be missing - scratch that, found it",
"no plug in the box... my mistake, it was under the insert". The part was there: it holds nothing (a kettle's refund
was sent to a person as a part of one unit, with the withdrawn words as the reason). A part claim followed by
another problem, or by nothing taking it back, stands.

A whole sentence taking back an earlier message names no part claimed either: "Please ignore my email from this
morning about the missing lid, it was at the bottom of the box under the paper. But the saucepan handle came
loose..." (the lid was found; the handle's claim is the saucepan's, no part of it held for a person)."""

from __future__ import annotations

import re

from .intents import content_stems, settled_in_words, withdrawn_spans

# Taking the words before back: "ignore that bit", "scratch that", "never mind", "forget that", "my mistake";
# or the part found: "it was tucked in the packaging", "found it", "it turned up".
_TAKEN_BACK = re.compile(
    r"\b(?:ignore|forget|disregard|scratch|strike)\s+(?:that|this|it)(?:\s+(?:bit|part|one|last\s+bit))?\b|\bnever\s?mind(?:\s+(?:that|about\s+that))?\b"
    r"|\bmy\s+(?:mistake|bad|error)\b|\b(?:i\s+)?(?:found|located|spotted)\s+(?:it|them)\b|\b(?:it|they)\s+(?:has\s+|have\s+)?turned\s+up\b"
    r"|\b(?:it|they)\s+(?:was|were|'s|’s)\s+(?:just\s+|actually\s+|only\s+)?(?:tucked|hidden|stuck|wrapped|packed|taped|caught|sitting|inside|in|under|behind)\b"
    r"[^.!?;]{0,30}?\b(?:packaging|box|parcel|bag|wrapping|insert|foam|cardboard|lid|base|paper|tissue|manual)\b", re.I)
# A turn to another problem after it: what follows is claimed, not taken back.
_THEN_CLAIMS = re.compile(r"\b(?:but|however|though)\b[^.!?]*\b(?:broken|cracked|damaged|missing|torn|dented|chipped|faulty)\b", re.I)


def part_claim_taken_back(text: str, words: str) -> bool:
    """Whether `text` takes back the part claim told in `words` right after telling it, in its own sentence."""
    at = text.lower().find(words.lower())
    if at < 0:
        return False
    # (an ellipsis runs on: "No filter in the box at first... my mistake, it was under the insert")
    after = re.split(r"(?<![.])(?<=[.!?])(?![.])\s+", text[at + len(words):], maxsplit=1)[0]
    taken = _TAKEN_BACK.search(after)
    return bool(taken) and not _THEN_CLAIMS.search(after, taken.end())


# A reply's or a forward's marker before a subject line: "Re: missing lid" names the earlier message's matter.
_REPLY_MARK = re.compile(r"^\s*(?:(?:re|fwd?|aw|sv)\s*:\s*)+", re.I)


def without_withdrawn_words(texts: list[str]) -> list[str]:
    """`texts` with the words taken back blanked: in a sentence that as a whole takes a claim back and asks nothing
    beside it (runs.intents.settled_in_words), its withdrawing words ("ignore my email from this morning about the
    missing lid"); and a sentence that says nothing but what those words name, as a reply's subject over them
    ("Re: missing lid") does. A sentence asking anything after its withdrawal ("..., but the handle is cracked") or
    telling no withdrawal is read whole."""
    out, struck = [], frozenset()
    for text in texts:
        if settled_in_words(text):
            for a, b in withdrawn_spans(text):
                struck |= content_stems(text[a:b])
                text = text[:a] + " " * (b - a) + text[b:]
        out.append(text)
    return [t if not (said := content_stems(_REPLY_MARK.sub("", t))) or not said <= struck else " " * len(t) for t in out]
