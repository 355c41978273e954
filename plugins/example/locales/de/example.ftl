# Sealed Bids — Deutsch.
# Jede Nachrichten-ID hier muss auch in en/example.ftl stehen (ein Unit-Test prüft das).

## Bibliothek und Spielaufbau

game-name = Verdeckte Gebote
game-description = Ein schnelles Nervenduell: Beide bieten geheim und gleichzeitig auf jede Preiskarte. Das höhere Gebot gewinnt den Preis.
game-rules =
    ### Aufbau {"{#setup}"}

    Jeder Spieler hat die Karten 1 bis N auf der Hand. Der Preisstapel enthält dieselben Werte, gemischt und verdeckt.

    ### Eine Runde {"{#round}"}

    In jeder Runde wird die oberste Preiskarte aufgedeckt. Dann wählen beide Spieler geheim eine Karte aus ihrer Hand. Haben beide gewählt, werden die Gebote aufgedeckt: Das höhere Gebot gewinnt den Preis und zählt seinen Wert in Punkten. Gebotene Karten sind verbraucht, ob gewonnen oder verloren.

    ### Gleiche Gebote {"{#ties}"}

    Sind beide Gebote gleich, wird der Preis abgelegt. Steht die Option „Gleiche Gebote“ auf Übertragen, bleibt er stattdessen liegen, und wer die nächste Runde gewinnt, bekommt ihn dazu.

    ### Spielende {"{#end}"}

    Nach N Runden gewinnt, wer mehr Punkte hat; bei Gleichstand teilen sich beide den Sieg.

option-cards = Karten pro Spieler
option-cards-description = Wie viele Karten jeder Spieler hat; so viele Runden dauert das Spiel.
option-cards-9 = 9 Karten (schnell)
option-cards-13 = 13 Karten (klassisch)
option-ties = Gleiche Gebote
option-ties-description = Was mit dem Preis geschieht, wenn beide dieselbe Karte bieten.
option-ties-discard = Der Preis wird abgelegt
option-ties-carry = Der Preis wird in die nächste Runde übertragen

## Status und Aktionen

phase-bidding = Runde { $round }: Gebote um { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    }
phase-game-over = Spielende
action-bid = { $card } bieten

## Spielprotokoll

log-you-bid = Du hast verdeckt { $card } geboten.
log-placed-bid = { $player } hat ein Gebot abgegeben.
log-revealed-bid = Aufgedeckt: { $player } hat { $card } geboten.
log-won = { $player } gewinnt { $cards ->
        [one] den Preis
       *[other] { $cards } Preiskarten
    } im Wert von { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
    }.
log-tie-discard = Gleichstand! Der Preis im Wert von { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
    } wird abgelegt.
log-tie-carry = Gleichstand! Der Preis wird übertragen: Wer die nächste Runde gewinnt, bekommt { $points ->
        [one] diesen Punkt
       *[other] diese { $points } Punkte
    } dazu.
log-prize = Runde { $round }: Die Preiskarte { $prize } wird aufgedeckt.
log-game-won = { $player } gewinnt das Spiel mit { $score } zu { $other }.
log-game-drawn = Das Spiel endet unentschieden, { $score } zu { $score }.

## Punkteaufstellung

score-prizes-won = { $count ->
        [one] Ein Preis mit einem Gebot gewonnen
       *[other] { $count } Preise mit Geboten gewonnen
    }
score-carried-won = { $count ->
        [one] Ein übertragener Preis
       *[other] { $count } übertragene Preise
    }

## Spieltisch

header-round = Runde { $round } von { $rounds }
header-game-over = Endergebnis
prompt-bid = Wähle eine Karte als Gebot um { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    }.
prompt-wait = Warte auf das Gebot von { $player } …
prompt-spectator = Beide Spieler bieten geheim.
result-winner = { $player } gewinnt mit { $score } zu { $other }!
result-draw = Unentschieden, { $score } zu { $score }!

mat-prizes = Preise
card-prize = Preis
tip-prize = Der Preis dieser Runde: { $prize ->
        [one] ein Punkt
       *[other] { $prize } Punkte
    }
stack-prize-deck = { $count ->
        [0] Keine Preise mehr
        [one] Noch ein Preis
       *[other] Noch { $count } Preise
    }
tip-prize-deck = Die noch kommenden Preiskarten, verdeckt und gemischt.
stack-carried = Übertragen: { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    }, { $points ->
        [one] ein Punkt
       *[other] { $points } Punkte
    }
tip-carried = Preise aus gleichen Geboten; wer diese Runde gewinnt, bekommt sie dazu.
label-stake = Es geht um { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    }
stack-discarded = Abgelegt: { $count ->
        [one] ein Preis
       *[other] { $count } Preise
    }

mat-seat = { $player }
mat-seat-own = { $player } (du)
stack-hand = { $count ->
        [0] Keine Karten auf der Hand
        [one] Eine Karte auf der Hand
       *[other] { $count } Karten auf der Hand
    }
hand-empty = Keine Karten mehr
tip-bid = { $card } bieten um { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    }
label-bid = Gebot
card-your-bid = Dein Gebot
tip-your-bid = Dein verdecktes Gebot; es wird aufgedeckt, sobald beide geboten haben.
card-back = Verdeckte Gebote
tip-sealed-bid = { $player } hat ein verdecktes Gebot abgegeben.
bid-waiting = Wählt noch …
bid-none = —
stack-won = { $count ->
        [0] Noch keine Preise gewonnen
        [one] Ein Preis gewonnen
       *[other] { $count } Preise gewonnen
    }
counter-points = Punkte
track-score = Punktestand

mat-last-round = Runde { $round } aufgedeckt
last-won = { $player } bekommt { $cards ->
        [one] den Preis
       *[other] { $cards } Preiskarten
    } und damit { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    }.
last-tie-carried = Gleichstand: { $points ->
        [one] Ein Punkt wird
       *[other] { $points } Punkte werden
    } übertragen.
last-tie-discarded = Gleichstand: { $points ->
        [one] Ein Punkt wird
       *[other] { $points } Punkte werden
    } abgelegt.
