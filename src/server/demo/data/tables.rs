//! The fixed vocabulary the generator draws from: categories, brands, bike
//! makes and models, colours. Plain static tables, so that the stateless asset
//! routes can read them too (a category's icon, a brand's name from its slug).
//! Must hold no randomness and no state.

/// The drawing used for a category's images.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    Shield,
    Bag,
    Bulb,
    Pipe,
    Disc,
    Sprocket,
    Screen,
    Mirror,
    Lever,
    Wrench,
    Plug,
    Seat,
}

pub struct CategorySpec {
    pub name: &'static str,
    pub slug: &'static str,
    /// The SKU prefix, 2 or 3 letters.
    pub prefix: &'static str,
    pub blurb: &'static str,
    pub kinds: &'static [&'static str],
    pub product_type: &'static str,
    /// Share of the category's products that fit any bike.
    pub universal: f64,
    /// Recommended retail price range, GBP.
    pub price: (f64, f64),
    /// Weight range, kg.
    pub weight: (f64, f64),
    pub materials: &'static [&'static str],
    /// Whether products come in colour variants.
    pub colours: bool,
    pub icon: Icon,
    /// How common the category is, relative to the others.
    pub share: u32,
}

#[allow(clippy::too_many_arguments)]
const fn cat(
    name: &'static str,
    slug: &'static str,
    prefix: &'static str,
    blurb: &'static str,
    kinds: &'static [&'static str],
    product_type: &'static str,
    universal: f64,
    price: (f64, f64),
    weight: (f64, f64),
    materials: &'static [&'static str],
    colours: bool,
    icon: Icon,
    share: u32,
) -> CategorySpec {
    CategorySpec {
        name,
        slug,
        prefix,
        blurb,
        kinds,
        product_type,
        universal,
        price,
        weight,
        materials,
        colours,
        icon,
        share,
    }
}

const METALS: &[&str] = &["Aluminium", "Stainless steel", "Mild steel"];
const PLASTICS: &[&str] = &["ABS", "Polypropylene", "Carbon fibre"];

#[rustfmt::skip]
pub static CATEGORIES: &[CategorySpec] = &[
    cat("Crash Protection", "crash-protection", "CP", "Bungs, sliders and bars that take the hit so the frame and engine do not.", &["Crash Bungs", "Frame Sliders", "Crash Bars", "Swingarm Protectors", "Fork Protectors"], "Protection", 0.0, (24.99, 219.99), (0.2, 4.5), &["Acetal", "Aluminium", "Mild steel"], true, Icon::Shield, 14),
    cat("Luggage", "luggage", "LU", "Racks and mounting kits for panniers, top boxes and soft luggage.", &["Pannier Rack", "Top Box Rack", "Tank Bag Ring", "Soft Luggage Rack", "Tail Pack Mount"], "Luggage", 0.1, (39.99, 349.99), (0.4, 6.0), METALS, true, Icon::Bag, 8),
    cat("Lighting", "lighting", "LT", "LED indicators, auxiliary lights and the brackets to fit them.", &["LED Indicators", "Auxiliary Light Kit", "LED Number Plate Light", "Fog Light Brackets"], "Lighting", 0.45, (14.99, 299.99), (0.05, 1.8), &["ABS", "Aluminium", "Polycarbonate"], false, Icon::Bulb, 6),
    cat("Exhaust", "exhaust", "EX", "Silencers, link pipes and hangers, road legal and race.", &["Slip-On Silencer", "Link Pipe", "Exhaust Hanger", "Heat Shield", "De-Cat Pipe"], "Performance", 0.0, (29.99, 699.99), (0.2, 4.0), &["Stainless steel", "Titanium", "Carbon fibre"], false, Icon::Pipe, 5),
    cat("Brakes", "brakes", "BR", "Pads, lines, discs and reservoir guards.", &["Brake Pads", "Braided Brake Lines", "Brake Disc", "Brake Reservoir Guard"], "Service Part", 0.0, (19.99, 289.99), (0.1, 2.0), &["Sintered", "Stainless steel", "Aluminium"], false, Icon::Disc, 6),
    cat("Chains & Sprockets", "chains-sprockets", "CS", "Chain and sprocket kits, single sprockets, guards and adjusters.", &["Chain & Sprocket Kit", "Front Sprocket", "Rear Sprocket", "Chain Guard", "Chain Adjuster Blocks"], "Service Part", 0.0, (14.99, 189.99), (0.2, 3.5), &["Steel", "Aluminium"], false, Icon::Sprocket, 5),
    cat("Screens", "screens", "SC", "Touring and sport screens, adjusters and deflectors.", &["Touring Screen", "Sport Screen", "Screen Adjuster", "Deflector Kit"], "Accessory", 0.0, (29.99, 189.99), (0.3, 2.2), &["Polycarbonate", "Acrylic"], false, Icon::Screen, 4),
    cat("Mirrors", "mirrors", "MI", "Bar-end mirrors, block-off plates and extenders.", &["Bar End Mirrors", "Mirror Block-Off Plates", "Mirror Extenders"], "Accessory", 0.5, (12.99, 119.99), (0.05, 1.0), METALS, true, Icon::Mirror, 3),
    cat("Levers", "levers", "LV", "Adjustable and folding levers, lever guards.", &["Adjustable Levers", "Folding Lever Set", "Lever Guard", "Clutch Lever"], "Accessory", 0.0, (19.99, 159.99), (0.1, 0.8), &["Aluminium", "Billet aluminium"], true, Icon::Lever, 5),
    cat("Tail Tidies", "tail-tidies", "TT", "Tail tidies, number plate hangers and rear huggers.", &["Tail Tidy", "Number Plate Hanger", "Rear Hugger"], "Accessory", 0.0, (34.99, 169.99), (0.3, 1.6), &["Aluminium", "ABS", "Steel"], false, Icon::Shield, 5),
    cat("Radiator Guards", "radiator-guards", "RG", "Guards for radiators and oil coolers against stones and road debris.", &["Radiator Guard", "Oil Cooler Guard", "Radiator & Oil Cooler Guard Set"], "Protection", 0.0, (29.99, 149.99), (0.2, 1.2), &["Aluminium", "Stainless steel"], true, Icon::Shield, 6),
    cat("Engine Protection", "engine-protection", "EP", "Case sliders, sump guards and bash plates.", &["Engine Case Slider", "Sump Guard", "Bash Plate", "Engine Case Cover"], "Protection", 0.0, (24.99, 249.99), (0.2, 4.0), &["Aluminium", "Acetal", "Steel"], true, Icon::Shield, 5),
    cat("Footrests", "footrests", "FR", "Rearsets, pegs and blanking plates.", &["Rearset Kit", "Footrest Blanking Plates", "Adventure Footpegs", "Pillion Peg Removal Kit"], "Accessory", 0.0, (19.99, 399.99), (0.1, 2.5), &["Billet aluminium", "Stainless steel"], true, Icon::Lever, 3),
    cat("Handlebars & Grips", "handlebars-grips", "HB", "Risers, heated grips, bar-end weights and braces.", &["Handlebar Risers", "Heated Grips", "Bar End Weights", "Handlebar Brace"], "Accessory", 0.35, (14.99, 179.99), (0.1, 1.5), &["Aluminium", "Rubber", "Steel"], true, Icon::Lever, 4),
    cat("Paddock Stands", "paddock-stands", "PS", "Stands, cotton reels and spindle bobbins for the workshop.", &["Rear Paddock Stand", "Front Paddock Stand", "Cotton Reels", "Spindle Bobbins"], "Workshop", 0.6, (9.99, 159.99), (0.1, 9.5), &["Powder-coated steel", "Acetal"], true, Icon::Wrench, 3),
    cat("Covers & Security", "covers-security", "CV", "Covers, disc locks, ground anchors and chains.", &["Outdoor Cover", "Disc Lock", "Ground Anchor", "Security Chain"], "Security", 1.0, (19.99, 229.99), (0.3, 12.0), &["Hardened steel", "Polyester"], false, Icon::Shield, 3),
    cat("Phone & Navigation", "phone-navigation", "NV", "Mounts and brackets for phones and sat-navs.", &["Sat Nav Mount", "Phone Holder", "Dash Mount Bracket"], "Accessory", 0.5, (14.99, 119.99), (0.05, 0.6), &["Aluminium", "Nylon"], false, Icon::Plug, 3),
    cat("Tank Protection", "tank-protection", "TP", "Tank pads, traction grips and tank sliders.", &["Tank Pad", "Tank Traction Grips", "Tank Sliders"], "Protection", 0.3, (12.99, 69.99), (0.02, 0.5), &["TPU", "Rubber", "Carbon fibre"], true, Icon::Shield, 3),
    cat("Seats", "seats", "SE", "Comfort and low seats, seat cowls and gel pads.", &["Comfort Seat", "Low Seat", "Seat Cowl", "Gel Seat Pad"], "Accessory", 0.1, (29.99, 399.99), (0.3, 3.5), &["Leatherette", "ABS", "Gel"], true, Icon::Seat, 3),
    cat("Filters & Service", "filters-service", "FL", "Oil and air filters, plugs and service kits.", &["Oil Filter", "Air Filter", "Service Kit", "Spark Plug Set"], "Service Part", 0.0, (5.99, 89.99), (0.05, 1.2), &["Paper", "Cotton gauze", "Steel"], false, Icon::Wrench, 5),
    cat("Suspension", "suspension", "SU", "Shocks, fork springs, lowering links and seal kits.", &["Rear Shock Absorber", "Fork Springs", "Lowering Link", "Fork Seal Kit"], "Performance", 0.0, (19.99, 899.99), (0.1, 4.0), &["Steel", "Aluminium"], false, Icon::Sprocket, 3),
    cat("Wheels & Spindles", "wheels-spindles", "WS", "Spindle sliders, rim tape and valve caps.", &["Fork Spindle Sliders", "Rear Spindle Sliders", "Wheel Rim Tape", "Tyre Valve Caps"], "Protection", 0.25, (7.99, 79.99), (0.02, 0.6), &["Acetal", "Aluminium", "Vinyl"], true, Icon::Disc, 4),
    cat("Electrical", "electrical", "EL", "USB chargers, battery leads, sockets and batteries.", &["USB Charger", "Battery Charger Lead", "Accessory Power Socket", "Lithium Battery"], "Electrical", 0.55, (9.99, 189.99), (0.05, 2.0), &["ABS", "Nylon"], false, Icon::Plug, 3),
    cat("Mudguards & Huggers", "mudguards-huggers", "MG", "Fender extenders, huggers and mudguard extensions.", &["Front Fender Extender", "Rear Hugger", "Mudguard Extension"], "Accessory", 0.0, (14.99, 139.99), (0.05, 1.0), PLASTICS, false, Icon::Shield, 3),
    cat("Clutch & Gearing", "clutch-gearing", "CL", "Clutch kits, quickshifters and gear indicators.", &["Clutch Plate Kit", "Quickshifter", "Gear Position Indicator", "Clutch Cable"], "Performance", 0.0, (14.99, 449.99), (0.05, 1.5), &["Steel", "Aluminium"], false, Icon::Lever, 3),
    cat("Tools & Care", "tools-care", "TC", "Chain care, cleaning kits and workshop tools.", &["Chain Cleaning Kit", "Torque Wrench", "Chain Lube", "Cleaning Kit"], "Consumable", 1.0, (4.99, 129.99), (0.1, 2.5), &["Steel", "Nylon"], false, Icon::Wrench, 3),
];

/// Brand names (invented) and whether each has a logo.
pub static BRANDS: &[(&str, bool)] = &[
    ("Apex Guard", true),
    ("Ridgeline Moto", true),
    ("Kestrel Performance", false),
    ("Northway", true),
    ("Ironstone", false),
    ("Tarmac Works", true),
    ("Velocita", false),
    ("Summit Touring", true),
    ("Brightpath", false),
    ("Stoppa", true),
    ("Linkdrive", false),
    ("ClearView Screens", false),
    ("Torq Tools", true),
    ("Paddock Pro", false),
    ("Harrier Racing", true),
];

/// How a make names its model identification codes.
#[derive(Debug, Clone, Copy)]
pub enum MicStyle {
    /// A chassis prefix and a two-digit number that climbs by generation, e.g. RN69.
    Chassis(&'static str),
    /// Letters and digits of the model name and a generation letter, e.g. MT09A.
    FromName,
}

pub struct MakeSpec {
    pub name: &'static str,
    pub mic: MicStyle,
    pub models: &'static [&'static str],
}

#[rustfmt::skip]
pub static MAKES: &[MakeSpec] = &[
    MakeSpec { name: "Honda", mic: MicStyle::Chassis("SC"), models: &["CB125R", "CB500F", "CB500X", "CBR500R", "CB650R", "CBR650R", "CB750 Hornet", "NC750X", "CB1000R", "CBR1000RR-R Fireblade", "CRF1100L Africa Twin", "NT1100", "X-ADV 750", "Forza 350", "PCX125", "CMX500 Rebel", "Gold Wing GL1800"] },
    MakeSpec { name: "Yamaha", mic: MicStyle::Chassis("RN"), models: &["MT-07", "MT-09", "MT-10", "MT-125", "Tracer 7", "Tracer 9 GT", "Tenere 700", "XSR700", "XSR900", "YZF-R1", "YZF-R7", "YZF-R125", "TMAX 560", "NMAX 125", "Niken"] },
    MakeSpec { name: "Kawasaki", mic: MicStyle::FromName, models: &["Z400", "Z650", "Z900", "Z900RS", "Z H2", "Ninja 400", "Ninja 650", "Ninja ZX-6R", "Ninja ZX-10R", "Ninja 1000SX", "Versys 650", "Versys 1000", "Vulcan S", "KLR650"] },
    MakeSpec { name: "Suzuki", mic: MicStyle::Chassis("WVC"), models: &["GSX-S750", "GSX-S1000", "GSX-S1000GT", "GSX-R600", "GSX-R750", "GSX-R1000", "SV650", "V-Strom 650", "V-Strom 1050", "Katana", "Hayabusa", "DR-Z400SM", "Burgman 400"] },
    MakeSpec { name: "BMW", mic: MicStyle::Chassis("K"), models: &["R 1250 GS", "R 1250 GS Adventure", "R 1250 RT", "R nineT", "F 750 GS", "F 850 GS", "F 900 R", "F 900 XR", "S 1000 RR", "S 1000 R", "S 1000 XR", "G 310 R", "G 310 GS", "K 1600 GT", "R 18"] },
    MakeSpec { name: "Triumph", mic: MicStyle::FromName, models: &["Street Triple 765", "Speed Triple 1200", "Tiger 900", "Tiger 1200", "Trident 660", "Tiger Sport 660", "Bonneville T100", "Bonneville T120", "Street Twin", "Speed Twin 1200", "Thruxton RS", "Scrambler 1200", "Rocket 3"] },
    MakeSpec { name: "Ducati", mic: MicStyle::FromName, models: &["Monster", "Monster 1200", "Panigale V2", "Panigale V4", "Streetfighter V2", "Streetfighter V4", "Multistrada 950", "Multistrada V4", "Scrambler Icon", "Scrambler 1100", "Hypermotard 950", "Diavel V4", "SuperSport 950"] },
    MakeSpec { name: "KTM", mic: MicStyle::FromName, models: &["125 Duke", "390 Duke", "790 Duke", "890 Duke R", "1290 Super Duke R", "390 Adventure", "790 Adventure", "890 Adventure", "1290 Super Adventure S", "RC 390", "690 SMC R", "690 Enduro R"] },
    MakeSpec { name: "Harley-Davidson", mic: MicStyle::FromName, models: &["Sportster S", "Nightster", "Street Bob", "Fat Bob", "Fat Boy", "Low Rider S", "Heritage Classic", "Breakout", "Road King", "Street Glide", "Road Glide", "Pan America 1250"] },
    MakeSpec { name: "Royal Enfield", mic: MicStyle::FromName, models: &["Interceptor 650", "Continental GT 650", "Super Meteor 650", "Himalayan", "Scram 411", "Meteor 350", "Classic 350", "Hunter 350", "Bullet 350"] },
    MakeSpec { name: "Aprilia", mic: MicStyle::FromName, models: &["RS 660", "Tuono 660", "Tuareg 660", "Tuono V4", "RSV4", "Shiver 900", "Dorsoduro 900"] },
    MakeSpec { name: "Husqvarna", mic: MicStyle::FromName, models: &["Svartpilen 401", "Vitpilen 401", "Svartpilen 701", "701 Supermoto", "Norden 901"] },
    MakeSpec { name: "Moto Guzzi", mic: MicStyle::FromName, models: &["V7", "V85 TT", "V100 Mandello", "Stelvio"] },
];

/// Colour variants: the name in selectedOptions and the SKU suffix.
pub static COLOURS: &[(&str, &str)] = &[
    ("Black", "BL"),
    ("Silver", "SI"),
    ("Red", "RE"),
    ("Blue", "BU"),
    ("Orange", "OR"),
    ("Titanium", "TI"),
    ("Gold", "GO"),
];

pub static COUNTRIES: &[&str] = &[
    "United Kingdom",
    "United Kingdom",
    "Taiwan",
    "Italy",
    "Germany",
    "Japan",
];

pub static FINISHES: &[&str] = &[
    "Anodised",
    "Powder coated",
    "Brushed",
    "Polished",
    "Satin",
    "Gloss",
];

/// A lower-case, dash-separated form of a name, for asset paths.
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

pub fn category_by_slug(slug: &str) -> Option<&'static CategorySpec> {
    CATEGORIES.iter().find(|c| c.slug == slug)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_unique_and_match_names() {
        let mut seen = std::collections::HashSet::new();
        for c in CATEGORIES {
            assert_eq!(slug(c.name), c.slug, "{}", c.name);
            assert!(seen.insert(c.slug));
            assert!((2..=3).contains(&c.prefix.len()));
        }
        let models: usize = MAKES.iter().map(|m| m.models.len()).sum();
        assert!((140..=170).contains(&models), "{models} models");
    }
}
