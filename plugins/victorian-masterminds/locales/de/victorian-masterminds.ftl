# Victorian Masterminds — Deutsch. Jede ID hier existiert auch in en/victorian-masterminds.ftl.

## Bibliothek und Aufbau

game-name = Victorian Masterminds
game-description = Schurken im Wettstreit um Chaos: Schickt geheime Komplizen in fünf Hauptstädte, baut eine monströse Maschine, stehlt Gebäude und überlistet den Geheimdienst. Für 2 bis 4 Personen.
game-rules =
    ### Ziel

    Am Spielende die meisten Chaospunkte besitzen.

    ### Dein Zug {"{#turn}"}

    Platziere den obersten Komplizen deines verdeckten Vorrats in einer der fünf Städte. Alle sehen deine Farbe, aber nur du weißt, welcher Komplize es ist. Liegen in einer Stadt drei Komplizen (im Spiel zu zweit nach der englischen Anleitung schon zwei), wird der Stapel umgedreht und abgehandelt, der zuerst platzierte Komplize zuerst.

    ### Abhandeln eines Komplizen {"{#resolving}"}

    Sein Besitzer erhält die Ausbeute der Stadt und nutzt die Fähigkeit des Komplizen, in selbst gewählter Reihenfolge; danach kommt der Komplize in die eigene Ablage. Ausbeute: London ein Kupferblech, Moskau ein Punkt Feuerkraft, Washington eine Schraube, Paris ein Wissenschaftler, Rom ein Codex-Marker.

    Nummer Zwei nimmt die Ausbeute ein weiteres Mal. Die Handlangerin erfüllt den Auftrag der Stadt, wenn du seine Voraussetzung erfüllst. Der Saboteur blockiert die Fähigkeit (nicht die Ausbeute) des nächsten Komplizen im Stapel, außer es ist dein eigener. Die Draufgängerin stiehlt ein Gebäude der Stadt, wenn deine Feuerkraft mindestens so hoch ist wie die Stufe des Geheimdienstes; du erhältst die Belohnung des Gebäudes, dann steigt die Stufe um eins. Der Ingenieur startet die Funktion deiner Maschine und jede freigeschaltete Bonusfunktion.

    ### Bauteile {"{#parts}"}

    Eine Schraube oder ein Kupferblech kommt sofort auf ein freies passendes Feld eines Abschnitts deiner Wahl; ohne freies Feld verfällt das Bauteil. Ein voller Abschnitt ist sofort gebaut und kann eine Bonusfunktion, Laborfeld 3 oder 4 oder die Bibliothek (neue Codex-Marker zählen 2) freischalten.

    ### Codex {"{#codex}"}

    Deine Bibliothek fasst höchstens 10 Codex-Marker, jeder 1 Punkt wert; Marker, die du nach dem Bau deines Bibliotheksabschnitts erhältst, zählen 2. Ab deinem fünften Marker darfst du statt des obersten einen beliebigen Komplizen aus deinem Vorrat nehmen.

    ### Wissenschaftler {"{#scientists}"}

    Dein Labor fasst höchstens einen Wissenschaftler pro freigeschaltetem Laborfeld. Du gibst sie für Sonderaktionen ab: Wiederverwenden (1, vor dem Platzieren: einen Komplizen aus der Ablage spielen), Extrazug (2, nach dem Platzieren), Stehlen (3, nach dem Platzieren: ein beliebiges Gebäude, unabhängig von der Feuerkraft).

    ### Dein Vorrat {"{#pile}"}

    Platzierst du den letzten Komplizen deines Vorrats, wird deine Ablage zu einem neuen Vorrat gemischt, erst nach einem dadurch ausgelösten Abhandeln; nimmt der Dampf-Maulwurf deinen letzten Komplizen, sofort. Kannst du keinen Komplizen platzieren, musst du einen Stapel mit einem deiner Komplizen abhandeln; das gilt nicht als Ausspielen eines Komplizen, daher folgt weder Extrazug noch Stehlen.

    ### Ende {"{#end}"}

    Eine fertige Maschine oder Geheimdienststufe 12 löst die letzte Runde aus. Der laufende Zug wird zu Ende gespielt, dann spielt jede Person noch einen Zug; danach werden die übrigen Stapel abgehandelt: London, Moskau, Paris, Rom, Washington. Wertung: Abschnittspunkte, 2 je Gebäude, Auftragsbelohnungen, 2 je Chaosmarker, Codex-Werte. Gleichstand: Wer mehr Abschnitte gebaut hat, gewinnt, sonst wird der Sieg geteilt.

    ### Der Ingenieur

    Die Funktion deiner Maschine und jede freigeschaltete Bonusfunktion handelst du in der Reihenfolge deiner Wahl ab.

    ### Regelausgabe, die Unterschiede

    1. Zu zweit handelt die englische Anleitung einen Stapel schon bei zwei Komplizen ab, die deutsche wie immer bei drei.
    2. Die englische Anleitung erlaubt mehrere Sonderaktionen pro Zug, die deutsche nur eine und keine während eines Extrazugs.
    3. Nach der deutschen Anleitung bringt Stehlen zusätzlich die Ausbeute der Stadt des Gebäudes.

option-edition = Regelausgabe
option-edition-description = Die englische und die deutsche Anleitung unterscheiden sich bei Stapeln zu zweit, bei den Sonderaktionen und beim Stehlen; siehe Regelübersicht.
option-edition-en = Englische Anleitung
option-edition-de = Deutsche Anleitung
option-machines = Maschinen
option-machines-description = Maschinen zufällig verteilen oder reihum selbst wählen lassen.
option-machines-random = Zufällige Maschinen
option-machines-pick = Maschinen selbst wählen

## Begriffe

city-london = London
city-moscow = Moskau
city-washington = Washington
city-paris = Paris
city-rome = Rom
agent-number-two = Nummer Zwei
agent-henchman = Handlangerin
agent-saboteur = Saboteur
agent-gunner = Draufgängerin
agent-engineer = Ingenieur
# Ein Buchstabe auf den Scheiben der Komplizen (ihr Anfangsbuchstabe).
agent-number-two-mark = 2
agent-henchman-mark = H
agent-saboteur-mark = S
agent-gunner-mark = D
agent-engineer-mark = I
agent-number-two-text = Nimmt die Ausbeute erneut.
agent-henchman-text = Erfüllt den Auftrag der Stadt.
agent-saboteur-text = Blockiert die Fähigkeit des nächsten Komplizen.
agent-gunner-text = Stiehlt hier ein Gebäude.
agent-engineer-text = Startet deine Maschine.
building-factory = Fabrik in { $city }
building-furnace = Brennofen in { $city }
building-university = Universität in { $city }
monument-london = Big Ben
monument-moscow = Basilius-Kathedrale
monument-washington = Weißes Haus
monument-paris = Eiffelturm
monument-rome = Kolosseum
kind-factory = Fabrik
kind-furnace = Brennofen
kind-university = Universität
kind-monument = Monument
res-bolt = eine Schraube
res-copper = ein Kupferblech
res-firepower = einen Punkt Feuerkraft
res-scientist = einen Wissenschaftler
res-codex = einen Codex-Marker
res-mayhem = einen Chaosmarker
icon-weapon = Waffe
icon-engine = Antrieb
icon-cabin = Kabine
icon-sensor = Sensor

# Die Symbole des Hosts, wie dieses Spiel sie verwendet (für die Textansicht: `parlour show`).
icon-sword = { icon-weapon }
icon-gear = { icon-engine }
icon-crown = { icon-cabin }
icon-eye = { icon-sensor }
icon-bolt = Schraube
icon-copper = Kupferblech
icon-fire = Feuerkraft
icon-codex = Codex-Marker
icon-mayhem = Chaosmarker
icon-bolt-silver = gesetzte Schraube
icon-bolt-grey = freier Schraubenplatz
icon-copper-copper = gesetztes Kupferblech
icon-copper-grey = freier Kupferblechplatz

unknown = ?
unlock-short-none = —
unlock-short-bonus1 = Bonus 1
unlock-short-bonus2 = Bonus 2
unlock-short-lab3 = Labor 3
unlock-short-lab4 = Labor 4
unlock-short-library = Bibliothek
unlock-none = schaltet nichts frei
unlock-bonus1 = schaltet die erste Bonusfunktion frei
unlock-bonus2 = schaltet die zweite Bonusfunktion frei
unlock-lab3 = schaltet Laborfeld 3 frei
unlock-lab4 = schaltet Laborfeld 4 frei
unlock-library = Bibliothek: neue Codex-Marker zählen 2

## Aufträge

need-buildings = Besitze { $count ->
        [one] ein gestohlenes Gebäude
       *[other] { $count } gestohlene Gebäude
    }.
need-building = Besitze ein gestohlenes Gebäude vom Typ { $kind }.
need-segments = Habe { $count ->
        [one] einen Abschnitt
       *[other] { $count } Abschnitte
    } gebaut.
need-icon = { $count ->
    [one] Habe einen Abschnitt mit dem Symbol { $icon } gebaut.
   *[other] Habe { $count } Abschnitte mit dem Symbol { $icon } gebaut.
}
need-firepower = Habe Feuerkraft { $count } oder mehr.
need-codex = Besitze { $count ->
        [one] einen Codex-Marker
       *[other] { $count } Codex-Marker
    }.
need-scientists = Habe { $count ->
        [one] einen Wissenschaftler
       *[other] { $count } Wissenschaftler
    } in deinem Labor.
need-mayhem = Besitze { $count ->
        [one] einen Chaosmarker
       *[other] { $count } Chaosmarker
    }.
need-missions = Habe { $count ->
        [one] einen anderen Auftrag
       *[other] { $count } andere Aufträge
    } erfüllt.
need-cities = Besitze Gebäude aus { $count } verschiedenen Städten.

## Status, Hinweise und Aktionen

phase-pick = { $player } wählt eine Maschine
phase-place = { $player } platziert einen Komplizen
phase-after = { $player } kann Wissenschaftler einsetzen
phase-decide = { $player } entscheidet
phase-final = Die übrigen Stapel werden abgehandelt
phase-over = Spielende
header-turn = Zug { $turn }
header-last-round = Letzte Runde!
result-winner = { $player } gewinnt mit { $score ->
        [one] 1 Chaospunkt
       *[other] { $score } Chaospunkten
    }.
result-shared = { $player } und { $others ->
        [one] eine weitere Person teilen
       *[other] { $others } weitere Personen teilen
    } sich den Sieg mit { $score ->
        [one] 1 Chaospunkt
       *[other] { $score } Chaospunkten
    }.
prompt-pick = Wähle deine Maschine.
prompt-place = Klicke auf eine Stadt, um deinen Komplizen dort zu platzieren.
prompt-after = Setze Wissenschaftler für eine Sonderaktion ein oder beende deinen Zug.
prompt-order = { $agent } in { $city }: zuerst die Ausbeute oder zuerst die Fähigkeit?
prompt-segment-bolt = Wähle den Abschnitt für die Schraube.
prompt-segment-copper = Wähle den Abschnitt für das Kupferblech.
prompt-building = Wähle das Gebäude, das du stiehlst.
prompt-copy = Wähle die Fähigkeit, die dein Ingenieur kopiert.
prompt-other-city = Wähle die Stadt, deren Ausbeute du erhältst.
prompt-resource = Wähle, was dir deine Maschine bringt.
prompt-mission = Wähle einen offenen Auftrag, den du erfüllst.
prompt-mole = Wähle einen allein liegenden Komplizen, unter den du deinen obersten schiebst.
prompt-mole-resolves = Wähle einen allein liegenden Komplizen, unter den du deinen obersten schiebst (die beiden bilden dann einen vollen Stapel, der als Nächstes abgehandelt wird).
prompt-engine = Deine Maschine arbeitet in der Reihenfolge, die du wählst: Was kommt als Nächstes?

action-pick = Diese Maschine nehmen: { $machine }
action-place = { $agent } in { $city } platzieren
action-choose-agent = { $agent } aus dem Vorrat nehmen (Codex-Fähigkeit)
action-recycle = { $agent } aus der Ablage wiederverwenden (1 Wissenschaftler)
action-resolve = Stapel in { $city } abhandeln
action-pass = Passen (kein Komplize kann platziert werden)
action-extra-turn = Extrazug (2 Wissenschaftler)
action-capture-anywhere = Stehlen (3 Wissenschaftler)
action-end-turn = Zug beenden
action-spoils-first = Erst { $res } nehmen, dann die Fähigkeit ({ $agent }) nutzen
action-ability-first = Erst die Fähigkeit ({ $agent }) nutzen, dann { $res } nehmen
action-segment-bolt = Schraube auf { $segment }
action-segment-copper = Kupferblech auf { $segment }
action-capture = { $building } stehlen
action-skip-capture = Nichts stehlen
action-copy = Fähigkeit kopieren: { $agent }
action-other-spoils = Aus { $city } { $res } nehmen
action-gain = { $res } erhalten
action-flip-codex = Einen Codex-Marker auf die 2 drehen
action-mission = Auftrag in { $city } erfüllen
action-mole = Den obersten Komplizen unter den Komplizen in { $city } schieben
action-skip = Verzichten
action-engine-power = Grundfunktion: { $machine }
action-engine-gain = Bonus des Maschinenraums: { $res } erhalten
action-engine-mission = Bonus des Maschinenraums: einen offenen Auftrag erfüllen

## Spielplan und Tableaus

label-spoils = Ausbeute: Du erhältst { $res }.
label-no-mission = Kein Auftrag mehr
label-mission-deck = Auftragsstapel: { $count }
stack-count = { $count }/{ $threshold }
stack-agents = { $count } von { $threshold } Komplizen
track-service = Geheimdienststufe { $level } und Feuerkraft
mat-resolution = { $city } wird abgehandelt
mat-last-resolution = Zuletzt abgehandelt: { $city }
mat-no-resolution = Abhandeln
label-no-resolution = Noch wurde kein Stapel abgehandelt.
step-owner = { $player } · { $status }
label-cancelled = Sabotiert: nur Ausbeute.
tip-resolution = Die Komplizen in { $city } in der Reihenfolge des Abhandelns.
tip-own-agent = Dein Komplize: { $agent }
tip-hidden-agent = Ein Komplize von { $player }
tip-building = { $building }: bringt { $res }
tip-segment = Symbol: { $icon }. { $bolts_needed ->
        [0] Kupferbleche { $copper }/{ $copper_needed }.
       *[other] Schrauben { $bolts }/{ $bolts_needed }{ $copper_needed ->
            [0] .
           *[other] , Kupferbleche { $copper }/{ $copper_needed }.
        }
    } Wert { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }; { $unlock }.
tip-segment-built = Gebaut (Symbol { $icon }, { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }); { $unlock }.
mat-own = { $player } (du)
mat-player = { $player }
label-no-machine = Noch keine Maschine
bonus2 = Zweiter Bonus: Du erhältst { $res }.
tip-segment-named = { $segment }: { $detail }
label-segment-built = Gebaut
label-segment-done = Gebaut · { $unlock }
label-lab = Labor
label-library = Bibliothek
tip-cell-scientist = Feld { $cell }: ein Wissenschaftler
tip-cell-free = Feld { $cell }: frei
tip-cell-locked = Feld { $cell }: gesperrt, bis sein Abschnitt gebaut ist
tip-codex = Codex-Marker mit Wert { $value }
tip-codex-free = Bibliotheksfeld { $slot }: frei
counter-lab = Wissenschaftler
counter-codex = Codex ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    })
counter-firepower = Feuerkraft
counter-mayhem = Chaosmarker
counter-points = Punkte
label-buildings = Gebäude: { $count }
label-missions = Aufträge: { $count }
label-recycled = Wiederverwendet
stack-pile = Vorrat
stack-discard = Ablage
tip-lab = Labor: { $scientists } von { $cells } Feldern mit Wissenschaftler
tip-library = Bibliothek: { $count } von 10 Codex-Markern
label-discard-empty = Ablage: leer
label-piles = Vorrat { $pile } · Ablage { $discard ->
        [0] 0
       *[other] { $discard }:
    }
label-number = { $n }
mat-own-machine = { $player } (du) · { $machine }
mat-player-machine = { $player } · { $machine }
tip-mission = { $mission } ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }): { $need }
tip-sheet = Maschine: { $machine }. { $power }
    { $bonus1 }
    { $bonus2 }
    { $s1 }
    { $s2 }
    { $s3 }
    { $s4 }
    { $s5 }
    { $s6 }
    { $s7 }
    { $s8 }
    Wissenschaftler { $scientists }/{ $cells } · Codex-Marker { $codex } ({ $codex_points ->
        [one] 1 Punkt
       *[other] { $codex_points } Punkte
    }) · Feuerkraft { $firepower } · Chaosmarker { $mayhem }
    Gebäude { $buildings } · Aufträge { $missions } · Vorrat { $pile } · Ablage { $discard }
mat-resolution-step = { $city } wird abgehandelt: Komplize { $step } von { $steps }
step-status-done = abgehandelt
step-status-now = jetzt
step-status-next = wartet
resolution-decides = { $player } wählt: { $what }.
what-order = Ausbeute oder Fähigkeit zuerst
what-segment-bolt = Abschnitt für die Schraube
what-segment-copper = Abschnitt für das Kupferblech
what-building = Gebäude, das gestohlen wird
what-copy = Fähigkeit, die der Ingenieur kopiert
what-other-city = Stadt, deren Ausbeute genommen wird
what-resource = was die Maschine bringt
what-mission = Auftrag, der erfüllt wird
what-mole = allein liegender Komplize, unter den ein Komplize geschoben wird
what-engine = was die Maschine als Nächstes tut
label-steps-to-come = Noch offen:
step-spoils = { $player } erhält als Ausbeute { $res }
step-gain = { $player } erhält { $res }
step-ability = { $player } nutzt die Fähigkeit ({ $agent })
step-capture = { $player } versucht, ein Gebäude zu stehlen
step-engine = Die Maschine von { $player } arbeitet
step-mission = { $player } erfüllt einen offenen Auftrag
step-raise = Die Geheimdienststufe steigt

## Protokoll

log-turn = { $player } ist am Zug.
log-picked = { $player } wählt eine Maschine: { $machine }.
log-you-placed = Du hast deinen Komplizen in { $city } platziert: { $agent }.
log-placed = { $player } platziert einen Komplizen in { $city }.
log-resolve = Der Stapel in { $city } wird umgedreht.
log-revealed = { $position }. { $player }: { $agent }
log-cancelled = Ein Komplize von { $player } wurde sabotiert und erhält nur die Ausbeute: { $agent }.
log-order-spoils = { $player } nimmt die Ausbeute vor der Fähigkeit ({ $agent }).
log-order-ability = { $player } nutzt die Fähigkeit ({ $agent }) vor der Ausbeute.
log-part-bolt = { $player } legt eine Schraube auf { $segment }.
log-part-copper = { $player } legt ein Kupferblech auf { $segment }.
log-part-lost = { $player } hat kein freies Feld für { $res }; das Bauteil verfällt.
log-segment-done = { $player } baut { $segment } ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }).
log-machine-done = { $player } hat die Maschine fertiggestellt!
log-firepower = { $player } erhöht die Feuerkraft auf { $value }.
log-firepower-max = { $player } hat schon die höchste Feuerkraft ({ $value }); nichts ändert sich.
log-scientist = { $player } wirbt einen Wissenschaftler an.
log-scientist-lost = { $player } hat kein freies Laborfeld; der Wissenschaftler bleibt im allgemeinen Vorrat.
log-scientist-none = Für { $player } ist kein Wissenschaftler mehr im allgemeinen Vorrat.
log-codex = { $player } erhält einen Codex-Marker mit Wert { $value }.
log-codex-power = { $player } besitzt nun fünf Codex-Marker und darf jeden Komplizen aus dem eigenen Vorrat nehmen.
log-codex-lost = { $player } hat keinen Platz für einen weiteren Codex-Marker.
log-mayhem = { $player } erhält einen Chaosmarker.
log-mayhem-lost = Für { $player } ist kein Chaosmarker mehr übrig.
log-captured = { $player } stiehlt ein Gebäude: { $building }.
log-capture-weak = { $player } hat Feuerkraft { $firepower }, weniger als Geheimdienststufe { $level }: kein Diebstahl.
log-capture-none = Für { $player } ist kein Gebäude mehr zu stehlen.
log-level = Der Geheimdienst steigt auf Stufe { $level }.
log-mission = { $player } erfüllt „{ $mission }“ ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }).
log-mission-failed = { $player } erfüllt die Voraussetzung des Auftrags in { $city } nicht.
log-no-mission = { $player } erfüllt keinen offenen Auftrag.
log-new-mission = In { $city } liegt ein neuer Auftrag aus: „{ $mission }“.
log-sabotage = Der Saboteur von { $player } blockiert einen Komplizen von { $victim }: { $agent }.
log-sabotage-own = Der Saboteur von { $player } verschont den nächsten Komplizen, denn er ist ein eigener.
log-sabotage-none = Der Saboteur von { $player } hat niemanden mehr zu blockieren.
log-engineer = { $player } setzt die Maschine in Gang: { $machine }.
log-copy = Der Ingenieur von { $player } kopiert: { $agent }.
log-power-nothing = Die Maschine von { $player } findet nichts zu tun.
log-flip = { $player } dreht einen Codex-Marker auf die 2.
log-mole = { $player } schiebt einen Komplizen unter den allein liegenden in { $city }.
log-skip = { $player } verzichtet.
log-recycle = { $player } gibt einen Wissenschaftler ab und spielt einen Komplizen aus der Ablage: { $agent }.
log-extra-turn = { $player } gibt zwei Wissenschaftler für einen Extrazug ab.
log-capture-anywhere = { $player } gibt drei Wissenschaftler zum Stehlen ab.
log-forced-resolve = { $player } kann keinen Komplizen platzieren und handelt den Stapel in { $city } ab.
log-reshuffle = { $player } mischt { $count ->
        [one] einen Komplizen
       *[other] { $count } Komplizen
    } zu einem neuen Vorrat.
log-last-round = Die letzte Runde hat begonnen!
log-final-resolution = Das Spiel ist vorbei; die übrigen Stapel werden abgehandelt.
log-game-over = Endwertung:
log-final-score = { $place }. { $player }: { $score ->
        [one] 1 Punkt
       *[other] { $score } Punkte
    }

## Wertung

score-segments = Gebaute Abschnitte ({ $count })
score-buildings = Gebäude ({ $count })
score-missions = Aufträge ({ $count })
score-mayhem = Chaosmarker ({ $count })
score-codex = Codex-Marker ({ $count })
