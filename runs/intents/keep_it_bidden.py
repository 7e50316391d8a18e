"""Keeping the goods told as a bidding, the subject left out: "Keep it, I actually like teal.", "just keep them, we love
them", "Let me keep it.". Read as "I'll keep it" is (runs/intents/remedies.py, settled.py kept_as_is): a wrong scarf the
customer said to keep had a return started and the keeping sent to a person (ver35c P35-10).

Only where the sentence opens with it ("mugs: all fine, keep them" keeps other goods, "keep it out of this" is no keeping); never a keeping for later or for someone ("keep it for me until Friday", "keep them
aside", "keep it in mind", "keep it coming"), nor anything named ("keep the receipt", "keep the change"): the
goods are told by a pronoun."""

KEEP_BIDDEN = (r"^\W*(?:(?:just|please|pls|plz|honestly|actually|simply|ok|okay|no|nah|oh|so)\W+)*(?:(?:let|allow)\s+(?:me|us)\s+(?:to\s+)?)?"
               r"keep\s+(?:it|them|this|these|that|those|both|the\s+lot)\b"
               r"(?!\s+(?:for\s+(?:me|us|now)|safe|aside|back|away|out|in\s+(?:mind|stock|store|the\s+loop)|on\s+(?:file|record|hold|the\s+system)|coming|"
               r"going|open|until|till|til|posted|updated|short|simple|clean|dry|cool|warm|cold|up|quiet|running|together|handy|somewhere)\b)")

# The keeping told bare, the subject left out the same way: "keeping it anyway.", "nah, keeping them", "so keeping it tbh"
# (a wrong lamp "keeping it anyway but pls tell whoever packs these" was read as a claim and its return booked, verify48).
# Never a keeping for later or for someone ("keeping it for you until Friday", "keeping it aside"), nor "keeping it clean".
KEEPING_BARE = (r"^\W*(?:(?:so|but|nah|no|honestly|tbh|ok|okay|anyway|well|think|i\s+think|probably|just)\W+)*"
                r"keeping\s+(?:it|them|this|these|that|those|both|the\s+lot)\b"
                r"(?!\s+(?:for\s+(?:me|us|you|now)|safe|aside|back|away|out|in\s+(?:mind|stock|store|the\s+loop)|on\s+(?:file|record|hold)|until|till|til|"
                r"short|simple|clean|dry|cool|warm|cold|up|quiet|running|together|handy|somewhere|boxed|unopened|sealed)\b)")
