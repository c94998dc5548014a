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
nav-prices = Precios
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
price-margin-shop = Margen ({ $currency })
price-margin-value = { $amount } ({ $percent }{ "\u00A0" }%)
price-shop = Nuestro precio
price-shop-incl-tax = IVA incl.
price-shop-excl-tax = sin impuestos
price-shop-default = Regla predeterminada
price-shop-default-note = Nuestros precios siguen la regla predeterminada: la tienda no ha fijado reglas de precios propias.
shop-price-none-dealer = sin precio de distribuidor en { $currency }
shop-price-none-rrp = sin PVP
price-below-cost = Por debajo del coste
quote-line-shop = Total línea
quote-total-shop = Total
quote-total-net = Base imponible
quote-tax-vat-in = IVA incluido { $rate }{ "\u00A0" }%
quote-tax-vat = IVA { $rate }{ "\u00A0" }%
quote-tax-sales = Impuesto sobre ventas { $rate }{ "\u00A0" }%
quote-unpriced-shop = Líneas sin nuestro precio
pdf-page = Página { $page } de { $pages }
pdf-qr = Personal: escanee para abrir este presupuesto
shop-vat-number = NIF-IVA { $number }
quote-pdf = Copia en PDF
quote-lines-csv = Precios (CSV)
quote-lines-xlsx = Precios (XLSX)
prices-title = Los precios de la tienda
prices-terms = Moneda e impuestos
prices-currency = Moneda
prices-tax-region = Zona fiscal
prices-tax-rate = Impuesto
prices-shelf = Precios de estantería
prices-shelf-incl = Impuestos incluidos
prices-shelf-excl = Sin impuestos: se suman al total
prices-valid = Presupuestos
prices-valid-days = Precios válidos { $days } días
prices-terms-note = Se fijan al arrancar el portal (SHOP_CURRENCY, SHOP_TAX_REGION, SHOP_TAX_RATE, QUOTE_VALID_DAYS).
prices-default = Regla predeterminada
prices-default-portal = La tienda no tiene regla propia: se aplica la del portal ({ $rule }).
prices-use-portal-default = Usar la regla del portal
prices-overrides = Excepciones
prices-overrides-note = Primero la regla de una marca, luego la de una categoría, luego la predeterminada.
prices-no-overrides = Aún no hay excepciones: cada pieza sigue la regla predeterminada.
prices-add-category = Una regla para una categoría
prices-add-brand = Una regla para una marca
prices-applies = Se aplica a
prices-rule = Regla
prices-changed = Cambiada
prices-changed-by = { $when } por { $who }
prices-remove = Quitar
prices-remove-of = Quitar la regla de { $name }
prices-scope-category = Categoría
prices-scope-brand = Marca
prices-basis = Precio a partir de
prices-basis-dealer = Precio distribuidor + margen %
prices-basis-rrp = PVP × factor
prices-value = Margen % o factor
prices-rounding = Redondeo
prices-save = Guardar regla
prices-rule-dealer = Precio distribuidor + { $markup }{ "\u00A0" }%, { $rounding }
prices-rule-rrp = PVP × { $factor }, { $rounding }
rounding-exact = sin redondeo
rounding-whole = a la unidad superior
rounding-99 = hasta ,99
rounding-95 = hasta ,95
rules-saved = Regla de precio guardada.
rules-removed = Regla de precio quitada.
rules-not-a-number = El margen o el factor debe ser un número, como 40 o 1,17.
rules-too-precise = Use como mucho tres decimales para un margen y cuatro para un factor.
rules-negative = Un margen no puede ser negativo y un factor debe ser mayor que cero.
rules-too-large = Es más de lo que admite una regla: un margen de hasta 1.000{ "\u00A0" }% o un factor de hasta 10.
rules-unknown-choice = Elija de las listas a qué se aplica la regla, de dónde sale el precio y su redondeo.
rules-no-category = Esa categoría no está en el catálogo.
rules-no-brand = Esa marca no está en el catálogo.
rules-too-many = La tienda guarda como mucho 500 excepciones: quite una primero.
rules-no-rule = Esa regla ya se había quitado.
rules-busy = No se pudieron guardar las reglas de precios; no cambió nada. Inténtelo de nuevo.

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

## Añadir a un presupuesto

quote-qty = Cant.
quote-to = en
quote-new-list = Un presupuesto nuevo
quote-add = Añadir al presupuesto
quote-add-sku = { quote-add }: { $sku }
quote-open-bar = Los escaneos y «Añadir al presupuesto» van al { $list }
quote-open-list = presupuesto abierto
quote-close-list = Cerrar presupuesto

## Indicadores de existencias

stock-in = En stock ({ $count })
stock-low = Pocas existencias ({ $count })
stock-out = Agotado
stock-unknown = Existencias desconocidas
stock-checking = Comprobando…
stock-checking-why = Aún sin comprobar: se completa solo en un momento (sin JavaScript, vuelva a cargar la página en unos segundos)
stock-checking-now = Comprobando ahora
stock-checked = Comprobado a las { $time }
stock-checked-old = Comprobado a las { $time } (no actualizado)
stock-title = Comprobado a las { $time } UTC
stock-title-reason = { $reason } · comprobado a las { $time } UTC

## Listas de productos

list-empty = Ningún producto coincide.
list-empty-hint = Pruebe con menos filtros, o con otra categoría o marca.
list-image = Imagen
list-name = Nombre
list-stock = Existencias
list-products = { $count ->
    [one] { $count } producto
   *[other] { $count } productos
}
list-parts = { $count ->
    [one] { $count } pieza
   *[other] { $count } piezas
}
list-fetching = El catálogo aún se está descargando del proveedor ({ $progress }). Las listas muestran los productos descargados hasta ahora; el buscador encuentra cualquier referencia.
list-fetching-starting = inicio
list-stale = { $minutes ->
    [one] El proveedor no responde: datos de hace { $minutes } minuto.
   *[other] El proveedor no responde: datos de hace { $minutes } minutos.
}
list-fold = Agrupar colores y tallas
list-unfold = Mostrar cada color y talla
list-sort = Ordenar
list-view = Vista
list-grid = Cuadrícula
list-list = Lista
list-export-csv = Exportar CSV
list-more-exports = Más exportaciones
pager-label = Páginas
pager-page = Página { $page }
pager-previous = ‹ Anterior
pager-next = Siguiente ›
sort-name = Nombre (A–Z)
sort-relevance = Más relevantes
sort-sku = Referencia
sort-price = PVP: de menor a mayor
sort-price-desc = PVP: de mayor a menor
sort-dealer = Precio distribuidor: de menor a mayor
sort-dealer-desc = Precio distribuidor: de mayor a menor
sort-newest = Más recientes primero
sort-updated = Modificados recientemente

## Tras enviar un formulario de presupuesto

quote-note-added = Añadido al presupuesto.
quote-note-changed = Cantidad cambiada.
quote-note-removed = Línea eliminada.
quote-note-renamed = Presupuesto renombrado.
quote-note-created = Presupuesto creado.
quote-note-deleted = Presupuesto eliminado.
quote-note-qty-range = No se ha cambiado nada: la cantidad debe ser un número entero del 1 al 9999.
quote-note-qty-text = No se ha cambiado nada: la cantidad no era un número (use cifras, del 1 al 9999).
quote-note-unknown-sku = No se ha añadido nada: el catálogo no tiene ningún producto con esa referencia.
quote-note-full = No se ha añadido nada: un presupuesto admite como máximo 1000 líneas. Empiece otro presupuesto.
quote-note-too-many-lists = No se ha creado el presupuesto: ya tiene 200 presupuestos. Elimine antes algunos.
quote-note-name-empty = No se ha cambiado nada: el presupuesto necesita un nombre.
quote-note-name-long = No se ha cambiado nada: el nombre de un presupuesto tiene como máximo 80 caracteres.
quote-note-no-list = Ese presupuesto no existe (o ya no existe).
quote-note-no-line = Esa línea ya no está en el presupuesto.
quote-note-busy = No se ha cambiado nada: no se han podido guardar los presupuestos en este momento. Inténtelo de nuevo.
quote-note-moved = Línea movida.
quote-note-duplicated = Presupuesto copiado: esta es la copia; el original no ha cambiado.
quote-note-shared = Compartir activado: los compañeros que tengan el enlace pueden ver este presupuesto y copiarlo.
quote-note-unshared = Compartir desactivado: el enlace anterior ya no abre este presupuesto.
quote-note-opened = Este presupuesto está abierto en el mostrador: una referencia o un EAN escaneado en el cuadro de búsqueda, o «Añadir al presupuesto» en una ficha de producto, añade el artículo a este presupuesto.
quote-note-closed = El presupuesto está cerrado en el mostrador: el cuadro de búsqueda vuelve a buscar piezas.
quote-note-unknown-code = No se ha añadido nada: ningún producto tiene exactamente esa referencia o ese EAN.
quote-discount-apply = Descuento
quote-discount-of = Descuento en { $sku } (10 % o un importe; vacío lo quita)
quote-discount-quote = Descuento en todo el presupuesto
quote-discount-percent = −{ $rate }{ "\u00A0" }%
quote-before-discounts = Antes de descuentos
quote-line-discounts = Descuentos por línea
quote-quote-discount = Descuento del presupuesto
quote-note-discount-set = Descuento guardado.
quote-note-discount-off = Descuento quitado.
quote-note-discount-text = No cambió nada: escriba un descuento como 10 % o un importe como 4,50.
quote-note-discount-negative = No cambió nada: un descuento no puede ser negativo.
quote-note-discount-too-much = No cambió nada: un descuento no puede superar el 100 % ni el importe del que se descuenta.
quote-note-discount-above-cap = No cambió nada: supera el descuento máximo de la tienda. Un encargado puede aprobarlo aplicándolo con su sesión iniciada.
quote-note-discount-no-price = No cambió nada: esa línea no tiene precio nuestro sobre el que descontar.
quote-note-discount-capped = Guardado. Un descuento había pasado a superar el descuento máximo de la tienda sobre aquello de lo que se descuenta, así que se ha reducido a ese límite. Un encargado puede aprobar más dándolo de nuevo.
quote-expired = Estos precios valían hasta el { $until }: el presupuesto ha caducado. Actualice los precios antes de dárselo al cliente.
quote-expired-copy = Este presupuesto caducó el { $until }.
quote-reprice-all = Actualizar todos los precios
quote-reprice = Actualizar precio
quote-sell-changed = Nuestro precio al añadirlo: { $was }; hoy: { $now }.
quote-note-repriced = Precios de hoy aplicados.
quote-note-reprice-nothing = Nada que actualizar: los precios son los de hoy.
quote-note-reprice-other-currency = No cambió nada: este presupuesto está en otra moneda distinta de la de la tienda. Haga un presupuesto nuevo.
quote-email-customer = Enviar la copia PDF al cliente
quote-note-emailed = La copia PDF se envió al cliente y quedó anotada en su historial.
quote-note-email-no-settings = No se envió nada: la tienda no tiene correo configurado (WATCH_EMAIL_SMTP_URL, WATCH_EMAIL_FROM, WATCH_EMAIL_TO).
quote-note-email-no-address = No se envió nada: el cliente no tiene dirección de correo.
quote-note-email-no-customer = No se envió nada: este presupuesto no es para ningún cliente.
quote-note-email-failed = No se envió nada: el servidor de correo no aceptó el mensaje. Inténtelo más tarde.

## Tras enviar un formulario de cliente

customer-note-created = Cliente guardado.
customer-note-saved = Cambios guardados.
customer-note-bike-added = Moto añadida.
customer-note-bike-removed = Moto quitada.
customer-note-bike-choose = Aún no se ha añadido ninguna moto: elija el modelo y el año y después añádala.
customer-note-bike-unknown = No se ha añadido la moto: el catálogo no tiene ningún año de modelo con ese ID.
customer-note-bike-max = No se ha añadido la moto: un cliente tiene como máximo 10 motos. Quite antes una.
customer-note-name-empty = No se ha guardado nada: el cliente necesita un nombre.
customer-note-name-long = No se ha guardado nada: un nombre tiene como máximo 80 caracteres.
customer-note-phone-bad = No se ha guardado nada: un número de teléfono tiene de 6 a 15 cifras; se admiten espacios, guiones, puntos, paréntesis y un + inicial.
customer-note-email-bad = No se ha guardado nada: esa dirección de correo electrónico no es válida (necesita un nombre, una @ y un dominio como shop.example).
customer-note-contact-missing = No se ha guardado nada: indique un número de teléfono o una dirección de correo electrónico (o ambos).
customer-note-note-long = No se ha guardado nada: una nota tiene como máximo 500 caracteres.
customer-note-same-contact = Aún no se ha guardado: otro cliente tiene este número de teléfono o correo electrónico (aparece junto al formulario). Abra su ficha, o marque «Es otro cliente» y vuelva a guardar.
customer-note-too-many = No se ha añadido el cliente: la tienda guarda como máximo 20.000 clientes.
customer-note-no-customer = Ese cliente no existe (o ya no existe).
customer-note-deleted = Cliente eliminado: se han borrado sus datos, motos, historial y avisos. Sus presupuestos y ventas perdidas se conservan, sin su nombre.
customer-note-delete-unconfirmed = No se ha eliminado nada: marque la casilla para confirmar que se debe borrar la ficha de este cliente.
customer-note-busy = No se ha cambiado nada: no se han podido guardar los datos en este momento. Inténtelo de nuevo.
customer-note-quote-set = El presupuesto es ahora para este cliente.
customer-note-quote-cleared = El presupuesto ya no está asignado a ningún cliente.
customer-note-no-list = Ese presupuesto no existe (o ya no existe).
customer-note-watch-made = Aviso creado: la pieza aparecerá en «De nuevo en stock» cuando haya suficiente.
customer-note-watch-done = Aviso cerrado.
customer-note-watch-contacted = Marcado como informado: el aviso sigue abierto hasta que se haga la venta (Hecho).
customer-note-watch-qty = No se ha creado el aviso: la cantidad debe ser un número entero del 1 al 9999.
customer-note-watch-max = No se ha creado el aviso: la tienda mantiene como máximo 10.000 avisos abiertos. Cierre antes algunos.
customer-note-watch-customer-max = No se ha creado el aviso: un cliente tiene como máximo 50 avisos abiertos.
customer-note-watch-unknown-sku = No se ha creado el aviso: el catálogo no tiene ningún producto con esa referencia.
customer-note-watch-no-customer = No se ha creado el aviso: elija primero el cliente (abra un presupuesto para él en el mostrador o empiece desde su ficha).
customer-note-no-watch = Ese aviso ya no está abierto.
customer-note-lost-made = Venta perdida registrada.
customer-note-lost-hour-full = No registrada: en la última hora ya se han registrado 600 ventas perdidas, el máximo que la tienda guarda en una hora. Inténtelo más tarde.
customer-note-lost-person-hour-full = No registrada: ha registrado 200 ventas perdidas en la última hora, el máximo que una persona puede registrar en una hora. Inténtelo más tarde.
customer-note-code-empty = No se ha registrado nada: una venta perdida necesita la referencia o el código que se pidió.
customer-note-code-long = No se ha registrado nada: un código tiene como máximo 64 caracteres.
customer-note-reason-unknown = No se ha registrado nada: elija un motivo de la lista.
customer-note-other-note = No se ha registrado nada: con «Otro», indique el motivo en la nota.
customer-note-lost-note-long = No se ha registrado nada: la nota de una venta perdida tiene como máximo 200 caracteres.
customer-note-lost-qty = No se ha registrado nada: la cantidad debe ser un número entero del 1 al 9999.
customer-note-ambiguous = No se ha creado el aviso: coinciden varios clientes. Escriba más letras del nombre, o el número de teléfono.
customer-note-no-match = No se ha creado el aviso: no coincide ningún cliente. Añádalo primero en «Clientes».

## Motos y filtros

bike-customers = Moto del cliente:
bike-remove = Quitar la moto del cliente
bike-remove-hint = Mostrar piezas para todas las motos
bike-lists-fit = Las listas solo muestran piezas compatibles.
bike-is-customers = Esta es la moto del cliente
bike-set = Fijar como moto del cliente
bike-make-label = Fabricante de la moto
bike-make = Fabricante
bike-model = Modelo
bike-year = Año
bike-any-make = Cualquier fabricante
bike-any-model = Cualquier modelo
bike-any-year = Cualquier año
bike-choose-make = Elija un fabricante
bike-choose-model = Elija un modelo
bike-choose-year = Elija un año
bike-show-parts = Ver piezas
facet-only = Solo { $name }
facet-remove = Quitar el filtro { $name }
facet-more = y { $count } más

## Páginas de motos

bikes-lede = Elija el fabricante, luego el modelo y el año, para ver las piezas compatibles.
bikes-models = { $count ->
    [one] { $count } modelo
   *[other] { $count } modelos
}
bikes-parts-for = Piezas para { $bike }

## Búsqueda rápida

lookup-label = Referencia o búsqueda
lookup-go = Ir
lookup-suggestions = Sugerencias
lookup-placeholder = Ref., EAN o nombre  ( / )
lookup-scan-placeholder = Escanee o escriba una referencia para añadirla al presupuesto
lookup-busy = Buscando…
lookup-enter = Intro para buscar «{ $text }»

## Imágenes del producto

gallery-count = Imagen { $n } de { $total } · use ← → para pasar
gallery-larger = Ampliar la imagen
gallery-images = Imágenes
gallery-image = Imagen { $n }
gallery-larger-view = Imagen ampliada
gallery-close = Cerrar ✕

## Avisos y ventas perdidas en el mostrador

watch-hint = ¿No hay suficiente stock? Cree un aviso para el cliente: aparecerá en «De nuevo en stock» cuando haya suficiente.
watch-sku = Avisar de { $sku } a un cliente
watch-for = para { $name }
watch-who = Nombre, teléfono o correo del cliente
watch-qty = Cantidad deseada
watch-email = Avisarle por correo cuando vuelva
watch-button = Crear aviso para este cliente
lost-sale-not-made = ¿No se hizo la venta?
lost-from-search = ¿No es lo que pedía el cliente? Registrar una venta perdida de «{ $text }»
lost-record-of = Registrar una venta perdida de { $code }
lost-qty = Cantidad perdida
lost-reason = Motivo
lost-note = Nota
lost-note-placeholder = Nota (obligatoria para «Otro»)
lost-record = Registrar venta perdida
lost-reason-out-of-stock = Agotado
lost-reason-not-in-catalogue = No está en el catálogo
lost-reason-does-not-fit = No es compatible
lost-reason-price = Precio
lost-reason-other = Otro

## Consulta de existencias

stock-form-skus = Referencias
stock-form-hint = Una por línea, o separadas por comas, espacios o tabuladores. Hasta { $max }.
stock-form-file = O suba un CSV
stock-form-file-hint = Se usa una columna con el encabezado «SKU»; si no, cada celda se lee como referencia.
stock-form-check = Consultar existencias
stock-result-checked = { $count ->
    [one] { $count } referencia consultada
   *[other] { $count } referencias consultadas
}
stock-result-repeats = { $count ->
    [one] { $count } repetida unificada
   *[other] { $count } repetidas unificadas
}
stock-result-unknown = { $count ->
    [one] { $count } desconocida
   *[other] { $count } desconocidas
}
stock-result-rejected = { $count ->
    [one] { $count } entrada no se pudo leer como referencia:
   *[other] { $count } entradas no se pudieron leer como referencias:
}
stock-result-over = Solo se consultaron las { $max } primeras referencias; se omitieron { $count } más.
stock-result-csv = Descargar CSV
stock-result-product = Producto
stock-result-count = Cantidad
stock-result-note = Nota del proveedor
stock-result-unknown-sku = Referencia desconocida

## Presupuestos

quotes-new = Nuevo presupuesto
quotes-new-placeholder = Sr. Patel, MT-09 2021
quotes-start = Crear presupuesto
quotes-none = Todavía no hay presupuestos. Cree uno aquí o añada un recambio desde su ficha.
quotes-list = Presupuesto
quotes-for = Cliente
quotes-lines = Líneas
quotes-changed = Modificado
quote-title = Presupuesto: { $name }
quote-date = Fecha
quote-valid = Precios válidos durante { $days } días, hasta el { $until }, salvo fin de existencias.
quote-dealer-copy-mark = Copia del distribuidor: no entregar al cliente.
quote-prices-unchecked = No se han podido comprobar los precios actuales: se muestran los precios del momento en que se añadió cada línea.
quote-empty = Este presupuesto está vacío. Añada recambios desde sus fichas.
quote-totals = Totales
quote-total-rrp = Total PVP
quote-total-dealer = Total precio distribuidor ({ $currency })
quote-unpriced = Líneas sin precio
quote-scanned = Escaneado o introducido:
quote-search-it = Buscarlo
quote-scanned-added = { $sku } ya está en el presupuesto: cantidad { $qty }.
quote-shared-notice = Un compañero ha compartido este presupuesto con usted. Pertenece a su compañero: cópielo para modificarlo.
quote-for = Para
quote-copy-to-mine = Copiar a mis presupuestos
quote-fit = Compatibilidad
quote-line-dealer = Precio distribuidor línea
quote-order-remove = Ordenar y quitar
quote-qty-of = Cantidad de { $sku }
quote-update = Actualizar
quote-line-gone = Ya no está en el catálogo: precios del momento en que se añadió.
quote-line-rrp-was = PVP anterior { $price }
quote-line-dealer-was = precio distribuidor anterior { $price }
quote-line-changed = Precio modificado desde que se añadió: { $changes }.
quote-move-up = Subir { $sku }
quote-move-down = Bajar { $sku }
quote-remove = Quitar
quote-remove-sku = Quitar { $sku }
quote-csv = Descargar CSV (referencia, cantidad)
quote-printing-dealer = Imprimiendo la copia del distribuidor (con precios de distribuidor).
quote-customer-copy = Copia para el cliente
quote-print-customer = Imprima esta página como copia para el cliente.
quote-dealer-copy = Copia del distribuidor
quote-rename = Cambiar nombre
quote-close-here = Cerrar en el mostrador
quote-open-here = Abrir este presupuesto en el mostrador
quote-duplicate = Duplicar
quote-delete = Eliminar presupuesto
quote-all = Todos los presupuestos
quote-share = Compartir con compañeros
quote-share-link = Enlace para compañeros (solo lectura, pueden copiarlo):
quote-unshare = Dejar de compartir
quote-for-customer = Para un cliente
quote-who = Nombre, teléfono o correo electrónico
quote-set-customer = Asignar cliente
quote-new-customer = Nuevo cliente para este presupuesto
quote-fit-no-bike = Este cliente no tiene ninguna moto registrada: añada una en su ficha para ver qué recambios son compatibles.
quote-fit-not-ready = La compatibilidad no se indicará hasta que el índice del catálogo termine su primera sincronización.
quote-fit-misfits = { $count ->
    [one] { $count } línea no es compatible con la moto del cliente ({ $bike }): marcada abajo.
   *[other] { $count } líneas no son compatibles con la moto del cliente ({ $bike }): marcadas abajo.
}
quote-fit-for = La compatibilidad indicada se refiere a la moto del cliente ({ $bike }).
quote-not-for-customer = No es para este cliente
quote-fit-bike = Compatibilidad con
quote-show-fit = Mostrar compatibilidad
fit-fits = Compatible
fit-no = No compatible
fit-not-said = Compatibilidad no indicada

## Customers, a customer's page and their language

customers-latest = Últimos clientes
customers-found = Clientes encontrados
customers-choose-for-quote = Elija el cliente para quien es este presupuesto, o añádalo abajo.
customers-find = Buscar
customers-new = Nuevo cliente
customers-save = Guardar cliente
customers-limit = La tienda guarda como máximo { $count ->
    [one] { $count } cliente.
   *[other] { $count } clientes.
}
customers-none = Ningún cliente coincide. Añádalo abajo.
customers-choose = Elegir
customers-this-one = Este cliente
customer-field-name = Nombre
customer-field-phone = Teléfono
customer-field-email = Correo electrónico
customer-field-note = Nota
customer-field-lang = Idioma
customer-name-limit = Como máximo { $count } caracteres; el texto más largo se corta ahí.
customer-form-hint = Un nombre, y un teléfono o un correo electrónico (o ambos).
customer-lang-same = El mismo que el portal
customer-lang-hint = Su copia del presupuesto y sus correos se escriben en este idioma.
customer-same-contact = Ya hay un cliente con este teléfono o correo electrónico:
customer-same-contact-ok = Es otro cliente: guardar de todos modos
customer-note-lang-unknown = No se ha guardado nada: elija el idioma del cliente en la lista.
customer-title = Cliente: { $name }
customer-since = Cliente desde el { $day }.
customer-lang-shown = Sus presupuestos y correos se escriben en { $lang }.
customer-lang-shop = Sus presupuestos y correos se escriben en el idioma del portal.
customer-start-quote = Empezar un presupuesto para este cliente
customer-change-details = Cambiar datos
customer-save-changes = Guardar cambios
customer-data = Sus datos
customer-data-text = Una copia de todo lo que la tienda guarda sobre este cliente: sus datos, motos, presupuestos, avisos, ventas perdidas e historial. Cada copia queda anotada en su historial.
customer-data-manager = Un encargado puede descargar o eliminar los datos de este cliente.
customer-data-json = Descargar sus datos (JSON)
customer-data-csv = Descargar sus datos (CSV)
customer-delete-text = Al eliminarlo se borran sus datos, motos, historial y avisos. Sus presupuestos conservan sus líneas y las ventas perdidas sus cantidades, sin su nombre. No se puede deshacer.
customer-delete-confirm = Sí, eliminar la ficha de este cliente
customer-delete = Eliminar cliente
customer-bikes-none = Aún no hay moto: añada una para ver qué piezas de sus presupuestos son compatibles.
customer-bike-remove = Quitar { $bike }
customer-bike-add = Añadir moto
customer-bikes-limit = Como máximo { $count ->
    [one] { $count } moto
   *[other] { $count } motos
} por cliente.
customer-quotes = Presupuestos
customer-quotes-none = Aún no hay ningún presupuesto para este cliente.
customer-quote-line = { $name } ({ $count ->
    [one] { $count } línea
   *[other] { $count } líneas
}, modificado el { $changed })
customer-quote-colleague = presupuesto de un compañero
customer-watches = Piezas que espera
customer-watches-none = No hay avisos abiertos. Cree un aviso desde la página de la pieza o una línea del presupuesto cuando no haya stock.
customer-watch-wanted = Pedido
customer-watch-end = Terminar
customer-watch-will-email = Se le avisará por correo cuando vuelva a haber stock.
customer-watch-emailed = Avisado por correo el { $time }
customer-watch-told-by = Avisado el { $time } por { $name }
customer-watch-told = Avisado el { $time }
customer-watch-back = De nuevo en stock: { $count } (desde el { $since })
customer-watch-stock = { $count } en stock el { $time }
customer-watch-unchecked = Aún sin comprobar
customer-watch-done = Hecho
customer-history = Cambios
customer-history-open-access = acceso abierto
customer-history-created = Creado
customer-history-changed = Cambiado: { $fields }
customer-changed-name = nombre
customer-changed-phone = teléfono
customer-changed-email = correo electrónico
customer-changed-note = nota
customer-changed-lang = idioma
customer-history-bike-added = Moto añadida: { $bike }
customer-history-bike-removed = Moto quitada: { $bike }
customer-history-exported = Datos exportados ({ $format })
customer-history-watching = Aviso de { $sku } (cantidad { $qty })
customer-history-watch-ended = Aviso de { $sku } terminado (hecho)
customer-history-emailed = Avisado por correo de que { $sku } ha vuelto
customer-history-told = Avisado de que { $sku } ha vuelto
customer-history-quote = Presupuesto «{ $name }» hecho para este cliente
customer-history-quote-emailed = Presupuesto «{ $name }» enviado en PDF
mail-customer-subject = De nuevo en stock: { $product }
mail-customer-hello = Hola, { $name }:
mail-customer-back = La pieza que nos pidió que le buscáramos vuelve a estar en stock:
mail-customer-wanted = Cantidad pedida: { $wanted }; en stock al comprobarlo: { $stock }.
mail-customer-some = algunas
mail-customer-reply = Responda a este correo o pase por la tienda y se la apartaremos.
mail-quote-subject = Su presupuesto: { $name }
mail-quote-hello = Hola, { $customer }:
mail-quote-attached = Adjuntamos su presupuesto «{ $name }» en PDF. Sus precios valen hasta el { $until }, salvo existencias.
mail-quote-reply = Responda a este correo o llámenos si tiene alguna pregunta.

# (end of the customers' messages: new ones go above this line)


## Back in stock and its emails

back-checked = Existencias comprobadas por última vez el { $time }.
back-not-checked = Existencias aún sin comprobar.
back-open = { $count ->
    [one] { $count } aviso abierto en total (la tienda guarda hasta { $max }).
   *[other] { $count } avisos abiertos en total (la tienda guarda hasta { $max }).
}
back-showing = Se muestran los últimos { $count } artículos que han vuelto: cierre algunos para ver el resto.
back-none = Ningún artículo con aviso ha vuelto todavía.
back-since = De vuelta desde
back-sku = Referencia
back-product = Artículo
back-wanted = Solicitado
back-stock = En existencias
back-customer = Cliente
back-contact = Contacto
back-told = Avisado
back-actions = Acciones
back-not-yet-mail = Todavía no: se le enviará un correo en la próxima comprobación.
back-not-yet-no-email = Todavía no (sin correo electrónico registrado).
back-not-yet = Todavía no
back-mark-told = Avisado
back-to-quote = Añadir a su presupuesto

quote-default-name = Presupuesto { $time }
quote-name-for = Presupuesto para { $name }

mail-shop-subject = { $count ->
    [one] { $count } artículo con aviso vuelve a estar en existencias
   *[other] { $count } artículos con aviso vuelven a estar en existencias
}
mail-shop-intro = De nuevo en existencias, para los clientes que los esperan:
mail-shop-line = { $wanted } solicitado(s), { $stock } en existencias.
mail-shop-done = Marque cada uno como hecho en la página «De nuevo en stock» del portal cuando haya avisado al cliente.

# (end of the back-in-stock messages: new ones go above this line)


## Lost sales, exports, status, sign-in, error pages and the search form's checks

search-bad-date = «{ $text }» no es una fecha. Use el formato AAAA-MM-DD, por ejemplo 2024-05-04.
search-bad-id = «{ $text }» no es un identificador válido (un número entero).
search-too-long = Como máximo { $max } caracteres.
search-bad-sort = Orden desconocido «{ $text }».
search-bad-page = La página debe ser un número del 1 al { $max }.
search-dates-reversed = Esta fecha es anterior a la fecha «posterior a» de arriba: no puede coincidir nada.
search-fields-wrong = { $count ->
    [one] Corrija { $count } campo antes de buscar.
   *[other] Corrija { $count } campos antes de buscar.
}
exports-title = Exportaciones y feeds
exports-match-count = { $count ->
    [one] { $count } producto coincide con este filtro.
   *[other] { $count } productos coinciden con este filtro.
}
exports-whole-count = { $count ->
    [one] Todo el catálogo: { $count } producto.
   *[other] Todo el catálogo: { $count } productos.
}
exports-fetching = El catálogo aún se está descargando del proveedor: las exportaciones estarán listas cuando termine.
exports-products = Productos
exports-filter-from-search = El filtro viene de la página de búsqueda.
exports-whole-instead = Exportar todo el catálogo en su lugar
exports-with-stock = Con existencias (consulta al proveedor por cada producto: más lento)
exports-bom = Marcar los archivos CSV como UTF-8 para Excel (marca de orden de bytes)
exports-cost-from = Precio de coste de Shopify a partir de
exports-cost-dealer = Precio distribuidor { $currency }
exports-products-csv = Productos en CSV
exports-products-xlsx = Productos en XLSX (con una hoja de compatibilidades)
exports-fitment-csv = Compatibilidades en CSV
exports-shopify-csv = CSV de productos de Shopify
exports-products-hint = Las compatibilidades tienen una fila por producto y año de modelo (marca, modelo, año, MIC). El archivo de Shopify tiene una fila por producto: precio a partir del PVP, coste a partir del precio distribuidor elegido arriba, etiquetas a partir de la categoría y las motos compatibles. El texto que una hoja de cálculo leería como fórmula empieza con un apóstrofo.
exports-changes-count = { $count ->
    [one] { $count } cambio visto en los últimos { $days } días.
   *[other] { $count } cambios vistos en los últimos { $days } días.
}
exports-changes-waiting = El historial de cambios empieza cuando el índice del catálogo termina su primera sincronización.
exports-changes = Cambios desde una fecha
exports-since = Desde
exports-bom-short = Marca de orden de bytes para Excel
exports-changes-csv = Cambios en CSV
exports-changes-hint = Productos nuevos, cambios de PVP y de precio distribuidor (antiguo y nuevo), cambios de nombre y productos que el proveedor ya no ofrece, cada uno con cuándo lo vio una sincronización.
exports-token-made = Token «{ $name }» creado. Cópielo ahora: no se volverá a mostrar.
exports-tokens = Tokens de feed
exports-tokens-open = Un token da nombre a una tarea programada (curl, la importación de una tienda online) que descarga las direcciones de exportación de arriba con «Authorization: Bearer <token>»: cada descarga se registra y se cuenta con su nombre, y no abre nada más. Mientras el portal funcione sin inicio de sesión, las direcciones de exportación están tan abiertas como sus páginas, con o sin token.
exports-tokens-signin = Un token permite que una tarea programada (curl, la importación de una tienda online) descargue las direcciones de exportación de arriba con «Authorization: Bearer <token>», sin iniciar sesión; no abre nada más.
exports-token-created = Creado
exports-token-last-pull = Última descarga
exports-token-pulls = Descargas
exports-token-revoke = Revocar
exports-token-revoke-name = Revocar «{ $name }»
exports-token-never = nunca
exports-token-new-name = Nombre del nuevo token
exports-token-placeholder = Importación nocturna de la tienda online
exports-token-make = Crear token
error-title-not-found = No encontrado
error-title-input = Revise los datos
error-title-not-authorised = Portal no autorizado
error-title-busy = Proveedor saturado
error-title-unreachable = Proveedor inaccesible
error-title-bad-response = Datos del proveedor ilegibles
error-title-rate-limited = Más despacio
error-title-sign-in = Hay que iniciar sesión
error-title-internal = Error del portal
error-not-found = No encontrado: { $detail }
error-bad-request = { $detail }
error-invalid-filter = El proveedor ha rechazado la búsqueda: { $detail }
error-not-authorised = El portal no está autorizado ante el proveedor. Avise a su administrador (revisar CATALOGUE_API_KEY).
error-busy = El proveedor está saturado en este momento. Vuelva a intentarlo en un momento.
error-unreachable = No se puede acceder al catálogo del proveedor en este momento. Vuelva a intentarlo en breve.
error-bad-response = El proveedor ha enviado datos que el portal no ha podido leer.
error-rate-limited = Demasiadas solicitudes desde esta pantalla. Espere un momento.
error-sign-in = Inicie sesión.
error-internal = Algo ha fallado en el portal: { $detail }
refused-too-many = Demasiadas solicitudes a la vez desde este navegador. Vuelva a intentarlo dentro de { $seconds } s.
refused-other-site = Este formulario solo se puede enviar desde las páginas del propio portal.
signin-title = Iniciar sesión · Dealer Desk
signin-heading = Iniciar sesión en Dealer Desk
signin-username = Usuario
signin-password = Contraseña
signin-button = Iniciar sesión
signin-wrong = Usuario o contraseña incorrectos.
signin-too-many = Demasiados intentos fallidos. Espere unos minutos y vuelva a intentarlo.
signin-unsaved = Ahora no se puede iniciar sesión: no se ha podido guardar la sesión. Vuelva a intentarlo en un momento.
signin-too-large = El formulario de inicio de sesión es demasiado grande: un nombre de usuario tiene como máximo 64 caracteres.
signin-busy = Muchas personas están iniciando sesión ahora mismo. Vuelva a intentarlo en un momento.
signin-sign-out-unsaved = No se ha completado el cierre de sesión: el portal no ha podido terminar la sesión. Vuelva a intentarlo en un momento.
access-signed-in-as = Sesión iniciada como { $user }
access-sign-out = Cerrar sesión
access-open = Acceso abierto: no hay inicio de sesión configurado, así que cualquiera que llegue a esta dirección puede usar el portal.
lost-from = Del
lost-to = al
lost-show = Mostrar
lost-download-xlsx = Descargar XLSX
lost-period-bad-end = Una fecha no se pudo leer como AAAA-MM-DD, así que el periodo termina hoy.
lost-period-bad-start = Una fecha no se pudo leer como AAAA-MM-DD, así que el periodo abarca los 30 días hasta su final.
lost-period-swapped = El periodo estaba al revés, así que se han intercambiado sus fechas.
lost-period-too-long = Un periodo abarca como máximo { $days } días, así que empieza más tarde.
lost-summary = { $total ->
    [one] { $total } venta perdida
   *[other] { $total } ventas perdidas
} ({ $units ->
    [one] { $units } pieza
   *[other] { $units } piezas
}, por valor de { $value } a precio distribuidor) del { $from } al { $to }.
lost-unpriced = { $count ->
    [one] { $count } de ellas no tiene precio distribuidor (un código que el catálogo no tiene, o el proveedor no respondió): contada, sin valorar.
   *[other] { $count } de ellas no tienen precio distribuidor (un código que el catálogo no tiene, o el proveedor no respondió): contadas, sin valorar.
}
lost-refused = { $count ->
    [one] { $count } más no se registró en este periodo: se alcanzó un límite por hora (600 por hora para la tienda, 200 por persona).
   *[other] { $count } más no se registraron en este periodo: se alcanzó un límite por hora (600 por hora para la tienda, 200 por persona).
}
lost-by-reason = Por motivo
lost-col-lost = Perdidas
lost-col-parts = Piezas
lost-col-value = Valor
lost-col-code = Referencia o código
lost-col-stock-now = Existencias ahora
lost-col-to-order = A pedir
lost-reorder-title = Lista de reposición: piezas perdidas por falta de existencias
lost-reorder-hint = Piezas perdidas porque no había existencias, con las existencias actuales del proveedor. A pedir: las piezas perdidas en el periodo menos las existencias actuales.
lost-reorder-csv = Lista de reposición en CSV
lost-reorder-xlsx = Lista de reposición en XLSX
lost-reorder-list = Lista de reposición
lost-by-code = Por referencia o código
lost-latest = Últimas
lost-none = Ninguna en este periodo.
lost-kept = Las ventas perdidas se guardan { $days } días, como máximo { $max } (las más antiguas se eliminan primero). Los valores son al precio distribuidor del día en que se registró cada una.
lost-record-summary = Registrar una venta perdida
lost-record-button = Registrar
status-title = Estado
status-heading = Estado del índice del catálogo
status-backups = Copias de seguridad
status-seconds = { $seconds } s
status-state = Estado
status-backup-off = Desactivadas: no hay BACKUP_DIR
status-backup-postgres = Los datos están en Postgres: haga las copias con pg_dump
status-backup-waiting = Programadas: aún no se ha hecho la primera copia
status-backup-ok = Correcto
status-backup-failed = Fallida: vea el último error
status-backup-overdue = Atrasada: sin copia desde hace más de lo programado
status-backup-folder = Carpeta
status-backup-schedule-label = Programación
status-backup-schedule = cada { $hours } h, se guardan las { $keep } más recientes
status-backup-last = Última copia
status-backup-last-folder = Carpeta de la última copia
status-backup-took = Duración de la última copia
status-backup-attempt = Último intento
status-backup-next = Próxima prevista
status-last-error = Último error
status-run = { $started } · { $took } · { $fetched } descargados · { $removed } eliminados · { $unreadable } ilegibles
status-progress = { $done } de { $total } categorías, { $products } productos hasta ahora
status-progress-started = ; iniciada { $started }
status-progress-left = { $minutes ->
    [one] , queda { $minutes } minuto aproximadamente
   *[other] , quedan unos { $minutes } minutos
}
status-progress-failed = ; última categoría fallida: { $error }
status-building = En construcción: las listas muestran las categorías descargadas hasta ahora hasta que termine la primera sincronización completa
status-stale = Desactualizado: hace tiempo que no hay una sincronización correcta
status-ready = Listo
status-products = Productos indexados
status-fitment = Pares de compatibilidad
status-families = Familias de variantes
status-size = Tamaño en disco
status-megabytes = { $size } MB
status-last-full = Última sincronización completa
status-last-incremental = Última sincronización parcial
status-running = En curso
status-interval = Intervalo de sincronización
status-interval-value = { $seconds } s
status-progress-label = Progreso de la sincronización completa
stock-count-skus = { $count ->
    [one] { $count } referencia
   *[other] { $count } referencias
}
stock-count-over = { $count ->
    [one] { $count } por encima del límite de { $max } se omitirá
   *[other] { $count } por encima del límite de { $max } se omitirán
}
exports-token-bad-name = Dé un nombre al token (hasta { $max } caracteres), por ejemplo la tienda que descarga con él.
exports-token-taken = Ya existe un token con este nombre: revóquelo primero o elija otro nombre.
exports-token-too-many = Ya hay { $max } tokens: revoque uno primero.
exports-token-unsaved = No se ha podido guardar el token, así que no se ha creado. Vuelva a intentarlo en un momento.

## Funciones y permisos
error-title-forbidden = No permitido para su función
error-forbidden = La función de su cuenta no permite esto. Pregunte a un encargado o al propietario.
role-staff = empleado
role-manager = encargado
role-owner = propietario
refused-role = Hace falta al menos una cuenta de «{ $need }»; la suya es de «{ $role }». No se ha cambiado nada.
refused-unlisted = Esta dirección no está abierta a ninguna función. No se ha cambiado nada.
access-role = ({ $role })
prices-managers-only = Solo un encargado o el propietario puede cambiar las reglas de precios.
quote-note-discount-approval-refused = No cambió nada: ese nombre y contraseña no son de un encargado ni del propietario (o hubo demasiados intentos; espere unos minutos).
discount-approve-title = Aprobación de un encargado
discount-approve-line = Un encargado o el propietario puede dar { $discount } de descuento en { $sku } escribiendo aquí su nombre y contraseña.
discount-approve-quote = Un encargado o el propietario puede dar { $discount } de descuento en todo el presupuesto escribiendo aquí su nombre y contraseña.
discount-approve-name = Usuario del encargado
discount-approve-password = Contraseña
discount-approve-submit = Aprobar y dar el descuento
prices-tiers = Niveles de precio
prices-tiers-note = Un cliente con un nivel recibe presupuestos a ese precio en lugar del precio de venta, y su copia muestra el ahorro frente al precio de venta. Elija el nivel de un cliente en su página.
prices-no-tiers = Aún no hay niveles: todos los clientes pagan el precio de venta.
prices-add-tier = Añadir o cambiar un nivel
prices-scope-tier = Nivel
prices-tier-name = Nombre del nivel
prices-basis-retail = Precio de venta − %
prices-rule-retail = Precio de venta − { $off } %, { $rounding }
rules-tier-name = Dé al nivel un nombre de 1 a 40 caracteres.
shop-price-none-retail = no hay precio de venta del que partir
customer-note-tier-set = El nivel de precio está guardado: sus presupuestos se calculan con él.
customer-note-tier-set-capped = El nivel de precio está guardado: sus presupuestos se calculan con él. Un descuento en uno de sus presupuestos superaba con esos precios el descuento máximo de la tienda y se ha reducido a ese límite.
customer-note-tier-unknown = La tienda no tiene ese nivel de precio (quizá se acaba de eliminar); no se cambió nada.
customer-tier-retail = Paga precios de venta.
customer-tier-is = Nivel de precio: { $tier }. Sus presupuestos se calculan con él.
customer-tier-gone = Su nivel de precio se eliminó: paga precios de venta.
customer-tier-label = Nivel de precio
customer-tier-retail-option = Precio de venta (sin nivel)
customer-tier-save = Fijar nivel
quote-total-retail = A precio de venta
quote-tier-saving = Ahorro ({ $tier })
customer-history-tier = Pasado al nivel de precio «{ $tier }»
customer-history-retail = Vuelta a precios de venta
customer-note-vat-number-bad = Eso no es un NIF-IVA ni un número fiscal: de 4 a 20 letras y cifras (se admiten espacios, puntos y guiones), p. ej. ES B12345678.
customer-changed-vat-number = NIF-IVA
customer-field-vat = NIF-IVA o número fiscal
customer-vat-hint = Para una empresa: sus copias muestran entonces precios sin impuestos, con el impuesto al lado.
customer-vat-number = Empresa, NIF-IVA
quote-copy-vat-number = NIF-IVA: { $number }
quote-copy-net-prices = Precios sin IVA; el IVA se calcula sobre el total.
prices-tax-title = Tipo impositivo de la tienda
prices-tax-from-region = { $region } % — el tipo general de la región de la tienda. Fije el suyo si es distinto (un tipo local, o un cambio que la tabla del portal aún no conoce).
prices-tax-own = { $rate } % — fijado por la tienda ({ $who }, { $when }); el tipo general de su región es { $region } %. Vacíe la casilla para volver al de la región.
prices-tax-own-rate = Tipo propio de la tienda, %
refused-role-home = Volver a la página de inicio

quote-note-other-no-description = Dé una descripción a la línea: es lo que lee el cliente.
quote-note-other-description-long = Una descripción tiene como máximo 120 caracteres.
quote-note-other-price-text = Un precio es un número con dos decimales como máximo, por ejemplo 45 o 12,50.
quote-note-other-price-range = Un precio o una tarifa por hora es mayor que 0 y como máximo 100.000.
quote-note-other-hours-text = Las horas son un número con dos decimales como máximo, por ejemplo 1,5.
quote-note-other-hours-range = Las horas son más de 0 y como máximo 999,99.
quote-note-other-labour-zero = No se ha añadido nada: esas horas a esa tarifa dan 0,00. La mano de obra cuesta más de 0: indique más horas, una tarifa más alta o un precio fijo.
quote-note-other-hours-and-price = Indique horas a una tarifa o un precio fijo, no ambos.
quote-note-other-no-price = Indique un precio (o, para la mano de obra, horas a una tarifa).
quote-note-other-no-rate = Indique la tarifa por hora de esas horas.
quote-note-other-code = Un código tiene como máximo 64 caracteres, sin espacios.
quote-note-other-kind = Un presupuesto no admite ese tipo de línea.
quote-line-labour = Mano de obra
quote-labour-hours = { $hours } h × { $rate }
quote-line-own = Fuera del catálogo
quote-other-title = Añadir mano de obra o una pieza fuera del catálogo
quote-other-incl-tax = Precios como en el estante: IVA incluido.
quote-other-excl-tax = Precios como en el estante: sin impuestos, que se suman al total.
quote-other-labour = Mano de obra de montaje
quote-other-typed = Una pieza fuera del catálogo
quote-other-description = Descripción
quote-other-hours = Horas
quote-other-rate = Tarifa por hora ({ $currency })
quote-other-fixed = o un precio fijo ({ $currency })
quote-other-price = Precio por unidad ({ $currency })
quote-other-code = Código (opcional)
quote-other-add-labour = Añadir mano de obra
quote-other-add-typed = Añadir la pieza
prices-labour-title = Tarifa de mano de obra
prices-labour-none = No hay tarifa de mano de obra: una línea de mano de obra toma la tarifa escrita con ella o un precio fijo.
prices-labour-set = La mano de obra cuesta { $rate } la hora (fijado { $when } por { $who }).
prices-labour-rate = Tarifa por hora ({ $currency }); vacío para ninguna
nav-audit = Registro de auditoría
audit-title = Registro de auditoría
audit-note = Quién hizo qué, cuándo y desde dónde: inicios de sesión, rechazos, cambios en clientes, precios y tokens de feed, descargas y copias de seguridad. Las entradas no se pueden cambiar y se guardan { $days } días; `dealer-desk audit verify` las comprueba todas.
audit-who = Quién
audit-action = Acción
audit-any-action = Todas
audit-from = Desde
audit-to = Hasta
audit-record = Registro
audit-show = Mostrar
audit-when = Cuándo (hora de la tienda)
audit-address = Dirección
audit-detail = Detalle
audit-none = Ninguna entrada coincide.
audit-older = Entradas anteriores
audit-filter-day = Un día se escribe AAAA-MM-DD, por ejemplo 2026-11-28.
audit-filter-action = El registro no recoge esa acción.
audit-filter-order = «Desde» es posterior a «hasta».
audit-sign-in = Inicio de sesión
audit-sign-in-failed = Inicio de sesión fallido
audit-sign-out = Cierre de sesión
audit-refused = Rechazado (rol)
audit-customer-created = Cliente creado
audit-customer-changed = Cliente modificado
audit-customer-deleted = Cliente eliminado
audit-customer-exported = Datos del cliente descargados
audit-export = Descarga
audit-feed-token-made = Token de feed creado
audit-feed-token-revoked = Token de feed revocado
audit-price-rule = Precios cambiados
audit-customer-tier = Nivel de precio del cliente
audit-discount-approved = Descuento sobre el límite
audit-discount-capped = Descuento reducido al límite
audit-backup-taken = Copia de seguridad hecha
audit-backup-restored = Copia de seguridad restaurada
audit-pruned = Entradas antiguas eliminadas
audit-dropped = Entradas perdidas por saturación
ropa-title = Registro de actividades de tratamiento
ropa-intro = Los datos personales que este portal guarda para la tienda: por qué, dónde, quién puede verlos y durante cuánto tiempo (RGPD, artículo 30), elaborado con los datos y ajustes actuales del portal. Imprímalo para los archivos de la tienda.
ropa-controller = Responsable del tratamiento:
ropa-controller-unset = la tienda (defina SHOP_NAME y SHOP_ADDRESS para nombrarla aquí)
ropa-made = A fecha de { $day }.
ropa-data = Datos
ropa-why = Finalidad
ropa-where = Dónde
ropa-who = Quién puede verlos
ropa-kept = Conservación
ropa-count = Registros ahora
ropa-place-server = el registro del servidor (salida estándar, y DEALER_DESK_LOG_FILE si está definido)
ropa-who-staff = Todo el personal con sesión iniciada
ropa-who-manager = Encargados y propietarios
ropa-who-owner = Propietarios
ropa-who-server = Solo quienes administran el servidor
ropa-kept-until-deleted = Hasta que el personal lo elimine (a petición, desde la página del cliente)
ropa-kept-with-customer = Se elimina con el cliente
ropa-kept-days = { $days } días
ropa-kept-hours = { $hours } horas tras iniciar sesión, o hasta cerrarla
ropa-kept-copies = Las últimas { $keep } copias, una cada { $hours } horas
ropa-kept-sent = Enviado por el servidor de correo de la tienda; el portal solo guarda una nota en el historial del cliente
ropa-kept-server = Según la rotación de registros del servidor
ropa-customers = Clientes
ropa-customers-data = Nombre, teléfono, correo, notas, idioma, NIF-IVA, nivel de precio y motos
ropa-customers-why = Para presupuestarles y venderles piezas y comprobar qué encaja en su moto
ropa-history = Historial de clientes
ropa-history-data = Quién cambió la ficha de un cliente, cuándo y qué (también los correos enviados)
ropa-history-why = Para que la tienda pueda responder de cada cambio en los datos de un cliente
ropa-watches = Avisos de vuelta al stock
ropa-watches-data = El cliente, la pieza y cómo avisarle
ropa-watches-why = Para avisar al cliente cuando una pieza que pidió vuelve a estar en stock
ropa-lost = Ventas perdidas
ropa-lost-data = Qué se pidió y por qué no se vendió, y el cliente si se indicó
ropa-lost-why = Para ver qué piezas debería tener la tienda
ropa-quotes = Presupuestos de clientes
ropa-quotes-data = Las piezas, precios y descuentos presupuestados a un cliente
ropa-quotes-why = Para dar y guardar el presupuesto del cliente
ropa-accounts = Cuentas del personal
ropa-accounts-data = Usuarios, roles y hashes de contraseña (argon2id; nunca la contraseña)
ropa-accounts-why = Para que el personal inicie sesión y haga lo que su rol permite
ropa-sessions = Sesiones iniciadas
ropa-sessions-data = La cuenta, un resumen de la cookie del navegador y cuándo termina la sesión
ropa-sessions-why = Para mantener la sesión del personal
ropa-audit = Registro de auditoría
ropa-audit-data = Quién hizo qué y cuándo, desde qué dirección de red, sobre qué registro
ropa-audit-why = Para proteger los datos de la tienda y responder de su uso
ropa-log = Registro del servidor
ropa-log-data = Nombres de cuenta y direcciones de red en las líneas sobre inicios de sesión y cambios
ropa-log-why = Para mantener el portal y encontrar fallos
ropa-backups = Copias de seguridad
ropa-backups-data = Copias de todo lo anterior que el portal guarda en sus archivos
ropa-backups-why = Para restaurar los datos de la tienda tras un fallo
ropa-email = Correo
ropa-email-data = El nombre y el correo de un cliente, y lo enviado (un presupuesto, una pieza de nuevo en stock)
ropa-email-why = Para enviar al cliente lo que pidió
nav-staff = Personal
access-change-password = Cambiar contraseña
staff-title = Cuentas del personal
staff-intro = Los empleados hacen el trabajo del mostrador; los encargados añaden informes, exportaciones, reglas de precios y descuentos por encima del límite; los propietarios, las cuentas del personal, los ajustes y el registro de auditoría. Un cambio cuenta al momento, en cada portal de la tienda.
staff-no-sign-in = Este portal funciona sin inicio de sesión, así que no hay cuentas que gestionar. Cree el primer propietario con un archivo de usuarios (DEALER_DESK_USERS_FILE, una línea de «dealer-desk hash-password») y vuelva a iniciar el portal; después añada aquí a todos los demás.
staff-count = Cuentas: { $count } (como máximo { $most })
staff-add-heading = Añadir una cuenta
staff-add-hint = La cuenta nueva recibe una contraseña de un solo uso, mostrada una vez, válida durante { $hours } horas; al iniciar sesión por primera vez, la persona elige la suya.
staff-name = Nombre
staff-role = Rol
staff-add = Añadir cuenta
staff-you = usted
staff-last-sign-in = Última sesión { $at }
staff-never-signed-in = Nunca ha iniciado sesión
staff-changed = Cambiada { $at } por { $by }
staff-change-role = Cambiar rol
staff-reset = Restablecer contraseña
staff-sign-out = Cerrar sesión en todas partes
staff-disable = Desactivar
staff-enable = Activar
staff-state-active = Activa
staff-state-one-time = Contraseña de un solo uso aún sin usar
staff-state-one-time-expired = Contraseña de un solo uso caducada
staff-state-disabled = Desactivada
staff-done-add = Cuenta «{ $name }» añadida.
staff-done-role = El rol de «{ $name }» ha cambiado.
staff-done-reset = La contraseña de «{ $name }» está restablecida y sus sesiones han terminado.
staff-done-sign-out = «{ $name }» ha cerrado sesión en todas partes.
staff-done-disable = «{ $name }» está desactivada y ha cerrado sesión en todas partes.
staff-done-enable = «{ $name }» vuelve a estar activa.
staff-one-time = Su contraseña de un solo uso (entréguela en persona; no se vuelve a mostrar):
staff-one-time-until = Vale hasta { $until }, una sola vez; después la persona elige la suya.
staff-problem-name = Un nombre tiene de 1 a 64 letras, cifras o caracteres . _ @ -.
staff-problem-taken = Otra cuenta ya tiene este nombre.
staff-problem-no-such = No hay ninguna cuenta con este nombre.
staff-problem-role = Elija un rol: empleado, encargado o propietario.
staff-problem-last-owner = Es el último propietario que puede iniciar sesión: haga antes propietaria a otra cuenta.
staff-problem-yourself = No puede desactivar su propia cuenta.
staff-problem-too-many = El portal no guarda más cuentas: desactive una que no se necesite o vuelva a activar una.
staff-problem-unsaved = El cambio no se ha podido guardar ahora; no ha cambiado nada. Inténtelo de nuevo en un momento.
staff-problem-no-sign-in = Este portal funciona sin inicio de sesión: cree el primer propietario con un archivo de usuarios.
password-title = Su contraseña
password-choose-heading = Elija su propia contraseña
password-choose-note = Ha iniciado sesión con una contraseña de un solo uso. Elija una propia para continuar; solo usted la conocerá.
password-change-heading = Cambiar su contraseña
password-change-note = Se cerrará la sesión en todos los demás lugares donde la tenga abierta.
password-current = Contraseña actual
password-new = Contraseña nueva
password-again = Contraseña nueva otra vez
password-button = Guardar contraseña
password-rule = Al menos { $count } caracteres. Unas cuantas palabras que recuerde son una buena contraseña.
password-back = Volver al portal
password-done-heading = Contraseña guardada
password-done-note = Su contraseña nueva está guardada. Se ha cerrado la sesión en todos los demás lugares.
password-done-go = Continuar al portal
password-too-short = La contraseña nueva es demasiado corta.
password-too-long = La contraseña nueva es demasiado larga (128 caracteres como máximo).
password-mismatch = Las dos contraseñas nuevas no coinciden.
password-guessable = Elija una contraseña distinta de su nombre o de la contraseña que tiene ahora.
password-wrong-current = La contraseña actual no es correcta.
password-unsaved = La contraseña no se ha podido guardar ahora; la anterior sigue valiendo. Inténtelo de nuevo en un momento.
audit-staff-added = Cuenta del personal añadida
audit-staff-role = Rol de una cuenta cambiado
audit-staff-password-reset = Contraseña de una cuenta restablecida
audit-staff-signed-out = Sesión de una cuenta cerrada en todas partes
audit-staff-disabled = Cuenta desactivada
audit-staff-enabled = Cuenta activada
audit-password-changed = Contraseña propia cambiada
ropa-kept-account = Mientras la tienda tenga la cuenta: quien se va se desactiva en la página del personal, no se elimina, para que los nombres del registro de auditoría sigan designando a alguien
access-two-factor = Inicio de sesión en dos pasos
signin-code-heading = Código de su aplicación
signin-code-note = Escriba el código de seis cifras que su aplicación de autenticación muestra para Dealer Desk, o uno de sus códigos de recuperación.
signin-code-label = Código
signin-code-start-again = Empezar de nuevo
two-factor-title = Inicio de sesión en dos pasos
two-factor-setup-heading = Configurar el inicio de sesión en dos pasos
two-factor-setup-note = Escanee este código con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) y escriba el código de seis cifras que muestre.
two-factor-required-note = Su rol inicia sesión con un segundo paso: configúrelo para continuar.
two-factor-qr-label = Código QR para su aplicación de autenticación
two-factor-key = O escriba esta clave en la aplicación:
two-factor-code = Código de la aplicación
two-factor-turn-on = Activar
two-factor-on-heading = El inicio de sesión en dos pasos está activado
two-factor-on-note = Cada inicio de sesión pide un código de su aplicación después de la contraseña. Códigos de recuperación restantes: { $count }.
two-factor-recovery-heading = Sus códigos de recuperación
two-factor-recovery-note = Cada uno sirve una vez, en lugar de un código, si pierde el teléfono. Guárdelos en un lugar seguro (impresos o en un gestor de contraseñas): no se vuelven a mostrar.
two-factor-new-recovery = Nuevos códigos de recuperación
two-factor-new-recovery-note = Crea diez códigos nuevos; los anteriores dejan de valer.
two-factor-turn-off = Desactivar
two-factor-wrong = Ese código no es correcto o ya se usó. Escriba el código que muestra ahora su aplicación.
two-factor-required = Su rol debe iniciar sesión con un segundo paso, así que no se puede desactivar. Si pierde el teléfono, un propietario puede restablecerlo.
two-factor-unsaved = No se ha podido guardar ahora; no ha cambiado nada. Inténtelo de nuevo en un momento.
two-factor-go-on = Continuar al portal
staff-two-factor-on = Dos pasos activado
staff-reset-two-factor = Restablecer dos pasos
staff-done-two-factor = El segundo paso de «{ $name }» está restablecido y sus sesiones han terminado; configurará uno nuevo en su próximo inicio de sesión.
audit-staff-two-factor-reset = Segundo paso de una cuenta restablecido
audit-two-factor-on = Segundo paso activado
audit-two-factor-off = Segundo paso desactivado
audit-recovery-codes-new = Nuevos códigos de recuperación creados
discount-approve-code = Su código, si inicia sesión con uno
signin-sso = Iniciar sesión con { $provider }
signin-sso-default = Iniciar sesión con inicio de sesión único
signin-sso-failed = El inicio de sesión único no se ha completado. Inténtelo de nuevo.
signin-sso-unreachable = El servicio de inicio de sesión único no responde ahora. Inténtelo de nuevo en un momento o inicie sesión con contraseña.
signin-sso-no-role = Su cuenta allí no tiene rol en este portal. Pida al propietario de la tienda que le añada a un grupo que lo tenga.
signin-sso-refused = Esta cuenta no puede iniciar sesión aquí. Consulte al propietario de la tienda.
staff-problem-sso = Esta cuenta inicia sesión con inicio de sesión único: su contraseña se gestiona allí.
staff-sso = Inicio de sesión único
account-sso-heading = Inicia sesión con el inicio de sesión único
account-sso-note = Su contraseña y su segundo paso los gestiona el proveedor de inicio de sesión único de la tienda: cámbielos allí.
# Special orders
nav-orders = Pedidos
nav-orders-count = { $count ->
    [one] { $count } línea de pedido espera a la tienda
   *[other] { $count } líneas de pedido esperan a la tienda
}
order-pay-cash = Efectivo
order-pay-card = Tarjeta
order-pay-other = Otro
order-state-to-order = Por pedir
order-state-ordered = Pedido
order-state-arrived = Recibido
order-state-collected = Recogido
order-state-cancelled = Cancelado
order-problem-deposit-text = El anticipo debe ser un importe (25,00) o un porcentaje (20 %), y el pago en efectivo, con tarjeta u otro.
order-problem-deposit-negative = Un anticipo no puede ser negativo.
order-problem-deposit-above = El anticipo supera el total del pedido: como mucho, el total.
order-problem-no-lines = Elija al menos una pieza con precio para pedir.
order-problem-wrong-step = Esa línea no puede dar ese paso ahora: ya ha avanzado (la página puede ser antigua).
order-problem-day = El día previsto debe ser una fecha (AAAA-MM-DD).
order-problem-expected = El día previsto no puede ser anterior a hoy.
order-problem-reason = Indique por qué se cancela la línea.
order-problem-too-long = Una referencia, ubicación o motivo: 200 caracteres como máximo.
orders-section-to-order = Por pedir ({ $count })
orders-section-awaiting = Esperando llegada ({ $count })
orders-section-arrived = Recibido, sin recoger ({ $count })
orders-section-done = Terminado ({ $count })
order-note-made = Pedido creado: el anticipo queda registrado. Imprima el recibo para el cliente.
order-note-moved = La línea ha avanzado.
order-note-told = Anotado: se avisó al cliente.
order-note-emailed = Se envió un correo al cliente avisando de la llegada.
order-note-email-failed = No se pudo enviar el correo (revise la configuración de correo); avise al cliente de otra forma y márquelo.
order-note-email-no-address = El cliente no tiene correo: avísele de otra forma y márquelo.
order-note-limit = Se alcanzó un límite (200 pedidos por cliente, 100 líneas por pedido, 10.000 pedidos abiertos): termine o cancele algunos antes.
order-note-no-such-order = No existe ese pedido o esa línea.
order-note-no-customer = Un pedido necesita un cliente: elija primero para quién es este presupuesto.
order-note-busy = No se pudo acceder a los datos: no se cambió nada. Inténtelo de nuevo.
order-note-filter-day = Un día del filtro no es una fecha (AAAA-MM-DD): se ha omitido.
order-line-reference = Ref. { $reference }
order-line-expected = previsto el { $day }
order-line-arrived = recibido el { $time }
order-line-place = guardado en { $place }
order-line-told = avisado el { $time } por { $by }
order-line-emailed = avisado por correo el { $time }
order-line-collected = recogido el { $time }, entregado por { $by }
order-line-cancelled = cancelado: { $reason }; { $refund } devuelto, { $fee } retenido
order-reference = Referencia de pedido del proveedor
order-expected = Previsto el
order-mark-ordered = Pedido
order-place = Guardado dónde
order-mark-arrived = Recibido
order-mark-told = Avisado
order-email-now = Enviar correo
order-mark-collected = Recogido, saldo pagado
order-cancel-line = Cancelar esta línea
order-cancel-refund = A devolver: { $refund }.
order-cancel-reason = Motivo
order-cancel-confirm = Cancelar y devolver
order-title = Pedido { $order }
order-made = Creado el { $time } por { $by }
order-deposit-taken = Anticipo cobrado: { $amount } ({ $method })
order-customer-deleted = La ficha del cliente se borró; los importes del pedido se conservan.
order-tell-email = El cliente recibe un correo cuando llega una pieza.
order-tell-staff = El personal avisa al cliente cuando llega una pieza.
order-receipt = Recibo (PDF)
order-quote = El presupuesto
order-all-orders = Todos los pedidos
order-state = Estado
order-actions = Acciones
order-fees = Gastos de devolución retenidos
missing-order = Pedido no encontrado
missing-order-text = Este pedido no está registrado: el enlace puede ser antiguo.
receipt-total = Total
receipt-deposit = Anticipo pagado
receipt-refunded = Devuelto
receipt-due = Saldo pendiente
receipt-title = Pedido especial { $order }
receipt-date = Pedido el { $day }
receipt-deposit-paid = Anticipo pagado: { $amount } ({ $method })
receipt-expected = Previsto el { $day }
receipt-arrived = Recibido: listo para recoger
receipt-collected = Recogido
receipt-cancelled = Cancelado; { $refund } devuelto
receipt-hours = Horario: { $hours }
order-new-title = Pedir para el cliente: { $name }
order-back-to-quote = Volver al presupuesto
order-deposit-default = Escriba un importe (25,00) o un porcentaje (50 %); vacío, la tienda cobra el { $rate } %: { $amount }.
order-left-out = { $count ->
    [one] { $count } línea no se puede pedir (mano de obra o sin precio de la tienda) y queda fuera.
   *[other] { $count } líneas no se pueden pedir (mano de obra o sin precio de la tienda) y quedan fuera.
}
order-choose = Pedir esta línea
order-deposit = Anticipo
order-method = Pagado con
order-email-on-arrival = Avisar al cliente por correo cuando llegue una pieza
order-take-deposit = Cobrar el anticipo y pedir
orders-filter-customer = Cliente
orders-filter-any-state = Cualquier estado
orders-filter-from = Creado desde
orders-filter-to = Creado hasta
orders-filter-apply = Mostrar
orders-for-orders = Pedidos
orders-to-order-sum = Por pedir al proveedor, por referencia
orders-download-csv = Descargar CSV
orders-download-xlsx = Descargar Excel
orders-late-expected = con retraso
orders-late-collect = esperando más de { $days } días
orders-none = Ninguno.
orders-showing = Se muestran los primeros { $count }: filtre para ver el resto.
orders-order = Pedido
orders-customer = Cliente
mail-order-subject = Su pedido { $order } ha llegado
mail-order-hello = Hola { $name }:
mail-order-arrived = La pieza que pidió (pedido { $order }) ha llegado y se la guardamos:
mail-order-due = Saldo a pagar al recoger: { $amount }
mail-order-hours = Nuestro horario: { $hours }
mail-order-reply = Responda a este correo si tiene alguna pregunta.
customer-history-order-made = Pedido especial { $order } creado
customer-history-order-line = Pedido { $order }: { $sku } { $state }
customer-history-order-told = Pedido { $order }: avisado de que llegó { $sku }
customer-history-order-emailed = Pedido { $order }: correo de que llegó { $sku }
quote-order-for-customer = Pedir para el cliente
customer-orders = Pedidos especiales
customer-orders-none = Sin pedidos especiales.
customer-orders-kept = Si se borra la ficha de este cliente, los importes de sus pedidos se conservan sin su nombre: la contabilidad los necesita.
customer-orders-held = Anticipos retenidos: { $amount }
customer-orders-made = Creado
customer-orders-lines-head = Líneas
customer-orders-lines = { $count ->
    [one] 1 línea, { $open } abierta(s)
   *[other] { $count } líneas, { $open } abierta(s)
}
order-mark-collected-taking = Recogido: cobrar { $amount }
order-paid = Pagado al recoger
order-owed-back = A devolver al cliente
money-sum-total = Total { $amount }
money-sum-deposit = anticipo { $amount }
money-sum-paid = pagado al recoger { $amount }
money-sum-refunded = devuelto { $amount }
money-sum-fees = gastos retenidos { $amount }
money-sum-due = pendiente { $amount }
money-sum-owed-back = a devolver { $amount }
order-line-email-sending = enviando el correo
order-line-email-failed = el correo no salió: envíelo de nuevo o avise usted al cliente
stock-on-order = Pedido para clientes
audit-order-made = Pedido especial creado
audit-order-cancelled = Línea de pedido especial cancelada
labels-title = Etiquetas de estante
labels-print = Imprimir etiquetas
labels-format = Etiquetas
labels-format-l7160 = Hoja A4, 21 etiquetas (Avery L7160)
labels-format-5160 = Hoja US Letter, 30 etiquetas (Avery 5160)
labels-format-brother = Rollo Brother, 62 × 29 mm
labels-start = Empezar en la etiqueta
labels-each = Cuántas
labels-price = Precio
labels-price-shop = Precio de la tienda
labels-price-none = Sin precio
labels-make = Crear las etiquetas (PDF)
labels-zpl = Para una impresora Zebra (ZPL)
orders-to-order-showing = Las primeras { $count } de { $all } referencias: las descargas las tienen todas.
scan-open = Escanear
scan-title = Escanear un código de barras
scan-starting = Iniciando la cámara…
scan-looking = Ponga el código de barras de una etiqueta delante de la cámara.
scan-denied = Se denegó la cámara. Permítala para este sitio en los ajustes del navegador para escanear.
scan-no-camera = No se encontró ninguna cámara en este dispositivo.
scan-no-decoder = Este navegador no puede leer códigos de barras. Escriba el código en el cuadro.
scan-keep = Seguir escaneando en la lista abierta
scan-count = Escaneados: { $count }
scan-added = { $sku } añadido
scan-unknown = Ninguna pieza tiene el código { $code }
scan-failed = La lista no pudo aceptarlo. Inténtelo de nuevo.
scan-keep-count = Seguir escaneando en este recuento
scan-count-failed = El recuento no lo aceptó: escríbalo en la casilla para ver por qué.
scan-close = Hecho
labels-price-rrp = El precio de venta recomendado (PVP)
nav-shelf = Nuestro almacén
audit-stock-adjusted = Existencias ajustadas
audit-stock-bins = Ubicaciones de una pieza fijadas
stock-kind-opening = Existencias iniciales
stock-kind-received = Recibido
stock-kind-sold = Vendido
stock-kind-returned = Devuelto
stock-kind-adjusted = Ajustado
stock-kind-counted = Contado
stock-kind-moved = Movido de ubicación
stock-reason-damaged = Dañado
stock-reason-found = Encontrado
stock-reason-theft = Robo
stock-reason-workshop = Usado en el taller
stock-reason-correction = Corrección
stock-problem-quantity = Escriba la cantidad como número entero, con signo menos para las unidades que salen (por ejemplo -2).
stock-problem-too-many = Son más de 1.000.000 unidades: compruebe la cantidad.
stock-problem-zero = Una cantidad de 0 no cambia nada: indique cuántas unidades añadir o quitar.
stock-problem-reason-direction = El motivo no encaja con la cantidad: dañado, robo y taller restan (-), encontrado suma (+).
stock-problem-reason = Elija un motivo de la lista.
stock-problem-note = La nota es demasiado larga (500 caracteres como máximo).
stock-problem-cost = Escriba el coste como importe, por ejemplo 12.50.
stock-problem-bin = Una ubicación tiene como máximo 20 letras, cifras, guiones, puntos o barras (por ejemplo B-04-2).
stock-problem-bins = Una pieza tiene como máximo tres ubicaciones.
stock-problem-bin-twice = La misma ubicación aparece dos veces.
stock-problem-part = El catálogo no tiene ninguna pieza con esa referencia o EAN.
shelf-adjusted = Las existencias están ajustadas.
shelf-bins-set = Las ubicaciones están guardadas.
shelf-not-allowed = Solo un encargado puede ajustar las existencias.
shelf-busy = El almacén no se puede cambiar ahora: no se guardó nada. Inténtelo de nuevo en un momento.
shelf-none = ninguna en nuestro almacén
shelf-available = { $count } disponibles
shelf-on-hand-held = { $on_hand } en almacén, { $held } reservadas para clientes
shelf-ours = Nuestro
shelf-unread = nuestro almacén no se puede leer ahora
shelf-bin = ubicación
shelf-wants-count = Bajo cero: cuéntela
shelf-title = Nuestro almacén
shelf-worth = Coste medio { $average } · valor en almacén { $value }
shelf-bins-label = Ubicaciones
shelf-bins-hint = Hasta tres, la principal primero, separadas por comas (B-04-2, OVERFLOW).
shelf-bins-save = Guardar ubicaciones
shelf-adjust = Ajustar existencias
shelf-adjust-qty = Unidades (+ o -)
shelf-adjust-qty-hint = -2 quita dos, 3 añade tres.
shelf-adjust-reason = Motivo
shelf-adjust-choose = Elija…
shelf-adjust-note = Nota
shelf-adjust-save = Ajustar
shelf-no-movements = Aún sin movimientos: la tienda no ha tenido esta pieza.
shelf-col-cost = Coste unitario
shelf-col-when = Cuándo
shelf-col-what = Qué
shelf-col-qty = Unidades
shelf-col-after = Existencias después
shelf-col-who = Quién
shelf-col-said = Referencia o nota
shelf-col-bins = Ubicaciones
shelf-col-available = Disponibles
shelf-col-on-hand = En almacén
shelf-col-held = Reservadas
shelf-col-value = Valor
shelf-movements = Últimos movimientos, los más recientes primero
shelf-more-movements = Los movimientos anteriores se guardan y no se muestran aquí.
shelf-supplier = Proveedor
shelf-page-title = Nuestro almacén
shelf-filter-bin = Ubicaciones que empiezan por
shelf-filter-order = Ordenar por
shelf-order-bin = Ubicación
shelf-order-sku = Referencia
shelf-filter-show = Mostrar
shelf-parts = { $count ->
    [one] { $count } pieza
   *[other] { $count } piezas
}
shelf-value = valor { $value } a coste
shelf-download-csv = Descargar CSV
shelf-page-of = Página { $page } de { $pages }
shelf-empty = Aún no hay piezas aquí: asigne ubicaciones en la página de una pieza o dé entrada a existencias.
ropa-stock = Movimientos de existencias
ropa-stock-data = La cuenta del empleado que hizo cada movimiento de existencias, abrió un recuento, contó una línea o aplicó un recuento, y cuándo
ropa-stock-why = Para mantener fieles los registros de existencias y responder de cada cambio
ropa-kept-ledger = Mientras existan los registros de existencias: un movimiento nunca se cambia ni se borra
audit-stock-imported = Existencias importadas de un archivo
shelf-imported = { $count ->
    [one] { $count } pieza importada.
   *[other] { $count } piezas importadas.
}
shelf-import-link = Importar existencias de un archivo
import-title = Importar existencias
import-intro = Envíe un archivo CSV o Excel: verá fila a fila lo que cambiaría antes de guardar nada. Las existencias de cada pieza pasan a ser la cantidad del archivo.
import-columns = Columnas, por su encabezado: SKU o EAN, Quantity (u On hand) y, si los tiene, Bins (hasta tres, separadas por comas) y Cost (de una unidad). El propio archivo del almacén se lee sin cambios.
import-file = Archivo (CSV o .xlsx, hasta 16 MB)
import-check = Comprobar el archivo
import-preview = Lo que haría el archivo
import-summary = Nuevas en el almacén: { $new } · cambiadas: { $changed } · ya iguales: { $same } · rechazadas: { $refused }
import-write = { $count ->
    [one] Importar { $count } pieza
   *[other] Importar { $count } piezas
}
import-write-refused-left = Las filas rechazadas quedan fuera: corríjalas y envíe el archivo de nuevo.
import-changed = El almacén cambió desde la comprobación: no se guardó nada. Esto es lo que haría el archivo ahora.
import-more = … y { $count } más
import-refused = Filas rechazadas
import-rows = Filas a importar
import-col-line = Línea
import-col-code = Referencia o EAN
import-col-why = Motivo
import-col-was = Existencias ahora
import-col-now = Existencias después
import-new = nueva
import-row-no-code = Sin referencia ni EAN
import-row-unknown = El catálogo no tiene esa pieza
import-row-duplicate = La misma pieza que una fila anterior
import-row-quantity = La cantidad no es un número entero de 0 o más
import-row-too-many = Más de 1.000.000 unidades
import-row-bins = Las ubicaciones no son hasta tres códigos cortos (como B-04-2)
import-row-cost = El coste no es un importe (como 12.50)
import-file-columns = Ningún encabezado nombra la pieza (SKU o EAN) y la cantidad: añada una primera fila con ellos.
import-file-empty = El archivo no tiene filas que importar.
import-file-rows = El archivo tiene más de 100.000 filas: divídalo.
import-file-large = El archivo supera los 16 MB: divídalo.
import-file-unreadable = El archivo no es texto CSV (UTF-8) ni un libro de Excel (.xlsx).
labels-bin = Imprimir la ubicación principal de cada pieza
value-title = Lo que vale el almacén
value-summary = Al final del { $day }: { $value } a coste, { $parts } piezas, { $units } unidades
value-on = Valor al final del
value-from = Movimientos desde
value-to = hasta
value-period = Movimientos del { $from } al { $to }
value-opening = Valor inicial
value-closing = Valor final
value-by-category = Por categoría
value-by-brand = Por marca
value-unnamed = Sin nombre en el catálogo
value-col-parts = Piezas
value-col-name = Nombre
value-problem-day = Indique cada día como fecha (AAAA-MM-DD): se muestra hoy.
value-problem-order = El periodo termina antes de empezar: se muestra hoy.
# Counts of the shelf
count-title = Recuentos
count-link = Recuentos
count-open = Abrir un recuento
count-scope-whole = Todo el almacén
count-scope-bins = Un rango de ubicaciones
count-scope-category = Una categoría
count-scope-list = Una lista de piezas
count-from = Desde la ubicación
count-to = Hasta la ubicación
count-category = Categoría
count-list = Referencias (una por línea, o separadas por comas)
count-show-record = Mostrar a quien cuenta lo que dice el registro (no a ciegas)
count-open-button = Abrir el recuento
count-none = Aún no hay recuentos. Abra uno arriba: todo el almacén, un rango de ubicaciones, una categoría o una lista de piezas.
count-col-number = Recuento
count-col-covers = Abarca
count-col-state = Estado
count-col-counted = Contadas
count-col-opened = Abierto
count-col-closed = Cerrado
count-review = Revisar y aplicar
count-cancelled = El recuento se canceló. No cambió nada en el almacén.
count-covers-bins = Ubicaciones { $bins }
count-covers-category = Categoría { $category }
count-progress = { $counted } de { $lines } contadas
count-opened-by = abierto por { $who }, { $when }
count-blind = a ciegas
count-not-allowed = Solo un encargado puede hacer eso.
count-busy = No se pudo cambiar el recuento ahora. No se cambió nada: inténtelo de nuevo.
count-state-open = Abierto
count-state-posted = Aplicado
count-state-cancelled = Cancelado
count-problem-scope = Elija lo que abarca el recuento.
count-problem-bins = Escriba la primera y la última ubicación del rango (cada una con hasta 20 letras, cifras, guiones, puntos o barras), la primera antes que la última.
count-problem-category = Escriba la categoría que quiere contar, tal como la nombra el catálogo.
count-problem-empty-list = Escriba o pegue las referencias que quiere contar.
count-problem-long-list = Un recuento por lista abarca como máximo { $max } piezas: cuente ubicaciones o una categoría en su lugar.
count-problem-not-sku = «{ $code }» no es una referencia.
count-problem-nothing = Ninguna pieza del almacén de la tienda está en lo que se pidió.
count-problem-quantity = Escriba un número entero de unidades, 0 o más (=N fija la línea).
count-problem-too-many = Son más unidades de las que puede contar una línea.
count-problem-unknown-code = Ninguna pieza tiene el código «{ $code }».
count-problem-not-in-count = { $code } no está en este recuento: cuente esa pieza en un recuento de sus propias ubicaciones o de todo el almacén.
count-problem-closed = Este recuento está cerrado: no se cambió nada.
count-problem-recounts = { $count ->
    [one] Una línea espera su nuevo recuento: aplique el recuento cuando esté contada.
   *[other] { $count } líneas esperan su nuevo recuento: aplique el recuento cuando estén contadas.
}
count-problem-no-count = No existe ese recuento.
count-show-all = Todas las líneas
count-show-to-count = Por contar
count-show-recount = Para volver a contar
count-show-review = Diferencias
count-sheet-title = Recuento n.º { $number }
count-counted = { $sku }: cantidad contada { $count }.
count-opened = El recuento está abierto: escanee o escriba cada pieza.
count-closed-note = Este recuento está cerrado: ya no se puede contar.
count-no-lines = No hay líneas aquí.
count-code = Escanee o escriba una referencia o un EAN
count-qty = Cuántas
count-qty-hint = Vacío: una más. Un número: esa cantidad más. =N: la línea queda en N.
count-add = Contar
count-recount-badge = volver a contar
count-set-label = Cantidad contada de { $sku }
count-set = Fijar
count-col-record = Registrado
count-col-counted-qty = Contado
count-review-title = Recuento n.º { $number }: revisión
count-posted = { $count ->
    [one] El recuento se ha aplicado: un movimiento ha corregido el almacén.
   *[other] El recuento se ha aplicado: { $count } movimientos han corregido el almacén.
}
count-recount-asked = { $count ->
    [one] Se devolvió una línea para volver a contarla.
   *[other] Se devolvieron { $count } líneas para volver a contarlas.
}
count-to-sheet = Hoja de recuento
count-total-lines = Líneas
count-total-counted = Contadas
count-total-differing = Diferencias
count-total-recounts = Esperando un nuevo recuento
count-total-units = Unidades
count-total-value = Valor a coste
count-no-differences = No hay diferencias ni queda nada por contar.
count-col-difference = Diferencia
count-col-value = Valor
count-col-by = Contado por
count-post = Aplicar el recuento
count-uncounted-leave = Dejar como están las líneas que nadie contó
count-uncounted-zero = Líneas que nadie contó: no se encontró nada (dejarlas a cero)
count-post-button = Aplicar las diferencias
count-recount-all = Volver a contar todas las diferencias
count-cancel = Cancelar el recuento
count-was = antes { $count }
count-recount = Volver a contar
audit-stock-count-opened = Recuento abierto
audit-stock-recount-asked = Líneas de un recuento devueltas
audit-stock-count-posted = Recuento aplicado
audit-stock-count-cancelled = Recuento cancelado

stock-problem-pack = Un paquete contiene un número entero de unidades, de 1 a 10.000.
shelf-packs-of = en paquetes de { $count }
shelf-pack-label = Unidades por paquete
shelf-pack-hint = 1 si se vende por unidad; las existencias se cuentan siempre en unidades.
count-packs-units = (paquetes de { $count }: cuente unidades)
shelf-download-xlsx = Descargar XLSX
search-bin-shelf = Las piezas de la ubicación { $bin } están en la lista de nuestro almacén →
audit-sale-made = Venta realizada

## Ventas en el mostrador
nav-sales = Ventas
sale-title = Vender: { $name }
sale-walk-in = Cliente de paso
sale-sold-before = Este presupuesto ya se vendió; ver la factura
sale-line-short = Menos en el almacén que lo vendido
sale-short-ask = Nuestro almacén tiene menos de { $skus } de lo que requiere esta venta.
sale-anyway = Vender de todos modos (el almacén queda bajo cero y la pieza se marca para recuento)
sale-order-instead = Hacer en su lugar un pedido especial de este presupuesto
sale-all-card = Todo con tarjeta
sale-all-cash = Todo en efectivo, importe exacto
sale-split = O dividir el pago
sale-pay-hint = El total es { $total }. Escriba lo que se paga con cada método; en efectivo puede ser más, y se muestra el cambio.
sale-take-payment = Cobrar
sale-method-cash = Efectivo
sale-method-card = Tarjeta
sale-method-transfer = Transferencia bancaria
sale-method-voucher = Vale
sale-method-other = Otro
sale-tendered = Efectivo entregado
sale-change = Cambio a devolver
sale-done = Vendido. La factura está abajo.
sale-done-again = Esta venta ya se hizo: aquí está su factura (no se vendió nada dos veces).
sale-margin = Margen
sale-not-allowed = Su rol no permite vender.
sale-busy = No se pudo guardar la venta en este momento: no se vendió nada. Inténtelo de nuevo.
sale-problem-no-lines = Este presupuesto no tiene nada que vender.
sale-problem-too-many-lines = Una venta admite como máximo 500 líneas.
sale-problem-line = Una línea no se puede vender tal como está: { $skus }.
sale-problem-no-payment = Cobre un pago: escriba un importe, o elija «Todo con tarjeta» o «Todo en efectivo».
sale-problem-amount = Escriba un importe en dinero, por ejemplo 12,50.
sale-problem-not-positive = Un importe debe ser mayor que cero.
sale-problem-too-large = Ese importe es demasiado alto para un solo pago.
sale-problem-short = A los pagos les faltan { $amount } para llegar al total.
sale-problem-over-paid = Los pagos superan el total en { $amount }; solo el efectivo da cambio.
sale-problem-method = Elija un método de pago.
sale-problem-form = Este formulario está caducado: abra de nuevo la página de venta.
sale-problem-short-shelf = Nuestro almacén tiene menos de { $skus } de lo que requiere esta venta: marque «Vender de todos modos», o haga un pedido especial.
sale-problem-unpriced = Una línea de este presupuesto aún no tiene precio: ponga precio a cada línea antes de vender.
invoice-title = Factura { $number }
invoice-made = Emitida el { $time } por { $by }
invoice-to = Facturado a
invoice-issued = Fecha de expedición: { $day }
invoice-supplied = Fecha de entrega: { $day }
invoice-served-by = Le atendió { $name }
invoice-unit-net = Precio unitario (neto)
invoice-line-net = Neto
invoice-line-off = Descuento { $amount }
invoice-net-at = Base imponible al { $rate }{ "\u00A0" }%
invoice-total = Total
invoice-paid-by = Forma de pago: { $method }
invoice-simplified = Factura simplificada: precios con IVA incluido.
invoice-net-prices = Precios sin IVA; el IVA se suma al tipo indicado.
invoice-pdf = Factura (PDF)
invoice-receipt = Ticket (80 mm)
receipt-thanks = Gracias por su compra.
missing-invoice = Factura no encontrada
missing-invoice-text = Esta factura no figura en los registros: puede que el enlace sea antiguo.
sales-number = Factura
sales-day = Fecha
sales-customer = Cliente
sales-payments = Pagado con
sales-by = Vendido por
sales-filter-number = Número de factura
sales-filter-by = Vendido por
sales-filter-method = Pagado con
sales-filter-any-method = Cualquier método
sales-matched = { $count ->
    [one] Una factura o abono: { $total } tras reembolsos
   *[other] { $count } facturas y abonos: { $total } tras reembolsos
}
sales-credit-for = Abono de la factura { $number }
sales-problem-day = Escriba un día como AAAA-MM-DD, por ejemplo 2026-12-07.
sales-csv = Descargar en CSV
sales-xlsx = Descargar como libro de Excel
quote-sell = Vender
## Devoluciones y facturas rectificativas
return-open = Devolución
return-title = Devolución de la factura { $number }
return-sold-at = Vendido el { $time }
return-all-back = Todo lo de esta factura ya se ha devuelto.
return-take-back = Registrar la devolución y reembolsar
return-back-to-invoice = Volver a la factura
return-qty-of = Cantidad de { $what } a devolver
return-sold = Vendido
return-returned = Ya devuelto
return-qty = A devolver
return-damaged = Dañado (no vuelve al almacén)
return-reason = Motivo
return-reason-choose = Elija un motivo
return-reason-not-needed = Ya no lo necesita
return-reason-wrong-part = Pieza equivocada
return-reason-faulty = Pieza defectuosa
return-reason-other = Otro (indique el motivo en la nota)
return-note = Nota
return-refund-by = Forma de reembolso
return-late = Esta venta tiene más de { $days ->
    [one] un día
   *[other] { $days } días
}: la devolución requiere la aprobación de un encargado.
return-done = Devolución registrada. La factura rectificativa aparece abajo.
return-busy = No se pudo guardar la devolución en este momento: no se devolvió nada. Inténtelo de nuevo.
return-problem-nothing = Escriba cuántas unidades de una línea se devuelven.
return-problem-quantity = Escriba la cantidad como número entero, por ejemplo 1.
return-problem-too-many = Más de { $what } de lo que queda por devolver en esta factura.
return-problem-reason = Elija un motivo.
return-problem-reason-unsaid = Indique el motivo en la nota cuando elija «Otro».
return-problem-note = La nota es demasiado larga: 300 caracteres como máximo.
return-problem-method = Elija la forma de reembolso.
return-problem-manager = Esta devolución supera el plazo de devoluciones de la tienda: para aprobarla, un encargado escribe su nombre, contraseña y código.
invoice-returned-line = Devuelto: { $count } × { $what }
invoice-credit-notes = Facturas rectificativas
invoice-credit-note = { $number }, { $time }: { $amount } reembolsado ({ $method })
invoice-credit-pdf = Factura rectificativa (PDF)
credit-title = Factura rectificativa { $number }
credit-issued = Fecha de expedición: { $day }
credit-refers-to = Rectifica la factura { $number } del { $day }
credit-reason = Motivo: { $reason }
credit-approved-by = Aprobada por { $name }
credit-damaged = Dañado: no vuelve al almacén
credit-total = Total reembolsado
credit-refunded-by = Forma de reembolso: { $method }
audit-sale-returned = Piezas devueltas
## Recaudación del día
day-title = Recaudación del día
day-link = Recaudación del día y cierre de caja
day-day = Día
day-whole-shop = toda la tienda
day-of-person = vendido por { $name }
day-sales = { $count ->
    [one] Una venta
   *[other] { $count } ventas
}: { $total }
day-returns = { $count ->
    [one] Una devolución
   *[other] { $count } devoluciones
}: { $total }
day-net = Recaudación menos reembolsos
day-method = Pagado con
day-taken = Cobrado
day-refunds = Reembolsado
day-method-net = Neto
day-refunded = Reembolsado: { $amount }
day-people = Quién vendió
day-sales-count = Ventas
day-cash-up = Cierre de caja
day-float = Fondo de caja inicial
day-expected = Lo que debería haber en caja
day-counted = Efectivo contado
day-difference = Diferencia (sobrante o faltante)
day-close-hint = El cierre de caja cierra el día: una venta hecha después queda con fecha del día siguiente.
day-close = Hacer el cierre de caja y cerrar el día
day-closed-by = Cierre de caja hecho el { $time } por { $name }.
day-open = Este día aún no tiene cierre de caja.
day-done-closed = Cierre de caja hecho: el día está cerrado.
day-z-report = Informe Z (PDF)
day-z-title = Informe Z del { $day }
day-problem-amount = Escriba el fondo de caja y el efectivo contado como importes en dinero, por ejemplo 150,00.
day-problem-closed = Este día ya tenía cierre de caja: no se cambió nada.
day-problem-not-allowed = Solo un encargado puede hacer el cierre de caja de un día.
day-problem-busy = No se pudo guardar el cierre de caja en este momento: no se cambió nada. Inténtelo de nuevo.
audit-sale-day-closed = Cierre de caja realizado
## Facturas de un cliente
customer-invoices = Facturas
customer-invoices-none = Todavía no hay facturas.
customer-invoices-kept = Las facturas se conservan como exige la ley, aunque se elimine la ficha del cliente: las de una empresa con su nombre y su NIF-IVA, las demás sin el nombre.
## Facturas en el registro de actividades de tratamiento
ropa-invoices = Facturas y facturas rectificativas
ropa-invoices-data = El nombre y el NIF-IVA del cliente tal como eran en la venta, lo que compró, cómo pagó y lo que se devolvió, y la cuenta del personal que vendió o aceptó la devolución
ropa-invoices-why = La ley obliga a la tienda a emitir y conservar sus facturas; cuando se elimina la ficha de un cliente, las facturas de un particular pierden su nombre y las de una empresa conservan el nombre y el NIF-IVA que la factura debe llevar
ropa-kept-years = { $years } años, como la ley conserva las facturas: nunca se modifican ni se eliminan antes
## Collecting a special order as a sale
collect-title = Recogida del pedido { $order }
collect-waiting-none = Nada de este pedido espera a ser recogido.
collect-choose = Piezas que se entregan
collect-col-take = Entregar
collect-take-line = Entregar { $sku }
collect-col-share = Anticipo pagado
collect-update = Calcular lo que queda por pagar
collect-deposit = Anticipo pagado el { $day } con { $method }
collect-due = A pagar ahora
collect-nothing-due = Entregar: no queda nada por pagar
collect-before = Ya facturado de este pedido:
collect-back = Volver al pedido
collect-problem-not-waiting = Una pieza elegida ya no espera a ser recogida: no se ha entregado nada. La página muestra lo que espera ahora.
order-collect-all = Recoger y facturar todas las piezas en espera
invoice-paid-before = Anticipo pagado el { $day } con { $method } (pedido { $order })
invoice-of-order = Recogida del pedido { $order }

## The receipt printer
invoice-print = Imprimir el tique
sale-done-printed = El tique se ha enviado a la impresora.
sale-print-failed = La impresora de tiques no ha respondido: compruebe que está encendida o imprima el PDF del tique.

## Emailing an invoice
invoice-email = Enviar la factura por correo
sale-done-emailed = La factura se ha enviado al cliente y se ha anotado en su historial.
sale-email-no-customer = No se ha enviado nada: esta factura no es de ningún cliente registrado.
mail-invoice-subject = Su factura { $number }
mail-invoice-attached = Le adjuntamos su factura { $number } del { $day } en PDF. Gracias por su compra.

## Deposits in the day's takings
day-deposits = Anticipos de pedidos especiales: { $taken } cobrados, { $back } devueltos (incluidos en los medios de pago de abajo)

## Returns without an invoice
loose-title = Aceptar una devolución sin factura
loose-intro = Para piezas devueltas sin su factura: escriba el código de cada pieza, cuántas y lo que se reembolsa por unidad. Un encargado aprueba cada devolución así; el abono no se refiere a ninguna factura.
loose-needs-manager = Una devolución sin factura necesita un encargado: su nombre, contraseña y código
loose-qty = Cantidad
loose-refund-each = Reembolso por unidad
sales-credit-loose = Abono sin factura
credit-no-invoice = Devuelto sin factura
return-problem-sku = «{ $what }» no puede ser un código de pieza: 64 caracteres como mucho, sin caracteres de control.
return-problem-amount = Escriba el reembolso de una pieza como un importe mayor que cero, por ejemplo 12,50.
return-problem-too-many-lines = Una devolución sin factura admite como mucho 50 piezas: haga dos.

## Buying: stocking rules
buying-problem-level = Escriba un nivel como número entero de unidades, de 0 a 1.000.000.
buying-problem-max-below-min = El máximo debe ser al menos igual al mínimo.
buying-problem-no-max = Con un máximo de 0 la pieza nunca se pediría: escriba un máximo o marque «No tener en stock».
buying-problem-months = Escriba los meses de una temporada como dos meses del 1 al 12, por ejemplo 11-2 para noviembre a febrero.
buying-problem-season = Una temporada necesita sus meses y su propio mínimo y máximo, o nada de ello.

# (end of these messages: new ones go above this line)
