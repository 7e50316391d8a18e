"""The papers a customer asks for, as a hurried customer types them: "can u also resend the reciept thx", "send me the
recipt again", "pls resend invoce". Read only as "receipt" and "invoice", a mistyped one was a thing resent, another
unit of the goods: the claim's refund was held for a replacement nobody asked for, and the papers asked went unnoticed
(blind round ver27c, V27C-01). Named here once, for every reading that tells papers from goods (runs/intents/cues.py,
remedies.py, asks.py).

The slips are a vowel pair swapped or dropped ("reciept", "recipt", "receit", "invoce", "invioce"); never a word of its
own ("recipe" is no receipt, "invoke" no invoice).
"""

RECEIPT = r"rec(?:ei|ie|e|i)p?t"
INVOICE = r"inv(?:oi|io|o)ce"
# either, plural or not, with the slips above: for a regular expression, bounded by the reading that uses it
PAPER_SLIPS = rf"(?:{RECEIPT}|{INVOICE})s?"
