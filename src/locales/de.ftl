# Dealer Desk: die Oberfläche auf Deutsch.
# Schlüssel und Platzhalter wie in en.ftl; Lieferantendaten bleiben unübersetzt.

## Rahmen jeder Seite

site-name = Dealer Desk
site-description = Dealer Desk: Teile, Preise, Fahrzeugzuordnung und Lagerbestand für Theke und Büro.
skip-to-content = Zum Inhalt springen
nav-label = Hauptmenü
nav-home = Start
nav-categories = Kategorien
nav-brands = Marken
nav-bikes = Motorräder
nav-search = Suche
nav-stock = Bestandsabfrage
nav-exports = Exporte
nav-quotes = Angebote
nav-customers = Kunden
nav-back-in-stock = Wieder lieferbar
nav-back-in-stock-count = { $count ->
    [one] { $count } vorgemerkter Artikel wieder lieferbar
   *[other] { $count } vorgemerkte Artikel wieder lieferbar
}
nav-lost-sales = Entgangene Verkäufe
prefs-label = Anzeigeeinstellungen
prefs-currency = Währung
prefs-language = Sprache
prefs-apply = Übernehmen
prefs-counter = Thekenmodus
prefs-counter-hint = Der Thekenmodus blendet Händlerpreise und Margen aus, damit der Bildschirm zum Kunden gedreht werden kann
footer-note = Preise und Lagerbestand aus dem Händlerkatalog des Lieferanten. Mit / springen Sie in die Artikelsuche.

## Seiten, die es nicht gibt

not-found-title = Seite nicht gefunden
not-found-text = Unter dieser Adresse gibt es keine Seite. Prüfen Sie den Link oder suchen Sie das Teil oben per Artikelnummer.
back-home = Zurück zur Startseite
search-catalogue = Im Katalog suchen
search-catalogue-for = Im Katalog nach „{ $text }“ suchen
missing-product = Artikel nicht gefunden
missing-product-text = Im Katalog gibt es keinen Artikel mit der Nummer { $text }.
missing-category = Kategorie nicht gefunden
missing-category-text = Im Katalog gibt es keine Kategorie { $text }.
missing-brand = Marke nicht gefunden
missing-brand-text = Im Katalog gibt es keine Marke { $text }.
missing-make = Hersteller nicht gefunden
missing-make-text = Im Katalog gibt es keinen Motorradhersteller { $text }.
missing-model = Modell nicht gefunden
missing-model-text = Im Katalog gibt es kein Modell { $text }.
missing-year = Baujahr nicht gefunden
missing-year-text = Im Katalog gibt es kein Baujahr { $text }.
missing-customer = Kunde nicht gefunden
missing-customer-text = Dieser Kunde ist nicht gespeichert: Der Link ist vielleicht veraltet, oder der Kunde wurde gelöscht.
missing-quote = Angebot nicht gefunden
missing-quote-text = Dieses Angebot ist nicht gespeichert: Der Link ist vielleicht veraltet, oder das Angebot wurde gelöscht.
missing-shared-quote = Geteiltes Angebot nicht gefunden
missing-shared-quote-text = Dieser Link öffnet kein Angebot: Er wurde vielleicht zurückgezogen, oder das Angebot wurde gelöscht.

## Startseite

home-title = Start
home-lede = Artikelnummer oben scannen oder eintippen, oder nach Kategorie, Marke oder Motorrad stöbern.
home-demo-notice = Demodaten: der eingebaute Demokatalog, nicht der Live-Katalog des Lieferanten.
home-recent = Zuletzt angesehen
home-finder = Teile für ein Motorrad finden
home-all-bikes = Alle Motorräder
home-new = Neu in den letzten 30 Tagen
home-new-count = { $count ->
    [one] { $count } neuer Artikel.
   *[other] { $count } neue Artikel.
}
home-new-all = Alle anzeigen, neueste zuerst
home-categories = Kategorien
home-brands = Marken

## Preise

price-table = Preise
price-rrp = UVP
price-dealer = Händlerpreis
price-margin = Marge (GBP)
price-margin-value = { $amount } ({ $percent }{ "\u00A0" }%)

## Artikelseite

breadcrumbs = Brotkrumennavigation
product-sku = Art.-Nr.
product-ean = EAN
product-brand = Marke
product-description = Beschreibung
product-options = Ausführung
product-specs = Technische Daten
product-details = Details
product-type = Artikeltyp
product-category = Kategorie
product-weight = Gewicht
weight-kg = { $weight } kg
product-created = Angelegt
product-modified = Geändert
product-instructions = Montageanleitung (PDF)
product-coversheet = Datenblatt (PDF)
product-instructions-qr = QR-Code zur Montageanleitung
no-image = Kein Bild
also-in = Auch erhältlich als
fitment-title = Passt zu
fitment-none = Der Lieferant nennt keine passenden Fahrzeuge.
fitment-summary = { $makes ->
    [one] { $makes } Hersteller
   *[other] { $makes } Hersteller
}, { $years ->
    [one] { $years } Modelljahr
   *[other] { $years } Modelljahre
}

## Suche

search-text = Text (Art.-Nr., EAN, Name, Marke, Beschreibung)
search-any-category = Alle Kategorien
search-any-brand = Alle Marken
search-category-n = Kategorie { $id }
search-brand-n = Marke { $id }
search-category-contains = Kategoriename enthält
search-brand-contains = Markenname enthält
search-created-after = Angelegt nach
search-created-before = Angelegt vor
search-updated-after = Geändert nach
search-updated-before = Geändert vor
search-clear = Zurücksetzen
