"""A subject line that lists the body's asks, one of them of no known kind: "Curtains - charged twice / new address" over a
body asking the duplicate back and, in a sentence of its own, the address changed; "Swap colour?" over "Could I swap it for
the cream one?". Read as a request of its own, the subject gave a person a second subtask for the ask the body's own
sentence already hands them.

It is the title of the body's requests only when nothing in it is left over: each of its known kinds is asked by a body
request, and each word it names is a word of a body request, a word naming no known kind among them in a request of kind
`other` (a "colour" or "size" word is named by a body `other` request that says a colour or a size). A subject naming a word
no body request names ("new address" over a body that only tells of a move, "Swap size?" over a swap for the cream one)
stays a request of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..colour_families import colour_words
from ..size_words import sizes_said
from .reading import ReadSentence
from .stems import content_stems

SUBJECT_LISTS_BODY_WHY = "the subject line, naming what the body asks"

# A subject's word for the kind of variant wanted, named in the body by the variant itself ("colour" by "the cream one").
_COLOUR_WORDS = frozenset({"colour", "color", "colou", "colr", "shade"})
_SIZE_WORDS = frozenset({"size", "fit"})
_COLOUR_SAID = re.compile(rf"\b(?:{'|'.join(colour_words())})\b", re.I)


def _named(s: ReadSentence) -> frozenset[str]:
    """The stems a body request names, with the word for its variant when it says a colour or a size."""
    stems = set(content_stems(s.text))
    if _COLOUR_SAID.search(s.text):
        stems |= _COLOUR_WORDS
    if sizes_said(s.text):
        stems |= _SIZE_WORDS
    return frozenset(stems)


def lists_body_asks(subject: ReadSentence, body: list[ReadSentence], details: Callable[[str], set[str]]) -> bool:
    """Whether a subject read as a request with kind `other` asks nothing the body's requests on its order do not.
    `details`: the account details a text names ("email", "address"), the subject's all named by one body request of
    kind `other` ("email change" over a body changing the address asks a change of its own)."""
    if not (subject.is_request and "other" in subject.kinds):
        return False
    asks = [s for s in body if s.is_request and (not subject.order or not s.order or s.order == subject.order)]
    others = [s for s in asks if "other" in s.kinds]
    if not others or not set(subject.kinds) - {"other"} <= {k for s in asks for k in s.kinds}:
        return False
    if (named := details(subject.text)) and not any(named <= details(s.text) for s in others):
        return False  # the details it names, named together by one ask ("Change email address" over an email and an address asked)
    known = frozenset().union(*(content_stems(s.text) for s in asks if set(s.kinds) - {"other"}))
    left = content_stems(subject.text) - known
    # the part of the subject no known kind's request names is the `other` ask's: it must have words, all of that ask's
    return bool(left) and left <= frozenset().union(*(_named(s) for s in others))


def title_lines(s: ReadSentence, requests: list[ReadSentence], kind: str, named: set[str], claimed: set[str]) -> set[str] | None:
    """The lines a subject read as the title of the body's asks names for `kind`: none where it names one a body request of
    another kind names alone ("Planters wrong colour, can dented" over a body telling the planters came in terracotta and the can
    dented: the planters are the wrong item's, never damaged), while a body sentence asks `kind` itself. None: not a
    title, read as any sentence; an empty set: the title names no line of its own for `kind`, the body's sentences do."""
    if not (s.index == 0 and s.role == "attached" and s.why == SUBJECT_LISTS_BODY_WHY):
        return None
    if not any(t is not s and t.is_request and kind in t.kinds for t in requests):
        return None
    # (none at all: what else it names may be the other kind's goods by a shared word, "Cracked jar" over two jars)
    return set() if named & claimed else named
