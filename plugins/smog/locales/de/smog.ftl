# Die Welt von SMOG: Aufstieg von Moloch — Deutsch.
# Jede Nachricht hier muss es auch in en/smog.ftl geben (ein Unit-Test prüft das).

## Bibliothek und Vorbereitung

game-name = Die Welt von SMOG: Aufstieg von Moloch
game-description = Vier Gentlemen des Unicorn Club kämpfen in den verregneten Straßen Londons gegen den Kult des Moloch. Ein Spieler ist die Nemesis, die anderen teilen sich die Gentlemen.
seat-role-nemesis = Die Nemesis
seat-role-gentlemen = Gentlemen
game-rules =
    ### Seiten {"{#sides}"}
    Ein Spieler ist die Nemesis und befehligt Agenten, Schergen, Machtkarten und eine verdeckte Hand aus Chaoskarten. Die übrigen Spieler teilen sich vier Gentlemen; Verbündete aus dem Kapitel helfen ihnen.

    ### Runden und Aktivierungen {"{#rounds}"}
    Jede Runde beginnt mit der Befehlsphase: Die Nemesis legt alle ihre Aktivierungskarten verdeckt in ihre Reihe, danach die Gentlemen die ihren. In der Aktivierungsphase werden die Karten nacheinander aufgedeckt, zuerst eine der Gentlemen, dann abwechselnd. Ein Gentleman oder Agent hat zwei Aktionen: bewegen, angreifen, ausruhen (nur Gentlemen: 3 heilen und 2 Äther erhalten), einen benachbarten besiegten Freund wiederbeleben oder eine Spezialaktion. Alle Schergen (oder alle Verbündeten) handeln gemeinsam, wenn ihre Karte kommt, jeder mit einer Aktion; greifen mehrere dasselbe Ziel an, tun sie es gemeinsam mit 2 zusätzlichen Würfeln je Helfer.

    ### Die Szene und Bewegung {"{#scene}"}
    Bewegen gibt so viele Bewegungspunkte wie die Beweglichkeit: 1 je Schritt (auch diagonal, solange nicht beide Wege um die Ecke versperrt sind), 1 um eine Tür für immer zu öffnen, 2 um durch ein Fenster zu steigen. Freunde darf man durchqueren, Gegner nie. Wer ein Feld neben einem stehenden Gegner verlässt, erleidet 1 Schaden.

    ### Kampf {"{#combat}"}
    Nahkampf trifft benachbarte Figuren, auch durch Fenster. Fernkampf braucht eine Sichtlinie von Feldmitte zu Feldmitte, die keine Wand und keine geschlossene Tür kreuzt; Fenster und andere stehende Figuren auf der Linie geben dem Ziel Deckung. Der Angreifer würfelt Stärke- oder Genauigkeitswürfel plus Boni, der Verteidiger Beweglichkeitswürfel. Man darf auch Figuren angreifen, die keine Gegner sind – das sollte aber selten sein und einen guten Grund haben. Treffer und Treffer+ treffen; eine Krone ist ein Treffer oder für einen angreifenden Gentleman 2 Äther. Jedes Ausweichen wehrt einen Treffer ab, jede Deckung ebenso, wenn das Ziel in Deckung steht.

    ### Kurze Reichweite {"{#range}"}
    Manche Waffen und die Fernkämpfer unter den Widersachern und Verbündeten haben nur kurze Reichweite: Sie treffen höchstens 4 Felder weit, gezählt wie beim Bewegen, diagonal eingeschlossen. Alle anderen schießen so weit, wie die Sichtlinie reicht. Karten, die „in kurzer Reichweite“ wirken, meinen dieselben 4 Felder.

    ### Waffeneffekte und Neuwürfe {"{#effects}"}
    Eine Waffe kann einen Zusatzeffekt haben, den man beim Ansagen des Angriffs mit Äther bezahlt. Umkreis: Ein weiterer Gegner neben dem Ziel wird vom selben Wurf angegriffen; er muss weder in Sichtlinie noch in Reichweite stehen, würfelt seine eigene Verteidigung und gilt nie als in Deckung. Niederwerfen: Eine Figur, die Schaden nimmt, stürzt und muss eine Aktion aufwenden, um aufzustehen; bis dahin kann sie sich weder bewegen noch angreifen noch aktive Fähigkeiten nutzen. Benommen: Eine Figur, die Schaden nimmt, verliert zusätzlich Äther (er verfällt, niemand erhält ihn), und was sie nicht bezahlen kann, erleidet sie als weiteren Schaden. Neuwurf: Bevor die Kronen gezählt werden, darf der Angreifer beliebige seiner Würfel neu werfen, jeden höchstens einmal. Feuer: Trifft der Wurf überhaupt, kommt ein Feuermarker auf das Feld des Ziels. Manche Gaben und Karten geben diese Effekte ohne Äther.

    ### Spezialfähigkeiten {"{#abilities}"}
    Manche Gentlemen und Widersacher haben Spezialfähigkeiten, Verbündete nie. Ansturm (1 Äther und 1 Aktion): Wähle eine Figur in Sichtlinie, die du erreichen kannst und die nicht neben dir steht, lauf auf ein Feld neben ihr und greif sie sofort im Nahkampf an. Schwer zu fassen (1 Äther, wenn du angegriffen wirst, vor dem Verteidigungswurf): Du würfelst 3 Verteidigungswürfel mehr. Gegenangriff (nach einem Angriff auf dich, wenn du noch kämpfen kannst): Du schlägst mit einem eigenen Angriff auf den Angreifer zurück und zahlst dafür 1 Äther zusätzlich zu den Kosten dieses Angriffs; auf einen Gegenangriff schlägt niemand zurück. Damon Smiths Pyromane bringt ihm für jeden Äther, den er dafür ausgibt, einen Angriffswürfel mehr, aber nur auf Außenfeldern.

    ### Die Nemesis und der Preis der Macht {"{#nemesis}"}
    Jeder Äther, den ein Gentleman ausgibt, geht an die Nemesis, die ihn sofort nach Belieben auf ihre Agenten und Machtkarten verteilt, auch mitten im Zug eines Gentleman (der Preis der Macht); auf einer Karte darf beliebig viel liegen. Die Nemesis darf in jeder ihrer Aktivierungen eine Machtkarte einsetzen und alle, wenn die Chaoskarte aufgedeckt wird. Chaoskarten mit „jederzeit“ darf sie auch in den Aktivierungen der Gentlemen und der Verbündeten spielen: zu Beginn jeder Aktivierung, nach jedem Schritt (auch dem eines Verbündeten) und nach jeder Aktion. Karten „wenn ein Gentleman angegriffen wird“ kommen nach dem Angriffswurf und vor seinem Verteidigungswurf: Grausamer Hieb zählt einen Treffer mehr gegen ihn, Tückischer Grund nimmt ihm zwei Verteidigungswürfel.

    ### Der Bogen eines Gentleman {"{#sheet}"}
    Der Bogen eines Gentleman zeigt seine Beweglichkeit (Bewegungspunkte und Verteidigungswürfel), Genauigkeit (Fernkampfwürfel) und Stärke (Nahkampfwürfel), seine Schadensfelder mit dem linken und dem rechten Kreuz, seinen Äther (bis zum Höchstwert) und seine Arsenalplätze: Jede Waffe und jeder Arsenalgegenstand belegt einen; Utensilien, Artefakte, Vorteils-, Rollen- und Leidkarten belegen keinen.

    Ein Gentleman, dessen Schaden sein linkes Kreuz erreicht, zieht eine Leidkarte (die meisten bleiben bei ihm, bis eine genannte Bedingung sie beendet; Verlorener Gegenstand kostet ihn sofort das Utensil, das er am längsten bei sich trägt); bei der Summe beider Kreuze ist er besiegt, wird hingelegt, die Nemesis erhält 2 Äther und der Todesmarker rückt vor. Belebt ihn nicht vorher ein Freund wieder, muss er seine ganze nächste Aktivierung darauf verwenden, wieder aufzustehen; auslassen darf er sie nicht.

    ### Feuer {"{#fire}"}
    Wer seine Aktivierung im Feuer beginnt oder ein Feuerfeld betritt, erleidet 1 Schaden. Wenn in der Aufräumphase das Feuer an der Reihe ist, spült der Regen das Feuer im Freien weg, und jedes Feuer in Gebäuden breitet sich auf ein benachbartes Feld aus (Felder und Reihenfolge wählt die Nemesis), durch Türen (die dabei verbrennen) und Fenster, nie durch Wände oder über rote Kanten.

    ### Die Aufräumphase {"{#cleanup}"}
    Nach der letzten Aktivierungskarte werden zuerst die Endbedingungen des Kapitels geprüft: Hat eine Seite ihr Ziel erreicht oder ist die letzte Runde vorbei, endet das Kapitel sofort. Sonst rückt der Rundenmarker weiter, das Feuer wird wie oben beschrieben abgehandelt, und beide Seiten nehmen ihre Aktivierungskarten für die nächste Runde zurück.

    ### Daueraufträge {"{#orders}"}
    Ohne Aufträge fragt das Spiel die Nemesis, wohin jeder erhaltene Äther geht, und bei den Chaosfenstern zu Beginn jeder Aktivierung eines Gentleman und nach jeder Aktion, ob sie eine Karte spielt; gefragt wird sie immer gleich, egal was sie auf der Hand hat. Ebenso beim Fenster vor dem Verteidigungswurf eines Gentleman, das sie fragt, außer ihr Fensterauftrag lautet „nie“. Daueraufträge beantworten diese Fragen stattdessen sofort: aller erhaltene Äther an einen Ort, oder zuerst einen Ort bis zu einer Menge auffüllen und den Rest anderswohin; Chaoskarten, die sich beim ersten Fenster selbst spielen, in dem sie wirken; und ob die Fenster sie nach jedem Schritt fragen, nur zu Beginn und nach jeder Aktion, oder nie (dann spielen nur ihre Kartenaufträge). Wo ein Gerät herumgereicht wird, ersparen Aufträge das Weiterreichen bei jedem Schritt.

    Manche Karten greifen ein, und wem sie gehören, der wird genau dann gefragt: ein Schutzengel kann sich vor einen Freund stellen, den die Nemesis angreift, und den Angriff selbst nehmen; Verspotten zieht Gegner Feld für Feld zum Monster heran; bei Blindem Zorn macht die Nemesis sofort einen Sturmangriff mit dem Gentleman, der die Karte gezogen hat; Aufopferung erlaubt ihrem Gentleman sofort einen freien Angriff, danach erleidet er 2 Schaden. Eine Leidenskarte, die während eines Angriffs oder einer Bewegung gezogen wird, wirkt, sobald dieser Angriff oder diese Bewegung vorbei ist.

    ### Kapitelregeln {"{#chapters}"}
    Manche Kapitel bringen eigene Regeln mit. Verschlossene Türen (Kapitel II, die Werkstatt) sind für alle Wände: Niemand geht, sieht oder brennt hindurch, bis Blackmore, der daneben steht, eine mit einer Aktion aufschließt; danach ist sie eine gewöhnliche geschlossene Tür. In Kapitel IV trägt die Blechnanny die Zeugin, ein Kind, das nie kämpft. Wer sie trägt, hat die Hände voll: kein Angriff und 1 Bewegungspunkt weniger. Mit einer Aktion setzt ihr Träger sie auf ein freies Feld neben sich ab oder reicht sie einem Freund neben sich, und ein Gentleman oder Verbündeter neben ihr nimmt sie auf den Arm; fällt ihr Träger, wird sie neben ihm abgesetzt. Zu Fuß geht sie langsam in der Aktivierung der Verbündeten und kann angegriffen werden. Die Gentlemen gewinnen, wenn sie durch einen Ausgang hinauskommt, getragen oder zu Fuß; die Nemesis gewinnt, wenn sie getötet wird.
option-chapter = Kapitel
option-chapter-description = Das gespielte Kapitel oder das, mit dem eine Kampagne beginnt.
option-chapter-1 = I: Eine missliche Lage
option-chapter-2 = II: Blutsbrüder
option-level = Stufe
option-level-description = Wie viele Extras jede Seite zusätzlich zum Aufbau des Kapitels erhält.
option-level-moderate = Gemäßigt
option-level-balanced = Ausgewogen (empfohlen)
option-level-lots = Viel hilft viel
option-level-moderate-description = Gentlemen: 6 Ausrüstung, 4 Vorteilskarten · Nemesis: 4 Verschwörungspunkte, 1 weitere Machtkarte.
option-level-balanced-description = Gentlemen: 11 Ausrüstung, 6 Vorteilskarten · Nemesis: 8 Verschwörungspunkte, 2 weitere Machtkarten.
option-level-lots-description = Gentlemen: 15 Ausrüstung, 8 Vorteilskarten · Nemesis: 10 Verschwörungspunkte, 4 weitere Machtkarten.
option-bench = Gentleman, der aussetzt
option-bench-description = Vier der fünf Gentlemen spielen; dieser bleibt im Club.

## Phasen und Status

phase-setup = Das Kapitel wird vorbereitet
phase-command = Runde { $round }: Befehlsphase
phase-activation = Runde { $round }: Aktivierungsphase
phase-fire = Runde { $round }: Das Feuer breitet sich aus
phase-over-nemesis = Die Nemesis gewinnt das Kapitel
phase-over-gentlemen = Die Gentlemen gewinnen das Kapitel
chapter-1 = Kapitel I: Eine missliche Lage
chapter-2 = Kapitel II: Blutsbrüder
headline-round = Runde { $round } von { $rounds }
headline-activation = Runde { $round } von { $rounds } · Aktivierung { $activation } von { $activations }
status-phase-command = Befehlsphase: beide Seiten legen ihre Aktivierungskarten
status-phase-activation = Aktivierungsphase
status-phase-acting = jetzt: { $card }
status-phase-fire = das Feuer breitet sich aus
status-line = Runde { $round } von { $rounds } · Niederlagen { $deaths }
status-join = { $a } · { $b }
status-searched = durchsuchte Kisten { $count }
status-escaped = entkommen { $count }

## Figuren

figure-major = Major Dreadful
figure-walther = Walther Cavendish
figure-abigail = Abigail Sutherland
figure-emma = Emma Swanson
figure-drago = Drago
figure-killer-clown = Killer-Clown
figure-shambling-zombie = Schlurfender Zombie
figure-burning-zombie = Brennender Zombie
figure-shredded-zombie = Zerfetzter Zombie
figure-guard = Gardist
figure-damon = Damon Smith
figure-tobias = Tobias
figure-emerson = Emerson
figure-bobby = Bobby
figure-blackmore = Blackmore
figure-tin-nanny = Blechnanny
figure-unknown = Jemand
nobody = niemand
nothing = nichts
and = { $a } und { $b }
attr-agility = Beweglichkeit
attr-accuracy = Genauigkeit
attr-strength = Stärke

## Aktivierungskarten und der Plan

act-gentleman = { $figure }
act-agent = { $figure }
act-minions = Schergen
act-allies = Verbündete
act-chaos = Chaos-Aktivierung
activation-board = Aktivierungstafel
back-nemesis = Nemesis
back-gentlemen = Unicorn Club
hop-step = Schritt nach { $square }
hop-door = Tür nach { $square } öffnen
hop-climb = durchs Fenster nach { $square } steigen
face-hit = Treffer
face-hit-plus = Treffer+
face-crown = Krone
face-dodge = Ausweichen
face-cover = Deckung
dice-attack = Angriff
dice-defence = Verteidigung
square-crate = Kiste
square-manhole = Gullydeckel
square-rubble = Schutt
square-exit = Ausgang
square-fire = Feuer
piece-tooltip = { $figure }: { $damage } von { $life } Schaden, { $ether } Äther
sheet-attributes = Beweglichkeit { $agility } · Genauigkeit { $accuracy } · Stärke { $strength }
counter-life = Leben
counter-ether = Äther
sheet-upkeep = { $ether } Äther im Unterhalt
sheet-defeated = { $figure } (besiegt)
sheet-escaped = { $figure } (entkommen)
nemesis-board = Nemesis-Tableau
nemesis-line = Vorrat { $supply } · Niederlagen { $deaths } · Fragezeichen { $question } · Verschwörung { $conspiracy }
agent-line = { $figure }: { $damage } von { $life } Schaden, { $ether } Äther
orders-line = Daueraufträge für erhaltenen Äther: { $target }; { $cards ->
        [one] eine Chaoskarte spielt sich selbst
       *[other] { $cards } Chaoskarten spielen sich selbst
    }
chaos-hand = Chaoskarten

## Aktionen

action-version = { $sheet }: Version { $version }
action-take-power = Machtkarte { $card } nehmen
adv-supply = +2 Äthervorrat kaufen
adv-coverdodge = Für { $target } kaufen: Deckung zählt als Ausweichen
adv-minionhitplus = Für { $target } kaufen: Treffer+ zählt doppelt
adv-agentlife = Für { $target } kaufen: +5 Leben
adv-agentattr = Für { $target } kaufen: +1 { $attr }
adv-minionagility = Für { $target } kaufen: +1 Beweglichkeit
action-role = { $card } an { $figure } geben
action-advantage = { $figure } nimmt { $card }
action-leader = { $figure } führt die Gentlemen an
action-extra = Die weiteren Vorteilskarten vergeben
choice-extra = { $figure } erhält eine weitere Vorteilskarte
prompt-leader = Wählt den Gentleman, der die Gruppe anführt
prompt-extra = Wählt { $count } verschiedene Gentlemen, die je eine weitere Vorteilskarte wählen
prompt-version = Wähle die Version von { $sheet } für dieses Kapitel
prompt-powers = Nimm { $count ->
    [one] noch eine Machtkarte
   *[other] noch { $count } Machtkarten
}
prompt-conspiracy = Gib Verschwörungspunkte für Vorteile deiner Seite aus oder wähle „Fertig“
prompt-roles = Der Anführer gibt jedem Gentleman ohne Rolle eine der übrigen Rollenkarten
group-for-figure = Für { $figure }
short-role = { $card }
short-give = An { $figure }
short-give-discard = An { $figure }, legt dafür { $discard } ab
short-give-back = Zurücklegen
prompt-advantages = { $figure } wählt { $count ->
    [one] eine Vorteilskarte
   *[other] { $count } Vorteilskarten
}
prompt-share = Der Anführer verteilt die für dieses Kapitel gezogene Ausrüstung
version-summary = Beweglichkeit { $agility } · Genauigkeit { $accuracy } · Stärke { $strength } · Leben { $life }
action-give = { $card } an { $figure } geben
action-give-discard = { $card } an { $figure } geben, dafür { $discard } ablegen
action-give-back = { $card } zurücklegen
action-ready = Fertig
action-row = Aktivierungsreihe legen
action-move = { $figure }: bewegen, { $hop }
action-pass = { $card } an { $figure } weitergeben
action-pass-discard = { $card } an { $figure } weitergeben, dafür { $discard } ablegen
action-end-move = Bewegung beenden
action-attack = { $figure } greift { $target } an
action-charge = { $figure } stürmt von { $square } auf { $target }
action-charge-friend = { $figure } stürmt von { $square } auf { $target } (kein Gegner!)
action-rest = { $figure } ruht sich aus
action-revive = { $figure } belebt { $target } wieder
action-self-revive = { $figure } steht wieder auf
action-stand-up = { $figure } steht auf
action-escape = { $figure } entkommt
action-search = { $figure } durchsucht die Kiste auf { $square }
action-use = { $figure } setzt { $card } auf { $target } ein
action-upkeep = { $figure } kanalisiert die Sinne (Unterhalt)
action-lead = { $figure } gibt { $target } einen Befehl
action-power = Macht: { $card } auf { $on }
action-chaos = Chaoskarte: { $card } auf { $on }
action-power-plain = Macht: { $card }
action-chaos-plain = Chaoskarte: { $card }
card-on-both = { $figures } bei { $square }
card-on-square = { $square }
action-end-activation = Aktivierung beenden
action-reroll = { $count ->
        [0] Keinen Würfel
        [one] Einen Würfel
       *[other] { $count } Würfel
    } neu werfen
action-crowns = { $count ->
        [0] Alle Kronen als Treffer
        [one] Eine Krone als 2 Äther
       *[other] { $count } Kronen als je 2 Äther
    }
action-defend = Verteidigen{ $elusive ->
        [0] {""}
       *[other] {" "}mit Schwer zu fassen (+3 Würfel)
    }{ $bonuses ->
        [0] {""}
       *[other] {" "}und { $bonuses } Verteidigungsbonus/-boni
    }
action-counter = Gegenangriff (1 Äther)
action-no-counter = Kein Gegenangriff
action-fire = Feuer von { $from } nach { $square } ausbreiten
action-orders = Daueraufträge: erhaltener Äther ganz an { $target }
action-orders-cards = Daueraufträge: { $cards ->
        [0] keine Chaoskarte automatisch
        [one] eine Chaoskarte automatisch
       *[other] { $cards } Chaoskarten automatisch
    }
action-orders-ask-ether = Daueraufträge: frag mich, wohin erhaltener Äther geht
action-orders-fill = Daueraufträge: erhaltener Äther füllt zuerst { $target } bis { $count } auf
action-orders-no-fill = Daueraufträge: keinen Ort zuerst auffüllen
action-orders-window = Daueraufträge: { $window ->
        [steps] frag mich bei jedem Chaosfenster
        [actions] frag mich bei Chaosfenstern nur zu Beginn und nach Aktionen
       *[never] frag mich nie bei Chaosfenstern, meine Kartenaufträge antworten
    }
orders-ether-asked = jedes Mal fragen
orders-fill-line = Erhaltener Äther füllt zuerst { $target } bis { $count } auf.
orders-window-line = { $window ->
        [steps] Chaosfenster fragen dich zu Beginn, nach jedem Schritt und nach jeder Aktion.
        [actions] Chaosfenster fragen dich zu Beginn und nach jeder Aktion.
       *[never] Chaosfenster fragen dich nie: deine Kartenaufträge antworten.
    }
prompt-ether-receive = Der Preis der Macht: Verteile { $count } erhaltenen Äther auf deine Agenten und Machtkarten
prompt-chaos-window = Aktivierung von { $figure }: eine Chaoskarte „jederzeit“ spielen?
action-distribute-one = Ein Äther an { $target }
action-distribute-all = Den ganzen Rest an { $target }
action-pass-window = Keine Chaoskarte spielen
log-distribute = Die Nemesis legt { $count } erhaltenen Äther auf { $target }

## Einen Zug zusammenstellen

choice-attacker = Mit { $figure } angreifen
choice-bond = Symbiotische Verbindung: { $figure } schießt
choice-melee = Nahkampf
choice-ranged = Fernkampf
choice-target = Ziel: { $figure }
choice-target-friend = Ziel: { $figure } (kein Gegner!)
tip-not-enemy = Erlaubt, sollte aber einen guten Grund haben: Diese Figur steht auf deiner Seite.
choice-unarmed = Bloße Hände
choice-ether = { $count ->
        [0] Kein Äthereffekt
       *[other] { $count } Äther für den Äthereffekt der Waffe zahlen
    }
choice-sweep = Auch { $figure } treffen (Umkreis)
choice-no-sweep = Kein zweites Ziel
choice-helper = { $figure } schließt sich an
choice-die = Würfel { $die } neu werfen
gift-steam-fist = Dampffaust
gift-buckshot = Schrotladung
gift-pyromaniac = Pyromane
prompt-row = Wähle die Karte für Platz { $space } deiner Reihe
prompt-reroll = Wähle die Würfel, die neu geworfen werden
prompt-attack-kind = Nahkampf oder Fernkampf?
prompt-target = Wähle das Ziel
prompt-weapon = Wähle die Waffe
prompt-ether = Den Äthereffekt der Waffe bezahlen?
prompt-pyromaniac = Pyromane: wie viel Äther für ebenso viele zusätzliche Würfel?
prompt-sweep = Wähle ein zweites Ziel neben dem ersten
prompt-attack-extras = Helfer oder Boni hinzufügen oder jetzt angreifen

## Protokoll

log-prevent = { $card } fängt Schaden ab
log-damage = { $figure } erleidet { $amount } Schaden
log-spare-parts = Ersatzteile: Tobias zahlt für { $count } Zombies
log-suffering = { $figure } leidet: { $card }
log-defeated = { $figure } ist besiegt
log-attack = { $attacker } greift { $target } mit { $dice } Würfeln an: { $roll }
log-grip = Der Schattengriff packt { $target }: { $dice } Würfel: { $roll }
log-reroll = Neu geworfen: { $roll }
log-crowns = { $figure } nimmt { $count ->
        [one] eine Krone
       *[other] { $count } Kronen
    } als Äther
log-defence = { $figure } verteidigt mit { $dice } Würfeln: { $roll } gegen { $hits } Treffer, { $damage } Schaden
log-knocked = { $figure } wird niedergeschlagen
log-counter = { $figure } schlägt zurück
log-row-nemesis = Die Nemesis hat ihre Aktivierungskarten gelegt
log-row-gentlemen = Die Gentlemen haben ihre Aktivierungskarten gelegt
log-reveal = Aufgedeckt: { $card }
log-win-nemesis = Die Nemesis gewinnt das Kapitel
log-win-gentlemen = Die Gentlemen gewinnen das Kapitel
log-round = Runde { $round } beginnt
log-command = Befehlsphase
log-fire = Das Feuer breitet sich nach { $square } aus
log-walk = { $figure } geht { $path }
log-door = { $figure } öffnet eine Tür
log-charge = { $figure } stürmt auf { $target }
log-rest = { $figure } ruht sich aus und heilt { $healed }
log-revive = { $figure } steht wieder
log-escape = { $figure } entkommt
log-search = Kiste durchsucht (bisher { $count })
log-found = In der Kiste: { $card }
log-upkeep = { $figure } zahlt Unterhalt
log-lead = { $figure } handelt auf Befehl des Anführers
log-pass = { $card } an { $figure } übergeben
log-discard-arsenal = { $figure } legt { $discard } ab, um Platz zu schaffen
log-use = { $figure } setzt { $card } ein
log-power = Die Nemesis setzt { $card } ein
log-chaos = Die Nemesis spielt { $card }
log-summon = { $count ->
        [0] Kein Scherge erscheint
        [one] Ein Scherge erscheint
       *[other] { $count } Schergen erscheinen
    }
log-elusive = { $figure } ist schwer zu fassen
log-orders = Du hast deine Daueraufträge geändert
action-no-prevent = Den Schaden nehmen
action-prevent = Mit { $card } abfangen
action-place = { $figure } auf { $square } aufstellen
action-end-placing = Keine weiteren aufstellen
action-no-spare-parts = Keine Ersatzteile
action-orders-minion = Daueraufträge: Beschwörungen bringen { $figure }
choice-charge-attack = Ansturm abschließen: angreifen
log-place = { $figure } erscheint auf { $square }
orders-minion-line = Beschwörungen per Dauerauftrag bringen { $figure }, auf die Felder nächst dem Gentleman.
figure-any-minion = die Schergenart mit den meisten übrigen Figuren
prompt-place = Beschworene Figuren aufstellen: noch { $count }
prompt-prevent-step = { $figure } droht Schaden: eine Schutzkarte einsetzen?
prompt-prevent = { $figure } würde { $damage } Schaden erleiden: eine Schutzkarte einsetzen?
prompt-counter = { $figure } darf zurückschlagen
