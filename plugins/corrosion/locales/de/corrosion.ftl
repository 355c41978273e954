# Corrosion — Deutsch. Jede Id hier existiert auch in en/corrosion.ftl.

## Bibliothek

game-name = Corrosion
game-description = Leite eine dampfende Fabrik, in der alles rostet: Setze Ingenieurinnen ein, dreh dein Rostrad im richtigen Moment und baue glänzende Chrommaschinen, bevor deine Zahnräder zerfallen. Für 1 bis 4 Personen; allein trittst du gegen einen Automa an.
game-rules =
    ### Ziel {"{#goal}"}

    Sammle die meisten Punkte aus Punktmarkern, instandgesetzten Chrommaschinen und Auszeichnungen.

    Deine Werkhalle hat vier Sektoren, benannt nach dem Viertel deines Rostrads, das gerade darin liegt: 3, 2, 1 und X. Neue Zahnräder, Einmal- und Drehmaschinen kommen in Sektor 3. Bei jeder Drehung des Rads rückt alles einen Sektor näher an X. Was in X liegt, verrostet bei deiner nächsten Wartung: Maschinen wandern auf die Ablagestapel, übrige Zahnräder zurück in den Vorrat, Ingenieurinnen zurück auf die Hand (eine 4 oder 4+ bleibt, bis sich das Rad einmal weitergedreht hat).

    Dampf ist Wasser in deinem Boiler: Dampf erzeugen schiebt einen Marker von der kalten in die heiße Hälfte, Dampf verbrauchen schiebt ihn zurück.

    ### Dein Zug {"{#turn}"}

    Wartung, eine Hauptaktion, Wartung, Zugende. In einer Wartung darfst du Maschinen instand setzen, für 1 Dampf das Element unter Fenster C abwerfen oder für 1 Dampf eine Ingenieurin oder Maschine einen Sektor Richtung X schieben (eine Drehmaschine arbeitet dabei einmal, eine instandgesetzte Einmalmaschine arbeitet, sobald sie X erreicht). Danach wird Sektor X geleert.

    ### Hauptaktion A {"{#engineers}"}

    Spiele eine Ingenieurin und führe ihre Aktion aus. Reihum dürfen alle anderen sie mit einer Ingenieurin derselben Farbe und höherer Stufe kopieren (Joker kopieren jede Primärfarbe, Grau nur Grau, 4+ schlägt 4). Gespielte Ingenieurinnen kommen in den Sektor ihrer Stufe; eine 4 oder 4+ liegt kopfüber in X.

    ### Hauptaktion B {"{#wheel}"}

    Drehe das Rostrad. Das schaltet alle Drehmaschinen ein, instandgesetzte Einmalmaschinen in X, deine sichtbaren instandgesetzten Chrommaschinen mit Radsymbol und deine unbedeckten Prototypen, wenn X zu dir zeigt. Nutze jede einmal in beliebiger Reihenfolge und setze zwischendurch instand.

    Chrommaschinen kommen auf deinen Warteplatz oder auf ihr Antriebsfeld; eine instandgesetzte liegt offen auf ihrem Antriebsfeld und deckt die darunter ab (deren Punkte zählen weiter). Wer eine Chrommaschine über Fenster C nimmt, bekommt auch ihre Sondermarker.

    Eine 4 oder 4+ einzustellen kostet 1 grünen Punkt und 1 Dampf.

    ### Ende {"{#end}"}

    Liegen am Ende eines Zuges nur noch 3 oder weniger Sondermarker oder Auszeichnungen aus, kostet jeder weitere Zug 1, dann 2, dann 3 grüne Punkte, oder du passt endgültig nach einer letzten Wartung. Haben alle gepasst, werden je 2 Chromzahnräder zu 1 Punkt und die Punkte gezählt. Bei Gleichstand gewinnt, wer mehr Sondermarker hat.

    ### Solo {"{#solo}"}

    Du spielst Set D gegen einen Automa, der pro Zug zwei Karten seines Stapels aufdeckt, Elemente aus der Auslage entfernt, dich seine Aktion kopieren lässt und mit seinen Pokalpressen Auszeichnungen verschwinden lassen kann. Das Spiel endet, nachdem sein Stapel zum vierten Mal aufgebraucht ist.

## Status

phase-game-over = Spielende
phase-turn = { $player }: { $step }
step-final-choice = Schlussphase: Zug bezahlen oder passen
step-maint-before = Wartung vor der Hauptaktion
step-main = Hauptaktion
step-maint-after = Wartung nach der Hauptaktion
step-end-turn = Zugende
step-maint-extra = Wartung nach einer Zusatzaktion
step-maint-pass = letzte Wartung vor dem Passen
score-green = Grüne Punkte
score-chrome-gears = Chromzahnräder (2 = 1 Punkt)
score-specials = Sondermarker
score-machines = Instandgesetzte Chrommaschinen
score-awards = Auszeichnungen

## Karten

eng-name = { $name } ({ $colour } { $level })
colour-blue = blau
colour-green = grün
colour-orange = orange
colour-grey = grau
colour-joker = Joker
eng-gear = Mechanikerin
eng-steam = Heizerin
eng-turn = Dreherin
eng-one-time = Tüftlerin
eng-hire = Personalchefin
eng-chrome = Chrombauerin
eng-builder = Maschinenbauerin
eng-fitter = Schlosserin
eng-stoker = Oberheizerin
eng-plater = Galvaniseurin
eng-handyman = Allrounderin
eng-clerk = Buchhalterin
eng-foreman = Vorarbeiterin
eng-planner = Planerin
eng-architect = Architektin
eng-smelter = Schmelzerin
eng-chromer = Chromschmiedin
eng-plumber = Installateurin
eng-laureate = Preisträgerin
eng-inspector = Inspektorin
eng-magnate = Magnatin
eng-director = Direktorin
eng-professor = Professorin
eng-tycoon = Industrielle
eng-chief = Chefingenieurin
one-time-boiler-bonus = Kesselprämie
one-time-trophy = Pokalpresse
one-time-hot-water = Heißwasserzähler
one-time-water-gears = Wasserrad
one-time-collector = Sammlerin
one-time-variety = Vielfaltsschau
one-time-free-repair = Werkzeugkoffer
one-time-shift-end = Feierabendglocke
one-time-rearrange = Kran
one-time-scrapyard = Schrottplatz
one-time-steam-chrome = Chromkessel
one-time-honours = Ehrentafel
turn-medium-press = Mittelpresse
turn-small-press = Kleinpresse
turn-chromer = Verchromer
turn-kettle = Kessel
chrome-steam-engine = Dampfmaschine
chrome-gear-mill = Zahnradfräse
chrome-cashier = Kassiererin
chrome-plating = Galvanikbad
chrome-well = Brunnenpumpe
chrome-monument = Denkmal
chrome-shift-bonus = Schichtprämie
chrome-overdrive = Overdrive
chrome-quick-turn = Schnelldrehung
chrome-gear-bonus = Zahnradprämie
chrome-steam-bonus = Dampfprämie
chrome-shift-plan = Schichtplan
chrome-test-bench = Prüfstand
chrome-fast-track = Überholspur
chrome-workshop-bonus = Werkstattprämie
chrome-chrome-bonus = Chromprämie
chrome-chrome-steam = Chromdampf
chrome-night-shift = Nachtschicht
chrome-double-turn = Doppeldrehung
chrome-mentor = Mentorin
chrome-polyglot = Alleskönnerin
chrome-tandem = Tandem
chrome-chrome-saver = Chromsparer
chrome-medium-saver = Mittelsparer
chrome-small-saver = Kleinsparer
chrome-scout = Späherin
chrome-body = { $state }: { $effect } ({ $drive })
machine-body = { $state }: { $effect }
state-repaired = instandgesetzt
state-unrepaired = nicht instandgesetzt
prototype-gear = Prototyp (Zahnradantrieb)
prototype-piston = Prototyp (Kolbenantrieb)
prototype-chain = Prototyp (Kettenantrieb)
drive-gear = Zahnradantrieb
drive-piston = Kolbenantrieb
drive-chain = Kettenantrieb
sector-3 = Sektor 3
sector-2 = Sektor 2
sector-1 = Sektor 1
sector-x = Sektor X
unknown = ?
award-gear-drive = Zahnradantriebs-Auszeichnung
award-piston-drive = Kolbenantriebs-Auszeichnung
award-chain-drive = Kettenantriebs-Auszeichnung
award-turn-machines = Dreher-Auszeichnung
award-water = Boiler-Auszeichnung
award-diplomas = Akademie-Auszeichnung
award-specials = Sonder-Auszeichnung
award-one-time = Tüftler-Auszeichnung
award-task-gear-drive = { $points } Punkte je instandgesetzter Chrommaschine auf deinem Zahnradantrieb
award-task-piston-drive = { $points } Punkte je instandgesetzter Chrommaschine auf deinem Kolbenantrieb
award-task-chain-drive = { $points } Punkte je instandgesetzter Chrommaschine auf deinem Kettenantrieb
award-task-turn-machines = { $points } Punkte je Drehmaschine in deiner Werkhalle
award-task-water = { $points } Punkte je Wassermarker über die ersten drei hinaus (höchstens 5 davon zählen)
award-task-diplomas = { $points } Punkte je Diplom-Ingenieurin, die dir gehört
award-task-specials = { $points } Punkt je Sondermarker
award-task-one-time = { $points } Punkte je instandgesetzter Einmalmaschine in deiner Werkhalle
watch-green = Taschenuhr: 3 grüne Punkte
watch-steam = Taschenuhr: Maximal-Dampf und 1 Wasser
watch-chrome = Taschenuhr: 2 Chromzahnräder
watch-special = Taschenuhr: 1 Sondermarker

## Effekte

effect-none = Kein Effekt, nur Punkte
effect-then = { $first }, dann { $rest }
op-small = { $n } { $n ->
        [one] kleines Zahnrad
       *[other] kleine Zahnräder
    } produzieren
op-medium = { $n } { $n ->
        [one] mittelgroßes Zahnrad
       *[other] mittelgroße Zahnräder
    } produzieren
op-any-gear = { $n } { $n ->
        [one] Zahnrad
       *[other] Zahnräder
    } produzieren (klein oder mittelgroß)
op-steam = bis zu { $n } Dampf erzeugen
op-max-steam = Maximal-Dampf erzeugen
op-water = { $n } Wasser in die heiße Hälfte legen
op-chrome = { $n } { $n ->
        [one] Chromzahnrad
       *[other] Chromzahnräder
    } erhalten
op-green = { $n } { $n ->
        [one] grünen Punkt
       *[other] grüne Punkte
    } erhalten
op-special = einen Sondermarker nehmen
op-special-or-green = einen Sondermarker oder einen grünen Punkt nehmen
op-make-chrome = du darfst ein Zahnrad und einen Dampf in ein Chromzahnrad verwandeln
op-hire = eine Diplom-Ingenieurin einstellen
op-build-one-time = eine Einmalmaschine bauen
op-build-turn = eine Drehmaschine bauen
op-build-chrome = eine Chrommaschine bauen
op-build-machine = eine Dreh- oder Einmalmaschine bauen
op-award = eine Auszeichnung nehmen
op-green-per-hot = 1 grüner Punkt je heißem Wassermarker
op-gears-per-water = 1 Zahnrad je Wassermarker im Boiler
op-green-per-repaired = { $n ->
    [one] 1 grüner Punkt je instandgesetzter Einmalmaschine
   *[other] { $n } grüne Punkte je instandgesetzter Einmalmaschine
}
op-green-per-turn-kind = { $n ->
    [one] 1 grüner Punkt je Art von Drehmaschine, die du besitzt
   *[other] { $n } grüne Punkte je Art von Drehmaschine, die du besitzt
}
op-free-repair = eine Maschine kostenlos instand setzen
op-return-all = alle Ingenieurinnen deiner Werkhalle zurücknehmen
op-return = { $n ->
    [one] bis zu 1 Ingenieurin aus der Werkhalle zurücknehmen
   *[other] bis zu { $n } Ingenieurinnen aus der Werkhalle zurücknehmen
}
op-steam-to-gears = beliebig viel Dampf für je { $n } Zahnräder ausgeben
op-virtual-turn = Drehmaschinen und Rad-Chrommaschinen nutzen, ohne das Rad zu drehen
op-search = ein Element von einem Ablagestapel nehmen
op-redistribute = deine Einmalmaschinen in andere Sektoren verlegen
op-redistribute-all = deine Drehmaschinen und ungenutzten Einmalmaschinen in andere Sektoren verlegen
op-steam-for-green = mit zwei Ingenieurinnen der Stufe 2 in X: 1 Dampf für 3 grüne Punkte
op-reactivate = { $n ->
    [one] bis zu 1 Drehmaschine ein zweites Mal nutzen
   *[other] bis zu { $n } Drehmaschinen ein zweites Mal nutzen
}
ability-l1l2-end-turn = Spielt deine Hauptaktion deine Stufe 1 oder eine Diplom-Stufe 2, darfst du am Zugende das Rad noch einmal drehen
ability-gear-on-l1l2 = Immer wenn du mit einer Stufe 1 oder Diplom-Stufe 2 spielst oder kopierst: ein Zahnrad produzieren
ability-steam-on-l2 = Immer wenn du mit einer Stufe 2 spielst oder kopierst: 1 Dampf erzeugen
ability-shift-placement = Deine gespielten Ingenieurinnen landen einen Sektor näher an X; eine 4 landet in Sektor 3
ability-activate-built-turn = Eine Drehmaschine, die du baust, arbeitet sofort einmal
ability-one-time-to-x = Nach dem Instandsetzen einer Einmalmaschine darfst du sie nach X legen, nutzen und 1 grünen Punkt nehmen
ability-green-on-one-time-repair = 2 grüne Punkte, wann immer du eine Einmalmaschine instand setzt
ability-green-on-chrome-repair = 3 grüne Punkte, wann immer du eine andere Chrommaschine instand setzt
ability-steam-on-chrome-repair = Maximal-Dampf, wann immer du eine andere Chrommaschine instand setzt
ability-end-turn-play = Vom Rad eingeschaltet: am Zugende für 1 Dampf eine weitere Ingenieurin spielen
ability-end-turn-wheel = Vom Rad eingeschaltet: am Zugende für 1 Dampf das Rad erneut drehen
ability-copy-same-level = Du darfst mit einer Ingenieurin gleicher Stufe kopieren
ability-copy-any-colour = Du darfst mit einer Ingenieurin jeder Farbe kopieren
ability-copy-pair = Du darfst mit zwei passend gefärbten Ingenieurinnen kopieren, deren Stufen zusammen hoch genug sind
ability-chrome-discount = Chrommaschinen kosten dich beim Instandsetzen 1 Chromzahnrad weniger
ability-medium-discount = Instandsetzungen kosten dich bis zu 2 mittelgroße Zahnräder weniger
ability-small-discount = Instandsetzungen kosten dich bis zu 2 kleine Zahnräder weniger
ability-take-from-stack = Du darfst auch die oberste Karte eines Nachschubstapels nehmen

## Aktionen und Entscheidungen

action-pay-turn = { $cost } { $cost ->
        [one] grünen Punkt
       *[other] grüne Punkte
    } zahlen und einen Zug machen
action-pass = Endgültig passen (eine letzte Wartung)
action-end-maintenance = Wartung beenden (Sektor X leeren)
action-end-maintenance-turn = Wartung und Zug beenden (Sektor X leeren)
action-play = { $engineer } spielen
action-turn-wheel = Das Rostrad drehen
action-end-turn-machine-0 = Schnelldrehung: das Rad noch einmal drehen
action-end-turn-machine-1 = Doppeldrehung: 1 Dampf zahlen und das Rad erneut drehen
action-end-turn-machine-2 = Nachtschicht: 1 Dampf zahlen und eine weitere Ingenieurin spielen
action-clear-waiting = { $machine } vom Warteplatz auf das passende Antriebsfeld legen
action-end-turn = Zug beenden
action-repair = { $machine } instand setzen
action-repair-mix = { $machine } instand setzen (freie Zahnräder: { $medium } mittelgroße, { $small } kleine)
action-discard-c = 1 Dampf zahlen: { $item } unter Fenster C abwerfen
action-accelerate = 1 Dampf zahlen: { $item } nach { $sector } schieben
action-activate = { $machine } nutzen
action-finish-activation = Keine weiteren Maschinen nutzen
action-copy = Mit { $engineer } kopieren
action-copy-pair = Mit { $first } und { $second } kopieren
action-decline = Nicht kopieren
action-hire = { $item } einstellen
action-hire-stack = { $item } oben vom Stapel einstellen
action-build = { $item } bauen
action-build-stack = { $item } oben vom Stapel bauen
action-build-chrome = { $item } bauen
action-build-chrome-stack = { $item } oben vom Stapel bauen
choice-gears = { $medium ->
        [0] { $small } kleine
       *[other] { $small ->
                [0] { $medium } mittelgroße
               *[other] { $medium } mittelgroße und { $small } kleine
            }
    }
choice-special = Einen Sondermarker
choice-green = Einen grünen Punkt
choice-make-chrome-medium = Ein Chromzahnrad aus einem mittelgroßen Zahnrad herstellen
choice-make-chrome-small = Ein Chromzahnrad aus einem kleinen Zahnrad herstellen
choice-skip = Nein, danke
choice-steam = { $steam } Dampf erzeugen
choice-use-moved = Ja, jetzt nutzen
choice-pay-oldest = Den Rest aus den Sektoren nahe X nehmen
choice-pay-small = Ein kleines Zahnrad aus { $sector } abgeben ({ $count } dort)
choice-pay-medium = Ein mittelgroßes Zahnrad aus { $sector } abgeben ({ $count } dort)
choice-one-time-to-x = Nach X legen und nutzen
choice-steam-for-green = 1 Dampf für 3 grüne Punkte zahlen
choice-place-drive = Auf ihr Antriebsfeld legen
choice-place-waiting = Auf den Warteplatz legen
choice-place-swap = Die wartende Maschine auf ihr Antriebsfeld legen und mit dieser warten
choice-award-watch = { $award } mit { $watch }
choice-award = { $award }
choice-steam-to-gears = { $steam } Dampf für { $gears } Zahnräder ausgeben
choice-return = { $engineer } zurücknehmen
choice-done = Fertig
choice-search = { $item } nehmen
choice-move = { $machine } nach { $sector } verlegen
choice-sacrifice = { $engineer } abgeben

## Protokoll

log-pay-turn = { $player } zahlt { $cost } für einen Zug in der Schlussphase.
log-pass = { $player } passt endgültig.
log-discard-c = { $player } wirft { $item } unter Fenster C ab.
log-activate = { $player } nutzt { $machine }.
log-end-turn-machine-0 = { $player } dreht das Rad noch einmal (Schnelldrehung).
log-end-turn-machine-1 = { $player } dreht das Rad erneut (Doppeldrehung).
log-end-turn-machine-2 = { $player } spielt eine weitere Ingenieurin (Nachtschicht).
log-gears = { $player } produziert { $medium ->
        [0] { $small ->
                [one] ein kleines Zahnrad
               *[other] { $small } kleine Zahnräder
            }
       *[other] { $small ->
                [0] { $medium ->
                        [one] ein mittelgroßes Zahnrad
                       *[other] { $medium } mittelgroße Zahnräder
                    }
               *[other] { $medium } mittelgroße und { $small } kleine Zahnräder
            }
    }.
log-steam = { $player } erzeugt { $steam } Dampf.
log-pay-small = { $player } gibt ein kleines Zahnrad aus { $sector } ab.
log-pay-medium = { $player } gibt ein mittelgroßes Zahnrad aus { $sector } ab.
log-make-chrome = { $player } stellt ein Chromzahnrad her.
log-award = { $player } erhält die { $award }.
log-move = { $player } verlegt { $machine } nach { $sector }.
log-sacrifice = { $player } gibt { $engineer } ab.
log-accelerate = { $player } schiebt { $item } nach { $sector }.
log-repair = { $player } setzt { $machine } instand.
log-repair-gears = { $player } bezahlt { $machine } mit { $medium } mittleren und { $small } kleinen Zahnrädern.
log-play = { $player } spielt { $engineer }.
log-copy = { $player } kopiert mit { $engineer }.
log-copy-pair = { $player } kopiert mit { $first } und { $second }.
log-clear-waiting = { $player } legt { $machine } vom Warteplatz auf das passende Antriebsfeld.
log-turn-wheel = { $player } dreht das Rostrad.
log-empty-x = { $player } leert Sektor X: { $machines ->
    [0] keine Maschine
    [one] 1 Maschine
   *[other] { $machines } Maschinen
} auf die Ablagestapel, { $gears ->
    [0] kein Zahnrad
    [one] 1 Zahnrad
   *[other] { $gears } Zahnräder
} in den Vorrat, { $engineers ->
    [0] keine Ingenieurin
    [one] 1 Ingenieurin
   *[other] { $engineers } Ingenieurinnen
} zurück auf die Hand.
log-take = { $player } nimmt { $item }.
log-build-chrome = { $markers ->
    [0] { $player } baut { $item }.
    [one] { $player } baut { $item } und nimmt den Sondermarker darauf.
   *[other] { $player } baut { $item } und nimmt die { $markers } Sondermarker darauf.
}
log-nothing-to-take = { $player } findet nichts zum Nehmen.
log-final-phase = Die Schlussphase beginnt: Ab jetzt kostet jeder Zug grüne Punkte.
log-turn = { $player } ist am Zug.
log-game-over = Das Spiel ist vorbei. Je 2 Chromzahnräder wurden zu 1 Punkt.
log-automa-shuffle = Der Stapel des Automa ist aufgebraucht (zum { $count }. Mal) und wird gemischt.
log-automa-turn = Der Automa ist am Zug.
log-automa-card = Aktionskarte des Automa: { $engineer }.
log-automa-remove = Der Automa entfernt { $item } an Fenster { $window }.
log-automa-under = Die Pokalpresse kommt mit 5 Wassermarkern unter den Stapel des Automa.
log-automa-award = Der Automa entfernt eine Auszeichnung aus Reihe { $row }.

## Ansicht

prompt-game-over = Das Spiel ist vorbei.
prompt-wait-automa = Der Automa ist beschäftigt.
prompt-you = Deine Entscheidung: { $what }
prompt-other = { $player } entscheidet: { $what }
ask-gears = welche Zahnräder produziert werden
ask-special-or-green = Sondermarker oder grüner Punkt
ask-make-chrome = ein Chromzahnrad herstellen?
ask-take = was aus der Auslage genommen wird
ask-chrome-place = wohin die Chrommaschine kommt
ask-award = welche Auszeichnung genommen wird
ask-steam-to-gears = wie viel Dampf zu Zahnrädern wird
ask-return = welche Ingenieurinnen zurückkommen
ask-free-repair = welche Maschine kostenlos instand gesetzt wird
ask-search = was von den Ablagestapeln genommen wird
ask-one-time-to-x = die instandgesetzte Maschine sofort nutzen?
ask-steam-for-green = Dampf für grüne Punkte zahlen?
ask-reactivate = welche Drehmaschinen erneut arbeiten
ask-redistribute = wohin Maschinen verlegt werden
ask-sacrifice = welche Diplom-Ingenieurin abgegeben wird
ask-extra-play = welche Ingenieurin gespielt wird
ask-steam-amount = wie viel Dampf erzeugt wird (höchstens { $max })
ask-use-moved = { $machine } nach dem Verschieben sofort nutzen?
ask-pay-gears = mit welchen Zahnrädern bezahlt wird (noch { $small } kleine und { $medium } mittelgroße zu zahlen)
ask-activate = welche eingeschalteten Maschinen genutzt werden
ask-copy = { $engineer } von { $leader } kopieren?
ask-copy-automa = { $engineer } des Automa kopieren?
played-by = Gespielt von { $player }:
played-by-automa = Aktionskarte des Automa:
header-turn = Zug { $turn }
header-final-phase = Schlussphase
display-stacks = Nachschub
window-a = Fenster A
window-b = Fenster B
window-c = Fenster C
display-discards = Ablage
row-0 = Basis-Chrommaschinen
row-1 = Spezial-Chrommaschinen
row-2 = Diplom-Ingenieurinnen
row-3 = Einmalmaschinen
row-4 = Drehmaschinen
tip-markers = { $count ->
    [one] Ein Sondermarker liegt auf dieser Maschine
   *[other] { $count } Sondermarker liegen auf dieser Maschine
}
display-empty = (leer)
stack-discard = { $count } abgeworfen
mat-display = Auslage (noch { $specials } Sondermarker)
counter-special-supply = Sondermarker
award-row = Reihe { $row }
tip-chained = Das Duplikat mit Kette bringt eine Taschenuhr mit
award-taken = (vergeben)
mat-awards = Auszeichnungen (noch { $count })
automa-back = Rückseite: { $letter } { $arrow }
arrow-up = Pfeil nach oben
arrow-down = Pfeil nach unten
stack-automa-discard = Ablage des Automa
counter-shuffles = Stapel aufgebraucht
tip-automa-water = noch { $count } Wassermarker
automa-last = Letzte Aktionskarte: { $engineer }
mat-automa = Der Automa
wheel-3 = 3
wheel-2 = 2
wheel-1 = 1
wheel-x = X
tip-wheel = Das Rostrad wurde { $turns }-mal gedreht
tip-medium = { $count ->
    [one] 1 mittelgroßes Zahnrad
   *[other] { $count } mittelgroße Zahnräder
}
tip-small = { $count ->
    [one] 1 kleines Zahnrad
   *[other] { $count } kleine Zahnräder
}
tip-fresh = Bleibt in X, bis sich das Rad weiterdreht
mat-boiler = Boiler
boiler-hot = Heiß
boiler-cold = Kalt
tip-hot = { $count } Wassermarker in der heißen Hälfte (Dampf)
tip-cold = { $count } Wassermarker in der kalten Hälfte
mat-storage = Lager
counter-chrome = Chromzahnräder
counter-green = Grüne Punkte
counter-specials = Sondermarker
counter-score = Punkte
waiting-empty = (leer)
waiting-slot = Warteplatz
tip-prototype = Ein aufgedruckter Prototyp, eingeschaltet, wenn X zu dir zeigt
drive-field = { $drive }: { $count } Maschinen, { $points } Punkte
mat-machine-room = Maschinenraum
hand-empty = (keine Ingenieurinnen auf der Hand)
hand-title = Hand: { $count } Ingenieurinnen
tip-wrench = Der Schraubenschlüssel zeigt, wer am Zug ist
player-passed = Endgültig gepasst
player-final-turns = Züge in der Schlussphase: { $count }
tip-award-value = Derzeit { $points } Punkte wert
mat-player = { $player }
rating-0 = Solo-Wertung (unter 30): Deine Fabrik kommt erst langsam in Gang.
rating-1 = Solo-Wertung (ab 30): Die Zahnräder knirschen noch – eine Revanche lohnt sich.
rating-2 = Solo-Wertung (ab 50): Solide Fabrikarbeit.
rating-3 = Solo-Wertung (ab 70): Eine glänzend geölte Fabrik!
rating-4 = Solo-Wertung (ab 90): Meisterhaft verchromt.
rating-5 = Solo-Wertung (ab 100): Eine Fabrik für die Geschichtsbücher.
log-special = { $player } nimmt einen Sondermarker.
log-green = { $player } nimmt einen grünen Punkt.
log-fast-track = { $player } schiebt { $machine } nach Sektor X, nutzt sie und nimmt einen grünen Punkt.
log-steam-for-green = { $player } gibt 1 Dampf für 3 grüne Punkte aus.
log-return = { $player } nimmt { $engineer } zurück auf die Hand.
phase-automa-copy = Zug des Automa: seine Aktionskarte kopieren?

# Die Symbole des Hosts, wie Corrosion sie verwendet (für die Textansicht: `parlour show`).
icon-gear-copper = mittelgroßes Zahnrad
icon-gear-brown = kleines Zahnrad
icon-gear-grey = Zahnrad beliebiger Größe
icon-chrome-silver = Chromzahnrad
icon-steam-white = Dampf
icon-scientist-purple = Diplom-Ingenieurin
icon-star-gold = Sondermarker
icon-wheel = Radsymbol

## Der Tisch (view.rs): die Werkhalle, die kompakten Bereiche der Mitspielenden, der Automa

view-empty = nichts
view-list = { $first }, { $rest }
view-n = { $n }
view-points = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
view-tip-and = { $first }. { $rest }
view-title-with = { $title } · { $extra }
view-card-tip = { $card }: { $effect }
view-machine-tip = { $machine } ({ $state }): { $effect }
view-chrome-tip = { $machine }. { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
    }, { $drive }
view-named-state = { $name } ({ $state })
view-named-points = { $name } ({ $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
    })
view-used = in dieser Radphase schon genutzt
view-own-title = { $player } (du) · { $points }
view-opp-title = { $player } · { $points }
view-sector = Sektor { $name }
view-sector-tip = Sektor { $name }: { $turns ->
    [0] was hier liegt, rostet bei der nächsten Wartung weg
    [one] erreicht X mit der nächsten Drehung des Rads
   *[other] erreicht X in { $turns } Drehungen des Rads
}
view-display-tip = Die Auslage: Nimm unter den Fenstern A, B und C oder, mit der passenden Maschine, oben vom Nachschubstapel. Im Vorrat liegen noch { $specials } Sondermarker.
view-stack-tip = { $row }: { $count } im Nachschubstapel, die oberste Karte offen
view-discard-tip = { $count } abgeworfen; oben: { $top }
view-discard-empty = Noch keine Ablage
view-award-row-tip = { $award } (noch { $count })
view-drive-tip = { $drive }: { $count ->
    [one] 1 Maschine
   *[other] { $count } Maschinen
    }, { $points }; oben: { $top }
view-count-chrome = { $count ->
    [one] 1 Chromzahnrad
   *[other] { $count } Chromzahnräder
}
view-count-green = { $count ->
    [one] 1 grüner Punkt
   *[other] { $count } grüne Punkte
}
view-count-specials = { $count } Sondermarker
view-sheet-sector = { $sector }: { $items }
view-sheet-waiting = Warteplatz: { $machine }
view-sheet-drive = { $drive } ({ $count ->
    [one] 1 Maschine
   *[other] { $count } Maschinen
    }, { $points }, oben { $top })
view-sheet = { $player }: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
    }
    Hand: { $hand }
    { $s3 }
    { $s2 }
    { $s1 }
    { $sx }
    Boiler: { $hot } heiß, { $cold } kalt
    Lager: { $storage }
    Maschinenraum: { $room }
    Auszeichnungen: { $awards }
view-automa-title = Der Automa · Stapel aufgebraucht: { $count } von 4
view-automa-tip = Der Automa deckt in jedem Zug zwei Karten auf: Die zweite ist seine Aktionskarte, und die Rückseite der nächsten Karte (Buchstabe und Pfeil) bestimmt, unter welchem Fenster er nimmt.
view-automa-back = { $letter } { $arrow }
view-automa-deck-tip = Der Stapel des Automa: { $count } Karten; die Rückseite der obersten zeigt { $back }
view-automa-trophy-tip = { $machine } unter dem Stapel des Automa: noch { $count } Wassermarker, dann nimmt er eine Auszeichnung
view-automa-no-turn = Der Automa war noch nicht am Zug.
view-automa-last-turn = Der letzte Zug des Automa
view-automa-step-1 = 1 · aufgedeckt
view-automa-step-2 = 2 · Aktionskarte
view-automa-step-3 = 3 · die nächste Rückseite zeigt { $back }: Er entfernt die Karte unter Fenster { $window } der Reihe „{ $row }“
view-automa-step-3-none = 3 · die nächste Rückseite zeigt { $back }; seine Aktionskarte nimmt nichts aus der Auslage
view-automa-step-4 = 4 · jede Trophäenmaschine unter seinem Stapel verliert einen Wassermarker
view-automa-step-5 = 5 · du darfst { $engineer } kopieren
