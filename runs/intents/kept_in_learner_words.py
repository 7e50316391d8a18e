"""Goods kept, told in a learner's present tense after a change of mind: "i change my mind, i keep the chair.", "I changed
my mind, we keep it", "i decide keep the lamp". The declining words read "I'll keep", "I will keep", "I've decided to
keep", so the bare "i keep" after the change of mind was read as the change of mind itself: a return the customer was
calling off was started. It declines the remedy as "I'll keep the chair" does (runs/intents/remedies.declines).

Only after a change of mind or a decision told in the same sentence: a bare "I keep the chair in the garden" tells a
habit, and "I keep getting emails" keeps nothing. A leaf: remedies.py reads it.
"""

from __future__ import annotations

# the goods kept: "it", "them", "the chair", "my lamp" (not "I keep getting", "I keep asking")
_KEPT = r"(?:it|them|this|that|these|those|(?:the|my|our)\s+(?!(?:old|current|existing|previous)\b)[\w-]+)\b"
KEPT_IN_PRESENT = (
    # "i change my mind, i keep the chair", "changed my mind - we keep them", "i have change my mind and i keep it"
    rf"\bchanged?\s+(?:of\s+)?(?:my|our)\s+minds?\b[^.!?]{{0,20}}?\b(?:i|we)\s+(?:just\s+|will\s+just\s+)?keep\s+{_KEPT}"
    # "i decide keep the lamp", "we decide to keep it"
    rf"|\b(?:i|we)\s+decide\s+(?:to\s+)?keep\s+{_KEPT}"
)
