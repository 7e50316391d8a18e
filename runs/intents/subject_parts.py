"""A subject line whose every part the body asks is the title of those asks, even when it names two things.

"Chipped bowl and marketing emails" over "The serving bowl ... arrived with a chip on the rim, could you refund it? And
please take my phone number off your marketing list" (blind round ver25c, VER25C-13): the subject was read as a request
of its own beside the two the body asks, and a person was asked to answer "Chipped bowl and marketing emails" on top of
the opt-out. So was "rug return - please cancel" over a body whose call-off of the return is the request (VER25C-18).
A subject is the title of the body's requests when every word it names is the body's, and every kind it was read as
is the kind of a body request sharing its words.

Near-misses: a subject naming something the body does not ask ("Chipped bowl and invoice" over a body about the bowl
alone, "Chipped bowl and marketing emails" over a body that only praises the emails) stays a request of its own, so
nothing it asks is dropped; so does one whose kind no body request carries ("Return label for the rug" over a rug
told damaged).

Its sibling, runs/intents/subject_titles.py, reads the pass before it (a subject listing the body's asks, one of
them of no known kind) and marks its titles with the same reason, which runs/ticket_lines.py reads for the lines a
title names: one reason for both, so a title found by either pass is read alike."""

from __future__ import annotations

import re

from .passes import _details
from .reading import ReadSentence
from .stems import content_stems
from .subject_titles import SUBJECT_LISTS_BODY_WHY as TITLE_WHY

_WORD = re.compile(r"[a-z][a-z'-]+")


def _same(a: str, b: str) -> bool:
    """Two stems of one word: equal, or one the other's start ("chipp" of "chipped", "chip")."""
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


def _named_in(stems: frozenset[str], others: frozenset[str]) -> set[str]:
    return {s for s in stems if any(_same(s, o) for o in others)}


def _words(s: ReadSentence) -> frozenset[str]:
    return content_stems(s.text) | frozenset(_WORD.findall(s.text.lower()))


def _story_before(read: list[ReadSentence], s: ReadSentence) -> frozenset[str]:
    """The words of the sentence just before `s` in its paragraph, when it asks nothing of its own."""
    at = read.index(s)
    before = read[at - 1] if at > 0 else None
    if before is None or before.index == 0 or before.paragraph != s.paragraph or before.is_request:
        return frozenset()
    return _words(before)


def subject_parts_asked(read: list[ReadSentence], subject_end: int) -> None:
    """Mark the subject line `attached` where the body's requests ask all it names (`subject_end`: where its line ends)."""
    if subject_end <= 0:
        return
    body = [s for s in read if s.start > subject_end and s.role != "injected"]
    asked = [s for s in body if s.is_request]
    for subject in (s for s in read if s.end <= subject_end and s.is_request and s.kinds):
        stems = content_stems(subject.text)
        told = frozenset(st for s in body for st in content_stems(s.text))
        if not stems:
            # a subject of only common words ("Return", "Cancel return?"): its words, each a body request's
            stems = frozenset(w for w in _WORD.findall(subject.text.lower()) if len(w) >= 3)
            told = frozenset(w for s in asked for w in _WORD.findall(s.text.lower()))
        if not stems or _named_in(stems, told) != set(stems):
            continue  # the subject names something the body never says: its own ask
        sharing = [s for s in asked if _named_in(stems, _words(s)) and (not subject.order or not s.order or s.order == subject.order)]
        if not sharing or not set(subject.kinds) <= {k for s in sharing for k in s.kinds}:
            continue
        # each word named by those requests, or by the story told just before one of them ("last week I asked to send back
        # the jute rug. Please cancel that return"): not by a remark elsewhere ("The invoice was in the box.")
        said = frozenset().union(*(_words(s) | _story_before(read, s) for s in sharing))
        if _named_in(stems, said) != set(stems):
            continue
        if (details := _details(subject.text)) and not any(details <= _details(s.text) for s in asked):
            # account details no one body request names together ("Change email address" over "change my address"): its own ask
            continue
        # every part of the subject is named by some request of the body
        subject.role, subject.kinds, subject.why, subject.spans = "attached", [], TITLE_WHY, {}
