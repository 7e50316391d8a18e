"""Readings of a text made once per process (runs.intents.cues._spans_of, runs.ticket_lines.words_mentioned)
and a turn's payloads copied for the batch (runs.record._copied): the same answer as made afresh, and
nothing a caller does to what it was given reaches the next caller."""

import copy

import pytest

from runs import record
from runs.intents import cues
from runs.ticket_lines import _words_mentioned, words_mentioned

SENTENCES = [
    "The teapot arrived cracked and the lid is chipped.",
    "my parcel hasnt arived yet, its been 3 weeks",
    "I was charged twice for order SU-1234, please refund the second payment",
    "kettel is leeking all over the counter!!",
    "Ordered 6 glasses but only 4 came, the box was crushed",
    "Could you tell me when the lamp ships?",
    "thanks, all good now",  # no cue at all
]

LINES = [
    {"sku": "TP-1", "description": "Stoneware teapot"},
    {"sku": "LS-2", "description": "Drum lampshade"},
    {"sku": "CR-3", "description": "Creamer jug"},
    {"sku": "KT-4", "description": "Electric kettle"},
    {"sku": "GL-5", "description": "Tumbler glass set"},
]
TEXTS = ["the teepot lid broke", "the shde is torn", "creamr arrived chipped", "the settle came", "both glasses smashed", "the rest is fine"]


def _spans_afresh(text):
    typed, back = cues._typed_right.__wrapped__(text)
    if typed == text:
        return cues._spans_read(text)
    return {kind: [(back[a], back[b - 1] + 1) for a, b in hits] for kind, hits in cues._spans_read(typed).items()}


@pytest.mark.parametrize("text", SENTENCES)
def test_a_sentences_cue_spans_read_once_are_those_read_afresh(text):
    assert cues._spans_of(text) == _spans_afresh(text)
    assert cues._spans_of(text) == _spans_afresh(text)  # the second time, from the process's reading


@pytest.mark.parametrize("text", SENTENCES)
def test_a_caller_changing_the_cue_spans_it_was_given_changes_nothing_the_next_caller_reads(text):
    first = cues._spans_of(text)
    expected = copy.deepcopy(first)
    first["late_delivery"] = [(0, 1)]
    for hits in first.values():
        hits.append((99, 100))
    first.pop("question", None)
    assert cues._spans_of(text) == expected


@pytest.mark.parametrize("line", LINES)
def test_a_lines_words_named_in_a_text_read_once_are_those_read_afresh(line):
    for text in TEXTS:
        afresh = list(_words_mentioned.__wrapped__(line["description"], text))
        assert words_mentioned(line, text) == afresh
        assert words_mentioned(line, text) == afresh


def test_the_words_named_are_a_fresh_list_each_time():
    line, text = LINES[0], TEXTS[0]
    first = words_mentioned(line, text)
    assert first == ["teapot"]
    first.append("kettle")
    assert words_mentioned(line, text) == ["teapot"]
    assert words_mentioned({"sku": "X"}, text) == []  # a line without a description names nothing


def test_a_near_miss_of_a_word_is_not_named_from_the_process_reading_either():
    assert words_mentioned(LINES[3], "the settle came") == [] == words_mentioned(LINES[3], "the settle came")
    assert words_mentioned(LINES[1], "the rest is fine") == [] == words_mentioned(LINES[1], "the rest is fine")


@pytest.mark.parametrize("payload", [
    {},
    {"decision": {"amount_cents": 1250, "lines": [{"sku": "TP-1", "quantity": 1}], "approved": None, "ratio": 0.5}},
    {"response": {"content": [{"type": "text", "text": "Refund issued"}, {"type": "tool_use", "input": {"order_ref": "SU-1"}}]}},
    {"nested": [[1, [2, [3, {"deep": ["x"]}]]]], "flag": True},
    {"odd": (1, [2]), "set": {"a"}},  # not JSON: copied as deepcopy copies it
])
def test_a_batched_payload_is_copied_as_deepcopy_copies_it_and_shares_nothing_that_can_change(payload):
    copied = record._copied(payload)
    assert copied == copy.deepcopy(payload)

    def mutable_ids(value, found):
        if isinstance(value, (dict, list, set)):
            found.add(id(value))
        for item in (value.values() if isinstance(value, dict) else value if isinstance(value, (list, tuple, set)) else []):
            mutable_ids(item, found)
        return found

    assert not mutable_ids(payload, set()) & mutable_ids(copied, set())
