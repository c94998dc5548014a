//! Changing the demo catalogue while it runs: a new price, a new name, a
//! product taken off. Each change moves the product's modified date to now,
//! as the supplier's would, so an incremental sync sees it. For tests and
//! benchmarks that follow a catalogue through its changes.

use std::sync::Arc;

use super::{data::Catalogue, routes::Demo};

/// A handle that edits one running demo catalogue.
#[derive(Clone)]
pub struct DemoEditor(pub(super) Arc<Demo>);

impl DemoEditor {
    fn with<T>(&self, f: impl FnOnce(&mut Catalogue) -> T) -> T {
        let mut cat = self.0.cat.write().unwrap_or_else(|p| p.into_inner());
        f(&mut cat)
    }

    /// Sets a product's recommended retail price (`sitePrice`); false when
    /// there is no such SKU.
    pub fn set_price(&self, sku: &str, price: f64) -> bool {
        self.with(|c| match c.find_mut(sku) {
            Some(p) => {
                p.site_price = price;
                p.modified = chrono::Utc::now().timestamp();
                true
            }
            None => false,
        })
    }

    /// Renames a product; false when there is no such SKU.
    pub fn rename(&self, sku: &str, name: &str) -> bool {
        self.with(|c| match c.find_mut(sku) {
            Some(p) => {
                p.name = Some(name.to_string());
                p.modified = chrono::Utc::now().timestamp();
                true
            }
            None => false,
        })
    }

    /// Takes a product off the catalogue; false when there is no such SKU.
    pub fn remove(&self, sku: &str) -> bool {
        self.with(|c| c.remove(sku))
    }
}
