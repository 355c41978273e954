# Karten der vollen Stapel (Entwürfe D-06 bis D-11) und die Regeln der Karten, die in den
# Ablauf eingreifen (Schutzengel, Nachahmer, Verspotten, Blinder Zorn, Aufopferung, Smog,
# Marionettenfäden).

## Arsenal: einfach
card-pepperbox = Bündelrevolver
card-pepperbox-text = Fernkampf, kurze Reichweite, +1 Präzision. Äther 1: 1 Würfel mehr.
card-crowbar = Brecheisen
card-crowbar-text = Nahkampf, +1 Stärke. Äther 1: niederschlagen.
card-hunting-rifle = Jagdgewehr
card-hunting-rifle-text = Fernkampf, +1 Präzision. Äther 1: der Verteidiger wirft einen Würfel weniger.
card-brass-knuckles = Schlagring
card-brass-knuckles-text = Nahkampf. Zahle 1 oder 2 Äther für ebenso viele zusätzliche Würfel.
card-derringer = Derringer
card-derringer-text = Fernkampf, kurze Reichweite. Äther 1: wirf beliebige deiner Würfel einmal neu.
card-sabre = Säbel
card-sabre-text = Nahkampf, +1 Stärke. Äther 1: triff zusätzlich einen Gegner neben dem Ziel.
card-padded-jacket = Wattierte Jacke
card-padded-jacket-text = Gegenstand. Verteidigungsbonus, 1 Äther: wirf 2 Verteidigungswürfel mehr.
card-hobnailed-boots = Nagelstiefel
card-hobnailed-boots-text = Gegenstand. +1 Bewegungspunkt in jeder Bewegungsaktion.

## Arsenal: Spezial
card-harpoon-gun = Harpunengewehr
card-harpoon-gun-text = Fernkampf, kurze Reichweite, +2 Präzision. Äther 1: benommen (das Ziel verliert 1 Äther oder erleidet 1 Schaden mehr).
card-steam-hammer = Dampfhammer
card-steam-hammer-text = Nahkampf, +2 Stärke. Äther 1: triff zusätzlich einen Gegner neben dem Ziel.
card-lightning-gun = Blitzkanone
card-lightning-gun-text = Fernkampf, +1 Präzision. Zahle bis zu 3 Äther für ebenso viele zusätzliche Würfel.
card-incendiary-rifle = Brandgewehr
card-incendiary-rifle-text = Fernkampf, +2 Präzision. Äther 1: bei mindestens einem Treffer fängt das Feld des Ziels Feuer.
card-leech-blade = Egelklinge
card-leech-blade-text = Nahkampf, +1 Stärke. Äther 1: heile 1 für jeden Schaden, den der Angriff verursacht.
card-gyro-shield = Kreiselschild
card-gyro-shield-text = Gegenstand. Verteidigungsbonus, 1 Äther: wirf 3 Verteidigungswürfel mehr.
card-surgeons-kit = Chirurgenbesteck
card-surgeons-kit-text = Gegenstand. Freie Aktion, 1 Äther: du oder ein benachbarter Gentleman heilt bis zu 3.
card-clockwork-legs = Uhrwerkbeine
card-clockwork-legs-text = Gegenstand. +2 Bewegungspunkte in jeder Bewegungsaktion.
card-ether-battery = Ätherbatterie
card-ether-battery-text = Gegenstand. Dein Äthermaximum ist um 2 höher.

## Arsenal: Royal
card-guards-sabre = Gardesäbel
card-guards-sabre-text = Nahkampf, +3 Stärke. Äther 1: niederschlagen.
card-duelling-pistols = Duellpistolen
card-duelling-pistols-text = Fernkampf, +2 Präzision. Äther 1: wirf beliebige deiner Würfel einmal neu.
card-dragon-rifle = Drachenbüchse
card-dragon-rifle-text = Fernkampf, +3 Präzision. Äther 1: bei mindestens einem Treffer fängt das Feld des Ziels Feuer.
card-royal-halberd = Königliche Hellebarde
card-royal-halberd-text = Nahkampf, +3 Stärke. Äther 1: der Verteidiger wirft zwei Würfel weniger.
card-royal-cuirass = Königlicher Kürass
card-royal-cuirass-text = Gegenstand. Wirf bei jeder Verteidigung 2 Würfel mehr.
card-crown-jewel = Kronjuwel
card-crown-jewel-text = Gegenstand. Jeder deiner Angriffe wirft 1 Würfel mehr.

## Utensilien
card-laudanum = Laudanum
card-laudanum-text = Utensil. Freie Aktion: heile bis zu 4, dann ablegen.
card-stout-umbrella = Robuster Regenschirm
card-stout-umbrella-text = Utensil. Wenn dir Schaden droht, kann er bis zu 2 davon abfangen; danach ablegen.
card-dynamite = Dynamit
card-dynamite-text = Utensil. Aktion: ein Angriff mit 4 Würfeln gegen jede Figur neben dir, Freund wie Feind, ohne Deckung; dann ablegen.
card-field-kit = Feldbesteck
card-field-kit-text = Utensil. Freie Aktion: du oder ein benachbarter Gentleman heilt bis zu 3, dann ablegen.
card-strong-coffee = Starker Kaffee
card-strong-coffee-text = Utensil. Freie Aktion: erhalte 3 Äther, dann ablegen.

## Artefakte
card-rabbits-foot = Hasenpfote
card-rabbits-foot-text = Artefakt, bleibt liegen. Wirf bei jeder Verteidigung 1 Würfel mehr.
card-seven-league-boots = Siebenmeilenstiefel
card-seven-league-boots-text = Artefakt, bleibt liegen. +1 Bewegungspunkt in jeder Bewegungsaktion.
card-ether-lens = Ätherlinse
card-ether-lens-text = Artefakt, bleibt liegen. Dein Äthermaximum ist um 1 höher.
card-oaken-heart = Eichenherz
card-oaken-heart-text = Artefakt, bleibt liegen. Ein zusätzliches Kreuz: Schaden landet zuerst dort.
card-elixir = Elixier
card-elixir-text = Artefakt. Freie Aktion: heile bis zu 3, dann ablegen.
card-thunder-orb = Donnerkugel
card-thunder-orb-text = Artefakt. Aktion: ein Angriff mit 5 Würfeln gegen jede Figur neben dir, Freund wie Feind, ohne Deckung; dann ablegen.
card-scarab-amulet = Skarabäus-Amulett
card-scarab-amulet-text = Artefakt. Wenn dir Schaden droht, kann es bis zu 5 davon abfangen; danach ablegen.
card-healing-stone = Heilstein
card-healing-stone-text = Artefakt. Freie Aktion: du oder ein benachbarter Gentleman heilt bis zu 4, dann ablegen.
card-spirit-lamp = Geisterlampe
card-spirit-lamp-text = Artefakt. Freie Aktion: erhalte 4 Äther, dann ablegen.
card-sun-disc = Sonnenscheibe
card-sun-disc-text = Artefakt, bleibt liegen. Jeder deiner Angriffe wirft 1 Würfel mehr.
card-hawk-eye = Falkenauge
card-hawk-eye-text = Artefakt, bleibt liegen. Jeder deiner Fernkampfangriffe wirft 1 Würfel mehr.

## Molochsteine
card-stone-of-fury = Stein des Grimms
card-stone-of-fury-text = Molochstein, für einen Gentleman oder einen Agenten. Jeder Nahkampfangriff wirft 1 Würfel mehr.
card-stone-of-aim = Stein des Zielens
card-stone-of-aim-text = Molochstein, für einen Gentleman oder einen Agenten. Jeder Fernkampfangriff wirft 1 Würfel mehr.
card-stone-of-might = Stein der Macht
card-stone-of-might-text = Molochstein, für einen Gentleman oder einen Agenten. Jeder Angriff wirft 1 Würfel mehr.
card-stone-of-warding = Stein der Abwehr
card-stone-of-warding-text = Molochstein, für einen Gentleman oder einen Agenten. Wirf bei jeder Verteidigung 1 Würfel mehr.
card-stone-of-swiftness = Stein der Schnelligkeit
card-stone-of-swiftness-text = Molochstein, für einen Gentleman oder einen Agenten. +1 Bewegungspunkt in jeder Bewegungsaktion.
card-stone-of-life = Stein des Lebens
card-stone-of-life-text = Molochstein. Ein Gentleman erhält 2 zusätzliche Kreuze, ein Agent 2 Leben mehr.
card-stone-of-ruin = Stein des Verderbens
card-stone-of-ruin-text = Molochstein, für einen Gentleman oder einen Agenten. Beim Angriff zählt Treffer+ als 2 Treffer.
card-stone-of-shadows = Stein der Schatten
card-stone-of-shadows-text = Molochstein, für einen Gentleman oder einen Agenten. Bei der Verteidigung zählt Deckung als Ausweichen.

## Vorteilskarten
card-guardian-angel = Schutzengel
card-guardian-angel-text = Ritter. 1 Äther: greift der Nemesis einen Gentleman oder Verbündeten in bis zu 4 Feldern und in deiner Sichtlinie an, tritt auf ein freies Feld neben ihn und nimm den Angriff selbst.
card-field-surgeon = Feldscher
card-field-surgeon-text = Ritter. Aktion, 1 Äther: du oder ein benachbarter Gentleman heilt bis zu 3.
card-battle-trance = Kampfrausch
card-battle-trance-text = Ritter. Unterhalt 1: jeder deiner Angriffe wirft 1 Würfel mehr.
card-steady-aim = Ruhige Hand
card-steady-aim-text = Ritter. Angriffsbonus, 1 Äther: +2 Würfel im Fernkampf.
card-second-wind = Zweiter Atem
card-second-wind-text = Ritter. Zusatzaktion, 1 Äther: heile bis zu 2.
card-stalwart = Standhaft
card-stalwart-text = Ritter. Verteidigungsbonus, 1 Äther: wirf 2 Verteidigungswürfel mehr.
card-arcane-focus = Arkaner Fokus
card-arcane-focus-text = Arkanist. Angriffsbonus, 1 Äther: +2 Würfel bei jedem Angriff.
card-mending-touch = Heilende Hand
card-mending-touch-text = Arkanist. Aktion, 1 Äther: du oder ein benachbarter Gentleman heilt bis zu 3.
card-warding-sigil = Schutzsiegel
card-warding-sigil-text = Arkanist. Verteidigungsbonus, 1 Äther: wirf 2 Verteidigungswürfel mehr.
card-meditation = Meditation
card-meditation-text = Arkanist. Aktion: erhalte 3 Äther.
card-inner-light = Inneres Licht
card-inner-light-text = Arkanist. Zusatzaktion, 1 Äther: heile bis zu 2.
card-ether-shield = Ätherschild
card-ether-shield-text = Arkanist. Unterhalt 1: wirf bei jeder Verteidigung 2 Würfel mehr.
card-steam-injector = Dampfinjektor
card-steam-injector-text = Mekanist. Zusatzaktion: erhalte 1 Äther.
card-repair-kit = Reparaturkasten
card-repair-kit-text = Mekanist. Aktion: heile bis zu 4.
card-overdrive = Volldampf
card-overdrive-text = Mekanist. Unterhalt 1: +2 Bewegungspunkte in jeder Bewegungsaktion.
card-reinforced-plating = Verstärkte Panzerung
card-reinforced-plating-text = Mekanist. Ein zusätzliches Kreuz: Schaden landet zuerst dort.
card-auto-medic = Automedikus
card-auto-medic-text = Mekanist. Zusatzaktion, 1 Äther: du oder ein benachbarter Gentleman heilt bis zu 2.
card-ether-capacitor = Ätherkondensator
card-ether-capacitor-text = Mekanist. Dein Äthermaximum ist um 2 höher.
card-imitator = Nachahmer
card-imitator-text = Dilettant. Freie Aktion, 1 Äther: wähle eine Vorteilskarte eines Gentleman in deiner Sichtlinie; bis zum Beginn deiner nächsten Aktivierung hast du sie auch.
card-fencing-lessons = Fechtstunden
card-fencing-lessons-text = Dilettant. Angriffsbonus, 1 Äther: +2 Würfel im Nahkampf.
card-first-aid = Erste Hilfe
card-first-aid-text = Dilettant. Aktion: du oder ein benachbarter Gentleman heilt bis zu 2.
card-fortunes-favour = Fortunas Gunst
card-fortunes-favour-text = Dilettant. Wirf bei jeder Verteidigung 1 Würfel mehr.
card-light-feet = Leichtfüßig
card-light-feet-text = Dilettant. +1 Bewegungspunkt in jeder Bewegungsaktion.
card-keen-eye = Scharfes Auge
card-keen-eye-text = Dilettant. Unterhalt 1: jeder deiner Fernkampfangriffe wirft 2 Würfel mehr.
card-taunt = Verspotten
card-taunt-text = Monster. Aktion, 1 Äther: bis zu 3 Gegner in deiner Sichtlinie kommen je bis zu 3 Felder auf dich zu (du wählst ihre Schritte; sie erleiden keinen Absetzschaden).
card-regeneration = Regeneration
card-regeneration-text = Monster. Zusatzaktion, 1 Äther: heile bis zu 2.
card-berserk = Berserker
card-berserk-text = Monster. Unterhalt 1: jeder deiner Nahkampfangriffe wirft 2 Würfel mehr.
card-bounding-leap = Weiter Satz
card-bounding-leap-text = Monster. +2 Bewegungspunkte in jeder Bewegungsaktion.
card-tough-as-nails = Zäh wie Leder
card-tough-as-nails-text = Monster. Wirf bei jeder Verteidigung 1 Würfel mehr.
card-savage-strength = Rohe Kraft
card-savage-strength-text = Monster. Angriffsbonus, 2 Äther: +3 Würfel im Nahkampf.

## Macht- und Chaoskarten
card-puppet-strings = Marionettenfäden
card-puppet-strings-text = Macht, 3 Äther: bewege einen Agenten oder Schergen um bis zu 3 Felder; er erleidet keinen Absetzschaden.
card-smog = Smog
card-smog-text = Macht, 2 Äther: eine Wolke von 3 mal 3 Feldern nahe einem Gentleman; bis zum Aufräumen geht keine Sichtlinie durch sie hindurch.
card-ether-leech = Ätheregel
card-ether-leech-text = Jederzeit: ein Gentleman in bis zu 4 Feldern eines Agenten verliert 2 Äther.
card-quick-march = Eilmarsch
card-quick-march-text = Schergenaktivierung: ein Agent oder Scherge führt jetzt eine Bewegungsaktion aus.

## Leidenskarten
card-blind-rage = Blinder Zorn
card-blind-rage-text = Sofort darf die Nemesis mit deinem Gentleman einen Sturmangriff machen: auf jede Figur in seiner Sichtlinie, ohne Äther, ohne Absetzschaden.
card-sacrifice = Aufopferung
card-sacrifice-text = Du darfst sofort außer der Reihe einmal angreifen; danach erleidest du 2 Schaden, ob du angegriffen hast oder nicht.

## Züge und Protokoll
action-guard = { $figure } tritt auf { $square } dazwischen und nimmt den Angriff
action-no-guard = { $figure } lässt den Angriff geschehen
action-imitate = { $figure } ahmt { $card } nach
action-pull = { $figure } nach { $square } ziehen
action-end-pull = Nicht weiter ziehen
action-rage = Blinder Zorn: Sturmangriff auf { $target } von { $square }
action-forgo-rage = Den Blinden Zorn verstreichen lassen
action-forgo-sacrifice = Kein Angriff der Aufopferung (die 2 Schaden kommen trotzdem)
choice-sacrifice-attack = Aufopferung: jetzt angreifen
prompt-guardian = { $target } wird angegriffen: tritt der Schutzengel dazwischen?
prompt-pull = Verspotten: ziehe die Gegner Feld für Feld zu dir
prompt-rage = Blinder Zorn: Sturmangriff mit { $figure }?
prompt-sacrifice = Aufopferung: { $figure } darf jetzt angreifen und erleidet danach 2 Schaden
log-guardian = { $figure } tritt vor { $target } und nimmt den Angriff
log-imitate = { $figure } ahmt { $card } nach
log-rage = In blindem Zorn stürmt { $figure } los
log-smog = Smog legt sich um { $square }
square-smog = Smog: bis zum Aufräumen keine Sichtlinie durch dieses Feld
sheet-upkept = { $card }: Unterhalt bezahlt bis zu seiner nächsten Aktivierung
log-upkeep-card = { $figure } unterhält { $card }

## Chaoskarten, wenn ein Gentleman angegriffen wird, Verlorener Gegenstand (Issue 24)
card-treacherous-footing = Tückischer Grund
card-treacherous-footing-text = Wenn ein Gentleman angegriffen wird, nach dem Angriffswurf: er würfelt bei seiner Verteidigung 2 Würfel weniger.
card-cruel-blow = Grausamer Hieb
card-cruel-blow-text = Wenn ein Gentleman angegriffen wird, nach dem Angriffswurf: der Angriff zählt gegen ihn 1 Treffer mehr.
card-lost-item = Verlorener Gegenstand
card-lost-item-text = Das Utensil, das du am längsten bei dir trägst, rutscht dir aus der Tasche und ist fort; ohne Utensil geschieht nichts.
prompt-fight-chaos = { $figure } wird angegriffen: eine Chaoskarte vor seinem Verteidigungswurf, oder passen
log-lost-item = { $figure } verliert { $card }
prompt-chaos-window-allies = Aktivierung der Verbündeten ({ $figure }): eine Chaoskarte „jederzeit“ spielen?
piece-tooltip-carrying = { $figure }; trägt die Zeugin: keine Angriffe, 1 Bewegungspunkt weniger
action-unlock = { $figure } schließt die Tür nach { $square } auf
log-unlock = { $figure } schließt die Tür nach { $square } auf
edge-locked = Verschlossene Tür: niemand geht, sieht oder brennt hindurch, bis { $figure } sie aufschließt
