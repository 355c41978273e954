# Maniacal — Deutsch. Jede Nachricht hier muss es auch in en/maniacal.ftl geben.

## Bibliothek und Aufbau

game-name = Maniacal
game-description = Rivalisierende Superschurken ziehen Räume für ihre geheimen Basen, locken damit Handlanger an und schicken Teams auf gewagte Aufträge rund um die Welt. Wer nach drei Runden am berüchtigtsten ist, gewinnt.
game-rules =
    ### Ziel

    Nach drei Runden die meiste Berüchtigtheit haben. Jede Runde hat vier Phasen.

    ### I. Basisbau {"{#draft}"}

    Alle erhalten fünf Raumkarten, wählen geheim eine und bauen sie gleichzeitig (Kosten zahlen, der Anziehungswert steigt) oder verkaufen sie (Kosten erhalten). Der Rest wird weitergegeben — im Uhrzeigersinn in Runde 1 und 3, gegen den Uhrzeigersinn in Runde 2 —, bis drei Karten gewählt sind; die letzten zwei werden abgelegt.

    ### II. Handlanger {"{#recruiting}"}

    Für Bestien, Kriminelle, Wissenschaftler und Mystiker nacheinander wirbt der höchste Anziehungswert (Gleichstand: früher in der Spielreihenfolge) den offenen Handlanger an und zahlt dessen Kosten in Anziehung. Kann dieser Spieler nicht zahlen, kommt von dieser Art in dieser Runde keiner mehr. Höchstens zwei je Art und Runde. Anziehung bleibt erhalten.

    ### III. Aufträge {"{#turns}"}

    Alle beginnen auf dem ersten Feld der Zeitleiste der Runde (8, 10, 12 Wochen). Der Stein mit den meisten übrigen Wochen handelt (auf einem geteilten Feld der oberste). Aktionen: einen Aktionsraum mit einer bereiten Figur nutzen (seine Wochen), einen verdeckten Auftrag versuchen (3 bis 5 Wochen laut Tabelle des Superschurken, ein Team genau der Größe auf der Rückseite), einen Sonderort besuchen (2 Wochen: ein Komplott in der Unterwelt, Heilung für 2 $ je Verletzung im Ganovenspital, ein Söldner in Lucifers Lounge) oder passen. Ohne Zeit kommt der Stein auf den nächsten freien Platz der Spielreihenfolge.

    ### Aufträge {"{#contracts}"}

    Nachdem das Team feststeht, darf jeder Gegner mit einer Komplottkarte eine gegen dich spielen (nur eine je Versuch; ihr Spieler erhält 2 Berüchtigtheit). Die Karte wird aufgedeckt; du würfelst einen Eigenschaftswürfel je Eigenschaftspunkt. Die Seiten zeigen 0, 1 oder ein Symbol im Wert 2 (4 bei der empfohlenen Eigenschaft). Dein Lakai erlaubt einmal, beliebige Würfel neu zu werfen; Auftragsräume und Komplotte helfen ebenfalls. Erreiche den Zielwert für einen Erfolg. Ergebnisse bringen Berüchtigtheit, Geld und Effekte: verletzt (nicht mehr auf Aufträge), gefangen (verlässt das Spiel), eine Komplottkarte oder eine Kraft.

    ### IV. Aufräumen

    1 $ je Handlanger zahlen (zuerst Söldner, die danach gehen; der Lakai ist gratis); Unbezahlte gehen; du darfst einen entlassen. Dann wird alles aufgefrischt und sechs neue Aufträge werden ausgelegt.

    ### Ende

    Berüchtigtheitsbonus nach Geldrang (6, 3, 1), die meiste Berüchtigtheit gewinnt; bei Gleichstand mehr Handlanger.
option-advanced = Fortgeschrittene Regeln
option-advanced-description = Superschurken nutzen ihre besonderen Stärken und Schwächen, Lakaien ihre eigenen Eigenschaften.
option-villains = Superschurken
option-villains-description = Superschurken zufällig verteilen oder in Spielreihenfolge wählen lassen.
option-villains-random = Zufällig
option-villains-chosen = Von den Spielern gewählt
option-bodyguards = Leibwächter
option-bodyguards-description = Alle beginnen mit einem zufälligen Söldner, der als normaler Handlanger bleibt (gedacht für fünf Spieler).

## Phasen

phase-villains = Wähle deinen Superschurken
phase-draft = Runde { $round }: Basisbau
phase-contracts = Runde { $round }: Aufträge
phase-cleanup = Runde { $round }: Aufräumen
phase-over = Spielende

## Begriffe

trait-brawn = Kraft
trait-stealth = Heimlichkeit
trait-intellect = Intellekt
trait-magic = Magie
type-beasts = Bestien
type-criminals = Kriminelle
type-scientists = Wissenschaftler
type-mystics = Mystiker
kind-lackey = Lakai
kind-mercenary = Söldner
kind-bodyguard = Leibwächter
difficulty-easy = Leicht
difficulty-hard = Schwer
difficulty-legendary = Legendär
map-no-contract = Hier liegt kein Auftrag
location-underground = Die Unterwelt
location-hospital = Ganovenspital
location-lounge = Lucifers Lounge
continent-north-america = A · Nordamerika
continent-south-america = B · Südamerika
continent-europe = C · Europa
continent-africa = D · Afrika
continent-asia = E · Asien
continent-oceania = F · Ozeanien
special-captured = gefangen
special-injured = verletzt
special-scheme = eine Komplottkarte
special-power = eine Kraft
negative-target-up = Zielwert +2
negative-remove-die = ein Würfel weniger
negative-extra-week = eine Woche mehr
negative-injure = eine Verletzung nach dem Ergebnis
negative-steal = 3 $ stehlen bei Erfolg
positive-reroll = bis zu 3 Würfel neu werfen
positive-time = 2 Wochen gewinnen
positive-refresh = einen erschöpften Handlanger auffrischen
positive-cancel = eine Verletzung oder Gefangennahme aufheben
positive-consolation = nach einem Fehlschlag: +2 Berüchtigtheit und 2 $
effect-none = Kein Effekt.
effect-infamy-per-type = Aktion ({ $weeks } Wo.): { $amount } Berüchtigtheit je Handlanger der Art { $type }.
effect-money = Aktion ({ $weeks } Wo.): nimm { $amount } $.
effect-money-per-type = Aktion ({ $weeks } Wo.): nimm { $amount } $ je Handlanger der Art { $type }.
effect-draw-scheme = Aktion ({ $weeks } Wo.): ziehe eine Komplottkarte.
effect-gain-power = Aktion ({ $weeks } Wo.): einer deiner Handlanger erhält eine zufällige Kraft.
effect-heal = Aktion ({ $weeks } Wo.): entferne alle Verletzungen eines Handlangers.
effect-attraction = Aktion ({ $weeks } Wo.): Anziehung { $type } +{ $amount }.
effect-infamy = Aktion ({ $weeks } Wo.): erhalte { $amount } Berüchtigtheit.
effect-extra-die = Auftrag, vor dem Wurf: ein Würfel einer Eigenschaft deiner Wahl dazu.
effect-extra-dice = Auftrag, vor dem Wurf: { $amount } Würfel { $trait } dazu.
effect-target-minus = Auftrag, vor dem Wurf: Zielwert −{ $amount }.
effect-reroll = Auftrag, nach dem Wurf: bis zu { $amount } Würfel neu werfen.
effect-plus-success = Auftrag, nach dem Wurf: +{ $amount } Erfolg.
effect-shield-injury = Auftrag, nach dem Ergebnis: die nächste Verletzung entfällt.
effect-shield-capture = Auftrag, nach dem Ergebnis: die nächste Gefangennahme entfällt.
effect-success-money = Auftrag, bei Erfolg: nimm { $amount } $.
effect-success-infamy = Auftrag, bei Erfolg: erhalte { $amount } Berüchtigtheit.
effect-failure-money = Auftrag, bei Fehlschlag: nimm { $amount } $.
ability-arctic-queen = Stärke: Die erste Verletzung ihres Teams je Runde entfällt. Schwäche: Ihre Räume für Kriminelle ziehen { $less } weniger an.
ability-baron-gear = Stärke: Einmal je Runde darf er einen Aktionsraum ein zweites Mal nutzen. Schwäche: zahlt beim Aufräumen { $salary } $ mehr.
ability-madame-mirage = Stärke: { $dice ->
        [one] ein zusätzlicher Würfel
       *[other] { $dice } zusätzliche Würfel
    } der empfohlenen Eigenschaft bei jedem Auftrag. Schwäche: Das Spital verlangt { $hospital } $ je Verletzung.
ability-professor-null = Stärke: zieht { $draws } Kräfte und behält eine. Schwäche: jede Runde { $shorter ->
        [one] eine Woche
       *[other] { $shorter } Wochen
    } weniger.
ability-admiral-abyss = Stärke: Aufträge kosten { $saving ->
        [one] 1 Woche
       *[other] { $saving } Wochen
    } weniger (mindestens { $floor }). Schwäche: Sonderorte dauern { $location } Wochen.

## Züge und Fragen

action-villain = { $villain } spielen
action-build = { $room } für { $cost } $ bauen
action-sell = { $room } für { $cost } $ verkaufen
action-visit = { $location } besuchen ({ $weeks } Wochen)
action-hospital = { $tokens ->
        [one] Eine Verletzung
       *[other] { $tokens } Verletzungen
    } heilen
action-pass = Passen ({ $weeks } Wochen)
action-scheme = { $card } spielen: { $effect }
action-scheme-die = { $base } ({ $trait })
action-decline = Kein Komplott spielen
action-roll = Würfeln
action-reroll = { $dice ->
        [one] Einen Würfel
       *[other] { $dice } Würfel
    } neu werfen
action-accept = Wurf behalten
action-continue = Weiter
action-target = { $name }
action-positive = { $card } spielen: { $effect }
action-power = { $power } an { $name } geben
action-finish = Zug beenden
action-cleanup = Aufräumen bestätigen
choice-contract = Auftrag in { $continent }: { $back }, { $weeks } Wochen
choice-member = { $name } kommt ins Team
choice-lackey-trait = Dein Lakai nutzt { $trait }
choice-room = { $room } nutzen
choice-unit-villain = mit deinem Superschurken
choice-unit = mit { $name }
choice-heal-all = { $name } heilen
choice-add-die = einen Würfel { $trait } dazu
choice-reroll-lackey = Mit dem Lakaien neu werfen
choice-reroll-scheme = Mit { $card } neu werfen
choice-die = Würfel { $index }: { $trait }, { $successes }
choice-hospital = Ganovenspital besuchen ({ $weeks } Wochen, { $price } $ je Verletzung)
choice-heal = eine Verletzung von { $name } entfernen
choice-unpaid = { $name } nicht bezahlen
choice-fire = { $name } entlassen
prompt-team = Wähle ein Team aus { $size }
prompt-lackey-trait = Welche Eigenschaft nutzt dein Lakai?
prompt-heal = Wähle die Verletzungen, die geheilt werden
prompt-reroll = Wähle bis zu { $max } Würfel zum Neuwerfen
prompt-unit = Wer aktiviert den Raum?
prompt-unpaid = Du kannst alle bis auf { $count } bezahlen: Wähle, wer geht
prompt-fire = Du darfst einen Handlanger entlassen
prompt-villain = Wähle deinen Superschurken
prompt-draft = Baue oder verkaufe eine Raumkarte deiner Hand
prompt-action = Wähle eine Aktion
prompt-scheme = Spiele ein negatives Komplott gegen diesen Versuch oder verzichte
prompt-before-roll = Vor dem Wurf: Auftragsräume und Komplotte, dann würfeln
prompt-after-roll = Neu würfeln oder den Wurf behalten
prompt-result = Das Ergebnis: Auftragsräume und Komplotte, dann einstreichen
prompt-captured = Wähle das Teammitglied, das gefangen wird
prompt-injured = Wähle das Teammitglied, das verletzt wird
prompt-power = Gib eine Kraft einem deiner Handlanger
prompt-schemer-injury = Wähle das Teammitglied, das dein Komplott verletzt
prompt-confirm-injury = Lass die Verletzung gelten oder hebe sie mit einem Komplott auf
prompt-after-action = Du hast keine Wochen mehr: Spiele ein Komplott für 2 weitere oder beende deinen Zug

## Spielplan

contract-back = { $difficulty } · Team aus { $size } · { $trait }
contract-front = Erfolg: { $success }. Fehlschlag: { $failure }.
result-line = { $infamy } Berüchtigtheit, { $money } $, { $effects }
nothing = nichts
empty = leer
list-pair = { $a }, { $b }
henchman-body = { $kind }{ $injuries ->
        [0] {""}
        [one] {", "}verletzt (rotes Herz)
       *[other] {", "}{ $injuries } Verletzungen (rote Herzen)
    }{ $powers_count ->
        [0] {""}
       *[other] {" mit "}{ $powers }
    }
track-order = Spielreihenfolge
tip-die = Würfel { $trait }: { $successes ->
        [one] 1 Erfolg
       *[other] { $successes } Erfolge
    }
die-face = { $successes }
attempt-title = { $player } in { $continent } ({ $weeks } Wochen)
lackey-uses = Der Lakai nutzt { $trait }.
negative-played = { $player } hat ein Komplott gespielt: { $effect }.
window-open = Die Gegner entscheiden, ob sie ein Komplott spielen …
extra-dice = { $count } zusätzliche Würfel
successes-vs-target = { $successes ->
        [one] 1 Erfolg
       *[other] { $successes } Erfolge
    }, Zielwert { $target }
result-success = Erfolg!
result-failure = Fehlschlag …
you-build = Du baust { $room }.
you-sell = Du verkaufst { $room }.
has-chosen = { $player } hat gewählt ({ $cards } Karten).
is-choosing = { $player } wählt noch ({ $cards } Karten).
villain-times = Wochen nach A–F: { $times }
villain-ability = { $times }. { $ability }
tip-villain =
    { $villain }: { $body }
    { $state }
tip-villain-ready = Der Superschurke ist bereit.
tip-villain-exhausted = Der Superschurke ist erschöpft.
money = Geld
infamy = Berüchtigtheit
weeks = Wochen
scheme-body = Gegen andere: { $negative }. Für dich: { $positive }.
cleanup-decided = { $player } hat entschieden.
cleanup-deciding = { $player } entscheidet noch.
lair-title = Versteck von { $player }

## Spielplan (Tisch)

number = { $n }
tip-trip-weeks = Ein Versuch hier kostet dich { $weeks } Wochen.
track-weeks = Wochen
track-next-order = Nächste Reihenfolge
tip-time-track = Runde { $round } hat { $weeks } Wochen. Am Zug ist der Marker mit den meisten verbleibenden Wochen; auf einem geteilten Feld der oberste.
tip-weeks-left = { $player }: noch { $weeks } Wochen
tip-infamy = { $player }: { $infamy } Berüchtigtheit
tip-attraction-tracks = Anziehung (Bestien / Kriminelle / Wissenschaftler / Mystiker): { $players }
tip-attraction-player = { $player } { $beasts } / { $criminals } / { $scientists } / { $mystics }
tip-order-empty = Noch ist niemandem die Zeit ausgegangen.
tip-order = { $player } ist { $place }. in der Reihenfolge
tip-money = { $money } $
tip-underground = Der Komplottstapel: Wer hierher reist, zieht eine Komplottkarte.
tip-lounge = Der Söldnerstapel: Wer hierher reist, heuert für diese Runde einen Söldner an.
hospital-body = Heilt Verletzungen für je { $price } $.
contract-back-body = Team aus { $size }, empfohlen: { $trait }
contract-decks-title = Auftragsstapel
contract-decks-easy = Leicht: { $count }
contract-decks-hard = Schwer: { $count }
contract-decks-legendary = Legendär: { $count }
deck-top-body = { $type }; der Wert sind die Kosten in Anziehung.
tip-pool-die = Würfel { $trait }, noch nicht geworfen
window-closed = Gegen diesen Versuch wurde kein Komplott gespielt.
lackey-rerolled = Der Lakai hat Würfel neu geworfen.
dice-to-roll = Zu werfende Würfel:
dice-rolled = Der Wurf:
composing-title = Dein Versuch in { $continent } ({ $weeks } Wochen)
composing-team = Team: { $picked } von { $size }. Seine Würfel:
draft-title = Raumauswahl — Wahl { $pick } von { $picks }, Karten gehen { $clockwise ->
        [1] im Uhrzeigersinn weiter
       *[0] gegen den Uhrzeigersinn weiter
    }
draft-hand = Deine Hand ({ $cards } Karten): Klicke einen Raum an, um ihn zu bauen
draft-your-picks = Deine Wahl in dieser Runde
draft-sold = Für seine Kosten verkauft
pick-built = { $room } gebaut
pick-sold = { $room } verkauft
pick-list = Bisher: { $picks }
lair-title-villain = { $player } · { $villain }
trait-value = { $trait } { $value }
tip-henchman = { $name }: { $traits }{ $injuries ->
        [0] {""}
        [one] {", "}eine Verletzung
       *[other] {", "}{ $injuries } Verletzungen
    }{ $powers_count ->
        [0] {""}
       *[other] {"; Kräfte: "}{ $powers }
    }{ $ready ->
        [1] {""}
       *[0] {" (erschöpft)"}
    }
tip-scheme-backs = { $count } verdeckte Komplottkarten
tip-room = { $room }: { $effect }{ $used ->
        [1] {" (in dieser Runde benutzt)"}
       *[0] {""}
    }

## Wertung

score-contracts = Aufträge
score-rooms = Räume
score-schemes = Komplotte
score-money-bonus = Geldbonus
score-henchmen = Handlanger (Gleichstand)

## Protokoll

log-villain = { $player } spielt { $villain }.
log-picked = { $player } hat geheim gewählt.
log-cleanup-decided = { $player } hat das Aufräumen entschieden.
log-build = { $player } baut { $room }: { $type } +{ $points }.
log-sell = { $player } verkauft { $room } für { $money } $.
log-recruit = { $player } wirbt { $henchman } für { $cost } Anziehung an.
log-recruit-stop = Niemand kann { $henchman } bezahlen: keine weiteren { $type } in dieser Runde.
log-room = { $player } nutzt { $room }.
log-infamy = { $player } erhält { $amount } Berüchtigtheit.
log-money = { $player } nimmt { $amount } $.
log-draw-scheme = { $player } zieht eine Komplottkarte.
log-you-drew = Du hast { $card } gezogen.
log-underground = { $player } besucht die Unterwelt und zieht eine Komplottkarte.
log-lounge = { $player } heuert { $henchman } in Lucifers Lounge an.
log-hospital = { $player } zahlt { $money } $ und heilt { $tokens } Verletzungen.
log-pass = { $player } passt.
log-positive = { $player } spielt { $card }: { $effect }.
log-negative = { $player } spielt { $card } gegen den Versuch: { $effect }.
log-attempt = { $player } versucht den Auftrag in { $continent } mit { $size ->
        [one] 1 Handlanger
       *[other] { $size } Handlangern
    } ({ $weeks } Wochen).
log-flip = Der Auftrag ist { $contract }, Zielwert { $target }.
log-roll = { $dice } Würfel geworfen: { $successes ->
        [one] 1 Erfolg
       *[other] { $successes } Erfolge
    }.
log-reroll = { $player } wirft { $dice } Würfel neu.
log-success = Erfolg: { $successes } gegen { $target }.
log-failure = Fehlschlag: { $successes } gegen { $target }.
log-reward = { $player } erhält { $infamy } Berüchtigtheit und { $money } $.
log-steal = { $player } stiehlt { $money } $.
log-effect-cancelled = Ein Effekt auf das Team von { $player } entfällt.
log-injured = { $henchman } ist verletzt.
log-captured = { $henchman } wird gefangen.
log-power = { $henchman } erhält { $power }.
log-unpaid = { $henchman } wird nicht bezahlt und geht.
log-fired = { $henchman } wird entlassen.
log-salaries = { $player } zahlt { $money } $ Lohn.
log-bonus = { $player } ist { $rank }. beim Geld und erhält { $infamy } Berüchtigtheit.
