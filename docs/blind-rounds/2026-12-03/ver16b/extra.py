# supplementary variants of the top failures (not part of the 50)
import json, importlib.util, sys
spec = importlib.util.spec_from_file_location("g", "gen.py"); g = importlib.util.module_from_spec(spec)
sys.argv=["gen.py"]; spec.loader.exec_module(g)
L=[("VASE-X","Glass vase",1,4000)]
X=[]
def o(ref, **k): return g.order(ref, L, **k)
X.append(g.case("X-1","courier swap, plain","vase","The vase from SU-74001 arrived chipped. The courier swapped it for a new one the next day, all good.",g.world(o("SU-74001")),[],g.exp("escalated"),ref="SU-74001"))
X.append(g.case("X-2","chat voucher","vase","The vase on SU-74002 had a scuff. Your chat team gave me a voucher, so it's settled.",g.world(o("SU-74002")),[],g.exp("escalated"),ref="SU-74002"))
oo=o("SU-74003"); g.dup(oo,1)
X.append(g.case("X-3","pending hold, future","charge","The vase payment shows twice on my card but the second is only a pending hold and my bank says it will drop off. Nothing for you to do. SU-74003",g.world(oo),[],g.exp("escalated"),ref="SU-74003"))
X.append(g.case("X-4","worn a few times","return","I've worn the vase... no. I have used the glass vase for flowers all week and I don't like it after all, I'd like to return it. SU-74004",g.world(o("SU-74004")),["change_of_mind"],g.exp("partial",deferred=["vase"]),ref="SU-74004"))
X.append(g.case("X-5","settled by phone with a discount","vase","The vase from SU-74005 came cracked but your phone team knocked 20% off my next order for it, I'm happy with that.",g.world(o("SU-74005")),[],g.exp("escalated"),ref="SU-74005"))
X.append(g.case("X-6","courier swap without time words","vase","The vase from SU-74006 was smashed when it arrived but the courier came back with a fresh one from your depot. Nothing needed from you.",g.world(o("SU-74006")),[],g.exp("escalated"),ref="SU-74006"))
open("extra.jsonl","w").write("".join(json.dumps(c)+"\n" for c in X))
