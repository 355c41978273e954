#!/usr/bin/env python3
"""Generates the designed content of the Maniacal plugin: data/*.toml and locales/*/content.ftl.
Run from plugins/maniacal: python3 tools/gen_content.py. The output is committed; the plugin
reads only the generated files. Every value here is designed (see README.md)."""

TYPES = ["beasts", "criminals", "scientists", "mystics"]
TRAITS = ["brawn", "stealth", "intellect", "magic"]

out_en, out_de = [], []
def msg(key, en, de):
    out_en.append(f"{key} = {en}")
    out_de.append(f"{key} = {de}")

# ---------------------------------------------------------------- henchmen (D-07)
# cost list per type and trait profiles (brawn, stealth, intellect, magic); budget = cost + 2
HENCH = {
 "beasts": [("royal-jelly","Royal Jelly","Gelée Royale",3,(3,2,0,0)),("hammerhead","Hammerhead","Hammerhai",4,(4,2,0,0)),
   ("mangle","Mangle","Mangel",1,(2,1,0,0)),("nightpaw","Nightpaw","Nachtpfote",1,(1,2,0,0)),("tusk","Tusk","Hauer",2,(4,0,0,0)),
   ("velvet-fang","Velvet Fang","Samtzahn",2,(2,2,0,0)),("gorillon","Gorillon","Gorillon",3,(5,0,0,0)),
   ("the-shrike","The Shrike","Der Würger",3,(2,2,0,1)),("scuttle","Scuttle","Krabbler",4,(2,4,0,0)),("behemoth","Behemoth","Behemoth",5,(5,2,0,0))],
 "criminals": [("ms-nomer","Ms. Nomer","Frau Nomer",3,(0,3,2,0)),("magpie","Magpie","Elster",2,(0,3,1,0)),("mr-moist","Mr. Moist","Herr Feucht",2,(1,2,1,0)),
   ("pickpocket-pete","Pickpocket Pete","Taschen-Paul",1,(0,2,1,0)),("the-fence","The Fence","Der Hehler",1,(0,1,2,0)),
   ("silk","Silk","Seide",3,(0,5,0,0)),("ledger","Ledger","Kassenbuch",3,(0,2,3,0)),("crowbar-kate","Crowbar Kate","Brecheisen-Käthe",4,(2,3,1,0)),
   ("the-forger","The Forger","Der Fälscher",4,(0,2,4,0)),("mastermind-mo","Mastermind Mo","Meisterhirn Mo",5,(0,4,3,0))],
 "scientists": [("gray-matter","Gray Matter","Graue Zelle",5,(0,0,5,2)),("centrifuge","Centrifuge","Zentrifuge",3,(0,0,4,1)),
   ("beaker","Beaker","Becherglas",1,(0,0,3,0)),("doc-volt","Doc Volt","Doktor Volt",1,(1,0,2,0)),("the-calculator","The Calculator","Der Rechner",2,(0,0,4,0)),
   ("quark","Quark","Quark",2,(0,1,2,1)),("professor-plasma","Professor Plasma","Professor Plasma",3,(0,0,3,2)),
   ("nanette","Nanette","Nanette",3,(1,1,3,0)),("helix","Helix","Helix",4,(0,0,4,2)),("the-inventor","The Inventor","Die Erfinderin",4,(2,0,4,0))],
 "mystics": [("occulus","Occulus","Okkulus",1,(0,0,0,3)),("the-minister","The Minister","Der Minister",3,(1,0,1,3)),
   ("hexa","Hexa","Hexa",1,(1,0,0,2)),("bonecaller","Bonecaller","Knochenruferin",2,(2,0,0,2)),("the-veiled","The Veiled","Die Verschleierte",2,(0,1,0,3)),
   ("runestone","Runestone","Runenstein",3,(2,0,0,3)),("madame-tarot","Madame Tarot","Madame Tarot",3,(0,0,0,5)),
   ("the-colossus","The Colossus","Der Koloss",4,(4,0,0,2)),("star-eater","Star Eater","Sternfresser",4,(0,0,2,4)),("the-oracle","The Oracle","Das Orakel",5,(0,1,1,5))],
}
t = ["# The 40 henchmen, 10 per type (designed: costs, traits; names partly from the rule text).",
     "# traits are brawn, stealth, intellect, magic; a trait not printed is 0.", ""]
for ty in TYPES:
    for (hid, en, de, cost, tr) in HENCH[ty]:
        assert sum(tr) == cost + 2, hid
        t += ["[[henchman]]", f'id = "{hid}"', f'kind = "{ty}"', f"cost = {cost}", f"traits = {list(tr)}", ""]
        msg(f"henchman-{hid}", en, de)
open("data/henchmen.toml","w").write("\n".join(t))

# ---------------------------------------------------------------- rooms (D-08)
# (id, en, de, cost, type, value, effect, arg1, arg2, weeks, copies)
R = [
 # plain rooms: attraction = cost + 2
 ("kennels","Kennels","Zwinger",1,"beasts",3,"none","",0,0,1),
 ("feeding-pit","Feeding Pit","Futtergrube",2,"beasts",4,"none","",0,0,2),
 ("monster-pen","Monster Pen","Monstergehege",3,"beasts",5,"none","",0,0,2),
 ("jungle-dome","Jungle Dome","Dschungelkuppel",4,"beasts",6,"none","",0,0,1),
 ("back-alley","Back Alley","Hinterhof",1,"criminals",3,"none","",0,0,2),
 ("card-den","Card Den","Spielhölle",2,"criminals",4,"none","",0,0,2),
 ("safe-house","Safe House","Unterschlupf",3,"criminals",5,"none","",0,0,2),
 ("vault-lounge","Vault Lounge","Tresorsalon",4,"criminals",6,"none","",0,0,1),
 ("robotics-lab","Robotics Lab","Robotiklabor",1,"scientists",3,"none","",0,0,2),
 ("server-farm","Server Farm","Serverfarm",2,"scientists",4,"none","",0,0,2),
 ("intrinsic-field-chamber","Intrinsic Field Chamber","Eigenfeldkammer",3,"scientists",5,"none","",0,0,2),
 ("particle-ring","Particle Ring","Teilchenring",4,"scientists",6,"none","",0,0,1),
 ("candle-crypt","Candle Crypt","Kerzengruft",1,"mystics",3,"none","",0,0,2),
 ("scrying-pool","Scrying Pool","Seherteich",2,"mystics",4,"none","",0,0,2),
 ("summoning-circle","Summoning Circle","Beschwörungskreis",3,"mystics",5,"none","",0,0,2),
 ("astral-spire","Astral Spire","Astralturm",4,"mystics",6,"none","",0,0,1),
 # action rooms
 ("id-lab","Id Lab","Es-Labor",3,"scientists",2,"infamy_per_type","scientists",2,1,2),
 ("trophy-hall","Trophy Hall","Trophäenhalle",3,"beasts",2,"infamy_per_type","beasts",3,1,2),
 ("rogues-gallery","Rogues' Gallery","Ganovengalerie",3,"criminals",2,"infamy_per_type","criminals",3,1,2),
 ("ritual-chamber","Ritual Chamber","Ritualkammer",3,"mystics",2,"infamy_per_type","mystics",3,1,2),
 ("counterfeit-press","Counterfeit Press","Falschgelddruckerei",2,"criminals",2,"money","",4,1,2),
 ("protection-racket","Protection Racket","Schutzgeldbüro",2,"beasts",2,"money_per_type","beasts",1,1,1),
 ("patent-office","Patent Office","Patentamt",2,"scientists",2,"money_per_type","scientists",1,1,1),
 ("fortune-parlour","Fortune Parlour","Wahrsagestube",2,"mystics",2,"money_per_type","mystics",1,1,1),
 ("war-room","War Room","Lagezentrum",3,"criminals",3,"draw_scheme","",1,1,2),
 ("mutation-tank","Mutation Tank","Mutationstank",4,"scientists",3,"gain_power","",1,1,2),
 ("infirmary","Infirmary","Krankenstation",2,"beasts",2,"heal","",0,1,2),
 ("recruiting-poster","Recruiting Poster","Werbeplakat",1,"criminals",1,"attraction","criminals",3,1,1),
 ("bait-station","Bait Station","Köderstation",1,"beasts",1,"attraction","beasts",3,1,1),
 ("grant-office","Grant Office","Fördermittelstelle",1,"scientists",1,"attraction","scientists",3,1,1),
 ("omen-altar","Omen Altar","Omenaltar",1,"mystics",1,"attraction","mystics",3,1,1),
 ("broadcast-tower","Broadcast Tower","Sendeturm",3,"mystics",2,"infamy","",4,1,2),
 ("doom-monologue-stage","Monologue Stage","Monologbühne",4,"mystics",3,"infamy","",7,2,1),
 # contract rooms
 ("cloaks-and-costumes","Cloaks & Costumes","Umhänge & Kostüme",2,"criminals",2,"extra_die","",1,0,2),
 ("armoury","Armoury","Waffenkammer",3,"beasts",2,"extra_dice","brawn",2,0,1),
 ("shadow-gym","Shadow Gym","Schattenhalle",3,"beasts",2,"extra_dice","stealth",2,0,1),
 ("supercomputer","Supercomputer","Supercomputer",3,"scientists",2,"extra_dice","intellect",2,0,1),
 ("moon-well","Moon Well","Mondbrunnen",3,"mystics",2,"extra_dice","magic",2,0,1),
 ("blueprint-vault","Blueprint Vault","Bauplantresor",3,"scientists",3,"target_minus","",1,0,2),
 ("simulation-deck","Simulation Deck","Simulationsdeck",3,"scientists",2,"reroll","",2,0,2),
 ("lucky-shrine","Lucky Shrine","Glücksschrein",2,"mystics",2,"reroll","",2,0,1),
 ("getaway-garage","Getaway Garage","Fluchtgarage",3,"criminals",3,"plus_success","",1,0,2),
 ("training-arena","Training Arena","Trainingsarena",3,"beasts",3,"plus_success","",1,0,1),
 ("bone-setter","Bone Setter","Knocheneinrenker",2,"beasts",2,"shield_injury","",1,0,2),
 ("escape-tunnel","Escape Tunnel","Fluchttunnel",3,"beasts",2,"shield_capture","",1,0,2),
 ("loot-counter","Loot Counter","Beutezählerei",2,"criminals",2,"success_money","",2,0,1),
 ("press-office","Press Office","Pressestelle",3,"mystics",2,"success_infamy","",3,0,2),
 ("insurance-desk","Insurance Desk","Versicherungsschalter",1,"scientists",1,"failure_money","",2,0,1),
]
total = sum(r[10] for r in R)
assert total == 75, total
t = ["# The 75 Secret Base Room cards (designed; names from the text: Intrinsic Field Chamber,",
     "# Robotics Lab, Id Lab, Cloaks & Costumes). `copies` cards of each design.",
     "# effect kinds: none | infamy_per_type | money | money_per_type | draw_scheme | gain_power | heal",
     "# | attraction | infamy (action rooms, `weeks` to activate) | extra_die | extra_dice | target_minus",
     "# (before the roll) | reroll | plus_success (after the roll) | shield_injury | shield_capture",
     "# | success_money | success_infamy | failure_money (after the result) (contract rooms).", ""]
for (rid, en, de, cost, ty, val, eff, arg, amt, weeks, copies) in R:
    t += ["[[room]]", f'id = "{rid}"', f"cost = {cost}", f'attracts = "{ty}"', f"attraction = {val}",
          f'effect = "{eff}"']
    if arg: t.append(f'effect_arg = "{arg}"')
    if amt: t.append(f"amount = {amt}")
    if weeks: t.append(f"weeks = {weeks}")
    t += [f"copies = {copies}", ""]
    msg(f"room-{rid}", en, de)
open("data/rooms.toml","w").write("\n".join(t))

# ---------------------------------------------------------------- contracts (D-09)
VERBS = {
 "brawn": [("Storm","stürmen"),("Raid","überfallen"),("Demolish","abreißen")],
 "stealth": [("Infiltrate","infiltrieren"),("Burgle","ausräumen"),("Spy on","ausspionieren")],
 "intellect": [("Hack","hacken"),("Sabotage","sabotieren"),("Blackmail","erpressen")],
 "magic": [("Curse","verfluchen"),("Haunt","heimsuchen"),("Bewitch","verhexen")],
}
OBJ = [("the Central Bank","die Zentralbank"),("the Royal Museum","das Königliche Museum"),("the Harbour","den Hafen"),
 ("the Stock Exchange","die Börse"),("the Space Centre","das Raumfahrtzentrum"),("the Opera House","das Opernhaus"),
 ("the Summit Meeting","das Gipfeltreffen"),("the Weather Station","die Wetterstation"),("the Diamond Mine","die Diamantenmine"),
 ("the Casino","das Kasino"),("the Dam","den Staudamm"),("the Embassy","die Botschaft"),("the Gold Reserve","die Goldreserve"),
 ("the Satellite Array","die Satellitenanlage"),("the World Fair","die Weltausstellung"),("the Mint","die Münzprägeanstalt"),
 ("the Secret Archive","das Geheimarchiv"),("the Power Plant","das Kraftwerk"),("the Royal Yacht","die Königsjacht"),
 ("the Television Studio","das Fernsehstudio"),("the Research Base","die Forschungsstation"),("the Grand Hotel","das Grandhotel"),
 ("the Airship Dock","den Luftschiffhafen"),("the Observatory","die Sternwarte"),("the Border Fort","die Grenzfestung"),
 ("the Chess Championship","die Schachmeisterschaft"),("the Lighthouse","den Leuchtturm"),("the Parliament","das Parlament"),
 ("the Zoo","den Zoo"),("the Cathedral Treasury","die Domschatzkammer"),("the Oil Rig","die Bohrinsel"),("the Prison Island","die Gefängnisinsel"),
 ("the Ice Hotel","das Eishotel"),("the Naval Base","den Marinestützpunkt")]
SIZES = {"easy": [12,12,8,4], "hard": [6,10,10,7], "legendary": [4,8,8,8]}
TARGETS = {"easy": [(1,2),(2,3),(3,4),(4,4)], "hard": [(3,4),(5,6),(6,8),(8,9)], "legendary": [(4,6),(7,9),(10,12),(13,15)]}
INF = {"easy": [(3,0),(4,1),(5,1),(6,1)], "hard": [(5,1),(7,1),(9,2),(11,2)], "legendary": [(8,2),(11,2),(14,3),(17,3)]}
MONEY = {"easy": (1,2), "hard": (2,4), "legendary": (3,6)}
GAIN = {"easy": 0.2, "hard": 0.4, "legendary": 0.6}
INJ = {"easy": 0.25, "hard": 0.4, "legendary": 0.3}
CAP = {"easy": 0.0, "hard": 0.15, "legendary": 0.35}
t = ["# The 97 contracts: 36 Easy, 33 Hard, 28 Legendary (designed after spec D-09).",
     "# back: difficulty, size (team), trait (recommended); front: target and results.",
     "# effects: captured | injured | scheme | power.", ""]
used = set(); n = 0
counter = 0
for diff in ["easy","hard","legendary"]:
    k = 0
    for si, count in enumerate(SIZES[diff]):
        lo, hi = TARGETS[diff][si]
        for j in range(count):
            trait = TRAITS[j % 4]
            target = lo + (j // 4 + j) % (hi - lo + 1)
            harder = 1 if (hi > lo and target == hi) else 0
            si_inf, fa_inf = INF[diff][si]
            si_inf += harder + (j % 3) - 1 if j % 3 != 1 else harder
            mlo, mhi = MONEY[diff]
            money = mlo + (j * 7 + si) % (mhi - mlo + 1)
            fmoney = (j + si) % 3 if diff != "easy" else (j % 2)
            seff, feff = [], []
            # deterministic spread of effects by fractions
            def hit(frac, salt):
                return ((k * 37 + salt * 11) % 100) < frac * 100
            if hit(GAIN[diff], 1): seff.append("scheme" if k % 2 == 0 else "power")
            if hit(CAP[diff], 3): feff.append("captured")
            elif hit(INJ[diff], 2): feff.append("injured")
            if diff == "legendary" and si == 3 and j == 0:
                name_en, name_de, cid = "Steal a Nuclear Warhead", "Einen Atomsprengkopf stehlen", "nuclear-warhead"
            else:
                while True:
                    vi = counter % 3; oi = (counter * 7 + counter // 3) % len(OBJ)
                    counter += 1
                    key = (trait, vi, oi)
                    if key not in used: break
                used.add(key)
                ven, vde = VERBS[trait][vi]; oen, ode = OBJ[oi]
                name_en = f"{ven} {oen}"; name_de = (ode[0].upper() + ode[1:]) + " " + vde
                cid = f"{diff[0]}{k+1:02d}"
            t += ["[[contract]]", f'id = "{cid}"', f'difficulty = "{diff}"', f"size = {si+1}", f'trait = "{trait}"',
                  f"target = {target}", f"success = {{ infamy = {max(si_inf,1)}, money = {money}, effects = {seff} }}".replace("'",'"'),
                  f"failure = {{ infamy = {fa_inf}, money = {fmoney}, effects = {feff} }}".replace("'",'"'), ""]
            msg(f"contract-{cid}", name_en, name_de)
            k += 1; n += 1
assert n == 97
open("data/contracts.toml","w").write("\n".join(t))

# ---------------------------------------------------------------- schemes (D-10): every (negative, positive) pair
NEG = ["target_up","remove_die","extra_week","injure","steal"]
POS = ["reroll","time","refresh","cancel","consolation"]
SN = [("Rigged Odds","Gezinkte Chancen"),("Tripwire","Stolperdraht"),("False Alarm","Fehlalarm"),("Poisoned Tea","Vergifteter Tee"),("Inside Man","Maulwurf"),
 ("Red Herring","Falsche Fährte"),("Jammed Radio","Gestörter Funk"),("Lost Map","Verlorene Karte"),("Banana Peel","Bananenschale"),("Double Cross","Doppelspiel"),
 ("Forged Orders","Gefälschte Befehle"),("Sticky Floor","Klebriger Boden"),("Traffic Jam","Verkehrsstau"),("Rusty Blade","Rostige Klinge"),("Pickpocket","Taschendieb"),
 ("Smoke Bomb","Rauchbombe"),("Cut Wire","Gekapptes Kabel"),("Stolen Watch","Gestohlene Uhr"),("Trapdoor","Falltür"),("Blackmail Note","Erpresserbrief"),
 ("Anonymous Tip","Anonymer Hinweis"),("Evil Twin","Böser Zwilling"),("Bureaucracy","Bürokratie"),("Ambush","Hinterhalt"),("Ransom","Lösegeld")]
t = ["# The 25 Scheme cards: one for each pairing of the 5 negative and 5 positive effects", "# of the rule text (the pairing and names are designed).", ""]
i = 0
for ni, ne in enumerate(NEG):
    for pi, po in enumerate(POS):
        sid = f"s{i+1:02d}"
        t += ["[[scheme]]", f'id = "{sid}"', f'negative = "{ne}"', f'positive = "{po}"', ""]
        msg(f"scheme-{sid}", *SN[i]); i += 1
open("data/schemes.toml","w").write("\n".join(t))

# ---------------------------------------------------------------- powers (D-11)
PW = [("berserker-strength","Berserker Strength","Berserkerkraft",(2,0,0,0)),("shadow-sight","Shadow Sight","Schattenblick",(0,1,0,1)),
 ("ghost-step","Ghost Step","Geisterschritt",(0,2,0,0)),("hyper-brain","Hyper Brain","Hyperhirn",(0,0,2,0)),("eldritch-spark","Eldritch Spark","Unheimlicher Funke",(0,0,0,2)),
 ("panther-blood","Panther Blood","Pantherblut",(1,1,0,0)),("steel-skull","Steel Skull","Stahlschädel",(1,0,1,0)),("rune-tattoo","Rune Tattoo","Runentätowierung",(1,0,0,1)),
 ("cat-burglar","Cat Burglar","Fassadenkunst",(0,1,1,0)),("third-eye","Third Eye","Drittes Auge",(0,0,1,1)),("cyber-arm","Cyber Arm","Cyberarm",(1,1,1,0)),
 ("werewolf-bite","Werewolf Bite","Werwolfbiss",(1,1,0,1)),("mad-serum","Mad Serum","Wahnsinnsserum",(1,0,1,1)),("cosmic-whisper","Cosmic Whisper","Kosmisches Flüstern",(0,1,1,1))]
t = ["# The 14 Power cards: trait bonuses (brawn, stealth, intellect, magic). Berserker Strength and", "# the +1 Stealth/+1 Magic power are from the rule text; the rest are designed.", ""]
for pid, en, de, tr in PW:
    t += ["[[power]]", f'id = "{pid}"', f"traits = {list(tr)}", ""]
    msg(f"power-{pid}", en, de)
open("data/powers.toml","w").write("\n".join(t))

# ---------------------------------------------------------------- mercenaries (D-12)
MC = [("brick","Brick","Ziegel",(4,2,1,0)),("whisper","Whisper","Flüster",(1,4,2,0)),("the-analyst","The Analyst","Die Analystin",(0,1,4,2)),
 ("voodoo-vic","Voodoo Vic","Voodoo-Vic",(2,0,1,4)),("iron-monk","Iron Monk","Eiserner Mönch",(3,0,0,3)),("cipher","Cipher","Chiffre",(0,3,3,0)),
 ("jack-of-all","Jack of All Trades","Hansdampf",(2,2,2,1)),("nightshade","Nightshade","Nachtschatten",(0,3,0,3))]
t = ["# The 8 Mercenaries (designed).", ""]
for mid, en, de, tr in MC:
    t += ["[[mercenary]]", f'id = "{mid}"', f"traits = {list(tr)}", ""]
    msg(f"merc-{mid}", en, de)
open("data/mercenaries.toml","w").write("\n".join(t))

VIL = [("arctic-queen","Arctic Queen","Eiskönigin"),("baron-gear","Baron von Gear","Baron von Getriebe"),
 ("madame-mirage","Madame Mirage","Madame Mirage"),("professor-null","Professor Null","Professor Null"),("admiral-abyss","Admiral Abyss","Admiral Abgrund")]
LAC = [("frostbite","Frostbite","Frostbeule"),("sprocket","Sprocket","Zahnrad"),("echo","Echo","Echo"),("grub","Grub","Made"),("barnacle","Barnacle","Seepocke")]
for vid, en, de in VIL: msg(f"villain-{vid}", en, de)
for lid, en, de in LAC: msg(f"lackey-{lid}", en, de)
open("locales/en/content.ftl","w").write("# Maniacal: card names (designed, except where README.md says otherwise). English.\n\n" + "\n".join(out_en) + "\n")
open("locales/de/content.ftl","w").write("# Maniacal: Kartennamen (siehe README.md). Deutsch.\n\n" + "\n".join(out_de) + "\n")
print("ok", total, n)
