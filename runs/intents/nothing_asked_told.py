"""A problem told only for the shop to know, every remedy turned down: "My mixer bowl was chipped. I'm not asking for
a refund or a replacement, just letting you know." The refusal names a remedy word, so it was read as a request (a
replacement question beside an ask of no kind) and the chipped bowl as a claim: a claim the customer asks nothing for.
Both are context: the claim settled by the customer's own words (so no money may follow it, the guard's `settles`),
the refusal's bans kept. Only when the sentence says it tells for information and asks for nothing else ("just a
discount code", "I want it repaired" still ask)."""

from __future__ import annotations

import re

from .asks import _asks
from .cues import GOODS_PROBLEMS
from .money import declined_scope
from .reading import ReadSentence
from .remedies import declines
from ..shop.kinds import NOT_A_CASE

# Told for the shop to know: "just letting you know", "thought you should know", "for your records", "fyi", "a heads up".
_FOR_INFORMATION = re.compile(
    r"\b(?:(?:just\s+)?letting\s+(?:you|u)\s+know|(?:i\s+)?(?:just\s+)?(?:thought|wanted|felt)\s+you\s+(?:should|ought\s+to|would\s+want\s+to|to|might\s+want\s+to)\s+know"
    r"|(?:just\s+)?(?:so|for)\s+you\s+(?:to\s+)?know|for\s+your\s+(?:information|info|records?|reference)|fyi|(?:a|as\s+a)\s+heads[\s-]?up|for\s+the\s+record"
    r"|just\s+(?:to\s+)?(?:let|make)\s+you\s+(?:know|aware)|(?:just\s+)?(?:passing|pass)\s+(?:it|this)\s+on\s+as\s+feedback)\b", re.I)
# A sentence saying only that nothing is to be answered or done: "No reply needed.", "no need to reply", "No action required :)".
_NO_REPLY_ALONE = re.compile(r"^\W*(?:(?:and|so|honestly|really)\s+)?(?:no\s+(?:reply|response|answer|action)\s+(?:is\s+)?(?:needed|necessary|required)"
                             r"|no\s+need\s+to\s+(?:reply|respond|answer|get\s+back\s+to\s+me)|(?:you\s+)?(?:don'?t|do\s+not)\s+need\s+to\s+(?:reply|respond))"
                             r"(?:\s*,?\s*(?:thanks|thank\s+you|cheers))?\W*$", re.I)
NOTHING_ASKED_WHY = "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"
CLAIM_TOLD_ONLY_WHY = "the customer declines the remedy in the next sentence"


def read_nothing_asked_told(read: list[ReadSentence]) -> None:
    """A refusal of the refund and the replacement told "just to let you know" is context, and so are the goods claims
    just before it in its paragraph (or the subject line) that ask nothing of their own."""
    for i, s in enumerate(read):
        # (the refund is among what it forbids; declines() below reads the goods turned down with it)
        if s.role != "request" or not set(s.kinds) <= set(NOT_A_CASE) or "refund" not in s.forbids:
            continue
        told = _FOR_INFORMATION.search(s.text)
        # (or told so by the next sentence alone: "I don't want a refund or a replacement. No reply needed.")
        after = read[i + 1] if i + 1 < len(read) else None
        if not told and after is not None and _NO_REPLY_ALONE.match(after.text) and declines(s.text) \
                and not _asks(s.text, title=False):  # ("I don't want a refund, send a new one. No reply needed." still asks)
            told = re.compile(r"$").search(s.text)
        if not told or not declines(_declining_part(s.text[:told.start()])):
            continue
        rest = s.text[told.end():]
        if _asks(rest, title=False):
            continue  # "..., just letting you know, but please pass it to the courier"
        s.role, s.kinds, s.why = "context", [], NOTHING_ASKED_WHY
        told_claims = set()
        for earlier in reversed(read[max(0, i - 2):i]):
            if (earlier.paragraph == s.paragraph or earlier.index == 0) and earlier.role == "request" and earlier.kinds \
                    and set(earlier.kinds) <= set(GOODS_PROBLEMS) and earlier.order == s.order:
                earlier.role, earlier.why = "context", CLAIM_TOLD_ONLY_WHY
                told_claims |= set(earlier.kinds)
        if told_claims and not s.forbid_kinds:
            # its bans are the goods claims it turns down, never the late fee asked in the next sentence ("I don't need a
            # refund or a replacement, just wanted you to know. But the delivery came late so I would like the delivery fee
            # back.": read as every refund turned down, the fee was held and the reply said nothing was asked, VF-328)
            s.forbid_kinds = declined_scope(sorted(told_claims), s.forbids)


def _declining_part(before: str) -> str:
    """The words before the telling-for-information, as a sentence of their own: "just" left with them dropped ("- just a
    heads up"), and a subject put back where the customer left it out ("not asking for a refund or a new one")."""
    before = re.sub(r"[\s,;:\-\u2013\u2014]*(?:\b(?:just|only|simply)\b)?[\s,;:\-\u2013\u2014]*$", "", before, flags=re.I)
    before = re.sub(r"^\W*(?=not\s+(?:really\s+)?(?:asking|after|looking|chasing)\b)", "I'm ", before, flags=re.I)
    return before + "."
