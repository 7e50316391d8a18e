"""The words that name a return: "return the lamp", "my return", "send it back", "sent them back", "post the rug back",
"ship it back", "take them back", "an exchange", "a swap", "arrange a collection".

One pattern for the readers that ask whether a sentence names a return at all: a return struck by name looking for the
return asked before it (return_struck_by_name.py), a return-postage waiver looking for a return asked beside it
(return_postage_waived.py), a return-window question looking for a return asked in words beside it
(return_window_questions.py), and a declining sentence naming the return it calls off (return_called_off.py). They had
four close copies, each missing some of the others' words ("sent it back", "a swap", "take it back", "collection");
each reader still gates on its own sentence roles and kinds, the pattern only says a return is named."""

from __future__ import annotations

import re

# "send it back", "posting the two mugs back": the sender's own words for a return, up to three words between the verb
# and "back" taken greedily, as the readers of an earlier ask read them (earlier_ask_called_off.py,
# earlier_ask_then_kept.py, earlier_ask_changed_next.py kept three copies).
SENT_OR_POSTED_BACK = r"(?:send|post)\w*\s+(?:[\w-]+\s+){0,3}back"
# The goods named as what goes back, right after the verb: "it", "them", "those", "the blue lamp", "my two mugs".
GOODS_GOING_BACK = r"(?:it|them|this|these|that|those|(?:the|my)\s+(?:[\w-]+\s+){0,2}?[\w-]+)"
# (up to three words between the verb and "back": "send the blue lamp back", "sent both of them back")
RETURN_NAMED = re.compile(r"\breturn\w*\b|\b(?:sen[dt]|post|ship|take|bring)\w*\s+(?:[\w-]+\s+){0,3}?back\b|\bexchange\b|\bswap\b|\bcollection\b",
                          re.I)
