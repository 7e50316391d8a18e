"""A wrong size told by single letters: "I ordered the linen shirt in L and an S turned up." The wrong-item cues read sizes
with a size word or a letter size set against another ("the M, not the L": sizes_told_bare.py); ordered "in L" and "an S
turned up" are told in two clauses, so the sentence was a problem of no kind, a person asked, and no wrong-item claim.

A wrong size is read when the customer says they ordered one letter size (after "in", "size", an article) and, before or
after it in the same sentence, that another letter size came ("an S turned up", "got a M", "you sent me the XL", "it came
as an S"). Near-misses, unchanged: the same size both sides ("ordered L and the L fits great"), a letter with no article
("I'm"), a size asked for ("could I get an S instead?": nothing told as come), a count ("ordered 2 and got 1").

Told in two sentences ("Ordered the joggers in M. Opened the bag today and an L was in it.") each was read alone as a
statement, nothing claimed: `read_letter_sizes_told_apart` reads the size ordered in one sentence and a different size
come in another of its paragraph, at most two apart, as colours_told_apart.py reads colours and size words (the later
sentence the claim, the other telling more of it). Near-misses: the same size both sides, a size asked for ("Could you
send an L?"), a claim of the goods already read beside them."""

from __future__ import annotations

import re

from .colours_told_apart import _open
from .reading import TELLS_MORE, ReadSentence

_SIZE = r"(?:xxxl|xxl|xl|xxs|xs|s|m|l)"
# the size ordered: "I ordered the linen shirt in L", "we bought size M", "i orderd an XL"
_WANT = (rf"(?:\b(?:i|we)\s+(?:\w+\s+)?|^\W*(?:so\s+|well\s+|hi\W+|hello\W+)?)(?:ordered|orderd|order|bought|chose|picked|selected|asked\s+for|paid\s+for|went\s+for)\b[^.!?]{{0,40}}?"
         rf"\b(?:in\s+(?:an?\s+|size\s+)?|size\s+|sz\s+|an?\s+|the\s+)(?P<want>{_SIZE})\b(?!['’])")
# the size come: "an S turned up", "got a M", "you sent me the XL", "it came as an S", "received an XS"
_GOT = (rf"(?:\b(?:an?|the|size)\s+(?P<got>{_SIZE})\b(?!['’])\s+(?:\w+\s+)?(?:turned\s+up|arrived|came|showed\s+up|was\s+sent|got\s+sent|was\s+in|landed|"
        rf"is\s+what\s+(?:came|arrived|i\s+got))"
        rf"|\b(?:got|get|received|recieved|recieve|receive|(?:you|they|u)\s+(?:\w+\s+)?(?:sent|send|shipped|gave)(?:\s+me|\s+us)?|came\s+as|arrived\s+as|came\s+in|arrived\s+in|had|contained|found|there\s+was|it\s+was|it'?s|its|turned\s+out\s+to\s+be)\s+"
        rf"(?:an?\s+|the\s+|size\s+)(?P<got2>{_SIZE})\b(?!['’]))")
_WANT_THEN_GOT = re.compile(_WANT + r"[^.!?]{0,60}?" + _GOT, re.I)
_GOT_THEN_WANT = re.compile(_GOT.replace("(?P<got>", "(?P<gotA>").replace("(?P<got2>", "(?P<gotB>") + r"[^.!?]{0,60}?" + _WANT, re.I)
# asked, not told: "could you send an S", "can I get a M instead"
_ASKED_FOR = re.compile(r"\b(?:can|could|would|will|pls|please)\s+(?:i|we|you|u)?\s*(?:\w+\s+)?(?:get|send|have|swap)\b", re.I)


def letter_sizes_swapped(text: str) -> tuple[int, int] | None:
    """Where a sentence tells one letter size ordered and another come (module doc), or None."""
    for pattern in (_WANT_THEN_GOT, _GOT_THEN_WANT):
        for m in pattern.finditer(text):
            got = m.groupdict().get("got") or m.groupdict().get("got2") or m.groupdict().get("gotA") or m.groupdict().get("gotB")
            if got and got.lower() != m.group("want").lower() and not _ASKED_FOR.search(m.group(0)):
                return m.span()
    return None


LETTER_SIZES_APART_WHY = "tells the letter size ordered, set against a different one a sentence beside it says came: a wrong item"
_WANT_ALONE = re.compile(_WANT, re.I)
_GOT_ALONE = re.compile(_GOT, re.I)
_GOODS_CLAIMS = frozenset({"wrong_item", "damaged_item", "non_delivery"})


def _letter(pattern: re.Pattern, text: str, *names: str) -> str:
    """The first letter size `pattern` finds in a sentence, lower-cased, or ''."""
    m = pattern.search(text)
    return next((m.group(n).lower() for n in names if m and m.group(n)), "")


def read_letter_sizes_told_apart(read: list[ReadSentence]) -> None:
    """One letter size ordered in a sentence and another come in one beside it: the wrong-item claim (module doc)."""
    for i, came in enumerate(read):
        got = _letter(_GOT_ALONE, came.text, "got", "got2")
        if not got or not _open(came) or _WANT_ALONE.search(came.text) or _ASKED_FOR.search(came.text) or came.text.rstrip().endswith("?"):
            continue
        near = [s for s in read[max(0, i - 2):i + 3] if s is not came and s.paragraph == came.paragraph]
        if any(s.role == "request" and set(s.kinds) & _GOODS_CLAIMS for s in near):
            continue  # a claim told there already reads it
        ordered = next((s for s in near if _open(s) and (want := _letter(_WANT_ALONE, s.text, "want")) and want != got
                        and not _GOT_ALONE.search(s.text)), None)
        if ordered is None:
            continue
        claim, more = (ordered, came) if ordered.index > came.index else (came, ordered)
        claim.role, claim.kinds, claim.spans, claim.why = "request", ["wrong_item"], {"wrong_item": [(0, len(claim.text))]}, LETTER_SIZES_APART_WHY
        more.role, more.kinds, more.spans, more.why = "attached", [], {}, TELLS_MORE


def letter_sizes_told_apart(texts: list[str]) -> bool:
    """Whether one of a request's sentences tells a letter size ordered and another says a different one came, as
    read_letter_sizes_told_apart reads them: what the guard holds a wrong item to (runs/other_goods_told.py), where a
    subject or a greeting told before the two keeps them from reading as one ("my order, Ordered joggers in M, ...")."""
    wanted = {_letter(_WANT_ALONE, t, "want") for t in texts if not _GOT_ALONE.search(t)} - {""}
    came = {_letter(_GOT_ALONE, t, "got", "got2") for t in texts
            if not _WANT_ALONE.search(t) and not _ASKED_FOR.search(t) and not t.rstrip().endswith("?")} - {""}
    return bool(wanted) and bool(came - wanted)
