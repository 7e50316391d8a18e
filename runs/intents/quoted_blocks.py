"""Where an earlier message quoted or forwarded in a ticket begins and ends: its lines are what was said
before (context), the customer's own words above or below it are theirs.

An earlier message opens at its opener ("---------- Forwarded message ---------", "-----Original
Message-----", "Begin forwarded message:", "On Tue, 3 Nov, Jo wrote:") and runs to the next opener, a
bare divider line, or the customer's own words again. A customer who forwards the shop's mail often writes
below it: "...reply and ask for a refund.\n\nHi, forwarding this as proof. ... do you ship to Canada?".
Read as quoted, their question was lost and the run went to a person with "no request was read in it".
The customer's own words begin at a paragraph (after a blank line), once the earlier message has told
something beyond its header lines, that
- speaks of the forwarded mail as such ("forwarding this as proof", "the email above"), or
- opens with a greeting and speaks in the first person ("Hi, I ..."), or
- follows the earlier message's sign-off ("Thanks,\\nNorthwind Team"),
and does not speak in the shop's voice ("we", "our", a mailing footer). Lines quoted with ">", under
an opener or not, are quoted line by line and end where those lines end.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..first_person import FIRST_PERSON_SINGULAR
from ..sentences import signs_off
from .own_goods_asked import asks_for_claimed_goods

# Where an earlier message begins: everything below it (its From:/Subject: header too) is that message.
_EARLIER_MESSAGE = re.compile(r"^[ \t>]*(?:-{2,}\s*(?:forwarded|original)\s+message\s*-*|begin forwarded message:?|"
                              r"on\b[^\n]{0,120}\bwrote:)[ \t]*$", re.I | re.M)
# A bare divider line after a forwarded message closes it: what the customer writes below it is their
# own again ("---------- Forwarded message ---------- ... ---------- Yes please, refund the shade.").
_DIVIDER = re.compile(r"^[ \t]*(?:-{5,}|={5,}|_{5,}|-{2,}\s*end of forwarded message\s*-*)[ \t]*$", re.I | re.M)
# The header lines of a forwarded or replied-to mail: they tell nothing of its own.
_HEADER = re.compile(r"^\s*(?:from|to|cc|bcc|date|sent|subject|reply-to)\s*:", re.I)
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")
# The first line told under an opener starts with ">".
_QUOTED_LINE_NEXT = re.compile(r"\s*\n[ \t]*>")

# The customer speaking of the mail they forward.
_OF_THE_FORWARD = re.compile(
    r"\bforward(?:ing|ed)\s+(?:you\s+)?(?:this|it|that|the\s+(?:e-?mail|message|mail|confirmation|receipt|above|below))\b"
    r"|\b(?:the|this|that|your)\s+(?:e-?mail|message|mail|confirmation|receipt)\s+(?:above|below)\b|\bas (?:proof|evidence)\b"
    r"|\b(?:here'?s|here is|this is|attached is)\s+(?:the|your)\s+(?:e-?mail|message|mail|confirmation|receipt)\b", re.I)
_GREETING = re.compile(r"^\W*(?:hi|hello|hey|hiya|heya|dear|greetings|good\s+(?:morning|afternoon|evening))\b", re.I)
# The customer speaking of themselves: the singular first person alone (runs/first_person.py), on purpose, as "we" and "our"
# below a forwarded mail are the shop's voice (_SHOP_VOICE), still the earlier message.
_FIRST_PERSON = re.compile(FIRST_PERSON_SINGULAR, re.I)
# The shop's voice, or a mailing's footer: still the earlier message.
_SHOP_VOICE = re.compile(r"\b(?:we|we're|we've|we'll|we'd|our|ours|us)\b|\bunsubscribe\b|\bprivacy\b|\ball rights reserved\b|©"
                         r"|\b(?:this|the) (?:e-?mail|message) (?:was|is) (?:sent|intended)\b|\byou(?:'re| are) receiving\b"
                         r"|\bdo not reply\b|\bno-?reply\b", re.I)


def _signed_off(paragraph: str) -> bool:
    """Whether a paragraph ends with a sign-off and at most two short lines after it (a name, a team)."""
    lines = [ln.strip() for ln in paragraph.strip().splitlines() if ln.strip()]
    return any(signs_off(ln) and all(len(rest) <= 40 for rest in lines[i + 1:]) for i, ln in enumerate(lines[-3:], start=max(0, len(lines) - 3)))


def header_line(text: str) -> bool:
    """Whether a line is a mail header ("From: Northwind <orders@...>", "Subject: ..."): it tells nothing of its own."""
    return bool(_HEADER.match(text))


def _tells_something(paragraph: str) -> bool:
    return any(ln.strip() and not header_line(ln) for ln in paragraph.splitlines())


_LINE = re.compile(r"[^\n]+")


def _own_line_after_sign_off(text: str, start: int, at: int, paragraph_end: int) -> int | None:
    """Where a line of the customer's own begins straight under the earlier message's sign-off and name, with no blank line
    between ("The lamp won't switch on.\nThanks,\nRobin\nanyway the lamp still isn't working, can I get a refund"): a line
    in the first person singular, not the shop's voice, within two lines of a sign-off once the message has told
    something. None when there is none."""
    lines = list(_LINE.finditer(text, at, paragraph_end))
    for i, ln in enumerate(lines):
        if not signs_off(ln.group(0).strip()) or not _tells_something(text[start:ln.start()]):
            continue
        for later in lines[i + 1:i + 3]:
            line = later.group(0)
            if _FIRST_PERSON.search(line) and not _SHOP_VOICE.search(line) and not _SIGNED_NAME.match(line):
                return later.start()
    return None


def _own_words_from(text: str, start: int, end: int) -> int:
    """Where the customer's own words begin again inside the earlier message running from `start` to `end`
    (`end` when they do not)."""
    told, after_sign_off = False, False
    at = start
    for brk in [*_PARAGRAPH_BREAK.finditer(text, start, end), None]:
        paragraph_end = brk.start() if brk else end
        paragraph = text[at:paragraph_end]
        if (own_line := _own_line_after_sign_off(text, start, at, paragraph_end)) is not None:
            return own_line  # the customer's own line under the sign-off, no blank line between
        if told and at > start and not _SHOP_VOICE.search(paragraph) and (
                _OF_THE_FORWARD.search(paragraph) or after_sign_off
                or (_GREETING.match(paragraph) and _FIRST_PERSON.search(paragraph))
                or asks_for_claimed_goods(paragraph, [text[:start]])):  # "Could you sort the mug please?" (own_goods_asked.py)
            return at
        told = told or _tells_something(paragraph)
        after_sign_off = told and _signed_off(paragraph)
        if brk is None:
            break
        at = brk.end()
    return end


# A mail the customer forwards from another inbox of theirs, said so in its words or theirs: "forwarding this from my
# personal inbox", "resending from my work account", "sent from my gmail". (Not "forwarding this from my wife": another
# person's; nor "following up on my email from Monday (copied below)": an earlier mail, read as before.)
_OWN_MAIL = re.compile(
    r"\b(?:forward\w*|sen[dt]\w*|resen[dt]\w*|re-sen[dt]\w*|cop(?:y|ied|ying)|past(?:e|ed|ing))\b[^.!?\n]{0,25}\bfrom\s+my\s+(?:own\s+)?"
    r"(?:(?:(?:personal|work|private|home|office|other|old|second|business|company|main)\s+)?"
    r"(?:in-?box|account|e-?mail(?:\s+(?:account|address))?|address|mail(?:box)?|phone)|gmail|hotmail|outlook|yahoo|icloud)\b", re.I)
# The sender a forwarded mail's header names ("From: Priya Raman <priya@...>"), and a name signed on a line of its own
# ("Priya", "Thanks, Priya R.").
_FROM_NAME = re.compile(r"^[ \t>]*from\s*:\s*\"?(?P<name>[A-Za-z][\w'’-]*)", re.I | re.M)
_SIGNED_NAME = re.compile(r"^[ \t]*(?:(?i:thanks|thank\s+you|many\s+thanks|cheers|regards|best|kind\s+regards|best\s+wishes)[,!.]?\s+)?"
                          r"(?P<name>[A-Z][a-z'’-]+)(?:\s+[A-Z][a-z'’-]*\.?)?[ \t]*$", re.M)
# A line of the customer's that says nothing of its own: a greeting, a thanks, a divider, an opener.
_BARE_LINE = re.compile(r"^\W*(?:(?:hi|hello|hey|dear|thanks|thank\s+you|many\s+thanks|cheers|regards|best|kind\s+regards|fwd?|fw)\b[^\n]{0,40}|-{2,}[^\n]*|)$", re.I)


def own_mail(text: str, start: int, end: int) -> bool:
    """Whether the mail forwarded from `start` to `end` is the customer's own message: its words or theirs say it comes
    from another inbox of theirs ("forwarding this from my personal inbox"), or the customer forwards it with no words
    of their own but a name, and that name is its sender's. Its requests are then the customer's ("Also please email me
    a VAT invoice"); another sender's mail, or an earlier mail the customer writes about, stays what was said before."""
    if _OWN_MAIL.search(text, 0, end):
        return True
    sender = _FROM_NAME.search(text, start, end)
    outside = [ln for ln in (text[:start] + "\n" + text[end:]).splitlines()[1:] if ln.strip()]  # (the subject line aside)
    said = [ln for ln in outside if not _BARE_LINE.match(ln) and not _SIGNED_NAME.match(ln)]
    return bool(sender) and not said and any(m.group("name").lower() == sender.group("name").lower() for ln in outside
                                             for m in [_SIGNED_NAME.match(ln)] if m)


def quoted_regions(text: str) -> list[tuple[int, int]]:
    """(start, end) of each earlier message opened without ">" quoting: from its opener to the next opener,
    a divider line, or the customer's own words again; never a mail of the customer's own they forward (`own_mail`)."""
    openers = list(_EARLIER_MESSAGE.finditer(text))
    regions = []
    for i, m in enumerate(openers):
        if m.group(0).lstrip().startswith(">") or _QUOTED_LINE_NEXT.match(text, m.end()):
            continue  # quoted line by line ("On Mon, Support wrote:\n> ..."): ends where its ">" lines end
        end = openers[i + 1].start() if i + 1 < len(openers) else len(text)
        divider = next(_DIVIDER.finditer(text, m.end(), end), None)
        end = divider.end() if divider else end
        end = _own_words_from(text, m.end(), end)
        if not own_mail(text, m.end(), end):
            regions.append((m.end(), end))
    return regions


def quoted_test(text: str) -> Callable[[int], bool]:
    """A test of whether the sentence starting at an offset of `text` is quoted from an earlier message."""
    regions = quoted_regions(text)

    def quoted(start: int) -> bool:
        line = text[text.rfind("\n", 0, start) + 1:]
        return line.lstrip().startswith(">") or any(a <= start < b for a, b in regions)

    return quoted
