//! What every page's `<head>` names from the build: the stylesheet and the
//! scripts that load the islands. Both are worked out once when the portal
//! starts; Leptos's own `HashedStylesheet` and `HydrationScripts` find the
//! binary and read the hash list beside it for every page.

use leptos::{
    config::LeptosOptions,
    hydration::HydrationScripts,
    nonce::{use_nonce, Nonce},
    prelude::*,
    tachys::html::InertElement,
};

use crate::server::http::static_files;

/// The head's names from the build, in the state.
#[derive(Debug, Clone)]
pub struct PageHead {
    /// The built stylesheet's address (its hashed name when hash-files is on).
    pub stylesheet: String,
    /// The islands' scripts as Leptos writes them, cut where the page's
    /// nonce goes.
    scripts: Vec<String>,
}

impl PageHead {
    pub fn new(options: &LeptosOptions) -> PageHead {
        let hashes = static_files::hash_file_text(options);
        PageHead {
            stylesheet: static_files::css_href(options, hashes.as_deref()),
            scripts: scripts_cut(options),
        }
    }

    /// The islands' scripts with `nonce` in their places.
    pub fn scripts(&self, nonce: &str) -> String {
        self.scripts.join(nonce)
    }

    /// The page's island scripts, with this response's nonce.
    pub fn island_scripts(&self) -> InertElement {
        // As Leptos's own does in islands mode: the page is not hydrated as
        // a whole, only its islands, so what renders after this is not
        // either.
        if let Some(context) = Owner::current_shared_context() {
            context.set_is_hydrating(false);
        }
        let nonce = use_nonce();
        InertElement::new(self.scripts(nonce.as_deref().unwrap_or_default()))
    }
}

/// Leptos's islands scripts, rendered once with a nonce of their own and
/// cut where it appears (a nonce is 22 random characters, found nowhere
/// else in them).
fn scripts_cut(options: &LeptosOptions) -> Vec<String> {
    Owner::new().with(|| {
        let nonce = Nonce::new();
        provide_context(nonce.clone());
        let html = view! { <HydrationScripts options=options.clone() islands=true/> }.to_html();
        html.split(&*nonce).map(str::to_string).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cut scripts, joined again with a page's nonce, are what
    /// Leptos's own component writes for that page.
    #[test]
    fn the_scripts_are_leptos_own_with_the_page_nonce() {
        let options = LeptosOptions::builder()
            .output_name("dealer-desk")
            .site_pkg_dir("pkg")
            .build();
        let head = PageHead::new(&options);
        let (nonce, theirs) = Owner::new().with(|| {
            let nonce = Nonce::new();
            provide_context(nonce.clone());
            let html = view! { <HydrationScripts options=options.clone() islands=true/> }.to_html();
            (nonce.to_string(), html)
        });
        assert!(
            head.scripts.len() > 2,
            "the nonce is cut out: {:?}",
            head.scripts
        );
        assert_eq!(head.scripts(&nonce), theirs);
        assert!(theirs.contains("dealer-desk.js"));
    }
}
