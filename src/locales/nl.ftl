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
price-margin-value = { $amount } ({ $percent }%)

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
