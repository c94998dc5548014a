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
price-margin-value = { $amount } ({ $percent }{ "\u202F" }%)

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
