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
nav-prices = Preise
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
price-margin-shop = Marge ({ $currency })
price-margin-value = { $amount } ({ $percent }{ "\u00A0" }%)
price-shop = Unser Preis
price-shop-incl-tax = inkl. MwSt.
price-shop-excl-tax = zzgl. Steuer
price-shop-default = Standardregel
price-shop-default-note = Unsere Preise folgen der Standardregel: Der Laden hat keine eigenen Preisregeln festgelegt.
shop-price-none-dealer = kein Händlerpreis in { $currency }
shop-price-none-rrp = keine UVP
price-below-cost = Unter Einkaufspreis
quote-line-shop = Pos.-Summe
quote-total-shop = Gesamtbetrag
quote-total-net = Netto
quote-tax-vat-in = Enthaltene MwSt. { $rate }{ "\u00A0" }%
quote-tax-vat = MwSt. { $rate }{ "\u00A0" }%
quote-tax-sales = Umsatzsteuer { $rate }{ "\u00A0" }%
quote-unpriced-shop = Positionen ohne unseren Preis
pdf-page = Seite { $page } von { $pages }
pdf-qr = Für Mitarbeiter: scannen öffnet dieses Angebot
shop-vat-number = USt-IdNr. { $number }
quote-pdf = PDF-Kopie
quote-lines-csv = Preise (CSV)
quote-lines-xlsx = Preise (XLSX)
prices-title = Die Preise des Ladens
prices-terms = Währung und Steuer
prices-currency = Währung
prices-tax-region = Steuergebiet
prices-tax-rate = Steuer
prices-shelf = Regalpreise
prices-shelf-incl = Inklusive Steuer
prices-shelf-excl = Ohne Steuer: Die Steuer kommt zur Summe hinzu
prices-valid = Angebote
prices-valid-days = Preise gelten { $days } Tage
prices-terms-note = Dies wird beim Start des Portals festgelegt (SHOP_CURRENCY, SHOP_TAX_REGION, SHOP_TAX_RATE, QUOTE_VALID_DAYS).
prices-default = Standardregel
prices-default-portal = Der Laden hat keine eigene Regel: Es gilt die Standardregel des Portals ({ $rule }).
prices-use-portal-default = Standardregel des Portals verwenden
prices-overrides = Ausnahmen
prices-overrides-note = Die Regel einer Marke geht vor, dann die einer Kategorie, dann die Standardregel.
prices-no-overrides = Noch keine Ausnahmen: Jedes Teil wird nach der Standardregel bepreist.
prices-add-category = Eine Regel für eine Kategorie
prices-add-brand = Eine Regel für eine Marke
prices-applies = Gilt für
prices-rule = Regel
prices-changed = Geändert
prices-changed-by = { $when } von { $who }
prices-remove = Entfernen
prices-remove-of = Regel für { $name } entfernen
prices-scope-category = Kategorie
prices-scope-brand = Marke
prices-basis = Preis aus
prices-basis-dealer = Händlerpreis + Aufschlag %
prices-basis-rrp = UVP × Faktor
prices-value = Aufschlag % oder Faktor
prices-rounding = Rundung
prices-save = Regel speichern
prices-rule-dealer = Händlerpreis + { $markup }{ "\u00A0" }%, { $rounding }
prices-rule-rrp = UVP × { $factor }, { $rounding }
rounding-exact = nicht gerundet
rounding-whole = auf volle Einheit aufgerundet
rounding-99 = auf ,99 aufgerundet
rounding-95 = auf ,95 aufgerundet
rules-saved = Preisregel gespeichert.
rules-removed = Preisregel entfernt.
rules-not-a-number = Aufschlag oder Faktor muss eine Zahl sein, etwa 40 oder 1,17.
rules-too-precise = Höchstens drei Nachkommastellen für einen Aufschlag und vier für einen Faktor.
rules-negative = Ein Aufschlag darf nicht unter null liegen, ein Faktor muss über null liegen.
rules-too-large = Das ist mehr, als eine Regel zulässt: ein Aufschlag bis 1.000{ "\u00A0" }% oder ein Faktor bis 10.
rules-unknown-choice = Wählen Sie aus den Listen, wofür die Regel gilt, woraus der Preis entsteht und wie gerundet wird.
rules-no-category = Diese Kategorie gibt es im Katalog nicht.
rules-no-brand = Diese Marke gibt es im Katalog nicht.
rules-too-many = Der Laden führt höchstens 500 Ausnahmen: Entfernen Sie zuerst eine.
rules-no-rule = Diese Regel war bereits entfernt.
rules-busy = Die Preisregeln konnten gerade nicht gespeichert werden; nichts wurde geändert. Bitte erneut versuchen.

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

## Zum Angebot hinzufügen

quote-qty = Menge
quote-to = in
quote-new-list = Neues Angebot
quote-add = Zum Angebot
quote-add-sku = { quote-add }: { $sku }
quote-open-bar = Scans und „Zum Angebot“ landen im { $list }
quote-open-list = geöffneten Angebot
quote-close-list = Angebot schließen

## Bestandsanzeige

stock-in = Auf Lager ({ $count })
stock-low = Geringer Bestand ({ $count })
stock-out = Nicht auf Lager
stock-unknown = Bestand unbekannt
stock-checking = Wird geprüft…
stock-checking-why = Noch nicht geprüft: Der Bestand erscheint gleich von selbst (ohne JavaScript die Seite in ein paar Sekunden neu laden)
stock-checking-now = Wird gerade geprüft
stock-checked = Stand { $time }
stock-checked-old = Stand { $time } (nicht aktuell)
stock-title = Stand { $time } UTC
stock-title-reason = { $reason } · Stand { $time } UTC

## Artikellisten

list-empty = Keine passenden Artikel.
list-empty-hint = Weniger Filter setzen oder eine andere Kategorie oder Marke wählen.
list-image = Bild
list-name = Bezeichnung
list-stock = Bestand
list-products = { $count ->
    [one] { $count } Artikel
   *[other] { $count } Artikel
}
list-parts = { $count ->
    [one] { $count } Teil
   *[other] { $count } Teile
}
list-fetching = Der Katalog wird noch vom Lieferanten geladen ({ $progress }). Die Listen zeigen die bisher geladenen Artikel; die Artikelsuche findet jede Nummer.
list-fetching-starting = Start
list-stale = { $minutes ->
    [one] Der Lieferant antwortet nicht: Stand von vor { $minutes } Minute.
   *[other] Der Lieferant antwortet nicht: Stand von vor { $minutes } Minuten.
}
list-fold = Farben und Größen zusammenfassen
list-unfold = Jede Farbe und Größe einzeln zeigen
list-sort = Sortieren
list-view = Ansicht
list-grid = Kacheln
list-list = Liste
list-export-csv = Als CSV exportieren
list-more-exports = Weitere Exporte
pager-label = Seiten
pager-page = Seite { $page }
pager-previous = ‹ Zurück
pager-next = Weiter ›
sort-name = Bezeichnung (A–Z)
sort-relevance = Beste Treffer
sort-sku = Artikelnummer
sort-price = UVP aufsteigend
sort-price-desc = UVP absteigend
sort-dealer = Händlerpreis aufsteigend
sort-dealer-desc = Händlerpreis absteigend
sort-newest = Neueste zuerst
sort-updated = Zuletzt geändert

## Nach dem Absenden eines Angebotsformulars

quote-note-added = Zum Angebot hinzugefügt.
quote-note-changed = Menge geändert.
quote-note-removed = Position entfernt.
quote-note-renamed = Angebotsliste umbenannt.
quote-note-created = Angebotsliste angelegt.
quote-note-deleted = Angebotsliste gelöscht.
quote-note-qty-range = Nichts geändert: Die Menge muss eine ganze Zahl von 1 bis 9999 sein.
quote-note-qty-text = Nichts geändert: Die Menge war keine Zahl (bitte Ziffern eingeben, 1 bis 9999).
quote-note-unknown-sku = Nichts hinzugefügt: Im Katalog gibt es keinen Artikel mit dieser Artikelnummer.
quote-note-full = Nichts hinzugefügt: Eine Angebotsliste fasst höchstens 1000 Positionen. Bitte legen Sie eine neue Liste an.
quote-note-too-many-lists = Keine Liste angelegt: Sie haben bereits 200 Angebotslisten. Bitte löschen Sie zuerst einige.
quote-note-name-empty = Nichts geändert: Eine Angebotsliste braucht einen Namen.
quote-note-name-long = Nichts geändert: Ein Listenname hat höchstens 80 Zeichen.
quote-note-no-list = Diese Angebotsliste gibt es nicht (mehr).
quote-note-no-line = Diese Position steht nicht mehr auf der Liste.
quote-note-busy = Nichts geändert: Die Angebotslisten konnten gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.
quote-note-moved = Position verschoben.
quote-note-duplicated = Liste kopiert: Sie sehen jetzt die Kopie, das Original bleibt unverändert.
quote-note-shared = Freigabe aktiv: Kollegen mit dem Link können diese Liste ansehen und kopieren.
quote-note-unshared = Freigabe beendet: Der alte Link öffnet diese Liste nicht mehr.
quote-note-opened = Diese Liste ist an der Theke geöffnet: Eine Artikelnummer oder EAN, die ins Suchfeld gescannt wird, oder „Zum Angebot“ auf einer Artikelkarte fügt den Artikel hier hinzu.
quote-note-closed = Die Liste ist an der Theke geschlossen: Das Suchfeld sucht wieder nach Teilen.
quote-note-unknown-code = Nichts hinzugefügt: Kein Artikel hat genau diese Artikelnummer oder EAN.
quote-discount-apply = Rabatt
quote-discount-of = Rabatt auf { $sku } (10 % oder ein Betrag; leer entfernt ihn)
quote-discount-quote = Rabatt auf das ganze Angebot
quote-discount-percent = −{ $rate }{ "\u00A0" }%
quote-before-discounts = Vor Rabatten
quote-line-discounts = Positionsrabatte
quote-quote-discount = Angebotsrabatt
quote-note-discount-set = Rabatt gespeichert.
quote-note-discount-off = Rabatt entfernt.
quote-note-discount-text = Nichts geändert: Geben Sie einen Rabatt als 10 % oder als Betrag wie 4,50 ein.
quote-note-discount-negative = Nichts geändert: Ein Rabatt kann nicht unter null liegen.
quote-note-discount-too-much = Nichts geändert: Ein Rabatt kann nicht über 100 % oder über dem Betrag liegen, von dem er abgeht.
quote-note-discount-above-cap = Nichts geändert: Das ist mehr als der höchste Rabatt des Ladens. Eine Filialleitung kann ihn freigeben, indem sie ihn angemeldet selbst gewährt.
quote-note-discount-no-price = Nichts geändert: Diese Position hat keinen Preis von uns, von dem ein Rabatt abgehen kann.
quote-note-discount-capped = Gespeichert. Ein Rabatt war größer geworden als der höchste Rabatt des Geschäfts auf das, wovon er abgeht, und wurde darauf zurückgesetzt. Ein Manager kann mehr freigeben, indem er ihn erneut gewährt.
quote-expired = Diese Preise galten bis { $until }: Das Angebot ist abgelaufen. Aktualisieren Sie die Preise, bevor Sie es dem Kunden geben.
quote-expired-copy = Dieses Angebot ist am { $until } abgelaufen.
quote-reprice-all = Alle Preise aktualisieren
quote-reprice = Preis aktualisieren
quote-sell-changed = Unser Preis beim Hinzufügen: { $was }; heute: { $now }.
quote-note-repriced = Auf die heutigen Preise gesetzt.
quote-note-reprice-nothing = Nichts zu aktualisieren: Die Preise sind die heutigen.
quote-note-reprice-other-currency = Nichts geändert: Dieses Angebot ist in einer anderen Währung als der des Ladens bepreist. Legen Sie ein neues Angebot an.
quote-email-customer = PDF-Kopie an den Kunden mailen
quote-note-emailed = Die PDF-Kopie wurde an den Kunden gemailt und in seinem Verlauf vermerkt.
quote-note-email-no-settings = Nichts gesendet: Der Laden hat keine E-Mail eingerichtet (WATCH_EMAIL_SMTP_URL, WATCH_EMAIL_FROM, WATCH_EMAIL_TO).
quote-note-email-no-address = Nichts gesendet: Der Kunde hat keine E-Mail-Adresse.
quote-note-email-no-customer = Nichts gesendet: Dieses Angebot ist für keinen Kunden.
quote-note-email-failed = Nichts gesendet: Der Mailserver hat die Nachricht nicht angenommen. Später erneut versuchen.

## Nach dem Absenden eines Kundenformulars

customer-note-created = Kunde gespeichert.
customer-note-saved = Änderungen gespeichert.
customer-note-bike-added = Motorrad hinzugefügt.
customer-note-bike-removed = Motorrad entfernt.
customer-note-bike-choose = Noch kein Motorrad hinzugefügt: Wählen Sie Modell und Baujahr und fügen Sie das Motorrad dann hinzu.
customer-note-bike-unknown = Kein Motorrad hinzugefügt: Im Katalog gibt es kein Modell-Baujahr mit dieser ID.
customer-note-bike-max = Kein Motorrad hinzugefügt: Ein Kunde hat höchstens 10 Motorräder. Bitte entfernen Sie zuerst eines.
customer-note-name-empty = Nichts gespeichert: Ein Kunde braucht einen Namen.
customer-note-name-long = Nichts gespeichert: Ein Name hat höchstens 80 Zeichen.
customer-note-phone-bad = Nichts gespeichert: Eine Telefonnummer hat 6 bis 15 Ziffern; erlaubt sind Leerzeichen, Bindestriche, Punkte, Klammern und ein führendes +.
customer-note-email-bad = Nichts gespeichert: Das ist keine gültige E-Mail-Adresse (sie braucht einen Namen, ein @ und eine Domain wie shop.example).
customer-note-contact-missing = Nichts gespeichert: Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse an (oder beides).
customer-note-note-long = Nichts gespeichert: Eine Notiz hat höchstens 500 Zeichen.
customer-note-same-contact = Noch nicht gespeichert: Ein anderer Kunde hat diese Telefonnummer oder E-Mail-Adresse (beim Formular angezeigt). Öffnen Sie diesen Kunden oder setzen Sie das Häkchen bei „Das ist ein anderer Kunde“ und speichern Sie erneut.
customer-note-too-many = Kein Kunde angelegt: Pro Geschäft werden höchstens 20.000 Kunden gespeichert.
customer-note-no-customer = Diesen Kunden gibt es nicht (mehr).
customer-note-deleted = Kunde gelöscht: Daten, Motorräder, Verlauf und Vormerkungen dieses Kunden sind entfernt. Seine Angebotslisten und entgangenen Verkäufe bleiben erhalten, aber ohne Namen.
customer-note-delete-unconfirmed = Nichts gelöscht: Setzen Sie das Häkchen, um zu bestätigen, dass dieser Kunde gelöscht werden soll.
customer-note-busy = Nichts geändert: Die Daten konnten gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.
customer-note-quote-set = Die Angebotsliste ist jetzt diesem Kunden zugeordnet.
customer-note-quote-cleared = Die Angebotsliste ist jetzt keinem Kunden zugeordnet.
customer-note-no-list = Diese Angebotsliste gibt es nicht (mehr).
customer-note-watch-made = Vorgemerkt: Der Artikel erscheint unter „Wieder lieferbar“, sobald genug am Lager ist.
customer-note-watch-done = Vormerkung beendet.
customer-note-watch-contacted = Als benachrichtigt markiert: Die Vormerkung bleibt offen, bis der Verkauf erfolgt ist (Erledigt).
customer-note-watch-qty = Keine Vormerkung angelegt: Die Menge muss eine ganze Zahl von 1 bis 9999 sein.
customer-note-watch-max = Keine Vormerkung angelegt: Pro Geschäft sind höchstens 10.000 offene Vormerkungen möglich. Bitte beenden Sie zuerst einige.
customer-note-watch-customer-max = Keine Vormerkung angelegt: Ein Kunde kann höchstens 50 offene Vormerkungen haben.
customer-note-watch-unknown-sku = Keine Vormerkung angelegt: Im Katalog gibt es keinen Artikel mit dieser Artikelnummer.
customer-note-watch-no-customer = Keine Vormerkung angelegt: Wählen Sie zuerst den Kunden (öffnen Sie an der Theke ein Angebot für ihn oder beginnen Sie auf seiner Kundenseite).
customer-note-no-watch = Diese Vormerkung ist nicht mehr offen.
customer-note-lost-made = Entgangener Verkauf erfasst.
customer-note-lost-hour-full = Nicht erfasst: In der letzten Stunde wurden bereits 600 entgangene Verkäufe erfasst – mehr nimmt das Geschäft pro Stunde nicht an. Bitte versuchen Sie es später erneut.
customer-note-lost-person-hour-full = Nicht erfasst: Sie haben in der letzten Stunde 200 entgangene Verkäufe erfasst – mehr kann eine Person pro Stunde nicht erfassen. Bitte versuchen Sie es später erneut.
customer-note-code-empty = Nichts erfasst: Zu einem entgangenen Verkauf gehört die angefragte Artikelnummer oder der angefragte Code.
customer-note-code-long = Nichts erfasst: Ein Code hat höchstens 64 Zeichen.
customer-note-reason-unknown = Nichts erfasst: Wählen Sie einen Grund aus der Liste.
customer-note-other-note = Nichts erfasst: Bei „Sonstiges“ geben Sie bitte in der Notiz an, worum es geht.
customer-note-lost-note-long = Nichts erfasst: Die Notiz zu einem entgangenen Verkauf hat höchstens 200 Zeichen.
customer-note-lost-qty = Nichts erfasst: Die Menge muss eine ganze Zahl von 1 bis 9999 sein.
customer-note-ambiguous = Keine Vormerkung angelegt: Mehrere Kunden passen. Geben Sie mehr vom Namen oder die Telefonnummer ein.
customer-note-no-match = Keine Vormerkung angelegt: Kein Kunde passt. Legen Sie ihn zuerst unter „Kunden“ an.

## Motorräder und Filter

bike-customers = Motorrad des Kunden:
bike-remove = Motorrad des Kunden entfernen
bike-remove-hint = Teile für alle Motorräder zeigen
bike-lists-fit = Die Listen zeigen nur passende Teile.
bike-is-customers = Das ist das Motorrad des Kunden
bike-set = Als Motorrad des Kunden setzen
bike-make-label = Motorradhersteller
bike-make = Hersteller
bike-model = Modell
bike-year = Baujahr
bike-any-make = Alle Hersteller
bike-any-model = Alle Modelle
bike-any-year = Alle Baujahre
bike-choose-make = Hersteller wählen
bike-choose-model = Modell wählen
bike-choose-year = Baujahr wählen
bike-show-parts = Teile anzeigen
facet-only = Nur { $name }
facet-remove = Filter { $name } entfernen
facet-more = und { $count } weitere

## Motorradseiten

bikes-lede = Hersteller, dann Modell und Baujahr wählen, um die passenden Teile zu sehen.
bikes-models = { $count ->
    [one] { $count } Modell
   *[other] { $count } Modelle
}
bikes-parts-for = Teile für { $bike }

## Artikelsuche

lookup-label = Art.-Nr. oder Suche
lookup-go = Los
lookup-suggestions = Vorschläge
lookup-placeholder = Art.-Nr., EAN oder Name  ( / )
lookup-scan-placeholder = Art.-Nr. scannen oder eintippen, um sie zum Angebot hinzuzufügen
lookup-busy = Wird gesucht…
lookup-enter = Eingabetaste sucht „{ $text }“

## Artikelbilder

gallery-count = Bild { $n } von { $total } · mit ← → blättern
gallery-larger = Bild vergrößern
gallery-images = Bilder
gallery-image = Bild { $n }
gallery-larger-view = Vergrößertes Bild
gallery-close = Schließen ✕

## Vormerkungen und entgangene Verkäufe an der Theke

watch-hint = Nicht genug auf Lager? Für den Kunden vormerken: Der Artikel erscheint unter „Wieder lieferbar“, sobald genug da ist.
watch-sku = { $sku } für einen Kunden vormerken
watch-for = für { $name }
watch-who = Name, Telefon oder E-Mail des Kunden
watch-qty = Gewünschte Menge
watch-email = Per E-Mail benachrichtigen, wenn lieferbar
watch-button = Für diesen Kunden vormerken
lost-sale-not-made = Kein Verkauf?
lost-from-search = Nicht das, was der Kunde wollte? Entgangenen Verkauf von „{ $text }“ erfassen
lost-record-of = Entgangenen Verkauf von { $code } erfassen
lost-qty = Entgangene Menge
lost-reason = Grund
lost-note = Notiz
lost-note-placeholder = Notiz (bei „Sonstiges“ nötig)
lost-record = Entgangenen Verkauf erfassen
lost-reason-out-of-stock = Nicht auf Lager
lost-reason-not-in-catalogue = Nicht im Katalog
lost-reason-does-not-fit = Passt nicht
lost-reason-price = Preis
lost-reason-other = Sonstiges

## Bestandsabfrage

stock-form-skus = Artikelnummern
stock-form-hint = Eine pro Zeile, oder getrennt durch Kommas, Leerzeichen oder Tabs. Höchstens { $max }.
stock-form-file = Oder eine CSV-Datei hochladen
stock-form-file-hint = Eine Spalte mit der Überschrift „SKU“ wird verwendet; sonst gilt jede Zelle als Artikelnummer.
stock-form-check = Bestand prüfen
stock-result-checked = { $count ->
    [one] { $count } Artikelnummer geprüft
   *[other] { $count } Artikelnummern geprüft
}
stock-result-repeats = { $count ->
    [one] { $count } Doppelte zusammengefasst
   *[other] { $count } Doppelte zusammengefasst
}
stock-result-unknown = { $count } unbekannt
stock-result-rejected = { $count ->
    [one] { $count } Eintrag ist keine lesbare Artikelnummer:
   *[other] { $count } Einträge sind keine lesbaren Artikelnummern:
}
stock-result-over = Nur die ersten { $max } Artikelnummern wurden geprüft; { $count } weitere wurden ausgelassen.
stock-result-csv = CSV herunterladen
stock-result-product = Artikel
stock-result-count = Anzahl
stock-result-note = Hinweis des Lieferanten
stock-result-unknown-sku = Unbekannte Artikelnummer

## Angebotslisten

quotes-new = Neues Angebot
quotes-new-placeholder = Herr Patel, MT-09 2021
quotes-start = Angebot anlegen
quotes-none = Noch keine Angebote. Legen Sie hier eines an oder fügen Sie ein Teil über dessen Seite hinzu.
quotes-list = Angebot
quotes-for = Kunde
quotes-lines = Positionen
quotes-changed = Geändert
quote-title = Angebot: { $name }
quote-date = Datum
quote-valid = Preise { $days } Tage gültig, bis { $until }, Verfügbarkeit vorbehalten.
quote-dealer-copy-mark = Händlerexemplar: nicht für den Kunden bestimmt.
quote-prices-unchecked = Die aktuellen Preise konnten nicht geprüft werden: Angezeigt werden die Preise zum Zeitpunkt, als die jeweilige Position hinzugefügt wurde.
quote-empty = Dieses Angebot ist leer. Fügen Sie Teile über deren Seiten hinzu.
quote-totals = Summen
quote-total-rrp = Summe UVP
quote-total-dealer = Summe Händlerpreis ({ $currency })
quote-unpriced = Positionen ohne Preis
quote-scanned = Gescannt oder eingegeben:
quote-search-it = Danach suchen
quote-scanned-added = { $sku } steht jetzt im Angebot: Menge { $qty }.
quote-shared-notice = Jemand aus Ihrem Team hat dieses Angebot mit Ihnen geteilt. Es gehört nicht Ihnen: Kopieren Sie es, um es zu ändern.
quote-for = Für
quote-copy-to-mine = In meine Angebote kopieren
quote-fit = Passform
quote-line-dealer = Pos.-Summe Händler
quote-order-remove = Reihenfolge und Entfernen
quote-qty-of = Menge für { $sku }
quote-update = Aktualisieren
quote-line-gone = Nicht mehr im Katalog: Preise vom Zeitpunkt des Hinzufügens.
quote-line-rrp-was = UVP vorher { $price }
quote-line-dealer-was = Händlerpreis vorher { $price }
quote-line-changed = Preis seit dem Hinzufügen geändert: { $changes }.
quote-move-up = { $sku } nach oben verschieben
quote-move-down = { $sku } nach unten verschieben
quote-remove = Entfernen
quote-remove-sku = { $sku } entfernen
quote-csv = CSV herunterladen (Art.-Nr., Menge)
quote-printing-dealer = Es wird das Händlerexemplar gedruckt (mit Händlerpreisen).
quote-customer-copy = Kundenexemplar
quote-print-customer = Drucken Sie diese Seite als Kundenexemplar aus.
quote-dealer-copy = Händlerexemplar
quote-rename = Umbenennen
quote-close-here = An der Theke schließen
quote-open-here = Dieses Angebot an der Theke öffnen
quote-duplicate = Duplizieren
quote-delete = Angebot löschen
quote-all = Alle Angebote
quote-share = Mit Kollegen teilen
quote-share-link = Link für Kollegen (schreibgeschützt, Kopieren möglich):
quote-unshare = Nicht mehr teilen
quote-for-customer = Für einen Kunden
quote-who = Name, Telefon oder E-Mail
quote-set-customer = Kunden zuordnen
quote-new-customer = Neuer Kunde für dieses Angebot
quote-fit-no-bike = Für diesen Kunden ist kein Motorrad hinterlegt: Fügen Sie auf der Kundenseite eines hinzu, um zu sehen, welche Teile passen.
quote-fit-not-ready = Die Passform wird erst angezeigt, wenn der Katalogindex seine erste Synchronisierung abgeschlossen hat.
quote-fit-misfits = { $count ->
    [one] { $count } Position passt nicht zum Motorrad des Kunden ({ $bike }): unten markiert.
   *[other] { $count } Positionen passen nicht zum Motorrad des Kunden ({ $bike }): unten markiert.
}
quote-fit-for = Die Passform-Markierungen gelten für das Motorrad des Kunden ({ $bike }).
quote-not-for-customer = Nicht für diesen Kunden
quote-fit-bike = Passend für
quote-show-fit = Passform anzeigen
fit-fits = Passt
fit-no = Passt nicht
fit-not-said = Keine Angabe

## Customers, a customer's page and their language

customers-latest = Zuletzt bearbeitete Kunden
customers-found = Gefundene Kunden
customers-choose-for-quote = Wählen Sie den Kunden, für den dieses Angebot ist, oder legen Sie ihn unten neu an.
customers-find = Suchen
customers-new = Neuer Kunde
customers-save = Kunden speichern
customers-limit = Es werden höchstens { $count ->
    [one] { $count } Kunde
   *[other] { $count } Kunden
} gespeichert.
customers-none = Kein passender Kunde. Legen Sie ihn unten an.
customers-choose = Auswählen
customers-this-one = Diesen Kunden
customer-field-name = Name
customer-field-phone = Telefon
customer-field-email = E-Mail
customer-field-note = Notiz
customer-field-lang = Sprache
customer-name-limit = Höchstens { $count } Zeichen; längerer Text wird dort abgeschnitten.
customer-form-hint = Ein Name und eine Telefonnummer oder E-Mail-Adresse (oder beides).
customer-lang-same = Wie im Portal
customer-lang-hint = In dieser Sprache erhält der Kunde sein Angebotsexemplar und seine E-Mails.
customer-same-contact = Es gibt bereits einen Kunden mit dieser Telefonnummer oder E-Mail-Adresse:
customer-same-contact-ok = Das ist ein anderer Kunde: trotzdem speichern
customer-note-lang-unknown = Nichts gespeichert: Wählen Sie die Sprache des Kunden aus der Liste.
customer-title = Kunde: { $name }
customer-since = Kunde seit { $day }.
customer-lang-shown = Angebote und E-Mails an diesen Kunden auf { $lang }.
customer-lang-shop = Angebote und E-Mails an diesen Kunden in der Sprache des Portals.
customer-start-quote = Angebot für diesen Kunden anlegen
customer-change-details = Daten ändern
customer-save-changes = Änderungen speichern
customer-data = Gespeicherte Daten
customer-data-text = Eine Kopie von allem, was das Geschäft über diesen Kunden speichert: Kontaktdaten, Motorräder, Angebote, Vormerkungen, entgangene Verkäufe und Verlauf. Jede erstellte Kopie wird im Verlauf vermerkt.
customer-data-manager = Eine Führungskraft kann die Daten dieses Kunden herunterladen oder löschen.
customer-data-json = Daten herunterladen (JSON)
customer-data-csv = Daten herunterladen (CSV)
customer-delete-text = Beim Löschen werden Kontaktdaten, Motorräder, Verlauf und Vormerkungen entfernt. Die Angebote behalten ihre Positionen und die entgangenen Verkäufe ihre Zahlen, aber ohne Namen. Das kann nicht rückgängig gemacht werden.
customer-delete-confirm = Ja, die Daten dieses Kunden löschen
customer-delete = Kunden löschen
customer-bikes-none = Noch kein Motorrad: Fügen Sie eines hinzu, um zu sehen, welche Teile in seinen Angeboten passen.
customer-bike-remove = { $bike } entfernen
customer-bike-add = Motorrad hinzufügen
customer-bikes-limit = Höchstens { $count ->
    [one] { $count } Motorrad
   *[other] { $count } Motorräder
} pro Kunde.
customer-quotes = Angebote
customer-quotes-none = Für diesen Kunden gibt es noch kein Angebot.
customer-quote-line = { $name } ({ $count ->
    [one] { $count } Position
   *[other] { $count } Positionen
}, geändert { $changed })
customer-quote-colleague = Angebot eines Kollegen
customer-watches = Vorgemerkte Teile
customer-watches-none = Keine offenen Vormerkungen. Merken Sie ein Teil auf seiner Seite oder in einer Angebotsposition vor, wenn es nicht auf Lager ist.
customer-watch-wanted = Gewünscht
customer-watch-end = Beenden
customer-watch-will-email = Wird per E-Mail benachrichtigt, sobald lieferbar.
customer-watch-emailed = Per E-Mail benachrichtigt am { $time }
customer-watch-told-by = Benachrichtigt am { $time } von { $name }
customer-watch-told = Benachrichtigt am { $time }
customer-watch-back = Wieder da: { $count } auf Lager (seit { $since })
customer-watch-stock = { $count } auf Lager, Stand { $time }
customer-watch-unchecked = Noch nicht geprüft
customer-watch-done = Erledigt
customer-history = Änderungen
customer-history-open-access = offener Zugang
customer-history-created = Angelegt
customer-history-changed = Geändert: { $fields }
customer-changed-name = Name
customer-changed-phone = Telefon
customer-changed-email = E-Mail
customer-changed-note = Notiz
customer-changed-lang = Sprache
customer-history-bike-added = Motorrad { $bike } hinzugefügt
customer-history-bike-removed = Motorrad { $bike } entfernt
customer-history-exported = Daten exportiert ({ $format })
customer-history-watching = { $sku } vorgemerkt (Menge { $qty })
customer-history-watch-ended = Vormerkung für { $sku } beendet (erledigt)
customer-history-emailed = Per E-Mail benachrichtigt, dass { $sku } wieder lieferbar ist
customer-history-told = Benachrichtigt, dass { $sku } wieder lieferbar ist
customer-history-quote = Angebot „{ $name }“ für diesen Kunden angelegt
customer-history-quote-emailed = Angebot „{ $name }“ als PDF gemailt
mail-customer-subject = Wieder lieferbar: { $product }
mail-customer-hello = Guten Tag { $name },
mail-customer-back = das Teil, das wir für Sie vorgemerkt haben, ist wieder lieferbar:
mail-customer-wanted = Gewünscht: { $wanted }, bei unserer Prüfung auf Lager: { $stock }.
mail-customer-some = einige
mail-customer-reply = Antworten Sie einfach auf diese E-Mail oder kommen Sie vorbei, dann legen wir es für Sie zurück.
mail-quote-subject = Ihr Angebot: { $name }
mail-quote-hello = Guten Tag { $customer },
mail-quote-attached = anbei Ihr Angebot „{ $name }“ als PDF. Die Preise gelten bis { $until }, Verfügbarkeit vorbehalten.
mail-quote-reply = Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an, wenn Sie Fragen haben.

# (end of the customers' messages: new ones go above this line)


## Back in stock and its emails

back-checked = Lagerbestand zuletzt geprüft: { $time }.
back-not-checked = Lagerbestand noch nicht geprüft.
back-open = { $count ->
    [one] { $count } offene Vormerkung insgesamt (der Laden führt bis zu { $max }).
   *[other] { $count } offene Vormerkungen insgesamt (der Laden führt bis zu { $max }).
}
back-showing = Die letzten { $count } wieder lieferbaren Artikel: erledigte abhaken, um die übrigen zu sehen.
back-none = Noch kein vorgemerkter Artikel ist wieder da.
back-since = Wieder da seit
back-sku = Art.-Nr.
back-product = Artikel
back-wanted = Gewünscht
back-stock = Auf Lager
back-customer = Kunde
back-contact = Kontakt
back-told = Informiert
back-actions = Aktionen
back-not-yet-mail = Noch nicht: E-Mail bei der nächsten Prüfung.
back-not-yet-no-email = Noch nicht (keine E-Mail-Adresse hinterlegt).
back-not-yet = Noch nicht
back-mark-told = Informiert
back-to-quote = Zum Angebot des Kunden

quote-default-name = Angebot { $time }
quote-name-for = Angebot für { $name }

mail-shop-subject = { $count ->
    [one] { $count } vorgemerkter Artikel wieder auf Lager
   *[other] { $count } vorgemerkte Artikel wieder auf Lager
}
mail-shop-intro = Wieder auf Lager, für Kunden, die darauf warten:
mail-shop-line = { $wanted } gewünscht, { $stock } auf Lager.
mail-shop-done = Bitte jeden Eintrag auf der Seite „Wieder lieferbar“ im Portal abhaken, sobald der Kunde informiert ist.

# (end of the back-in-stock messages: new ones go above this line)


## Lost sales, exports, status, sign-in, error pages and the search form's checks

search-bad-date = „{ $text }“ ist kein Datum. Bitte als JJJJ-MM-TT eingeben, z. B. 2024-05-04.
search-bad-id = „{ $text }“ ist keine gültige ID (eine ganze Zahl).
search-too-long = Bitte höchstens { $max } Zeichen.
search-bad-sort = Unbekannte Sortierung „{ $text }“.
search-bad-page = Die Seite muss eine Zahl von 1 bis { $max } sein.
search-dates-reversed = Dieses Datum liegt vor dem „nach“-Datum darüber: So passt kein Artikel.
search-fields-wrong = { $count ->
    [one] Bitte { $count } Feld korrigieren, dann suchen.
   *[other] Bitte { $count } Felder korrigieren, dann suchen.
}
exports-title = Exporte und Feeds
exports-match-count = { $count ->
    [one] { $count } Artikel passt zu diesem Filter.
   *[other] { $count } Artikel passen zu diesem Filter.
}
exports-whole-count = { $count ->
    [one] Der ganze Katalog: { $count } Artikel.
   *[other] Der ganze Katalog: { $count } Artikel.
}
exports-fetching = Der Katalog wird noch vom Lieferanten geladen: Die Exporte sind bereit, sobald das abgeschlossen ist.
exports-products = Artikel
exports-filter-from-search = Der Filter kommt von der Suchseite.
exports-whole-instead = Stattdessen den ganzen Katalog exportieren
exports-with-stock = Mit Lagerbestand (fragt den Lieferanten für jeden Artikel: langsamer)
exports-bom = CSV-Dateien für Excel als UTF-8 kennzeichnen (Byte Order Mark)
exports-cost-from = Shopify-Einkaufspreis aus
exports-cost-dealer = Händlerpreis { $currency }
exports-products-csv = Artikel als CSV
exports-products-xlsx = Artikel als XLSX (mit Blatt für Fahrzeugzuordnung)
exports-fitment-csv = Fahrzeugzuordnung als CSV
exports-shopify-csv = Shopify-Produkt-CSV
exports-products-hint = Die Fahrzeugzuordnung hat eine Zeile je Artikel und Modelljahr (Hersteller, Modell, Jahr, MIC). Die Shopify-Datei hat eine Zeile je Artikel: Preis aus der UVP, Einkaufspreis aus dem oben gewählten Händlerpreis, Tags aus der Kategorie und den passenden Motorrädern. Text, den eine Tabellenkalkulation als Formel lesen würde, beginnt mit einem Apostroph.
exports-changes-count = { $count ->
    [one] { $count } Änderung in den letzten { $days } Tagen gesehen.
   *[other] { $count } Änderungen in den letzten { $days } Tagen gesehen.
}
exports-changes-waiting = Die Änderungshistorie beginnt, sobald der Katalogindex seinen ersten Abgleich beendet hat.
exports-changes = Änderungen seit einem Datum
exports-since = Seit
exports-bom-short = Byte Order Mark für Excel
exports-changes-csv = Änderungen als CSV
exports-changes-hint = Neue Artikel, Änderungen von UVP und Händlerpreis (alt und neu), Umbenennungen und Artikel, die der Lieferant nicht mehr führt, jeweils mit dem Zeitpunkt, zu dem ein Abgleich sie gesehen hat.
exports-token-made = Token „{ $name }“ erstellt. Kopieren Sie es jetzt: Es wird nicht noch einmal angezeigt.
exports-tokens = Feed-Tokens
exports-tokens-open = Ein Token benennt einen geplanten Job (curl, der Import eines Webshops), der die Exportadressen oben mit „Authorization: Bearer <token>“ abruft: Jeder Abruf wird unter seinem Namen protokolliert und gezählt, und es öffnet nichts anderes. Solange das Portal ohne Anmeldung läuft, sind die Exportadressen so offen wie seine Seiten, mit oder ohne Token.
exports-tokens-signin = Mit einem Token kann ein geplanter Job (curl, der Import eines Webshops) die Exportadressen oben mit „Authorization: Bearer <token>“ abrufen, ohne sich anzumelden; es öffnet nichts anderes.
exports-token-created = Erstellt
exports-token-last-pull = Letzter Abruf
exports-token-pulls = Abrufe
exports-token-revoke = Widerrufen
exports-token-revoke-name = „{ $name }“ widerrufen
exports-token-never = nie
exports-token-new-name = Name des neuen Tokens
exports-token-placeholder = Nächtlicher Webshop-Import
exports-token-make = Token erstellen
error-title-not-found = Nicht gefunden
error-title-input = Eingabe prüfen
error-title-not-authorised = Portal nicht freigeschaltet
error-title-busy = Lieferant ausgelastet
error-title-unreachable = Lieferant nicht erreichbar
error-title-bad-response = Lieferantendaten nicht lesbar
error-title-rate-limited = Bitte langsamer
error-title-sign-in = Anmeldung erforderlich
error-title-internal = Fehler im Portal
error-not-found = Nicht gefunden: { $detail }
error-bad-request = { $detail }
error-invalid-filter = Der Lieferant hat die Suche abgelehnt: { $detail }
error-not-authorised = Das Portal ist beim Lieferanten nicht freigeschaltet. Bitte wenden Sie sich an die Administration (CATALOGUE_API_KEY prüfen).
error-busy = Der Lieferant ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.
error-unreachable = Der Katalog des Lieferanten ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze noch einmal.
error-bad-response = Der Lieferant hat Daten gesendet, die das Portal nicht lesen konnte.
error-rate-limited = Zu viele Anfragen von diesem Bildschirm. Bitte einen Moment warten.
error-sign-in = Bitte melden Sie sich an.
error-internal = Im Portal ist etwas schiefgelaufen: { $detail }
refused-too-many = Zu viele Anfragen von diesem Browser auf einmal. Bitte in { $seconds } s erneut versuchen.
refused-other-site = Dieses Formular kann nur von den Seiten des Portals selbst gesendet werden.
signin-title = Anmelden · Dealer Desk
signin-heading = Bei Dealer Desk anmelden
signin-username = Benutzername
signin-password = Passwort
signin-button = Anmelden
signin-wrong = Benutzername oder Passwort falsch.
signin-too-many = Zu viele fehlgeschlagene Anmeldungen. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.
signin-unsaved = Anmelden ist gerade nicht möglich: Die Sitzung konnte nicht gespeichert werden. Bitte gleich noch einmal versuchen.
signin-too-large = Das Anmeldeformular ist zu groß: Ein Benutzername hat höchstens 64 Zeichen.
signin-busy = Gerade melden sich viele Personen an. Bitte gleich noch einmal versuchen.
signin-sign-out-unsaved = Die Abmeldung wurde nicht abgeschlossen: Das Portal konnte die Sitzung nicht beenden. Bitte gleich noch einmal versuchen.
access-signed-in-as = Angemeldet als { $user }
access-sign-out = Abmelden
access-open = Offener Zugang: Es ist keine Anmeldung eingerichtet, daher kann jeder, der diese Adresse erreicht, das Portal nutzen.
lost-from = Von
lost-to = bis
lost-show = Anzeigen
lost-download-xlsx = XLSX herunterladen
lost-period-bad-end = Ein Datum war nicht als JJJJ-MM-TT lesbar, daher endet der Zeitraum heute.
lost-period-bad-start = Ein Datum war nicht als JJJJ-MM-TT lesbar, daher umfasst der Zeitraum die 30 Tage bis zu seinem Ende.
lost-period-swapped = Der Zeitraum war verkehrt herum, daher wurden seine Daten getauscht.
lost-period-too-long = Ein Zeitraum umfasst höchstens { $days } Tage, daher beginnt er später.
lost-summary = { $total ->
    [one] { $total } entgangener Verkauf
   *[other] { $total } entgangene Verkäufe
} ({ $units ->
    [one] { $units } Teil
   *[other] { $units } Teile
}, im Wert von { $value } zu Händlerpreisen) vom { $from } bis { $to }.
lost-unpriced = { $count ->
    [one] { $count } davon hat keinen Händlerpreis (eine Nummer, die der Katalog nicht kennt, oder der Lieferant hat nicht geantwortet): gezählt, nicht bewertet.
   *[other] { $count } davon haben keinen Händlerpreis (eine Nummer, die der Katalog nicht kennt, oder der Lieferant hat nicht geantwortet): gezählt, nicht bewertet.
}
lost-refused = { $count ->
    [one] { $count } weiterer wurde in diesem Zeitraum nicht erfasst: Ein Stundenlimit war erreicht (600 pro Stunde für den Laden, 200 für eine Person).
   *[other] { $count } weitere wurden in diesem Zeitraum nicht erfasst: Ein Stundenlimit war erreicht (600 pro Stunde für den Laden, 200 für eine Person).
}
lost-by-reason = Nach Grund
lost-col-lost = Entgangen
lost-col-parts = Teile
lost-col-value = Wert
lost-col-code = Art.-Nr. oder Code
lost-col-stock-now = Bestand jetzt
lost-col-to-order = Zu bestellen
lost-reorder-title = Nachbestellliste: wegen fehlenden Bestands entgangene Teile
lost-reorder-hint = Teile, die entgangen sind, weil sie nicht vorrätig waren, mit dem aktuellen Lagerbestand des Lieferanten. Zu bestellen: die im Zeitraum entgangenen Teile abzüglich des aktuellen Bestands.
lost-reorder-csv = Nachbestellliste als CSV
lost-reorder-xlsx = Nachbestellliste als XLSX
lost-reorder-list = Nachbestellliste
lost-by-code = Nach Art.-Nr. oder Code
lost-latest = Neueste
lost-none = Keine in diesem Zeitraum.
lost-kept = Entgangene Verkäufe werden { $days } Tage lang aufbewahrt, höchstens { $max } (die ältesten fallen zuerst weg). Die Werte gelten zum Händlerpreis des Tages, an dem der jeweilige Verkauf erfasst wurde.
lost-record-summary = Entgangenen Verkauf erfassen
lost-record-button = Erfassen
status-title = Status
status-heading = Status des Katalogindex
status-backups = Sicherungen
status-seconds = { $seconds } s
status-state = Zustand
status-backup-off = Aus: kein BACKUP_DIR gesetzt
status-backup-postgres = Die Daten liegen in Postgres: mit pg_dump sichern
status-backup-waiting = Geplant: Die erste Sicherung ist noch nicht erstellt
status-backup-ok = OK
status-backup-failed = Fehlgeschlagen: siehe letzten Fehler
status-backup-overdue = Überfällig: länger als geplant keine Sicherung
status-backup-folder = Ordner
status-backup-schedule-label = Zeitplan
status-backup-schedule = alle { $hours } h, die neuesten { $keep } werden behalten
status-backup-last = Letzte Sicherung
status-backup-last-folder = Ordner der letzten Sicherung
status-backup-took = Dauer der letzten Sicherung
status-backup-attempt = Letzter Versuch
status-backup-next = Nächste fällig
status-last-error = Letzter Fehler
status-run = { $started } · { $took } · { $fetched } geladen · { $removed } entfernt · { $unreadable } nicht lesbar
status-progress = { $done } von { $total } Kategorien, bisher { $products } Artikel
status-progress-started = ; begonnen { $started }
status-progress-left = { $minutes ->
    [one] , noch etwa { $minutes } Minute
   *[other] , noch etwa { $minutes } Minuten
}
status-progress-failed = ; zuletzt fehlgeschlagene Kategorie: { $error }
status-building = Im Aufbau: Listen zeigen die bisher geladenen Kategorien, bis der erste vollständige Abgleich endet
status-stale = Veraltet: seit einer Weile kein erfolgreicher Abgleich
status-ready = Bereit
status-products = Indizierte Artikel
status-fitment = Fahrzeugzuordnungen
status-families = Variantenfamilien
status-size = Größe auf der Festplatte
status-megabytes = { $size } MB
status-last-full = Letzter vollständiger Abgleich
status-last-incremental = Letzter Teilabgleich
status-running = Läuft gerade
status-interval = Abgleichintervall
status-interval-value = { $seconds } s
status-progress-label = Fortschritt des vollständigen Abgleichs
stock-count-skus = { $count ->
    [one] { $count } Artikelnummer
   *[other] { $count } Artikelnummern
}
stock-count-over = { $count ->
    [one] { $count } über dem Limit von { $max } wird weggelassen
   *[other] { $count } über dem Limit von { $max } werden weggelassen
}
exports-token-bad-name = Geben Sie dem Token einen Namen (bis zu { $max } Zeichen), z. B. den Shop, der damit abruft.
exports-token-taken = Ein Token mit diesem Namen gibt es schon: Widerrufen Sie es zuerst oder wählen Sie einen anderen Namen.
exports-token-too-many = Es gibt schon { $max } Tokens: Widerrufen Sie zuerst eines.
exports-token-unsaved = Das Token konnte nicht gespeichert werden und wurde daher nicht erstellt. Bitte gleich noch einmal versuchen.

## Rollen und Berechtigungen
error-title-forbidden = Für Ihre Rolle nicht erlaubt
error-forbidden = Die Rolle Ihres Kontos erlaubt das nicht. Fragen Sie eine Filialleitung oder den Inhaber.
role-staff = Mitarbeiter
role-manager = Filialleitung
role-owner = Inhaber
refused-role = Dafür braucht es mindestens ein Konto der Rolle „{ $need }“; Ihr Konto hat die Rolle „{ $role }“. Nichts wurde geändert.
refused-unlisted = Diese Adresse ist für keine Rolle freigegeben. Nichts wurde geändert.
access-role = ({ $role })
prices-managers-only = Nur eine Filialleitung oder der Inhaber kann die Preisregeln ändern.
quote-note-discount-approval-refused = Nichts geändert: Name und Passwort gehören keiner Filialleitung und nicht dem Inhaber (oder es gab zu viele Versuche; bitte einige Minuten warten).
discount-approve-title = Freigabe durch die Filialleitung
discount-approve-line = Eine Filialleitung oder der Inhaber kann { $discount } auf { $sku } gewähren, indem sie hier Namen und Passwort eingibt.
discount-approve-quote = Eine Filialleitung oder der Inhaber kann { $discount } auf das ganze Angebot gewähren, indem sie hier Namen und Passwort eingibt.
discount-approve-name = Benutzername der Filialleitung
discount-approve-password = Passwort
discount-approve-submit = Freigeben und Rabatt gewähren
prices-tiers = Preisstufen
prices-tiers-note = Ein Kunde mit einer Preisstufe erhält Angebote zu deren Preis statt zum Ladenpreis, und sein Exemplar zeigt die Ersparnis gegenüber dem Ladenpreis. Die Stufe eines Kunden wählen Sie auf seiner Seite.
prices-no-tiers = Noch keine Preisstufen: Alle Kunden zahlen den Ladenpreis.
prices-add-tier = Preisstufe anlegen oder ändern
prices-scope-tier = Preisstufe
prices-tier-name = Name der Preisstufe
prices-basis-retail = Ladenpreis − %
prices-rule-retail = Ladenpreis − { $off } %, { $rounding }
rules-tier-name = Geben Sie der Preisstufe einen Namen mit 1 bis 40 Zeichen.
shop-price-none-retail = kein Ladenpreis als Grundlage
customer-note-tier-set = Die Preisstufe ist gespeichert: Angebote für diesen Kunden werden danach berechnet.
customer-note-tier-set-capped = Die Preisstufe ist gespeichert: Angebote für diesen Kunden werden danach berechnet. Ein Rabatt auf eines der Angebote lag bei diesen Preisen über dem höchsten Rabatt des Geschäfts und wurde darauf zurückgesetzt.
customer-note-tier-unknown = Diese Preisstufe gibt es im Laden nicht (vielleicht wurde sie gerade entfernt); nichts geändert.
customer-tier-retail = Zahlt Ladenpreise.
customer-tier-is = Preisstufe: { $tier }. Angebote werden danach berechnet.
customer-tier-gone = Die Preisstufe wurde entfernt: Es gelten Ladenpreise.
customer-tier-label = Preisstufe
customer-tier-retail-option = Ladenpreis (keine Stufe)
customer-tier-save = Stufe setzen
quote-total-retail = Zum Ladenpreis
quote-tier-saving = Ersparnis ({ $tier })
customer-history-tier = Auf Preisstufe „{ $tier }“ gesetzt
customer-history-retail = Zurück zu Ladenpreisen
customer-note-vat-number-bad = Das ist keine USt-IdNr. oder Steuernummer: 4 bis 20 Buchstaben und Ziffern (Leerzeichen, Punkte und Bindestriche erlaubt), z. B. DE 123456789.
customer-changed-vat-number = USt-IdNr.
customer-field-vat = USt-IdNr. oder Steuernummer
customer-vat-hint = Für Geschäftskunden: Ihre Exemplare zeigen dann Nettopreise, die Steuer daneben.
customer-vat-number = Geschäftskunde, USt-IdNr.
quote-copy-vat-number = USt-IdNr.: { $number }
quote-copy-net-prices = Preise ohne MwSt.; die MwSt. wird auf die Summe berechnet.
prices-tax-title = Steuersatz des Ladens
prices-tax-from-region = { $region } % – der Normalsatz der Region des Ladens. Setzen Sie einen eigenen, wenn Ihr Satz abweicht (ein örtlicher Satz oder eine Änderung, die die Tabelle des Portals noch nicht kennt).
prices-tax-own = { $rate } % – vom Laden gesetzt ({ $who }, { $when }); der Normalsatz der Region ist { $region } %. Leeren Sie das Feld, um wieder den der Region zu nehmen.
prices-tax-own-rate = Eigener Satz des Ladens, %
refused-role-home = Zur Startseite

quote-note-other-no-description = Geben Sie der Zeile eine Beschreibung: Sie ist das, was der Kunde liest.
quote-note-other-description-long = Eine Beschreibung hat höchstens 120 Zeichen.
quote-note-other-price-text = Ein Preis ist eine Zahl mit höchstens zwei Nachkommastellen, etwa 45 oder 12,50.
quote-note-other-price-range = Ein Preis oder Stundensatz liegt über 0 und höchstens bei 100.000.
quote-note-other-hours-text = Stunden sind eine Zahl mit höchstens zwei Nachkommastellen, etwa 1,5.
quote-note-other-hours-range = Stunden liegen über 0 und höchstens bei 999,99.
quote-note-other-labour-zero = Nichts hinzugefügt: Diese Stunden zu diesem Satz ergeben 0,00. Arbeitszeit kostet mehr als 0: mehr Stunden, einen höheren Satz oder einen Festpreis angeben.
quote-note-other-hours-and-price = Geben Sie Stunden mit Satz oder einen Festpreis an, nicht beides.
quote-note-other-no-price = Geben Sie einen Preis an (oder bei Arbeitszeit Stunden mit Satz).
quote-note-other-no-rate = Geben Sie den Stundensatz für diese Stunden an.
quote-note-other-code = Ein Code hat höchstens 64 Zeichen, ohne Leerzeichen.
quote-note-other-kind = Diese Art Zeile nimmt ein Angebot nicht an.
quote-line-labour = Arbeitszeit
quote-labour-hours = { $hours } Std. × { $rate }
quote-line-own = Nicht im Katalog
quote-other-title = Arbeitszeit oder ein Teil außerhalb des Katalogs hinzufügen
quote-other-incl-tax = Preise wie im Regal: inklusive MwSt.
quote-other-excl-tax = Preise wie im Regal: vor Steuer, die zur Summe hinzukommt.
quote-other-labour = Montagearbeit
quote-other-typed = Ein Teil außerhalb des Katalogs
quote-other-description = Beschreibung
quote-other-hours = Stunden
quote-other-rate = Stundensatz ({ $currency })
quote-other-fixed = oder ein Festpreis ({ $currency })
quote-other-price = Preis pro Stück ({ $currency })
quote-other-code = Code (optional)
quote-other-add-labour = Arbeitszeit hinzufügen
quote-other-add-typed = Teil hinzufügen
prices-labour-title = Stundensatz für Arbeitszeit
prices-labour-none = Kein Stundensatz festgelegt: Eine Arbeitszeile nimmt den mit ihr eingegebenen Satz oder einen Festpreis.
prices-labour-set = Arbeitszeit kostet { $rate } pro Stunde (festgelegt { $when } von { $who }).
prices-labour-rate = Stundensatz ({ $currency }); leer für keinen
nav-audit = Protokoll
audit-title = Protokoll
audit-note = Wer hat was wann und von wo getan: Anmeldungen, Ablehnungen, Änderungen an Kunden, Preisen und Feed-Tokens, Downloads und Sicherungen. Einträge sind unveränderlich und werden { $days } Tage aufbewahrt; `dealer-desk audit verify` prüft jeden.
audit-who = Wer
audit-action = Aktion
audit-any-action = Alle
audit-from = Von
audit-to = Bis
audit-record = Datensatz
audit-show = Anzeigen
audit-when = Wann (Ortszeit)
audit-address = Adresse
audit-detail = Einzelheiten
audit-none = Keine passenden Einträge.
audit-older = Ältere Einträge
audit-filter-day = Ein Tag wird als JJJJ-MM-TT geschrieben, etwa 2026-11-28.
audit-filter-action = Diese Aktion zeichnet das Protokoll nicht auf.
audit-filter-order = „Von“ liegt nach „Bis“.
audit-sign-in = Angemeldet
audit-sign-in-failed = Anmeldung fehlgeschlagen
audit-sign-out = Abgemeldet
audit-refused = Abgelehnt (Rolle)
audit-customer-created = Kunde angelegt
audit-customer-changed = Kunde geändert
audit-customer-deleted = Kunde gelöscht
audit-customer-exported = Kundendaten heruntergeladen
audit-export = Download
audit-feed-token-made = Feed-Token erstellt
audit-feed-token-revoked = Feed-Token widerrufen
audit-price-rule = Preise geändert
audit-customer-tier = Preisstufe des Kunden
audit-discount-approved = Rabatt über der Grenze
audit-discount-capped = Rabatt auf die Grenze gesenkt
audit-backup-taken = Sicherung erstellt
audit-backup-restored = Sicherung wiederhergestellt
audit-pruned = Alte Einträge entfernt
audit-dropped = Einträge bei Überlastung verloren
ropa-title = Verzeichnis der Verarbeitungstätigkeiten
ropa-intro = Die personenbezogenen Daten, die dieses Portal für das Geschäft speichert: warum, wo, wer sie sehen kann und wie lange (DSGVO, Artikel 30), erstellt aus den aktuellen Datenspeichern und Einstellungen des Portals. Drucken Sie es für die Unterlagen des Geschäfts.
ropa-controller = Verantwortlicher:
ropa-controller-unset = das Geschäft (SHOP_NAME und SHOP_ADDRESS setzen, um es hier zu nennen)
ropa-made = Stand { $day }.
ropa-data = Daten
ropa-why = Zweck
ropa-where = Wo
ropa-who = Wer sie sehen kann
ropa-kept = Aufbewahrung
ropa-count = Datensätze jetzt
ropa-place-server = das Serverprotokoll (Standardausgabe und DEALER_DESK_LOG_FILE, wenn gesetzt)
ropa-who-staff = Alle angemeldeten Mitarbeiter
ropa-who-manager = Leiter und Inhaber
ropa-who-owner = Inhaber
ropa-who-server = Nur wer den Server betreibt
ropa-kept-until-deleted = Bis Mitarbeiter sie löschen (auf Wunsch, über die Kundenseite)
ropa-kept-with-customer = Wird mit dem Kunden gelöscht
ropa-kept-days = { $days } Tage
ropa-kept-hours = { $hours } Stunden nach der Anmeldung oder bis zur Abmeldung
ropa-kept-copies = Die letzten { $keep } Kopien, eine alle { $hours } Stunden
ropa-kept-sent = Über den Mailserver des Geschäfts gesendet; das Portal behält nur einen Vermerk in der Kundenhistorie
ropa-kept-server = So lange, wie die Protokollrotation des Servers es aufbewahrt
ropa-customers = Kunden
ropa-customers-data = Name, Telefon, E-Mail, Notizen, Sprache, USt-IdNr., Preisstufe und Motorräder
ropa-customers-why = Um ihnen Teile anzubieten und zu verkaufen und zu prüfen, was an ihr Motorrad passt
ropa-history = Kundenhistorie
ropa-history-data = Wer den Datensatz eines Kunden wann geändert hat und was (auch an ihn gesendete E-Mails)
ropa-history-why = Damit das Geschäft für jede Änderung an Kundendaten Rechenschaft ablegen kann
ropa-watches = Verfügbarkeitsbeobachtungen
ropa-watches-data = Der Kunde, das Teil und wie er benachrichtigt wird
ropa-watches-why = Um den Kunden zu benachrichtigen, wenn ein gewünschtes Teil wieder lieferbar ist
ropa-lost = Entgangene Verkäufe
ropa-lost-data = Was gefragt wurde und warum es nicht verkauft wurde, und der Kunde, wenn genannt
ropa-lost-why = Um zu sehen, welche Teile das Geschäft vorrätig halten sollte
ropa-quotes = Angebote für Kunden
ropa-quotes-data = Die einem Kunden angebotenen Teile, Preise und Rabatte
ropa-quotes-why = Um dem Kunden ein Angebot zu geben und es aufzubewahren
ropa-accounts = Mitarbeiterkonten
ropa-accounts-data = Benutzernamen, Rollen und Passwort-Hashes (argon2id; nie das Passwort)
ropa-accounts-why = Damit Mitarbeiter sich anmelden und tun können, was ihre Rolle erlaubt
ropa-sessions = Anmeldesitzungen
ropa-sessions-data = Das Konto, ein Hash des Browser-Cookies und wann die Sitzung endet
ropa-sessions-why = Um Mitarbeiter angemeldet zu halten
ropa-audit = Protokoll
ropa-audit-data = Wer wann was getan hat, von welcher Netzwerkadresse, an welchem Datensatz
ropa-audit-why = Um die Daten des Geschäfts zu schützen und über ihre Nutzung Rechenschaft abzulegen
ropa-log = Serverprotokoll
ropa-log-data = Kontonamen und Netzwerkadressen in den Zeilen zu Anmeldungen und Änderungen
ropa-log-why = Um das Portal zu betreiben und Fehler zu finden
ropa-backups = Sicherungen
ropa-backups-data = Kopien von allem oben, was das Portal in seinen Dateien speichert
ropa-backups-why = Um die Daten des Geschäfts nach einem Fehler wiederherzustellen
ropa-email = E-Mail
ropa-email-data = Name und E-Mail-Adresse eines Kunden und was gesendet wurde (ein Angebot, ein wieder lieferbares Teil)
ropa-email-why = Um dem Kunden zu senden, worum er gebeten hat
nav-staff = Mitarbeiter
access-change-password = Passwort ändern
staff-title = Mitarbeiterkonten
staff-intro = Mitarbeiter erledigen die Arbeit an der Theke; die Filialleitung dazu Berichte, Exporte, Preisregeln und Rabatte über der Grenze; Inhaber dazu Mitarbeiterkonten, Einstellungen und das Prüfprotokoll. Eine Änderung gilt sofort, auf jedem Portal des Geschäfts.
staff-no-sign-in = Dieses Portal läuft ohne Anmeldung, daher gibt es keine Konten zu verwalten. Legen Sie den ersten Inhaber mit einer Benutzerdatei an (DEALER_DESK_USERS_FILE, eine Zeile von „dealer-desk hash-password“) und starten Sie das Portal neu; alle anderen fügen Sie dann hier hinzu.
staff-count = Konten: { $count } (höchstens { $most })
staff-add-heading = Konto hinzufügen
staff-add-hint = Das neue Konto erhält ein Einmalpasswort, das einmal angezeigt wird und { $hours } Stunden gilt; bei der ersten Anmeldung wählt die Person ihr eigenes.
staff-name = Name
staff-role = Rolle
staff-add = Konto hinzufügen
staff-you = Sie
staff-last-sign-in = Zuletzt angemeldet { $at }
staff-never-signed-in = Nie angemeldet
staff-changed = Geändert { $at } von { $by }
staff-change-role = Rolle ändern
staff-reset = Passwort zurücksetzen
staff-sign-out = Überall abmelden
staff-disable = Sperren
staff-enable = Entsperren
staff-state-active = Aktiv
staff-state-one-time = Einmalpasswort noch nicht benutzt
staff-state-one-time-expired = Einmalpasswort abgelaufen
staff-state-disabled = Gesperrt
staff-done-add = Konto „{ $name }“ hinzugefügt.
staff-done-role = Die Rolle von „{ $name }“ ist geändert.
staff-done-reset = Das Passwort von „{ $name }“ ist zurückgesetzt und die Sitzungen sind beendet.
staff-done-sign-out = „{ $name }“ ist überall abgemeldet.
staff-done-disable = „{ $name }“ ist gesperrt und überall abgemeldet.
staff-done-enable = „{ $name }“ ist wieder entsperrt.
staff-one-time = Das Einmalpasswort (persönlich übergeben; es wird nicht noch einmal angezeigt):
staff-one-time-until = Es gilt bis { $until }, einmal; danach wählt die Person ihr eigenes.
staff-problem-name = Ein Name besteht aus 1 bis 64 Buchstaben, Ziffern oder den Zeichen . _ @ -.
staff-problem-taken = Ein anderes Konto hat bereits diesen Namen.
staff-problem-no-such = Es gibt kein Konto mit diesem Namen.
staff-problem-role = Wählen Sie eine Rolle: Mitarbeiter, Filialleitung oder Inhaber.
staff-problem-last-owner = Dies ist der letzte Inhaber, der sich anmelden kann: Machen Sie zuerst ein anderes Konto zum Inhaber.
staff-problem-yourself = Sie können Ihr eigenes Konto nicht sperren.
staff-problem-too-many = Das Portal führt keine weiteren Konten: Sperren Sie ein nicht benötigtes oder entsperren Sie eines wieder.
staff-problem-unsaved = Die Änderung konnte gerade nicht gespeichert werden; nichts wurde geändert. Versuchen Sie es gleich noch einmal.
staff-problem-no-sign-in = Dieses Portal läuft ohne Anmeldung: Legen Sie den ersten Inhaber mit einer Benutzerdatei an.
password-title = Ihr Passwort
password-choose-heading = Eigenes Passwort wählen
password-choose-note = Sie haben sich mit einem Einmalpasswort angemeldet. Wählen Sie ein eigenes Passwort, um fortzufahren; nur Sie kennen es.
password-change-heading = Passwort ändern
password-change-note = Überall sonst, wo Sie angemeldet sind, werden Sie abgemeldet.
password-current = Aktuelles Passwort
password-new = Neues Passwort
password-again = Neues Passwort wiederholen
password-button = Passwort speichern
password-rule = Mindestens { $count } Zeichen. Ein paar Wörter, die Sie sich merken, sind ein gutes Passwort.
password-back = Zurück zum Portal
password-done-heading = Passwort gespeichert
password-done-note = Ihr neues Passwort ist gespeichert. Überall sonst, wo Sie angemeldet waren, sind Sie abgemeldet.
password-done-go = Weiter zum Portal
password-too-short = Das neue Passwort ist zu kurz.
password-too-long = Das neue Passwort ist zu lang (höchstens 128 Zeichen).
password-mismatch = Die beiden neuen Passwörter stimmen nicht überein.
password-guessable = Wählen Sie ein anderes Passwort als Ihren Namen oder Ihr jetziges Passwort.
password-wrong-current = Das aktuelle Passwort stimmt nicht.
password-unsaved = Das Passwort konnte gerade nicht gespeichert werden; das alte gilt weiter. Versuchen Sie es gleich noch einmal.
audit-staff-added = Mitarbeiterkonto hinzugefügt
audit-staff-role = Rolle eines Mitarbeiterkontos geändert
audit-staff-password-reset = Passwort eines Mitarbeiterkontos zurückgesetzt
audit-staff-signed-out = Mitarbeiterkonto überall abgemeldet
audit-staff-disabled = Mitarbeiterkonto gesperrt
audit-staff-enabled = Mitarbeiterkonto entsperrt
audit-password-changed = Eigenes Passwort geändert
ropa-kept-account = Solange das Geschäft das Konto führt: Wer geht, wird auf der Mitarbeiterseite gesperrt, nicht entfernt, damit die Namen im Prüfprotokoll jemanden bezeichnen
access-two-factor = Zwei-Faktor-Anmeldung
signin-code-heading = Code aus Ihrer App
signin-code-note = Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App für Dealer Desk zeigt, oder einen Ihrer Wiederherstellungscodes.
signin-code-label = Code
signin-code-start-again = Neu beginnen
two-factor-title = Zwei-Faktor-Anmeldung
two-factor-setup-heading = Zwei-Faktor-Anmeldung einrichten
two-factor-setup-note = Scannen Sie diesen Code mit einer Authenticator-App (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) und geben Sie dann den sechsstelligen Code ein, den sie zeigt.
two-factor-required-note = Ihre Rolle meldet sich mit einem zweiten Faktor an: Richten Sie ihn ein, um fortzufahren.
two-factor-qr-label = QR-Code für Ihre Authenticator-App
two-factor-key = Oder geben Sie diesen Schlüssel in die App ein:
two-factor-code = Code aus der App
two-factor-turn-on = Einschalten
two-factor-on-heading = Zwei-Faktor-Anmeldung ist eingeschaltet
two-factor-on-note = Jede Anmeldung fragt nach dem Passwort einen Code aus Ihrer App ab. Verbleibende Wiederherstellungscodes: { $count }.
two-factor-recovery-heading = Ihre Wiederherstellungscodes
two-factor-recovery-note = Jeder gilt einmal, statt eines Codes, falls Ihr Telefon verloren geht. Bewahren Sie sie sicher auf (ausgedruckt oder in einem Passwortmanager): Sie werden nicht noch einmal angezeigt.
two-factor-new-recovery = Neue Wiederherstellungscodes
two-factor-new-recovery-note = Erstellt zehn neue Codes; die alten gelten nicht mehr.
two-factor-turn-off = Ausschalten
two-factor-wrong = Dieser Code stimmt nicht oder wurde schon benutzt. Geben Sie den Code ein, den Ihre App jetzt zeigt.
two-factor-required = Ihre Rolle muss sich mit einem zweiten Faktor anmelden, daher lässt er sich nicht ausschalten. Geht Ihr Telefon verloren, kann ein Inhaber ihn zurücksetzen.
two-factor-unsaved = Das konnte gerade nicht gespeichert werden; nichts wurde geändert. Versuchen Sie es gleich noch einmal.
two-factor-go-on = Weiter zum Portal
staff-two-factor-on = Zwei-Faktor an
staff-reset-two-factor = Zwei-Faktor zurücksetzen
staff-done-two-factor = Der zweite Faktor von „{ $name }“ ist zurückgesetzt und die Sitzungen sind beendet; bei der nächsten Anmeldung wird ein neuer eingerichtet.
audit-staff-two-factor-reset = Zweiter Faktor eines Mitarbeiterkontos zurückgesetzt
audit-two-factor-on = Zweiter Faktor eingeschaltet
audit-two-factor-off = Zweiter Faktor ausgeschaltet
audit-recovery-codes-new = Neue Wiederherstellungscodes erstellt
discount-approve-code = Code aus der App, falls verwendet
signin-sso = Mit { $provider } anmelden
signin-sso-default = Mit Single Sign-on anmelden
signin-sso-failed = Die Anmeldung per Single Sign-on wurde nicht abgeschlossen. Versuchen Sie es noch einmal.
signin-sso-unreachable = Der Single-Sign-on-Dienst ist gerade nicht erreichbar. Versuchen Sie es gleich noch einmal oder melden Sie sich mit Passwort an.
signin-sso-no-role = Ihr Konto dort hat in diesem Portal keine Rolle. Bitten Sie den Inhaber, Sie einer Gruppe mit einer Rolle hinzuzufügen.
signin-sso-refused = Dieses Konto kann sich hier nicht anmelden. Wenden Sie sich an den Inhaber.
staff-problem-sso = Dieses Konto meldet sich per Single Sign-on an: Sein Passwort wird dort verwaltet.
staff-sso = Single Sign-on
account-sso-heading = Ihre Anmeldung läuft über Single Sign-on
account-sso-note = Ihr Passwort und Ihr zweiter Faktor werden beim Single-Sign-on-Anbieter des Geschäfts verwaltet: Ändern Sie sie dort.
# Special orders
nav-orders = Bestellungen
nav-orders-count = { $count ->
    [one] { $count } Bestellposition wartet auf den Laden
   *[other] { $count } Bestellpositionen warten auf den Laden
}
order-pay-cash = Bar
order-pay-card = Karte
order-pay-other = Andere
order-state-to-order = Zu bestellen
order-state-ordered = Bestellt
order-state-arrived = Eingetroffen
order-state-collected = Abgeholt
order-state-cancelled = Storniert
order-problem-deposit-text = Die Anzahlung muss ein Betrag (25,00) oder ein Prozentsatz (20 %) sein, die Zahlungsart bar, Karte oder andere.
order-problem-deposit-negative = Eine Anzahlung kann nicht unter null liegen.
order-problem-deposit-above = Die Anzahlung ist höher als die Bestellsumme: höchstens die Summe nehmen.
order-problem-no-lines = Mindestens einen Artikel mit Preis zum Bestellen wählen.
order-problem-wrong-step = Diese Position kann diesen Schritt jetzt nicht machen: sie ist schon weiter (die Seite ist vielleicht veraltet).
order-problem-day = Der erwartete Tag muss ein Datum sein (JJJJ-MM-TT).
order-problem-expected = Der erwartete Tag kann nicht vor heute liegen.
order-problem-reason = Bitte angeben, warum die Position storniert wird.
order-problem-too-long = Referenz, Lagerort oder Grund höchstens 200 Zeichen.
orders-section-to-order = Zu bestellen ({ $count })
orders-section-awaiting = Erwartet ({ $count })
orders-section-arrived = Eingetroffen, nicht abgeholt ({ $count })
orders-section-done = Erledigt ({ $count })
order-note-made = Bestellung angelegt, die Anzahlung ist erfasst. Beleg für den Kunden drucken.
order-note-moved = Die Position ist weiter.
order-note-told = Vermerkt: der Kunde wurde benachrichtigt.
order-note-emailed = Der Kunde hat eine E-Mail erhalten, dass es da ist.
order-note-email-failed = Die E-Mail konnte nicht gesendet werden (Mail-Einstellungen prüfen); den Kunden anders benachrichtigen und als benachrichtigt markieren.
order-note-email-no-address = Der Kunde hat keine E-Mail-Adresse: anders benachrichtigen und als benachrichtigt markieren.
order-note-limit = Eine Grenze ist erreicht (200 Bestellungen je Kunde, 100 Positionen je Bestellung, 10.000 offene Bestellungen): erst einige abschließen oder stornieren.
order-note-no-such-order = Diese Bestellung oder Position gibt es nicht.
order-note-no-customer = Eine Bestellung braucht einen Kunden: zuerst wählen, für wen das Angebot ist.
order-note-busy = Die Daten waren gerade nicht erreichbar, nichts wurde geändert. Bitte erneut versuchen.
order-note-filter-day = Ein Tag im Filter ist kein Datum (JJJJ-MM-TT) und wurde weggelassen.
order-line-reference = Ref. { $reference }
order-line-expected = erwartet am { $day }
order-line-arrived = eingetroffen { $time }
order-line-place = liegt bei { $place }
order-line-told = benachrichtigt { $time } von { $by }
order-line-emailed = per E-Mail benachrichtigt { $time }
order-line-collected = abgeholt { $time }, übergeben von { $by }
order-line-cancelled = storniert: { $reason }; { $refund } zurück, { $fee } einbehalten
order-reference = Bestellreferenz des Lieferanten
order-expected = Erwartet am
order-mark-ordered = Bestellt
order-place = Lagerort
order-mark-arrived = Eingetroffen
order-mark-told = Benachrichtigt
order-email-now = Jetzt mailen
order-mark-collected = Abgeholt, Rest bezahlt
order-cancel-line = Position stornieren
order-cancel-refund = Zu erstatten: { $refund }.
order-cancel-reason = Grund
order-cancel-confirm = Stornieren und erstatten
order-title = Bestellung { $order }
order-made = Angelegt { $time } von { $by }
order-deposit-taken = Anzahlung erhalten: { $amount } ({ $method })
order-customer-deleted = Der Kundendatensatz wurde gelöscht; die Beträge der Bestellung bleiben erhalten.
order-tell-email = Der Kunde bekommt eine E-Mail, wenn ein Artikel eintrifft.
order-tell-staff = Das Team benachrichtigt den Kunden, wenn ein Artikel eintrifft.
order-receipt = Beleg (PDF)
order-quote = Zum Angebot
order-all-orders = Alle Bestellungen
order-state = Stand
order-actions = Aktionen
order-fees = Einbehaltene Rücknahmegebühren
missing-order = Bestellung nicht gefunden
missing-order-text = Diese Bestellung ist nicht gespeichert: Der Link ist vielleicht veraltet.
receipt-total = Summe
receipt-deposit = Anzahlung
receipt-refunded = Erstattet
receipt-due = Restbetrag
receipt-title = Sonderbestellung { $order }
receipt-date = Bestellt am { $day }
receipt-deposit-paid = Anzahlung bezahlt: { $amount } ({ $method })
receipt-expected = Erwartet am { $day }
receipt-arrived = Eingetroffen: abholbereit
receipt-collected = Abgeholt
receipt-cancelled = Storniert; { $refund } erstattet
receipt-hours = Öffnungszeiten: { $hours }
order-new-title = Für den Kunden bestellen: { $name }
order-back-to-quote = Zurück zum Angebot
order-deposit-default = Betrag (25,00) oder Prozentsatz (50 %) eingeben; leer nimmt der Laden { $rate } %: { $amount }.
order-left-out = { $count ->
    [one] { $count } Position kann nicht bestellt werden (Arbeitszeit oder kein Ladenpreis) und bleibt weg.
   *[other] { $count } Positionen können nicht bestellt werden (Arbeitszeit oder kein Ladenpreis) und bleiben weg.
}
order-choose = Diese Position bestellen
order-deposit = Anzahlung
order-method = Bezahlt mit
order-email-on-arrival = Kunden per E-Mail benachrichtigen, wenn ein Artikel eintrifft
order-take-deposit = Anzahlung nehmen und bestellen
orders-filter-customer = Kunde
orders-filter-any-state = Jeder Stand
orders-filter-from = Angelegt ab
orders-filter-to = Angelegt bis
orders-filter-apply = Anzeigen
orders-for-orders = Bestellungen
orders-to-order-sum = Beim Lieferanten zu bestellen, nach Art.-Nr.
orders-download-csv = CSV herunterladen
orders-download-xlsx = Excel herunterladen
orders-late-expected = überfällig
orders-late-collect = wartet über { $days } Tage
orders-none = Keine.
orders-showing = Die ersten { $count } werden gezeigt: filtern, um die übrigen zu sehen.
orders-order = Bestellung
orders-customer = Kunde
mail-order-subject = Ihre Bestellung { $order } ist eingetroffen
mail-order-hello = Guten Tag { $name },
mail-order-arrived = Der bei uns bestellte Artikel (Bestellung { $order }) ist eingetroffen und liegt für Sie bereit:
mail-order-due = Bei Abholung zu zahlen: { $amount }
mail-order-hours = Unsere Öffnungszeiten: { $hours }
mail-order-reply = Bei Fragen antworten Sie einfach auf diese E-Mail.
customer-history-order-made = Sonderbestellung { $order } angelegt
customer-history-order-line = Bestellung { $order }: { $sku } { $state }
customer-history-order-told = Bestellung { $order }: über { $sku } benachrichtigt
customer-history-order-emailed = Bestellung { $order }: per E-Mail über { $sku } benachrichtigt
quote-order-for-customer = Für den Kunden bestellen
customer-orders = Sonderbestellungen
customer-orders-none = Keine Sonderbestellungen.
customer-orders-kept = Wird der Kundendatensatz gelöscht, bleiben die Beträge seiner Bestellungen ohne Namen erhalten: die Buchhaltung braucht sie.
customer-orders-held = Gehaltene Anzahlungen: { $amount }
customer-orders-made = Angelegt
customer-orders-lines-head = Positionen
customer-orders-lines = { $count ->
    [one] 1 Position, { $open } offen
   *[other] { $count } Positionen, { $open } offen
}
order-mark-collected-taking = Abgeholt: { $amount } kassieren
order-paid = Bei Abholung bezahlt
order-owed-back = Dem Kunden zu erstatten
money-sum-total = Summe { $amount }
money-sum-deposit = Anzahlung { $amount }
money-sum-paid = bei Abholung bezahlt { $amount }
money-sum-refunded = erstattet { $amount }
money-sum-fees = einbehaltene Gebühren { $amount }
money-sum-due = Restbetrag { $amount }
money-sum-owed-back = zu erstatten { $amount }
order-line-email-sending = E-Mail wird gesendet
order-line-email-failed = die E-Mail ging nicht raus: erneut mailen oder selbst Bescheid geben
stock-on-order = Für Kunden bestellt
audit-order-made = Sonderbestellung angelegt
audit-order-cancelled = Position einer Sonderbestellung storniert
labels-title = Regaletiketten
labels-print = Etiketten drucken
labels-format = Etiketten
labels-format-l7160 = A4-Bogen, 21 Etiketten (Avery L7160)
labels-format-5160 = US-Letter-Bogen, 30 Etiketten (Avery 5160)
labels-format-brother = Brother-Rolle, 62 × 29 mm
labels-start = Beginnen bei Etikett
labels-each = Anzahl
labels-price = Preis
labels-price-shop = Ladenpreis
labels-price-none = Ohne Preis
labels-make = Etiketten erstellen (PDF)
labels-zpl = Für einen Zebra-Drucker (ZPL)
orders-to-order-showing = Die ersten { $count } von { $all } Artikeln: die Downloads enthalten alle.
scan-open = Scannen
scan-title = Barcode scannen
scan-starting = Kamera wird gestartet…
scan-looking = Halten Sie den Barcode eines Etiketts vor die Kamera.
scan-denied = Die Kamera wurde verweigert. Erlauben Sie sie für diese Seite in den Browsereinstellungen, um zu scannen.
scan-no-camera = Auf diesem Gerät wurde keine Kamera gefunden.
scan-no-decoder = Dieser Browser kann keine Barcodes lesen. Geben Sie den Code stattdessen in das Feld ein.
scan-keep = Weiter in die offene Liste scannen
scan-count = Gescannt: { $count }
scan-added = { $sku } hinzugefügt
scan-unknown = Kein Teil hat den Code { $code }
scan-failed = Die Liste konnte es nicht aufnehmen. Bitte erneut versuchen.
scan-keep-count = In diese Zählung weiterscannen
scan-count-failed = Die Zählung hat es nicht übernommen: Geben Sie es ins Feld ein, um den Grund zu sehen.
scan-close = Fertig
labels-price-rrp = Die unverbindliche Preisempfehlung (UVP)
nav-shelf = Unser Lager
audit-stock-adjusted = Bestand korrigiert
audit-stock-bins = Lagerplätze eines Teils gesetzt
stock-kind-opening = Anfangsbestand
stock-kind-received = Eingegangen
stock-kind-sold = Verkauft
stock-kind-returned = Zurückgegeben
stock-kind-adjusted = Korrigiert
stock-kind-counted = Gezählt
stock-kind-moved = Umgelagert
stock-reason-damaged = Beschädigt
stock-reason-found = Gefunden
stock-reason-theft = Diebstahl
stock-reason-workshop = In der Werkstatt verbraucht
stock-reason-correction = Korrektur
stock-problem-quantity = Geben Sie die Menge als ganze Zahl ein, mit Minuszeichen für Stück, die das Lager verlassen (zum Beispiel -2).
stock-problem-too-many = Das sind mehr als 1.000.000 Stück: Bitte prüfen Sie die Menge.
stock-problem-zero = Eine Menge von 0 ändert nichts: Geben Sie an, wie viele Stück hinzukommen oder abgehen.
stock-problem-reason-direction = Der Grund passt nicht zur Menge: Beschädigt, Diebstahl und Werkstatt buchen ab (-), Gefunden bucht zu (+).
stock-problem-reason = Wählen Sie einen Grund aus der Liste.
stock-problem-note = Die Notiz ist zu lang (höchstens 500 Zeichen).
stock-problem-cost = Geben Sie die Kosten als Betrag ein, etwa 12.50.
stock-problem-bin = Ein Lagerplatz hat höchstens 20 Buchstaben, Ziffern, Bindestriche, Punkte oder Schrägstriche (zum Beispiel B-04-2).
stock-problem-bins = Ein Teil hat höchstens drei Lagerplätze.
stock-problem-bin-twice = Derselbe Lagerplatz steht zweimal da.
stock-problem-part = Der Katalog kennt kein Teil mit dieser Artikelnummer oder EAN.
shelf-adjusted = Der Bestand ist korrigiert.
shelf-bins-set = Die Lagerplätze sind gespeichert.
shelf-not-allowed = Nur eine Filialleitung kann den Bestand korrigieren.
shelf-busy = Das Lager kann gerade nicht geändert werden: Nichts wurde gespeichert. Versuchen Sie es gleich noch einmal.
shelf-none = keins in unserem Lager
shelf-available = { $count } verfügbar
shelf-on-hand-held = { $on_hand } am Lager, { $held } für Kunden reserviert
shelf-ours = Unser Lager
shelf-unread = unser Lager kann gerade nicht gelesen werden
shelf-bin = Platz
shelf-wants-count = Unter null: bitte zählen
shelf-title = Unser Lager
shelf-worth = Durchschnittskosten { $average } · Lagerwert { $value }
shelf-bins-label = Lagerplätze
shelf-bins-hint = Bis zu drei, der Hauptplatz zuerst, durch Kommas getrennt (B-04-2, OVERFLOW).
shelf-bins-save = Plätze speichern
shelf-adjust = Bestand korrigieren
shelf-adjust-qty = Stück (+ oder -)
shelf-adjust-qty-hint = -2 bucht zwei ab, 3 bucht drei zu.
shelf-adjust-reason = Grund
shelf-adjust-choose = Bitte wählen…
shelf-adjust-note = Notiz
shelf-adjust-save = Korrigieren
shelf-no-movements = Noch keine Bewegungen: Das Teil wurde noch nicht geführt.
shelf-col-cost = Stückkosten
shelf-col-when = Wann
shelf-col-what = Was
shelf-col-qty = Stück
shelf-col-after = Bestand danach
shelf-col-who = Wer
shelf-col-said = Beleg oder Notiz
shelf-col-bins = Lagerplätze
shelf-col-available = Verfügbar
shelf-col-on-hand = Am Lager
shelf-col-held = Reserviert
shelf-col-value = Wert
shelf-movements = Letzte Bewegungen, neueste zuerst
shelf-more-movements = Ältere Bewegungen sind gespeichert und hier nicht gezeigt.
shelf-supplier = Lieferant
shelf-page-title = Unser Lager
shelf-filter-bin = Lagerplätze beginnend mit
shelf-filter-order = Sortieren nach
shelf-order-bin = Lagerplatz
shelf-order-sku = Artikelnummer
shelf-filter-show = Anzeigen
shelf-parts = { $count ->
    [one] { $count } Teil
   *[other] { $count } Teile
}
shelf-value = Wert { $value } zu Kosten
shelf-download-csv = CSV herunterladen
shelf-page-of = Seite { $page } von { $pages }
shelf-empty = Hier ist noch kein Teil im Lager: Setzen Sie die Lagerplätze auf der Seite eines Teils oder buchen Sie Bestand ein.
ropa-stock = Lagerbewegungen
ropa-stock-data = Das Mitarbeiterkonto, das jede Lagerbewegung gebucht, eine Zählung eröffnet, eine Position gezählt oder eine Zählung gebucht hat, und wann
ropa-stock-why = Um die Lagerbuchhaltung richtig zu halten und jede Änderung belegen zu können
ropa-kept-ledger = So lange wie die Lagerbuchhaltung: Eine Bewegung wird nie geändert oder gelöscht
audit-stock-imported = Bestand aus einer Datei übernommen
shelf-imported = { $count ->
    [one] { $count } Teil übernommen.
   *[other] { $count } Teile übernommen.
}
shelf-import-link = Bestand aus einer Datei übernehmen
import-title = Bestand übernehmen
import-intro = Senden Sie eine CSV- oder Excel-Datei: Sie sehen Zeile für Zeile, was sie ändern würde, bevor etwas gespeichert wird. Der Bestand jedes Teils wird auf die Menge der Datei gesetzt.
import-columns = Spalten nach Überschrift: SKU oder EAN, Quantity (oder On hand) und, falls vorhanden, Bins (bis zu drei, durch Kommas getrennt) und Cost (je Stück). Die eigene Lagerdatei wird unverändert zurückgelesen.
import-file = Datei (CSV oder .xlsx, bis 16 MB)
import-check = Datei prüfen
import-preview = Was die Datei ändern würde
import-summary = Neu im Lager: { $new } · geändert: { $changed } · schon gleich: { $same } · abgelehnt: { $refused }
import-write = { $count ->
    [one] { $count } Teil übernehmen
   *[other] { $count } Teile übernehmen
}
import-write-refused-left = Die abgelehnten Zeilen bleiben außen vor: Korrigieren Sie sie und senden Sie die Datei erneut.
import-changed = Das Lager hat sich seit der Prüfung geändert: Nichts wurde gespeichert. So würde die Datei jetzt wirken.
import-more = … und { $count } weitere
import-refused = Abgelehnte Zeilen
import-rows = Zu übernehmende Zeilen
import-col-line = Zeile
import-col-code = SKU oder EAN
import-col-why = Grund
import-col-was = Bestand jetzt
import-col-now = Bestand danach
import-new = neu
import-row-no-code = Keine SKU oder EAN
import-row-unknown = Der Katalog kennt dieses Teil nicht
import-row-duplicate = Dasselbe Teil wie eine frühere Zeile
import-row-quantity = Die Menge ist keine ganze Zahl ab 0
import-row-too-many = Mehr als 1.000.000 Stück
import-row-bins = Die Lagerplätze sind nicht bis zu drei kurze Codes (wie B-04-2)
import-row-cost = Die Kosten sind kein Betrag (wie 12.50)
import-file-columns = Keine Überschrift nennt das Teil (SKU oder EAN) und die Menge: Fügen Sie eine erste Zeile damit hinzu.
import-file-empty = Die Datei hat keine Zeilen zum Übernehmen.
import-file-rows = Die Datei hat mehr als 100.000 Zeilen: Bitte teilen Sie sie auf.
import-file-large = Die Datei ist größer als 16 MB: Bitte teilen Sie sie auf.
import-file-unreadable = Die Datei ist weder CSV-Text (UTF-8) noch eine Excel-Arbeitsmappe (.xlsx).
labels-bin = Hauptlagerplatz jedes Teils drucken
value-title = Was das Lager wert ist
value-summary = Am Ende von { $day }: { $value } zu Kosten, { $parts } Teile, { $units } Stück
value-on = Wert am Ende von
value-from = Bewegungen ab
value-to = bis
value-period = Bewegungen vom { $from } bis { $to }
value-opening = Anfangswert
value-closing = Endwert
value-by-category = Nach Kategorie
value-by-brand = Nach Marke
value-unnamed = Im Katalog nicht benannt
value-col-parts = Teile
value-col-name = Name
value-problem-day = Geben Sie jeden Tag als Datum an (JJJJ-MM-TT): Heute wird gezeigt.
value-problem-order = Der Zeitraum endet, bevor er beginnt: Heute wird gezeigt.
# Counts of the shelf
count-title = Zählungen
count-link = Zählungen
count-open = Zählung öffnen
count-scope-whole = Das ganze Lager
count-scope-bins = Ein Bereich von Lagerplätzen
count-scope-category = Eine Kategorie
count-scope-list = Eine Liste von Teilen
count-from = Von Lagerplatz
count-to = Bis Lagerplatz
count-category = Kategorie
count-list = Artikelnummern (eine pro Zeile oder durch Kommas getrennt)
count-show-record = Der zählenden Person den Buchbestand zeigen (nicht blind)
count-open-button = Zählung öffnen
count-none = Noch keine Zählung. Öffnen Sie oben eine: das ganze Lager, einen Bereich von Lagerplätzen, eine Kategorie oder eine Liste von Teilen.
count-col-number = Zählung
count-col-covers = Umfang
count-col-state = Status
count-col-counted = Gezählt
count-col-opened = Geöffnet
count-col-closed = Abgeschlossen
count-review = Prüfen und buchen
count-cancelled = Die Zählung wurde abgebrochen. Im Lager hat sich nichts geändert.
count-covers-bins = Lagerplätze { $bins }
count-covers-category = Kategorie { $category }
count-progress = { $counted } von { $lines } gezählt
count-opened-by = geöffnet von { $who }, { $when }
count-blind = blind
count-not-allowed = Das kann nur eine Filialleitung.
count-busy = Die Zählung konnte gerade nicht geändert werden. Nichts wurde geändert: Versuchen Sie es noch einmal.
count-state-open = Offen
count-state-posted = Gebucht
count-state-cancelled = Abgebrochen
count-problem-scope = Wählen Sie, was die Zählung umfasst.
count-problem-bins = Geben Sie den ersten und den letzten Lagerplatz des Bereichs ein (jeweils höchstens 20 Buchstaben, Ziffern, Bindestriche, Punkte oder Schrägstriche), den ersten vor dem letzten.
count-problem-category = Geben Sie die zu zählende Kategorie so ein, wie der Katalog sie nennt.
count-problem-empty-list = Geben Sie die zu zählenden Artikelnummern ein oder fügen Sie sie ein.
count-problem-long-list = Eine Listenzählung umfasst höchstens { $max } Teile: Zählen Sie stattdessen Lagerplätze oder eine Kategorie.
count-problem-not-sku = „{ $code }“ ist keine Artikelnummer.
count-problem-nothing = Kein Teil im Lager des Geschäfts fällt unter die Auswahl.
count-problem-quantity = Geben Sie eine ganze Stückzahl ab 0 ein (=N setzt die Position).
count-problem-too-many = Das sind mehr Stück, als eine Position zählen kann.
count-problem-unknown-code = Kein Teil hat den Code „{ $code }“.
count-problem-not-in-count = { $code } gehört nicht zu dieser Zählung: Zählen Sie das Teil in einer Zählung seiner eigenen Lagerplätze oder des ganzen Lagers.
count-problem-closed = Diese Zählung ist abgeschlossen: Nichts wurde geändert.
count-problem-recounts = { $count ->
    [one] Eine Position wartet auf ihre Nachzählung: Buchen Sie die Zählung, wenn sie gezählt ist.
   *[other] { $count } Positionen warten auf ihre Nachzählung: Buchen Sie die Zählung, wenn sie gezählt sind.
}
count-problem-no-count = Diese Zählung gibt es nicht.
count-show-all = Alle Positionen
count-show-to-count = Noch zu zählen
count-show-recount = Nachzuzählen
count-show-review = Differenzen
count-sheet-title = Zählung Nr. { $number }
count-counted = { $sku }: { $count } gezählt.
count-opened = Die Zählung ist offen: Scannen oder tippen Sie jedes Teil ein.
count-closed-note = Diese Zählung ist abgeschlossen: Es kann nicht mehr gezählt werden.
count-no-lines = Hier gibt es keine Position.
count-code = Artikelnummer oder EAN scannen oder eintippen
count-qty = Wie viele
count-qty-hint = Leer: eins mehr. Eine Zahl: so viele mehr. =N: Die Position ist N.
count-add = Zählen
count-recount-badge = nachzählen
count-set-label = Gezählte Menge für { $sku }
count-set = Setzen
count-col-record = Buchbestand
count-col-counted-qty = Gezählt
count-review-title = Zählung Nr. { $number }: Prüfung
count-posted = { $count ->
    [one] Die Zählung ist gebucht: Eine Bewegung hat das Lager richtiggestellt.
   *[other] Die Zählung ist gebucht: { $count } Bewegungen haben das Lager richtiggestellt.
}
count-recount-asked = { $count ->
    [one] Eine Position wurde zum Nachzählen zurückgegeben.
   *[other] { $count } Positionen wurden zum Nachzählen zurückgegeben.
}
count-to-sheet = Zählliste
count-total-lines = Positionen
count-total-counted = Gezählt
count-total-differing = Differenzen
count-total-recounts = Warten auf Nachzählung
count-total-units = Stück
count-total-value = Wert zu Kosten
count-no-differences = Keine Differenz und nichts mehr zu zählen.
count-col-difference = Differenz
count-col-value = Wert
count-col-by = Gezählt von
count-post = Zählung buchen
count-uncounted-leave = Nicht gezählte Positionen unverändert lassen
count-uncounted-zero = Nicht gezählte Positionen: nichts gefunden (auf null setzen)
count-post-button = Differenzen buchen
count-recount-all = Alle Differenzen nachzählen
count-cancel = Zählung abbrechen
count-was = vorher { $count }
count-recount = Nachzählen
audit-stock-count-opened = Zählung geöffnet
audit-stock-recount-asked = Positionen einer Zählung zurückgegeben
audit-stock-count-posted = Zählung gebucht
audit-stock-count-cancelled = Zählung abgebrochen

stock-problem-pack = Eine Packung enthält eine ganze Zahl von Einheiten, von 1 bis 10.000.
shelf-packs-of = in Packungen zu { $count }
shelf-pack-label = Einheiten je Packung
shelf-pack-hint = 1 bei Einzelverkauf; der Bestand wird immer in Einheiten gezählt.
count-packs-units = (Packungen zu { $count }: Einheiten zählen)
shelf-download-xlsx = XLSX herunterladen
search-bin-shelf = Die Teile im Lagerplatz { $bin } stehen in der Liste unseres Lagers →
audit-sale-made = Verkauf getätigt

## Verkauf an der Theke
nav-sales = Verkäufe
sale-title = Verkaufen: { $name }
sale-walk-in = Laufkunde
sale-sold-before = Diese Liste wurde schon verkauft, siehe Rechnung
sale-line-short = Weniger im Lager als verkauft
sale-short-ask = Unser Lager hat von { $skus } weniger, als dieser Verkauf braucht.
sale-anyway = Trotzdem verkaufen (der Bestand geht unter null und das Teil wird zum Zählen markiert)
sale-order-instead = Stattdessen eine Sonderbestellung dieser Liste anlegen
sale-all-card = Alles mit Karte
sale-all-cash = Alles bar, passend
sale-split = Oder die Zahlung aufteilen
sale-pay-hint = Die Summe beträgt { $total }. Geben Sie ein, was auf jede Zahlungsart entfällt; bar darf es mehr sein, das Rückgeld wird angezeigt.
sale-take-payment = Kassieren
sale-method-cash = Bar
sale-method-card = Karte
sale-method-transfer = Überweisung
sale-method-voucher = Gutschein
sale-method-other = Andere
sale-tendered = Bar erhalten
sale-change = Rückgeld
sale-done = Verkauft. Die Rechnung steht unten.
sale-done-again = Dieser Verkauf wurde bereits getätigt: Hier ist seine Rechnung (nichts wurde doppelt verkauft).
sale-margin = Marge
sale-not-allowed = Ihre Rolle darf nicht verkaufen.
sale-busy = Der Verkauf konnte gerade nicht gespeichert werden: Nichts wurde verkauft. Bitte versuchen Sie es erneut.
sale-problem-no-lines = Auf dieser Liste ist nichts zu verkaufen.
sale-problem-too-many-lines = Ein Verkauf umfasst höchstens 500 Zeilen.
sale-problem-line = Eine Zeile kann so nicht verkauft werden: { $skus }.
sale-problem-no-payment = Kassieren Sie eine Zahlung: Geben Sie einen Betrag ein oder wählen Sie „Alles mit Karte“ oder „Alles bar“.
sale-problem-amount = Geben Sie einen Geldbetrag ein, z. B. 12,50.
sale-problem-not-positive = Ein Betrag muss größer als null sein.
sale-problem-too-large = Dieser Betrag ist für eine einzelne Zahlung zu hoch.
sale-problem-short = Den Zahlungen fehlen { $amount } bis zur Summe.
sale-problem-over-paid = Die Zahlungen liegen { $amount } über der Summe; Rückgeld gibt es nur bei Barzahlung.
sale-problem-method = Wählen Sie eine Zahlungsart.
sale-problem-form = Dieses Formular ist veraltet: Öffnen Sie die Verkaufsseite erneut.
sale-problem-short-shelf = Unser Lager hat von { $skus } weniger, als dieser Verkauf braucht: Kreuzen Sie „Trotzdem verkaufen“ an oder legen Sie eine Sonderbestellung an.
sale-problem-unpriced = Eine Zeile dieser Liste hat noch keinen Preis: Geben Sie vor dem Verkauf jeder Zeile einen Preis.
invoice-title = Rechnung { $number }
invoice-made = Ausgestellt am { $time } von { $by }
invoice-to = An
invoice-issued = Rechnungsdatum: { $day }
invoice-supplied = Lieferdatum: { $day }
invoice-served-by = Bedient von { $name }
invoice-unit-net = Einzelpreis (netto)
invoice-line-net = Netto
invoice-line-off = Rabatt { $amount }
invoice-net-at = Netto zu { $rate }{ "\u00A0" }%
invoice-total = Summe
invoice-paid-by = Zahlungsart: { $method }
invoice-simplified = Vereinfachte Rechnung: Preise inklusive MwSt.
invoice-net-prices = Preise ohne MwSt.; die MwSt. kommt zum angegebenen Satz hinzu.
invoice-pdf = Rechnung (PDF)
invoice-receipt = Kassenbon (80 mm)
receipt-thanks = Vielen Dank für Ihren Einkauf.
missing-invoice = Rechnung nicht gefunden
missing-invoice-text = Diese Rechnung ist nicht in den Unterlagen: Der Link ist vielleicht veraltet.
sales-number = Rechnung
sales-day = Datum
sales-customer = Kunde
sales-payments = Bezahlt mit
sales-by = Verkauft von
sales-filter-number = Rechnungsnummer
sales-filter-by = Verkauft von
sales-filter-method = Bezahlt mit
sales-filter-any-method = Jede Zahlungsart
sales-matched = { $count ->
    [one] Eine Rechnung oder Gutschrift: { $total } nach Erstattungen
   *[other] { $count } Rechnungen und Gutschriften: { $total } nach Erstattungen
}
sales-credit-for = Gutschrift zu Rechnung { $number }
sales-problem-day = Geben Sie einen Tag als JJJJ-MM-TT ein, z. B. 2026-12-07.
sales-csv = Als CSV herunterladen
sales-xlsx = Als Excel-Arbeitsmappe herunterladen
quote-sell = Verkaufen
## Rücknahmen und Gutschriften
return-open = Zurücknehmen
return-title = Rücknahme aus Rechnung { $number }
return-sold-at = Verkauft am { $time }
return-all-back = Alles auf dieser Rechnung wurde bereits zurückgenommen.
return-take-back = Zurücknehmen und erstatten
return-back-to-invoice = Zurück zur Rechnung
return-qty-of = Rücknahmemenge von { $what }
return-sold = Verkauft
return-returned = Bereits zurück
return-qty = Zurücknehmen
return-damaged = Beschädigt (nicht zurück ins Lager)
return-reason = Grund
return-reason-choose = Bitte Grund wählen
return-reason-not-needed = Nicht benötigt
return-reason-wrong-part = Falsches Teil
return-reason-faulty = Defekt
return-reason-other = Andere (Grund in der Notiz angeben)
return-note = Notiz
return-refund-by = Erstattungsart
return-late = Dieser Verkauf liegt mehr als { $days ->
    [one] einen Tag
   *[other] { $days } Tage
} zurück: Eine Filialleitung gibt die Rücknahme frei.
return-done = Zurückgenommen. Die Gutschrift steht unten.
return-busy = Die Rücknahme konnte gerade nicht gespeichert werden: Nichts wurde zurückgenommen. Bitte versuchen Sie es erneut.
return-problem-nothing = Geben Sie bei einer Zeile ein, wie viele zurückgenommen werden.
return-problem-quantity = Geben Sie die Menge als ganze Zahl ein, z. B. 1.
return-problem-too-many = Mehr von { $what }, als auf dieser Rechnung noch zurückgenommen werden kann.
return-problem-reason = Wählen Sie einen Grund.
return-problem-reason-unsaid = Geben Sie den Grund in der Notiz an, wenn „Andere“ gewählt ist.
return-problem-note = Die Notiz ist zu lang: höchstens 300 Zeichen.
return-problem-method = Wählen Sie die Erstattungsart.
return-problem-manager = Diese Rücknahme liegt außerhalb der Rückgabefrist des Ladens: Eine Filialleitung gibt zur Freigabe Namen, Passwort und Code ein.
invoice-returned-line = Zurückgenommen: { $count } × { $what }
invoice-credit-notes = Gutschriften
invoice-credit-note = { $number }, { $time }: { $amount } erstattet ({ $method })
invoice-credit-pdf = Gutschrift (PDF)
credit-title = Gutschrift { $number }
credit-issued = Gutschriftsdatum: { $day }
credit-refers-to = Bezieht sich auf Rechnung { $number } vom { $day }
credit-reason = Grund: { $reason }
credit-approved-by = Freigegeben von { $name }
credit-damaged = Beschädigt: nicht zurück ins Lager
credit-total = Erstattete Summe
credit-refunded-by = Erstattungsart: { $method }
audit-sale-returned = Teile zurückgenommen
## Tageseinnahmen
day-title = Tageseinnahmen
day-link = Tageseinnahmen und Kassenabschluss
day-day = Tag
day-whole-shop = der ganze Laden
day-of-person = verkauft von { $name }
day-sales = { $count ->
    [one] Ein Verkauf
   *[other] { $count } Verkäufe
}: { $total }
day-returns = { $count ->
    [one] Eine Rücknahme
   *[other] { $count } Rücknahmen
}: { $total }
day-net = Einnahmen abzüglich Erstattungen
day-method = Bezahlt mit
day-taken = Eingenommen
day-refunds = Erstattet
day-method-net = Netto
day-refunded = Erstattet: { $amount }
day-people = Wer verkauft hat
day-sales-count = Verkäufe
day-cash-up = Kassenabschluss
day-float = Wechselgeld zu Tagesbeginn
day-expected = Sollbestand in der Kasse
day-counted = Gezähltes Bargeld
day-difference = Differenz (Überschuss oder Fehlbetrag)
day-close-hint = Der Kassenabschluss schließt den Tag: Ein Verkauf danach wird auf den nächsten Tag datiert.
day-close = Kassenabschluss durchführen und Tag schließen
day-closed-by = Kassenabschluss { $time } von { $name }.
day-open = Für diesen Tag wurde noch kein Kassenabschluss durchgeführt.
day-done-closed = Der Kassenabschluss ist durchgeführt, der Tag ist geschlossen.
day-z-report = Z-Bericht (PDF)
day-z-title = Z-Bericht vom { $day }
day-problem-amount = Geben Sie Wechselgeld und gezähltes Bargeld als Geldbetrag ein, z. B. 150,00.
day-problem-closed = Für diesen Tag wurde der Kassenabschluss bereits durchgeführt: Nichts wurde geändert.
day-problem-not-allowed = Nur eine Filialleitung kann den Kassenabschluss durchführen.
day-problem-busy = Der Kassenabschluss konnte gerade nicht gespeichert werden: Nichts wurde geändert. Bitte versuchen Sie es erneut.
audit-sale-day-closed = Kassenabschluss durchgeführt
## Rechnungen eines Kunden
customer-invoices = Rechnungen
customer-invoices-none = Noch keine Rechnungen.
customer-invoices-kept = Rechnungen werden aufbewahrt, wie es das Gesetz verlangt, auch wenn der Kundendatensatz gelöscht wird: die eines Unternehmens mit Namen und USt-IdNr., alle anderen ohne den Namen.
## Rechnungen im Verarbeitungsverzeichnis
ropa-invoices = Rechnungen und Gutschriften
ropa-invoices-data = Name und USt-IdNr. des Kunden wie zum Zeitpunkt des Verkaufs, was er gekauft hat, wie er bezahlt hat und was zurückgenommen wurde, sowie das Mitarbeiterkonto, das verkauft oder zurückgenommen hat
ropa-invoices-why = Das Gesetz verlangt, dass ein Geschäft seine Rechnungen ausstellt und aufbewahrt; wird ein Kundendatensatz gelöscht, verlieren die Rechnungen eines Privatkunden seinen Namen, die eines Unternehmens behalten Namen und USt-IdNr., die die Rechnung tragen muss
ropa-kept-years = { $years } Jahre, wie das Gesetz Rechnungen aufbewahrt: vorher nie geändert oder gelöscht
## Collecting a special order as a sale
collect-title = Abholung der Bestellung { $order }
collect-waiting-none = Von dieser Bestellung wartet nichts auf Abholung.
collect-choose = Auszuhändigende Teile
collect-col-take = Aushändigen
collect-take-line = { $sku } aushändigen
collect-col-share = Anzahlung geleistet
collect-update = Restbetrag berechnen
collect-deposit = Anzahlung vom { $day } per { $method }
collect-due = Jetzt zu zahlen
collect-nothing-due = Aushändigen: nichts mehr zu zahlen
collect-before = Zu dieser Bestellung bereits berechnet:
collect-back = Zurück zur Bestellung
collect-problem-not-waiting = Ein gewähltes Teil wartet nicht mehr auf Abholung: Es wurde nichts ausgehändigt. Die Seite zeigt, was jetzt wartet.
order-collect-all = Alle wartenden Teile abholen und berechnen
invoice-paid-before = Anzahlung vom { $day } per { $method } (Bestellung { $order })
invoice-of-order = Abholung der Bestellung { $order }

## The receipt printer
invoice-print = Beleg drucken
sale-done-printed = Der Beleg ging an den Drucker.
sale-print-failed = Der Belegdrucker hat nicht geantwortet: Prüfen Sie, ob er eingeschaltet ist, oder drucken Sie das PDF des Belegs.

## Emailing an invoice
invoice-email = Rechnung per E-Mail senden
sale-done-emailed = Die Rechnung wurde dem Kunden gesendet und in seinem Verlauf vermerkt.
sale-email-no-customer = Nichts gesendet: Diese Rechnung gehört zu keinem erfassten Kunden.
mail-invoice-subject = Ihre Rechnung { $number }
mail-invoice-attached = Anbei erhalten Sie Ihre Rechnung { $number } vom { $day } als PDF. Vielen Dank für Ihren Einkauf.

## Deposits in the day's takings
day-deposits = Anzahlungen auf Sonderbestellungen: { $taken } eingenommen, { $back } zurückgegeben (in den Zahlungsarten unten enthalten)

## Returns without an invoice
loose-title = Ohne Rechnung zurücknehmen
loose-intro = Für Teile, die ohne Rechnung zurückgebracht werden: Geben Sie für jedes Teil die Nummer, die Menge und die Erstattung pro Stück ein. Jede solche Rücknahme genehmigt ein Manager; die Gutschrift bezieht sich auf keine Rechnung.
loose-needs-manager = Eine Rücknahme ohne Rechnung braucht einen Manager: Name, Passwort und Code
loose-qty = Menge
loose-refund-each = Erstattung pro Stück
sales-credit-loose = Gutschrift ohne Rechnung
credit-no-invoice = Ohne Rechnung zurückgenommen
return-problem-sku = „{ $what }“ kann keine Teilenummer sein: höchstens 64 Zeichen, ohne Steuerzeichen.
return-problem-amount = Geben Sie die Erstattung pro Teil als Betrag über null ein, z. B. 12,50.
return-problem-too-many-lines = Eine Rücknahme ohne Rechnung umfasst höchstens 50 Teile: Machen Sie zwei.

## Buying: stocking rules
buying-problem-level = Geben Sie einen Bestand als ganze Zahl von Einheiten ein, von 0 bis 1.000.000.
buying-problem-max-below-min = Der Höchstbestand muss mindestens so groß sein wie der Mindestbestand.
buying-problem-no-max = Mit einem Höchstbestand von 0 würde das Teil nie bestellt: Geben Sie einen Höchstbestand ein oder wählen Sie „Nicht lagern“.
buying-problem-months = Geben Sie die Monate einer Saison als zwei Monate von 1 bis 12 ein, z. B. 11-2 für November bis Februar.
buying-problem-season = Eine Saison braucht ihre Monate und ihren eigenen Mindest- und Höchstbestand, oder nichts davon.

# (end of these messages: new ones go above this line)
