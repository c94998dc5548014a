# Dealer Desk: the interface's words in English (the default).
#
# One message per key; every language's file has the same keys, with the
# same placeholders ({ $name }). Supplier data (names, descriptions,
# categories) is never translated. Counts choose their plural form:
#   { $count -> [one] … *[other] … }
# Numbers in placeholders are grouped the language's way (5,000; 5.000).

## The page around every page

site-name = Dealer Desk
site-description = Dealer Desk: parts, prices, fitment and stock for the counter and the back office.
skip-to-content = Skip to content
nav-label = Main
nav-home = Home
nav-categories = Categories
nav-brands = Brands
nav-bikes = Bikes
nav-search = Search
nav-stock = Stock check
nav-exports = Exports
nav-quotes = Quotes
nav-customers = Customers
nav-back-in-stock = Back in stock
nav-back-in-stock-count = { $count ->
    [one] { $count } watch back in stock
   *[other] { $count } watches back in stock
}
nav-lost-sales = Lost sales
prefs-label = Display preferences
prefs-currency = Currency
prefs-language = Language
prefs-apply = Apply
prefs-counter = Counter mode
prefs-counter-hint = Counter mode hides dealer prices and margins, so the screen can be turned to a customer
footer-note = Prices and stock from the supplier's dealer catalogue. Press / to look up a SKU.

## Pages that are not there

not-found-title = Page not found
not-found-text = There is no page at this address. Check the link, or look the part up by SKU in the box above.
back-home = Back to the home page
search-catalogue = Search the catalogue
search-catalogue-for = Search the catalogue for “{ $text }”
missing-product = No such product
missing-product-text = There is no product with SKU { $text } in the catalogue.
missing-category = No such category
missing-category-text = There is no category { $text } in the catalogue.
missing-brand = No such brand
missing-brand-text = There is no brand { $text } in the catalogue.
missing-make = No such bike make
missing-make-text = There is no bike make { $text } in the catalogue.
missing-model = No such model
missing-model-text = There is no model { $text } in the catalogue.
missing-year = No such model year
missing-year-text = There is no model year { $text } in the catalogue.
missing-customer = No such customer
missing-customer-text = This customer is not in the records: the link may be old, or the customer was removed.
missing-quote = No such quote list
missing-quote-text = This quote list is not in the records: the link may be old, or the list was deleted.
missing-shared-quote = No such shared quote list
missing-shared-quote-text = This shared link does not open a quote list: it may have been withdrawn, or the list was deleted.

## Home

home-title = Home
home-lede = Scan or type a SKU above, or browse by category, brand or bike.
home-demo-notice = Demo data: the embedded demo catalogue, not the supplier's live catalogue.
home-recent = Recently viewed
home-finder = Find parts for a bike
home-all-bikes = All bikes
home-new = New in the last 30 days
home-new-count = { $count ->
    [one] { $count } new product.
   *[other] { $count } new products.
}
home-new-all = See all, newest first
home-categories = Categories
home-brands = Brands

## Prices

price-table = Prices
price-rrp = RRP
price-dealer = Dealer
price-margin = Margin (GBP)
price-margin-value = { $amount } ({ $percent }%)

## Product page

breadcrumbs = Breadcrumb
product-sku = SKU
product-ean = EAN
product-brand = Brand
product-description = Description
product-options = Options
product-specs = Specifications
product-details = Details
product-type = Product type
product-category = Category
product-weight = Weight
weight-kg = { $weight } kg
product-created = Created
product-modified = Modified
product-instructions = Fitting instructions (PDF)
product-coversheet = Coversheet (PDF)
product-instructions-qr = QR code for the fitting instructions
no-image = No image
also-in = Also in
fitment-title = Fits
fitment-none = No fitment listed by the supplier.
fitment-summary = { $makes ->
    [one] { $makes } make
   *[other] { $makes } makes
}, { $years ->
    [one] { $years } model-year
   *[other] { $years } model-years
}

## Search

search-text = Text (SKU, EAN, name, brand, description)
search-any-category = Any category
search-any-brand = Any brand
search-category-n = Category { $id }
search-brand-n = Brand { $id }
search-category-contains = Category name contains
search-brand-contains = Brand name contains
search-created-after = Created after
search-created-before = Created before
search-updated-after = Updated after
search-updated-before = Updated before
search-clear = Clear
