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
nav-prices = Prices
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
price-margin-shop = Margin ({ $currency })
price-margin-value = { $amount } ({ $percent }%)
price-shop = Our price
price-shop-incl-tax = incl. VAT
price-shop-excl-tax = before tax
price-shop-default = Default rule
price-shop-default-note = Our prices follow the default rule: the shop has set no price rules of its own.
shop-price-none-dealer = no dealer price in { $currency }
shop-price-none-rrp = no RRP
price-below-cost = Below cost
quote-line-shop = Line total
quote-total-shop = Total
quote-total-net = Net
quote-tax-vat-in = Includes VAT at { $rate }%
quote-tax-vat = VAT at { $rate }%
quote-tax-sales = Sales tax at { $rate }%
quote-unpriced-shop = Lines without our price
pdf-page = Page { $page } of { $pages }
pdf-qr = Staff: scan to open this quote
shop-vat-number = VAT no. { $number }
quote-pdf = PDF copy
quote-lines-csv = Prices (CSV)
quote-lines-xlsx = Prices (XLSX)
prices-title = The shop's prices
prices-terms = Currency and tax
prices-currency = Currency
prices-tax-region = Tax region
prices-tax-rate = Tax
prices-shelf = Shelf prices
prices-shelf-incl = Include tax
prices-shelf-excl = Before tax: tax is added at the total
prices-valid = Quotes
prices-valid-days = Prices hold for { $days } days
prices-terms-note = These are set when the portal starts (SHOP_CURRENCY, SHOP_TAX_REGION, SHOP_TAX_RATE, QUOTE_VALID_DAYS).
prices-default = Default rule
prices-default-portal = The shop has no rule of its own: the portal's default applies ({ $rule }).
prices-use-portal-default = Use the portal's default
prices-overrides = Overrides
prices-overrides-note = A brand's rule comes first, then a category's, then the default rule.
prices-no-overrides = No overrides yet: every part is priced by the default rule.
prices-add-category = A rule for a category
prices-add-brand = A rule for a brand
prices-applies = Applies to
prices-rule = Rule
prices-changed = Changed
prices-changed-by = { $when } by { $who }
prices-remove = Remove
prices-remove-of = Remove the rule for { $name }
prices-scope-category = Category
prices-scope-brand = Brand
prices-basis = Price from
prices-basis-dealer = Dealer price + markup %
prices-basis-rrp = RRP × factor
prices-value = Markup % or factor
prices-rounding = Rounding
prices-save = Save rule
prices-rule-dealer = Dealer price + { $markup }%, { $rounding }
prices-rule-rrp = RRP × { $factor }, { $rounding }
rounding-exact = not rounded
rounding-whole = up to a whole unit
rounding-99 = up to .99
rounding-95 = up to .95
rules-saved = Price rule saved.
rules-removed = Price rule removed.
rules-not-a-number = The markup or factor must be a number, such as 40 or 1.17.
rules-too-precise = Use at most three decimals for a markup and four for a factor.
rules-negative = A markup cannot be below zero, and a factor must be above zero.
rules-too-large = That is more than a rule takes: a markup of at most 1,000% or a factor of at most 10.
rules-unknown-choice = Choose what the rule applies to, how the price is made and its rounding from the lists.
rules-no-category = There is no such category in the catalogue.
rules-no-brand = There is no such brand in the catalogue.
rules-too-many = The shop keeps at most 500 overrides: remove one first.
rules-no-rule = That rule had already been removed.
rules-busy = The price rules could not be saved just now; nothing changed. Please try again.

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

## What a quote form did

quote-note-added = Added to the list.
quote-note-changed = Quantity changed.
quote-note-removed = Line removed.
quote-note-renamed = List renamed.
quote-note-created = List created.
quote-note-deleted = List deleted.
quote-note-qty-range = Nothing changed: a quantity must be a whole number from 1 to 9999.
quote-note-qty-text = Nothing changed: the quantity was not a number (use digits, 1 to 9999).
quote-note-unknown-sku = Nothing added: the catalogue has no product with that SKU.
quote-note-full = Nothing added: a list holds at most 1000 lines. Start another list.
quote-note-too-many-lists = No list created: you have 200 lists already. Delete some first.
quote-note-name-empty = Nothing changed: a list needs a name.
quote-note-name-long = Nothing changed: a list name has at most 80 characters.
quote-note-no-list = That list does not exist (any more).
quote-note-no-line = That line is no longer on the list.
quote-note-busy = Nothing changed: the lists could not be saved just now. Try again.
quote-note-moved = Line moved.
quote-note-duplicated = List copied: this is the copy, the original is unchanged.
quote-note-shared = Sharing is on: colleagues with the link can see this list and copy it.
quote-note-unshared = Sharing is off: the old link no longer opens this list.
quote-note-opened = This list is open at the counter: a SKU or EAN scanned into the lookup box, or a card's "Add to quote", adds to it.
quote-note-closed = The list is closed at the counter: the lookup box looks parts up again.
quote-note-unknown-code = Nothing added: no product has exactly that SKU or EAN.
quote-discount-apply = Discount
quote-discount-of = Discount on { $sku } (10% or an amount; empty takes it off)
quote-discount-quote = Discount on the whole quote
quote-discount-percent = −{ $rate }%
quote-before-discounts = Before discounts
quote-line-discounts = Line discounts
quote-quote-discount = Quote discount
quote-note-discount-set = Discount saved.
quote-note-discount-off = Discount taken off.
quote-note-discount-text = Nothing changed: write a discount as 10% or as an amount such as 4.50.
quote-note-discount-negative = Nothing changed: a discount cannot be below zero.
quote-note-discount-too-much = Nothing changed: a discount cannot be more than 100% or more than what it is taken from.
quote-note-discount-above-cap = Nothing changed: that is more than the shop's largest discount allows. A manager can approve it by giving it while signed in.
quote-note-discount-no-price = Nothing changed: that line has no price of ours to take a discount from.
quote-note-discount-capped = Saved. A discount had become more than the shop's largest discount of what it is taken from, so it was brought back within it. A manager can approve more by giving it again.
quote-expired = These prices held until { $until }: the quote has expired. Re-price it before giving it to the customer.
quote-expired-copy = This quote expired on { $until }.
quote-reprice-all = Re-price every line
quote-reprice = Re-price
quote-sell-changed = Our price when added: { $was }; today: { $now }.
quote-note-repriced = Moved to today's prices.
quote-note-reprice-nothing = Nothing to re-price: the prices are today's.
quote-note-reprice-other-currency = Nothing changed: this quote was priced in another currency than the shop's. Start a new quote for it.
quote-email-customer = Email the PDF copy to the customer
quote-note-emailed = The PDF copy was emailed to the customer and noted in their history.
quote-note-email-no-settings = Nothing sent: the shop has no email set (WATCH_EMAIL_SMTP_URL, WATCH_EMAIL_FROM, WATCH_EMAIL_TO).
quote-note-email-no-address = Nothing sent: the customer has no email address.
quote-note-email-no-customer = Nothing sent: this quote is for no customer.
quote-note-email-failed = Nothing sent: the mail server did not take the message. Try again later.

## What a customer form did

customer-note-created = Customer saved.
customer-note-saved = Changes saved.
customer-note-bike-added = Bike added.
customer-note-bike-removed = Bike removed.
customer-note-bike-choose = No bike added yet: choose the model and the year, then add it.
customer-note-bike-unknown = No bike added: the catalogue has no bike year with that id.
customer-note-bike-max = No bike added: a customer has at most 10 bikes. Remove one first.
customer-note-name-empty = Nothing saved: a customer needs a name.
customer-note-name-long = Nothing saved: a name has at most 80 characters.
customer-note-phone-bad = Nothing saved: a phone number is 6 to 15 digits, with spaces, dashes, dots, brackets and a leading + allowed.
customer-note-email-bad = Nothing saved: that email address is not one (it needs a name, an @ and a domain such as shop.example).
customer-note-contact-missing = Nothing saved: give a phone number or an email address (or both).
customer-note-note-long = Nothing saved: a note has at most 500 characters.
customer-note-same-contact = Not saved yet: another customer has this phone number or email (listed with the form). Open their record, or tick “This is a different customer” and save again.
customer-note-too-many = No customer added: the shop keeps at most 20,000 customers.
customer-note-no-customer = That customer does not exist (any more).
customer-note-deleted = Customer deleted: their details, bikes, history and watches are gone. Their quote lists and lost sales stay, without their name.
customer-note-delete-unconfirmed = Nothing deleted: tick the box to confirm that this customer's record should go.
customer-note-busy = Nothing changed: the records could not be saved just now. Try again.
customer-note-quote-set = The list is now for this customer.
customer-note-quote-cleared = The list is for no customer now.
customer-note-no-list = That quote list does not exist (any more).
customer-note-watch-made = Watching: the part shows on “Back in stock” when there is enough.
customer-note-watch-done = Watch ended.
customer-note-watch-contacted = Marked as told: the watch stays open until the sale is made (Done).
customer-note-watch-qty = No watch made: the quantity must be a whole number from 1 to 9999.
customer-note-watch-max = No watch made: the shop keeps at most 10,000 open watches. End some first.
customer-note-watch-customer-max = No watch made: one customer has at most 50 open watches.
customer-note-watch-unknown-sku = No watch made: the catalogue has no product with that SKU.
customer-note-watch-no-customer = No watch made: choose the customer first (open a quote list for them at the counter, or start from their page).
customer-note-no-watch = That watch is no longer open.
customer-note-lost-made = Lost sale recorded.
customer-note-lost-hour-full = Not recorded: 600 lost sales were recorded in the last hour, the most the shop keeps in one hour. Try again later.
customer-note-lost-person-hour-full = Not recorded: you recorded 200 lost sales in the last hour, the most one person records in an hour. Try again later.
customer-note-code-empty = Nothing recorded: a lost sale needs the SKU or code that was asked for.
customer-note-code-long = Nothing recorded: a code has at most 64 characters.
customer-note-reason-unknown = Nothing recorded: choose a reason from the list.
customer-note-other-note = Nothing recorded: for “Other”, say what in the note.
customer-note-lost-note-long = Nothing recorded: a lost sale's note has at most 200 characters.
customer-note-lost-qty = Nothing recorded: the quantity must be a whole number from 1 to 9999.
customer-note-ambiguous = No watch made: several customers match. Type more of the name, or the phone number.
customer-note-no-match = No watch made: no customer matches. Add them first at Customers.

## Adding to a quote list

quote-qty = Qty
quote-to = to
quote-new-list = A new quote
quote-add = Add to quote
quote-add-sku = { quote-add }: { $sku }
quote-open-bar = Scans and “Add to quote” go to the { $list }
quote-open-list = open quote list
quote-close-list = Close list

## Stock badges

stock-in = In stock ({ $count })
stock-low = Low stock ({ $count })
stock-out = Out of stock
stock-unknown = Stock unknown
stock-checking = Checking…
stock-checking-why = Not checked yet: it fills in by itself in a moment (without JavaScript, reload the page in a few seconds)
stock-checking-now = Checking now
stock-checked = Checked { $time }
stock-checked-old = Checked { $time } (not live)
stock-title = Checked { $time } UTC
stock-title-reason = { $reason } · checked { $time } UTC

## Lists of products

list-empty = No products match.
list-empty-hint = Try fewer filters, or a different category or brand.
list-image = Image
list-name = Name
list-stock = Stock
list-products = { $count ->
    [one] { $count } product
   *[other] { $count } products
}
list-parts = { $count ->
    [one] { $count } part
   *[other] { $count } parts
}
list-fetching = The catalogue is still being fetched from the supplier ({ $progress }). Lists show the products fetched so far; the lookup box finds any SKU.
list-fetching-starting = starting
list-stale = { $minutes ->
    [one] The supplier is not answering: shown from { $minutes } minute ago.
   *[other] The supplier is not answering: shown from { $minutes } minutes ago.
}
list-fold = Group colours and sizes
list-unfold = Show each colour and size
list-sort = Sort
list-view = View
list-grid = Grid
list-list = List
list-export-csv = Export CSV
list-more-exports = More exports
pager-label = Pages
pager-page = Page { $page }
pager-previous = ‹ Previous
pager-next = Next ›
sort-name = Name (A–Z)
sort-relevance = Best match
sort-sku = SKU
sort-price = RRP: low to high
sort-price-desc = RRP: high to low
sort-dealer = Dealer price: low to high
sort-dealer-desc = Dealer price: high to low
sort-newest = Newest first
sort-updated = Recently updated

## Bikes and facets

bike-customers = Customer's bike:
bike-remove = Remove the customer's bike
bike-remove-hint = Show parts for every bike
bike-lists-fit = Lists show only parts that fit.
bike-is-customers = This is the customer's bike
bike-set = Set as customer's bike
bike-make-label = Bike make
bike-make = Make
bike-model = Model
bike-year = Year
bike-any-make = Any make
bike-any-model = Any model
bike-any-year = Any year
bike-choose-make = Choose a make
bike-choose-model = Choose a model
bike-choose-year = Choose a year
bike-show-parts = Show parts
facet-only = Only { $name }
facet-remove = Remove the { $name } filter
facet-more = and { $count } more

## Bike pages

bikes-lede = Choose the make, then the model and year, to see the parts that fit.
bikes-models = { $count ->
    [one] { $count } model
   *[other] { $count } models
}
bikes-parts-for = Parts for { $bike }

## The lookup box

lookup-label = SKU or search
lookup-go = Go
lookup-suggestions = Suggestions
lookup-placeholder = SKU, EAN or name  ( / )
lookup-scan-placeholder = Scan or type a SKU to add it to the list
lookup-busy = Looking up…
lookup-enter = Enter to look up “{ $text }”

## Product images

gallery-count = Image { $n } of { $total } · use ← → to browse
gallery-larger = Show a larger image
gallery-images = Images
gallery-image = Image { $n }
gallery-larger-view = Larger image
gallery-close = Close ✕

## Watches and lost sales at the counter

watch-hint = Not enough in stock? Watch it for the customer: it shows on “Back in stock” when there is.
watch-sku = Watch { $sku } for a customer
watch-for = for { $name }
watch-who = Customer name, phone or email
watch-qty = Quantity wanted
watch-email = Email them when it is back
watch-button = Watch for this customer
lost-sale-not-made = Sale not made?
lost-from-search = Not what the customer asked for? Record a lost sale of “{ $text }”
lost-record-of = Record a lost sale of { $code }
lost-qty = Quantity lost
lost-reason = Reason
lost-note = Note
lost-note-placeholder = Note (needed for Other)
lost-record = Record lost sale
lost-reason-out-of-stock = Out of stock
lost-reason-not-in-catalogue = Not in the catalogue
lost-reason-does-not-fit = Does not fit
lost-reason-price = Price
lost-reason-other = Other

## Stock check

stock-form-skus = SKUs
stock-form-hint = One per line, or separated by commas, spaces or tabs. Up to { $max }.
stock-form-file = Or upload a CSV
stock-form-file-hint = A column headed “SKU” is used; otherwise every cell is read as a SKU.
stock-form-check = Check stock
stock-result-checked = { $count ->
    [one] { $count } SKU checked
   *[other] { $count } SKUs checked
}
stock-result-repeats = { $count ->
    [one] { $count } repeat merged
   *[other] { $count } repeats merged
}
stock-result-unknown = { $count } unknown
stock-result-rejected = { $count ->
    [one] { $count } entry could not be read as SKUs:
   *[other] { $count } entries could not be read as SKUs:
}
stock-result-over = Only the first { $max } SKUs were checked; { $count } more were left out.
stock-result-csv = Download CSV
stock-result-product = Product
stock-result-count = Count
stock-result-note = Supplier note
stock-result-unknown-sku = Unknown SKU

## Quote lists

quotes-new = New list
quotes-new-placeholder = Mr Patel, MT-09 2021
quotes-start = Start list
quotes-none = No quote lists yet. Start one here, or add a part from its page.
quotes-list = List
quotes-for = For
quotes-lines = Lines
quotes-changed = Changed
quote-title = Quote: { $name }
quote-date = Date
quote-valid = Prices valid for { $days } days, until { $until }, subject to stock.
quote-dealer-copy-mark = Dealer copy: not for the customer.
quote-prices-unchecked = Today's prices could not be checked: the prices shown are those when each line was added.
quote-empty = This list is empty. Add parts from their pages.
quote-totals = Totals
quote-total-rrp = Total RRP
quote-total-dealer = Total dealer ({ $currency })
quote-unpriced = Lines without a price
quote-scanned = Scanned or typed:
quote-search-it = Search for it
quote-scanned-added = { $sku } now on the list: quantity { $qty }.
quote-shared-notice = A colleague shared this list with you. It is theirs: copy it to change it.
quote-for = For
quote-copy-to-mine = Copy to my lists
quote-fit = Fit
quote-line-dealer = Line dealer
quote-order-remove = Order and remove
quote-qty-of = Quantity of { $sku }
quote-update = Update
quote-line-gone = No longer in the catalogue: prices as when added.
quote-line-rrp-was = RRP was { $price }
quote-line-dealer-was = dealer price was { $price }
quote-line-changed = Price changed since added: { $changes }.
quote-move-up = Move { $sku } up
quote-move-down = Move { $sku } down
quote-remove = Remove
quote-remove-sku = Remove { $sku }
quote-csv = Download CSV (SKU, quantity)
quote-printing-dealer = Printing the dealer copy (with dealer prices).
quote-customer-copy = Customer copy
quote-print-customer = Print this page for the customer's copy.
quote-dealer-copy = Dealer copy
quote-rename = Rename
quote-close-here = Close at the counter
quote-open-here = Open this list at the counter
quote-duplicate = Duplicate
quote-delete = Delete list
quote-all = All quotes
quote-share = Share with colleagues
quote-share-link = Colleagues' link (read only, they can copy it):
quote-unshare = Stop sharing
quote-for-customer = For a customer
quote-who = Name, phone or email
quote-set-customer = Set customer
quote-new-customer = New customer for this list
quote-fit-no-bike = No bike on record for this customer: add one on their page to see which parts fit.
quote-fit-not-ready = Fit is not said until the catalogue index has finished its first sync.
quote-fit-misfits = { $count ->
    [one] { $count } line does not fit the customer's { $bike }: marked below.
   *[other] { $count } lines do not fit the customer's { $bike }: marked below.
}
quote-fit-for = Fit marks are for the customer's { $bike }.
quote-not-for-customer = Not for this customer
quote-fit-bike = Fit for
quote-show-fit = Show fit
fit-fits = Fits
fit-no = Does not fit
fit-not-said = Fit not stated

## Customers, a customer's page and their language

customers-latest = Latest customers
customers-found = Customers found
customers-choose-for-quote = Choose the customer this quote list is for, or add them below.
customers-find = Find
customers-new = New customer
customers-save = Save customer
customers-limit = The shop keeps up to { $count ->
    [one] { $count } customer.
   *[other] { $count } customers.
}
customers-none = No customer matches. Add them below.
customers-choose = Choose
customers-this-one = This customer
customer-field-name = Name
customer-field-phone = Phone
customer-field-email = Email
customer-field-note = Note
customer-field-lang = Language
customer-name-limit = At most { $count } characters; longer text is cut there.
customer-form-hint = A name, and a phone number or an email address (or both).
customer-lang-same = Same as the portal
customer-lang-hint = Their copy of a quote and their emails are written in it.
customer-same-contact = Already a customer with this phone number or email:
customer-same-contact-ok = This is a different customer: save anyway
customer-note-lang-unknown = Nothing saved: choose the customer's language from the list.
customer-title = Customer: { $name }
customer-since = Customer since { $day }.
customer-lang-shown = Their quotes and emails are written in { $lang }.
customer-lang-shop = Their quotes and emails are written in the portal's language.
customer-start-quote = Start a quote for them
customer-change-details = Change details
customer-save-changes = Save changes
customer-data = Their data
customer-data-text = A copy of everything the shop keeps about this customer: their details, bikes, quote lists, watches, lost sales and history. Each copy made is noted in their history.
customer-data-manager = A manager can download or delete this customer's data.
customer-data-json = Download their data (JSON)
customer-data-csv = Download their data (CSV)
customer-delete-text = Deleting removes their details, bikes, history and watches. Their quote lists keep their lines and lost sales keep their counts, without their name. It cannot be undone.
customer-delete-confirm = Yes, delete this customer's record
customer-delete = Delete customer
customer-bikes-none = No bike yet: add one to see which parts on their quotes fit.
customer-bike-remove = Remove { $bike }
customer-bike-add = Add bike
customer-bikes-limit = Up to { $count ->
    [one] { $count } bike
   *[other] { $count } bikes
} a customer.
customer-quotes = Quote lists
customer-quotes-none = No quote list is for this customer yet.
customer-quote-line = { $name } ({ $count ->
    [one] { $count } line
   *[other] { $count } lines
}, changed { $changed })
customer-quote-colleague = a colleague's list
customer-watches = Parts they wait for
customer-watches-none = No open watches. Watch a part from its page or a quote line when it is out of stock.
customer-watch-wanted = Wanted
customer-watch-end = End
customer-watch-will-email = They are emailed when it is back.
customer-watch-emailed = Emailed { $time }
customer-watch-told-by = Told { $time } by { $name }
customer-watch-told = Told { $time }
customer-watch-back = Back: { $count } in stock (since { $since })
customer-watch-stock = { $count } in stock at { $time }
customer-watch-unchecked = Not checked yet
customer-watch-done = Done
customer-history = Changes
customer-history-open-access = open access
customer-history-created = Created
customer-history-changed = Changed { $fields }
customer-changed-name = name
customer-changed-phone = phone
customer-changed-email = email
customer-changed-note = note
customer-changed-lang = language
customer-history-bike-added = Added bike { $bike }
customer-history-bike-removed = Removed bike { $bike }
customer-history-exported = Exported their data ({ $format })
customer-history-watching = Watching { $sku } (quantity { $qty })
customer-history-watch-ended = Watch on { $sku } ended (done)
customer-history-emailed = Emailed that { $sku } is back
customer-history-told = Told { $sku } is back
customer-history-quote = Quote “{ $name }” made for them
customer-history-quote-emailed = Quote “{ $name }” emailed to them as a PDF
mail-customer-subject = Back in stock: { $product }
mail-customer-hello = Hello { $name },
mail-customer-back = The part you asked us to look out for is back in stock:
mail-customer-wanted = { $wanted } wanted, { $stock } in stock when we checked.
mail-customer-some = some
mail-customer-reply = Reply to this email or call in, and we will put it aside for you.
mail-quote-subject = Your quote: { $name }
mail-quote-hello = Hello { $customer },
mail-quote-attached = Attached is your quote “{ $name }” as a PDF. Its prices hold until { $until }, subject to stock.
mail-quote-reply = Reply to this email or call in with any question.

# (end of the customers' messages: new ones go above this line)


## Back in stock and its emails

back-checked = Stock last checked { $time }.
back-not-checked = Stock not checked yet.
back-open = { $count ->
    [one] { $count } open watch in all (the shop keeps up to { $max }).
   *[other] { $count } open watches in all (the shop keeps up to { $max }).
}
back-showing = Showing the latest { $count } back in stock: mark some done to see the rest.
back-none = No watched part is back yet.
back-since = Back since
back-sku = SKU
back-product = Product
back-wanted = Wanted
back-stock = In stock
back-customer = Customer
back-contact = Contact
back-told = Told
back-actions = Actions
back-not-yet-mail = Not yet: emailed at the next check.
back-not-yet-no-email = Not yet (no email on record).
back-not-yet = Not yet
back-mark-told = Told
back-to-quote = Add to their quote

quote-default-name = Quote { $time }
quote-name-for = Quote for { $name }

mail-shop-subject = { $count ->
    [one] { $count } watched part back in stock
   *[other] { $count } watched parts back in stock
}
mail-shop-intro = Back in stock, for customers waiting for them:
mail-shop-line = { $wanted } wanted, { $stock } in stock.
mail-shop-done = Mark each done on the portal's "Back in stock" page once the customer is told.

# (end of the back-in-stock messages: new ones go above this line)


## Lost sales, exports, status, sign-in, error pages and the search form's checks

search-bad-date = “{ $text }” is not a date. Use YYYY-MM-DD, e.g. 2024-05-04.
search-bad-id = “{ $text }” is not a valid id (a whole number).
search-too-long = Keep this under { $max } characters.
search-bad-sort = Unknown sort order “{ $text }”.
search-bad-page = Page must be a number from 1 to { $max }.
search-dates-reversed = This date is earlier than the “after” date above it: nothing could match.
search-fields-wrong = { $count ->
    [one] Please correct { $count } field before searching.
   *[other] Please correct { $count } fields before searching.
}
exports-title = Exports and feeds
exports-match-count = { $count ->
    [one] { $count } product matches this filter.
   *[other] { $count } products match this filter.
}
exports-whole-count = { $count ->
    [one] The whole catalogue: { $count } product.
   *[other] The whole catalogue: { $count } products.
}
exports-fetching = The catalogue is still being fetched from the supplier: exports are ready when that completes.
exports-products = Products
exports-filter-from-search = The filter comes from the search page.
exports-whole-instead = Export the whole catalogue instead
exports-with-stock = With stock (asks the supplier for every product: slower)
exports-bom = Mark CSV files as UTF-8 for Excel (byte order mark)
exports-cost-from = Shopify cost price from
exports-cost-dealer = Dealer { $currency }
exports-products-csv = Products CSV
exports-products-xlsx = Products XLSX (with a fitment sheet)
exports-fitment-csv = Fitment CSV
exports-shopify-csv = Shopify product CSV
exports-products-hint = Fitment has one row per product and model-year (make, model, year, MIC). The Shopify file has one row per product: price from the RRP, cost from the dealer price chosen above, tags from the category and the bikes it fits. Text a spreadsheet would read as a formula starts with an apostrophe.
exports-changes-count = { $count ->
    [one] { $count } change seen in the last { $days } days.
   *[other] { $count } changes seen in the last { $days } days.
}
exports-changes-waiting = The change history starts once the catalogue index has finished its first sync.
exports-changes = Changes since a date
exports-since = Since
exports-bom-short = Byte order mark for Excel
exports-changes-csv = Changes CSV
exports-changes-hint = New products, RRP and dealer price changes (old and new), renames, and products the supplier no longer lists, each with when a sync saw it.
exports-token-made = Token “{ $name }” made. Copy it now: it is not shown again.
exports-tokens = Feed tokens
exports-tokens-open = A token names a scheduled job (curl, a shop's importer) that pulls the export addresses above with “Authorization: Bearer <token>”: each pull is logged and counted under its name, and it opens nothing else. While the portal runs without sign-in the export addresses are as open as its pages, with or without a token.
exports-tokens-signin = A token lets a scheduled job (curl, a shop's importer) pull the export addresses above with “Authorization: Bearer <token>”, without signing in; it opens nothing else.
exports-token-created = Made
exports-token-last-pull = Last pull
exports-token-pulls = Pulls
exports-token-revoke = Revoke
exports-token-revoke-name = Revoke “{ $name }”
exports-token-never = never
exports-token-new-name = New token's name
exports-token-placeholder = Web shop nightly import
exports-token-make = Make token
error-title-not-found = Not found
error-title-input = Check your input
error-title-not-authorised = Portal not authorised
error-title-busy = Supplier busy
error-title-unreachable = Supplier unreachable
error-title-bad-response = Unreadable supplier data
error-title-rate-limited = Slow down
error-title-sign-in = Sign-in required
error-title-internal = Portal error
error-not-found = { $detail } was not found.
error-bad-request = { $detail }
error-invalid-filter = The supplier rejected the search: { $detail }
error-not-authorised = The portal is not authorised with the supplier. Tell your administrator (check CATALOGUE_API_KEY).
error-busy = The supplier is busy right now. Please try again in a moment.
error-unreachable = The supplier's catalogue cannot be reached right now. Please try again shortly.
error-bad-response = The supplier sent data the portal could not read.
error-rate-limited = Too many requests from this screen. Please wait a moment.
error-sign-in = Please sign in.
error-internal = Something went wrong in the portal: { $detail }
refused-too-many = Too many requests from this browser at once. Try again in { $seconds } s.
refused-other-site = This form can only be sent from the portal's own pages.
signin-title = Sign in · Dealer Desk
signin-heading = Sign in to Dealer Desk
signin-username = Username
signin-password = Password
signin-button = Sign in
signin-wrong = Wrong username or password.
signin-too-many = Too many failed sign-ins. Wait a few minutes, then try again.
signin-unsaved = Signing in is not possible just now: the session could not be saved. Try again in a moment.
signin-too-large = The sign-in form is too large: a username has at most 64 characters.
signin-busy = Many people are signing in right now. Try again in a moment.
signin-sign-out-unsaved = Signing out did not finish: the portal could not end the session. Try again in a moment.
access-signed-in-as = Signed in as { $user }
access-sign-out = Sign out
access-open = Open access: no sign-in is configured, so anyone who can reach this address can use the portal.
lost-from = From
lost-to = to
lost-show = Show
lost-download-xlsx = Download XLSX
lost-period-bad-end = A date did not read as YYYY-MM-DD, so the period ends today.
lost-period-bad-start = A date did not read as YYYY-MM-DD, so the period is the 30 days to its end.
lost-period-swapped = The period was back to front, so its dates were swapped.
lost-period-too-long = A period covers at most { $days } days, so it starts later.
lost-summary = { $total ->
    [one] { $total } lost sale
   *[other] { $total } lost sales
} ({ $units ->
    [one] { $units } part
   *[other] { $units } parts
}, worth { $value } at dealer prices) from { $from } to { $to }.
lost-unpriced = { $count ->
    [one] { $count } of them has no dealer price (a code the catalogue does not have, or the supplier did not answer): counted, not valued.
   *[other] { $count } of them have no dealer price (a code the catalogue does not have, or the supplier did not answer): counted, not valued.
}
lost-refused = { $count ->
    [one] { $count } more was not recorded in this period: an hour's limit was reached (600 an hour for the shop, 200 for one person).
   *[other] { $count } more were not recorded in this period: an hour's limit was reached (600 an hour for the shop, 200 for one person).
}
lost-by-reason = By reason
lost-col-lost = Lost
lost-col-parts = Parts
lost-col-value = Value
lost-col-code = SKU or code
lost-col-stock-now = Stock now
lost-col-to-order = To order
lost-reorder-title = Reorder list: parts lost for stock
lost-reorder-hint = Parts lost because they were out of stock, with the supplier's stock now. To order: the parts lost in the period less the stock now.
lost-reorder-csv = Reorder list as CSV
lost-reorder-xlsx = Reorder list as XLSX
lost-reorder-list = Reorder list
lost-by-code = By SKU or code
lost-latest = Latest
lost-none = None in this period.
lost-kept = Lost sales are kept for { $days } days, at most { $max } (the oldest go first). Values are at the dealer price of the day each was recorded.
lost-record-summary = Record a lost sale
lost-record-button = Record
status-title = Status
status-heading = Catalogue index status
status-backups = Backups
status-seconds = { $seconds } s
status-state = State
status-backup-off = Off: no BACKUP_DIR set
status-backup-postgres = The records are in Postgres: back them up with pg_dump
status-backup-waiting = Scheduled: the first backup is not taken yet
status-backup-ok = OK
status-backup-failed = Failed: see the last error
status-backup-overdue = Overdue: no backup for longer than scheduled
status-backup-folder = Folder
status-backup-schedule-label = Schedule
status-backup-schedule = every { $hours } h, the newest { $keep } kept
status-backup-last = Last backup
status-backup-last-folder = Last backup folder
status-backup-took = Last backup took
status-backup-attempt = Last attempt
status-backup-next = Next due
status-last-error = Last error
status-run = { $started } · { $took } · { $fetched } fetched · { $removed } removed · { $unreadable } unreadable
status-progress = { $done } of { $total } categories, { $products } products so far
status-progress-started = ; started { $started }
status-progress-left = { $minutes ->
    [one] , about { $minutes } minute left
   *[other] , about { $minutes } minutes left
}
status-progress-failed = ; last failed category: { $error }
status-building = Building: lists show the categories fetched so far until the first full sync ends
status-stale = Stale: no successful sync for a while
status-ready = Ready
status-products = Products indexed
status-fitment = Fitment pairs
status-families = Variant families
status-size = Size on disk
status-megabytes = { $size } MB
status-last-full = Last full sync
status-last-incremental = Last incremental sync
status-running = Running now
status-interval = Sync interval
status-interval-value = { $seconds } s
status-progress-label = Full sync progress
stock-count-skus = { $count ->
    [one] { $count } SKU
   *[other] { $count } SKUs
}
stock-count-over = { $count ->
    [one] { $count } over the limit of { $max } will be left out
   *[other] { $count } over the limit of { $max } will be left out
}
exports-token-bad-name = Give the token a name (up to { $max } characters), e.g. the shop that pulls with it.
exports-token-taken = A token with this name exists already: revoke it first, or choose another name.
exports-token-too-many = There are { $max } tokens already: revoke one first.
exports-token-unsaved = The token could not be saved, so it was not made. Try again in a moment.

## Roles and permissions
error-title-forbidden = Not allowed for your role
error-forbidden = Your account's role does not allow this. Ask a manager or the shop's owner.
role-staff = staff
role-manager = manager
role-owner = owner
refused-role = This needs a { $need } account or higher; yours is a { $role } account. Nothing was changed.
refused-unlisted = This address is not open to any role. Nothing was changed.
access-role = ({ $role })
prices-managers-only = Only a manager or the owner can change the price rules.
quote-note-discount-approval-refused = Nothing changed: that name and password are not a manager's or the owner's (or there were too many tries; wait a few minutes).
discount-approve-title = A manager's approval
discount-approve-line = A manager or the owner can give { $discount } off { $sku } by typing their name and password here.
discount-approve-quote = A manager or the owner can give { $discount } off the whole quote by typing their name and password here.
discount-approve-name = Manager's username
discount-approve-password = Password
discount-approve-submit = Approve and give the discount
prices-tiers = Price tiers
prices-tiers-note = A customer on a tier is quoted at its price instead of retail, and their copy shows what they save against retail. Choose a customer's tier on their page.
prices-no-tiers = No tiers yet: every customer pays retail.
prices-add-tier = Add or change a tier
prices-scope-tier = Tier
prices-tier-name = Tier's name
prices-basis-retail = Retail price − %
prices-rule-retail = Retail price − { $off }%, { $rounding }
rules-tier-name = Give the tier a name of 1 to 40 characters.
shop-price-none-retail = no retail price to start from
customer-note-tier-set = Their price tier is saved: their quotes are priced at it.
customer-note-tier-set-capped = Their price tier is saved: their quotes are priced at it. A discount on one of their quotes came to more than the shop's largest discount at those prices and was brought back within it.
customer-note-tier-unknown = The shop has no such price tier (it may just have been removed); nothing changed.
customer-tier-retail = Pays retail prices.
customer-tier-is = Price tier: { $tier }. Their quotes are priced at it.
customer-tier-gone = Their price tier was removed: they pay retail prices.
customer-tier-label = Price tier
customer-tier-retail-option = Retail (no tier)
customer-tier-save = Set tier
quote-total-retail = At retail
quote-tier-saving = Saving ({ $tier })
customer-history-tier = Put on price tier “{ $tier }”
customer-history-retail = Back to retail prices
customer-note-vat-number-bad = That is not a VAT or tax number: 4 to 20 letters and digits (spaces, dots and dashes allowed), e.g. GB 123 4567 89.
customer-changed-vat-number = VAT number
customer-field-vat = VAT or tax number
customer-vat-hint = For a business: their copies then show prices before tax, with the tax beside them.
customer-vat-number = Business, VAT number
quote-copy-vat-number = VAT number: { $number }
quote-copy-net-prices = Prices before VAT; the VAT is worked out on the total.
prices-tax-title = The shop's tax rate
prices-tax-from-region = { $region }% — the standard rate of the shop's region. Set the shop's own where its rate differs (a local rate, or a change not yet in the portal's table).
prices-tax-own = { $rate }% — set by the shop ({ $who }, { $when }); its region's standard rate is { $region }%. Empty the box to use the region's again.
prices-tax-own-rate = The shop's own rate, %
refused-role-home = Back to the home page

quote-note-other-no-description = Give the line a description: it is what the customer reads.
quote-note-other-description-long = A description is at most 120 characters.
quote-note-other-price-text = A price is a number with at most two decimals, such as 45 or 12.50.
quote-note-other-price-range = A price or an hourly rate is above 0 and at most 100,000.
quote-note-other-hours-text = Hours are a number with at most two decimals, such as 1.5.
quote-note-other-hours-range = Hours are above 0 and at most 999.99.
quote-note-other-labour-zero = Nothing added: those hours at that rate come to 0.00. Labour is charged at more than 0: give more hours, a higher rate, or a fixed price.
quote-note-other-hours-and-price = Give hours at a rate, or a fixed price: not both.
quote-note-other-no-price = Give a price (or, for labour, hours at a rate).
quote-note-other-no-rate = Give the hourly rate for those hours.
quote-note-other-code = A code is at most 64 characters, without spaces.
quote-note-other-kind = That is not a kind of line a quote takes.
quote-line-labour = Labour
quote-labour-hours = { $hours } h × { $rate }
quote-line-own = Not in the catalogue
quote-other-title = Add labour or a part not in the catalogue
quote-other-incl-tax = Prices as on the shelf: including VAT.
quote-other-excl-tax = Prices as on the shelf: before tax, which is added at the total.
quote-other-labour = Fitting labour
quote-other-typed = A part not in the catalogue
quote-other-description = Description
quote-other-hours = Hours
quote-other-rate = Rate per hour ({ $currency })
quote-other-fixed = or a fixed price ({ $currency })
quote-other-price = Price for one ({ $currency })
quote-other-code = Code (optional)
quote-other-add-labour = Add labour
quote-other-add-typed = Add the part
prices-labour-title = Labour rate
prices-labour-none = No labour rate is set: a labour line takes the rate typed with it, or a fixed price.
prices-labour-set = Labour is { $rate } an hour (set { $when } by { $who }).
prices-labour-rate = Rate per hour ({ $currency }); empty for none
nav-audit = Audit log
audit-title = Audit log
audit-note = Who did what, when and from where: sign-ins, refusals, changes to customers, prices and feed tokens, downloads and backups. Entries cannot be changed and are kept { $days } days; `dealer-desk audit verify` checks every one.
audit-who = Who
audit-action = Action
audit-any-action = Any
audit-from = From
audit-to = To
audit-record = Record
audit-show = Show
audit-when = When (shop time)
audit-address = Address
audit-detail = Detail
audit-none = No entries match.
audit-older = Older entries
audit-filter-day = A day is written as YYYY-MM-DD, such as 2026-11-28.
audit-filter-action = That is not an action the log records.
audit-filter-order = “From” is after “to”.
audit-sign-in = Signed in
audit-sign-in-failed = Sign-in failed
audit-sign-out = Signed out
audit-refused = Refused (role)
audit-customer-created = Customer created
audit-customer-changed = Customer changed
audit-customer-deleted = Customer deleted
audit-customer-exported = Customer’s data downloaded
audit-export = Download
audit-feed-token-made = Feed token made
audit-feed-token-revoked = Feed token revoked
audit-price-rule = Prices changed
audit-customer-tier = Customer’s price tier
audit-discount-approved = Discount above the cap
audit-discount-capped = Discount brought back to the cap
audit-backup-taken = Backup taken
audit-backup-restored = Backup restored
audit-pruned = Old entries removed
audit-dropped = Entries lost in a flood
ropa-title = Record of processing
ropa-intro = The personal data this portal holds for the shop, why, where, who can see it and for how long (UK and EU GDPR, article 30), made from the portal's stores and settings as they are now. Print it for the shop's records.
ropa-controller = Controller:
ropa-controller-unset = the shop (set SHOP_NAME and SHOP_ADDRESS to name it here)
ropa-made = As of { $day }.
ropa-data = Data
ropa-why = Why
ropa-where = Where
ropa-who = Who can see it
ropa-kept = Kept
ropa-count = Records now
ropa-place-server = the server's log (standard output, and DEALER_DESK_LOG_FILE when set)
ropa-who-staff = All signed-in staff
ropa-who-manager = Managers and owners
ropa-who-owner = Owners
ropa-who-server = Only those who run the server
ropa-kept-until-deleted = Until staff delete it (on request, from the customer's page)
ropa-kept-with-customer = Deleted with the customer
ropa-kept-days = { $days } days
ropa-kept-hours = { $hours } hours after sign-in, or until sign-out
ropa-kept-copies = The last { $keep } copies, one every { $hours } hours
ropa-kept-sent = Sent through the shop's mail server; the portal keeps only a note in the customer's history
ropa-kept-server = As the server's own log rotation keeps it
ropa-customers = Customers
ropa-customers-data = Name, phone, email, notes, language, VAT number, price tier and bikes
ropa-customers-why = To quote and sell parts to them and check what fits their bike
ropa-history = Customer history
ropa-history-data = Who changed a customer's record, when, and what (also emails sent to them)
ropa-history-why = So the shop can answer for every change to a customer's data
ropa-watches = Back-in-stock watches
ropa-watches-data = The customer, the part and how to tell them
ropa-watches-why = To tell the customer when a part they asked for is back in stock
ropa-lost = Lost sales
ropa-lost-data = What was asked for and why it was not sold, and the customer when named
ropa-lost-why = To see which parts the shop should keep
ropa-quotes = Quotes for customers
ropa-quotes-data = The parts, prices and discounts quoted to a customer
ropa-quotes-why = To give and keep the customer's quote
ropa-accounts = Staff accounts
ropa-accounts-data = Usernames, roles and password hashes (argon2id; never the password)
ropa-accounts-why = To let staff sign in and do what their role allows
ropa-sessions = Sign-in sessions
ropa-sessions-data = The account, a digest of the browser's cookie, and when the session ends
ropa-sessions-why = To keep staff signed in
ropa-audit = Audit log
ropa-audit-data = Who did what and when, from which network address, to which record
ropa-audit-why = To keep the shop's records secure and answer for their use
ropa-log = Server log
ropa-log-data = Account names and network addresses in the lines about sign-ins and changes
ropa-log-why = To run the portal and find faults
ropa-backups = Backups
ropa-backups-data = Copies of everything above that the portal keeps in its files
ropa-backups-why = To restore the shop's records after a fault
ropa-email = Email
ropa-email-data = A customer's name and email address, and what was sent (a quote, a part back in stock)
ropa-email-why = To send the customer what they asked for
nav-staff = Staff
access-change-password = Change password
staff-title = Staff accounts
staff-intro = Staff do the counter's work; managers add reports, exports, price rules and discounts above the cap; owners add staff accounts, settings and the audit log. A change counts at once, on every portal of the shop.
staff-no-sign-in = This portal runs without sign-in, so there are no accounts to manage. Make the first owner with a users file (DEALER_DESK_USERS_FILE, a line from “dealer-desk hash-password”) and start the portal again; then add everyone else here.
staff-count = Accounts: { $count } (at most { $most })
staff-add-heading = Add an account
staff-add-hint = The new account gets a one-time password, shown once, which works for { $hours } hours; at their first sign-in the person chooses their own.
staff-name = Name
staff-role = Role
staff-add = Add account
staff-you = you
staff-last-sign-in = Last signed in { $at }
staff-never-signed-in = Never signed in
staff-changed = Changed { $at } by { $by }
staff-change-role = Change role
staff-reset = Reset password
staff-sign-out = Sign out everywhere
staff-disable = Disable
staff-enable = Enable
staff-state-active = Active
staff-state-one-time = One-time password not used yet
staff-state-one-time-expired = One-time password ran out
staff-state-disabled = Disabled
staff-done-add = Account “{ $name }” added.
staff-done-role = The role of “{ $name }” is changed.
staff-done-reset = The password of “{ $name }” is reset and their sessions are ended.
staff-done-sign-out = “{ $name }” is signed out everywhere.
staff-done-disable = “{ $name }” is disabled and signed out everywhere.
staff-done-enable = “{ $name }” is enabled again.
staff-one-time = Their one-time password (give it to them in person; it is not shown again):
staff-one-time-until = It works until { $until }, once; then they choose their own.
staff-problem-name = A name is 1 to 64 letters, digits or . _ @ - characters.
staff-problem-taken = Another account already has this name.
staff-problem-no-such = There is no account with this name.
staff-problem-role = Choose a role: staff, manager or owner.
staff-problem-last-owner = This is the last owner who can sign in: make another account an owner first.
staff-problem-yourself = You cannot disable your own account.
staff-problem-too-many = The portal keeps no more accounts: disable one that is not needed, or enable one again.
staff-problem-unsaved = The change could not be saved just now; nothing was changed. Try again in a moment.
staff-problem-no-sign-in = This portal runs without sign-in: make the first owner with a users file.
password-title = Your password
password-choose-heading = Choose your own password
password-choose-note = You signed in with a one-time password. Choose a password of your own to go on; only you will know it.
password-change-heading = Change your password
password-change-note = Every other place you are signed in will be signed out.
password-current = Current password
password-new = New password
password-again = New password again
password-button = Save password
password-rule = At least { $count } characters. A few words you will remember make a good one.
password-back = Back to the portal
password-done-heading = Password saved
password-done-note = Your new password is saved. Every other place you were signed in is signed out.
password-done-go = Go on to the portal
password-too-short = The new password is too short.
password-too-long = The new password is too long (at most 128 characters).
password-mismatch = The two new passwords are not the same.
password-guessable = Choose a password other than your name or the password you have now.
password-wrong-current = The current password is not right.
password-unsaved = The password could not be saved just now; the old one still works. Try again in a moment.
audit-staff-added = Staff account added
audit-staff-role = Staff account's role changed
audit-staff-password-reset = Staff account's password reset
audit-staff-signed-out = Staff account signed out everywhere
audit-staff-disabled = Staff account disabled
audit-staff-enabled = Staff account enabled
audit-password-changed = Own password changed
ropa-kept-account = As long as the shop has the account: someone who leaves is disabled on the staff page, not removed, so the audit log's names keep meaning someone
access-two-factor = Two-factor sign-in
signin-code-heading = Code from your app
signin-code-note = Type the six-digit code your authenticator app shows for Dealer Desk, or one of your recovery codes.
signin-code-label = Code
signin-code-start-again = Start again
two-factor-title = Two-factor sign-in
two-factor-setup-heading = Set up two-factor sign-in
two-factor-setup-note = Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), then type the six-digit code it shows.
two-factor-required-note = Your role signs in with a second factor: set it up to go on.
two-factor-qr-label = QR code for your authenticator app
two-factor-key = Or type this key into the app:
two-factor-code = Code from the app
two-factor-turn-on = Turn on
two-factor-on-heading = Two-factor sign-in is on
two-factor-on-note = Each sign-in asks for a code from your app after your password. Recovery codes left: { $count }.
two-factor-recovery-heading = Your recovery codes
two-factor-recovery-note = Each works once, instead of a code, if your phone is lost. Keep them somewhere safe (printed, or in a password manager): they are not shown again.
two-factor-new-recovery = New recovery codes
two-factor-new-recovery-note = Makes ten new codes; the old ones stop working.
two-factor-turn-off = Turn off
two-factor-wrong = That code is not right, or was used already. Type the code your app shows now.
two-factor-required = Your role must sign in with a second factor, so it cannot be turned off. If your phone is lost, an owner can reset it.
two-factor-unsaved = This could not be saved just now; nothing changed. Try again in a moment.
two-factor-go-on = Go on to the portal
staff-two-factor-on = Two-factor on
staff-reset-two-factor = Reset two-factor
staff-done-two-factor = The second factor of “{ $name }” is reset and their sessions are ended; they set up a new one at their next sign-in.
audit-staff-two-factor-reset = Staff account's second factor reset
audit-two-factor-on = Second factor turned on
audit-two-factor-off = Second factor turned off
audit-recovery-codes-new = New recovery codes made
discount-approve-code = Their code, if they sign in with one
signin-sso = Sign in with { $provider }
signin-sso-default = Sign in with single sign-on
signin-sso-failed = Single sign-on did not complete. Try again.
signin-sso-unreachable = The single sign-on service cannot be reached just now. Try again in a moment, or sign in with a password.
signin-sso-no-role = Your account there has no role in this portal. Ask the shop's owner to add you to a group that has one.
signin-sso-refused = This account cannot sign in here. Ask the shop's owner.
staff-problem-sso = This account signs in through single sign-on: its password is kept there.
staff-sso = Single sign-on
account-sso-heading = Your sign-in is the shop's single sign-on
account-sso-note = Your password and second factor are kept by the shop's single sign-on provider: change them there.
# Special orders
nav-orders = Orders
nav-orders-count = { $count ->
    [one] { $count } order line waiting for the shop
   *[other] { $count } order lines waiting for the shop
}
order-pay-cash = Cash
order-pay-card = Card
order-pay-other = Other
order-state-to-order = To order
order-state-ordered = Ordered
order-state-arrived = Arrived
order-state-collected = Collected
order-state-cancelled = Cancelled
order-problem-deposit-text = The deposit must be an amount (25.00) or a percentage (20%), and the payment method cash, card or other.
order-problem-deposit-negative = A deposit cannot be below zero.
order-problem-deposit-above = The deposit is more than the order's total: take at most the total.
order-problem-no-lines = Choose at least one priced part to order.
order-problem-wrong-step = That line cannot take that step now: it has moved on (the page may be old).
order-problem-day = The expected day must be a date (YYYY-MM-DD).
order-problem-expected = The expected day cannot be before today.
order-problem-reason = Say why the line is cancelled.
order-problem-too-long = Keep a reference, place or reason to 200 characters.
orders-section-to-order = To order ({ $count })
orders-section-awaiting = Awaiting arrival ({ $count })
orders-section-arrived = Arrived, not collected ({ $count })
orders-section-done = Done ({ $count })
order-note-made = Order made: the deposit is recorded. Print the receipt for the customer.
order-note-moved = The line moved on.
order-note-told = Noted: the customer was told.
order-note-emailed = The customer was emailed that it arrived.
order-note-email-failed = The email could not be sent (check the shop's mail settings); tell the customer another way and mark them told.
order-note-email-no-address = The customer has no email address: tell them another way and mark them told.
order-note-limit = A limit was reached (200 orders per customer, 100 lines per order, 10,000 open orders): finish or cancel some first.
order-note-no-such-order = There is no such order or line.
order-note-no-customer = An order needs a customer: choose who this quote is for first.
order-note-busy = The records could not be reached just now: nothing was changed. Try again.
order-note-filter-day = A day in the filter is not a date (YYYY-MM-DD): it was left out.
order-line-reference = Ref. { $reference }
order-line-expected = expected { $day }
order-line-arrived = arrived { $time }
order-line-place = kept at { $place }
order-line-told = told { $time } by { $by }
order-line-emailed = emailed { $time }
order-line-collected = collected { $time }, handed over by { $by }
order-line-cancelled = cancelled: { $reason }; { $refund } back, { $fee } kept
order-reference = Supplier's order reference
order-expected = Expected on
order-mark-ordered = Ordered
order-place = Kept where
order-mark-arrived = Arrived
order-mark-told = Told
order-email-now = Email now
order-mark-collected = Collected, balance paid
order-cancel-line = Cancel this line
order-cancel-refund = Refund to give back: { $refund }.
order-cancel-reason = Why
order-cancel-confirm = Cancel and refund
order-title = Order { $order }
order-made = Made { $time } by { $by }
order-deposit-taken = Deposit taken: { $amount } ({ $method })
order-customer-deleted = The customer's record was deleted; the order's money is kept.
order-tell-email = The customer is emailed when a part arrives.
order-tell-staff = Staff tell the customer when a part arrives.
order-receipt = Receipt (PDF)
order-quote = The quote
order-all-orders = All orders
order-state = State
order-actions = What to do
order-fees = Restocking fees kept
missing-order = No such order
missing-order-text = This order is not in the records: the link may be old.
receipt-total = Total
receipt-deposit = Deposit paid
receipt-refunded = Refunded
receipt-due = Balance due
receipt-title = Special order { $order }
receipt-date = Ordered on { $day }
receipt-deposit-paid = Deposit paid: { $amount } ({ $method })
receipt-expected = Expected on { $day }
receipt-arrived = Arrived: ready to collect
receipt-collected = Collected
receipt-cancelled = Cancelled; { $refund } refunded
receipt-hours = Opening hours: { $hours }
order-new-title = Order for the customer: { $name }
order-back-to-quote = Back to the quote
order-deposit-default = Type an amount (25.00) or a percentage (50%); left empty, the shop takes { $rate } %: { $amount }.
order-left-out = { $count ->
    [one] { $count } line cannot be ordered (labour, or no price of the shop's) and is left out.
   *[other] { $count } lines cannot be ordered (labour, or no price of the shop's) and are left out.
}
order-choose = Order this line
order-deposit = Deposit
order-method = Paid by
order-email-on-arrival = Email the customer when a part arrives
order-take-deposit = Take the deposit and order
orders-filter-customer = Customer
orders-filter-any-state = Any state
orders-filter-from = Made from
orders-filter-to = Made until
orders-filter-apply = Show
orders-for-orders = Orders
orders-to-order-sum = To order from the supplier, by SKU
orders-download-csv = Download CSV
orders-download-xlsx = Download Excel
orders-late-expected = late
orders-late-collect = waiting over { $days } days
orders-none = None.
orders-showing = Showing the first { $count }: filter to see the rest.
orders-order = Order
orders-customer = Customer
mail-order-subject = Your order { $order } has arrived
mail-order-hello = Hello { $name },
mail-order-arrived = The part you ordered with us (order { $order }) has arrived and is kept for you:
mail-order-due = Balance to pay when you collect: { $amount }
mail-order-hours = Our opening hours: { $hours }
mail-order-reply = Reply to this email if you have a question.
customer-history-order-made = Special order { $order } made
customer-history-order-line = Order { $order }: { $sku } { $state }
customer-history-order-told = Order { $order }: told { $sku } arrived
customer-history-order-emailed = Order { $order }: emailed that { $sku } arrived
quote-order-for-customer = Order for the customer
customer-orders = Special orders
customer-orders-none = No special orders.
customer-orders-kept = If this customer's record is deleted, the money records of their orders are kept without their name: the accounts need them.
customer-orders-held = Deposits held: { $amount }
customer-orders-made = Made
customer-orders-lines-head = Lines
customer-orders-lines = { $count ->
    [one] 1 line, { $open } open
   *[other] { $count } lines, { $open } open
}
order-mark-collected-taking = Collected: take { $amount }
order-paid = Paid at collection
order-owed-back = Owed back to the customer
money-sum-total = Total { $amount }
money-sum-deposit = deposit { $amount }
money-sum-paid = paid at collection { $amount }
money-sum-refunded = refunded { $amount }
money-sum-fees = fees kept { $amount }
money-sum-due = due { $amount }
money-sum-owed-back = owed back { $amount }
order-line-email-sending = email being sent
order-line-email-failed = the email did not go: email again or tell them yourself
stock-on-order = On order for customers
audit-order-made = Special order made
audit-order-cancelled = Special order line cancelled
labels-title = Shelf labels
labels-print = Print labels
labels-format = Labels
labels-format-l7160 = A4 sheet, 21 labels (Avery L7160)
labels-format-5160 = US Letter sheet, 30 labels (Avery 5160)
labels-format-brother = Brother roll, 62 × 29 mm
labels-start = Start at label
labels-each = How many
labels-price = Price
labels-price-shop = The shop's price
labels-price-none = No price
labels-make = Make the labels (PDF)
labels-zpl = For a Zebra printer (ZPL)
orders-to-order-showing = The first { $count } of { $all } SKUs: the downloads have them all.
scan-open = Scan
scan-title = Scan a barcode
scan-starting = Starting the camera…
scan-looking = Hold a label's barcode in front of the camera.
scan-denied = The camera was refused. Allow it for this site in the browser's settings to scan.
scan-no-camera = No camera was found on this device.
scan-no-decoder = This browser cannot read barcodes. Type the code into the box instead.
scan-keep = Keep scanning onto the open list
scan-count = Scanned: { $count }
scan-added = Added { $sku }
scan-unknown = No part has the code { $code }
scan-failed = The list could not take it. Try again.
scan-keep-count = Keep scanning into this count
scan-count-failed = The count did not take it: type it into the box to see why.
scan-close = Done
labels-price-rrp = The recommended retail price (RRP)
nav-shelf = Our shelf
audit-stock-adjusted = Stock adjusted
audit-stock-bins = Part put in its bins
stock-kind-opening = Opening stock
stock-kind-received = Received
stock-kind-sold = Sold
stock-kind-returned = Returned
stock-kind-adjusted = Adjusted
stock-kind-counted = Counted
stock-kind-moved = Moved between bins
stock-reason-damaged = Damaged
stock-reason-found = Found
stock-reason-theft = Theft
stock-reason-workshop = Used in the workshop
stock-reason-correction = Correction
stock-problem-quantity = Type the quantity as a whole number, with a minus sign for units that leave the shelf (for example -2).
stock-problem-too-many = That is more than 1,000,000 units: check the quantity.
stock-problem-zero = A quantity of 0 changes nothing: type how many units to add or take off.
stock-problem-reason-direction = That reason does not fit the quantity: damaged, theft and workshop take units off (-), found adds them (+).
stock-problem-reason = Choose a reason from the list.
stock-problem-note = The note is too long (500 characters at most).
stock-problem-cost = Type the cost as an amount, such as 12.50.
stock-problem-bin = A bin is up to 20 letters, digits, dashes, dots or slashes (for example B-04-2).
stock-problem-bins = A part has at most three bins.
stock-problem-bin-twice = The same bin is typed twice.
stock-problem-part = The catalogue has no part with that SKU or EAN.
shelf-adjusted = The stock is adjusted.
shelf-bins-set = The bins are saved.
shelf-not-allowed = Only a manager can adjust stock.
shelf-busy = The shelf cannot be changed just now: nothing was saved. Try again in a moment.
shelf-none = none on our shelf
shelf-available = { $count } available
shelf-on-hand-held = { $on_hand } on hand, { $held } held for customers
shelf-ours = Ours
shelf-unread = our shelf cannot be read just now
shelf-bin = bin
shelf-wants-count = Below zero: count it
shelf-title = Our shelf
shelf-worth = Average cost { $average } · value on hand { $value }
shelf-bins-label = Bins
shelf-bins-hint = Up to three, the main one first, separated by commas (B-04-2, OVERFLOW).
shelf-bins-save = Save bins
shelf-adjust = Adjust the stock
shelf-adjust-qty = Units (+ or -)
shelf-adjust-qty-hint = -2 takes two off the shelf, 3 adds three.
shelf-adjust-reason = Reason
shelf-adjust-choose = Choose…
shelf-adjust-note = Note
shelf-adjust-save = Adjust
shelf-no-movements = No movements yet: the shop has not kept this part.
shelf-col-cost = Unit cost
shelf-col-when = When
shelf-col-what = What
shelf-col-qty = Units
shelf-col-after = On hand after
shelf-col-who = Who
shelf-col-said = Reference or note
shelf-col-bins = Bins
shelf-col-available = Available
shelf-col-on-hand = On hand
shelf-col-held = Held
shelf-col-value = Value
shelf-movements = Latest movements, newest first
shelf-more-movements = Older movements are kept and not shown here.
shelf-supplier = Supplier
shelf-page-title = Our shelf
shelf-filter-bin = Bins starting with
shelf-filter-order = Sort by
shelf-order-bin = Bin
shelf-order-sku = SKU
shelf-filter-show = Show
shelf-parts = { $count ->
    [one] { $count } part
   *[other] { $count } parts
}
shelf-value = worth { $value } at cost
shelf-download-csv = Download CSV
shelf-page-of = Page { $page } of { $pages }
shelf-empty = No part on the shelf here yet: put a part in its bins on its page, or bring stock in.
ropa-stock = Stock movements
ropa-stock-data = The staff account that made each movement of the shop’s stock, opened, counted a line of, or posted a count, and when
ropa-stock-why = To keep the shop’s stock records true and answer for every change to them
ropa-kept-ledger = As long as the shop’s stock records: a movement is never changed or deleted
audit-stock-imported = Stock brought in from a file
shelf-imported = { $count ->
    [one] { $count } part brought in.
   *[other] { $count } parts brought in.
}
shelf-import-link = Bring stock in from a file
import-title = Bring stock in
import-intro = Send a CSV or Excel file: you see what it would change, row by row, before anything is written. Each part’s on hand is set to the file’s quantity.
import-columns = Columns, by their heading: SKU or EAN, Quantity (or On hand), and if you have them Bins (up to three, separated by commas) and Cost (of one unit). The shelf’s own file reads back unchanged.
import-file = File (CSV or .xlsx, up to 16 MB)
import-check = Check the file
import-preview = What the file would do
import-summary = New to the shelf: { $new } · changed: { $changed } · already the same: { $same } · refused: { $refused }
import-write = { $count ->
    [one] Bring { $count } part in
   *[other] Bring { $count } parts in
}
import-write-refused-left = The refused rows are left out: correct them and send the file again to bring them in.
import-changed = The shelf changed since the check: nothing was written. Here is what the file would do now.
import-more = … and { $count } more
import-refused = Refused rows
import-rows = Rows to bring in
import-col-line = Line
import-col-code = SKU or EAN
import-col-why = Why
import-col-was = On hand now
import-col-now = On hand after
import-new = new
import-row-no-code = No SKU or EAN
import-row-unknown = The catalogue has no such part
import-row-duplicate = The same part as an earlier row
import-row-quantity = The quantity is not a whole number of units, 0 or more
import-row-too-many = More than 1,000,000 units
import-row-bins = The bins are not up to three short codes (such as B-04-2)
import-row-cost = The cost is not an amount (such as 12.50)
import-file-columns = No heading names the part (SKU or EAN) and the quantity: add a first row with them.
import-file-empty = The file has no rows to bring in.
import-file-rows = The file has more than 100,000 rows: split it.
import-file-large = The file is larger than 16 MB: split it.
import-file-unreadable = The file is neither CSV text (UTF-8) nor an Excel workbook (.xlsx).
labels-bin = Print each part’s main bin
value-title = What the shelf is worth
value-summary = At the end of { $day }: { $value } at cost, { $parts } parts, { $units } units
value-on = Worth at the end of
value-from = Movements from
value-to = to
value-period = Movements from { $from } to { $to }
value-opening = Opening value
value-closing = Closing value
value-by-category = By category
value-by-brand = By brand
value-unnamed = Not named in the catalogue
value-col-parts = Parts
value-col-name = Name
value-problem-day = Give each day as a date (YYYY-MM-DD): today is shown.
value-problem-order = The period ends before it starts: today is shown.
# Counts of the shelf
count-title = Counts
count-link = Counts
count-open = Open a count
count-scope-whole = The whole shelf
count-scope-bins = A range of bins
count-scope-category = A category
count-scope-list = A list of parts
count-from = From bin
count-to = To bin
count-category = Category
count-list = SKUs (one a line, or separated by commas)
count-show-record = Show what the record says to the person counting (not blind)
count-open-button = Open the count
count-none = No count yet. Open one above: the whole shelf, a range of bins, a category or a list of parts.
count-col-number = Count
count-col-covers = Covers
count-col-state = State
count-col-counted = Counted
count-col-opened = Opened
count-col-closed = Closed
count-review = Review and post
count-cancelled = The count was cancelled. Nothing on the shelf changed.
count-covers-bins = Bins { $bins }
count-covers-category = Category { $category }
count-progress = { $counted } of { $lines } counted
count-opened-by = opened by { $who }, { $when }
count-blind = blind
count-not-allowed = Only a manager can do that.
count-busy = The count could not be changed just now. Nothing was changed: try again.
count-state-open = Open
count-state-posted = Posted
count-state-cancelled = Cancelled
count-problem-scope = Choose what the count covers.
count-problem-bins = Type the first and last bin of the range (up to 20 letters, digits, dashes, dots or slashes each), first before last.
count-problem-category = Type the category to count, as the catalogue names it.
count-problem-empty-list = Type or paste the SKUs to count.
count-problem-long-list = A list count names at most { $max } parts: count bins or a category instead.
count-problem-not-sku = “{ $code }” is not a SKU.
count-problem-nothing = No part on the shop's shelf is in what was asked.
count-problem-quantity = Type a whole number of units, 0 or more (=N sets the line).
count-problem-too-many = That is more units than a line can count.
count-problem-unknown-code = No part has the code “{ $code }”.
count-problem-not-in-count = { $code } is not in this count: count it in a count of its own bins, or of the whole shelf.
count-problem-closed = This count is closed: nothing was changed.
count-problem-recounts = { $count ->
    [one] One line waits for its recount: post the count when it is counted.
   *[other] { $count } lines wait for their recount: post the count when they are counted.
}
count-problem-no-count = There is no such count.
count-show-all = Every line
count-show-to-count = Still to count
count-show-recount = To count again
count-show-review = Differences
count-sheet-title = Count #{ $number }
count-counted = { $sku }: { $count } counted.
count-opened = The count is open: scan or type each part.
count-closed-note = This count is closed: it can no longer be counted.
count-no-lines = No line here.
count-code = Scan or type a SKU or EAN
count-qty = How many
count-qty-hint = Empty: one more. A number: that many more. =N: the line is N.
count-add = Count
count-recount-badge = count again
count-set-label = Counted of { $sku }
count-set = Set
count-col-record = Record
count-col-counted-qty = Counted
count-review-title = Count #{ $number }: review
count-posted = { $count ->
    [one] The count is posted: one movement put the shelf right.
   *[other] The count is posted: { $count } movements put the shelf right.
}
count-recount-asked = { $count ->
    [one] One line was sent back to be counted again.
   *[other] { $count } lines were sent back to be counted again.
}
count-to-sheet = Counting sheet
count-total-lines = Lines
count-total-counted = Counted
count-total-differing = Differences
count-total-recounts = Waiting for a recount
count-total-units = Units
count-total-value = Value at cost
count-no-differences = No difference and nothing left to count.
count-col-difference = Difference
count-col-value = Value
count-col-by = Counted
count-post = Post the count
count-uncounted-leave = Leave lines nobody counted as they are
count-uncounted-zero = Lines nobody counted: none was found (take them to zero)
count-post-button = Post the differences
count-recount-all = Count every difference again
count-cancel = Cancel the count
count-was = was { $count }
count-recount = Count again
audit-stock-count-opened = Count opened
audit-stock-recount-asked = Lines of a count sent back
audit-stock-count-posted = Count posted
audit-stock-count-cancelled = Count cancelled

stock-problem-pack = A pack holds a whole number of units, from 1 to 10,000.
shelf-packs-of = in packs of { $count }
shelf-pack-label = Units a pack
shelf-pack-hint = 1 when sold singly; stock is always counted in units.
count-packs-units = (packs of { $count }: count units)
shelf-download-xlsx = Download XLSX
search-bin-shelf = The parts in bin { $bin } are on our shelf’s list →
audit-sale-made = Sale made
## Sales at the counter
nav-sales = Sales
sale-title = Sell: { $name }
sale-walk-in = Walk-in customer
sale-sold-before = This list was sold before, on invoice
sale-line-short = Fewer on our shelf than sold
sale-short-ask = Our shelf has fewer than this sale takes of { $skus }.
sale-anyway = Sell anyway (the shelf goes below zero and the part is marked for a count)
sale-order-instead = Make a special order of this list instead
sale-all-card = All by card
sale-all-cash = All in cash, exact
sale-split = Or split the payment
sale-pay-hint = The total is { $total }. Type what each method takes; cash may be more, and the change is shown.
sale-take-payment = Take payment
sale-method-cash = Cash
sale-method-card = Card
sale-method-transfer = Bank transfer
sale-method-voucher = Voucher
sale-method-other = Other
sale-tendered = Cash tendered
sale-change = Change to give
sale-done = Sold. The invoice is below.
sale-done-again = This sale was already made: here is its invoice (nothing was sold twice).
sale-margin = Margin
sale-not-allowed = Your role may not sell.
sale-busy = The sale could not be saved just now: nothing was sold. Try again.
sale-problem-no-lines = There is nothing on this list to sell.
sale-problem-too-many-lines = A sale takes at most 500 lines.
sale-problem-line = A line cannot be sold as it is: { $skus }.
sale-problem-no-payment = Take a payment: type an amount, or choose "All by card" or "All in cash".
sale-problem-amount = Type an amount as money, e.g. 12.50.
sale-problem-not-positive = An amount must be more than zero.
sale-problem-too-large = That amount is too large for one payment.
sale-problem-short = The payments are { $amount } short of the total.
sale-problem-over-paid = The payments are { $amount } more than the total; only cash gives change.
sale-problem-method = Choose a payment method.
sale-problem-form = This form is old: open the sale page again.
sale-problem-short-shelf = Our shelf has fewer of { $skus } than this sale takes: tick "Sell anyway", or make a special order.
sale-problem-unpriced = A line of this list has no price yet: price every line before selling.
invoice-title = Invoice { $number }
invoice-made = Issued { $time } by { $by }
invoice-to = To
invoice-issued = Date of issue: { $day }
invoice-supplied = Date of supply: { $day }
invoice-served-by = Served by { $name }
invoice-unit-net = Unit price (net)
invoice-line-net = Net
invoice-line-off = Discount { $amount }
invoice-net-at = Net at { $rate }%
invoice-total = Total
invoice-paid-by = Paid by { $method }
invoice-simplified = Simplified VAT invoice: prices include VAT.
invoice-net-prices = Prices are before VAT; the VAT is added at the rate shown.
invoice-pdf = Invoice (PDF)
invoice-receipt = Receipt (80 mm)
receipt-thanks = Thank you for your custom.
missing-invoice = No such invoice
missing-invoice-text = This invoice is not in the records: the link may be old.
sales-number = Invoice
sales-day = Date
sales-customer = Customer
sales-payments = Paid by
sales-by = Sold by
sales-filter-number = Invoice number
sales-filter-by = Sold by
sales-filter-method = Paid by
sales-filter-any-method = Any method
sales-matched = { $count ->
    [one] One invoice or credit note: { $total } after refunds
   *[other] { $count } invoices and credit notes: { $total } after refunds
}
sales-credit-for = Credit note for invoice { $number }
sales-problem-day = Type a day as YYYY-MM-DD, e.g. 2026-12-07.
sales-csv = Download as CSV
sales-xlsx = Download as a workbook
quote-sell = Sell
## Returns and credit notes
return-open = Take back
return-title = Take back from invoice { $number }
return-sold-at = Sold { $time }
return-all-back = Everything on this invoice has come back.
return-take-back = Take back and refund
return-back-to-invoice = Back to the invoice
return-qty-of = How many of { $what } to take back
return-sold = Sold
return-returned = Back before
return-qty = Take back
return-damaged = Damaged (not back on the shelf)
return-reason = Reason
return-reason-choose = Choose a reason
return-reason-not-needed = Not needed
return-reason-wrong-part = Wrong part
return-reason-faulty = Faulty
return-reason-other = Other (say why in the note)
return-note = Note
return-refund-by = Refund by
return-late = This sale is more than { $days ->
    [one] one day
   *[other] { $days } days
} old: a manager approves the return.
return-done = Taken back. The credit note is listed below.
return-busy = The return could not be saved just now: nothing was taken back. Try again.
return-problem-nothing = Type how many of a line to take back.
return-problem-quantity = Type a quantity as a whole number, e.g. 1.
return-problem-too-many = More of { $what } than is left to take back on this invoice.
return-problem-reason = Choose a reason.
return-problem-reason-unsaid = Say why in the note when the reason is "Other".
return-problem-note = The note is too long: at most 300 characters.
return-problem-method = Choose how the refund is paid.
return-problem-manager = This return is past the shop's days for returns: a manager types their name, password and code to approve it.
invoice-returned-line = { $count } of { $what } taken back
invoice-credit-notes = Credit notes
invoice-credit-note = { $number }, { $time }: { $amount } refunded by { $method }
invoice-credit-pdf = Credit note (PDF)
credit-title = Credit note { $number }
credit-issued = Date of issue: { $day }
credit-refers-to = Refers to invoice { $number } of { $day }
credit-reason = Reason: { $reason }
credit-approved-by = Approved by { $name }
credit-damaged = Damaged: not back in stock
credit-total = Total refunded
credit-refunded-by = Refunded by { $method }
audit-sale-returned = Parts taken back
## The day's takings
day-title = The day's takings
day-link = The day's takings and cash-up
day-day = Day
day-whole-shop = the whole shop
day-of-person = sold by { $name }
day-sales = { $count ->
    [one] One sale
   *[other] { $count } sales
}: { $total }
day-returns = { $count ->
    [one] One return
   *[other] { $count } returns
}: { $total }
day-net = Takings less refunds
day-method = Paid by
day-taken = Taken
day-refunds = Refunded
day-method-net = Net
day-refunded = Refunded { $amount }
day-people = Who sold
day-sales-count = Sales
day-cash-up = Cash-up
day-float = Float at the start
day-expected = The till should hold
day-counted = Cash counted
day-difference = Difference (over or short)
day-close-hint = Cashing up closes the day: a sale made after it is dated the next day.
day-close = Cash up and close the day
day-closed-by = Cashed up by { $name }, { $time }.
day-open = This day has not been cashed up.
day-done-closed = The day is cashed up and closed.
day-z-report = Z report (PDF)
day-z-title = Z report, { $day }
day-problem-amount = Type the float and the cash counted as money, e.g. 150.00.
day-problem-closed = This day was cashed up already: nothing was changed.
day-problem-not-allowed = Only a manager cashes up a day.
day-problem-busy = The cash-up could not be saved just now: nothing was changed. Try again.
audit-sale-day-closed = Day cashed up
## A customer's invoices
customer-invoices = Invoices
customer-invoices-none = No invoices yet.
customer-invoices-kept = Invoices are kept as the law asks, even when the customer's record is deleted: a business's with its name and VAT number, anyone else's without their name.
## Invoices in the record of processing
ropa-invoices = Invoices and credit notes
ropa-invoices-data = The customer's name and VAT number as they were at the sale, what they bought, how they paid and what came back, and the staff account that sold or took back
ropa-invoices-why = The law asks a shop to issue and keep its invoices; when a customer's record is deleted, a consumer's invoices lose their name and a business's keep the name and VAT number its invoice must carry
ropa-kept-years = { $years } years, as the law keeps invoices: never changed or deleted before
## Collecting a special order as a sale
collect-title = Collect order { $order }
collect-waiting-none = Nothing of this order is waiting to be collected.
collect-choose = Parts to hand over
collect-col-take = Hand over
collect-take-line = Hand over { $sku }
collect-col-share = Deposit paid
collect-update = Work out what is due
collect-deposit = Deposit paid { $day } by { $method }
collect-due = To pay now
collect-nothing-due = Hand over: nothing left to pay
collect-before = Invoiced from this order before:
collect-back = Back to the order
collect-problem-not-waiting = A part chosen is no longer waiting to be collected: nothing was handed over. The page shows what waits now.
order-collect-all = Collect and invoice every part waiting
invoice-paid-before = Deposit paid { $day } by { $method } (order { $order })
invoice-of-order = Collected from order { $order }

## The receipt printer
invoice-print = Print the receipt
sale-done-printed = The receipt went to the printer.
sale-print-failed = The receipt printer did not answer: check it is on, or print the receipt's PDF.

## Emailing an invoice
invoice-email = Email the invoice
sale-done-emailed = The invoice was emailed to the customer and noted in their history.
sale-email-no-customer = Nothing sent: this invoice is for no customer on record.
mail-invoice-subject = Your invoice { $number }
mail-invoice-attached = Attached is your invoice { $number } of { $day } as a PDF. Thank you for your custom.

## Deposits in the day's takings
day-deposits = Special orders’ deposits: { $taken } taken, { $back } given back (in the methods below)

## Returns without an invoice
loose-title = Take back without an invoice
loose-intro = For parts brought back without their invoice: type each part's code, how many and what one is refunded. A manager approves every such return; the credit note refers to no invoice.
loose-needs-manager = A return without an invoice needs a manager: their name, password and code
loose-qty = How many
loose-refund-each = Refund each
sales-credit-loose = Credit note without an invoice
credit-no-invoice = Taken back without an invoice
return-problem-sku = “{ $what }” cannot be a part’s code: at most 64 characters, none of them control characters.
return-problem-amount = Type what one part is refunded as an amount above zero, e.g. 12.50.
return-problem-too-many-lines = One return without an invoice takes at most 50 parts: make two.

## Buying: stocking rules
buying-problem-level = Type a level as a whole number of units, from 0 to 1,000,000.
buying-problem-max-below-min = The maximum must be at least the minimum.
buying-problem-no-max = A maximum of 0 would never order the part: type a maximum, or tick “Don’t stock”.
buying-problem-months = Type a season’s months as two months from 1 to 12, e.g. 11-2 for November to February.
buying-problem-season = A season needs its months and its own minimum and maximum, or none of them.

# (end of these messages: new ones go above this line)
