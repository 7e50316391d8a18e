"""Alternatives the customer says they do not want: "I don't need a replacement or a different model", "no need for
another colour or a different size", "I'm not after a different version", "please don't send a different one". The
words "a different model" there name nothing that came: they are the object of a want the customer negates, so they
are no wrong-item claim. Read as one, a change-of-mind return of a chair that was right was started as a wrong item
(POL-WRG-004), and the real change-of-mind subtask was then refused as the chair's second return.

The screener reads a sentence's wrong-item words with these objects blanked (runs/intents/read.py), and so does the
guard's own reading of whether other goods came (runs/other_goods_told.tells_other_goods): a wrong-item decision on a
ticket whose only wrong-item words are negated is refused (request_in_ticket).

The negation reaches to the end of its clause only: in "I don't need a refund, I need a different model" the
different model is wanted (a remedy asked, itself no claim either), and "You sent the wrong model, I don't need a
different colour" still claims the wrong model. A list of things not wanted is a constraint the guard holds
(`forbids`), never a request a person is asked to answer."""

from __future__ import annotations

import re

from .wish_words import NO_NEED_FOR

# A want, a need or a send negated: "I don't need", "we do not want", "I'm not after", "no need for", "please don't send".
_NOT_WANTED = re.compile(
    r"\b(?:(?:(?:i|we)\s+|(?<![\w'’])(?=(?:don'?t|do\s+not|dont)\s))(?:really\s+|honestly\s+|actually\s+)?(?:don'?t|do\s+not|dont|won'?t|will\s+not|wouldn'?t|would\s+not)\s+"
    r"(?:really\s+|even\s+)?(?:need|want|require|expect|like|ask\s+for|be\s+needing|be\s+wanting)"
    r"|(?:i'?m|i\s+am|we'?re|we\s+are)\s+not\s+(?:really\s+)?(?:after|asking\s+for|looking\s+for|wanting|needing|expecting|interested\s+in)"
    rf"|(?:there'?s\s+|there\s+is\s+)?{NO_NEED_FOR}|(?:i|we)\s+(?:have\s+)?no\s+(?:need|use)\s+for|(?:i'?d|i\s+would)\s+rather\s+not\s+(?:have|get)"
    r"|(?:please\s+|pls\s+|just\s+)?(?:don'?t|do\s+not|dont|no\s+need\s+to)\s+(?:bother\s+)?(?:send|ship|post|dispatch|offer|suggest)(?:ing)?(?:\s+(?:me|us))?)\b",
    re.I)
# Where the negated object ends: a clause of its own, a turn, or the sentence's end.
_CLAUSE_END = re.compile(r"[.!?;:()\u2013\u2014]|\s-\s|,\s*(?:and\s+|but\s+|so\s+)?(?:i|we|you|u|it|they|please|pls|just|only|but|because|as|since|though|"
                         r"what|all|the\s+\w+\s+(?:is|was|are|were))\b|\b(?:but|because|since|though|although|as\s+(?:it|they|i|we))\b", re.I)
# The objects of the wants a list of alternatives names: replacements, swaps and other goods.
_ALTERNATIVE = re.compile(r"\b(?:different|another|other|new|replacement|exchange|swap|the\s+right|the\s+correct)\b", re.I)


def unwanted_spans(text: str) -> list[tuple[int, int]]:
    """The spans of `text` naming alternatives the customer says they do not want, each the object of a negated want
    up to its clause's end ("a replacement or a different model" in "I don't need a replacement or a different model,
    and ..."); [] when none."""
    return [(m.end(), stop) for m, stop in _goods_negations(text)]


# Messages, not goods: "Don't send me another email, ring me instead" declines no alternative to the goods.
_MESSAGES = re.compile(r"\b(?:e-?mails?|messages?|texts?|calls?|letters?|newsletters?|notifications?|surveys?|reminders?|chasers?)\b", re.I)


def _goods_negations(text: str) -> list[tuple[re.Match, int]]:
    """The negated wants of `text` whose objects name an alternative to the goods."""
    return [(m, stop) for m, stop in _negations(text) if _ALTERNATIVE.search(text, m.end(), stop) and not _MESSAGES.search(text, m.end(), stop)]


def _negations(text: str) -> list[tuple[re.Match, int]]:
    """Each negated want of `text` with where its object's clause ends."""
    out = []
    for m in _NOT_WANTED.finditer(text):
        end = _CLAUSE_END.search(text, m.end())
        out.append((m, end.start() if end else len(text)))
    return out


def without_unwanted(text: str) -> str:
    """`text` with the alternatives it says are not wanted blanked (offsets kept): what it says came, if anything."""
    for a, b in unwanted_spans(text):
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def negated_hits(text: str, hits: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The cue hits of `hits` lying in an alternative the customer says is not wanted."""
    spans = unwanted_spans(text)
    return [h for h in hits if any(a <= h[0] < b for a, b in spans)]


def drop_unwanted_mismatch(text: str, spans: dict[str, list[tuple[int, int]]]) -> None:
    """Take out of a sentence's cue `spans` the wrong-item hits lying in alternatives it says are not wanted (the kind
    goes when none is left)."""
    if "wrong_item" not in spans:
        return
    wanted = [m.span() for m in _WANTED.finditer(text)]  # "I need a different model": a remedy asked, no claim either
    kept = [h for h in spans["wrong_item"] if h not in negated_hits(text, spans["wrong_item"]) and not any(a <= h[0] < b for a, b in wanted)]
    if kept:
        spans["wrong_item"] = kept
    else:
        del spans["wrong_item"]


def fee_waived_with_unit_declined(forbids: list[str]) -> bool:
    """Whether a sentence's forbidden actions are the delivery fee waived, alone or with another unit declined ("I don't
    need a replacement, and please don't bother refunding the shipping"): things not wanted, read as the fee waived
    beside the replacement question, never a constraint a person is asked to answer."""
    return "delivery_refund" in forbids and set(forbids) <= {"delivery_refund", "replacement"}


# Other goods wanted, not negated: "I need a different model", "what I want is a different size". ("I want the right one"
# beside money turned down keeps its own reading: the claim's replacement, read where the claim is.)
_WANTED = re.compile(
    r"(?<!n't )(?<!not )(?<!dont )(?<!never )\b(?:need|want|would\s+like|'d\s+like|’d\s+like|am\s+after|'m\s+after|would\s+prefer|'d\s+prefer)\s+"
    r"(?:(?:is|just|only|simply|really)\s+)*(?:(?:a|an|the)\s+)?(?:different|other)\s+(?:\w+\s+)?(?:model|size|colou?r|one|version|"
    r"style|shade|item|pair|type|kind|variant)\b", re.I)


def alternative_wanted(text: str) -> bool:
    """Whether `text` wants different goods than came, in words no negation reaches ("I don't need a refund, I need a
    different model"): a remedy asked, so the money turned down beside it declines no claim."""
    return bool(_WANTED.search(without_unwanted(text)))


UNWANTED_WHY = "names only alternatives the customer does not want (another model, a different colour): a constraint the guard holds, nothing asked"


def _rest(text: str) -> str:
    """`text` with each negated want and its objects blanked."""
    for m, stop in _goods_negations(text):
        text = text[:m.start()] + " " * (stop - m.start()) + text[stop:]
    return text


def read_unwanted_lists(read: list, asks) -> None:
    """A sentence read as an ask of no known kind only because of its words listing what is not wanted ("Don't need a
    different colour or another size.") asks nothing: it tells more of the request beside it, and holds another unit
    (`forbids`). `asks`: the screener's test whether words ask something (runs/intents/asks._asks)."""
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or s.why or not s.index or not unwanted_spans(s.text):
            continue
        if not asks(_rest(s.text), title=False):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, UNWANTED_WHY
            s.forbids = list(dict.fromkeys([*s.forbids, "replacement"]))
