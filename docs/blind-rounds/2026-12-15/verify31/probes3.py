import os, sys, json
os.environ.setdefault('DJANGO_SETTINGS_MODULE','supervisor.settings')
import django; django.setup()
from runs.intents.read import read_ticket
P = [
("R01","The toaster was dented, which your phone team kindly sorted with a partial refund. Can you please also cancel my newsletter?","toaster context; other"),
("R02","The delivery was late last time but that's been dealt with. Now the mug is chipped.","late context; damaged"),
("R03","I got charged twice back in March, you fixed it. Thanks.","nothing"),
("R04","The lamp arrived broken in January. You refunded me. Great.","nothing"),
("R05","You already refunded the late fee for this order, thanks. Just wanted to say the bowl is chipped too.","late context; damaged"),
("R06","Re the cracked blender: already refunded by your colleague, no further action. However, I'd like to return the unused whisk, changed my mind.","blender context; change_of_mind"),
("R07","The second payment was refunded to my card yesterday, so that's fine. Could you send me the receipt for the refund though?","dup context; other"),
("R08","The kettle works great and the toaster too and I'm really pleased with the speed of delivery and I'd be grateful if you could add my partner as a second contact on the account.","other"),
("R09","Loved the order, the candles smell amazing, could you also let me know if you ship to Canada and please remove my old card from the account.","other x2"),
("R10","The rug was late. You sent me $6.95 back for the shipping already. The rug also has a stain.","late context; damaged"),
("R11","The charge was doubled. Refunded by bank. Ok now.","nothing"),
("R12","The delivery was late - your agent Mia refunded the fee on the phone yesterday.","nothing"),
("R13","Hi! parcel arrived late (your team compensated me already via voucher, ty) but anyway the cup inside is chipped","late context; damaged"),
("R14","Previously the jug was cracked and you replaced it. The replacement is also cracked.","damaged (recurrence)"),
("R15","My refund for the broken chair was sorted. I need the assembly instructions PDF though.","chair context; other"),
("R16","The order was 4 days late. I was given the delivery fee back by your live chat. Also I was charged twice for it, that's still not fixed.","late context; dup"),
("R17","Late delivery on this order - refunded, thank you. The wrong size of shoes came as well, please exchange for a 9.","late context; wrong_item/other"),
("R18","the mixer came broken and u guys refunded it already thx. i also want to cancel my subscription box, and tell me when the sale starts","mixer ctx; other x2"),
]
for pid, text, exp in P:
    r = read_ticket(text, order_ref='SU-1')
    print('=====',pid,'| EXPECT:',exp,'| intents',[str(i) for i in r.intents])
    print('   TEXT:',text)
    for s in r.sentences:
        print('   -',repr(s.text[:100]),s.role,s.kinds,list(s.forbids or []),'|',s.why[:70])
    if r.removed: print('   REMOVED:',r.removed)
