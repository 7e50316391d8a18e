"""Someone of the shop's told by "of yours": "a colleague of yours refunded that", "an agent of yours sorted it", "a lady
from your team", "one of your reps". Who settled a past problem for the shop (settled_words.WHO_SETTLES): the problem so
settled is context, never a new claim (older43: "The mug came cracked but a colleague of yours refunded that." was a damage
claim beside the plate asked, the mug paid a second time).

... or by the channel they answered on: "the lovely lady on your chat", "the bloke on your helpline", "the man in your shop",
"the gentleman on the phone"; and named beside it, in brackets or commas or before the channel: "the lady on your chat
(Priya?) refunded me there and then", "the lady on the phone, Anne I think, gave me my money back", "Tom on your phone line
refunded it" (verify48 V48-107: a name in brackets kept the settling unread, and the lantern was paid again).

Never the customer's own people ("a colleague of mine", "my colleague"), whose purchase or settling is theirs
(others_settled.py), nor a store that is not said to be the shop's ("a man in the shop down the road")."""

# The channel the shop answers on: its chat, phone line, helpline, a desk or counter, a store or branch of its own.
_CHANNEL = r"(?:live\s+chat|chat|phone(?:\s+line)?|phones|help\s*line|hotline|line|desk|counter|branch)"
# A name told beside the person, capitalised as names are: "(Priya?)", "(Sam)", ", Anne I think,", "- Tom -".
NAME_ASIDE = (r"(?:\s*\(\s*(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?\s*(?:i\s+think|maybe|i\s+believe)?\s*\??\s*\)"
              r"|\s*[,\u2013\u2014-]\s*(?-i:[A-Z][a-z]+)(?:\s+(?:i\s+think|maybe|i\s+believe))?\s*[,\u2013\u2014-])")
# The person, then "of yours" / "of your team" / the channel: one more voice of WHO_SETTLES.
SHOP_PERSON_OF_YOURS = (r"(?:a|an|one|the|this|that)\s+(?:[\w-]+\s+)?(?:colleague|agent|rep|representative|advisor|adviser|assistant|manager|"
                        r"member\s+of\s+staff|staff\s+member|lady|guy|gentleman|man|woman|person|chap|bloke|girl|fella|fellow)s?\s+"
                        r"(?:of\s+(?:yours|urs|your\s+(?:team|staff|company|shop|store|support(?:\s+team)?))"
                        r"|(?:from|in|on|at|over)\s+(?:your|ur)\s+(?:[\w-]+\s+)?(?:team|staff|shop|store|support|" + _CHANNEL + r")"
                        r"|(?:on|over)\s+the\s+(?:" + _CHANNEL + r"))(?:" + NAME_ASIDE + r")?"
                        # a name before the channel: "Tom on your phone line", "Priya from your chat team"
                        r"|(?!(?:Earlier|Yesterday|Today|Someone|Somebody|Nobody|Hi|Hello|Also|And|But|So|Then|Last|This|Once|When|Back|Before)\b)"
                        r"(?-i:[A-Z][a-z]+)\s+(?:from|on|at|over|in)\s+(?:your|ur)\s+(?:[\w-]+\s+)?(?:team|staff|support|" + _CHANNEL + r")")
