"""A subject line read as a claim of a known kind and a thing asked by name, the thing asked again in the body: "Wrong
toothbrush heads, invoice" over a body telling the wrong heads and asking "Could you also send me an invoice for this
order?" (held-back round ver33a, V33-40). The subject carried the claim (the body's story attached to it) and, for its
"invoice", a kind `other` as well: a person got a second subtask for the invoice the body's own request already hands them,
and the reply quoted the subject line back as a request.

Read here: each part of the subject line of no known kind ("invoice") names only things asked for by name that a body
request of kind `other` on its order names (subject_titles.py's rule for a part accounted): the subject keeps its claim
and drops `other`. Kept, its own ask: a part no body request names ("Dented kettle, return label" over a body asking only
the refund), and a subject read as `other` alone (subject_titles.py reads those).
"""

from __future__ import annotations

from .reading import ReadSentence
from .subject_titles import SpansOf, ASKED_THINGS, PLAIN_WORD, subject_parts, same_order


def subject_other_in_body(read: list[ReadSentence], subject_end: int, spans_of: SpansOf) -> None:
    """Drops `other` from a subject claim whose every part of no known kind a body `other` request asks."""
    if subject_end <= 0:
        return
    for subject in (s for s in read if s.end <= subject_end and s.role == "request" and "other" in s.kinds and len(s.kinds) > 1):
        asks = [s for s in read if s.start > subject_end and s.is_request and "other" in s.kinds and same_order(subject, s)]
        if not asks:
            continue
        # the body's own words, never their stems: "a corrected invoice addressed to Lantern Cafe" asks no address change
        said = frozenset().union(*(frozenset(PLAIN_WORD.findall(s.text.lower())) for s in asks))
        loose = [p for p in subject_parts(subject.text) if not set(spans_of(p)) - {"other"}]
        if loose and all(ASKED_THINGS.search(p) and _asked_again(p, said) for p in loose):
            subject.kinds = [k for k in subject.kinds if k != "other"]
            subject.spans = {k: v for k, v in subject.spans.items() if k != "other"}


def _asked_again(part: str, said: frozenset[str]) -> bool:
    """Whether every thing a subject part asks for by name is the very word a body request asks: "invoice" over "send me
    an invoice"; never by a stem or a likeness ("my address" is not "an invoice addressed to Lantern Cafe")."""
    return all(set(PLAIN_WORD.findall(m.group(0).lower())) <= said for m in ASKED_THINGS.finditer(part))
