# Kapitel III bis VI, die neuen Gegner und Verbündeten, die Sonderaktionen der Kapitel, der
# Spielplan des brennenden London sowie Geschichte und Kampagnentexte jedes Kapitels.

option-chapter-3 = III: Tod von unten
option-chapter-4 = IV: Die Blechnanny
option-chapter-5 = V: Der Palast
option-chapter-6 = VI: Molochs Aufstieg
chapter-3 = Kapitel III: Tod von unten
chapter-4 = Kapitel IV: Die Blechnanny
chapter-5 = Kapitel V: Der Palast
chapter-6 = Kapitel VI: Molochs Aufstieg

figure-titus = Titus
figure-hammerlotte = Hammerlotte
figure-lamia = Lamia
figure-moloch-brood = Moloch-Brut
figure-high-priest = Hohepriester
figure-mechanist = Verräterischer Mechaniker
figure-urchin = Straßenjunge
figure-reporter = Reporterin
figure-fireman = Feuerwehrmann

action-seal = { $figure } verschließt den Gullydeckel auf { $square }
action-plant = { $figure } legt eine Bombe auf { $square }
action-defuse = { $figure } entschärft die Bombe auf { $square }
action-douse = { $figure } löscht das Feuer auf { $square }
action-leave = { $figure } verlässt hier die Szene

log-seal = { $figure } hat den Gullydeckel auf { $square } verschlossen
log-plant = { $figure } hat eine Bombe auf { $square } gelegt
log-defuse = { $figure } hat die Bombe auf { $square } entschärft
log-douse = { $figure } hat das Feuer auf { $square } gelöscht
log-leave = { $figure } ist entkommen
log-ritual = { $figure } hat das Ritual im Kreis vollzogen
log-arrive = { $figure } erscheint auf { $square }
log-london-fire = Das Feuer breitet sich in { $district } aus
log-london-roll = Die Nemesis würfelt, um London in Brand zu stecken: { $roll }
log-london-reroll = Die Nemesis wirft für London { $count ->
    [one] einen Würfel
   *[other] { $count } Würfel
} erneut: { $roll }
log-london-crowns = Der Wurf für London bleibt bei { $roll }: { $crowns ->
    [one] eine Krone
   *[other] { $crowns } Kronen
}
prompt-london = Wurf für London: Wähle die Würfel für einen Neuwurf oder behalte sie ({ $rerolls ->
    [one] letzter Neuwurf
   *[other] noch { $rerolls } Neuwürfe
})

square-sealed = Verschlossener Gullydeckel
square-ritual = Ritualort
square-bomb-site = Hier kann eine Bombe gelegt werden
square-bomb = Eine gelegte Bombe

london-board = Das brennende London
london-line = { $burning } von { $goal } nötigen Bezirken brennen · letzter Wurf: { $roll }
district-whitechapel = Whitechapel
district-westminster = Westminster
district-southwark = Southwark
district-city = die City
district-soho = Soho
district-mayfair = Mayfair
district-lambeth = Lambeth
district-holborn = Holborn

story-chapter-1 = Statt des Vorhangs hebt sich Rauch. Jemand hat die Türen des Theaters verriegelt, die Clowns in den Gängen sind keine Schauspieler, und das Feuer hat das Parkett schon erreicht. Hinaus, bevor das Dach einstürzt.
story-chapter-2 = Zwei Brüder führen eine Werkstatt, die nichts baut, was jemand bestellt hätte. In den Kisten der Hinterräume liegen die Briefe des Kults, wenn die Gentlemen sie öffnen, bevor Tobias und Emerson sie niederstrecken.
story-chapter-3 = Unter Whitechapel singt die Kanalisation. Die Lamien steigen aus der Tiefe, und jeder offene Schacht lässt weitere Tote nach oben. Verschließt die Schächte und haltet die Schlangenfrauen unter den Straßen.
story-chapter-4 = Die Zeugin ist ein Kind, und nur die Blechnanny kann sie durch das Viertel tragen. Titus kennt den Weg, den sie nehmen muss. Bahnt ihr den Weg bis an den Rand der Karte.
story-chapter-5 = Der Kult will den Palast während des Balls in die Luft sprengen. Die Hammerlotties führen den Sturm an; die Gentlemen müssen die Säle halten, bis die Garde eintrifft, oder den Angriff brechen, indem sie beide Schwestern besiegen.
story-chapter-6 = London brennt. Im Ritualkreis ruft der Kult die Moloch-Brut herbei, und jedes Ritual, jeder Wurf der dunklen Würfel setzt einen weiteren Bezirk in Brand. Vernichtet die Brut, bevor die Stadt verloren ist.

campaign-ch1-gentlemen = Die Gentlemen sind dem Feuer entkommen, mit einem Molochstein in der Hand und frischer Ausrüstung.
campaign-ch1-nemesis = Mit dem Theater verbrannte der Ruf der Gentlemen; der Kult sammelt Äther und Verbündete.
campaign-ch2-gentlemen = Die Briefe nennen die Helfer des Kults; eine Macht der Nemesis ist enttarnt und fehlt ihr beim nächsten Mal.
campaign-ch2-nemesis = Die Geheimnisse der Brüder bleiben begraben, und der Nemesis nimmt eine neue Macht für den kommenden Kampf.
campaign-ch3-gentlemen = Die Schächte sind verschlossen; die Gentlemen bergen Vorräte aus den Verstecken der Kanalisation.
campaign-ch3-nemesis = Die Lamien sind in der Stadt, und die Verschwörung wächst.
campaign-ch4-gentlemen = Die Zeugin spricht: eine Macht der Nemesis liegt offen, und die Gentlemen rüsten auf.
campaign-ch4-nemesis = Die Zeugin ist verloren; die Kassen des Kults füllen sich mit Äther.
campaign-ch5-gentlemen = Der Palast steht. Die dankbare Krone öffnet ihre Waffenkammer, und zwei Molochsteine wechseln den Besitzer.
campaign-ch5-nemesis = Der Palast liegt in Trümmern; der Kult nimmt eine neue Macht, und das Vertrauen der Stadt ist dahin.
campaign-ch6-gentlemen = Die Brut ist vernichtet, die Feuer erlöschen. London ist gerettet, vorerst.
campaign-ch6-nemesis = London brennt, und Moloch erhebt sich über der Asche.

objective-sealed = Verschlossene Gullydeckel: { $count } von { $goal }
objective-breakout = { $figure }: { $count } von { $goal } entkommen
objective-escort = Bringt { $figure } zu einem Ausgang
objective-bombs = Gelegte Bomben: { $count } von { $goal }
objective-hold = Haltet bis zum Ende von Runde { $rounds } durch
objective-round-ether = Der Schrecken nährt Moloch: Jede neue Runde bringt der Nemesis { $ether } Äther, { $per ->
        [one] einen
       *[other] { $per }
    }{ $counts ->
        [one] , wenn sie eine Machtkarte über ihre Grundmächte hinaus hat (in einer Kampagne zählt nur eine solche Karte, wie viele sie auch hält)
       *[each] {" "}für jede Machtkarte über ihre Grundmächte hinaus
    }
log-round-ether = Der Schrecken nährt die Nemesis: { $ether } Äther in ihren Vorrat
objective-kill-arrives = { $figure } erhebt sich in Runde { $round }
objective-kill = { $figure } noch auf den Beinen: { $alive }

figure-witness = Zeugin
action-set-down = { $figure } setzt { $witness } auf { $square } ab
action-pick-up = { $figure } nimmt { $witness } auf den Arm
action-hand-over = { $figure } reicht { $witness } an { $target } weiter
log-set-down = { $figure } hat { $witness } auf { $square } abgesetzt
log-pick-up = { $figure } hat { $witness } auf den Arm genommen
log-hand-over = { $figure } hat { $witness } an { $target } weitergereicht
log-witness-dropped = { $figure } ist gefallen und hat { $witness } auf { $square } losgelassen
goal-witness-dies = { $figure } wird getötet
