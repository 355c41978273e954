# Die Kampagne und das Intermezzo (campaign/*.rs). Eigene Formulierungen.

option-mode = Modus
option-mode-description = Ein Kapitel für sich oder eine Kampagne vom gewählten Kapitel bis zum Finale.
option-mode-one-shot = Einzelabenteuer
option-mode-campaign = Kampagne
option-mode-one-shot-description = Nur das gewählte Kapitel, mit den Extras der gewählten Stufe.
option-mode-campaign-description = Alle Kapitel bis zum Finale; ab einem späteren Kapitel mit dessen Einzelabenteuer-Aufbau.

profession-knight = Ritter
profession-mechanist = Mechanist
profession-arcanist = Arkanist
profession-dilettante = Dilettant
profession-monster = Monster

phase-intermezzo = Intermezzo vor Kapitel { $chapter }
phase-campaign-nemesis = Kampagne nach { $chapters } Kapiteln vorbei: die Nemesis hat das Finale gewonnen
phase-campaign-gentlemen = Kampagne nach { $chapters } Kapiteln vorbei: die Gentlemen haben das Finale gewonnen

log-campaign-nemesis = Die Nemesis gewinnt das Finale und damit die Kampagne.
log-campaign-gentlemen = Die Gentlemen gewinnen das Finale und damit die Kampagne.
log-carry-over = Das Kapitel wird abgeräumt: Ausrüstung, Vorteils- und Machtkarten bleiben; Schaden, Äther und Chaoskarten gehen.
log-intermezzo = Das Intermezzo beginnt: Läden und Ortskarten liegen aus.
log-visit = { $figure } besucht { $place } (+{ $points } Verschwörung für die Nemesis).
log-campaign-power = Die Nemesis nimmt die Machtkarte { $card } für die Kampagne.
log-swap = { $into } tritt an die Stelle von { $out }.
log-next-chapter = Kapitel { $chapter } wird aufgebaut.
log-sabbath = Der Sabbat hebt die Aktivierung von { $card } auf.
log-seance = Séance: { $card } muss die Reihe der Nemesis in dieser Runde eröffnen.

place-bazaar = Hardy's Bazaar, Paar { $space }
place-wilkinson = Wilkinson's: { $card }
place-market = den Schattenmarkt: { $card }
place-club = den Unicorn Club: { $card }
place-location = { $card }

action-visit = { $figure } besucht { $place }
action-pick = { $card } nehmen
action-name = { $card } benennen
action-return-advantage = Vorteilskarte { $card } zurücklegen
action-set-aside = { $card } im nächsten Kapitel weglassen
action-return-power = Machtkarte { $card } in den Stapel zurücklegen
action-stone = Molochstein { $card } an { $figure } geben
action-swap = { $into } ersetzt { $out }
action-swap-done = Aufstellung behalten
action-new-leader = { $figure } führt das nächste Kapitel an

intermezzo-heading = Intermezzo vor Kapitel { $chapter }
intermezzo-board = Intermezzo-Plan
intermezzo-line = Verschwörung in diesem Intermezzo: { $gained } (die Nemesis hält { $conspiracy } für den nächsten Aufbau)
intermezzo-order = Noch unterwegs: { $figures }
board-bazaar = Hardy's Bazaar ({ $points } Verschwörung)
board-wilkinson = Wilkinson's ({ $points } Verschwörung)
board-market = Schattenmarkt ({ $points } Verschwörung)
board-club = Unicorn Club ({ $points } Verschwörung)
board-locations = Ortskarten
top-hat-taken = Zylinder-Feld besetzt von { $figure }
location-only = Nur: { $professions }

stage-visit = Die Gentlemen besuchen die Orte, der Anführer zuerst.
stage-choose = { $figure } nimmt eine Karte nach Wahl.
stage-advantages = { $figure } nimmt eine Vorteilskarte seiner Profession.
stage-return = { $figure } hat vier Vorteilskarten und legt eine zurück.
stage-set-aside = Die Nemesis lässt { $count ->
        [one] eine Machtkarte
       *[other] { $count } Machtkarten
    } im nächsten Kapitel weg.
stage-powers = Die Nemesis nimmt eine Machtkarte ({ $held } von 6; bei 6 legt sie zuerst eine zurück).
stage-stone = Die Nemesis gibt einen Molochstein an einen Agenten des nächsten Kapitels.
stage-swap = Die Gentlemen dürfen Gentlemen austauschen (eine neue Profession bringt eine Vorteilskarte).
stage-leader = Die Gentlemen bestimmen den Anführer des nächsten Kapitels.

gentleman-benched = { $figure } (pausiert)
kit-advantages = Vorteilskarten: { $count } von { $max }
kit-powers = Machtkarten: { $count } von { $max }
kit-stone = Molochstein { $card } bei { $figure }
kit-stash = Gemeinsame Ausrüstung, die niemand trägt:
once-sabbath = { $figure } darf im nächsten Kapitel eine Agenten-Aktivierung aufheben (Sabbat).
once-seance = { $figure } darf im nächsten Kapitel die erste Karte einer Nemesis-Reihe benennen (Séance).
once-no-fire = Nächstes Kapitel: es beginnt ohne Feuer.
once-fewer-minions = Nächstes Kapitel: { $count ->
        [one] ein Scherge bleibt
       *[other] { $count } Schergen bleiben
    } fern.
once-extra-round = Nächstes Kapitel: eine Runde mehr.
once-chaos-minus = Nächstes Kapitel: die Nemesis beginnt mit einer Chaoskarte weniger.

campaign-history = Kampagne
campaign-line = Kampagne von Kapitel { $first } bis zum Finale, Kapitel { $finale }: { $played ->
        [0] noch kein Kapitel gespielt
        [one] ein Kapitel gespielt
       *[other] { $played } Kapitel gespielt
    }
end-chapter-nemesis = Kapitel { $chapter }: gewonnen von der Nemesis
end-chapter-gentlemen = Kapitel { $chapter }: gewonnen von den Gentlemen
history-nemesis = Kapitel { $chapter }: die Nemesis gewann (Runde { $rounds }, { $deaths } Niederlagen); Intermezzo: +{ $conspiracy } Verschwörung
history-gentlemen = Kapitel { $chapter }: die Gentlemen gewannen (Runde { $rounds }, { $deaths } Niederlagen); Intermezzo: +{ $conspiracy } Verschwörung
history-visit = { $figure } ging zu { $place }
campaign-won-nemesis = Die Nemesis hat die Kampagne gewonnen.
campaign-won-gentlemen = Die Gentlemen haben die Kampagne gewonnen.

location-sabbath = Sabbat
location-sabbath-text = Nur Arkanist. Einmal im nächsten Kapitel darfst du, wenn eine Agentenkarte aufgedeckt wird, diese Aktivierung aufheben.
location-seance = Spiritistische Séance
location-seance-text = Nur Arkanist. Einmal im nächsten Kapitel benennst du zu Beginn einer Befehlsphase eine Aktivierungskarte der Nemesis: sie muss ihre Reihe eröffnen.
location-buckingham-palace = Buckingham Palace
location-buckingham-palace-text = Nur Ritter oder Dilettant. Nimm eine Arsenalkarte Royal deiner Wahl.
location-seasoned-mentor = Erfahrener Lehrmeister
location-seasoned-mentor-text = Nur Ritter oder Dilettant. Nimm zwei Vorteilskarten deiner Profession.
location-tower-armoury = Waffenkammer im Tower
location-tower-armoury-text = Nur Ritter. Nimm eine Arsenalkarte Spezial deiner Wahl.
location-lambeth-foundry = Gießerei in Lambeth
location-lambeth-foundry-text = Nur Mechanist. Nimm eine Arsenalkarte Spezial deiner Wahl.
location-brass-works = Messingwerk
location-brass-works-text = Nur Mechanist. Ziehe drei Utensilien.
location-british-museum = Britisches Museum
location-british-museum-text = Nimm ein Artefakt deiner Wahl.
location-curiosity-shop = Kuriositätenladen
location-curiosity-shop-text = Ziehe ein Artefakt.
location-apothecary = Apotheke
location-apothecary-text = Ziehe zwei Utensilien.
location-gunsmiths-alley = Büchsenmachergasse
location-gunsmiths-alley-text = Ziehe zwei Arsenalkarten Einfach.
location-fire-brigade = Feuerwehr
location-fire-brigade-text = Das nächste Kapitel beginnt ohne sein Feuer.
location-scotland-yard = Scotland Yard
location-scotland-yard-text = Zwei Schergen aus dem Aufbau des nächsten Kapitels bleiben fern (die am weitesten von den Gentlemen).
location-crooked-pint = Zum krummen Krug
location-crooked-pint-text = Nur Dilettant. Die Nemesis beginnt das nächste Kapitel mit einer Chaoskarte weniger.
location-fleet-street = Fleet Street
location-fleet-street-text = Nur Dilettant. Die Zeitungen entlarven den Kult: die Nemesis verliert vier Verschwörungspunkte.
location-clock-tower = Uhrturm
location-clock-tower-text = Das nächste Kapitel dauert eine Runde länger.
location-menagerie = Menagerie
location-menagerie-text = Nur Monster. Nimm eine Vorteilskarte deiner Profession.
location-catacombs = Katakomben
location-catacombs-text = Nur Monster oder Arkanist. Ziehe einen Molochstein für den gemeinsamen Vorrat.
location-opium-den = Opiumhöhle
location-opium-den-text = Nur Arkanist. Ziehe ein Artefakt.
location-boxing-club = Boxclub
location-boxing-club-text = Nur Monster oder Ritter. Nimm eine Arsenalkarte Einfach deiner Wahl.
location-royal-society = Royal Society
location-royal-society-text = Nur Mechanist oder Arkanist. Nimm eine Vorteilskarte deiner Profession.
location-st-pauls = St Paul's
location-st-pauls-text = Eine Predigt gegen den Kult: die Nemesis verliert drei Verschwörungspunkte.
location-docks-warehouse = Lagerhaus am Hafen
location-docks-warehouse-text = Ziehe eine Arsenalkarte Spezial.
location-savile-row = Savile Row
location-savile-row-text = Nur Dilettant oder Ritter. Nimm eine Arsenalkarte Einfach deiner Wahl.
location-st-barts = St Bartholomew's
location-st-barts-text = Ein Scherge aus dem Aufbau des nächsten Kapitels bleibt fern.

action-sabbath-cancel = Aktivierung von { $card } aufheben (Sabbat)
action-sabbath-keep = Handeln lassen (Sabbat behalten)
action-seance-later = Nicht in dieser Runde (Séance behalten)
once-named = Diese Runde: { $card } eröffnet die Reihe der Nemesis (Séance).
stage-stones-nemesis = Die Nemesis wählt ihre Molochsteine.
stage-stones-gentlemen = Die Gentlemen wählen ihre Molochsteine für den gemeinsamen Vorrat.

# Die Geschichte der Kampagne (campaign/story.rs, Issue 24). Eigene Formulierungen.
story-next = Nächstes Kapitel: { $what }
story-return-absent = { $figure }, getroffen in Kapitel { $chapter }, kehrt nicht zurück.
story-return-slain = { $figure } fiel in Kapitel { $chapter }, doch der Kult hat ihn wieder auferstehen lassen{ $wounds ->
        [0] {""}
       *[other] , noch mit { $wounds } Schaden
    }.
story-return-fled = { $figure } entkam in Kapitel { $chapter } und ist zurück{ $wounds ->
        [0] {""}
       *[other] , noch mit { $wounds } Schaden
    }{ $version ->
        [0] {""}
       *[other] , gezwungen auf Version { $version } seines Bogens
    }.
story-return-won = { $figure } triumphierte in Kapitel { $chapter } und kehrt zurück{ $ether ->
        [0] {""}
       *[other] {" "}mit { $ether } Äther mehr
    }.

story-ch1-intro = Ein Galaabend wird zur Falle: Das Theater brennt, die Türen sind verriegelt, und Damon Smiths Clowns grinsen zwischen den Sitzreihen. Kommt lebend hinaus.
story-ch1-gentlemen = Rußgeschwärzt, aber heil erreichen die Gentlemen die Straße, und ein Konstabler, der mit ihnen floh, schwört ihnen seine Hilfe.
story-ch1-nemesis = Das Theater brennt bis auf die Balken nieder. Damons Clowns verschwinden in der Nacht, den Gentlemen auf den Fersen.
twist-ch1-gentlemen = Ein Konstabler, der aus dem Theater entkam, steht den Gentlemen bei (ein Bobby mehr).
twist-ch1-nemesis = Zwei von Damons Killerclowns sind den Gentlemen in die Werkstatt gefolgt.

story-ch2-intro = Das Feuer war kein Unfall. Briefe führen zu einer Werkstatt, in der die Brüder Tobias und Emerson Kisten voller Geheimnisse des Kults bewachen.
story-ch2-gentlemen = Die Kisten geben ihre Briefe preis: eine Karte der Kanalschächte, die der Kult öffnen will.
story-ch2-nemesis = Die Brüder verbrennen, was sie nicht halten können, und die Kunde von den Eindringlingen erreicht die Tunnel darunter.
twist-ch2-gentlemen = Die Briefe zeigen, wo die Schächte liegen: eine Runde mehr, um sie zu versiegeln.
twist-ch2-nemesis = Der Kult ist gewarnt: Zwei weitere schlurfende Zombies warten in der Kanalisation.

story-ch3-intro = Unter Whitechapel öffnen sich die Schächte. Versiegelt sie, bevor die Lamien in die Straßen kriechen.
story-ch3-gentlemen = Der letzte Deckel fällt scheppernd zu; was der Kult unten gezüchtet hat, bleibt unten, und seine Wächter mit ihm.
story-ch3-nemesis = Die Lamien sind draußen, und die Rinnsteine von Whitechapel verbergen sie gut.
twist-ch3-gentlemen = Die versiegelte Kanalisation hält zwei der Schergen unten beschäftigt.
twist-ch3-nemesis = Der Nemesis beginnt mit einer Chaoskarte mehr, und die ausgebrochenen Lamien schließen sich der Jagd an.

story-ch4-intro = Eine Zeugin hat die Anführer des Kults gesehen. Die Blechnanny muss sie aus dem Viertel tragen, während Titus' Männer jede Gasse abriegeln.
story-ch4-gentlemen = Die Blechnanny scheppert in Sicherheit. Die Zeugin spricht, und ihre ersten Worte sind eine Warnung an den Palast.
story-ch4-nemesis = Die Zeugin spricht nie wieder, und niemand warnt den Palast vor dem, was kommt.
twist-ch4-gentlemen = Von der Zeugin gewarnt, stellt der Palast einen zweiten Konstabler in die Halle.
twist-ch4-nemesis = Niemand hat den Palast gewarnt: Die Wache trifft eine Runde später ein.

story-ch5-intro = Bomben für den Palast: Die Hammerlotten und der verräterische Mechaniker führen den Sturm an. Haltet die Hallen, bis die Wache kommt.
story-ch5-gentlemen = Der Palast steht. Die dankbare Feuerwehr schickt ihren mutigsten Mann in den letzten Kampf.
story-ch5-nemesis = Der Palast erbebt, und Westminster brennt, noch bevor das Ritual beginnt.
twist-ch5-gentlemen = Ein Feuerwehrmann schließt sich den Gentlemen für das Finale an.
twist-ch5-nemesis = Die Bomben haben Westminster in Brand gesetzt: Es beginnt mit einem Feuermarker.

story-ch6-intro = Alle Wege führen zum Ritualkreis. Wer vom Kult noch frei ist, versammelt sich dort, um Molochs Brut zu wecken und London anzuzünden.
story-ch6-gentlemen = Die Brut fällt, die Flammen sinken, und London erfährt nie, wie knapp es war.
story-ch6-nemesis = London brennt, und aus dem Rauch erhebt sich Moloch.
tally-gentlemen = Drei gewonnene Kapitel haben den Gentlemen Freunde gemacht: Ein Reporter schließt sich an, und das Finale dauert eine Runde länger.
tally-nemesis = Drei gewonnene Kapitel haben den Kult in der ganzen Stadt verbreitet: Whitechapel beginnt mit einem Feuermarker, und der Nemesis hält eine Chaoskarte mehr.
