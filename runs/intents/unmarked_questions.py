"""A yes/no question put without its mark: "Do you do it in grey by any chance", "does it come in a king size",
"is there any way to get it before Friday". Typed fast, at the end of a mail, the question mark is often left off;
the auxiliary put before its subject still asks (V29C-24: read as a statement, no subtask, the question dropped).

Only a sentence that opens with the auxiliary and its subject, and ends with no full stop or exclamation mark, is
read so: "Did the job for a week then broke." tells, with its stop; "Do not send another" is an imperative (read by
runs/intents/asks.py); "I do wonder" opens with no auxiliary. Questions with "can/could/would you" already ask.
"""

from __future__ import annotations

import re

_UNMARKED = re.compile(
    r"^\W*(?:(?:also|and|so|oh|btw|plus|ok|okay|just|quick\s+question|one\s+more\s+thing|hi|hello|hey)\b[\s,:;-]*)*"
    r"(?:do|does|did|is|are|was|were|have|has)\s+"
    r"(?:you|u|ya|y'?all|you\s+guys|they|it|these|those|there|this|that|your\s+[\w-]+|the\s+[\w-]+|my\s+[\w-]+)\b"
    # at the end no stop, no exclamation mark, no question mark: what is left is a question whose mark was left off
    r"[^.!?]*\w[)\"']?\s*$", re.I)


def unmarked_question(text: str) -> bool:
    """Whether a sentence is a yes/no question with its question mark left off."""
    return bool(_UNMARKED.match(text))


def with_its_mark(text: str) -> str:
    """The sentence with the question mark it was written without, when it is such a question."""
    return text.rstrip() + "?" if unmarked_question(text) else text
