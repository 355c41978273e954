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
