"""Words the customer quotes or reports someone else saying are not the customer's ask: "My son says 'just ask
them for your money back, Mum', but I'd much rather have the same vase again", "my husband reckons I should just
get a refund but I'd prefer the same teapot again". Read as the customer's, the son's "money back" made the
sentence a refund and the replacement the customer asked for was dropped; and the other way round ("my wife says
'get a replacement' but I'd rather have my money back") a replacement nobody asked for held the refund.

`own_words` blanks what another person is said to say (quoted, or reported up to the customer's turn: "but",
"however", a dash), keeping the offsets, so that what is left is what the customer asks in their own voice.
"""

from __future__ import annotations

import re

# Someone other than the customer: kin, friends, people in general ("everyone", "the lady in the shop").
_PERSON = (r"(?:(?:my|our|her|his|their|the)\s+(?:little\s+|older\s+|eldest\s+|youngest\s+|grown-?up\s+|other\s+|best\s+)?"
           r"(?:son|daughter|wife|husband|partner|mum|mom|mam|mother|dad|father|brother|sister|friend|neighbou?r|flatmate|roommate|"
           r"niece|nephew|cousin|grandson|granddaughter|boyfriend|girlfriend|colleague|kids?|children|other\s+half|family|"
           r"(?:wo)?man\s+(?:in|at|from)\s+the\s+\w+|lady\s+(?:in|at|from)\s+the\s+\w+|solicitor|lawyer)"
           r"|everyone|everybody|people|a\s+friend|friends)")
_SAYS = (r"(?:says|said|keeps\s+saying|kept\s+saying|reckons|reckoned|thinks|thought|told\s+me|tells\s+me|suggests|suggested|advised|"
         r"insists|insisted|wants\s+me\s+to|wanted\s+me\s+to|would\s+say|has\s+said|is\s+saying)")
# Quoted: "My son says 'just ask them for your money back, Mum'", "my wife said: \"get a replacement\"".
_QUOTED = re.compile(rf"\b{_PERSON}\s+(?:\w+\s+)?{_SAYS}\s*(?:to\s+me\s*)?[,:]?\s*(?P<q>['\"‘“]).+?(?:['\"’”](?=\s*(?:[,;.!?-–—]|\s+but\b|\s+and\b|$)))",
                     re.I)
# Reported, up to the turn: "my husband reckons I should just get a refund but ...", "my friend told me to ask for a new one - ...".
_REPORTED = re.compile(rf"\b{_PERSON}\s+(?:\w+\s+)?{_SAYS}\s+(?:that\s+)?(?:(?:i|we)\s+(?:should|ought\s+to|could|must|need\s+to)|to)\s+[^.!?]*?"
                       r"(?=,?\s*\b(?:but|however|though|although|whereas|except)\b|\s[-–—]+\s|[;.!?]|$)", re.I)


def own_words(text: str) -> str:
    """`text` with what someone else is said to say blanked out (same length, offsets kept)."""
    chars = list(text)
    for pattern in (_QUOTED, _REPORTED):
        for m in pattern.finditer(text):
            chars[m.start():m.end()] = " " * (m.end() - m.start())
    return "".join(chars)
