# Die Spielstandsliste.

saves-yours = Deine Spielstände
saves-autosaves = Automatisch gespeichert
saves-none = Du hast noch keine Partie gespeichert. Nutze beim Spielen „Speichern“ (Strg+S).
saves-no-autosaves = Noch keine automatischen Spielstände.
saves-open-file = Datei öffnen…
saves-refresh = Aktualisieren
saves-load = Laden
saves-finished = beendet
saves-broken = { $file } kann nicht geöffnet werden
saves-missing-game = { $id } (nicht installiert)
saves-seat-bot = { $player } (Bot)
# Datum und Uhrzeit eines Spielstands in Ortszeit; -utc, wo die Zeitzone unbekannt ist.
saves-date = { $day }.{ $month }.{ $year }, { $hour }:{ $minute }
saves-date-utc = { $day }.{ $month }.{ $year }, { $hour }:{ $minute } UTC
