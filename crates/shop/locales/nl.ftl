# Dealer Desk: de interface in het Nederlands.
# Dezelfde sleutels en plaatshouders als en.ftl; gegevens van de leverancier worden niet vertaald.

## Het kader van elke pagina

site-name = Dealer Desk
site-description = Dealer Desk: onderdelen, prijzen, passendheid en voorraad voor de balie en de backoffice.
skip-to-content = Naar de inhoud
nav-label = Hoofdmenu
nav-home = Start
nav-categories = Categorieën
nav-brands = Merken
nav-bikes = Motoren
nav-search = Zoeken
nav-stock = Voorraadcontrole
nav-exports = Exports
nav-quotes = Offertes
nav-customers = Klanten
nav-back-in-stock = Weer op voorraad
nav-back-in-stock-count = { $count ->
    [one] { $count } gevolgd artikel weer op voorraad
   *[other] { $count } gevolgde artikelen weer op voorraad
}
nav-lost-sales = Gemiste verkopen
nav-prices = Prijzen
prefs-label = Weergave-instellingen
prefs-currency = Valuta
prefs-language = Taal
prefs-apply = Toepassen
prefs-counter = Baliemodus
prefs-counter-hint = De baliemodus verbergt dealerprijzen en marges, zodat het scherm naar de klant gedraaid kan worden
footer-note = Prijzen en voorraad uit de dealercatalogus van de leverancier. Druk op / om een artikelnummer op te zoeken.

## Pagina's die er niet zijn

not-found-title = Pagina niet gevonden
not-found-text = Op dit adres staat geen pagina. Controleer de link, of zoek het onderdeel op artikelnummer in het vak hierboven.
back-home = Terug naar de startpagina
search-catalogue = Zoeken in de catalogus
search-catalogue-for = Zoeken naar ‘{ $text }’ in de catalogus
missing-product = Artikel niet gevonden
missing-product-text = Er is geen artikel met artikelnummer { $text } in de catalogus.
missing-category = Categorie niet gevonden
missing-category-text = Er is geen categorie { $text } in de catalogus.
missing-brand = Merk niet gevonden
missing-brand-text = Er is geen merk { $text } in de catalogus.
missing-make = Motormerk niet gevonden
missing-make-text = Er is geen motormerk { $text } in de catalogus.
missing-model = Model niet gevonden
missing-model-text = Er is geen model { $text } in de catalogus.
missing-year = Bouwjaar niet gevonden
missing-year-text = Er is geen bouwjaar { $text } in de catalogus.
missing-customer = Klant niet gevonden
missing-customer-text = Deze klant staat niet in het bestand: de link is misschien verouderd, of de klant is verwijderd.
missing-quote = Offerte niet gevonden
missing-quote-text = Deze offerte staat niet in het bestand: de link is misschien verouderd, of de offerte is verwijderd.
missing-shared-quote = Gedeelde offerte niet gevonden
missing-shared-quote-text = Deze gedeelde link opent geen offerte: hij is misschien ingetrokken, of de offerte is verwijderd.

## Start

home-title = Start
home-lede = Scan of typ hierboven een artikelnummer, of blader per categorie, merk of motor.
home-demo-notice = Demogegevens: de ingebouwde democatalogus, niet de live catalogus van de leverancier.
home-recent = Onlangs bekeken
home-finder = Onderdelen voor een motor zoeken
home-all-bikes = Alle motoren
home-new = Nieuw in de afgelopen 30 dagen
home-new-count = { $count ->
    [one] { $count } nieuw artikel.
   *[other] { $count } nieuwe artikelen.
}
home-new-all = Alles bekijken, nieuwste eerst
home-categories = Categorieën
home-brands = Merken

## Prijzen

price-table = Prijzen
price-rrp = Adviesprijs
price-dealer = Dealerprijs
price-margin = Marge (GBP)
price-margin-shop = Marge ({ $currency })
price-margin-value = { $amount } ({ $percent }%)
price-shop = Onze prijs
price-shop-incl-tax = incl. btw
price-shop-excl-tax = excl. belasting
price-shop-default = Standaardregel
price-shop-default-note = Onze prijzen volgen de standaardregel: de winkel heeft geen eigen prijsregels ingesteld.
shop-price-none-dealer = geen dealerprijs in { $currency }
shop-price-none-rrp = geen adviesprijs
price-below-cost = Onder inkoopprijs
quote-line-shop = Regeltotaal
quote-total-shop = Totaal
quote-total-net = Netto
quote-tax-vat-in = Inclusief btw { $rate }%
quote-tax-vat = Btw { $rate }%
quote-tax-sales = Omzetbelasting { $rate }%
quote-unpriced-shop = Regels zonder onze prijs
pdf-page = Pagina { $page } van { $pages }
pdf-qr = Personeel: scan om deze offerte te openen
shop-vat-number = Btw-nr. { $number }
quote-pdf = PDF-kopie
quote-lines-csv = Prijzen (CSV)
quote-lines-xlsx = Prijzen (XLSX)
prices-title = De prijzen van de winkel
prices-terms = Valuta en belasting
prices-currency = Valuta
prices-tax-region = Belastinggebied
prices-tax-rate = Belasting
prices-shelf = Schapprijzen
prices-shelf-incl = Inclusief belasting
prices-shelf-excl = Exclusief belasting: die komt bij het totaal
prices-valid = Offertes
prices-valid-days = Prijzen gelden { $days } dagen
prices-terms-note = Dit wordt ingesteld bij de start van het portaal (SHOP_CURRENCY, SHOP_TAX_REGION, SHOP_TAX_RATE, QUOTE_VALID_DAYS).
prices-default = Standaardregel
prices-default-portal = De winkel heeft geen eigen regel: de standaardregel van het portaal geldt ({ $rule }).
prices-use-portal-default = Standaardregel van het portaal gebruiken
prices-overrides = Uitzonderingen
prices-overrides-note = De regel van een merk gaat voor, dan die van een categorie, dan de standaardregel.
prices-no-overrides = Nog geen uitzonderingen: elk onderdeel volgt de standaardregel.
prices-add-category = Een regel voor een categorie
prices-add-brand = Een regel voor een merk
prices-applies = Geldt voor
prices-rule = Regel
prices-changed = Gewijzigd
prices-changed-by = { $when } door { $who }
prices-remove = Verwijderen
prices-remove-of = Regel voor { $name } verwijderen
prices-scope-category = Categorie
prices-scope-brand = Merk
prices-basis = Prijs uit
prices-basis-dealer = Dealerprijs + opslag %
prices-basis-rrp = Adviesprijs × factor
prices-value = Opslag % of factor
prices-rounding = Afronding
prices-save = Regel opslaan
prices-rule-dealer = Dealerprijs + { $markup }%, { $rounding }
prices-rule-rrp = Adviesprijs × { $factor }, { $rounding }
rounding-exact = niet afgerond
rounding-whole = naar boven op hele eenheid
rounding-99 = naar boven op ,99
rounding-95 = naar boven op ,95
rules-saved = Prijsregel opgeslagen.
rules-removed = Prijsregel verwijderd.
rules-not-a-number = De opslag of factor moet een getal zijn, zoals 40 of 1,17.
rules-too-precise = Gebruik hoogstens drie decimalen voor een opslag en vier voor een factor.
rules-negative = Een opslag kan niet onder nul zijn en een factor moet boven nul zijn.
rules-too-large = Dat is meer dan een regel toelaat: een opslag van hoogstens 1.000% of een factor van hoogstens 10.
rules-unknown-choice = Kies uit de lijsten waarvoor de regel geldt, waaruit de prijs komt en de afronding.
rules-no-category = Die categorie staat niet in de catalogus.
rules-no-brand = Dat merk staat niet in de catalogus.
rules-too-many = De winkel houdt hoogstens 500 uitzonderingen bij: verwijder er eerst een.
rules-no-rule = Die regel was al verwijderd.
rules-busy = De prijsregels konden nu niet worden opgeslagen; er is niets gewijzigd. Probeer het opnieuw.

## Artikelpagina

breadcrumbs = Kruimelpad
product-sku = Art.nr.
product-ean = EAN
product-brand = Merk
product-description = Omschrijving
product-options = Uitvoering
product-specs = Specificaties
product-details = Gegevens
product-type = Productsoort
product-category = Categorie
product-weight = Gewicht
weight-kg = { $weight } kg
product-created = Aangemaakt
product-modified = Gewijzigd
product-instructions = Montagehandleiding (PDF)
product-coversheet = Productblad (PDF)
product-instructions-qr = QR-code voor de montagehandleiding
no-image = Geen afbeelding
also-in = Ook verkrijgbaar als
fitment-title = Past op
fitment-none = De leverancier vermeldt geen passende motoren.
fitment-summary = { $makes ->
    [one] { $makes } merk
   *[other] { $makes } merken
}, { $years ->
    [one] { $years } modeljaar
   *[other] { $years } modeljaren
}

## Zoeken

search-text = Tekst (art.nr., EAN, naam, merk, omschrijving)
search-any-category = Alle categorieën
search-any-brand = Alle merken
search-category-n = Categorie { $id }
search-brand-n = Merk { $id }
search-category-contains = Categorienaam bevat
search-brand-contains = Merknaam bevat
search-created-after = Aangemaakt na
search-created-before = Aangemaakt voor
search-updated-after = Gewijzigd na
search-updated-before = Gewijzigd voor
search-clear = Wissen

## Aan een offerte toevoegen

quote-qty = Aantal
quote-to = in
quote-new-list = Nieuwe offerte
quote-add = Aan offerte toevoegen
quote-add-sku = { quote-add }: { $sku }
quote-open-bar = Scans en ‘Aan offerte toevoegen’ gaan naar de { $list }
quote-open-list = open offerte
quote-close-list = Offerte sluiten

## Voorraadlabels

stock-in = Op voorraad ({ $count })
stock-low = Lage voorraad ({ $count })
stock-out = Niet op voorraad
stock-unknown = Voorraad onbekend
stock-checking = Controleren…
stock-checking-why = Nog niet gecontroleerd: de voorraad verschijnt zo vanzelf (zonder JavaScript: laad de pagina over een paar seconden opnieuw)
stock-checking-now = Wordt nu gecontroleerd
stock-checked = Gecontroleerd om { $time }
stock-checked-old = Gecontroleerd om { $time } (niet actueel)
stock-title = Gecontroleerd om { $time } UTC
stock-title-reason = { $reason } · gecontroleerd om { $time } UTC

## Artikellijsten

list-empty = Geen artikelen gevonden.
list-empty-hint = Gebruik minder filters, of kies een andere categorie of een ander merk.
list-image = Afbeelding
list-name = Omschrijving
list-stock = Voorraad
list-products = { $count ->
    [one] { $count } artikel
   *[other] { $count } artikelen
}
list-parts = { $count ->
    [one] { $count } onderdeel
   *[other] { $count } onderdelen
}
list-fetching = De catalogus wordt nog bij de leverancier opgehaald ({ $progress }). Lijsten tonen de artikelen die er al zijn; het zoekvak vindt elk artikelnummer.
list-fetching-starting = start
list-stale = { $minutes ->
    [one] De leverancier reageert niet: gegevens van { $minutes } minuut geleden.
   *[other] De leverancier reageert niet: gegevens van { $minutes } minuten geleden.
}
list-fold = Kleuren en maten samenvoegen
list-unfold = Elke kleur en maat apart tonen
list-sort = Sorteren
list-view = Weergave
list-grid = Tegels
list-list = Lijst
list-export-csv = Exporteren als CSV
list-more-exports = Meer exports
pager-label = Pagina’s
pager-page = Pagina { $page }
pager-previous = ‹ Vorige
pager-next = Volgende ›
sort-name = Omschrijving (A–Z)
sort-relevance = Beste resultaat
sort-sku = Artikelnummer
sort-price = Adviesprijs oplopend
sort-price-desc = Adviesprijs aflopend
sort-dealer = Dealerprijs oplopend
sort-dealer-desc = Dealerprijs aflopend
sort-newest = Nieuwste eerst
sort-updated = Laatst gewijzigd

## Na het versturen van een offerteformulier

quote-note-added = Toegevoegd aan de offerte.
quote-note-changed = Aantal gewijzigd.
quote-note-removed = Regel verwijderd.
quote-note-renamed = Offerte hernoemd.
quote-note-created = Offerte aangemaakt.
quote-note-deleted = Offerte verwijderd.
quote-note-qty-range = Niets gewijzigd: het aantal moet een geheel getal van 1 tot en met 9999 zijn.
quote-note-qty-text = Niets gewijzigd: het aantal was geen getal (gebruik cijfers, 1 tot en met 9999).
quote-note-unknown-sku = Niets toegevoegd: de catalogus bevat geen product met dat artikelnummer.
quote-note-full = Niets toegevoegd: een offerte heeft maximaal 1000 regels. Begin een nieuwe offerte.
quote-note-too-many-lists = Geen offerte aangemaakt: u hebt al 200 offertes. Verwijder er eerst een paar.
quote-note-name-empty = Niets gewijzigd: een offerte moet een naam hebben.
quote-note-name-long = Niets gewijzigd: de naam van een offerte heeft maximaal 80 tekens.
quote-note-no-list = Die offerte bestaat niet (meer).
quote-note-no-line = Die regel staat niet meer op de offerte.
quote-note-busy = Niets gewijzigd: de offertes konden op dit moment niet worden opgeslagen. Probeer het opnieuw.
quote-note-moved = Regel verplaatst.
quote-note-duplicated = Offerte gekopieerd: dit is de kopie, het origineel is ongewijzigd.
quote-note-shared = Delen staat aan: collega's met de link kunnen deze offerte bekijken en kopiëren.
quote-note-unshared = Delen staat uit: de oude link opent deze offerte niet meer.
quote-note-opened = Deze offerte is geopend aan de balie: een artikelnummer of EAN die u in het zoekveld scant, of ‘Aan offerte toevoegen’ op een productkaart, voegt het artikel aan deze offerte toe.
quote-note-closed = De offerte is gesloten aan de balie: het zoekveld zoekt weer onderdelen op.
quote-note-unknown-code = Niets toegevoegd: geen enkel product heeft precies dat artikelnummer of die EAN.
quote-discount-apply = Korting
quote-discount-of = Korting op { $sku } (10% of een bedrag; leeg haalt haar weg)
quote-discount-quote = Korting op de hele offerte
quote-discount-percent = −{ $rate }%
quote-before-discounts = Vóór kortingen
quote-line-discounts = Regelkortingen
quote-quote-discount = Offertekorting
quote-note-discount-set = Korting opgeslagen.
quote-note-discount-off = Korting weggehaald.
quote-note-discount-text = Niets gewijzigd: schrijf een korting als 10% of als bedrag zoals 4,50.
quote-note-discount-negative = Niets gewijzigd: een korting kan niet onder nul zijn.
quote-note-discount-too-much = Niets gewijzigd: een korting kan niet meer zijn dan 100% of dan het bedrag waarvan ze afgaat.
quote-note-discount-above-cap = Niets gewijzigd: dat is meer dan de hoogste korting van de winkel. Een bedrijfsleider kan die goedkeuren door haar ingelogd zelf te geven.
quote-note-discount-no-price = Niets gewijzigd: die regel heeft geen prijs van ons om korting op te geven.
quote-note-discount-capped = Opgeslagen. Een korting was groter geworden dan de hoogste korting van de winkel op waar hij van afgaat, en is daarom teruggebracht tot die grens. Een manager kan meer goedkeuren door hem opnieuw te geven.
quote-expired = Deze prijzen golden tot { $until }: de offerte is verlopen. Werk de prijzen bij voordat u haar aan de klant geeft.
quote-expired-copy = Deze offerte is op { $until } verlopen.
quote-reprice-all = Alle prijzen bijwerken
quote-reprice = Prijs bijwerken
quote-sell-changed = Onze prijs bij toevoegen: { $was }; vandaag: { $now }.
quote-note-repriced = Naar de prijzen van vandaag gezet.
quote-note-reprice-nothing = Niets bij te werken: de prijzen zijn die van vandaag.
quote-note-reprice-other-currency = Niets gewijzigd: deze offerte is in een andere valuta dan die van de winkel. Maak er een nieuwe offerte voor.
quote-email-customer = PDF-kopie naar de klant mailen
quote-note-emailed = De PDF-kopie is naar de klant gemaild en in de geschiedenis genoteerd.
quote-note-email-no-settings = Niets verzonden: de winkel heeft geen e-mail ingesteld (WATCH_EMAIL_SMTP_URL, WATCH_EMAIL_FROM, WATCH_EMAIL_TO).
quote-note-email-no-address = Niets verzonden: de klant heeft geen e-mailadres.
quote-note-email-no-customer = Niets verzonden: deze offerte is voor geen klant.
quote-note-email-failed = Niets verzonden: de mailserver nam het bericht niet aan. Probeer het later opnieuw.

## Na het versturen van een klantformulier

customer-note-created = Klant opgeslagen.
customer-note-saved = Wijzigingen opgeslagen.
customer-note-bike-added = Motor toegevoegd.
customer-note-bike-removed = Motor verwijderd.
customer-note-bike-choose = Nog geen motor toegevoegd: kies het model en het bouwjaar en voeg de motor dan toe.
customer-note-bike-unknown = Geen motor toegevoegd: de catalogus bevat geen modeljaar met die ID.
customer-note-bike-max = Geen motor toegevoegd: een klant heeft maximaal 10 motoren. Verwijder er eerst een.
customer-note-name-empty = Niets opgeslagen: een klant moet een naam hebben.
customer-note-name-long = Niets opgeslagen: een naam heeft maximaal 80 tekens.
customer-note-phone-bad = Niets opgeslagen: een telefoonnummer heeft 6 tot en met 15 cijfers; spaties, streepjes, punten, haakjes en een + aan het begin zijn toegestaan.
customer-note-email-bad = Niets opgeslagen: dat is geen geldig e-mailadres (er zijn een naam, een @ en een domein zoals shop.example nodig).
customer-note-contact-missing = Niets opgeslagen: vul een telefoonnummer of een e-mailadres in (of allebei).
customer-note-note-long = Niets opgeslagen: een notitie heeft maximaal 500 tekens.
customer-note-same-contact = Nog niet opgeslagen: een andere klant heeft dit telefoonnummer of e-mailadres (vermeld bij het formulier). Open de gegevens van die klant, of vink ‘Dit is een andere klant’ aan en sla opnieuw op.
customer-note-too-many = Geen klant toegevoegd: de winkel bewaart maximaal 20.000 klanten.
customer-note-no-customer = Die klant bestaat niet (meer).
customer-note-deleted = Klant verwijderd: de gegevens, motoren, geschiedenis en gevolgde artikelen van deze klant zijn gewist. De offertes en gemiste verkopen blijven bewaard, zonder naam.
customer-note-delete-unconfirmed = Niets verwijderd: vink het vakje aan om te bevestigen dat de gegevens van deze klant weg mogen.
customer-note-busy = Niets gewijzigd: de gegevens konden op dit moment niet worden opgeslagen. Probeer het opnieuw.
customer-note-quote-set = De offerte is nu aan deze klant gekoppeld.
customer-note-quote-cleared = De offerte is nu niet meer aan een klant gekoppeld.
customer-note-no-list = Die offerte bestaat niet (meer).
customer-note-watch-made = Artikel wordt gevolgd: het verschijnt onder ‘Weer op voorraad’ zodra er genoeg is.
customer-note-watch-done = Volgen beëindigd.
customer-note-watch-contacted = Gemarkeerd als ingelicht: het artikel blijft gevolgd tot de verkoop rond is (Klaar).
customer-note-watch-qty = Artikel niet gevolgd: het aantal moet een geheel getal van 1 tot en met 9999 zijn.
customer-note-watch-max = Artikel niet gevolgd: de winkel heeft maximaal 10.000 openstaande gevolgde artikelen. Beëindig er eerst een paar.
customer-note-watch-customer-max = Artikel niet gevolgd: één klant heeft maximaal 50 openstaande gevolgde artikelen.
customer-note-watch-unknown-sku = Artikel niet gevolgd: de catalogus bevat geen product met dat artikelnummer.
customer-note-watch-no-customer = Artikel niet gevolgd: kies eerst de klant (open aan de balie een offerte voor die klant, of begin op de klantpagina).
customer-note-no-watch = Dat artikel wordt niet meer gevolgd.
customer-note-lost-made = Gemiste verkoop vastgelegd.
customer-note-lost-hour-full = Niet vastgelegd: in het afgelopen uur zijn 600 gemiste verkopen vastgelegd, het maximum dat de winkel per uur bewaart. Probeer het later opnieuw.
customer-note-lost-person-hour-full = Niet vastgelegd: u hebt in het afgelopen uur 200 gemiste verkopen vastgelegd, het maximum per persoon per uur. Probeer het later opnieuw.
customer-note-code-empty = Niets vastgelegd: bij een gemiste verkoop hoort het gevraagde artikelnummer of de gevraagde code.
customer-note-code-long = Niets vastgelegd: een code heeft maximaal 64 tekens.
customer-note-reason-unknown = Niets vastgelegd: kies een reden uit de lijst.
customer-note-other-note = Niets vastgelegd: geef bij ‘Overig’ in de notitie aan wat er bedoeld wordt.
customer-note-lost-note-long = Niets vastgelegd: de notitie bij een gemiste verkoop heeft maximaal 200 tekens.
customer-note-lost-qty = Niets vastgelegd: het aantal moet een geheel getal van 1 tot en met 9999 zijn.
customer-note-ambiguous = Artikel niet gevolgd: er passen meerdere klanten. Typ meer van de naam, of het telefoonnummer.
customer-note-no-match = Artikel niet gevolgd: er past geen enkele klant. Voeg de klant eerst toe bij ‘Klanten’.

## Motoren en filters

bike-customers = Motor van de klant:
bike-remove = Motor van de klant verwijderen
bike-remove-hint = Onderdelen voor alle motoren tonen
bike-lists-fit = Lijsten tonen alleen passende onderdelen.
bike-is-customers = Dit is de motor van de klant
bike-set = Instellen als motor van de klant
bike-make-label = Motormerk
bike-make = Merk
bike-model = Model
bike-year = Bouwjaar
bike-any-make = Alle merken
bike-any-model = Alle modellen
bike-any-year = Alle bouwjaren
bike-choose-make = Kies een merk
bike-choose-model = Kies een model
bike-choose-year = Kies een bouwjaar
bike-show-parts = Onderdelen tonen
facet-only = Alleen { $name }
facet-remove = Filter { $name } verwijderen
facet-more = en nog { $count }

## Motorpagina’s

bikes-lede = Kies het merk, dan het model en het bouwjaar, om de passende onderdelen te zien.
bikes-models = { $count ->
    [one] { $count } model
   *[other] { $count } modellen
}
bikes-parts-for = Onderdelen voor { $bike }

## Zoekvak

lookup-label = Artikelnummer of zoeken
lookup-go = Zoek
lookup-suggestions = Suggesties
lookup-placeholder = Art.nr., EAN of naam  ( / )
lookup-scan-placeholder = Scan of typ een artikelnummer om het aan de offerte toe te voegen
lookup-busy = Bezig met zoeken…
lookup-enter = Enter om ‘{ $text }’ op te zoeken

## Productafbeeldingen

gallery-count = Afbeelding { $n } van { $total } · blader met ← →
gallery-larger = Afbeelding vergroten
gallery-images = Afbeeldingen
gallery-image = Afbeelding { $n }
gallery-larger-view = Vergrote afbeelding
gallery-close = Sluiten ✕

## Volgen en gemiste verkopen aan de balie

watch-hint = Niet genoeg op voorraad? Volg het artikel voor de klant: het verschijnt bij ‘Weer op voorraad’ zodra er genoeg is.
watch-sku = { $sku } volgen voor een klant
watch-for = voor { $name }
watch-who = Naam, telefoon of e-mail van de klant
watch-qty = Gewenst aantal
watch-email = Mail de klant als het weer op voorraad is
watch-button = Volgen voor deze klant
lost-sale-not-made = Geen verkoop?
lost-from-search = Niet wat de klant zocht? Gemiste verkoop van ‘{ $text }’ vastleggen
lost-record-of = Gemiste verkoop van { $code } vastleggen
lost-qty = Gemist aantal
lost-reason = Reden
lost-note = Notitie
lost-note-placeholder = Notitie (nodig bij ‘Overig’)
lost-record = Gemiste verkoop vastleggen
lost-reason-out-of-stock = Niet op voorraad
lost-reason-not-in-catalogue = Niet in de catalogus
lost-reason-does-not-fit = Past niet
lost-reason-price = Prijs
lost-reason-other = Overig

## Voorraadcontrole

stock-form-skus = Artikelnummers
stock-form-hint = Eén per regel, of gescheiden door komma’s, spaties of tabs. Maximaal { $max }.
stock-form-file = Of upload een CSV
stock-form-file-hint = Een kolom met de kop ‘SKU’ wordt gebruikt; anders wordt elke cel als artikelnummer gelezen.
stock-form-check = Voorraad controleren
stock-result-checked = { $count ->
    [one] { $count } artikelnummer gecontroleerd
   *[other] { $count } artikelnummers gecontroleerd
}
stock-result-repeats = { $count ->
    [one] { $count } dubbele samengevoegd
   *[other] { $count } dubbele samengevoegd
}
stock-result-unknown = { $count } onbekend
stock-result-rejected = { $count ->
    [one] { $count } regel kon niet als artikelnummer worden gelezen:
   *[other] { $count } regels konden niet als artikelnummer worden gelezen:
}
stock-result-over = Alleen de eerste { $max } artikelnummers zijn gecontroleerd; { $count } andere zijn weggelaten.
stock-result-csv = CSV downloaden
stock-result-product = Artikel
stock-result-count = Aantal
stock-result-note = Opmerking leverancier
stock-result-unknown-sku = Onbekend artikelnummer

## Offertelijsten

quotes-new = Nieuwe offerte
quotes-new-placeholder = Dhr. Patel, MT-09 2021
quotes-start = Offerte starten
quotes-none = Nog geen offertes. Start er hier een of voeg een onderdeel toe vanaf de onderdeelpagina.
quotes-list = Offerte
quotes-for = Klant
quotes-lines = Regels
quotes-changed = Gewijzigd
quote-title = Offerte: { $name }
quote-date = Datum
quote-valid = Prijzen { $days } dagen geldig, tot { $until }, zolang de voorraad strekt.
quote-dealer-copy-mark = Dealerexemplaar: niet voor de klant.
quote-prices-unchecked = De actuele prijzen konden niet worden gecontroleerd: de getoonde prijzen zijn die van het moment waarop elke regel werd toegevoegd.
quote-empty = Deze offerte is leeg. Voeg onderdelen toe vanaf hun pagina.
quote-totals = Totalen
quote-total-rrp = Totaal adviesprijs
quote-total-dealer = Totaal dealerprijs ({ $currency })
quote-unpriced = Regels zonder prijs
quote-scanned = Gescand of ingetypt:
quote-search-it = Opzoeken
quote-scanned-added = { $sku } staat nu op de offerte: aantal { $qty }.
quote-shared-notice = Een collega heeft deze offerte met u gedeeld. De offerte blijft van uw collega: maak een kopie om wijzigingen aan te brengen.
quote-for = Voor
quote-copy-to-mine = Kopiëren naar mijn offertes
quote-fit = Pasvorm
quote-line-dealer = Dealerprijs regel
quote-order-remove = Volgorde en verwijderen
quote-qty-of = Aantal voor { $sku }
quote-update = Bijwerken
quote-line-gone = Niet meer in de catalogus: prijzen van het moment van toevoegen.
quote-line-rrp-was = adviesprijs was { $price }
quote-line-dealer-was = dealerprijs was { $price }
quote-line-changed = Prijs gewijzigd sinds toevoegen: { $changes }.
quote-move-up = { $sku } omhoog verplaatsen
quote-move-down = { $sku } omlaag verplaatsen
quote-remove = Verwijderen
quote-remove-sku = { $sku } verwijderen
quote-csv = CSV downloaden (artikelnummer, aantal)
quote-printing-dealer = Het dealerexemplaar wordt afgedrukt (met dealerprijzen).
quote-customer-copy = Klantexemplaar
quote-print-customer = Druk deze pagina af als klantexemplaar.
quote-dealer-copy = Dealerexemplaar
quote-rename = Naam wijzigen
quote-close-here = Sluiten aan de balie
quote-open-here = Deze offerte openen aan de balie
quote-duplicate = Dupliceren
quote-delete = Offerte verwijderen
quote-all = Alle offertes
quote-share = Delen met collega's
quote-share-link = Link voor collega's (alleen-lezen, kopiëren mogelijk):
quote-unshare = Stoppen met delen
quote-for-customer = Voor een klant
quote-who = Naam, telefoon of e-mail
quote-set-customer = Klant koppelen
quote-new-customer = Nieuwe klant voor deze offerte
quote-fit-no-bike = Voor deze klant is geen motor geregistreerd: voeg er een toe op de klantpagina om te zien welke onderdelen passen.
quote-fit-not-ready = Of onderdelen passen, wordt pas getoond nadat de catalogusindex voor het eerst is gesynchroniseerd.
quote-fit-misfits = { $count ->
    [one] { $count } regel past niet op de motor van de klant ({ $bike }): hieronder gemarkeerd.
   *[other] { $count } regels passen niet op de motor van de klant ({ $bike }): hieronder gemarkeerd.
}
quote-fit-for = De pasvormmarkeringen gelden voor de motor van de klant ({ $bike }).
quote-not-for-customer = Niet voor deze klant
quote-fit-bike = Past op
quote-show-fit = Pasvorm tonen
fit-fits = Past
fit-no = Past niet
fit-not-said = Niet vermeld

## Customers, a customer's page and their language

customers-latest = Laatst gewijzigde klanten
customers-found = Gevonden klanten
customers-choose-for-quote = Kies de klant voor wie deze offerte is, of voeg de klant hieronder toe.
customers-find = Zoeken
customers-new = Nieuwe klant
customers-save = Klant opslaan
customers-limit = De winkel bewaart maximaal { $count ->
    [one] { $count } klant.
   *[other] { $count } klanten.
}
customers-none = Geen klant gevonden. Voeg de klant hieronder toe.
customers-choose = Kiezen
customers-this-one = Deze klant
customer-field-name = Naam
customer-field-phone = Telefoon
customer-field-email = E-mail
customer-field-note = Notitie
customer-field-lang = Taal
customer-name-limit = Maximaal { $count } tekens; langere tekst wordt daar afgekapt.
customer-form-hint = Een naam, en een telefoonnummer of e-mailadres (of allebei).
customer-lang-same = Zelfde als het portaal
customer-lang-hint = De klant krijgt zijn exemplaar van de offerte en zijn e-mails in deze taal.
customer-same-contact = Er is al een klant met dit telefoonnummer of e-mailadres:
customer-same-contact-ok = Dit is een andere klant: toch opslaan
customer-note-lang-unknown = Niets opgeslagen: kies de taal van de klant uit de lijst.
customer-title = Klant: { $name }
customer-since = Klant sinds { $day }.
customer-lang-shown = Offertes en e-mails aan deze klant in het { $lang }.
customer-lang-shop = Offertes en e-mails aan deze klant in de taal van het portaal.
customer-start-quote = Offerte voor deze klant starten
customer-change-details = Gegevens wijzigen
customer-save-changes = Wijzigingen opslaan
customer-data = Opgeslagen gegevens
customer-data-text = Een kopie van alles wat de winkel over deze klant bewaart: contactgegevens, motoren, offertes, gevolgde artikelen, gemiste verkopen en geschiedenis. Elke gemaakte kopie wordt in de geschiedenis vermeld.
customer-data-manager = Een manager kan de gegevens van deze klant downloaden of verwijderen.
customer-data-json = Gegevens downloaden (JSON)
customer-data-csv = Gegevens downloaden (CSV)
customer-delete-text = Verwijderen wist de contactgegevens, motoren, geschiedenis en gevolgde artikelen. De offertes behouden hun regels en de gemiste verkopen hun aantallen, zonder naam. Dit kan niet ongedaan worden gemaakt.
customer-delete-confirm = Ja, de gegevens van deze klant verwijderen
customer-delete = Klant verwijderen
customer-bikes-none = Nog geen motor: voeg er een toe om te zien welke onderdelen in de offertes passen.
customer-bike-remove = { $bike } verwijderen
customer-bike-add = Motor toevoegen
customer-bikes-limit = Maximaal { $count ->
    [one] { $count } motor
   *[other] { $count } motoren
} per klant.
customer-quotes = Offertes
customer-quotes-none = Er is nog geen offerte voor deze klant.
customer-quote-line = { $name } ({ $count ->
    [one] { $count } regel
   *[other] { $count } regels
}, gewijzigd { $changed })
customer-quote-colleague = offerte van een collega
customer-watches = Onderdelen waarop de klant wacht
customer-watches-none = Geen gevolgde artikelen. Volg een onderdeel vanaf de artikelpagina of een offerteregel als het niet op voorraad is.
customer-watch-wanted = Gewenst
customer-watch-end = Beëindigen
customer-watch-will-email = Krijgt een e-mail zodra het weer op voorraad is.
customer-watch-emailed = Gemaild op { $time }
customer-watch-told-by = Ingelicht op { $time } door { $name }
customer-watch-told = Ingelicht op { $time }
customer-watch-back = Weer binnen: { $count } op voorraad (sinds { $since })
customer-watch-stock = { $count } op voorraad op { $time }
customer-watch-unchecked = Nog niet gecontroleerd
customer-watch-done = Afgehandeld
customer-history = Wijzigingen
customer-history-open-access = open toegang
customer-history-created = Aangemaakt
customer-history-changed = Gewijzigd: { $fields }
customer-changed-name = naam
customer-changed-phone = telefoon
customer-changed-email = e-mail
customer-changed-note = notitie
customer-changed-lang = taal
customer-history-bike-added = Motor { $bike } toegevoegd
customer-history-bike-removed = Motor { $bike } verwijderd
customer-history-exported = Gegevens geëxporteerd ({ $format })
customer-history-watching = { $sku } gevolgd (aantal { $qty })
customer-history-watch-ended = Volgen van { $sku } beëindigd (afgehandeld)
customer-history-emailed = Gemaild dat { $sku } weer binnen is
customer-history-told = Ingelicht dat { $sku } weer binnen is
customer-history-quote = Offerte ‘{ $name }’ voor deze klant gemaakt
customer-history-quote-emailed = Offerte ‘{ $name }’ als PDF gemaild
mail-customer-subject = Weer op voorraad: { $product }
mail-customer-hello = Beste { $name },
mail-customer-back = Het onderdeel waarvoor u ons vroeg uit te kijken, is weer op voorraad:
mail-customer-wanted = Gewenst: { $wanted }, op voorraad bij onze controle: { $stock }.
mail-customer-some = enkele
mail-customer-reply = Beantwoord deze e-mail of kom langs, dan leggen we het voor u apart.
mail-quote-subject = Uw offerte: { $name }
mail-quote-hello = Beste { $customer },
mail-quote-attached = Bijgaand uw offerte ‘{ $name }’ als PDF. De prijzen gelden tot { $until }, zolang de voorraad strekt.
mail-quote-reply = Beantwoord deze e-mail of bel ons bij vragen.

# (end of the customers' messages: new ones go above this line)


## Back in stock and its emails

back-checked = Voorraad het laatst gecontroleerd op { $time }.
back-not-checked = Voorraad nog niet gecontroleerd.
back-open = { $count ->
    [one] { $count } open gevolgd artikel in totaal (de winkel bewaart er tot { $max }).
   *[other] { $count } open gevolgde artikelen in totaal (de winkel bewaart er tot { $max }).
}
back-showing = De laatste { $count } artikelen die weer op voorraad zijn: rond er een paar af om de rest te zien.
back-none = Nog geen gevolgd artikel is weer op voorraad.
back-since = Terug sinds
back-sku = Artikelnummer
back-product = Artikel
back-wanted = Gewenst
back-stock = Op voorraad
back-customer = Klant
back-contact = Contact
back-told = Ingelicht
back-actions = Acties
back-not-yet-mail = Nog niet: e-mail bij de volgende controle.
back-not-yet-no-email = Nog niet (geen e-mailadres bekend).
back-not-yet = Nog niet
back-mark-told = Ingelicht
back-to-quote = Op de offerte van de klant

quote-default-name = Offerte { $time }
quote-name-for = Offerte voor { $name }

mail-shop-subject = { $count ->
    [one] { $count } gevolgd artikel weer op voorraad
   *[other] { $count } gevolgde artikelen weer op voorraad
}
mail-shop-intro = Weer op voorraad, voor klanten die erop wachten:
mail-shop-line = { $wanted } gewenst, { $stock } op voorraad.
mail-shop-done = Rond ze elk af op de pagina "Weer op voorraad" van het portaal zodra de klant is ingelicht.

# (end of the back-in-stock messages: new ones go above this line)


## Lost sales, exports, status, sign-in, error pages and the search form's checks

search-bad-date = ‘{ $text }’ is geen datum. Gebruik JJJJ-MM-DD, bijvoorbeeld 2024-05-04.
search-bad-id = ‘{ $text }’ is geen geldige id (een geheel getal).
search-too-long = Houd dit onder { $max } tekens.
search-bad-sort = Onbekende sortering ‘{ $text }’.
search-bad-page = De pagina moet een getal van 1 tot en met { $max } zijn.
search-dates-reversed = Deze datum ligt vóór de ‘na’-datum erboven: er kan niets overeenkomen.
search-fields-wrong = { $count ->
    [one] Verbeter { $count } veld voordat u zoekt.
   *[other] Verbeter { $count } velden voordat u zoekt.
}
exports-title = Exports en feeds
exports-match-count = { $count ->
    [one] { $count } artikel past bij dit filter.
   *[other] { $count } artikelen passen bij dit filter.
}
exports-whole-count = { $count ->
    [one] De hele catalogus: { $count } artikel.
   *[other] De hele catalogus: { $count } artikelen.
}
exports-fetching = De catalogus wordt nog bij de leverancier opgehaald: de exports zijn klaar zodra dat af is.
exports-products = Artikelen
exports-filter-from-search = Het filter komt van de zoekpagina.
exports-whole-instead = In plaats daarvan de hele catalogus exporteren
exports-with-stock = Met voorraad (vraagt de leverancier naar elk artikel: trager)
exports-bom = CSV-bestanden voor Excel als UTF-8 markeren (byte order mark)
exports-cost-from = Shopify-kostprijs uit
exports-cost-dealer = Dealerprijs { $currency }
exports-products-csv = Artikelen als CSV
exports-products-xlsx = Artikelen als XLSX (met een blad voor passende modellen)
exports-fitment-csv = Passende modellen als CSV
exports-shopify-csv = Shopify-product-CSV
exports-products-hint = Passende modellen hebben één rij per artikel en modeljaar (merk, model, jaar, MIC). Het Shopify-bestand heeft één rij per artikel: prijs uit de adviesprijs, kostprijs uit de hierboven gekozen dealerprijs, tags uit de categorie en de motoren waarop het past. Tekst die een spreadsheet als formule zou lezen, begint met een apostrof.
exports-changes-count = { $count ->
    [one] { $count } wijziging gezien in de laatste { $days } dagen.
   *[other] { $count } wijzigingen gezien in de laatste { $days } dagen.
}
exports-changes-waiting = De wijzigingsgeschiedenis begint zodra de catalogusindex zijn eerste synchronisatie heeft voltooid.
exports-changes = Wijzigingen sinds een datum
exports-since = Sinds
exports-bom-short = Byte order mark voor Excel
exports-changes-csv = Wijzigingen als CSV
exports-changes-hint = Nieuwe artikelen, wijzigingen van adviesprijs en dealerprijs (oud en nieuw), nieuwe namen en artikelen die de leverancier niet meer voert, elk met wanneer een synchronisatie het zag.
exports-token-made = Token ‘{ $name }’ aangemaakt. Kopieer het nu: het wordt niet nog eens getoond.
exports-tokens = Feedtokens
exports-tokens-open = Een token benoemt een geplande taak (curl, de import van een webshop) die de exportadressen hierboven ophaalt met ‘Authorization: Bearer <token>’: elke ophaling wordt onder zijn naam gelogd en geteld, en het opent verder niets. Zolang het portaal zonder inloggen draait, zijn de exportadressen even open als de pagina's, met of zonder token.
exports-tokens-signin = Met een token kan een geplande taak (curl, de import van een webshop) de exportadressen hierboven ophalen met ‘Authorization: Bearer <token>’, zonder in te loggen; het opent verder niets.
exports-token-created = Aangemaakt
exports-token-last-pull = Laatst opgehaald
exports-token-pulls = Ophalingen
exports-token-revoke = Intrekken
exports-token-revoke-name = ‘{ $name }’ intrekken
exports-token-never = nooit
exports-token-new-name = Naam van het nieuwe token
exports-token-placeholder = Nachtelijke webshopimport
exports-token-make = Token aanmaken
error-title-not-found = Niet gevonden
error-title-input = Controleer uw invoer
error-title-not-authorised = Portaal niet geautoriseerd
error-title-busy = Leverancier bezet
error-title-unreachable = Leverancier onbereikbaar
error-title-bad-response = Onleesbare leveranciersgegevens
error-title-rate-limited = Rustig aan
error-title-sign-in = Inloggen vereist
error-title-internal = Fout in het portaal
error-not-found = Niet gevonden: { $detail }
error-bad-request = { $detail }
error-invalid-filter = De leverancier heeft de zoekopdracht geweigerd: { $detail }
error-not-authorised = Het portaal is niet geautoriseerd bij de leverancier. Meld het aan uw beheerder (controleer CATALOGUE_API_KEY).
error-busy = De leverancier heeft het nu druk. Probeer het zo meteen opnieuw.
error-unreachable = De catalogus van de leverancier is nu niet bereikbaar. Probeer het straks opnieuw.
error-bad-response = De leverancier stuurde gegevens die het portaal niet kon lezen.
error-rate-limited = Te veel verzoeken vanaf dit scherm. Wacht even.
error-sign-in = Log in.
error-internal = Er ging iets mis in het portaal: { $detail }
refused-too-many = Te veel verzoeken tegelijk vanaf deze browser. Probeer het over { $seconds } s opnieuw.
refused-other-site = Dit formulier kan alleen vanaf de eigen pagina's van het portaal worden verstuurd.
signin-title = Inloggen · Dealer Desk
signin-heading = Inloggen bij Dealer Desk
signin-username = Gebruikersnaam
signin-password = Wachtwoord
signin-button = Inloggen
signin-wrong = Gebruikersnaam of wachtwoord onjuist.
signin-too-many = Te veel mislukte inlogpogingen. Wacht een paar minuten en probeer het dan opnieuw.
signin-unsaved = Inloggen lukt nu niet: de sessie kon niet worden opgeslagen. Probeer het zo meteen opnieuw.
signin-too-large = Het inlogformulier is te groot: een gebruikersnaam heeft hoogstens 64 tekens.
signin-busy = Er loggen nu veel mensen tegelijk in. Probeer het zo meteen opnieuw.
signin-sign-out-unsaved = Uitloggen is niet voltooid: het portaal kon de sessie niet beëindigen. Probeer het zo meteen opnieuw.
access-signed-in-as = Ingelogd als { $user }
access-sign-out = Uitloggen
access-open = Open toegang: er is geen inloggen ingesteld, dus iedereen die dit adres kan bereiken, kan het portaal gebruiken.
lost-from = Van
lost-to = tot en met
lost-show = Tonen
lost-download-xlsx = XLSX downloaden
lost-period-bad-end = Een datum was niet te lezen als JJJJ-MM-DD, dus de periode eindigt vandaag.
lost-period-bad-start = Een datum was niet te lezen als JJJJ-MM-DD, dus de periode beslaat de 30 dagen tot het einde.
lost-period-swapped = De periode stond achterstevoren, dus de datums zijn omgewisseld.
lost-period-too-long = Een periode beslaat hoogstens { $days } dagen, dus hij begint later.
lost-summary = { $total ->
    [one] { $total } gemiste verkoop
   *[other] { $total } gemiste verkopen
} ({ $units ->
    [one] { $units } onderdeel
   *[other] { $units } onderdelen
}, ter waarde van { $value } tegen dealerprijzen) van { $from } tot en met { $to }.
lost-unpriced = { $count ->
    [one] { $count } daarvan heeft geen dealerprijs (een code die de catalogus niet kent, of de leverancier antwoordde niet): geteld, niet gewaardeerd.
   *[other] { $count } daarvan hebben geen dealerprijs (een code die de catalogus niet kent, of de leverancier antwoordde niet): geteld, niet gewaardeerd.
}
lost-refused = { $count ->
    [one] Nog { $count } is in deze periode niet vastgelegd: een uurlimiet was bereikt (600 per uur voor de winkel, 200 voor één persoon).
   *[other] Nog { $count } zijn in deze periode niet vastgelegd: een uurlimiet was bereikt (600 per uur voor de winkel, 200 voor één persoon).
}
lost-by-reason = Per reden
lost-col-lost = Gemist
lost-col-parts = Onderdelen
lost-col-value = Waarde
lost-col-code = Artikelnummer of code
lost-col-stock-now = Voorraad nu
lost-col-to-order = Te bestellen
lost-reorder-title = Bestellijst: onderdelen gemist door gebrek aan voorraad
lost-reorder-hint = Onderdelen die gemist zijn omdat ze niet op voorraad waren, met de voorraad van de leverancier nu. Te bestellen: de in de periode gemiste onderdelen min de voorraad nu.
lost-reorder-csv = Bestellijst als CSV
lost-reorder-xlsx = Bestellijst als XLSX
lost-reorder-list = Bestellijst
lost-by-code = Per artikelnummer of code
lost-latest = Nieuwste
lost-none = Geen in deze periode.
lost-kept = Gemiste verkopen worden { $days } dagen bewaard, hoogstens { $max } (de oudste gaan eerst weg). Waarden zijn tegen de dealerprijs van de dag waarop elke verkoop is vastgelegd.
lost-record-summary = Een gemiste verkoop vastleggen
lost-record-button = Vastleggen
status-title = Status
status-heading = Status van de catalogusindex
status-backups = Back-ups
status-seconds = { $seconds } s
status-state = Toestand
status-backup-off = Uit: geen BACKUP_DIR ingesteld
status-backup-postgres = De gegevens staan in Postgres: maak back-ups met pg_dump
status-backup-waiting = Gepland: de eerste back-up is nog niet gemaakt
status-backup-ok = OK
status-backup-failed = Mislukt: zie de laatste fout
status-backup-overdue = Achterstallig: langer dan gepland geen back-up
status-backup-folder = Map
status-backup-schedule-label = Schema
status-backup-schedule = elke { $hours } u, de nieuwste { $keep } bewaard
status-backup-last = Laatste back-up
status-backup-last-folder = Map van de laatste back-up
status-backup-took = Duur van de laatste back-up
status-backup-attempt = Laatste poging
status-backup-next = Volgende gepland
status-last-error = Laatste fout
status-run = { $started } · { $took } · { $fetched } opgehaald · { $removed } verwijderd · { $unreadable } onleesbaar
status-progress = { $done } van { $total } categorieën, tot nu toe { $products } artikelen
status-progress-started = ; begonnen { $started }
status-progress-left = { $minutes ->
    [one] , nog ongeveer { $minutes } minuut
   *[other] , nog ongeveer { $minutes } minuten
}
status-progress-failed = ; laatst mislukte categorie: { $error }
status-building = In opbouw: lijsten tonen de tot nu toe opgehaalde categorieën tot de eerste volledige synchronisatie klaar is
status-stale = Verouderd: al een tijd geen geslaagde synchronisatie
status-ready = Gereed
status-products = Geïndexeerde artikelen
status-fitment = Passende combinaties
status-families = Variantfamilies
status-size = Grootte op schijf
status-megabytes = { $size } MB
status-last-full = Laatste volledige synchronisatie
status-last-incremental = Laatste gedeeltelijke synchronisatie
status-running = Nu bezig
status-interval = Synchronisatie-interval
status-interval-value = { $seconds } s
status-progress-label = Voortgang volledige synchronisatie
stock-count-skus = { $count ->
    [one] { $count } artikelnummer
   *[other] { $count } artikelnummers
}
stock-count-over = { $count ->
    [one] { $count } boven de limiet van { $max } wordt weggelaten
   *[other] { $count } boven de limiet van { $max } worden weggelaten
}
exports-token-bad-name = Geef het token een naam (hoogstens { $max } tekens), bijvoorbeeld de winkel die ermee ophaalt.
exports-token-taken = Er bestaat al een token met deze naam: trek het eerst in, of kies een andere naam.
exports-token-too-many = Er zijn al { $max } tokens: trek er eerst een in.
exports-token-unsaved = Het token kon niet worden opgeslagen en is dus niet aangemaakt. Probeer het zo meteen opnieuw.

## Rollen en rechten
error-title-forbidden = Niet toegestaan voor uw rol
error-forbidden = De rol van uw account staat dit niet toe. Vraag het een bedrijfsleider of de eigenaar.
role-staff = medewerker
role-manager = bedrijfsleider
role-owner = eigenaar
refused-role = Hiervoor is minstens een account met de rol ‘{ $need }’ nodig; uw account heeft de rol ‘{ $role }’. Er is niets gewijzigd.
refused-unlisted = Dit adres is voor geen enkele rol open. Er is niets gewijzigd.
access-role = ({ $role })
prices-managers-only = Alleen een bedrijfsleider of de eigenaar kan de prijsregels wijzigen.
quote-note-discount-approval-refused = Niets gewijzigd: die naam en dat wachtwoord zijn niet van een bedrijfsleider of de eigenaar (of er waren te veel pogingen; wacht een paar minuten).
discount-approve-title = Goedkeuring van een bedrijfsleider
discount-approve-line = Een bedrijfsleider of de eigenaar kan { $discount } korting op { $sku } geven door hier naam en wachtwoord in te vullen.
discount-approve-quote = Een bedrijfsleider of de eigenaar kan { $discount } korting op de hele offerte geven door hier naam en wachtwoord in te vullen.
discount-approve-name = Gebruikersnaam van de bedrijfsleider
discount-approve-password = Wachtwoord
discount-approve-submit = Goedkeuren en korting geven
prices-tiers = Prijsniveaus
prices-tiers-note = Een klant met een prijsniveau krijgt offertes tegen die prijs in plaats van de winkelprijs, en zijn exemplaar toont de besparing ten opzichte van de winkelprijs. Kies het niveau van een klant op zijn pagina.
prices-no-tiers = Nog geen prijsniveaus: elke klant betaalt de winkelprijs.
prices-add-tier = Prijsniveau toevoegen of wijzigen
prices-scope-tier = Prijsniveau
prices-tier-name = Naam van het niveau
prices-basis-retail = Winkelprijs − %
prices-rule-retail = Winkelprijs − { $off }%, { $rounding }
rules-tier-name = Geef het niveau een naam van 1 tot 40 tekens.
shop-price-none-retail = geen winkelprijs om van uit te gaan
customer-note-tier-set = Het prijsniveau is opgeslagen: offertes voor deze klant worden ertegen berekend.
customer-note-tier-set-capped = Het prijsniveau is opgeslagen: offertes voor deze klant worden ertegen berekend. Een korting op een van de offertes was bij die prijzen hoger dan de hoogste korting van de winkel en is teruggebracht tot die grens.
customer-note-tier-unknown = De winkel heeft zo'n prijsniveau niet (misschien is het net verwijderd); er is niets gewijzigd.
customer-tier-retail = Betaalt winkelprijzen.
customer-tier-is = Prijsniveau: { $tier }. Offertes worden ertegen berekend.
customer-tier-gone = Het prijsniveau is verwijderd: de klant betaalt winkelprijzen.
customer-tier-label = Prijsniveau
customer-tier-retail-option = Winkelprijs (geen niveau)
customer-tier-save = Niveau instellen
quote-total-retail = Tegen winkelprijs
quote-tier-saving = Besparing ({ $tier })
customer-history-tier = Op prijsniveau ‘{ $tier }’ gezet
customer-history-retail = Terug naar winkelprijzen
customer-note-vat-number-bad = Dat is geen btw- of belastingnummer: 4 tot 20 letters en cijfers (spaties, punten en streepjes mogen), bijv. NL 123456789B01.
customer-changed-vat-number = btw-nummer
customer-field-vat = Btw- of belastingnummer
customer-vat-hint = Voor een bedrijf: zijn exemplaren tonen dan prijzen zonder btw, met de btw ernaast.
customer-vat-number = Bedrijf, btw-nummer
quote-copy-vat-number = Btw-nummer: { $number }
quote-copy-net-prices = Prijzen zonder btw; de btw wordt over het totaal berekend.
prices-tax-title = Belastingtarief van de winkel
prices-tax-from-region = { $region }% — het standaardtarief van de regio van de winkel. Stel een eigen tarief in als het uwe afwijkt (een lokaal tarief, of een wijziging die de tabel van het portaal nog niet kent).
prices-tax-own = { $rate }% — door de winkel ingesteld ({ $who }, { $when }); het standaardtarief van de regio is { $region }%. Maak het veld leeg om weer dat van de regio te gebruiken.
prices-tax-own-rate = Eigen tarief van de winkel, %
refused-role-home = Terug naar de startpagina

quote-note-other-no-description = Geef de regel een omschrijving: die leest de klant.
quote-note-other-description-long = Een omschrijving is hoogstens 120 tekens.
quote-note-other-price-text = Een prijs is een getal met hoogstens twee decimalen, zoals 45 of 12,50.
quote-note-other-price-range = Een prijs of uurtarief is hoger dan 0 en hoogstens 100.000.
quote-note-other-hours-text = Uren zijn een getal met hoogstens twee decimalen, zoals 1,5.
quote-note-other-hours-range = Uren zijn meer dan 0 en hoogstens 999,99.
quote-note-other-labour-zero = Niets toegevoegd: die uren tegen dat tarief komen op 0,00. Arbeid kost meer dan 0: geef meer uren, een hoger tarief of een vaste prijs.
quote-note-other-hours-and-price = Geef uren tegen een tarief, of een vaste prijs: niet allebei.
quote-note-other-no-price = Geef een prijs (of, voor arbeid, uren tegen een tarief).
quote-note-other-no-rate = Geef het uurtarief voor die uren.
quote-note-other-code = Een code is hoogstens 64 tekens, zonder spaties.
quote-note-other-kind = Dat soort regel kan niet op een offerte.
quote-line-labour = Arbeid
quote-labour-hours = { $hours } u × { $rate }
quote-line-own = Niet in de catalogus
quote-other-title = Arbeid of een onderdeel buiten de catalogus toevoegen
quote-other-incl-tax = Prijzen zoals in het schap: inclusief btw.
quote-other-excl-tax = Prijzen zoals in het schap: vóór belasting, die bij het totaal komt.
quote-other-labour = Montagewerk
quote-other-typed = Een onderdeel buiten de catalogus
quote-other-description = Omschrijving
quote-other-hours = Uren
quote-other-rate = Uurtarief ({ $currency })
quote-other-fixed = of een vaste prijs ({ $currency })
quote-other-price = Prijs per stuk ({ $currency })
quote-other-code = Code (optioneel)
quote-other-add-labour = Arbeid toevoegen
quote-other-add-typed = Onderdeel toevoegen
prices-labour-title = Arbeidstarief
prices-labour-none = Geen arbeidstarief ingesteld: een arbeidsregel neemt het tarief dat erbij is getypt, of een vaste prijs.
prices-labour-set = Arbeid kost { $rate } per uur (ingesteld { $when } door { $who }).
prices-labour-rate = Uurtarief ({ $currency }); leeg voor geen
nav-audit = Auditlog
audit-title = Auditlog
audit-note = Wie deed wat, wanneer en vanwaar: aanmeldingen, weigeringen, wijzigingen aan klanten, prijzen en feedtokens, downloads en back-ups. Regels kunnen niet worden gewijzigd en blijven { $days } dagen bewaard; `dealer-desk audit verify` controleert ze allemaal.
audit-who = Wie
audit-action = Actie
audit-any-action = Alle
audit-from = Van
audit-to = Tot
audit-record = Record
audit-show = Tonen
audit-when = Wanneer (winkeltijd)
audit-address = Adres
audit-detail = Details
audit-none = Geen overeenkomende regels.
audit-older = Oudere regels
audit-filter-day = Een dag schrijf je als JJJJ-MM-DD, zoals 2026-11-28.
audit-filter-action = Die actie houdt het log niet bij.
audit-filter-order = “Van” ligt na “tot”.
audit-sign-in = Aangemeld
audit-sign-in-failed = Aanmelden mislukt
audit-sign-out = Afgemeld
audit-refused = Geweigerd (rol)
audit-customer-created = Klant aangemaakt
audit-customer-changed = Klant gewijzigd
audit-customer-deleted = Klant verwijderd
audit-customer-exported = Klantgegevens gedownload
audit-export = Download
audit-feed-token-made = Feedtoken gemaakt
audit-feed-token-revoked = Feedtoken ingetrokken
audit-price-rule = Prijzen gewijzigd
audit-customer-tier = Prijsniveau van klant
audit-discount-approved = Korting boven de grens
audit-discount-capped = Korting teruggebracht tot de grens
audit-backup-taken = Back-up gemaakt
audit-backup-restored = Back-up teruggezet
audit-pruned = Oude regels verwijderd
audit-dropped = Regels verloren bij overbelasting
ropa-title = Verwerkingsregister
ropa-intro = De persoonsgegevens die dit portaal voor de winkel bewaart: waarom, waar, wie ze kan zien en hoe lang (AVG, artikel 30), gemaakt uit de huidige opslag en instellingen van het portaal. Druk het af voor de administratie van de winkel.
ropa-controller = Verwerkingsverantwoordelijke:
ropa-controller-unset = de winkel (stel SHOP_NAME en SHOP_ADDRESS in om hem hier te noemen)
ropa-made = Stand van { $day }.
ropa-data = Gegevens
ropa-why = Doel
ropa-where = Waar
ropa-who = Wie ze kan zien
ropa-kept = Bewaard
ropa-count = Records nu
ropa-place-server = het serverlog (standaarduitvoer, en DEALER_DESK_LOG_FILE indien ingesteld)
ropa-who-staff = Alle aangemelde medewerkers
ropa-who-manager = Managers en eigenaars
ropa-who-owner = Eigenaars
ropa-who-server = Alleen wie de server beheert
ropa-kept-until-deleted = Tot medewerkers het verwijderen (op verzoek, via de klantpagina)
ropa-kept-with-customer = Verwijderd samen met de klant
ropa-kept-days = { $days } dagen
ropa-kept-hours = { $hours } uur na aanmelden, of tot afmelden
ropa-kept-copies = De laatste { $keep } kopieën, één per { $hours } uur
ropa-kept-sent = Verzonden via de mailserver van de winkel; het portaal bewaart alleen een notitie in de klantgeschiedenis
ropa-kept-server = Zolang de logrotatie van de server het bewaart
ropa-customers = Klanten
ropa-customers-data = Naam, telefoon, e-mail, notities, taal, btw-nummer, prijsniveau en motoren
ropa-customers-why = Om hun onderdelen te offreren en te verkopen en te controleren wat op hun motor past
ropa-history = Klantgeschiedenis
ropa-history-data = Wie het record van een klant wanneer wijzigde en wat (ook verstuurde e-mails)
ropa-history-why = Zodat de winkel elke wijziging aan klantgegevens kan verantwoorden
ropa-watches = Weer-op-voorraad-meldingen
ropa-watches-data = De klant, het onderdeel en hoe hij bericht krijgt
ropa-watches-why = Om de klant te laten weten wanneer een gevraagd onderdeel weer op voorraad is
ropa-lost = Gemiste verkopen
ropa-lost-data = Wat er gevraagd werd en waarom het niet verkocht werd, en de klant indien genoemd
ropa-lost-why = Om te zien welke onderdelen de winkel op voorraad moet hebben
ropa-quotes = Offertes voor klanten
ropa-quotes-data = De onderdelen, prijzen en kortingen die een klant zijn geoffreerd
ropa-quotes-why = Om de klant een offerte te geven en die te bewaren
ropa-accounts = Medewerkersaccounts
ropa-accounts-data = Gebruikersnamen, rollen en wachtwoordhashes (argon2id; nooit het wachtwoord)
ropa-accounts-why = Zodat medewerkers kunnen aanmelden en doen wat hun rol toestaat
ropa-sessions = Aanmeldsessies
ropa-sessions-data = Het account, een hash van de browsercookie en wanneer de sessie eindigt
ropa-sessions-why = Om medewerkers aangemeld te houden
ropa-audit = Auditlog
ropa-audit-data = Wie wat en wanneer deed, vanaf welk netwerkadres, op welk record
ropa-audit-why = Om de gegevens van de winkel te beveiligen en hun gebruik te verantwoorden
ropa-log = Serverlog
ropa-log-data = Accountnamen en netwerkadressen in de regels over aanmeldingen en wijzigingen
ropa-log-why = Om het portaal te draaien en fouten te vinden
ropa-backups = Back-ups
ropa-backups-data = Kopieën van alles hierboven wat het portaal in zijn bestanden bewaart
ropa-backups-why = Om de gegevens van de winkel na een storing te herstellen
ropa-email = E-mail
ropa-email-data = Naam en e-mailadres van een klant, en wat er is verstuurd (een offerte, een onderdeel weer op voorraad)
ropa-email-why = Om de klant te sturen waar hij om vroeg
nav-staff = Personeel
access-change-password = Wachtwoord wijzigen
staff-title = Personeelsaccounts
staff-intro = Medewerkers doen het werk aan de balie; bedrijfsleiders daarnaast rapporten, exports, prijsregels en kortingen boven de grens; eigenaren daarnaast personeelsaccounts, instellingen en het auditlogboek. Een wijziging telt meteen, op elk portaal van de winkel.
staff-no-sign-in = Dit portaal draait zonder inloggen, dus er zijn geen accounts te beheren. Maak de eerste eigenaar met een gebruikersbestand (DEALER_DESK_USERS_FILE, een regel van „dealer-desk hash-password”) en start het portaal opnieuw; voeg daarna alle anderen hier toe.
staff-count = Accounts: { $count } (hoogstens { $most })
staff-add-heading = Account toevoegen
staff-add-hint = Het nieuwe account krijgt een eenmalig wachtwoord, één keer getoond, dat { $hours } uur geldt; bij de eerste keer inloggen kiest de persoon een eigen wachtwoord.
staff-name = Naam
staff-role = Rol
staff-add = Account toevoegen
staff-you = u
staff-last-sign-in = Laatst ingelogd { $at }
staff-never-signed-in = Nooit ingelogd
staff-changed = Gewijzigd { $at } door { $by }
staff-change-role = Rol wijzigen
staff-reset = Wachtwoord opnieuw instellen
staff-sign-out = Overal uitloggen
staff-disable = Uitschakelen
staff-enable = Inschakelen
staff-state-active = Actief
staff-state-one-time = Eenmalig wachtwoord nog niet gebruikt
staff-state-one-time-expired = Eenmalig wachtwoord verlopen
staff-state-disabled = Uitgeschakeld
staff-done-add = Account „{ $name }” toegevoegd.
staff-done-role = De rol van „{ $name }” is gewijzigd.
staff-done-reset = Het wachtwoord van „{ $name }” is opnieuw ingesteld en de sessies zijn beëindigd.
staff-done-sign-out = „{ $name }” is overal uitgelogd.
staff-done-disable = „{ $name }” is uitgeschakeld en overal uitgelogd.
staff-done-enable = „{ $name }” is weer ingeschakeld.
staff-one-time = Het eenmalige wachtwoord (geef het persoonlijk; het wordt niet nog eens getoond):
staff-one-time-until = Het geldt tot { $until }, één keer; daarna kiest de persoon een eigen wachtwoord.
staff-problem-name = Een naam is 1 tot 64 letters, cijfers of de tekens . _ @ -.
staff-problem-taken = Een ander account heeft deze naam al.
staff-problem-no-such = Er is geen account met deze naam.
staff-problem-role = Kies een rol: medewerker, bedrijfsleider of eigenaar.
staff-problem-last-owner = Dit is de laatste eigenaar die kan inloggen: maak eerst een ander account eigenaar.
staff-problem-yourself = U kunt uw eigen account niet uitschakelen.
staff-problem-too-many = Het portaal houdt niet meer accounts bij: schakel er een uit die niet nodig is, of schakel er een weer in.
staff-problem-unsaved = De wijziging kon nu niet worden opgeslagen; er is niets gewijzigd. Probeer het zo opnieuw.
staff-problem-no-sign-in = Dit portaal draait zonder inloggen: maak de eerste eigenaar met een gebruikersbestand.
password-title = Uw wachtwoord
password-choose-heading = Kies uw eigen wachtwoord
password-choose-note = U bent ingelogd met een eenmalig wachtwoord. Kies een eigen wachtwoord om verder te gaan; alleen u kent het.
password-change-heading = Wachtwoord wijzigen
password-change-note = Overal elders waar u bent ingelogd, wordt u uitgelogd.
password-current = Huidig wachtwoord
password-new = Nieuw wachtwoord
password-again = Nieuw wachtwoord nogmaals
password-button = Wachtwoord opslaan
password-rule = Minstens { $count } tekens. Een paar woorden die u onthoudt, zijn een goed wachtwoord.
password-back = Terug naar het portaal
password-done-heading = Wachtwoord opgeslagen
password-done-note = Uw nieuwe wachtwoord is opgeslagen. Overal elders waar u was ingelogd, bent u uitgelogd.
password-done-go = Verder naar het portaal
password-too-short = Het nieuwe wachtwoord is te kort.
password-too-long = Het nieuwe wachtwoord is te lang (hoogstens 128 tekens).
password-mismatch = De twee nieuwe wachtwoorden zijn niet gelijk.
password-guessable = Kies een ander wachtwoord dan uw naam of uw huidige wachtwoord.
password-wrong-current = Het huidige wachtwoord klopt niet.
password-unsaved = Het wachtwoord kon nu niet worden opgeslagen; het oude blijft geldig. Probeer het zo opnieuw.
audit-staff-added = Personeelsaccount toegevoegd
audit-staff-role = Rol van een account gewijzigd
audit-staff-password-reset = Wachtwoord van een account opnieuw ingesteld
audit-staff-signed-out = Account overal uitgelogd
audit-staff-disabled = Account uitgeschakeld
audit-staff-enabled = Account ingeschakeld
audit-password-changed = Eigen wachtwoord gewijzigd
ropa-kept-account = Zolang de winkel het account heeft: wie vertrekt, wordt op de personeelspagina uitgeschakeld, niet verwijderd, zodat de namen in het auditlogboek iemand blijven aanduiden
access-two-factor = Inloggen in twee stappen
signin-code-heading = Code uit uw app
signin-code-note = Typ de code van zes cijfers die uw authenticator-app voor Dealer Desk toont, of een van uw herstelcodes.
signin-code-label = Code
signin-code-start-again = Opnieuw beginnen
two-factor-title = Inloggen in twee stappen
two-factor-setup-heading = Inloggen in twee stappen instellen
two-factor-setup-note = Scan deze code met een authenticator-app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) en typ dan de code van zes cijfers die ze toont.
two-factor-required-note = Uw rol logt in met een tweede stap: stel die in om verder te gaan.
two-factor-qr-label = QR-code voor uw authenticator-app
two-factor-key = Of typ deze sleutel in de app:
two-factor-code = Code uit de app
two-factor-turn-on = Inschakelen
two-factor-on-heading = Inloggen in twee stappen staat aan
two-factor-on-note = Elke keer inloggen vraagt na uw wachtwoord een code uit uw app. Resterende herstelcodes: { $count }.
two-factor-recovery-heading = Uw herstelcodes
two-factor-recovery-note = Elke code werkt één keer, in plaats van een code uit de app, als uw telefoon kwijt is. Bewaar ze veilig (geprint of in een wachtwoordbeheerder): ze worden niet nog eens getoond.
two-factor-new-recovery = Nieuwe herstelcodes
two-factor-new-recovery-note = Maakt tien nieuwe codes; de oude werken niet meer.
two-factor-turn-off = Uitschakelen
two-factor-wrong = Die code klopt niet of is al gebruikt. Typ de code die uw app nu toont.
two-factor-required = Uw rol moet inloggen met een tweede stap, dus die kan niet uit. Is uw telefoon kwijt, dan kan een eigenaar hem opnieuw instellen.
two-factor-unsaved = Dit kon nu niet worden opgeslagen; er is niets gewijzigd. Probeer het zo opnieuw.
two-factor-go-on = Verder naar het portaal
staff-two-factor-on = Twee stappen aan
staff-reset-two-factor = Twee stappen opnieuw instellen
staff-done-two-factor = De tweede stap van „{ $name }” is opnieuw ingesteld en de sessies zijn beëindigd; bij de volgende keer inloggen stelt de persoon een nieuwe in.
audit-staff-two-factor-reset = Tweede stap van een account opnieuw ingesteld
audit-two-factor-on = Tweede stap ingeschakeld
audit-two-factor-off = Tweede stap uitgeschakeld
audit-recovery-codes-new = Nieuwe herstelcodes gemaakt
discount-approve-code = Code uit de app, als die wordt gebruikt
signin-sso = Inloggen met { $provider }
signin-sso-default = Inloggen met eenmalige aanmelding
signin-sso-failed = De eenmalige aanmelding is niet afgerond. Probeer het opnieuw.
signin-sso-unreachable = De dienst voor eenmalige aanmelding is nu niet bereikbaar. Probeer het zo opnieuw, of log in met een wachtwoord.
signin-sso-no-role = Uw account daar heeft geen rol in dit portaal. Vraag de eigenaar van de winkel u aan een groep met een rol toe te voegen.
signin-sso-refused = Dit account kan hier niet inloggen. Vraag het de eigenaar van de winkel.
staff-problem-sso = Dit account logt in via eenmalige aanmelding: het wachtwoord wordt daar beheerd.
staff-sso = Eenmalige aanmelding
account-sso-heading = U logt in via eenmalige aanmelding
account-sso-note = Uw wachtwoord en tweede stap worden beheerd door de aanbieder van eenmalige aanmelding van de winkel: wijzig ze daar.
# Special orders
nav-orders = Bestellingen
nav-orders-count = { $count ->
    [one] { $count } bestelregel wacht op de winkel
   *[other] { $count } bestelregels wachten op de winkel
}
order-pay-cash = Contant
order-pay-card = Pinpas
order-pay-other = Anders
order-state-to-order = Te bestellen
order-state-ordered = Besteld
order-state-arrived = Binnen
order-state-collected = Opgehaald
order-state-cancelled = Geannuleerd
order-problem-deposit-text = De aanbetaling moet een bedrag (25,00) of een percentage (20%) zijn, en de betaling contant, pin of anders.
order-problem-deposit-negative = Een aanbetaling kan niet onder nul zijn.
order-problem-deposit-above = De aanbetaling is hoger dan het totaal van de bestelling: hooguit het totaal.
order-problem-no-lines = Kies minstens één onderdeel met een prijs om te bestellen.
order-problem-wrong-step = Die regel kan die stap nu niet zetten: hij is al verder (de pagina is misschien oud).
order-problem-day = De verwachte dag moet een datum zijn (JJJJ-MM-DD).
order-problem-expected = De verwachte dag kan niet vóór vandaag liggen.
order-problem-reason = Geef aan waarom de regel wordt geannuleerd.
order-problem-too-long = Een referentie, plaats of reden: hooguit 200 tekens.
orders-section-to-order = Te bestellen ({ $count })
orders-section-awaiting = Onderweg ({ $count })
orders-section-arrived = Binnen, niet opgehaald ({ $count })
orders-section-done = Klaar ({ $count })
order-note-made = Bestelling gemaakt: de aanbetaling is vastgelegd. Druk de bon af voor de klant.
order-note-moved = De regel is verder.
order-note-told = Genoteerd: de klant is ingelicht.
order-note-emailed = De klant is gemaild dat het binnen is.
order-note-email-failed = De e-mail kon niet worden verstuurd (controleer de mailinstellingen); licht de klant anders in en noteer dat.
order-note-email-no-address = De klant heeft geen e-mailadres: licht hem anders in en noteer dat.
order-note-limit = Een grens is bereikt (200 bestellingen per klant, 100 regels per bestelling, 10.000 open bestellingen): rond er eerst enkele af of annuleer ze.
order-note-no-such-order = Die bestelling of regel bestaat niet.
order-note-no-customer = Een bestelling heeft een klant nodig: kies eerst voor wie deze offerte is.
order-note-busy = De gegevens waren even niet bereikbaar: er is niets gewijzigd. Probeer het opnieuw.
order-note-filter-day = Een dag in het filter is geen datum (JJJJ-MM-DD): hij is weggelaten.
order-line-reference = Ref. { $reference }
order-line-expected = verwacht op { $day }
order-line-arrived = binnen op { $time }
order-line-place = ligt bij { $place }
order-line-told = ingelicht op { $time } door { $by }
order-line-emailed = gemaild op { $time }
order-line-collected = opgehaald op { $time }, meegegeven door { $by }
order-line-cancelled = geannuleerd: { $reason }; { $refund } terug, { $fee } ingehouden
order-reference = Bestelreferentie van de leverancier
order-expected = Verwacht op
order-mark-ordered = Besteld
order-place = Ligt waar
order-mark-arrived = Binnen
order-mark-told = Ingelicht
order-email-now = Nu mailen
order-mark-collected = Opgehaald, rest betaald
order-cancel-line = Deze regel annuleren
order-cancel-refund = Terug te geven: { $refund }.
order-cancel-reason = Waarom
order-cancel-confirm = Annuleren en terugbetalen
order-title = Bestelling { $order }
order-made = Gemaakt op { $time } door { $by }
order-deposit-taken = Aanbetaling ontvangen: { $amount } ({ $method })
order-customer-deleted = Het klantrecord is verwijderd; de bedragen van de bestelling blijven bewaard.
order-tell-email = De klant krijgt een e-mail als een onderdeel binnenkomt.
order-tell-staff = Het team licht de klant in als een onderdeel binnenkomt.
order-receipt = Bon (PDF)
order-quote = De offerte
order-all-orders = Alle bestellingen
order-state = Stand
order-actions = Acties
order-fees = Ingehouden retourkosten
missing-order = Bestelling niet gevonden
missing-order-text = Deze bestelling staat niet in de gegevens: de link is misschien oud.
receipt-total = Totaal
receipt-deposit = Aanbetaald
receipt-refunded = Terugbetaald
receipt-due = Nog te betalen
receipt-title = Speciale bestelling { $order }
receipt-date = Besteld op { $day }
receipt-deposit-paid = Aanbetaald: { $amount } ({ $method })
receipt-expected = Verwacht op { $day }
receipt-arrived = Binnen: klaar om op te halen
receipt-collected = Opgehaald
receipt-cancelled = Geannuleerd; { $refund } terugbetaald
receipt-hours = Openingstijden: { $hours }
order-new-title = Bestellen voor de klant: { $name }
order-back-to-quote = Terug naar de offerte
order-deposit-default = Typ een bedrag (25,00) of een percentage (50%); leeg neemt de winkel { $rate }%: { $amount }.
order-left-out = { $count ->
    [one] { $count } regel kan niet worden besteld (arbeid, of geen winkelprijs) en valt weg.
   *[other] { $count } regels kunnen niet worden besteld (arbeid, of geen winkelprijs) en vallen weg.
}
order-choose = Deze regel bestellen
order-deposit = Aanbetaling
order-method = Betaald met
order-email-on-arrival = De klant mailen als een onderdeel binnenkomt
order-take-deposit = Aanbetaling ontvangen en bestellen
orders-filter-customer = Klant
orders-filter-any-state = Elke stand
orders-filter-from = Gemaakt vanaf
orders-filter-to = Gemaakt tot en met
orders-filter-apply = Tonen
orders-for-orders = Bestellingen
orders-to-order-sum = Bij de leverancier te bestellen, per artikelnummer
orders-download-csv = CSV downloaden
orders-download-xlsx = Excel downloaden
orders-late-expected = te laat
orders-late-collect = wacht langer dan { $days } dagen
orders-none = Geen.
orders-showing = De eerste { $count } worden getoond: filter om de rest te zien.
orders-order = Bestelling
orders-customer = Klant
mail-order-subject = Uw bestelling { $order } is binnen
mail-order-hello = Beste { $name },
mail-order-arrived = Het onderdeel dat u bij ons bestelde (bestelling { $order }) is binnen en ligt voor u klaar:
mail-order-due = Bij ophalen te betalen: { $amount }
mail-order-hours = Onze openingstijden: { $hours }
mail-order-reply = Beantwoord deze e-mail als u een vraag hebt.
customer-history-order-made = Speciale bestelling { $order } gemaakt
customer-history-order-line = Bestelling { $order }: { $sku } { $state }
customer-history-order-told = Bestelling { $order }: ingelicht dat { $sku } binnen is
customer-history-order-emailed = Bestelling { $order }: gemaild dat { $sku } binnen is
quote-order-for-customer = Bestellen voor de klant
customer-orders = Speciale bestellingen
customer-orders-none = Geen speciale bestellingen.
customer-orders-kept = Als het record van deze klant wordt verwijderd, blijven de bedragen van de bestellingen bewaard zonder naam: de boekhouding heeft ze nodig.
customer-orders-held = Aanbetalingen in bewaring: { $amount }
customer-orders-made = Gemaakt
customer-orders-lines-head = Regels
customer-orders-lines = { $count ->
    [one] 1 regel, { $open } open
   *[other] { $count } regels, { $open } open
}
order-mark-collected-taking = Opgehaald: { $amount } ontvangen
order-paid = Betaald bij ophalen
order-owed-back = Terug te betalen aan de klant
money-sum-total = Totaal { $amount }
money-sum-deposit = aanbetaling { $amount }
money-sum-paid = betaald bij ophalen { $amount }
money-sum-refunded = terugbetaald { $amount }
money-sum-fees = ingehouden kosten { $amount }
money-sum-due = nog te betalen { $amount }
money-sum-owed-back = terug te betalen { $amount }
order-line-email-sending = e-mail wordt verstuurd
order-line-email-failed = de e-mail is niet verstuurd: mail opnieuw of laat het zelf weten
stock-on-order = Besteld voor klanten
audit-order-made = Speciale bestelling gemaakt
audit-order-cancelled = Regel van speciale bestelling geannuleerd
labels-title = Schapetiketten
labels-print = Etiketten afdrukken
labels-format = Etiketten
labels-format-l7160 = A4-vel, 21 etiketten (Avery L7160)
labels-format-5160 = US Letter-vel, 30 etiketten (Avery 5160)
labels-format-brother = Brother-rol, 62 × 29 mm
labels-start = Beginnen bij etiket
labels-each = Hoeveel
labels-price = Prijs
labels-price-shop = Winkelprijs
labels-price-none = Zonder prijs
labels-make = Etiketten maken (PDF)
labels-zpl = Voor een Zebra-printer (ZPL)
orders-to-order-showing = De eerste { $count } van { $all } artikelnummers: de downloads hebben ze allemaal.
scan-open = Scannen
scan-title = Een streepjescode scannen
scan-starting = De camera wordt gestart…
scan-looking = Houd de streepjescode van een etiket voor de camera.
scan-denied = De camera is geweigerd. Sta hem voor deze site toe in de instellingen van de browser om te scannen.
scan-no-camera = Op dit apparaat is geen camera gevonden.
scan-no-decoder = Deze browser kan geen streepjescodes lezen. Typ de code in het vak.
scan-keep = Blijf scannen naar de open lijst
scan-count = Gescand: { $count }
scan-added = { $sku } toegevoegd
scan-unknown = Geen onderdeel heeft de code { $code }
scan-failed = De lijst kon het niet aannemen. Probeer het opnieuw.
scan-keep-count = Blijf scannen in deze telling
scan-count-failed = De telling nam het niet aan: typ het in het vak om te zien waarom.
scan-close = Klaar
labels-price-rrp = De adviesprijs
nav-shelf = Ons magazijn
audit-stock-adjusted = Voorraad aangepast
audit-stock-bins = Vakken van een onderdeel ingesteld
stock-kind-opening = Beginvoorraad
stock-kind-received = Ontvangen
stock-kind-sold = Verkocht
stock-kind-returned = Geretourneerd
stock-kind-adjusted = Aangepast
stock-kind-counted = Geteld
stock-kind-moved = Verplaatst tussen vakken
stock-reason-damaged = Beschadigd
stock-reason-found = Gevonden
stock-reason-theft = Diefstal
stock-reason-workshop = Gebruikt in de werkplaats
stock-reason-correction = Correctie
stock-problem-quantity = Typ de hoeveelheid als heel getal, met een minteken voor stuks die het magazijn verlaten (bijvoorbeeld -2).
stock-problem-too-many = Dat is meer dan 1.000.000 stuks: controleer de hoeveelheid.
stock-problem-zero = Een hoeveelheid van 0 verandert niets: typ hoeveel stuks erbij of eraf gaan.
stock-problem-reason-direction = De reden past niet bij de hoeveelheid: beschadigd, diefstal en werkplaats halen eraf (-), gevonden telt erbij (+).
stock-problem-reason = Kies een reden uit de lijst.
stock-problem-note = De notitie is te lang (hoogstens 500 tekens).
stock-problem-cost = Typ de kostprijs als bedrag, bijvoorbeeld 12.50.
stock-problem-bin = Een vak is hoogstens 20 letters, cijfers, streepjes, punten of schuine strepen (bijvoorbeeld B-04-2).
stock-problem-bins = Een onderdeel heeft hoogstens drie vakken.
stock-problem-bin-twice = Hetzelfde vak staat er twee keer.
stock-problem-part = De catalogus heeft geen onderdeel met dat artikelnummer of die EAN.
shelf-adjusted = De voorraad is aangepast.
shelf-bins-set = De vakken zijn opgeslagen.
shelf-not-allowed = Alleen een manager kan de voorraad aanpassen.
shelf-busy = Het magazijn kan nu niet worden gewijzigd: er is niets opgeslagen. Probeer het zo opnieuw.
shelf-none = niets in ons magazijn
shelf-available = { $count } beschikbaar
shelf-on-hand-held = { $on_hand } op voorraad, { $held } gereserveerd voor klanten
shelf-ours = Bij ons
shelf-unread = ons magazijn kan nu niet worden gelezen
shelf-bin = vak
shelf-wants-count = Onder nul: tellen
shelf-title = Ons magazijn
shelf-worth = Gemiddelde kostprijs { $average } · waarde op voorraad { $value }
shelf-bins-label = Vakken
shelf-bins-hint = Tot drie, het hoofdvak eerst, gescheiden door komma’s (B-04-2, OVERFLOW).
shelf-bins-save = Vakken opslaan
shelf-adjust = Voorraad aanpassen
shelf-adjust-qty = Stuks (+ of -)
shelf-adjust-qty-hint = -2 haalt er twee af, 3 telt er drie bij.
shelf-adjust-reason = Reden
shelf-adjust-choose = Kies…
shelf-adjust-note = Notitie
shelf-adjust-save = Aanpassen
shelf-no-movements = Nog geen bewegingen: de winkel heeft dit onderdeel nog niet gehad.
shelf-col-cost = Kostprijs per stuk
shelf-col-when = Wanneer
shelf-col-what = Wat
shelf-col-qty = Stuks
shelf-col-after = Voorraad daarna
shelf-col-who = Wie
shelf-col-said = Referentie of notitie
shelf-col-bins = Vakken
shelf-col-available = Beschikbaar
shelf-col-on-hand = Op voorraad
shelf-col-held = Gereserveerd
shelf-col-value = Waarde
shelf-movements = Laatste bewegingen, nieuwste eerst
shelf-more-movements = Oudere bewegingen zijn bewaard en worden hier niet getoond.
shelf-supplier = Leverancier
shelf-page-title = Ons magazijn
shelf-filter-bin = Vakken die beginnen met
shelf-filter-order = Sorteren op
shelf-order-bin = Vak
shelf-order-sku = Artikelnummer
shelf-filter-show = Tonen
shelf-parts = { $count ->
    [one] { $count } onderdeel
   *[other] { $count } onderdelen
}
shelf-value = waarde { $value } tegen kostprijs
shelf-download-csv = CSV downloaden
shelf-page-of = Pagina { $page } van { $pages }
shelf-empty = Hier ligt nog geen onderdeel: stel de vakken in op de pagina van een onderdeel of boek voorraad in.
ropa-stock = Voorraadbewegingen
ropa-stock-data = Het personeelsaccount dat elke voorraadbeweging maakte, een telling opende, een regel telde of een telling boekte, en wanneer
ropa-stock-why = Om de voorraadadministratie juist te houden en elke wijziging te kunnen verantwoorden
ropa-kept-ledger = Zolang de voorraadadministratie bestaat: een beweging wordt nooit gewijzigd of verwijderd
audit-stock-imported = Voorraad uit een bestand ingelezen
shelf-imported = { $count ->
    [one] { $count } onderdeel ingelezen.
   *[other] { $count } onderdelen ingelezen.
}
shelf-import-link = Voorraad inlezen uit een bestand
import-title = Voorraad inlezen
import-intro = Stuur een CSV- of Excelbestand: u ziet per regel wat het zou veranderen voordat er iets wordt opgeslagen. De voorraad van elk onderdeel wordt de hoeveelheid uit het bestand.
import-columns = Kolommen, op hun kop: SKU of EAN, Quantity (of On hand) en zo nodig Bins (tot drie, gescheiden door komma’s) en Cost (per stuk). Het eigen bestand van het magazijn leest ongewijzigd terug.
import-file = Bestand (CSV of .xlsx, tot 16 MB)
import-check = Bestand controleren
import-preview = Wat het bestand zou doen
import-summary = Nieuw in het magazijn: { $new } · gewijzigd: { $changed } · al gelijk: { $same } · geweigerd: { $refused }
import-write = { $count ->
    [one] { $count } onderdeel inlezen
   *[other] { $count } onderdelen inlezen
}
import-write-refused-left = De geweigerde regels blijven buiten: verbeter ze en stuur het bestand opnieuw.
import-changed = Het magazijn is sinds de controle veranderd: er is niets opgeslagen. Dit zou het bestand nu doen.
import-more = … en nog { $count }
import-refused = Geweigerde regels
import-rows = In te lezen regels
import-col-line = Regel
import-col-code = Artikelnummer of EAN
import-col-why = Waarom
import-col-was = Voorraad nu
import-col-now = Voorraad daarna
import-new = nieuw
import-row-no-code = Geen artikelnummer of EAN
import-row-unknown = De catalogus kent dit onderdeel niet
import-row-duplicate = Hetzelfde onderdeel als een eerdere regel
import-row-quantity = De hoeveelheid is geen heel getal van 0 of meer
import-row-too-many = Meer dan 1.000.000 stuks
import-row-bins = De vakken zijn geen tot drie korte codes (zoals B-04-2)
import-row-cost = De kostprijs is geen bedrag (zoals 12.50)
import-file-columns = Geen kop noemt het onderdeel (SKU of EAN) en de hoeveelheid: voeg een eerste regel met die koppen toe.
import-file-empty = Het bestand heeft geen regels om in te lezen.
import-file-rows = Het bestand heeft meer dan 100.000 regels: splits het.
import-file-large = Het bestand is groter dan 16 MB: splits het.
import-file-unreadable = Het bestand is geen CSV-tekst (UTF-8) en geen Excel-werkmap (.xlsx).
labels-bin = Hoofdvak van elk onderdeel afdrukken
value-title = Wat het magazijn waard is
value-summary = Aan het eind van { $day }: { $value } tegen kostprijs, { $parts } onderdelen, { $units } stuks
value-on = Waarde aan het eind van
value-from = Bewegingen vanaf
value-to = tot
value-period = Bewegingen van { $from } tot { $to }
value-opening = Beginwaarde
value-closing = Eindwaarde
value-by-category = Per categorie
value-by-brand = Per merk
value-unnamed = Niet benoemd in de catalogus
value-col-parts = Onderdelen
value-col-name = Naam
value-problem-day = Geef elke dag als datum (JJJJ-MM-DD): vandaag wordt getoond.
value-problem-order = De periode eindigt voordat hij begint: vandaag wordt getoond.
# Counts of the shelf
count-title = Tellingen
count-link = Tellingen
count-open = Een telling openen
count-scope-whole = Het hele magazijn
count-scope-bins = Een reeks vakken
count-scope-category = Een categorie
count-scope-list = Een lijst onderdelen
count-from = Van vak
count-to = Tot vak
count-category = Categorie
count-list = Artikelnummers (één per regel, of gescheiden door komma’s)
count-show-record = Toon degene die telt wat de administratie zegt (niet blind)
count-open-button = Telling openen
count-none = Nog geen telling. Open er hierboven een: het hele magazijn, een reeks vakken, een categorie of een lijst onderdelen.
count-col-number = Telling
count-col-covers = Omvat
count-col-state = Status
count-col-counted = Geteld
count-col-opened = Geopend
count-col-closed = Gesloten
count-review = Nakijken en boeken
count-cancelled = De telling is geannuleerd. Er is niets in het magazijn veranderd.
count-covers-bins = Vakken { $bins }
count-covers-category = Categorie { $category }
count-progress = { $counted } van { $lines } geteld
count-opened-by = geopend door { $who }, { $when }
count-blind = blind
count-not-allowed = Alleen een manager kan dat doen.
count-busy = De telling kon nu niet worden gewijzigd. Er is niets gewijzigd: probeer het opnieuw.
count-state-open = Open
count-state-posted = Geboekt
count-state-cancelled = Geannuleerd
count-problem-scope = Kies wat de telling omvat.
count-problem-bins = Typ het eerste en het laatste vak van de reeks (elk hoogstens 20 letters, cijfers, streepjes, punten of schuine strepen), het eerste vóór het laatste.
count-problem-category = Typ de categorie die u wilt tellen, zoals de catalogus haar noemt.
count-problem-empty-list = Typ of plak de artikelnummers die u wilt tellen.
count-problem-long-list = Een lijsttelling omvat hoogstens { $max } onderdelen: tel in plaats daarvan vakken of een categorie.
count-problem-not-sku = ‘{ $code }’ is geen artikelnummer.
count-problem-nothing = Geen enkel onderdeel in het magazijn van de winkel valt onder wat is gevraagd.
count-problem-quantity = Typ een heel aantal stuks, 0 of meer (=N stelt de regel in).
count-problem-too-many = Dat zijn meer stuks dan een regel kan tellen.
count-problem-unknown-code = Geen onderdeel heeft de code ‘{ $code }’.
count-problem-not-in-count = { $code } zit niet in deze telling: tel het in een telling van zijn eigen vakken, of van het hele magazijn.
count-problem-closed = Deze telling is gesloten: er is niets gewijzigd.
count-problem-recounts = { $count ->
    [one] Eén regel wacht op hertelling: boek de telling zodra die geteld is.
   *[other] { $count } regels wachten op hertelling: boek de telling zodra ze geteld zijn.
}
count-problem-no-count = Die telling bestaat niet.
count-show-all = Alle regels
count-show-to-count = Nog te tellen
count-show-recount = Opnieuw te tellen
count-show-review = Verschillen
count-sheet-title = Telling nr. { $number }
count-counted = { $sku }: { $count } geteld.
count-opened = De telling is geopend: scan of typ elk onderdeel.
count-closed-note = Deze telling is gesloten: er kan niet meer in worden geteld.
count-no-lines = Hier staat geen regel.
count-code = Scan of typ een artikelnummer of EAN
count-qty = Hoeveel
count-qty-hint = Leeg: één erbij. Een getal: zoveel erbij. =N: de regel wordt N.
count-add = Tellen
count-recount-badge = opnieuw tellen
count-set-label = Geteld aantal van { $sku }
count-set = Instellen
count-col-record = Administratie
count-col-counted-qty = Geteld
count-review-title = Telling nr. { $number }: nakijken
count-posted = { $count ->
    [one] De telling is geboekt: één beweging heeft het magazijn rechtgezet.
   *[other] De telling is geboekt: { $count } bewegingen hebben het magazijn rechtgezet.
}
count-recount-asked = { $count ->
    [one] Eén regel is teruggestuurd om opnieuw te worden geteld.
   *[other] { $count } regels zijn teruggestuurd om opnieuw te worden geteld.
}
count-to-sheet = Tellijst
count-total-lines = Regels
count-total-counted = Geteld
count-total-differing = Verschillen
count-total-recounts = Wachten op hertelling
count-total-units = Stuks
count-total-value = Waarde tegen kostprijs
count-no-differences = Geen verschillen en niets meer te tellen.
count-col-difference = Verschil
count-col-value = Waarde
count-col-by = Geteld door
count-post = Telling boeken
count-uncounted-leave = Regels die niemand heeft geteld laten zoals ze zijn
count-uncounted-zero = Regels die niemand heeft geteld: niets gevonden (op nul zetten)
count-post-button = Verschillen boeken
count-recount-all = Alle verschillen opnieuw tellen
count-cancel = Telling annuleren
count-was = was { $count }
count-recount = Opnieuw tellen
audit-stock-count-opened = Telling geopend
audit-stock-recount-asked = Regels van een telling teruggestuurd
audit-stock-count-posted = Telling geboekt
audit-stock-count-cancelled = Telling geannuleerd

stock-problem-pack = Een verpakking bevat een heel aantal stuks, van 1 tot 10.000.
shelf-packs-of = per verpakking van { $count }
shelf-pack-label = Stuks per verpakking
shelf-pack-hint = 1 bij losse verkoop; de voorraad wordt altijd in stuks geteld.
count-packs-units = (verpakkingen van { $count }: tel stuks)
shelf-download-xlsx = XLSX downloaden
search-bin-shelf = De onderdelen in vak { $bin } staan in de lijst van ons magazijn →
audit-sale-made = Verkoop gedaan

## Verkoop aan de balie
nav-sales = Verkopen
sale-title = Verkopen: { $name }
sale-walk-in = Inloopklant
sale-sold-before = Deze offerte is al eerder verkocht, zie factuur
sale-line-short = Minder in ons magazijn dan verkocht
sale-short-ask = Ons magazijn heeft minder van { $skus } dan deze verkoop vraagt.
sale-anyway = Toch verkopen (het magazijn gaat onder nul en het onderdeel wordt gemarkeerd om te tellen)
sale-order-instead = Maak van deze offerte liever een speciale bestelling
sale-all-card = Alles per pin
sale-all-cash = Alles contant, gepast
sale-split = Of splits de betaling
sale-pay-hint = Het totaal is { $total }. Typ wat elke betaalwijze betaalt; contant mag meer zijn, en het wisselgeld wordt getoond.
sale-take-payment = Afrekenen
sale-method-cash = Contant
sale-method-card = Pinpas
sale-method-transfer = Bankoverschrijving
sale-method-voucher = Cadeaubon
sale-method-other = Anders
sale-tendered = Contant ontvangen
sale-change = Wisselgeld terug
sale-done = Verkocht. De factuur staat hieronder.
sale-done-again = Deze verkoop was al gedaan: hier is de factuur (er is niets dubbel verkocht).
sale-margin = Marge
sale-not-allowed = Uw rol mag niet verkopen.
sale-busy = De verkoop kon nu niet worden opgeslagen: er is niets verkocht. Probeer het opnieuw.
sale-problem-no-lines = Er staat niets op deze offerte om te verkopen.
sale-problem-too-many-lines = Een verkoop heeft hoogstens 500 regels.
sale-problem-line = Een regel kan zo niet worden verkocht: { $skus }.
sale-problem-no-payment = Reken een betaling af: typ een bedrag, of kies ‘Alles per pin’ of ‘Alles contant’.
sale-problem-amount = Typ een bedrag in geld, bijvoorbeeld 12,50.
sale-problem-not-positive = Een bedrag moet meer dan nul zijn.
sale-problem-too-large = Dat bedrag is te groot voor één betaling.
sale-problem-short = De betalingen zijn { $amount } minder dan het totaal.
sale-problem-over-paid = De betalingen zijn { $amount } meer dan het totaal; alleen contant geeft wisselgeld.
sale-problem-method = Kies een betaalwijze.
sale-problem-form = Dit formulier is verouderd: open de verkooppagina opnieuw.
sale-problem-short-shelf = Ons magazijn heeft minder van { $skus } dan deze verkoop vraagt: vink ‘Toch verkopen’ aan, of maak een speciale bestelling.
sale-problem-unpriced = Een regel van deze offerte heeft nog geen prijs: geef elke regel een prijs voordat u verkoopt.
invoice-title = Factuur { $number }
invoice-made = Uitgegeven op { $time } door { $by }
invoice-to = Aan
invoice-issued = Factuurdatum: { $day }
invoice-supplied = Leverdatum: { $day }
invoice-served-by = U werd geholpen door { $name }
invoice-unit-net = Stukprijs (netto)
invoice-line-net = Netto
invoice-line-off = Korting { $amount }
invoice-net-at = Netto tegen { $rate }%
invoice-total = Totaal
invoice-paid-by = Betaalwijze: { $method }
invoice-simplified = Vereenvoudigde factuur: prijzen inclusief btw.
invoice-net-prices = Prijzen zijn exclusief btw; de btw komt erbij tegen het vermelde tarief.
invoice-pdf = Factuur (PDF)
invoice-receipt = Kassabon (80 mm)
receipt-thanks = Bedankt voor uw aankoop.
missing-invoice = Factuur niet gevonden
missing-invoice-text = Deze factuur staat niet in de administratie: de link is misschien verouderd.
sales-number = Factuur
sales-day = Datum
sales-customer = Klant
sales-payments = Betaald met
sales-by = Verkocht door
sales-filter-number = Factuurnummer
sales-filter-by = Verkocht door
sales-filter-method = Betaald met
sales-filter-any-method = Elke betaalwijze
sales-matched = { $count ->
    [one] Eén factuur of creditnota: { $total } na terugbetalingen
   *[other] { $count } facturen en creditnota's: { $total } na terugbetalingen
}
sales-credit-for = Creditnota bij factuur { $number }
sales-problem-day = Typ een dag als JJJJ-MM-DD, bijvoorbeeld 2026-12-07.
sales-csv = Downloaden als CSV
sales-xlsx = Downloaden als Excel-werkmap
quote-sell = Verkopen
## Retouren en creditnota’s
return-open = Terugnemen
return-title = Retour van factuur { $number }
return-sold-at = Verkocht op { $time }
return-all-back = Alles op deze factuur is al teruggenomen.
return-take-back = Terugnemen en terugbetalen
return-back-to-invoice = Terug naar de factuur
return-qty-of = Aantal van { $what } om terug te nemen
return-sold = Verkocht
return-returned = Eerder teruggenomen
return-qty = Terugnemen
return-damaged = Beschadigd (niet terug in het magazijn)
return-reason = Reden
return-reason-choose = Kies een reden
return-reason-not-needed = Niet nodig
return-reason-wrong-part = Verkeerd onderdeel
return-reason-faulty = Defect
return-reason-other = Anders (geef de reden in de notitie)
return-note = Notitie
return-refund-by = Terugbetaalwijze
return-late = Deze verkoop is meer dan { $days ->
    [one] één dag
   *[other] { $days } dagen
} oud: een bedrijfsleider keurt de retour goed.
return-done = Teruggenomen. De creditnota staat hieronder.
return-busy = De retour kon nu niet worden opgeslagen: er is niets teruggenomen. Probeer het opnieuw.
return-problem-nothing = Typ bij een regel hoeveel u terugneemt.
return-problem-quantity = Typ een aantal als geheel getal, bijvoorbeeld 1.
return-problem-too-many = Meer van { $what } dan er op deze factuur nog terug te nemen is.
return-problem-reason = Kies een reden.
return-problem-reason-unsaid = Geef de reden in de notitie als u ‘Anders’ kiest.
return-problem-note = De notitie is te lang: hooguit 300 tekens.
return-problem-method = Kies hoe er wordt terugbetaald.
return-problem-manager = Deze retour valt buiten de retourtermijn van de winkel: een bedrijfsleider vult naam, wachtwoord en code in om hem goed te keuren.
invoice-returned-line = Teruggenomen: { $count } × { $what }
invoice-credit-notes = Creditnota’s
invoice-credit-note = { $number }, { $time }: { $amount } terugbetaald ({ $method })
invoice-credit-pdf = Creditnota (PDF)
credit-title = Creditnota { $number }
credit-issued = Datum van uitgifte: { $day }
credit-refers-to = Betreft factuur { $number } van { $day }
credit-reason = Reden: { $reason }
credit-approved-by = Goedgekeurd door { $name }
credit-damaged = Beschadigd: niet terug in voorraad
credit-total = Totaal terugbetaald
credit-refunded-by = Terugbetaling: { $method }
audit-sale-returned = Onderdelen teruggenomen
## Ontvangsten van de dag
day-title = Ontvangsten van de dag
day-link = Ontvangsten van de dag en kasafsluiting
day-day = Dag
day-whole-shop = de hele winkel
day-of-person = verkocht door { $name }
day-sales = { $count ->
    [one] Eén verkoop
   *[other] { $count } verkopen
}: { $total }
day-returns = { $count ->
    [one] Eén retour
   *[other] { $count } retouren
}: { $total }
day-net = Ontvangsten min terugbetalingen
day-method = Betaald met
day-taken = Ontvangen
day-refunds = Terugbetaald
day-method-net = Netto
day-refunded = Terugbetaald: { $amount }
day-people = Wie verkocht
day-sales-count = Verkopen
day-cash-up = Kasafsluiting
day-float = Wisselgeld aan het begin
day-expected = Hoort in de kassa te zitten
day-counted = Geteld contant geld
day-difference = Verschil (over of tekort)
day-close-hint = De kasafsluiting sluit de dag af: een verkoop daarna krijgt de datum van de volgende dag.
day-close = Kas afsluiten en de dag sluiten
day-closed-by = Kas afgesloten op { $time } door { $name }.
day-open = De kas van deze dag is nog niet afgesloten.
day-done-closed = De kas is afgesloten en de dag is gesloten.
day-z-report = Z-rapport (PDF)
day-z-title = Z-rapport van { $day }
day-problem-amount = Typ het wisselgeld en het getelde contante geld als bedrag, bijvoorbeeld 150,00.
day-problem-closed = De kas van deze dag was al afgesloten: er is niets gewijzigd.
day-problem-not-allowed = Alleen een bedrijfsleider kan de kas van een dag afsluiten.
day-problem-busy = De kasafsluiting kon nu niet worden opgeslagen: er is niets gewijzigd. Probeer het opnieuw.
audit-sale-day-closed = Kas afgesloten
## Facturen van een klant
customer-invoices = Facturen
customer-invoices-none = Nog geen facturen.
customer-invoices-kept = Facturen worden bewaard zoals de wet vraagt, ook als het klantrecord wordt verwijderd: die van een bedrijf met naam en btw-nummer, alle andere zonder de naam.
## Facturen in het verwerkingsregister
ropa-invoices = Facturen en creditnota’s
ropa-invoices-data = De naam en het btw-nummer van de klant zoals ze bij de verkoop waren, wat hij kocht, hoe hij betaalde en wat retour kwam, en het personeelsaccount dat verkocht of terugnam
ropa-invoices-why = De wet verplicht een winkel zijn facturen uit te reiken en te bewaren; wordt het record van een klant verwijderd, dan verliezen de facturen van een particulier zijn naam en houden die van een bedrijf de naam en het btw-nummer die op de factuur moeten staan
ropa-kept-years = { $years } jaar, zoals de wet facturen bewaart: daarvoor nooit gewijzigd of verwijderd
## Collecting a special order as a sale
collect-title = Bestelling { $order } afhalen
collect-waiting-none = Niets van deze bestelling wacht op afhalen.
collect-choose = Onderdelen om mee te geven
collect-col-take = Meegeven
collect-take-line = { $sku } meegeven
collect-col-share = Aanbetaald
collect-update = Bereken wat nog te betalen is
collect-deposit = Aanbetaling van { $day } per { $method }
collect-due = Nu te betalen
collect-nothing-due = Meegeven: niets meer te betalen
collect-before = Eerder gefactureerd van deze bestelling:
collect-back = Terug naar de bestelling
collect-problem-not-waiting = Een gekozen onderdeel wacht niet meer op afhalen: er is niets meegegeven. De pagina toont wat nu wacht.
order-collect-all = Alle wachtende onderdelen afhalen en factureren
invoice-paid-before = Aanbetaling van { $day } per { $method } (bestelling { $order })
invoice-of-order = Afgehaald van bestelling { $order }

## The receipt printer
invoice-print = Bon afdrukken
sale-done-printed = De bon is naar de printer gestuurd.
sale-print-failed = De bonprinter reageerde niet: controleer of hij aan staat, of druk de pdf van de bon af.

## Emailing an invoice
invoice-email = Factuur e-mailen
sale-done-emailed = De factuur is naar de klant gemaild en in zijn geschiedenis genoteerd.
sale-email-no-customer = Niets verzonden: deze factuur hoort bij geen bekende klant.
mail-invoice-subject = Uw factuur { $number }
mail-invoice-attached = In de bijlage vindt u uw factuur { $number } van { $day } als pdf. Dank voor uw aankoop.

## Deposits in the day's takings
day-deposits = Aanbetalingen op speciale bestellingen: { $taken } ontvangen, { $back } terugbetaald (in de betaalwijzen hieronder)

## Returns without an invoice
loose-title = Terugnemen zonder factuur
loose-intro = Voor onderdelen die zonder factuur terugkomen: typ per onderdeel de code, het aantal en de terugbetaling per stuk. Een manager keurt elke zulke retour goed; de creditnota verwijst naar geen factuur.
loose-needs-manager = Een retour zonder factuur vraagt een manager: naam, wachtwoord en code
loose-qty = Aantal
loose-refund-each = Terugbetaling per stuk
sales-credit-loose = Creditnota zonder factuur
credit-no-invoice = Teruggenomen zonder factuur
return-problem-sku = ‘{ $what }’ kan geen onderdeelcode zijn: hoogstens 64 tekens, zonder stuurtekens.
return-problem-amount = Typ de terugbetaling per onderdeel als bedrag boven nul, bijvoorbeeld 12,50.
return-problem-too-many-lines = Een retour zonder factuur telt hoogstens 50 onderdelen: maak er twee.

## Buying: stocking rules
buying-problem-level = Typ een niveau als geheel aantal eenheden, van 0 tot 1.000.000.
buying-problem-max-below-min = Het maximum moet minstens gelijk zijn aan het minimum.
buying-problem-no-max = Met een maximum van 0 wordt het onderdeel nooit besteld: typ een maximum of vink „Niet op voorraad houden” aan.
buying-problem-months = Typ de maanden van een seizoen als twee maanden van 1 tot 12, bijvoorbeeld 11-2 voor november tot februari.
buying-problem-season = Een seizoen heeft zijn maanden en een eigen minimum en maximum nodig, of geen van beide.

# (end of these messages: new ones go above this line)
