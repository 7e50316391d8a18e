"""The papers and packing a customer keeps are no goods kept: "I'd like to return the dress and the belt. I'll keep the
receipt in case." read "I'll keep the receipt" as the goods kept (the remedy declined), so the return asked just before
was taken back and nothing went back: a request dropped in silence. Keeping the receipt, the box, the tags or the
packing declines nothing. `PAPERS` is regex text for a negative lookahead after "keep"."""

PAPERS = (r"(?:(?:the|my|our)\s+(?:original\s+)?(?:receipts?|reciepts?|box|boxes|packaging|packing|tags?|labels?|invoices?|paperwork|instructions|manual|"
          r"wrapping|gift\s+bag|bag|confirmation|e-?mails?|order\s+number|tracking\s+number|proof\s+of\s+postage|postage\s+receipt)\b)")
