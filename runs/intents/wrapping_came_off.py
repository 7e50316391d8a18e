"""A part told to have fallen or come off decides whether that is damage: the goods' own part ("the handle fell off the
frying pan", "one leg came off the stool", "the zip came off") is; what the goods are labelled or wrapped in is not ("the
label fell off", "the sticker on the box fell off", "the care tag came off in the wash", "the box lid came off", "the
tape came away", "the price tag peeled off"). "X fell off" was read as damage whatever X was, and $135 was paid over
three probes for a rug, a clock and a cushion nobody said were hurt (ver32c P-25a, P-43, P-25b).

The head of the words before the parting verb decides ("the sticker on the box": a sticker; "the handle on the lid": a
handle). A lid, top, flap, sleeve or paper is the goods' own unless the words around name what they came in ("the box
lid", "the lid of the carton", "the lid came off the box", "the wrapping paper", "the cardboard sleeve"). A pronoun
("it fell off") is left as it was read."""

from __future__ import annotations

import re

from .clause_start import CLAUSE_START

# What goods are labelled or wrapped in: coming off, it leaves the goods as they were.
WRAPPING = _WRAPPING = (r"(?:labels?|stickers?|tags?|swing-?tags?|price-?tags?|barcodes?|tape|sellotape|sello-?tape|cellotape|wrapping|wrappers?|wrap|"
             r"gift-?wrap|bubble-?wrap|shrink-?wrap|cling-?film|cellophane|film|packaging|packing|boxes|box|cartons?|parcels?|packages?|"
             r"envelopes?|mailers?|ribbons?|bows?|slips?|receipts?|invoices?|leaflets?|postage)")
_WRAPPING_WORD = re.compile(rf"^{_WRAPPING}$", re.I)
# What goods come in: a lid or flap named beside it is its own ("the box lid", "the lid of the box", "came off the box").
_CONTAINER = re.compile(r"^(?:boxe?s?|cartons?|parcels?|packages?|packaging|packing|envelopes?|mailers?|outer)$", re.I)
_COVER_PARTS = re.compile(r"^(?:lids?|tops?|flaps?|covers?|corners?|sides?|ends?|bottoms?|papers?|sleeves?|sheets?|layers?|strips?)$", re.I)
# ...or is told to be packing by what it is made of or for ("the wrapping paper", "the cardboard sleeve", "the tissue paper").
_PACKING = re.compile(r"^(?:wrapping|tissue|brown|gift|packing|cardboard|protective|bubble|shrink|outer)$", re.I)
# The parting verbs of the damage cue ("came off", "fell off", "peeled away", "came loose", "fallen off").
_PARTING = re.compile(r"\b(?:came|come|comes|coming|fell|fallen|falls?|falling|peel(?:ed|ing|s)?|popped|pulled|ripped|snapped|broke|broken)"
                      r"\s+(?:clean\s+|right\s+|straight\s+)?(?:off|apart|loose|away)\b", re.I)
_PEELING = re.compile(r"\bpeel(?:ed|ing|s)?\b", re.I)
_PREPOSITIONS = {"on", "of", "from", "in", "at", "for", "with", "to", "inside", "around", "round", "off", "under", "across"}
# Words between the subject and its verb ("the tape had come loose", "the label has just fallen off").
_LINKING = {"had", "has", "have", "was", "were", "is", "are", "just", "already", "all", "completely", "finally", "simply", "got", "been",
            "then", "also", "somehow", "partly", "half", "kind", "of", "sort", "clean"}
_AFTER = re.compile(r"^\s+(?:the|its|their|my|our|this|that)\s+(?:outer\s+|cardboard\s+)?([\w-]+)", re.I)


def _subject_words(text: str, verb_start: int) -> list[str]:
    """The words between the clause's start and the parting verb, lower-cased."""
    before = text[:verb_start]
    starts = [m.end() for m in CLAUSE_START.finditer(before)]
    return re.findall(r"[\w'-]+", before[max(starts) if starts else 0:].lower())[-8:]


def _names_wrapping(subject: list[str], after: str) -> bool:
    """Whether the subject words (and the words after the verb) name what the goods came in, not a part of the goods."""
    while subject and subject[-1] in _LINKING:
        subject = subject[:-1]
    cut = next((i for i, w in enumerate(subject) if w in _PREPOSITIONS), len(subject))
    group, rest = subject[:cut], subject[cut + 1:]
    if not group:
        return False
    head = group[-1]
    if _WRAPPING_WORD.match(head):
        return True  # "the label", "the sticker on the box", "the care tag", "the tape on the parcel"
    if _COVER_PARTS.match(head):
        # "the box lid", "the lid of the carton", "the lid came off the box", "the wrapping paper": what the goods came in
        around = [*group[:-1], *rest]
        onto = _AFTER.match(after)
        return any(_CONTAINER.match(w) or _PACKING.match(w) for w in around) or bool(onto and _CONTAINER.match(onto.group(1)))
    return False


def wrapping_came_off(text: str, span: tuple[int, int]) -> bool:
    """Whether the damage cue at `span` tells a label, a tag, tape or packaging coming off, not a part of the goods."""
    # (a bare "peeling" read as the same: "the label is peeling", peeling_finish.py)
    verb = _PARTING.search(text, span[0], span[1]) or _PEELING.search(text, span[0], span[1])
    if not verb:
        return False
    return _names_wrapping(_subject_words(text, verb.start()), text[verb.end():])
