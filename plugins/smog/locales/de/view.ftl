# Die gezeichneten Elemente des Tisches (Reichweite in der Szene, Leisten der Bögen,
# Nemesis-Tableau). Jede Nachricht hier muss es auch in en/view.ftl geben.

reach-square = { $cost } { $cost ->
    [one] Bewegungspunkt
   *[other] Bewegungspunkte
}{ $disengage ->
    [0] {""}
   *[other] {" "}· { $disengage } Schaden beim Absetzen von Gegnern
}{ $fire ->
    [0] {""}
   *[other] {" "}· { $fire } Schaden durch Feuer
}
reach-figure = { $mp } Bewegungspunkte: wohin eine Bewegungsaktion diese Figur bringt (rot: Schaden unterwegs)
sheet-crosses = Schaden { $damage }: eine Leidkarte bei { $cross }, besiegt bei { $life }
sheet-cross-slots = Linkes Kreuz bei { $cross } · Arsenalplätze { $used } / { $slots }
counter-supply = Vorrat
counter-deaths = Niederlagen
counter-question = Fragezeichen
counter-conspiracy = Verschwörung
power-tooltip = { $text } ({ $ether } Äther auf der Karte)
goal-line = Zum Sieg · die Gentlemen: { $gentlemen } · die Nemesis: { $nemesis }
goal-seal = { $count } Gullys versiegelt
goal-escort = { $figure } erreicht einen Ausgang
goal-kill = { $figure } vernichtet
goal-hold = sie halten bis zum Ende von Runde { $rounds } durch
goal-defeats = { $count } Niederlagen
goal-breakout = { $count } von { $figure } entkommen
goal-escort-dies = { $figure } zerstört
goal-bombs = { $count } Bomben gelegt
goal-districts = { $count } Bezirke Londons in Flammen
goal-rounds = Runde { $rounds } endet
goal-escape = { $count } von ihnen entkommen durch einen Ausgang (EX)
goal-search = { $count } Kisten durchsucht
goal-brothers = beide Brüder tot
goal-or = { $a } oder { $b }
roll-hit = { $count } Treffer
roll-hit-plus = { $count } Treffer+
roll-crown = { $count ->
    [one] 1 Krone
   *[other] { $count } Kronen
}
roll-dodge = { $count } Ausweichen
roll-cover = { $count } Deckung
roll-join = { $a }, { $b }
roll-none = keine Würfel
preview-target = { $figure } verteidigt sich mit { $defence } { $defence ->
    [one] Würfel
   *[other] Würfeln
}{ $cover ->
    [1] , in Deckung: auch die Deckungsseiten wehren ab
   *[other] {""}
}
preview-weapon = { $weapon }: { $dice } Angriffswürfel, erwartet { $hits-whole },{ $hits-tenth } Treffer und { $damage-whole },{ $damage-tenth } Schaden, { $defeat } % Chance, die Figur zu besiegen
preview-attack = { $dice } Angriffswürfel: erwartet { $hits-whole },{ $hits-tenth } Treffer und { $damage-whole },{ $damage-tenth } Schaden, { $defeat } % Chance, die Figur zu besiegen
preview-join =
    { $a }
    { $b }
