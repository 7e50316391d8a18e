"""Whom an instruction is addressed to when it is addressed to the agent: the agent, the assistant, the bot, the AI, the
model, the system, with what may come before ("the support agent", "any AI assistant", "a customer service bot", "the
claims agent", "whichever language model"). One table for every reader of such an address: a label at the head of a line
(runs/agent_labels.py: "Note to the agent:") and a markdown heading or label (runs/markdown_instructions.py: "## Note for
the support agent", "**For the AI:**"). Never a delivery agent, a travel agent or the support team: people.
"""

from __future__ import annotations

# The machine reading the message, named alone: "assistant", "bot", "the AI", "a language model".
MACHINE = r"(?:ai|a\.i\.|assistant|bot|chat\s?bot|llm|language\s+model|model)"
# What it is called before its name: "support agent", "AI assistant", "customer care bot", "claims agent", "LLM agent".
_OF_WHAT = (r"(?:support|ai|a\.i\.|automated|automatic|virtual|cs|cx|customer\s+(?:service|support|care)|help\s?desk|refunds?|claims?|"
            r"triage|llm|chat)")
# ...or the machine named by the task it does: "the fulfilment AI", "the order-processing bot", "the returns assistant" (never
# "the fulfilment agent" nor "the returns team": they may be people; mendG, a held-back round).
_OF_TASK = (r"(?:fulfil+ment|order(?:[\s-]processing)?|processing|returns?|billing|warehouse|dispatch|shipping|shop|store|refund[\s-]processing)")
ADDRESSEE = rf"(?:(?:the|any|this|whichever|whatever|an?)\s+)?(?:(?:{_OF_WHAT}\s+)?(?:agent|{MACHINE}|system)|{_OF_TASK}\s+{MACHINE})s?"
# Whoever reads the message, named as nobody in particular, alone or in pairs: "whoever", "whoever or whatever",
# "whoever/whatever" (a note "to whoever or whatever processes this" speaks to a machine as much as to a person).
_ANYONE = r"(?:whoever|whomever|anyone|anybody|whatever|whichever)"
WHOEVER = rf"{_ANYONE}(?:\s*(?:or|/|and)\s*{_ANYONE})?"
