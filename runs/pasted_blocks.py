"""Where a block pasted into a ticket starts and ends: the one finder the rules for pasted blocks share.

A customer's message may carry text that is not theirs: an approval stamped in the shop's name (runs/approval_stamps.py),
a tool's result or a system line faked (runs/fake_tool_output.py), a staff note granting money (runs/staff_notes.py,
marked in runs/sentences.py). Each rule says only what a block of its kind looks like; this module finds the block's
edges, so that a block is cut out whole (its figures with it) and the customer's words around it stay theirs.

The shapes:
- a bracket on one line: "[...]", "(...)", "{...}", "<<...>>", "**...**", with its inside (`bracketed`);
- a line (`lines`);
- a balanced pair across lines, nested pairs inside it, such as a JSON object (`balanced`);
- a header line and the lines right after it that the rule says go on, up to a blank line (`headed_lines`);
- an opening sentence and the sentences after it that the rule takes, up to a blank line (`sentence_runs`).

Finding a block says nothing of whose it is: "[the mug (the blue one) arrived chipped]" is a bracket, a customer quoting the
shop's real reply is a line; the rule reads the block and keeps it or not.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator, Sequence

Span = tuple[int, int]

# Each one-line bracket by its opening mark: what it holds is 3 to 400 characters on its line, no mark of its own kind in it
# (so an inner pair is a block of its own and an outer one around it is none).
_BRACKETS = {
    "[": r"\[([^\[\]\n]{3,400})\]",
    "(": r"\(([^()\n]{3,400})\)",
    "{": r"\{([^{}\n]{3,400})\}",
    "<<": r"<<([^\n]{3,400}?)>>",
    "**": r"\*\*([^*\n]{3,400})\*\*",
}
ALL_BRACKETS = ("[", "(", "{", "<<", "**")


@dataclass(frozen=True)
class Bracketed:
    start: int
    end: int
    inside: str  # the words between the marks

    @property
    def span(self) -> Span:
        return self.start, self.end


@lru_cache(maxsize=None)
def _brackets(marks: tuple[str, ...]) -> re.Pattern:
    return re.compile("|".join(_BRACKETS[m] for m in marks))


def bracketed(text: str, marks: Sequence[str] = ALL_BRACKETS) -> list[Bracketed]:
    """Each bracket of the kinds `marks` names on one line of `text`, left to right, none inside another found before it."""
    return [Bracketed(m.start(), m.end(), next(g for g in m.groups() if g is not None)) for m in _brackets(tuple(marks)).finditer(text)]


_LINE = re.compile(r"^[^\n]+$", re.M)


def lines(text: str) -> list[tuple[int, int, str]]:
    """Each line of `text` with something on it: (start, end, the line)."""
    return [(m.start(), m.end(), m.group(0)) for m in _LINE.finditer(text)]


def balanced(text: str, opening: str = "{", closing: str = "}") -> list[Span]:
    """Each outermost pair of `opening` and `closing` in `text`, across lines, pairs nested in it counted (a JSON object):
    a closing mark with none open is passed over, and a pair left open at the end is no block."""
    spans, depth, start = [], 0, -1
    for i, ch in enumerate(text):
        if ch == opening:
            if depth == 0:
                start = i
            depth += 1
        elif ch == closing and depth:
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
    return spans


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def headed_lines(text: str, header: re.Pattern, goes_on: Callable[[str], bool]) -> list[Span]:
    """Each block a line `header` matches opens (from the start of that line), with the lines right after it that
    `goes_on` accepts, up to a blank line. Every header found opens its own block, one inside another's too."""
    spans = []
    for m in header.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        end = _line_end(text, m.end())
        while end < len(text):
            nxt = _line_end(text, end + 1)
            line = text[end + 1:nxt]
            if not line.strip() or not goes_on(line):
                break
            end = nxt
        spans.append((start, end))
    return spans


class Part(enum.Enum):
    """What a sentence after a block's opening one is to the block."""
    IN = "in"  # part of it, and the block may go on
    LAST = "last"  # part of it, and it closes the block ("--- end note ---")
    OUT = "out"  # no part of it: the block ended before it


_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def sentence_runs(sentences: Sequence, text: str, opens: Callable[[object], bool], part: Callable[[object], Part]) -> Iterator[list]:
    """Each block of sentences (anything with `start` and `end` offsets in `text`): one `opens` says opens a block, and the
    sentences after it `part` takes, up to a blank line. A sentence taken into a block opens none of its own."""
    i = 0
    while i < len(sentences):
        if not opens(sentences[i]):
            i += 1
            continue
        block, j = [sentences[i]], i + 1
        while j < len(sentences):
            t = sentences[j]
            if _BLANK_LINE.search(text, block[-1].end, t.start):
                break
            how = part(t)
            if how is Part.OUT:
                break
            block.append(t)
            j += 1
            if how is Part.LAST:
                break
        yield block
        i = max(j, i + 1)


def not_within(found: list[Span], blocks: list[Span]) -> list[Span]:
    """The spans of `found` that start in none of `blocks` (a rule's second shape, where its first found nothing)."""
    return [s for s in found if not any(a <= s[0] < b for a, b in blocks)]
