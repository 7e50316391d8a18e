"""A subject line read against the body: the title of the body's asks, or an ask of its own. One rule, one module.

Read as a request of its own, a subject titling the body gave a person a second subtask for what the body's own sentence
already hands them: "Curtains - charged twice / new address" over a body asking the copy back and the address changed
(ver24b V24B-31), "Swap colour?" over "Could I swap it for the cream one?" (V24B-32), "Chipped bowl and marketing emails"
over the bowl's refund and the opt-out (ver25c VER25C-13), "rug return - please cancel" over a body calling the return off
(VER25C-18), "Missing + wrong colour - SU-82520" over a list telling both (ver25a VER25A-20).

The rule (`titles_body_asks`): a subject is the title of the body's requests on its order when
- every word it names is named by one of them, or by the story told just before one ("last week I asked to send back the
  jute rug. Please cancel that return"), a word for a variant ("colour", "size") by a request saying a colour or a size;
- every kind it was read as is carried by the requests sharing its words;
- the account details it names ("email address") are named together by one body request;
- read with an ask of no known kind, the words no request of a known kind names are named by the body's `other` requests.
It is tried twice: on the subject's first reading (`_subject_piece_named_in_body` in passes.py, for a subject of kind
`other`) and after the body's passes (`subject_parts_asked`, for every piece of the subject line).

And after every pass, the other way round (`subject_asks_accounted`): a subject read as a title, or as telling more of a
request, leaves nothing of its own unasked. Each part of it ("Dented kettle and address": "Dented kettle", "address") is
the body's claim (a known kind, which the passes before set against the body) or names only things asked for by name
("label", "address", "receipt") that a body request names too; a part naming one no body request names makes the subject a
request of kind `other` for a person, quoting that part. "Return label for the rug" over a damaged rug refunded, "Broken
mug + wrong invoice address" over the mug alone, are no titles.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..colour_families import colour_words
from ..size_words import sizes_said
from .account_details import details_named
from .reading import TELLS_MORE, ReadSentence
from .stems import content_stems
from .title_words import kind_words, without_title_labels

TITLE_WHY = "the subject line, naming what the body asks"
SpansOf = Callable[[str], dict]  # where a text asks each kind, read as a ticket of its own (runs.intents.read.intent_spans)

# A subject's word for the kind of variant wanted, named in the body by the variant itself ("colour" by "the cream one").
_COLOUR_WORDS = frozenset({"colour", "color", "colou", "colr", "shade"})
_SIZE_WORDS = frozenset({"size", "fit"})
_COLOUR_SAID = re.compile(rf"\b(?:{'|'.join(colour_words())})\b", re.I)
PLAIN_WORD = re.compile(r"[a-z][a-z'-]+")


def _same(a: str, b: str) -> bool:
    """Two stems of one word: equal, or one the other's start ("chipp" of "chipped", "chip"), or its end ("shade" of "lampshade")."""
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a))) \
        or (min(len(a), len(b)) >= 5 and (a.endswith(b) or b.endswith(a)))


def _named_in(stems: frozenset[str], others: frozenset[str]) -> set[str]:
    return {s for s in stems if any(_same(s, o) for o in others)}


def words_named(s: ReadSentence, variant: bool = True) -> frozenset[str]:
    """The words a sentence names: its stems and its words, with the word for its variant when it says a colour or a size
    (not with `variant` False: a claim's "green vase" names no colour wanted)."""
    words = set(content_stems(s.text)) | set(PLAIN_WORD.findall(s.text.lower())) | kind_words(s.kinds if s.is_request else [])  # (title_words.py)
    if variant and _COLOUR_SAID.search(s.text):
        words |= _COLOUR_WORDS
    if variant and sizes_said(s.text):
        words |= _SIZE_WORDS
    return frozenset(words)


def story_before(read: list[ReadSentence], s: ReadSentence, body: list[ReadSentence]) -> frozenset[str]:
    """The words of the body sentence just before `s` in its paragraph, when it asks nothing of its own (never the subject's)."""
    at = next((i for i, t in enumerate(read) if t is s), 0)
    before = read[at - 1] if at > 0 else None
    if before is None or before.index == 0 or not any(t is before for t in body) or before.paragraph != s.paragraph or before.is_request:
        return frozenset()
    return words_named(before)


def same_order(a: ReadSentence, b: ReadSentence) -> bool:
    """Whether two sentences may be about one order: both name the same one, or either names none."""
    return not a.order or not b.order or a.order == b.order


def opens_with(sentence: str, subject: str) -> bool:
    """Whether a body sentence opens with every word of the subject line, in order: the subject is that ask cut short."""
    said, head = PLAIN_WORD.findall(sentence.lower()), PLAIN_WORD.findall(subject.lower())
    return bool(head) and said[:len(head)] == head


def _subject_stems(subject: ReadSentence) -> frozenset[str]:
    """What a subject names: its content stems, or, of only common words ("Return", "Cancel return?"), its words."""
    # (not "query", "stock": words filing the asks, which no body request need name: runs/intents/title_words.py)
    return without_title_labels(content_stems(subject.text)) or frozenset(w for w in PLAIN_WORD.findall(subject.text.lower()) if len(w) >= 3)


def titles_body_asks(subject: ReadSentence, body: list[ReadSentence], read: list[ReadSentence]) -> bool:
    """Whether a subject read as a request names only what the body's requests on its order ask (the rule above; `read`:
    the reading the body's sentences are in, for the story told before them)."""
    if not (subject.is_request and subject.kinds):
        return False
    stems = _subject_stems(subject)
    asks = [s for s in body if s.is_request and s.role != "injected" and same_order(subject, s)]
    if any(opens_with(s.text, subject.text) for s in asks):
        return True  # the body's ask cut short ("dont send" over "dont send anothr one, just refund"): its title (verify35 V35-071)
    sharing = [s for s in asks if _named_in(stems, words_named(s))]
    if not stems or not sharing or not set(subject.kinds) <= {k for s in sharing for k in s.kinds}:
        return False
    said = frozenset().union(*(words_named(s) | story_before(read, s, body) for s in sharing))
    if _named_in(stems, said) != set(stems):
        return False  # a word no body request names ("Chipped bowl and invoice"): its own ask
    if (named := details_named(subject.text)) and not any(named <= details_named(s.text) for s in asks):
        return False  # account details no one body request names together ("Change email address" over "change my address")
    if "other" in subject.kinds:
        # the part no request of a known kind names is the `other` asks': it has words, and they name them
        known = frozenset().union(*(words_named(s, variant=False) for s in sharing if set(s.kinds) - {"other"}))
        left = frozenset(stems - _named_in(stems, known))
        others = frozenset().union(*(words_named(s) | story_before(read, s, body) for s in sharing if "other" in s.kinds))
        return bool(left) and _named_in(left, others) == set(left)
    return True


def subject_parts_asked(read: list[ReadSentence], subject_end: int) -> None:
    """Mark each piece of the subject line `attached` where the body's requests ask all it names (`subject_end`: where
    its line ends)."""
    if subject_end <= 0:
        return
    body = [s for s in read if s.start > subject_end and s.role != "injected"]
    for subject in (s for s in read if s.end <= subject_end and s.is_request and s.kinds):
        if titles_body_asks(subject, body, read):
            subject.role, subject.kinds, subject.why, subject.spans = "attached", [], TITLE_WHY, {}


def title_lines(s: ReadSentence, requests: list[ReadSentence], kind: str, named: set[str], claimed: set[str], spans_of: SpansOf) -> set[str] | None:
    """The lines a subject read as the title of the body's asks names for `kind`: none where it names one a body request of
    another kind names alone ("Planters wrong colour, can dented" over a body telling the planters came in terracotta and the can
    dented: the planters are the wrong item's, never damaged), while a body sentence asks `kind` itself. None: not a
    title, read as any sentence; an empty set: the title names no line of its own for `kind`, the body's sentences do."""
    if not (s.index == 0 and s.role == "attached" and s.why == TITLE_WHY):
        return None
    if not any(t is not s and t.is_request and kind in t.kinds for t in requests):
        return None
    # (none at all from a title of one claim: what else it names may be the other kind's goods by a shared word, "Cracked jar"
    # over two jars; a title listing two claims, "planters wrong / can broken", leaves each claim's lines to its body sentence)
    return set() if named & claimed or _claims_listed(s.text, spans_of) >= 2 else named


def _claims_listed(subject: str, spans_of: SpansOf) -> int:
    """How many parts of a subject line each tell or ask something ("planters wrong / can broken": two)."""
    return sum(1 for p in subject_parts(subject) if _asks_something(p, spans_of))


def subject_parts(subject: str) -> list[str]:
    """The parts of a subject line, its reply marks and order numbers left out."""
    return [p for p in (p.strip(" .!?:-–—") for p in _PARTS.split(_MARKS.sub(" ", subject))) if p]


# Where a subject line parts its asks: "+", "/", "&", "|", ";", ",", " and ", " - ", "also", "plus".
_PARTS = re.compile(r"\s*(?:[+/&|;,]|\s[-–—]\s|\b(?:and|also|plus)\b)\s*", re.I)
# What a subject may say beside its asks, asking nothing: a reply's mark, an order's number, a label for the mail.
_MARKS = re.compile(r"\b(?:re|fwd?|aw|sv)\s*:|\b(?:SU[\s#-]*\d+|#\s*\d+|order\s*(?:no\.?|number|ref\.?)?\s*[:#]?\s*\d+)\b", re.I)
# Words that name a thing asked for by themselves, whatever goods they go with: "Return label for the rug", "address".
ASKED_THINGS = re.compile(r"\b(?:label|labels|invoice|receipt|address|e-?mail\s+address|phone|number|password|subscription|newsletter|"
                          r"unsubscribe|marketing|discount|voucher|coupon|warranty|guarantee|manual|instructions|collection|pick-?up|"
                          r"cancel\w*|account|name|card)\b", re.I)
SUBJECT_ASKS_MORE_WHY = "the subject line asks what no request in the body does"


def part_accounted(part: str, said: frozenset[str], spans_of: SpansOf) -> bool:
    """Whether a part of a subject is the body's (`said`: the words of the body's requests): a claim of a known kind, which
    the passes before set against the body's ("Dented kettle", "Wrong length" over the customer's own pick), or a part whose
    things asked for by name ("label", "address", "receipt") the body's requests name. A part naming no such thing is left
    to the passes ("Return an unopened sheet set", "I receive not my order" over the body's claim in other words)."""
    if set(spans_of(part)) - {"other"}:
        return True
    # each thing by any of its words ("email address" over "update the email on my account": the email)
    things = [frozenset(PLAIN_WORD.findall(m.group(0).lower())) for m in ASKED_THINGS.finditer(part)]
    return all(_named_in(t, said) for t in things)  # ("Return label for the rug": the label no body request names)


def _asks_something(part: str, spans_of: SpansOf) -> bool:
    """Whether a part of a subject asks or claims something read alone, or names a thing asked for ("address")."""
    return bool(spans_of(part) or ASKED_THINGS.search(part))


def subject_asks_accounted(read: list[ReadSentence], subject_end: int, spans_of: SpansOf) -> None:
    """A subject line read as the title of the body's asks, or as telling more of a request, whose part asks what no body
    request holds, is a request of kind `other` for a person, the part quoted: nothing it asks is dropped (`spans_of`: the
    kinds a text asks, read as a ticket of its own, runs.intents.read.intent_spans)."""
    if subject_end <= 0:
        return
    body = [s for s in read if s.start > subject_end and s.role != "injected"]
    line = [s for s in read if s.end <= subject_end and s.role != "injected"]
    # (a piece beside one read as a title, read as telling nothing: "dented tin + voucher code")
    # only a subject attached as a title or as telling more: an attachment for a reason of its own was read by its own pass
    # ("Where is my towel set?" over a parcel told never come: the loss's question)
    titled = [s for s in line if s.role == "attached" and s.why in (TITLE_WHY, TELLS_MORE)]
    for subject in (s for s in line if s in titled or (titled and s.role == "statement")):
        asks = [s for s in body if (s.is_request or s.role == "attached") and same_order(subject, s)]
        if not any(s.is_request for s in asks):
            continue
        said = frozenset().union(*(words_named(s) | story_before(read, s, body) for s in asks))
        left = [p for p in subject_parts(subject.text) if not part_accounted(p, said, spans_of) and _asks_something(p, spans_of)]
        if left:
            quoted = "; ".join(f'"{p}"' for p in left)
            subject.role, subject.kinds, subject.spans, subject.why = "request", ["other"], {}, f"{SUBJECT_ASKS_MORE_WHY}: {quoted}"
