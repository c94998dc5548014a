# Dealer Desk : l'interface en français.
# Mêmes clés et mêmes paramètres que en.ftl ; les données du fournisseur ne sont pas traduites.

## Le cadre de chaque page

site-name = Dealer Desk
site-description = Dealer Desk : pièces, prix, compatibilités et stock pour le comptoir et le bureau.
skip-to-content = Aller au contenu
nav-label = Menu principal
nav-home = Accueil
nav-categories = Catégories
nav-brands = Marques
nav-bikes = Motos
nav-search = Recherche
nav-stock = Vérifier le stock
nav-exports = Exports
nav-quotes = Devis
nav-customers = Clients
nav-back-in-stock = De retour en stock
nav-back-in-stock-count = { $count ->
    [one] { $count } article suivi de retour en stock
   *[other] { $count } articles suivis de retour en stock
}
nav-lost-sales = Ventes manquées
nav-prices = Prix
prefs-label = Préférences d'affichage
prefs-currency = Devise
prefs-language = Langue
prefs-apply = Appliquer
prefs-counter = Mode comptoir
prefs-counter-hint = Le mode comptoir masque les prix revendeur et les marges, pour tourner l'écran vers le client
footer-note = Prix et stock issus du catalogue revendeur du fournisseur. Appuyez sur / pour chercher une référence.

## Pages introuvables

not-found-title = Page introuvable
not-found-text = Il n'y a pas de page à cette adresse. Vérifiez le lien, ou cherchez la pièce par sa référence dans le champ ci-dessus.
back-home = Retour à l'accueil
search-catalogue = Chercher dans le catalogue
search-catalogue-for = Chercher « { $text } » dans le catalogue
missing-product = Produit introuvable
missing-product-text = Aucun produit de référence { $text } dans le catalogue.
missing-category = Catégorie introuvable
missing-category-text = Aucune catégorie { $text } dans le catalogue.
missing-brand = Marque introuvable
missing-brand-text = Aucune marque { $text } dans le catalogue.
missing-make = Constructeur introuvable
missing-make-text = Aucun constructeur de moto { $text } dans le catalogue.
missing-model = Modèle introuvable
missing-model-text = Aucun modèle { $text } dans le catalogue.
missing-year = Millésime introuvable
missing-year-text = Aucun millésime { $text } dans le catalogue.
missing-customer = Client introuvable
missing-customer-text = Ce client n'est pas enregistré : le lien est peut-être ancien, ou le client a été supprimé.
missing-quote = Devis introuvable
missing-quote-text = Ce devis n'est pas enregistré : le lien est peut-être ancien, ou le devis a été supprimé.
missing-shared-quote = Devis partagé introuvable
missing-shared-quote-text = Ce lien partagé n'ouvre aucun devis : il a peut-être été retiré, ou le devis a été supprimé.

## Accueil

home-title = Accueil
home-lede = Scannez ou tapez une référence ci-dessus, ou parcourez par catégorie, marque ou moto.
home-demo-notice = Données de démonstration : le catalogue de démonstration intégré, pas le catalogue en direct du fournisseur.
home-recent = Consultés récemment
home-finder = Trouver des pièces pour une moto
home-all-bikes = Toutes les motos
home-new = Nouveautés des 30 derniers jours
home-new-count = { $count ->
    [one] { $count } nouveau produit.
   *[other] { $count } nouveaux produits.
}
home-new-all = Tout voir, les plus récents d'abord
home-categories = Catégories
home-brands = Marques

## Prix

price-table = Prix
price-rrp = PVC
price-dealer = Prix revendeur
price-margin = Marge (GBP)
price-margin-shop = Marge ({ $currency })
price-margin-value = { $amount } ({ $percent }{ "\u202F" }%)
price-shop = Notre prix
price-shop-incl-tax = TTC
price-shop-excl-tax = HT
price-shop-default = Règle par défaut
price-shop-default-note = Nos prix suivent la règle par défaut : le magasin n’a défini aucune règle de prix.
shop-price-none-dealer = pas de prix revendeur en { $currency }
shop-price-none-rrp = pas de PVC
price-below-cost = Sous le prix d’achat
quote-line-shop = Total ligne
quote-total-shop = Total TTC
quote-total-net = Total HT
quote-tax-vat-in = Dont TVA { $rate }{ "\u202F" }%
quote-tax-vat = TVA { $rate }{ "\u202F" }%
quote-tax-sales = Taxe de vente { $rate }{ "\u202F" }%
quote-unpriced-shop = Lignes sans notre prix
pdf-page = Page { $page } sur { $pages }
pdf-qr = Personnel : scanner pour ouvrir ce devis
shop-vat-number = N° TVA { $number }
quote-pdf = Copie PDF
quote-lines-csv = Prix (CSV)
quote-lines-xlsx = Prix (XLSX)
prices-title = Les prix du magasin
prices-terms = Devise et taxe
prices-currency = Devise
prices-tax-region = Zone fiscale
prices-tax-rate = Taxe
prices-shelf = Prix affichés
prices-shelf-incl = Taxe comprise
prices-shelf-excl = Hors taxe : la taxe s’ajoute au total
prices-valid = Devis
prices-valid-days = Prix valables { $days } jours
prices-terms-note = Réglés au démarrage du portail (SHOP_CURRENCY, SHOP_TAX_REGION, SHOP_TAX_RATE, QUOTE_VALID_DAYS).
prices-default = Règle par défaut
prices-default-portal = Le magasin n’a pas de règle propre : la règle par défaut du portail s’applique ({ $rule }).
prices-use-portal-default = Utiliser la règle par défaut du portail
prices-overrides = Exceptions
prices-overrides-note = La règle d’une marque passe d’abord, puis celle d’une catégorie, puis la règle par défaut.
prices-no-overrides = Aucune exception : chaque pièce suit la règle par défaut.
prices-add-category = Une règle pour une catégorie
prices-add-brand = Une règle pour une marque
prices-applies = S’applique à
prices-rule = Règle
prices-changed = Modifiée
prices-changed-by = { $when } par { $who }
prices-remove = Supprimer
prices-remove-of = Supprimer la règle de { $name }
prices-scope-category = Catégorie
prices-scope-brand = Marque
prices-basis = Prix à partir de
prices-basis-dealer = Prix revendeur + marge %
prices-basis-rrp = PVC × coefficient
prices-value = Marge % ou coefficient
prices-rounding = Arrondi
prices-save = Enregistrer la règle
prices-rule-dealer = Prix revendeur + { $markup }{ "\u202F" }%, { $rounding }
prices-rule-rrp = PVC × { $factor }, { $rounding }
rounding-exact = sans arrondi
rounding-whole = arrondi à l’unité supérieure
rounding-99 = arrondi à ,99
rounding-95 = arrondi à ,95
rules-saved = Règle de prix enregistrée.
rules-removed = Règle de prix supprimée.
rules-not-a-number = La marge ou le coefficient doit être un nombre, par exemple 40 ou 1,17.
rules-too-precise = Trois décimales au plus pour une marge et quatre pour un coefficient.
rules-negative = Une marge ne peut pas être négative et un coefficient doit être supérieur à zéro.
rules-too-large = C’est plus qu’une règle n’accepte : une marge d’au plus 1 000{ "\u202F" }% ou un coefficient d’au plus 10.
rules-unknown-choice = Choisissez dans les listes à quoi s’applique la règle, d’où vient le prix et son arrondi.
rules-no-category = Cette catégorie n’existe pas dans le catalogue.
rules-no-brand = Cette marque n’existe pas dans le catalogue.
rules-too-many = Le magasin garde au plus 500 exceptions : supprimez-en une d’abord.
rules-no-rule = Cette règle avait déjà été supprimée.
rules-busy = Les règles de prix n’ont pas pu être enregistrées ; rien n’a changé. Veuillez réessayer.

## Fiche produit

breadcrumbs = Fil d’Ariane
product-sku = Réf.
product-ean = EAN
product-brand = Marque
product-description = Description
product-options = Options
product-specs = Caractéristiques techniques
product-details = Détails
product-type = Type de produit
product-category = Catégorie
product-weight = Poids
weight-kg = { $weight } kg
product-created = Créé le
product-modified = Modifié le
product-instructions = Notice de montage (PDF)
product-coversheet = Fiche technique (PDF)
product-instructions-qr = QR code de la notice de montage
no-image = Pas d’image
also-in = Existe aussi en
fitment-title = Compatible avec
fitment-none = Le fournisseur n’indique aucune compatibilité.
fitment-summary = { $makes ->
    [one] { $makes } constructeur
   *[other] { $makes } constructeurs
}, { $years ->
    [one] { $years } millésime
   *[other] { $years } millésimes
}

## Recherche

search-text = Texte (réf., EAN, nom, marque, description)
search-any-category = Toutes les catégories
search-any-brand = Toutes les marques
search-category-n = Catégorie { $id }
search-brand-n = Marque { $id }
search-category-contains = Le nom de catégorie contient
search-brand-contains = Le nom de marque contient
search-created-after = Créé après le
search-created-before = Créé avant le
search-updated-after = Modifié après le
search-updated-before = Modifié avant le
search-clear = Effacer

## Ajouter à un devis

quote-qty = Qté
quote-to = dans
quote-new-list = Un nouveau devis
quote-add = Ajouter au devis
quote-add-sku = { quote-add }: { $sku }
quote-open-bar = Les scans et « Ajouter au devis » vont dans le { $list }
quote-open-list = devis ouvert
quote-close-list = Fermer le devis

## Indicateurs de stock

stock-in = En stock ({ $count })
stock-low = Stock faible ({ $count })
stock-out = Rupture de stock
stock-unknown = Stock inconnu
stock-checking = Vérification…
stock-checking-why = Pas encore vérifié : le stock s’affiche tout seul dans un instant (sans JavaScript, rechargez la page dans quelques secondes)
stock-checking-now = Vérification en cours
stock-checked = Vérifié à { $time }
stock-checked-old = Vérifié à { $time } (pas à jour)
stock-title = Vérifié à { $time } UTC
stock-title-reason = { $reason } · vérifié à { $time } UTC

## Listes de produits

list-empty = Aucun produit ne correspond.
list-empty-hint = Essayez avec moins de filtres, ou une autre catégorie ou marque.
list-image = Image
list-name = Désignation
list-stock = Stock
list-products = { $count ->
    [one] { $count } produit
   *[other] { $count } produits
}
list-parts = { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
}
list-fetching = Le catalogue est encore en cours de chargement depuis le fournisseur ({ $progress }). Les listes montrent les produits déjà chargés ; le champ de recherche trouve toutes les références.
list-fetching-starting = démarrage
list-stale = { $minutes ->
    [one] Le fournisseur ne répond pas : données d’il y a { $minutes } minute.
   *[other] Le fournisseur ne répond pas : données d’il y a { $minutes } minutes.
}
list-fold = Regrouper couleurs et tailles
list-unfold = Afficher chaque couleur et taille
list-sort = Trier
list-view = Affichage
list-grid = Grille
list-list = Liste
list-export-csv = Exporter en CSV
list-more-exports = Autres exports
pager-label = Pages
pager-page = Page { $page }
pager-previous = ‹ Précédente
pager-next = Suivante ›
sort-name = Désignation (A–Z)
sort-relevance = Pertinence
sort-sku = Référence
sort-price = PVC croissant
sort-price-desc = PVC décroissant
sort-dealer = Prix revendeur croissant
sort-dealer-desc = Prix revendeur décroissant
sort-newest = Plus récents d’abord
sort-updated = Modifiés récemment

## Après l'envoi d'un formulaire de devis

quote-note-added = Ajouté au devis.
quote-note-changed = Quantité modifiée.
quote-note-removed = Ligne supprimée.
quote-note-renamed = Devis renommé.
quote-note-created = Devis créé.
quote-note-deleted = Devis supprimé.
quote-note-qty-range = Aucune modification : la quantité doit être un nombre entier de 1 à 9999.
quote-note-qty-text = Aucune modification : la quantité saisie n'était pas un nombre (utilisez des chiffres, de 1 à 9999).
quote-note-unknown-sku = Rien n'a été ajouté : le catalogue ne contient aucun produit avec cette référence.
quote-note-full = Rien n'a été ajouté : un devis compte au maximum 1000 lignes. Commencez un nouveau devis.
quote-note-too-many-lists = Aucun devis créé : vous avez déjà 200 devis. Supprimez-en d'abord quelques-uns.
quote-note-name-empty = Aucune modification : un devis doit avoir un nom.
quote-note-name-long = Aucune modification : le nom d'un devis compte au maximum 80 caractères.
quote-note-no-list = Ce devis n'existe pas (ou plus).
quote-note-no-line = Cette ligne ne figure plus dans le devis.
quote-note-busy = Aucune modification : les devis n'ont pas pu être enregistrés pour le moment. Réessayez.
quote-note-moved = Ligne déplacée.
quote-note-duplicated = Devis copié : vous êtes sur la copie, l'original reste inchangé.
quote-note-shared = Partage activé : les collègues qui ont le lien peuvent consulter ce devis et le copier.
quote-note-unshared = Partage désactivé : l'ancien lien n'ouvre plus ce devis.
quote-note-opened = Ce devis est ouvert au comptoir : une référence ou un EAN scanné dans le champ de recherche, ou « Ajouter au devis » sur une fiche produit, ajoute l'article à ce devis.
quote-note-closed = Le devis est fermé au comptoir : le champ de recherche sert de nouveau à rechercher des pièces.
quote-note-unknown-code = Rien n'a été ajouté : aucun produit n'a exactement cette référence ou cet EAN.
quote-discount-apply = Remise
quote-discount-of = Remise sur { $sku } (10 % ou un montant ; vide la retire)
quote-discount-quote = Remise sur tout le devis
quote-discount-percent = −{ $rate }{ "\u202F" }%
quote-before-discounts = Avant remises
quote-line-discounts = Remises sur lignes
quote-quote-discount = Remise sur le devis
quote-note-discount-set = Remise enregistrée.
quote-note-discount-off = Remise retirée.
quote-note-discount-text = Rien n’a changé : écrivez une remise comme 10 % ou un montant comme 4,50.
quote-note-discount-negative = Rien n’a changé : une remise ne peut pas être négative.
quote-note-discount-too-much = Rien n’a changé : une remise ne peut dépasser 100 % ni le montant dont elle est déduite.
quote-note-discount-above-cap = Rien n’a changé : c’est plus que la remise maximale du magasin. Un responsable peut l’approuver en l’accordant depuis sa session.
quote-note-discount-no-price = Rien n’a changé : cette ligne n’a pas de prix du magasin sur lequel faire une remise.
quote-note-discount-capped = Enregistré. Une remise dépassait désormais la remise maximale de la boutique sur ce dont elle est déduite : elle a été ramenée dans la limite. Un responsable peut en approuver davantage en la donnant de nouveau.
quote-expired = Ces prix valaient jusqu’au { $until } : le devis a expiré. Actualisez les prix avant de le remettre au client.
quote-expired-copy = Ce devis a expiré le { $until }.
quote-reprice-all = Actualiser tous les prix
quote-reprice = Actualiser le prix
quote-sell-changed = Notre prix à l’ajout : { $was } ; aujourd’hui : { $now }.
quote-note-repriced = Prix du jour appliqués.
quote-note-reprice-nothing = Rien à actualiser : les prix sont ceux du jour.
quote-note-reprice-other-currency = Rien n’a changé : ce devis est établi dans une autre devise que celle du magasin. Faites un nouveau devis.
quote-email-customer = Envoyer la copie PDF au client
quote-note-emailed = La copie PDF a été envoyée au client et notée dans son historique.
quote-note-email-no-settings = Rien n’a été envoyé : le magasin n’a pas configuré d’e-mail (WATCH_EMAIL_SMTP_URL, WATCH_EMAIL_FROM, WATCH_EMAIL_TO).
quote-note-email-no-address = Rien n’a été envoyé : le client n’a pas d’adresse e-mail.
quote-note-email-no-customer = Rien n’a été envoyé : ce devis n’est pour aucun client.
quote-note-email-failed = Rien n’a été envoyé : le serveur de messagerie a refusé le message. Réessayez plus tard.

## Après l'envoi d'un formulaire client

customer-note-created = Client enregistré.
customer-note-saved = Modifications enregistrées.
customer-note-bike-added = Moto ajoutée.
customer-note-bike-removed = Moto retirée.
customer-note-bike-choose = Aucune moto ajoutée pour l'instant : choisissez le modèle et l'année, puis ajoutez la moto.
customer-note-bike-unknown = Aucune moto ajoutée : le catalogue ne contient aucune année-modèle avec cet identifiant.
customer-note-bike-max = Aucune moto ajoutée : un client a au maximum 10 motos. Retirez-en d'abord une.
customer-note-name-empty = Rien n'a été enregistré : un client doit avoir un nom.
customer-note-name-long = Rien n'a été enregistré : un nom compte au maximum 80 caractères.
customer-note-phone-bad = Rien n'a été enregistré : un numéro de téléphone compte de 6 à 15 chiffres ; les espaces, tirets, points, parenthèses et un + initial sont acceptés.
customer-note-email-bad = Rien n'a été enregistré : cette adresse e-mail n'est pas valide (il faut un nom, un @ et un domaine, par exemple shop.example).
customer-note-contact-missing = Rien n'a été enregistré : indiquez un numéro de téléphone ou une adresse e-mail (ou les deux).
customer-note-note-long = Rien n'a été enregistré : une note compte au maximum 500 caractères.
customer-note-same-contact = Pas encore enregistré : un autre client a ce numéro de téléphone ou cette adresse e-mail (affiché avec le formulaire). Ouvrez sa fiche, ou cochez « C'est un autre client » et enregistrez à nouveau.
customer-note-too-many = Aucun client ajouté : le magasin conserve au maximum 20 000 clients.
customer-note-no-customer = Ce client n'existe pas (ou plus).
customer-note-deleted = Client supprimé : ses coordonnées, ses motos, son historique et ses suivis sont effacés. Ses devis et ses ventes manquées sont conservés, sans son nom.
customer-note-delete-unconfirmed = Rien n'a été supprimé : cochez la case pour confirmer la suppression de la fiche de ce client.
customer-note-busy = Aucune modification : les fiches n'ont pas pu être enregistrées pour le moment. Réessayez.
customer-note-quote-set = Le devis est désormais associé à ce client.
customer-note-quote-cleared = Le devis n'est plus associé à aucun client.
customer-note-no-list = Ce devis n'existe pas (ou plus).
customer-note-watch-made = Suivi activé : la pièce apparaîtra dans « De retour en stock » dès qu'il y en aura assez.
customer-note-watch-done = Suivi terminé.
customer-note-watch-contacted = Marqué comme prévenu : le suivi reste ouvert jusqu'à la vente (Terminé).
customer-note-watch-qty = Aucun suivi créé : la quantité doit être un nombre entier de 1 à 9999.
customer-note-watch-max = Aucun suivi créé : le magasin conserve au maximum 10 000 suivis ouverts. Terminez-en d'abord quelques-uns.
customer-note-watch-customer-max = Aucun suivi créé : un client a au maximum 50 suivis ouverts.
customer-note-watch-unknown-sku = Aucun suivi créé : le catalogue ne contient aucun produit avec cette référence.
customer-note-watch-no-customer = Aucun suivi créé : choisissez d'abord le client (ouvrez un devis pour lui au comptoir, ou partez de sa fiche).
customer-note-no-watch = Ce suivi n'est plus ouvert.
customer-note-lost-made = Vente manquée enregistrée.
customer-note-lost-hour-full = Non enregistrée : 600 ventes manquées ont été enregistrées au cours de la dernière heure, le maximum que le magasin conserve en une heure. Réessayez plus tard.
customer-note-lost-person-hour-full = Non enregistrée : vous avez enregistré 200 ventes manquées au cours de la dernière heure, le maximum pour une personne en une heure. Réessayez plus tard.
customer-note-code-empty = Rien n'a été enregistré : une vente manquée doit indiquer la référence ou le code demandé.
customer-note-code-long = Rien n'a été enregistré : un code compte au maximum 64 caractères.
customer-note-reason-unknown = Rien n'a été enregistré : choisissez un motif dans la liste.
customer-note-other-note = Rien n'a été enregistré : pour « Autre », précisez le motif dans la note.
customer-note-lost-note-long = Rien n'a été enregistré : la note d'une vente manquée compte au maximum 200 caractères.
customer-note-lost-qty = Rien n'a été enregistré : la quantité doit être un nombre entier de 1 à 9999.
customer-note-ambiguous = Aucun suivi créé : plusieurs clients correspondent. Saisissez une plus grande partie du nom, ou le numéro de téléphone.
customer-note-no-match = Aucun suivi créé : aucun client ne correspond. Ajoutez-le d'abord dans « Clients ».

## Motos et filtres

bike-customers = Moto du client :
bike-remove = Retirer la moto du client
bike-remove-hint = Afficher les pièces pour toutes les motos
bike-lists-fit = Les listes ne montrent que les pièces compatibles.
bike-is-customers = C’est la moto du client
bike-set = Définir comme moto du client
bike-make-label = Constructeur
bike-make = Constructeur
bike-model = Modèle
bike-year = Année
bike-any-make = Tous les constructeurs
bike-any-model = Tous les modèles
bike-any-year = Toutes les années
bike-choose-make = Choisir un constructeur
bike-choose-model = Choisir un modèle
bike-choose-year = Choisir une année
bike-show-parts = Voir les pièces
facet-only = Seulement { $name }
facet-remove = Retirer le filtre { $name }
facet-more = et { $count } de plus

## Pages motos

bikes-lede = Choisissez le constructeur, puis le modèle et l’année, pour voir les pièces compatibles.
bikes-models = { $count ->
    [one] { $count } modèle
   *[other] { $count } modèles
}
bikes-parts-for = Pièces pour { $bike }

## Recherche rapide

lookup-label = Référence ou recherche
lookup-go = OK
lookup-suggestions = Suggestions
lookup-placeholder = Réf., EAN ou nom  ( / )
lookup-scan-placeholder = Scannez ou tapez une référence pour l’ajouter au devis
lookup-busy = Recherche…
lookup-enter = Entrée pour chercher « { $text } »

## Images du produit

gallery-count = Image { $n } sur { $total } · ← → pour naviguer
gallery-larger = Agrandir l’image
gallery-images = Images
gallery-image = Image { $n }
gallery-larger-view = Image agrandie
gallery-close = Fermer ✕

## Suivis et ventes manquées au comptoir

watch-hint = Pas assez en stock ? Suivez l’article pour le client : il apparaît dans « De retour en stock » dès qu’il y en a assez.
watch-sku = Suivre { $sku } pour un client
watch-for = pour { $name }
watch-who = Nom, téléphone ou e-mail du client
watch-qty = Quantité souhaitée
watch-email = Le prévenir par e-mail au retour en stock
watch-button = Suivre pour ce client
lost-sale-not-made = Vente non conclue ?
lost-from-search = Ce n’est pas ce que le client cherchait ? Enregistrer une vente manquée de « { $text } »
lost-record-of = Enregistrer une vente manquée de { $code }
lost-qty = Quantité manquée
lost-reason = Motif
lost-note = Note
lost-note-placeholder = Note (obligatoire pour « Autre »)
lost-record = Enregistrer la vente manquée
lost-reason-out-of-stock = Rupture de stock
lost-reason-not-in-catalogue = Absent du catalogue
lost-reason-does-not-fit = Incompatible
lost-reason-price = Prix
lost-reason-other = Autre

## Vérification du stock

stock-form-skus = Références
stock-form-hint = Une par ligne, ou séparées par des virgules, espaces ou tabulations. Jusqu’à { $max }.
stock-form-file = Ou importer un CSV
stock-form-file-hint = Une colonne intitulée « SKU » est utilisée ; sinon chaque cellule est lue comme une référence.
stock-form-check = Vérifier le stock
stock-result-checked = { $count ->
    [one] { $count } référence vérifiée
   *[other] { $count } références vérifiées
}
stock-result-repeats = { $count ->
    [one] { $count } doublon fusionné
   *[other] { $count } doublons fusionnés
}
stock-result-unknown = { $count ->
    [one] { $count } inconnue
   *[other] { $count } inconnues
}
stock-result-rejected = { $count ->
    [one] { $count } entrée n’a pas pu être lue comme référence :
   *[other] { $count } entrées n’ont pas pu être lues comme références :
}
stock-result-over = Seules les { $max } premières références ont été vérifiées ; { $count } autres ont été ignorées.
stock-result-csv = Télécharger le CSV
stock-result-product = Produit
stock-result-count = Quantité
stock-result-note = Remarque du fournisseur
stock-result-unknown-sku = Référence inconnue

## Listes de devis

quotes-new = Nouveau devis
quotes-new-placeholder = M. Patel, MT-09 2021
quotes-start = Créer le devis
quotes-none = Aucun devis pour l'instant. Créez-en un ici ou ajoutez une pièce depuis sa fiche.
quotes-list = Devis
quotes-for = Client
quotes-lines = Lignes
quotes-changed = Modifié
quote-title = Devis : { $name }
quote-date = Date
quote-valid = Prix valables { $days } jours, jusqu'au { $until }, sous réserve de disponibilité.
quote-dealer-copy-mark = Exemplaire revendeur : ne pas remettre au client.
quote-prices-unchecked = Impossible de vérifier les prix du jour : les prix affichés sont ceux en vigueur lors de l'ajout de chaque ligne.
quote-empty = Ce devis est vide. Ajoutez des pièces depuis leur fiche.
quote-totals = Totaux
quote-total-rrp = Total PVC
quote-total-dealer = Total prix revendeur ({ $currency })
quote-unpriced = Lignes sans prix
quote-scanned = Scanné ou saisi :
quote-search-it = Le rechercher
quote-scanned-added = { $sku } figure maintenant sur le devis : quantité { $qty }.
quote-shared-notice = Un collègue a partagé ce devis avec vous. Il ne vous appartient pas : copiez-le pour le modifier.
quote-for = Pour
quote-copy-to-mine = Copier dans mes devis
quote-fit = Compatibilité
quote-line-dealer = Prix revendeur ligne
quote-order-remove = Ordre et suppression
quote-qty-of = Quantité pour { $sku }
quote-update = Mettre à jour
quote-line-gone = N'est plus au catalogue : prix au moment de l'ajout.
quote-line-rrp-was = PVC précédent { $price }
quote-line-dealer-was = prix revendeur précédent { $price }
quote-line-changed = Prix modifié depuis l'ajout : { $changes }.
quote-move-up = Monter { $sku }
quote-move-down = Descendre { $sku }
quote-remove = Retirer
quote-remove-sku = Retirer { $sku }
quote-csv = Télécharger le CSV (référence, quantité)
quote-printing-dealer = Impression de l'exemplaire revendeur (avec prix revendeur).
quote-customer-copy = Exemplaire client
quote-print-customer = Imprimez cette page pour l'exemplaire client.
quote-dealer-copy = Exemplaire revendeur
quote-rename = Renommer
quote-close-here = Fermer au comptoir
quote-open-here = Ouvrir ce devis au comptoir
quote-duplicate = Dupliquer
quote-delete = Supprimer le devis
quote-all = Tous les devis
quote-share = Partager avec des collègues
quote-share-link = Lien pour les collègues (lecture seule, copie possible) :
quote-unshare = Arrêter le partage
quote-for-customer = Pour un client
quote-who = Nom, téléphone ou e-mail
quote-set-customer = Associer le client
quote-new-customer = Nouveau client pour ce devis
quote-fit-no-bike = Aucune moto enregistrée pour ce client : ajoutez-en une sur sa fiche pour voir quelles pièces sont compatibles.
quote-fit-not-ready = La compatibilité ne sera indiquée qu'une fois la première synchronisation de l'index du catalogue terminée.
quote-fit-misfits = { $count ->
    [one] { $count } ligne n'est pas compatible avec la moto du client ({ $bike }) : signalée ci-dessous.
   *[other] { $count } lignes ne sont pas compatibles avec la moto du client ({ $bike }) : signalées ci-dessous.
}
quote-fit-for = Compatibilité indiquée pour la moto du client ({ $bike }).
quote-not-for-customer = Pas pour ce client
quote-fit-bike = Compatibilité avec
quote-show-fit = Afficher la compatibilité
fit-fits = Compatible
fit-no = Incompatible
fit-not-said = Compatibilité non indiquée

## Customers, a customer's page and their language

customers-latest = Derniers clients
customers-found = Clients trouvés
customers-choose-for-quote = Choisissez le client à qui est destiné ce devis, ou ajoutez-le ci-dessous.
customers-find = Rechercher
customers-new = Nouveau client
customers-save = Enregistrer le client
customers-limit = La boutique conserve au plus { $count ->
    [one] { $count } client.
   *[other] { $count } clients.
}
customers-none = Aucun client ne correspond. Ajoutez-le ci-dessous.
customers-choose = Choisir
customers-this-one = Ce client
customer-field-name = Nom
customer-field-phone = Téléphone
customer-field-email = E-mail
customer-field-note = Note
customer-field-lang = Langue
customer-name-limit = { $count } caractères au plus ; un texte plus long est coupé.
customer-form-hint = Un nom, et un numéro de téléphone ou une adresse e-mail (ou les deux).
customer-lang-same = Celle du portail
customer-lang-hint = Son exemplaire du devis et ses e-mails sont rédigés dans cette langue.
customer-same-contact = Un client a déjà ce numéro de téléphone ou cet e-mail :
customer-same-contact-ok = C'est un autre client : enregistrer quand même
customer-note-lang-unknown = Rien n'a été enregistré : choisissez la langue du client dans la liste.
customer-title = Client : { $name }
customer-since = Client depuis le { $day }.
customer-lang-shown = Ses devis et e-mails sont rédigés en { $lang }.
customer-lang-shop = Ses devis et e-mails sont rédigés dans la langue du portail.
customer-start-quote = Commencer un devis pour ce client
customer-change-details = Modifier les coordonnées
customer-save-changes = Enregistrer les modifications
customer-data = Ses données
customer-data-text = Une copie de tout ce que la boutique conserve sur ce client : coordonnées, motos, devis, suivis, ventes manquées et historique. Chaque copie est notée dans son historique.
customer-data-manager = Un responsable peut télécharger ou supprimer les données de ce client.
customer-data-json = Télécharger ses données (JSON)
customer-data-csv = Télécharger ses données (CSV)
customer-delete-text = La suppression efface ses coordonnées, motos, historique et suivis. Ses devis gardent leurs lignes et les ventes manquées leurs quantités, sans son nom. C'est irréversible.
customer-delete-confirm = Oui, supprimer la fiche de ce client
customer-delete = Supprimer le client
customer-bikes-none = Pas encore de moto : ajoutez-en une pour voir quelles pièces de ses devis sont compatibles.
customer-bike-remove = Retirer { $bike }
customer-bike-add = Ajouter la moto
customer-bikes-limit = { $count ->
    [one] { $count } moto
   *[other] { $count } motos
} au plus par client.
customer-quotes = Devis
customer-quotes-none = Aucun devis pour ce client pour l'instant.
customer-quote-line = { $name } ({ $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
}, modifié le { $changed })
customer-quote-colleague = devis d'un collègue
customer-watches = Pièces attendues
customer-watches-none = Aucun suivi en cours. Suivez une pièce depuis sa page ou une ligne de devis quand elle est en rupture.
customer-watch-wanted = Demandé
customer-watch-end = Terminer
customer-watch-will-email = Le client sera prévenu par e-mail au retour en stock.
customer-watch-emailed = Prévenu par e-mail le { $time }
customer-watch-told-by = Prévenu le { $time } par { $name }
customer-watch-told = Prévenu le { $time }
customer-watch-back = De retour : { $count } en stock (depuis le { $since })
customer-watch-stock = { $count } en stock le { $time }
customer-watch-unchecked = Pas encore vérifié
customer-watch-done = Terminé
customer-history = Modifications
customer-history-open-access = accès libre
customer-history-created = Créé
customer-history-changed = Modifié : { $fields }
customer-changed-name = nom
customer-changed-phone = téléphone
customer-changed-email = e-mail
customer-changed-note = note
customer-changed-lang = langue
customer-history-bike-added = Moto ajoutée : { $bike }
customer-history-bike-removed = Moto retirée : { $bike }
customer-history-exported = Données exportées ({ $format })
customer-history-watching = Suivi de { $sku } (quantité { $qty })
customer-history-watch-ended = Suivi de { $sku } terminé
customer-history-emailed = Prévenu par e-mail du retour de { $sku }
customer-history-told = Prévenu du retour de { $sku }
customer-history-quote = Devis « { $name } » établi pour ce client
customer-history-quote-emailed = Devis « { $name } » envoyé en PDF
mail-customer-subject = De retour en stock : { $product }
mail-customer-hello = Bonjour { $name },
mail-customer-back = La pièce que vous nous avez demandé de surveiller est de nouveau en stock :
mail-customer-wanted = Quantité demandée : { $wanted }, en stock lors de notre vérification : { $stock }.
mail-customer-some = quelques-unes
mail-customer-reply = Répondez à cet e-mail ou passez au magasin, et nous vous la mettrons de côté.
mail-quote-subject = Votre devis : { $name }
mail-quote-hello = Bonjour { $customer },
mail-quote-attached = Veuillez trouver ci-joint votre devis « { $name } » en PDF. Ses prix sont valables jusqu’au { $until }, sous réserve de stock.
mail-quote-reply = Répondez à cet e-mail ou appelez-nous pour toute question.

# (end of the customers' messages: new ones go above this line)


## Back in stock and its emails

back-checked = Stock vérifié pour la dernière fois le { $time }.
back-not-checked = Stock pas encore vérifié.
back-open = { $count ->
    [one] { $count } suivi ouvert au total (la boutique en garde jusqu'à { $max }).
   *[other] { $count } suivis ouverts au total (la boutique en garde jusqu'à { $max }).
}
back-showing = Les { $count } derniers articles de retour en stock : clôturez-en pour voir les autres.
back-none = Aucun article suivi n'est encore de retour.
back-since = De retour depuis
back-sku = Référence
back-product = Article
back-wanted = Demandé
back-stock = En stock
back-customer = Client
back-contact = Contact
back-told = Prévenu
back-actions = Actions
back-not-yet-mail = Pas encore : e-mail à la prochaine vérification.
back-not-yet-no-email = Pas encore (aucune adresse e-mail enregistrée).
back-not-yet = Pas encore
back-mark-told = Prévenu
back-to-quote = Ajouter à son devis

quote-default-name = Devis du { $time }
quote-name-for = Devis pour { $name }

mail-shop-subject = { $count ->
    [one] { $count } article suivi de retour en stock
   *[other] { $count } articles suivis de retour en stock
}
mail-shop-intro = De retour en stock, pour les clients qui les attendent :
mail-shop-line = { $wanted } demandé(s), { $stock } en stock.
mail-shop-done = Clôturez chacun sur la page « De retour en stock » du portail une fois le client prévenu.

# (end of the back-in-stock messages: new ones go above this line)


## Lost sales, exports, status, sign-in, error pages and the search form's checks

search-bad-date = « { $text } » n'est pas une date. Saisissez-la au format AAAA-MM-JJ, par exemple 2024-05-04.
search-bad-id = « { $text } » n'est pas un identifiant valable (un nombre entier).
search-too-long = { $max } caractères au maximum.
search-bad-sort = Tri inconnu « { $text } ».
search-bad-page = La page doit être un nombre de 1 à { $max }.
search-dates-reversed = Cette date est antérieure à la date « après » au-dessus : aucun produit ne peut correspondre.
search-fields-wrong = { $count ->
    [one] Corrigez { $count } champ avant de lancer la recherche.
   *[other] Corrigez { $count } champs avant de lancer la recherche.
}
exports-title = Exports et flux
exports-match-count = { $count ->
    [one] { $count } produit correspond à ce filtre.
   *[other] { $count } produits correspondent à ce filtre.
}
exports-whole-count = { $count ->
    [one] Tout le catalogue : { $count } produit.
   *[other] Tout le catalogue : { $count } produits.
}
exports-fetching = Le catalogue est encore en cours de récupération chez le fournisseur : les exports seront prêts à la fin.
exports-products = Produits
exports-filter-from-search = Le filtre vient de la page de recherche.
exports-whole-instead = Exporter plutôt tout le catalogue
exports-with-stock = Avec le stock (interroge le fournisseur pour chaque produit : plus lent)
exports-bom = Marquer les fichiers CSV comme UTF-8 pour Excel (indicateur d'ordre des octets)
exports-cost-from = Prix de revient Shopify depuis
exports-cost-dealer = Prix revendeur { $currency }
exports-products-csv = Produits en CSV
exports-products-xlsx = Produits en XLSX (avec une feuille de compatibilités)
exports-fitment-csv = Compatibilités en CSV
exports-shopify-csv = CSV produits Shopify
exports-products-hint = Les compatibilités ont une ligne par produit et par millésime (marque, modèle, année, MIC). Le fichier Shopify a une ligne par produit : prix depuis le PVC, prix de revient depuis le prix revendeur choisi ci-dessus, étiquettes depuis la catégorie et les motos compatibles. Un texte qu'un tableur lirait comme une formule commence par une apostrophe.
exports-changes-count = { $count ->
    [one] { $count } modification vue ces { $days } derniers jours.
   *[other] { $count } modifications vues ces { $days } derniers jours.
}
exports-changes-waiting = L'historique des modifications commence quand l'index du catalogue a terminé sa première synchronisation.
exports-changes = Modifications depuis une date
exports-since = Depuis le
exports-bom-short = Indicateur d'ordre des octets pour Excel
exports-changes-csv = Modifications en CSV
exports-changes-hint = Nouveaux produits, changements de PVC et de prix revendeur (ancien et nouveau), changements de nom et produits que le fournisseur ne propose plus, chacun avec le moment où une synchronisation l'a vu.
exports-token-made = Jeton « { $name } » créé. Copiez-le maintenant : il ne sera plus affiché.
exports-tokens = Jetons de flux
exports-tokens-open = Un jeton nomme une tâche planifiée (curl, l'import d'une boutique en ligne) qui récupère les adresses d'export ci-dessus avec « Authorization: Bearer <token> » : chaque récupération est journalisée et comptée sous son nom, et il n'ouvre rien d'autre. Tant que le portail fonctionne sans connexion, les adresses d'export sont aussi ouvertes que ses pages, avec ou sans jeton.
exports-tokens-signin = Un jeton permet à une tâche planifiée (curl, l'import d'une boutique en ligne) de récupérer les adresses d'export ci-dessus avec « Authorization: Bearer <token> », sans se connecter ; il n'ouvre rien d'autre.
exports-token-created = Créé le
exports-token-last-pull = Dernière récupération
exports-token-pulls = Récupérations
exports-token-revoke = Révoquer
exports-token-revoke-name = Révoquer « { $name } »
exports-token-never = jamais
exports-token-new-name = Nom du nouveau jeton
exports-token-placeholder = Import nocturne de la boutique en ligne
exports-token-make = Créer le jeton
error-title-not-found = Introuvable
error-title-input = Vérifiez votre saisie
error-title-not-authorised = Portail non autorisé
error-title-busy = Fournisseur surchargé
error-title-unreachable = Fournisseur injoignable
error-title-bad-response = Données fournisseur illisibles
error-title-rate-limited = Doucement
error-title-sign-in = Connexion requise
error-title-internal = Erreur du portail
error-not-found = Introuvable : { $detail }
error-bad-request = { $detail }
error-invalid-filter = Le fournisseur a refusé la recherche : { $detail }
error-not-authorised = Le portail n'est pas autorisé chez le fournisseur. Prévenez votre administrateur (vérifier CATALOGUE_API_KEY).
error-busy = Le fournisseur est surchargé en ce moment. Réessayez dans un instant.
error-unreachable = Le catalogue du fournisseur est injoignable en ce moment. Réessayez d'ici peu.
error-bad-response = Le fournisseur a envoyé des données que le portail n'a pas pu lire.
error-rate-limited = Trop de requêtes depuis cet écran. Patientez un instant.
error-sign-in = Veuillez vous connecter.
error-internal = Une erreur s'est produite dans le portail : { $detail }
refused-too-many = Trop de requêtes à la fois depuis ce navigateur. Réessayez dans { $seconds } s.
refused-other-site = Ce formulaire ne peut être envoyé que depuis les pages du portail.
signin-title = Se connecter · Dealer Desk
signin-heading = Se connecter à Dealer Desk
signin-username = Nom d'utilisateur
signin-password = Mot de passe
signin-button = Se connecter
signin-wrong = Nom d'utilisateur ou mot de passe incorrect.
signin-too-many = Trop d'échecs de connexion. Attendez quelques minutes, puis réessayez.
signin-unsaved = Connexion impossible pour le moment : la session n'a pas pu être enregistrée. Réessayez dans un instant.
signin-too-large = Le formulaire de connexion est trop volumineux : un nom d'utilisateur compte au plus 64 caractères.
signin-busy = Beaucoup de personnes se connectent en ce moment. Réessayez dans un instant.
signin-sign-out-unsaved = La déconnexion n'a pas abouti : le portail n'a pas pu fermer la session. Réessayez dans un instant.
access-signed-in-as = Connecté en tant que { $user }
access-sign-out = Se déconnecter
access-open = Accès ouvert : aucune connexion n'est configurée, donc toute personne qui peut joindre cette adresse peut utiliser le portail.
lost-from = Du
lost-to = au
lost-show = Afficher
lost-download-xlsx = Télécharger le XLSX
lost-period-bad-end = Une date n'a pas pu être lue au format AAAA-MM-JJ : la période se termine donc aujourd'hui.
lost-period-bad-start = Une date n'a pas pu être lue au format AAAA-MM-JJ : la période couvre donc les 30 jours jusqu'à sa fin.
lost-period-swapped = La période était à l'envers : ses dates ont été inversées.
lost-period-too-long = Une période couvre au plus { $days } jours : elle commence donc plus tard.
lost-summary = { $total ->
    [one] { $total } vente manquée
   *[other] { $total } ventes manquées
} ({ $units ->
    [one] { $units } pièce
   *[other] { $units } pièces
}, d'une valeur de { $value } au prix revendeur) du { $from } au { $to }.
lost-unpriced = { $count ->
    [one] { $count } d'entre elles n'a pas de prix revendeur (une référence absente du catalogue, ou le fournisseur n'a pas répondu) : comptée, non valorisée.
   *[other] { $count } d'entre elles n'ont pas de prix revendeur (une référence absente du catalogue, ou le fournisseur n'a pas répondu) : comptées, non valorisées.
}
lost-refused = { $count ->
    [one] { $count } autre n'a pas été enregistrée sur cette période : une limite horaire a été atteinte (600 par heure pour le magasin, 200 par personne).
   *[other] { $count } autres n'ont pas été enregistrées sur cette période : une limite horaire a été atteinte (600 par heure pour le magasin, 200 par personne).
}
lost-by-reason = Par motif
lost-col-lost = Manquées
lost-col-parts = Pièces
lost-col-value = Valeur
lost-col-code = Référence ou code
lost-col-stock-now = Stock actuel
lost-col-to-order = À commander
lost-reorder-title = Liste de réapprovisionnement : pièces manquées faute de stock
lost-reorder-hint = Les pièces manquées parce qu'elles étaient en rupture de stock, avec le stock actuel du fournisseur. À commander : les pièces manquées sur la période moins le stock actuel.
lost-reorder-csv = Liste de réapprovisionnement en CSV
lost-reorder-xlsx = Liste de réapprovisionnement en XLSX
lost-reorder-list = Liste de réapprovisionnement
lost-by-code = Par référence ou code
lost-latest = Les plus récentes
lost-none = Aucune sur cette période.
lost-kept = Les ventes manquées sont conservées { $days } jours, { $max } au plus (les plus anciennes partent en premier). Les valeurs sont au prix revendeur du jour où chacune a été enregistrée.
lost-record-summary = Enregistrer une vente manquée
lost-record-button = Enregistrer
status-title = État
status-heading = État de l'index du catalogue
status-backups = Sauvegardes
status-seconds = { $seconds } s
status-state = État
status-backup-off = Désactivée : aucun BACKUP_DIR défini
status-backup-postgres = Les données sont dans Postgres : sauvegardez-les avec pg_dump
status-backup-waiting = Planifiée : la première sauvegarde n'est pas encore faite
status-backup-ok = OK
status-backup-failed = Échec : voir la dernière erreur
status-backup-overdue = En retard : pas de sauvegarde depuis plus longtemps que prévu
status-backup-folder = Dossier
status-backup-schedule-label = Planification
status-backup-schedule = toutes les { $hours } h, les { $keep } plus récentes conservées
status-backup-last = Dernière sauvegarde
status-backup-last-folder = Dossier de la dernière sauvegarde
status-backup-took = Durée de la dernière sauvegarde
status-backup-attempt = Dernière tentative
status-backup-next = Prochaine prévue
status-last-error = Dernière erreur
status-run = { $started } · { $took } · { $fetched } récupérés · { $removed } retirés · { $unreadable } illisibles
status-progress = { $done } catégories sur { $total }, { $products } produits jusqu'ici
status-progress-started = ; commencée { $started }
status-progress-left = { $minutes ->
    [one] , encore { $minutes } minute environ
   *[other] , encore { $minutes } minutes environ
}
status-progress-failed = ; dernière catégorie en échec : { $error }
status-building = En construction : les listes montrent les catégories récupérées jusqu'ici, jusqu'à la fin de la première synchronisation complète
status-stale = Périmé : aucune synchronisation réussie depuis un moment
status-ready = Prêt
status-products = Produits indexés
status-fitment = Paires de compatibilité
status-families = Familles de variantes
status-size = Taille sur le disque
status-megabytes = { $size } Mo
status-last-full = Dernière synchronisation complète
status-last-incremental = Dernière synchronisation partielle
status-running = En cours
status-interval = Intervalle de synchronisation
status-interval-value = { $seconds } s
status-progress-label = Progression de la synchronisation complète
stock-count-skus = { $count ->
    [one] { $count } référence
   *[other] { $count } références
}
stock-count-over = { $count ->
    [one] { $count } au-delà de la limite de { $max } sera ignorée
   *[other] { $count } au-delà de la limite de { $max } seront ignorées
}
exports-token-bad-name = Donnez un nom au jeton ({ $max } caractères au plus), par exemple la boutique qui l'utilise.
exports-token-taken = Un jeton porte déjà ce nom : révoquez-le d'abord, ou choisissez un autre nom.
exports-token-too-many = Il y a déjà { $max } jetons : révoquez-en un d'abord.
exports-token-unsaved = Le jeton n'a pas pu être enregistré, il n'a donc pas été créé. Réessayez dans un instant.

## Rôles et autorisations
error-title-forbidden = Non autorisé pour votre rôle
error-forbidden = Le rôle de votre compte ne permet pas cela. Demandez à un responsable ou au propriétaire.
role-staff = employé
role-manager = responsable
role-owner = propriétaire
refused-role = Il faut au moins un compte « { $need } » ; le vôtre est un compte « { $role } ». Rien n'a été modifié.
refused-unlisted = Cette adresse n'est ouverte à aucun rôle. Rien n'a été modifié.
access-role = ({ $role })
prices-managers-only = Seul un responsable ou le propriétaire peut modifier les règles de prix.
quote-note-discount-approval-refused = Rien n’a changé : ce nom et ce mot de passe ne sont pas ceux d’un responsable ni du propriétaire (ou il y a eu trop d’essais ; patientez quelques minutes).
discount-approve-title = Accord d’un responsable
discount-approve-line = Un responsable ou le propriétaire peut accorder { $discount } sur { $sku } en saisissant ici son nom et son mot de passe.
discount-approve-quote = Un responsable ou le propriétaire peut accorder { $discount } sur tout le devis en saisissant ici son nom et son mot de passe.
discount-approve-name = Identifiant du responsable
discount-approve-password = Mot de passe
discount-approve-submit = Approuver et accorder la remise
prices-tiers = Niveaux de prix
prices-tiers-note = Un client rattaché à un niveau reçoit des devis à ce prix plutôt qu'au prix public, et son exemplaire indique l'économie par rapport au prix public. Choisissez le niveau d'un client sur sa page.
prices-no-tiers = Aucun niveau pour l'instant : tous les clients paient le prix public.
prices-add-tier = Ajouter ou modifier un niveau
prices-scope-tier = Niveau
prices-tier-name = Nom du niveau
prices-basis-retail = Prix public − %
prices-rule-retail = Prix public − { $off } %, { $rounding }
rules-tier-name = Donnez au niveau un nom de 1 à 40 caractères.
shop-price-none-retail = aucun prix public de départ
customer-note-tier-set = Le niveau de prix est enregistré : ses devis sont calculés à ce niveau.
customer-note-tier-set-capped = Le niveau de prix est enregistré : ses devis sont calculés à ce niveau. Une remise sur l’un de ses devis dépassait à ces prix la remise maximale de la boutique et a été ramenée dans la limite.
customer-note-tier-unknown = Ce niveau de prix n'existe pas (il vient peut-être d'être supprimé) ; rien n'a changé.
customer-tier-retail = Paie le prix public.
customer-tier-is = Niveau de prix : { $tier }. Ses devis sont calculés à ce niveau.
customer-tier-gone = Son niveau de prix a été supprimé : il paie le prix public.
customer-tier-label = Niveau de prix
customer-tier-retail-option = Prix public (aucun niveau)
customer-tier-save = Définir le niveau
quote-total-retail = Au prix public
quote-tier-saving = Économie ({ $tier })
customer-history-tier = Passé au niveau de prix « { $tier } »
customer-history-retail = Revenu au prix public
customer-note-vat-number-bad = Ce n'est pas un numéro de TVA ou fiscal : 4 à 20 lettres et chiffres (espaces, points et tirets permis), p. ex. FR 12 345678901.
customer-changed-vat-number = numéro de TVA
customer-field-vat = Numéro de TVA ou fiscal
customer-vat-hint = Pour une entreprise : ses exemplaires montrent alors les prix hors taxe, la taxe à côté.
customer-vat-number = Entreprise, n° de TVA
quote-copy-vat-number = N° de TVA : { $number }
quote-copy-net-prices = Prix hors TVA ; la TVA est calculée sur le total.
prices-tax-title = Taux de taxe du magasin
prices-tax-from-region = { $region } % — le taux normal de la région du magasin. Fixez le vôtre s'il diffère (un taux local, ou un changement que la table du portail ne connaît pas encore).
prices-tax-own = { $rate } % — fixé par le magasin ({ $who }, { $when }) ; le taux normal de sa région est { $region } %. Videz le champ pour reprendre celui de la région.
prices-tax-own-rate = Taux propre du magasin, %
refused-role-home = Retour à l'accueil

quote-note-other-no-description = Donnez une description à la ligne : c’est ce que lit le client.
quote-note-other-description-long = Une description compte au plus 120 caractères.
quote-note-other-price-text = Un prix est un nombre d’au plus deux décimales, par exemple 45 ou 12,50.
quote-note-other-price-range = Un prix ou un taux horaire est supérieur à 0 et d’au plus 100 000.
quote-note-other-hours-text = Les heures sont un nombre d’au plus deux décimales, par exemple 1,5.
quote-note-other-hours-range = Les heures sont supérieures à 0 et d’au plus 999,99.
quote-note-other-labour-zero = Rien n’a été ajouté : ces heures à ce taux font 0,00. La main-d’œuvre coûte plus que 0 : indiquez plus d’heures, un taux plus élevé ou un prix fixe.
quote-note-other-hours-and-price = Indiquez des heures à un taux, ou un prix fixe : pas les deux.
quote-note-other-no-price = Indiquez un prix (ou, pour la main-d’œuvre, des heures à un taux).
quote-note-other-no-rate = Indiquez le taux horaire de ces heures.
quote-note-other-code = Un code compte au plus 64 caractères, sans espaces.
quote-note-other-kind = Un devis n’accepte pas ce type de ligne.
quote-line-labour = Main-d’œuvre
quote-labour-hours = { $hours } h × { $rate }
quote-line-own = Hors catalogue
quote-other-title = Ajouter de la main-d’œuvre ou une pièce hors catalogue
quote-other-incl-tax = Prix comme en rayon : TVA comprise.
quote-other-excl-tax = Prix comme en rayon : hors taxe, ajoutée au total.
quote-other-labour = Main-d’œuvre de montage
quote-other-typed = Une pièce hors catalogue
quote-other-description = Description
quote-other-hours = Heures
quote-other-rate = Taux horaire ({ $currency })
quote-other-fixed = ou un prix fixe ({ $currency })
quote-other-price = Prix unitaire ({ $currency })
quote-other-code = Code (facultatif)
quote-other-add-labour = Ajouter la main-d’œuvre
quote-other-add-typed = Ajouter la pièce
prices-labour-title = Taux de main-d’œuvre
prices-labour-none = Aucun taux de main-d’œuvre : une ligne de main-d’œuvre prend le taux saisi avec elle, ou un prix fixe.
prices-labour-set = La main-d’œuvre coûte { $rate } de l’heure (fixé le { $when } par { $who }).
prices-labour-rate = Taux horaire ({ $currency }) ; vide pour aucun
nav-audit = Journal d’audit
audit-title = Journal d’audit
audit-note = Qui a fait quoi, quand et d’où : connexions, refus, modifications des clients, des prix et des jetons de flux, téléchargements et sauvegardes. Les entrées ne peuvent pas être modifiées et sont gardées { $days } jours ; `dealer-desk audit verify` les vérifie toutes.
audit-who = Qui
audit-action = Action
audit-any-action = Toutes
audit-from = Du
audit-to = Au
audit-record = Objet
audit-show = Afficher
audit-when = Quand (heure du magasin)
audit-address = Adresse
audit-detail = Détail
audit-none = Aucune entrée ne correspond.
audit-older = Entrées plus anciennes
audit-filter-day = Une date s’écrit AAAA-MM-JJ, par exemple 2026-11-28.
audit-filter-action = Le journal n’enregistre pas cette action.
audit-filter-order = « Du » est après « au ».
audit-sign-in = Connexion
audit-sign-in-failed = Connexion refusée
audit-sign-out = Déconnexion
audit-refused = Refusé (rôle)
audit-customer-created = Client créé
audit-customer-changed = Client modifié
audit-customer-deleted = Client supprimé
audit-customer-exported = Données du client téléchargées
audit-export = Téléchargement
audit-feed-token-made = Jeton de flux créé
audit-feed-token-revoked = Jeton de flux révoqué
audit-price-rule = Prix modifiés
audit-customer-tier = Niveau de prix du client
audit-discount-approved = Remise au-delà du plafond
audit-discount-capped = Remise ramenée au plafond
audit-backup-taken = Sauvegarde faite
audit-backup-restored = Sauvegarde restaurée
audit-pruned = Anciennes entrées retirées
audit-dropped = Entrées perdues lors d’un afflux
ropa-title = Registre des traitements
ropa-intro = Les données personnelles que ce portail conserve pour le magasin : pourquoi, où, qui peut les voir et pendant combien de temps (RGPD, article 30), établi à partir des données et réglages actuels du portail. Imprimez-le pour les archives du magasin.
ropa-controller = Responsable du traitement :
ropa-controller-unset = le magasin (définissez SHOP_NAME et SHOP_ADDRESS pour le nommer ici)
ropa-made = À la date du { $day }.
ropa-data = Données
ropa-why = Finalité
ropa-where = Où
ropa-who = Qui peut les voir
ropa-kept = Conservation
ropa-count = Enregistrements actuels
ropa-place-server = le journal du serveur (sortie standard, et DEALER_DESK_LOG_FILE s’il est défini)
ropa-who-staff = Tout le personnel connecté
ropa-who-manager = Responsables et propriétaires
ropa-who-owner = Propriétaires
ropa-who-server = Seuls ceux qui gèrent le serveur
ropa-kept-until-deleted = Jusqu’à suppression par le personnel (sur demande, depuis la page du client)
ropa-kept-with-customer = Supprimé avec le client
ropa-kept-days = { $days } jours
ropa-kept-hours = { $hours } heures après la connexion, ou jusqu’à la déconnexion
ropa-kept-copies = Les { $keep } dernières copies, une toutes les { $hours } heures
ropa-kept-sent = Envoyé par le serveur de messagerie du magasin ; le portail ne garde qu’une note dans l’historique du client
ropa-kept-server = Selon la rotation des journaux du serveur
ropa-customers = Clients
ropa-customers-data = Nom, téléphone, e-mail, notes, langue, numéro de TVA, niveau de prix et motos
ropa-customers-why = Pour leur établir des devis, leur vendre des pièces et vérifier ce qui va sur leur moto
ropa-history = Historique des clients
ropa-history-data = Qui a modifié la fiche d’un client, quand et quoi (y compris les e-mails envoyés)
ropa-history-why = Pour que le magasin puisse répondre de chaque modification des données d’un client
ropa-watches = Alertes de retour en stock
ropa-watches-data = Le client, la pièce et comment le prévenir
ropa-watches-why = Pour prévenir le client quand une pièce demandée est de retour en stock
ropa-lost = Ventes manquées
ropa-lost-data = Ce qui a été demandé et pourquoi la vente n’a pas eu lieu, et le client s’il est nommé
ropa-lost-why = Pour voir quelles pièces le magasin devrait avoir en stock
ropa-quotes = Devis des clients
ropa-quotes-data = Les pièces, prix et remises proposés à un client
ropa-quotes-why = Pour remettre et conserver le devis du client
ropa-accounts = Comptes du personnel
ropa-accounts-data = Identifiants, rôles et empreintes de mots de passe (argon2id ; jamais le mot de passe)
ropa-accounts-why = Pour que le personnel se connecte et fasse ce que son rôle permet
ropa-sessions = Sessions de connexion
ropa-sessions-data = Le compte, une empreinte du cookie du navigateur et la fin de la session
ropa-sessions-why = Pour garder le personnel connecté
ropa-audit = Journal d’audit
ropa-audit-data = Qui a fait quoi et quand, depuis quelle adresse réseau, sur quel enregistrement
ropa-audit-why = Pour protéger les données du magasin et répondre de leur usage
ropa-log = Journal du serveur
ropa-log-data = Noms de compte et adresses réseau dans les lignes sur les connexions et modifications
ropa-log-why = Pour faire fonctionner le portail et trouver les pannes
ropa-backups = Sauvegardes
ropa-backups-data = Copies de tout ce qui précède que le portail garde dans ses fichiers
ropa-backups-why = Pour restaurer les données du magasin après une panne
ropa-email = E-mail
ropa-email-data = Le nom et l’adresse e-mail d’un client, et ce qui a été envoyé (un devis, une pièce de retour)
ropa-email-why = Pour envoyer au client ce qu’il a demandé
nav-staff = Personnel
access-change-password = Changer le mot de passe
staff-title = Comptes du personnel
staff-intro = Les employés font le travail du comptoir ; les responsables y ajoutent les rapports, les exports, les règles de prix et les remises au-delà du plafond ; les propriétaires, les comptes du personnel, les réglages et le journal d’audit. Un changement compte aussitôt, sur chaque portail du magasin.
staff-no-sign-in = Ce portail fonctionne sans connexion : il n’y a pas de comptes à gérer. Créez le premier propriétaire avec un fichier d’utilisateurs (DEALER_DESK_USERS_FILE, une ligne de « dealer-desk hash-password ») et redémarrez le portail ; ajoutez ensuite tous les autres ici.
staff-count = Comptes : { $count } (au plus { $most })
staff-add-heading = Ajouter un compte
staff-add-hint = Le nouveau compte reçoit un mot de passe à usage unique, affiché une fois, valable { $hours } heures ; à sa première connexion, la personne choisit le sien.
staff-name = Nom
staff-role = Rôle
staff-add = Ajouter le compte
staff-you = vous
staff-last-sign-in = Dernière connexion { $at }
staff-never-signed-in = Jamais connecté
staff-changed = Modifié { $at } par { $by }
staff-change-role = Changer le rôle
staff-reset = Réinitialiser le mot de passe
staff-sign-out = Déconnecter partout
staff-disable = Désactiver
staff-enable = Réactiver
staff-state-active = Actif
staff-state-one-time = Mot de passe à usage unique pas encore utilisé
staff-state-one-time-expired = Mot de passe à usage unique expiré
staff-state-disabled = Désactivé
staff-done-add = Compte « { $name } » ajouté.
staff-done-role = Le rôle de « { $name } » est changé.
staff-done-reset = Le mot de passe de « { $name } » est réinitialisé et ses sessions sont terminées.
staff-done-sign-out = « { $name } » est déconnecté partout.
staff-done-disable = « { $name } » est désactivé et déconnecté partout.
staff-done-enable = « { $name } » est de nouveau actif.
staff-one-time = Son mot de passe à usage unique (à remettre en personne ; il n’est plus affiché ensuite) :
staff-one-time-until = Il est valable jusqu’au { $until }, une seule fois ; la personne choisit ensuite le sien.
staff-problem-name = Un nom compte de 1 à 64 lettres, chiffres ou caractères . _ @ -.
staff-problem-taken = Un autre compte porte déjà ce nom.
staff-problem-no-such = Aucun compte ne porte ce nom.
staff-problem-role = Choisissez un rôle : employé, responsable ou propriétaire.
staff-problem-last-owner = C’est le dernier propriétaire qui peut se connecter : faites d’abord d’un autre compte un propriétaire.
staff-problem-yourself = Vous ne pouvez pas désactiver votre propre compte.
staff-problem-too-many = Le portail ne garde pas plus de comptes : désactivez-en un inutile, ou réactivez-en un.
staff-problem-unsaved = Le changement n’a pas pu être enregistré ; rien n’a changé. Réessayez dans un instant.
staff-problem-no-sign-in = Ce portail fonctionne sans connexion : créez le premier propriétaire avec un fichier d’utilisateurs.
password-title = Votre mot de passe
password-choose-heading = Choisissez votre mot de passe
password-choose-note = Vous vous êtes connecté avec un mot de passe à usage unique. Choisissez le vôtre pour continuer ; vous seul le connaîtrez.
password-change-heading = Changer votre mot de passe
password-change-note = Partout ailleurs où vous êtes connecté, vous serez déconnecté.
password-current = Mot de passe actuel
password-new = Nouveau mot de passe
password-again = Nouveau mot de passe, à nouveau
password-button = Enregistrer le mot de passe
password-rule = Au moins { $count } caractères. Quelques mots dont vous vous souviendrez font un bon mot de passe.
password-back = Retour au portail
password-done-heading = Mot de passe enregistré
password-done-note = Votre nouveau mot de passe est enregistré. Partout ailleurs où vous étiez connecté, vous êtes déconnecté.
password-done-go = Continuer vers le portail
password-too-short = Le nouveau mot de passe est trop court.
password-too-long = Le nouveau mot de passe est trop long (128 caractères au plus).
password-mismatch = Les deux nouveaux mots de passe ne sont pas identiques.
password-guessable = Choisissez un autre mot de passe que votre nom ou votre mot de passe actuel.
password-wrong-current = Le mot de passe actuel n’est pas le bon.
password-unsaved = Le mot de passe n’a pas pu être enregistré ; l’ancien reste valable. Réessayez dans un instant.
audit-staff-added = Compte du personnel ajouté
audit-staff-role = Rôle d’un compte changé
audit-staff-password-reset = Mot de passe d’un compte réinitialisé
audit-staff-signed-out = Compte déconnecté partout
audit-staff-disabled = Compte désactivé
audit-staff-enabled = Compte réactivé
audit-password-changed = Mot de passe personnel changé
ropa-kept-account = Tant que le magasin garde le compte : une personne qui part est désactivée sur la page du personnel, pas supprimée, pour que les noms du journal d’audit désignent toujours quelqu’un
access-two-factor = Connexion à deux facteurs
signin-code-heading = Code de votre application
signin-code-note = Saisissez le code à six chiffres que votre application d’authentification affiche pour Dealer Desk, ou l’un de vos codes de secours.
signin-code-label = Code
signin-code-start-again = Recommencer
two-factor-title = Connexion à deux facteurs
two-factor-setup-heading = Configurer la connexion à deux facteurs
two-factor-setup-note = Scannez ce code avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), puis saisissez le code à six chiffres qu’elle affiche.
two-factor-required-note = Votre rôle se connecte avec un second facteur : configurez-le pour continuer.
two-factor-qr-label = Code QR pour votre application d’authentification
two-factor-key = Ou saisissez cette clé dans l’application :
two-factor-code = Code de l’application
two-factor-turn-on = Activer
two-factor-on-heading = La connexion à deux facteurs est activée
two-factor-on-note = Chaque connexion demande un code de votre application après le mot de passe. Codes de secours restants : { $count }.
two-factor-recovery-heading = Vos codes de secours
two-factor-recovery-note = Chacun sert une fois, à la place d’un code, si votre téléphone est perdu. Gardez-les en lieu sûr (imprimés, ou dans un gestionnaire de mots de passe) : ils ne sont plus affichés.
two-factor-new-recovery = Nouveaux codes de secours
two-factor-new-recovery-note = Crée dix nouveaux codes ; les anciens ne fonctionnent plus.
two-factor-turn-off = Désactiver
two-factor-wrong = Ce code n’est pas le bon, ou a déjà servi. Saisissez le code que votre application affiche maintenant.
two-factor-required = Votre rôle doit se connecter avec un second facteur : il ne peut pas être désactivé. Si votre téléphone est perdu, un propriétaire peut le réinitialiser.
two-factor-unsaved = Cela n’a pas pu être enregistré ; rien n’a changé. Réessayez dans un instant.
two-factor-go-on = Continuer vers le portail
staff-two-factor-on = Deux facteurs activés
staff-reset-two-factor = Réinitialiser les deux facteurs
staff-done-two-factor = Le second facteur de « { $name } » est réinitialisé et ses sessions sont terminées ; la personne en configure un nouveau à sa prochaine connexion.
audit-staff-two-factor-reset = Second facteur d’un compte réinitialisé
audit-two-factor-on = Second facteur activé
audit-two-factor-off = Second facteur désactivé
audit-recovery-codes-new = Nouveaux codes de secours créés
discount-approve-code = Son code, s’il se connecte avec un
signin-sso = Se connecter avec { $provider }
signin-sso-default = Se connecter par authentification unique
signin-sso-failed = L’authentification unique n’a pas abouti. Réessayez.
signin-sso-unreachable = Le service d’authentification unique est injoignable pour le moment. Réessayez dans un instant, ou connectez-vous avec un mot de passe.
signin-sso-no-role = Votre compte là-bas n’a pas de rôle dans ce portail. Demandez au propriétaire du magasin de vous ajouter à un groupe qui en a un.
signin-sso-refused = Ce compte ne peut pas se connecter ici. Adressez-vous au propriétaire du magasin.
staff-problem-sso = Ce compte se connecte par authentification unique : son mot de passe est géré là-bas.
staff-sso = Authentification unique
account-sso-heading = Votre connexion passe par l’authentification unique
account-sso-note = Votre mot de passe et votre second facteur sont gérés par le fournisseur d’authentification unique du magasin : modifiez-les là-bas.
# Special orders
nav-orders = Commandes
nav-orders-count = { $count ->
    [one] { $count } ligne de commande attend le magasin
   *[other] { $count } lignes de commande attendent le magasin
}
order-pay-cash = Espèces
order-pay-card = Carte
order-pay-other = Autre
order-state-to-order = À commander
order-state-ordered = Commandé
order-state-arrived = Arrivé
order-state-collected = Retiré
order-state-cancelled = Annulé
order-problem-deposit-text = L'acompte doit être un montant (25,00) ou un pourcentage (20 %), et le paiement en espèces, par carte ou autre.
order-problem-deposit-negative = Un acompte ne peut pas être négatif.
order-problem-deposit-above = L'acompte dépasse le total de la commande : au plus le total.
order-problem-no-lines = Choisissez au moins une pièce avec un prix à commander.
order-problem-wrong-step = Cette ligne ne peut pas passer à cette étape : elle a déjà avancé (la page est peut-être ancienne).
order-problem-day = Le jour prévu doit être une date (AAAA-MM-JJ).
order-problem-expected = Le jour prévu ne peut pas être avant aujourd'hui.
order-problem-reason = Indiquez pourquoi la ligne est annulée.
order-problem-too-long = Une référence, un emplacement ou un motif : 200 caractères au plus.
orders-section-to-order = À commander ({ $count })
orders-section-awaiting = En attente d'arrivée ({ $count })
orders-section-arrived = Arrivé, pas retiré ({ $count })
orders-section-done = Terminé ({ $count })
order-note-made = Commande créée : l'acompte est enregistré. Imprimez le reçu pour le client.
order-note-moved = La ligne a avancé.
order-note-told = Noté : le client a été prévenu.
order-note-emailed = Le client a reçu un e-mail annonçant l'arrivée.
order-note-email-failed = L'e-mail n'a pas pu partir (vérifiez les réglages de messagerie) ; prévenez le client autrement et notez-le.
order-note-email-no-address = Le client n'a pas d'adresse e-mail : prévenez-le autrement et notez-le.
order-note-limit = Une limite est atteinte (200 commandes par client, 100 lignes par commande, 10 000 commandes ouvertes) : terminez-en ou annulez-en d'abord.
order-note-no-such-order = Cette commande ou cette ligne n'existe pas.
order-note-no-customer = Une commande demande un client : choisissez d'abord pour qui est ce devis.
order-note-busy = Les données étaient injoignables : rien n'a changé. Réessayez.
order-note-filter-day = Un jour du filtre n'est pas une date (AAAA-MM-JJ) : il a été ignoré.
order-line-reference = Réf. { $reference }
order-line-expected = prévu le { $day }
order-line-arrived = arrivé le { $time }
order-line-place = rangé : { $place }
order-line-told = prévenu le { $time } par { $by }
order-line-emailed = prévenu par e-mail le { $time }
order-line-collected = retiré le { $time }, remis par { $by }
order-line-cancelled = annulé : { $reason } ; { $refund } rendu, { $fee } retenu
order-reference = Référence de commande du fournisseur
order-expected = Prévu le
order-mark-ordered = Commandé
order-place = Rangé où
order-mark-arrived = Arrivé
order-mark-told = Prévenu
order-email-now = Envoyer l'e-mail
order-mark-collected = Retiré, solde payé
order-cancel-line = Annuler cette ligne
order-cancel-refund = À rembourser : { $refund }.
order-cancel-reason = Pourquoi
order-cancel-confirm = Annuler et rembourser
order-title = Commande { $order }
order-made = Créée le { $time } par { $by }
order-deposit-taken = Acompte reçu : { $amount } ({ $method })
order-customer-deleted = La fiche du client a été supprimée ; les montants de la commande sont conservés.
order-tell-email = Le client reçoit un e-mail à l'arrivée d'une pièce.
order-tell-staff = L'équipe prévient le client à l'arrivée d'une pièce.
order-receipt = Reçu (PDF)
order-quote = Le devis
order-all-orders = Toutes les commandes
order-state = État
order-actions = Actions
order-fees = Frais de reprise retenus
missing-order = Commande introuvable
missing-order-text = Cette commande n'est pas enregistrée : le lien est peut-être ancien.
receipt-total = Total
receipt-deposit = Acompte versé
receipt-refunded = Remboursé
receipt-due = Solde à payer
receipt-title = Commande spéciale { $order }
receipt-date = Commandé le { $day }
receipt-deposit-paid = Acompte versé : { $amount } ({ $method })
receipt-expected = Prévu le { $day }
receipt-arrived = Arrivé : prêt à retirer
receipt-collected = Retiré
receipt-cancelled = Annulé ; { $refund } remboursé
receipt-hours = Horaires d'ouverture : { $hours }
order-new-title = Commander pour le client : { $name }
order-back-to-quote = Retour au devis
order-deposit-default = Saisissez un montant (25,00) ou un pourcentage (50 %) ; vide, le magasin prend { $rate } % : { $amount }.
order-left-out = { $count ->
    [one] { $count } ligne ne peut pas être commandée (main-d'œuvre ou sans prix du magasin) et est laissée de côté.
   *[other] { $count } lignes ne peuvent pas être commandées (main-d'œuvre ou sans prix du magasin) et sont laissées de côté.
}
order-choose = Commander cette ligne
order-deposit = Acompte
order-method = Payé par
order-email-on-arrival = Prévenir le client par e-mail à l'arrivée d'une pièce
order-take-deposit = Encaisser l'acompte et commander
orders-filter-customer = Client
orders-filter-any-state = Tous les états
orders-filter-from = Créée depuis
orders-filter-to = Créée jusqu'au
orders-filter-apply = Afficher
orders-for-orders = Commandes
orders-to-order-sum = À commander au fournisseur, par référence
orders-download-csv = Télécharger le CSV
orders-download-xlsx = Télécharger Excel
orders-late-expected = en retard
orders-late-collect = attend depuis plus de { $days } jours
orders-none = Aucune.
orders-showing = Les { $count } premières sont affichées : filtrez pour voir le reste.
orders-order = Commande
orders-customer = Client
mail-order-subject = Votre commande { $order } est arrivée
mail-order-hello = Bonjour { $name },
mail-order-arrived = La pièce commandée chez nous (commande { $order }) est arrivée et vous attend :
mail-order-due = Solde à régler au retrait : { $amount }
mail-order-hours = Nos horaires : { $hours }
mail-order-reply = Répondez à cet e-mail pour toute question.
customer-history-order-made = Commande spéciale { $order } créée
customer-history-order-line = Commande { $order } : { $sku } { $state }
customer-history-order-told = Commande { $order } : prévenu de l'arrivée de { $sku }
customer-history-order-emailed = Commande { $order } : e-mail sur l'arrivée de { $sku }
quote-order-for-customer = Commander pour le client
customer-orders = Commandes spéciales
customer-orders-none = Aucune commande spéciale.
customer-orders-kept = Si la fiche de ce client est supprimée, les montants de ses commandes sont conservés sans son nom : la comptabilité en a besoin.
customer-orders-held = Acomptes détenus : { $amount }
customer-orders-made = Créée
customer-orders-lines-head = Lignes
customer-orders-lines = { $count ->
    [one] 1 ligne, { $open } ouverte(s)
   *[other] { $count } lignes, { $open } ouverte(s)
}
order-mark-collected-taking = Retiré : encaisser { $amount }
order-paid = Payé au retrait
order-owed-back = À rembourser au client
money-sum-total = Total { $amount }
money-sum-deposit = acompte { $amount }
money-sum-paid = payé au retrait { $amount }
money-sum-refunded = remboursé { $amount }
money-sum-fees = frais retenus { $amount }
money-sum-due = solde { $amount }
money-sum-owed-back = à rembourser { $amount }
order-line-email-sending = e-mail en cours d'envoi
order-line-email-failed = l'e-mail n'est pas parti : renvoyez-le ou prévenez le client vous-même
stock-on-order = Commandé pour des clients
audit-order-made = Commande spéciale créée
audit-order-cancelled = Ligne de commande spéciale annulée
labels-title = Étiquettes de rayon
labels-print = Imprimer des étiquettes
labels-format = Étiquettes
labels-format-l7160 = Planche A4, 21 étiquettes (Avery L7160)
labels-format-5160 = Planche US Letter, 30 étiquettes (Avery 5160)
labels-format-brother = Rouleau Brother, 62 × 29 mm
labels-start = Commencer à l'étiquette
labels-each = Combien
labels-price = Prix
labels-price-shop = Prix du magasin
labels-price-none = Sans prix
labels-make = Créer les étiquettes (PDF)
labels-zpl = Pour une imprimante Zebra (ZPL)
orders-to-order-showing = Les { $count } premières des { $all } références : les téléchargements les ont toutes.
scan-open = Scanner
scan-title = Scanner un code-barres
scan-starting = Démarrage de la caméra…
scan-looking = Présentez le code-barres d'une étiquette devant la caméra.
scan-denied = La caméra a été refusée. Autorisez-la pour ce site dans les réglages du navigateur pour scanner.
scan-no-camera = Aucune caméra n'a été trouvée sur cet appareil.
scan-no-decoder = Ce navigateur ne sait pas lire les codes-barres. Saisissez plutôt le code dans le champ.
scan-keep = Continuer à scanner dans la liste ouverte
scan-count = Scannés : { $count }
scan-added = { $sku } ajouté
scan-unknown = Aucune pièce n'a le code { $code }
scan-failed = La liste n'a pas pu l'accepter. Réessayez.
scan-keep-count = Continuer à scanner dans ce comptage
scan-count-failed = Le comptage ne l’a pas pris : saisissez-le dans la zone pour voir pourquoi.
scan-close = Terminé
labels-price-rrp = Le prix de vente conseillé
nav-shelf = Notre stock
audit-stock-adjusted = Stock ajusté
audit-stock-bins = Emplacements d’une pièce définis
stock-kind-opening = Stock d’ouverture
stock-kind-received = Reçu
stock-kind-sold = Vendu
stock-kind-returned = Retourné
stock-kind-adjusted = Ajusté
stock-kind-counted = Compté
stock-kind-moved = Changé d’emplacement
stock-reason-damaged = Endommagé
stock-reason-found = Retrouvé
stock-reason-theft = Vol
stock-reason-workshop = Utilisé à l’atelier
stock-reason-correction = Correction
stock-problem-quantity = Saisissez la quantité en nombre entier, avec un signe moins pour les unités qui sortent (par exemple -2).
stock-problem-too-many = C’est plus de 1 000 000 unités : vérifiez la quantité.
stock-problem-zero = Une quantité de 0 ne change rien : indiquez combien d’unités ajouter ou retirer.
stock-problem-reason-direction = Le motif ne correspond pas à la quantité : endommagé, vol et atelier retirent (-), retrouvé ajoute (+).
stock-problem-reason = Choisissez un motif dans la liste.
stock-problem-note = La note est trop longue (500 caractères au plus).
stock-problem-cost = Saisissez le coût comme un montant, par exemple 12.50.
stock-problem-bin = Un emplacement compte au plus 20 lettres, chiffres, tirets, points ou barres obliques (par exemple B-04-2).
stock-problem-bins = Une pièce a au plus trois emplacements.
stock-problem-bin-twice = Le même emplacement est saisi deux fois.
stock-problem-part = Le catalogue n’a aucune pièce avec cette référence ou cet EAN.
shelf-adjusted = Le stock est ajusté.
shelf-bins-set = Les emplacements sont enregistrés.
shelf-not-allowed = Seul un responsable peut ajuster le stock.
shelf-busy = Le stock ne peut pas être modifié pour le moment : rien n’a été enregistré. Réessayez dans un instant.
shelf-none = aucune dans notre stock
shelf-available = { $count } disponible(s)
shelf-on-hand-held = { $on_hand } en stock, { $held } réservée(s) pour des clients
shelf-ours = Chez nous
shelf-unread = notre stock ne peut pas être lu pour le moment
shelf-bin = emplacement
shelf-wants-count = Sous zéro : à compter
shelf-title = Notre stock
shelf-worth = Coût moyen { $average } · valeur en stock { $value }
shelf-bins-label = Emplacements
shelf-bins-hint = Jusqu’à trois, le principal d’abord, séparés par des virgules (B-04-2, OVERFLOW).
shelf-bins-save = Enregistrer les emplacements
shelf-adjust = Ajuster le stock
shelf-adjust-qty = Unités (+ ou -)
shelf-adjust-qty-hint = -2 en retire deux, 3 en ajoute trois.
shelf-adjust-reason = Motif
shelf-adjust-choose = Choisir…
shelf-adjust-note = Note
shelf-adjust-save = Ajuster
shelf-no-movements = Aucun mouvement : la boutique n’a pas encore eu cette pièce.
shelf-col-cost = Coût unitaire
shelf-col-when = Quand
shelf-col-what = Quoi
shelf-col-qty = Unités
shelf-col-after = Stock après
shelf-col-who = Qui
shelf-col-said = Référence ou note
shelf-col-bins = Emplacements
shelf-col-available = Disponible
shelf-col-on-hand = En stock
shelf-col-held = Réservé
shelf-col-value = Valeur
shelf-movements = Derniers mouvements, les plus récents d’abord
shelf-more-movements = Les mouvements plus anciens sont conservés et ne sont pas affichés ici.
shelf-supplier = Fournisseur
shelf-page-title = Notre stock
shelf-filter-bin = Emplacements commençant par
shelf-filter-order = Trier par
shelf-order-bin = Emplacement
shelf-order-sku = Référence
shelf-filter-show = Afficher
shelf-parts = { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
}
shelf-value = valeur { $value } au coût
shelf-download-csv = Télécharger le CSV
shelf-page-of = Page { $page } sur { $pages }
shelf-empty = Aucune pièce ici pour l’instant : définissez les emplacements sur la page d’une pièce ou entrez du stock.
ropa-stock = Mouvements de stock
ropa-stock-data = Le compte du membre du personnel qui a fait chaque mouvement de stock, ouvert un comptage, compté une ligne ou validé un comptage, et quand
ropa-stock-why = Pour garder le stock juste et pouvoir justifier chaque changement
ropa-kept-ledger = Aussi longtemps que les registres de stock : un mouvement n’est jamais modifié ni supprimé
audit-stock-imported = Stock importé d’un fichier
shelf-imported = { $count ->
    [one] { $count } pièce importée.
   *[other] { $count } pièces importées.
}
shelf-import-link = Importer du stock depuis un fichier
import-title = Importer du stock
import-intro = Envoyez un fichier CSV ou Excel : vous voyez ligne par ligne ce qu’il changerait avant que rien ne soit enregistré. Le stock de chaque pièce prend la quantité du fichier.
import-columns = Colonnes, par leur en-tête : SKU ou EAN, Quantity (ou On hand) et, si vous les avez, Bins (jusqu’à trois, séparés par des virgules) et Cost (d’une unité). Le fichier du stock lui-même se relit sans changement.
import-file = Fichier (CSV ou .xlsx, 16 Mo au plus)
import-check = Vérifier le fichier
import-preview = Ce que ferait le fichier
import-summary = Nouvelles dans le stock : { $new } · modifiées : { $changed } · déjà identiques : { $same } · refusées : { $refused }
import-write = { $count ->
    [one] Importer { $count } pièce
   *[other] Importer { $count } pièces
}
import-write-refused-left = Les lignes refusées sont laissées de côté : corrigez-les et renvoyez le fichier.
import-changed = Le stock a changé depuis la vérification : rien n’a été enregistré. Voici ce que ferait le fichier maintenant.
import-more = … et { $count } de plus
import-refused = Lignes refusées
import-rows = Lignes à importer
import-col-line = Ligne
import-col-code = Référence ou EAN
import-col-why = Motif
import-col-was = Stock actuel
import-col-now = Stock après
import-new = nouvelle
import-row-no-code = Ni référence ni EAN
import-row-unknown = Le catalogue n’a pas cette pièce
import-row-duplicate = La même pièce qu’une ligne précédente
import-row-quantity = La quantité n’est pas un nombre entier de 0 ou plus
import-row-too-many = Plus de 1 000 000 unités
import-row-bins = Les emplacements ne sont pas jusqu’à trois codes courts (comme B-04-2)
import-row-cost = Le coût n’est pas un montant (comme 12.50)
import-file-columns = Aucun en-tête ne nomme la pièce (SKU ou EAN) et la quantité : ajoutez une première ligne avec eux.
import-file-empty = Le fichier n’a aucune ligne à importer.
import-file-rows = Le fichier a plus de 100 000 lignes : divisez-le.
import-file-large = Le fichier dépasse 16 Mo : divisez-le.
import-file-unreadable = Le fichier n’est ni du texte CSV (UTF-8) ni un classeur Excel (.xlsx).
labels-bin = Imprimer l’emplacement principal de chaque pièce
value-title = Ce que vaut le stock
value-summary = À la fin du { $day } : { $value } au coût, { $parts } pièces, { $units } unités
value-on = Valeur à la fin du
value-from = Mouvements du
value-to = au
value-period = Mouvements du { $from } au { $to }
value-opening = Valeur d’ouverture
value-closing = Valeur de clôture
value-by-category = Par catégorie
value-by-brand = Par marque
value-unnamed = Non nommé dans le catalogue
value-col-parts = Pièces
value-col-name = Nom
value-problem-day = Indiquez chaque jour comme une date (AAAA-MM-JJ) : aujourd’hui est affiché.
value-problem-order = La période finit avant de commencer : aujourd’hui est affiché.
# Counts of the shelf
count-title = Comptages
count-link = Comptages
count-open = Ouvrir un comptage
count-scope-whole = Tout le stock
count-scope-bins = Une plage d’emplacements
count-scope-category = Une catégorie
count-scope-list = Une liste de pièces
count-from = De l’emplacement
count-to = À l’emplacement
count-category = Catégorie
count-list = Références (une par ligne, ou séparées par des virgules)
count-show-record = Montrer à la personne qui compte ce qu’indique le stock enregistré (pas à l’aveugle)
count-open-button = Ouvrir le comptage
count-none = Aucun comptage pour l’instant. Ouvrez-en un ci-dessus : tout le stock, une plage d’emplacements, une catégorie ou une liste de pièces.
count-col-number = Comptage
count-col-covers = Porte sur
count-col-state = État
count-col-counted = Comptées
count-col-opened = Ouvert
count-col-closed = Clos
count-review = Vérifier et valider
count-cancelled = Le comptage a été annulé. Rien n’a changé dans le stock.
count-covers-bins = Emplacements { $bins }
count-covers-category = Catégorie { $category }
count-progress = { $counted } sur { $lines } comptées
count-opened-by = ouvert par { $who }, { $when }
count-blind = à l’aveugle
count-not-allowed = Seul un responsable peut faire cela.
count-busy = Le comptage n’a pas pu être modifié pour le moment. Rien n’a été modifié : réessayez.
count-state-open = Ouvert
count-state-posted = Validé
count-state-cancelled = Annulé
count-problem-scope = Choisissez sur quoi porte le comptage.
count-problem-bins = Saisissez le premier et le dernier emplacement de la plage (chacun au plus 20 lettres, chiffres, tirets, points ou barres obliques), le premier avant le dernier.
count-problem-category = Saisissez la catégorie à compter, telle que le catalogue la nomme.
count-problem-empty-list = Saisissez ou collez les références à compter.
count-problem-long-list = Un comptage par liste porte sur { $max } pièces au plus : comptez plutôt des emplacements ou une catégorie.
count-problem-not-sku = « { $code } » n’est pas une référence.
count-problem-nothing = Aucune pièce du stock de la boutique ne correspond à la demande.
count-problem-quantity = Saisissez un nombre entier d’unités, 0 ou plus (=N fixe la ligne).
count-problem-too-many = C’est plus d’unités qu’une ligne ne peut en compter.
count-problem-unknown-code = Aucune pièce n’a le code « { $code } ».
count-problem-not-in-count = { $code } ne fait pas partie de ce comptage : comptez cette pièce dans un comptage de ses propres emplacements, ou de tout le stock.
count-problem-closed = Ce comptage est clos : rien n’a été modifié.
count-problem-recounts = { $count ->
    [one] Une ligne attend son recomptage : validez le comptage quand elle sera comptée.
   *[other] { $count } lignes attendent leur recomptage : validez le comptage quand elles seront comptées.
}
count-problem-no-count = Ce comptage n’existe pas.
count-show-all = Toutes les lignes
count-show-to-count = Encore à compter
count-show-recount = À recompter
count-show-review = Écarts
count-sheet-title = Comptage n° { $number }
count-counted = { $sku } : quantité comptée { $count }.
count-opened = Le comptage est ouvert : scannez ou saisissez chaque pièce.
count-closed-note = Ce comptage est clos : on ne peut plus y compter.
count-no-lines = Aucune ligne ici.
count-code = Scannez ou saisissez une référence ou un EAN
count-qty = Combien
count-qty-hint = Vide : une de plus. Un nombre : autant de plus. =N : la ligne vaut N.
count-add = Compter
count-recount-badge = à recompter
count-set-label = Quantité comptée de { $sku }
count-set = Fixer
count-col-record = Stock enregistré
count-col-counted-qty = Compté
count-review-title = Comptage n° { $number } : vérification
count-posted = { $count ->
    [one] Le comptage est validé : un mouvement a corrigé le stock.
   *[other] Le comptage est validé : { $count } mouvements ont corrigé le stock.
}
count-recount-asked = { $count ->
    [one] Une ligne a été renvoyée pour être recomptée.
   *[other] { $count } lignes ont été renvoyées pour être recomptées.
}
count-to-sheet = Feuille de comptage
count-total-lines = Lignes
count-total-counted = Comptées
count-total-differing = Écarts
count-total-recounts = En attente de recomptage
count-total-units = Unités
count-total-value = Valeur au coût
count-no-differences = Aucun écart et plus rien à compter.
count-col-difference = Écart
count-col-value = Valeur
count-col-by = Compté par
count-post = Valider le comptage
count-uncounted-leave = Laisser telles quelles les lignes que personne n’a comptées
count-uncounted-zero = Lignes que personne n’a comptées : rien n’a été trouvé (les mettre à zéro)
count-post-button = Valider les écarts
count-recount-all = Recompter tous les écarts
count-cancel = Annuler le comptage
count-was = avant : { $count }
count-recount = Recompter
audit-stock-count-opened = Comptage ouvert
audit-stock-recount-asked = Lignes d’un comptage renvoyées
audit-stock-count-posted = Comptage validé
audit-stock-count-cancelled = Comptage annulé

stock-problem-pack = Un paquet contient un nombre entier d’unités, de 1 à 10 000.
shelf-packs-of = par paquets de { $count }
shelf-pack-label = Unités par paquet
shelf-pack-hint = 1 si vendu à l’unité ; le stock se compte toujours en unités.
count-packs-units = (paquets de { $count } : comptez les unités)
shelf-download-xlsx = Télécharger le XLSX
search-bin-shelf = Les pièces de l’emplacement { $bin } sont dans la liste de notre stock →
audit-sale-made = Vente effectuée

## Ventes au comptoir
nav-sales = Ventes
sale-title = Vendre : { $name }
sale-walk-in = Client de passage
sale-sold-before = Ce devis a déjà été vendu, voir la facture
sale-line-short = Moins en stock que la quantité vendue
sale-short-ask = Notre stock a moins de { $skus } que ce que demande cette vente.
sale-anyway = Vendre quand même (le stock passe sous zéro et la pièce est marquée à compter)
sale-order-instead = Faire plutôt une commande spéciale de ce devis
sale-all-card = Tout par carte
sale-all-cash = Tout en espèces, montant exact
sale-split = Ou répartir le paiement
sale-pay-hint = Le total est de { $total }. Saisissez le montant de chaque moyen de paiement ; les espèces peuvent dépasser, et la monnaie à rendre s’affiche.
sale-take-payment = Encaisser
sale-method-cash = Espèces
sale-method-card = Carte
sale-method-transfer = Virement bancaire
sale-method-voucher = Bon d’achat
sale-method-other = Autre
sale-tendered = Espèces reçues
sale-change = Monnaie à rendre
sale-done = Vendu. La facture est ci-dessous.
sale-done-again = Cette vente a déjà été faite : voici sa facture (rien n’a été vendu deux fois).
sale-margin = Marge
sale-not-allowed = Votre rôle ne permet pas de vendre.
sale-busy = La vente n’a pas pu être enregistrée pour le moment : rien n’a été vendu. Réessayez.
sale-problem-no-lines = Ce devis ne contient rien à vendre.
sale-problem-too-many-lines = Une vente compte au plus 500 lignes.
sale-problem-line = Une ligne ne peut pas être vendue telle quelle : { $skus }.
sale-problem-no-payment = Encaissez un paiement : saisissez un montant, ou choisissez « Tout par carte » ou « Tout en espèces ».
sale-problem-amount = Saisissez un montant, par exemple 12,50.
sale-problem-not-positive = Un montant doit être supérieur à zéro.
sale-problem-too-large = Ce montant est trop élevé pour un seul paiement.
sale-problem-short = Il manque { $amount } aux paiements pour atteindre le total.
sale-problem-over-paid = Les paiements dépassent le total de { $amount } ; seules les espèces permettent de rendre la monnaie.
sale-problem-method = Choisissez un moyen de paiement.
sale-problem-form = Ce formulaire est périmé : rouvrez la page de vente.
sale-problem-short-shelf = Notre stock a moins de { $skus } que ce que demande cette vente : cochez « Vendre quand même », ou faites une commande spéciale.
sale-problem-unpriced = Une ligne de ce devis n’a pas encore de prix : donnez un prix à chaque ligne avant de vendre.
invoice-title = Facture { $number }
invoice-made = Émise le { $time } par { $by }
invoice-to = Facturé à
invoice-issued = Date d’émission : { $day }
invoice-supplied = Date de livraison : { $day }
invoice-served-by = Servi par { $name }
invoice-unit-net = Prix unitaire HT
invoice-line-net = Montant HT
invoice-line-off = Remise { $amount }
invoice-net-at = Montant HT à { $rate }{ "\u202F" }%
invoice-total = Total
invoice-paid-by = Paiement : { $method }
invoice-simplified = Facture simplifiée : prix TVA comprise.
invoice-net-prices = Prix hors TVA ; la TVA s’ajoute au taux indiqué.
invoice-pdf = Facture (PDF)
invoice-receipt = Ticket de caisse (80 mm)
receipt-thanks = Merci de votre confiance.
missing-invoice = Facture introuvable
missing-invoice-text = Cette facture ne figure pas dans les registres : le lien est peut-être ancien.
sales-number = Facture
sales-day = Date
sales-customer = Client
sales-payments = Payé par
sales-by = Vendu par
sales-filter-number = N° de facture
sales-filter-by = Vendu par
sales-filter-method = Payé par
sales-filter-any-method = Tous les moyens de paiement
sales-matched = { $count ->
    [one] { $count } facture ou avoir : { $total } après remboursements
   *[other] { $count } factures et avoirs : { $total } après remboursements
}
sales-credit-for = Avoir sur la facture { $number }
sales-problem-day = Saisissez une date au format AAAA-MM-JJ, par exemple 2026-12-07.
sales-csv = Télécharger en CSV
sales-xlsx = Télécharger en classeur Excel
quote-sell = Vendre
## Retours et avoirs
return-open = Reprendre
return-title = Reprise sur la facture { $number }
return-sold-at = Vendu le { $time }
return-all-back = Tous les articles de cette facture ont été repris.
return-take-back = Reprendre et rembourser
return-back-to-invoice = Retour à la facture
return-qty-of = Quantité de { $what } à reprendre
return-sold = Vendu
return-returned = Déjà repris
return-qty = À reprendre
return-damaged = Endommagé (ne retourne pas en stock)
return-reason = Motif
return-reason-choose = Choisissez un motif
return-reason-not-needed = Plus nécessaire
return-reason-wrong-part = Mauvaise pièce
return-reason-faulty = Pièce défectueuse
return-reason-other = Autre (précisez dans la note)
return-note = Note
return-refund-by = Mode de remboursement
return-late = Cette vente date de plus { $days ->
    [one] d’un jour
   *[other] de { $days } jours
} : un responsable approuve la reprise.
return-done = Reprise effectuée. L’avoir figure ci-dessous.
return-busy = La reprise n’a pas pu être enregistrée pour le moment : rien n’a été repris. Réessayez.
return-problem-nothing = Saisissez la quantité à reprendre sur une ligne.
return-problem-quantity = Saisissez une quantité en nombre entier, par exemple 1.
return-problem-too-many = Quantité de { $what } supérieure à ce qui reste à reprendre sur cette facture.
return-problem-reason = Choisissez un motif.
return-problem-reason-unsaid = Précisez la raison dans la note quand le motif est « Autre ».
return-problem-note = La note est trop longue : 300 caractères au plus.
return-problem-method = Choisissez le mode de remboursement.
return-problem-manager = Cette reprise dépasse le délai de retour du magasin : un responsable saisit son nom, son mot de passe et son code pour l’approuver.
invoice-returned-line = Repris : { $count } × { $what }
invoice-credit-notes = Avoirs
invoice-credit-note = { $number }, { $time } : { $amount } remboursé ({ $method })
invoice-credit-pdf = Avoir (PDF)
credit-title = Avoir { $number }
credit-issued = Date d’émission : { $day }
credit-refers-to = Se rapporte à la facture { $number } du { $day }
credit-reason = Motif : { $reason }
credit-approved-by = Approuvé par { $name }
credit-damaged = Endommagé : non remis en stock
credit-total = Total remboursé
credit-refunded-by = Remboursement : { $method }
audit-sale-returned = Pièces reprises
## Recette du jour
day-title = Recette du jour
day-link = Recette du jour et clôture de caisse
day-day = Jour
day-whole-shop = tout le magasin
day-of-person = vendu par { $name }
day-sales = { $count ->
    [one] { $count } vente
   *[other] { $count } ventes
} : { $total }
day-returns = { $count ->
    [one] { $count } reprise
   *[other] { $count } reprises
} : { $total }
day-net = Recette moins remboursements
day-method = Payé par
day-taken = Encaissé
day-refunds = Remboursé
day-method-net = Net
day-refunded = Remboursé : { $amount }
day-people = Qui a vendu
day-sales-count = Ventes
day-cash-up = Clôture de caisse
day-float = Fond de caisse initial
day-expected = Montant attendu en caisse
day-counted = Espèces comptées
day-difference = Écart (excédent ou manquant)
day-close-hint = La clôture de caisse ferme la journée : une vente faite ensuite est datée du lendemain.
day-close = Clôturer la caisse et fermer la journée
day-closed-by = Caisse clôturée le { $time } par { $name }.
day-open = La caisse de cette journée n’a pas été clôturée.
day-done-closed = La caisse est clôturée et la journée fermée.
day-z-report = Rapport Z (PDF)
day-z-title = Rapport Z du { $day }
day-problem-amount = Saisissez le fond de caisse et les espèces comptées sous forme de montant, par exemple 150,00.
day-problem-closed = La caisse de cette journée était déjà clôturée : rien n’a été modifié.
day-problem-not-allowed = Seul un responsable peut clôturer la caisse d’une journée.
day-problem-busy = La clôture de caisse n’a pas pu être enregistrée pour le moment : rien n’a été modifié. Réessayez.
audit-sale-day-closed = Caisse clôturée
## Factures d’un client
customer-invoices = Factures
customer-invoices-none = Aucune facture pour l’instant.
customer-invoices-kept = Les factures sont conservées comme la loi l’exige, même si la fiche du client est supprimée : celles d’une entreprise avec son nom et son numéro de TVA, les autres sans le nom du client.
## Factures dans le registre des traitements
ropa-invoices = Factures et avoirs
ropa-invoices-data = Le nom et le numéro de TVA du client tels qu’ils étaient lors de la vente, ce qu’il a acheté, comment il a payé et ce qui a été repris, et le compte du personnel qui a vendu ou repris
ropa-invoices-why = La loi impose au magasin d’émettre et de conserver ses factures ; quand la fiche d’un client est supprimée, les factures d’un particulier perdent son nom et celles d’une entreprise gardent le nom et le numéro de TVA que la facture doit porter
ropa-kept-years = { $years } ans, comme la loi conserve les factures : jamais modifiées ni supprimées avant
## Collecting a special order as a sale
collect-title = Retrait de la commande { $order }
collect-waiting-none = Rien de cette commande n’attend d’être retiré.
collect-choose = Pièces à remettre
collect-col-take = Remettre
collect-take-line = Remettre { $sku }
collect-col-share = Acompte versé
collect-update = Calculer le reste à payer
collect-deposit = Acompte versé le { $day } par { $method }
collect-due = À payer maintenant
collect-nothing-due = Remettre : rien ne reste à payer
collect-before = Déjà facturé pour cette commande :
collect-back = Retour à la commande
collect-problem-not-waiting = Une pièce choisie n’attend plus d’être retirée : rien n’a été remis. La page montre ce qui attend maintenant.
order-collect-all = Retirer et facturer toutes les pièces en attente
invoice-paid-before = Acompte versé le { $day } par { $method } (commande { $order })
invoice-of-order = Retrait de la commande { $order }

## The receipt printer
invoice-print = Imprimer le ticket
sale-done-printed = Le ticket est parti à l’imprimante.
sale-print-failed = L’imprimante de tickets n’a pas répondu : vérifiez qu’elle est allumée, ou imprimez le PDF du ticket.

## Emailing an invoice
invoice-email = Envoyer la facture par e-mail
sale-done-emailed = La facture a été envoyée au client et notée dans son historique.
sale-email-no-customer = Rien n’a été envoyé : cette facture n’est liée à aucun client enregistré.
mail-invoice-subject = Votre facture { $number }
mail-invoice-attached = Vous trouverez ci-joint votre facture { $number } du { $day } au format PDF. Merci de votre confiance.

## Deposits in the day's takings
day-deposits = Acomptes des commandes spéciales : { $taken } encaissés, { $back } rendus (compris dans les moyens de paiement ci-dessous)

## Returns without an invoice
loose-title = Reprendre sans facture
loose-intro = Pour des pièces rapportées sans leur facture : saisissez le code de chaque pièce, la quantité et le remboursement unitaire. Un responsable approuve chacun de ces retours ; l’avoir ne se rapporte à aucune facture.
loose-needs-manager = Un retour sans facture exige un responsable : son nom, son mot de passe et son code
loose-qty = Quantité
loose-refund-each = Remboursement unitaire
sales-credit-loose = Avoir sans facture
credit-no-invoice = Repris sans facture
return-problem-sku = « { $what } » ne peut pas être un code de pièce : 64 caractères au plus, sans caractère de contrôle.
return-problem-amount = Saisissez le remboursement d’une pièce sous forme de montant supérieur à zéro, par exemple 12,50.
return-problem-too-many-lines = Un retour sans facture compte au plus 50 pièces : faites-en deux.

## Buying: stocking rules
buying-problem-level = Saisissez un niveau en nombre entier d’unités, de 0 à 1 000 000.
buying-problem-max-below-min = Le maximum doit être au moins égal au minimum.
buying-problem-no-max = Avec un maximum de 0, la pièce ne serait jamais commandée : saisissez un maximum ou cochez « Ne pas stocker ».
buying-problem-months = Saisissez les mois d’une saison sous forme de deux mois de 1 à 12, par exemple 11-2 pour novembre à février.
buying-problem-season = Une saison demande ses mois et ses propres minimum et maximum, ou rien de tout cela.

# (end of these messages: new ones go above this line)
