"""The customer asking whether a refund the shop promised was ever made: "You said you'd refund the second charge. Did
that happen?", "your colleague promised me a refund. Was it ever sent back to my card?", "...you told me it would be
refunded. Has anyone actually done it?". The question had been read as a courtesy of the claim beside it (or the
promise itself as the only request for a person), so the claim's subtask answered it, whatever the record showed.

It is now a request of its own (`other`), quoting the question, with the promise told before it attached to it. Whether
a person must answer it is the record's to say (runs/intents/accounting.py `_covers`): where the order records a refund
of the kind promised, the claim's subtask answers from the record; where it records none, the promise is chased and a
person answers, while the claim itself is still handled.

What stays as it was: the same question with no refund promised before it ("Did that happen?" alone), a question about
the goods ("did it arrive broken?"), a promise chased in other words ("That hasn't appeared. Can you check?":
runs/intents/promise_chased.py), and a refund promised and told as come ("...and it came through yesterday, thanks").
"""

from __future__ import annotations

import re

from .doubt import STATUS_WHY
from .promised_refunds import _KIND_WORDS, _PROMISED, _kind_promised
from .reading import ReadSentence
from ..shop.kinds import NOT_A_CASE

# Whether the thing promised was done, asked: "Did that happen?", "was it ever sent back to my card?", "has anyone
# actually done it?", "did you ever refund it?", "has this been done yet?", "did it go through or not?", "Did you?", and the same
# put indirectly ("can you tell me if that actually happened?").
_WHO = r"(?:that|it|this|the\s+refund|the\s+money|my\s+refund|my\s+money|anyone|anybody|someone|somebody|you|u|your\s+(?:\w+\s+)?(?:team|colleague|agent|people))"
_DONE = (r"(?:happen(?:ed)?(?!\s+(?:to|with)\s+(?:anyone|anybody|others?|other\s+(?:people|customers)|someone|everyone))|done|do|go\s+through|gone\s+through|went\s+through|get\s+done|got(?:ten)?\s+done|(?:been\s+)?(?:sent|refunded|credited|paid|processed|"
         r"reversed|put\s+through)|refund|credit|send|sen[dt]\s+(?:it|that|the\s+money)\s+back|pay\s+(?:it|me)\s+back|been\s+(?:done|actually\s+done))")
_DONE_ASKED = re.compile(
    rf"^\W*(?:(?:so|and|but|ok|okay|just|well|um|erm|then|also|now)\W+)*(?:did|has|have|was|were)\s+{_WHO}\s+(?:(?:ever|actually|already|really|even|yet|"
    rf"finally|truly)\s+){{0,2}}{_DONE}\b"
    # "Did you?", "so did they ever?", "Has it?": the promise's verb left to the sentence before
    r"|^\W*(?:(?:so|and|but|well)\W+)*(?:did|has|have)\s+(?:you|u|they|it|anyone|anybody)(?:\s+(?:ever|actually|really|yet))?\W*$"
    rf"|\b(?:tell\s+me|let\s+me\s+know|confirm|check|know|wondering|wonder)\s+(?:if|whether)\s+{_WHO}\s+(?:(?:has|have|was|were|had)\s+)?(?:(?:ever|actually|"
    rf"already|really|even)\s+)?(?:happened|went\s+through|gone\s+through|(?:was|got|been)\s+(?:\w+\s+)?(?:done|sent|refunded|credited|processed|reversed)|did\s+(?:it|that))\b",
    re.I)
# ...and told as come in the same breath: "did it go through? it's there now, thanks" asks nothing.
_COME = re.compile(r"\b(?:came|come|gone|went)\s+through\s+(?:yesterday|today|now|fine|ok)\b|\bit'?s\s+there\s+now\b|\b(?:got|received)\s+it\b", re.I)

PROMISE_DONE_ASKED_WHY = (f"{STATUS_WHY}: whether the refund of the {{kind}} the shop promised was made (the record answers where it shows "
                          "that refund; where it shows none, a person)")
PROMISE_BEFORE_WHY = "tells of the refund the shop promised, which the question after it asks about: that question covers it"
_KIND_OF_WORDS = {words: kind for kind, words in _KIND_WORDS.items()}


def done_asked(text: str) -> bool:
    """Whether a sentence asks whether a thing promised was done ("Did that happen?", "was it ever sent back?")."""
    return bool(_DONE_ASKED.search(text)) and ("?" in text or not text.rstrip().endswith(".")) and not _COME.search(text)


def promised_kind_asked(s) -> str:
    """The kind of the refund a question read by `ask_promises_done` asks after, or "" (any sentence, read or as a dict)."""
    why = s.get("why", "") if isinstance(s, dict) else s.why
    m = re.match(re.escape(PROMISE_DONE_ASKED_WHY).replace(r"\{kind\}", "(?P<words>.+?)"), why or "")
    return _KIND_OF_WORDS.get(m.group("words"), "") if m else ""


def ask_promises_done(read: list[ReadSentence]) -> None:
    """A question whether a promised thing was done, after a sentence of its paragraph (one of the two before it) telling
    the shop promised a refund, is a request of its own quoting it; the promise told goes with it. The kind promised is
    the one the promise names, else the one kind of claim the ticket asks beside it."""
    claims = {k for s in read if s.role == "request" for k in s.kinds if k not in ("other", *NOT_A_CASE)}
    for i, s in enumerate(read):
        if s.role in ("injected", "context") or (s.role == "request" and set(s.kinds) - {"other"}) or not done_asked(s.text):
            continue
        before = [n for n in read[max(0, i - 2):i] if n.paragraph == s.paragraph and n.role not in ("injected", "context")]
        promise = next((n for n in reversed(before) if _PROMISED.search(n.text)), None)
        if promise is None:
            continue
        kind = _kind_promised(promise.text) or (next(iter(claims)) if len(claims) == 1 else "")
        if kind not in _KIND_WORDS:
            kind = ""
        s.role, s.kinds, s.spans, s.doubted = "request", ["other"], {}, []
        s.why = PROMISE_DONE_ASKED_WHY.format(kind=_KIND_WORDS[kind] if kind else "goods or charge it names")
        if promise.role in ("request", "courtesy", "attached", "statement") and not set(promise.kinds) - {"other"}:
            promise.role, promise.kinds, promise.spans, promise.why = "attached", [], {}, PROMISE_BEFORE_WHY
