# Dealer Desk: la interfaz en español.
# Las mismas claves y marcadores que en.ftl; los datos del proveedor no se traducen.

## El marco de cada página

site-name = Dealer Desk
site-description = Dealer Desk: recambios, precios, compatibilidad y existencias para el mostrador y la oficina.
skip-to-content = Ir al contenido
nav-label = Menú principal
nav-home = Inicio
nav-categories = Categorías
nav-brands = Marcas
nav-bikes = Motos
nav-search = Buscar
nav-stock = Consultar existencias
nav-exports = Exportaciones
nav-quotes = Presupuestos
nav-customers = Clientes
nav-back-in-stock = De nuevo en stock
nav-back-in-stock-count = { $count ->
    [one] { $count } artículo vigilado de nuevo en stock
   *[other] { $count } artículos vigilados de nuevo en stock
}
nav-lost-sales = Ventas perdidas
prefs-label = Preferencias de visualización
prefs-currency = Moneda
prefs-language = Idioma
prefs-apply = Aplicar
prefs-counter = Modo mostrador
prefs-counter-hint = El modo mostrador oculta los precios de distribuidor y los márgenes, para poder girar la pantalla hacia el cliente
footer-note = Precios y existencias del catálogo para distribuidores del proveedor. Pulse / para buscar una referencia.

## Páginas que no existen

not-found-title = Página no encontrada
not-found-text = No hay ninguna página en esta dirección. Compruebe el enlace o busque la pieza por su referencia en el cuadro de arriba.
back-home = Volver al inicio
search-catalogue = Buscar en el catálogo
search-catalogue-for = Buscar «{ $text }» en el catálogo
missing-product = Producto no encontrado
missing-product-text = No hay ningún producto con la referencia { $text } en el catálogo.
missing-category = Categoría no encontrada
missing-category-text = No hay ninguna categoría { $text } en el catálogo.
missing-brand = Marca no encontrada
missing-brand-text = No hay ninguna marca { $text } en el catálogo.
missing-make = Fabricante no encontrado
missing-make-text = No hay ningún fabricante de motos { $text } en el catálogo.
missing-model = Modelo no encontrado
missing-model-text = No hay ningún modelo { $text } en el catálogo.
missing-year = Año de modelo no encontrado
missing-year-text = No hay ningún año de modelo { $text } en el catálogo.
missing-customer = Cliente no encontrado
missing-customer-text = Este cliente no está en el registro: puede que el enlace sea antiguo o que el cliente se haya eliminado.
missing-quote = Presupuesto no encontrado
missing-quote-text = Este presupuesto no está en el registro: puede que el enlace sea antiguo o que el presupuesto se haya eliminado.
missing-shared-quote = Presupuesto compartido no encontrado
missing-shared-quote-text = Este enlace compartido no abre ningún presupuesto: puede que se haya retirado o que el presupuesto se haya eliminado.

## Inicio

home-title = Inicio
home-lede = Escanee o escriba una referencia arriba, o explore por categoría, marca o moto.
home-demo-notice = Datos de demostración: el catálogo de demostración integrado, no el catálogo real del proveedor.
home-recent = Vistos recientemente
home-finder = Buscar recambios para una moto
home-all-bikes = Todas las motos
home-new = Novedades de los últimos 30 días
home-new-count = { $count ->
    [one] { $count } producto nuevo.
   *[other] { $count } productos nuevos.
}
home-new-all = Ver todo, lo más reciente primero
home-categories = Categorías
home-brands = Marcas

## Precios

price-table = Precios
price-rrp = PVP
price-dealer = Precio distribuidor
price-margin = Margen (GBP)
price-margin-value = { $amount } ({ $percent }{ "\u00A0" }%)

## Ficha de producto

breadcrumbs = Ruta de navegación
product-sku = Ref.
product-ean = EAN
product-brand = Marca
product-description = Descripción
product-options = Opciones
product-specs = Especificaciones
product-details = Detalles
product-type = Tipo de producto
product-category = Categoría
product-weight = Peso
weight-kg = { $weight } kg
product-created = Alta
product-modified = Modificado
product-instructions = Instrucciones de montaje (PDF)
product-coversheet = Hoja técnica (PDF)
product-instructions-qr = Código QR de las instrucciones de montaje
no-image = Sin imagen
also-in = También disponible en
fitment-title = Compatible con
fitment-none = El proveedor no indica compatibilidades.
fitment-summary = { $makes ->
    [one] { $makes } fabricante
   *[other] { $makes } fabricantes
}, { $years ->
    [one] { $years } año de modelo
   *[other] { $years } años de modelo
}

## Búsqueda

search-text = Texto (ref., EAN, nombre, marca, descripción)
search-any-category = Todas las categorías
search-any-brand = Todas las marcas
search-category-n = Categoría { $id }
search-brand-n = Marca { $id }
search-category-contains = El nombre de categoría contiene
search-brand-contains = El nombre de marca contiene
search-created-after = Alta posterior a
search-created-before = Alta anterior a
search-updated-after = Modificado después del
search-updated-before = Modificado antes del
search-clear = Borrar
