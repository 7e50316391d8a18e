import os,django
os.environ.setdefault("DJANGO_SETTINGS_MODULE","supervisor.settings"); django.setup()
from runs.intents import read_ticket
from runs.language import ticket_language
for txt in ["Broken lamp order SU-61516\nLa lámpara llegó rota. Quiero mi dinero.",
"Damaged mug SU-61540\nHola, la taza llegó rota y además me cobraron dos veces en la tarjeta. Quiero el reembolso de los dos cobros, por favor. Muchas gracias, Lucía",
"Charged twice SU-61541\nGuten Tag, ich wurde zweimal belastet. Außerdem ist die Lampe nie angekommen, bitte erstatten Sie beides. Viele Grüße, Jens",
"Order SU-61542 damaged\nBonjour, le vase est arrivé cassé. Par ailleurs, je voudrais changer mon adresse de livraison pour la prochaine commande. Merci, Claire"]:
    r=read_ticket(txt); d=ticket_language(txt,[s.text for s in r.requests if set(s.kinds)-{"other"}])
    print(d); [print("   ",s.role,s.kinds,repr(s.text)) for s in r.sentences]
