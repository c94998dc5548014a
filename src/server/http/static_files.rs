//! How the portal's bytes travel: the built wasm, JS and CSS under `/pkg`
//! (brotli or gzip files compressed at build time, long-lived caching when the
//! names carry a content hash), and on-the-fly compression of everything
//! generated per request (HTML, server-function answers, CSV, metrics).

use axum::{
    http::{header, HeaderValue},
    Router,
};
use leptos::config::LeptosOptions;
use tower_http::{
    compression::CompressionLayer, services::ServeDir, set_header::SetResponseHeaderLayer,
    CompressionLevel,
};

/// A hashed file name changes whenever its content does, so a browser may
/// keep it for a year without asking again.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Without hashes the name stays the same across builds: the browser must
/// check (a cheap 304 thanks to Last-Modified) before reusing its copy.
const REVALIDATE: &str = "no-cache";

/// The `/pkg` route's path and its service: the files cargo-leptos built,
/// served precompressed when the browser accepts it.
pub fn pkg_router<S: Clone + Send + Sync + 'static>(options: &LeptosOptions) -> Router<S> {
    let dir = std::path::Path::new(options.site_root.as_ref()).join(options.site_pkg_dir.as_ref());
    let files = ServeDir::new(dir).precompressed_br().precompressed_gzip();
    Router::new().nest_service(
        &format!("/{}", options.site_pkg_dir.trim_matches('/')),
        tower::ServiceBuilder::new()
            .layer(SetResponseHeaderLayer::overriding(
                header::CACHE_CONTROL,
                cache_policy(options.hash_files),
            ))
            .service(files),
    )
}

/// The hash list cargo-leptos writes beside the server binary (as Leptos's
/// own `HashedStylesheet` reads it), when hash-files is on.
pub(crate) fn hash_file_text(options: &LeptosOptions) -> Option<String> {
    if !options.hash_files {
        return None;
    }
    read_hash_file(options)
}

/// The hash list: beside the binary (where cargo-leptos writes it), else
/// in the site folder (where a package puts it).
fn read_hash_file(options: &LeptosOptions) -> Option<String> {
    find_hash_file(options).map(|(_, text)| text)
}

/// Where the hash list is, and what it says.
fn find_hash_file(options: &LeptosOptions) -> Option<(std::path::PathBuf, String)> {
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.join(options.hash_file.as_ref())));
    let in_site = std::path::Path::new(options.site_root.as_ref()).join(options.hash_file.as_ref());
    beside
        .into_iter()
        .chain(std::iter::once(in_site))
        .find_map(|path| std::fs::read_to_string(&path).ok().map(|text| (path, text)))
}

/// Where the built site (stylesheet, wasm, JS, images) is, so the binary
/// serves it from any working folder: `LEPTOS_SITE_ROOT` when set; else
/// the configured root if it holds the built files (`target/site` in a
/// checkout); else `site/` beside the binary (the release tarball), else
/// `../share/dealer-desk/site` from it (the Debian package). The root
/// chosen, for the log.
pub fn locate_site(options: &mut LeptosOptions) -> String {
    let pkg = options.site_pkg_dir.to_string();
    let holds_site = |root: &std::path::Path| root.join(&pkg).is_dir();
    if std::env::var_os("LEPTOS_SITE_ROOT").is_some()
        || holds_site(std::path::Path::new(options.site_root.as_ref()))
    {
        return options.site_root.to_string();
    }
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.canonicalize().ok())
        .and_then(|exe| exe.parent().map(std::path::Path::to_path_buf));
    if let Some(dir) = exe_dir {
        for root in [dir.join("site"), dir.join("../share/dealer-desk/site")] {
            if holds_site(&root) {
                let root = root.canonicalize().unwrap_or(root);
                options.site_root = root.to_string_lossy().into_owned().into();
                break;
            }
        }
    }
    options.site_root.to_string()
}

/// cargo-leptos tells the server about hashed names through
/// `LEPTOS_HASH_FILES`; a binary started on its own (a second instance, a
/// deployment) would otherwise link unhashed names that do not exist. When
/// that variable is unset, hashed names are used if the hash list beside the
/// binary names a wasm file that is really in the site.
pub fn detect_hashed_build(options: &mut LeptosOptions) {
    if std::env::var_os("LEPTOS_HASH_FILES").is_some() {
        return;
    }
    let site = std::path::Path::new(options.site_root.as_ref()).join(options.site_pkg_dir.as_ref());
    let found = find_hash_file(options).filter(|(_, text)| {
        hash_of(text, "wasm").is_some_and(|h| {
            site.join(format!("{}.{h}.wasm", options.output_name))
                .is_file()
        })
    });
    options.hash_files = found.is_some();
    // Leptos reads the list itself, from the binary's folder joined with
    // this name: an absolute path points it at the site folder's copy.
    if let Some((path, _)) = found {
        if let Some(absolute) = path
            .canonicalize()
            .ok()
            .and_then(|p| p.to_str().map(String::from))
        {
            options.hash_file = absolute.into();
        }
    }
}

/// The hash of one kind of file (`css`, `js`, `wasm`) in a hash list.
fn hash_of(text: &str, kind: &str) -> Option<String> {
    text.lines()
        .filter_map(|l| l.split_once(':'))
        .find(|(k, _)| k.trim() == kind)
        .map(|(_, h)| h.trim().to_string())
        .filter(|h| !h.is_empty())
}

/// `/pkg/<name>[.<css hash>].css` from the hash list's `css: <hash>` line.
pub(crate) fn css_href(options: &LeptosOptions, hashes: Option<&str>) -> String {
    let pkg = options.site_pkg_dir.trim_matches('/');
    match hashes.and_then(|text| hash_of(text, "css")) {
        Some(h) => format!("/{pkg}/{}.{h}.css", options.output_name),
        None => format!("/{pkg}/{}.css", options.output_name),
    }
}

fn cache_policy(hashed: bool) -> HeaderValue {
    HeaderValue::from_static(if hashed { IMMUTABLE } else { REVALIDATE })
}

/// Compresses responses made per request when the browser accepts it
/// (brotli first, then gzip). Responses that already carry an encoding (the
/// precompressed `/pkg` files), images and tiny bodies pass through untouched.
/// The fastest levels: a page is a few KB, and setting up a default-level
/// encoder costs the server more than the few hundred bytes it would save.
pub fn compression() -> CompressionLayer {
    CompressionLayer::new()
        .br(true)
        .gzip(true)
        .quality(CompressionLevel::Fastest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::{body::Body, http::Request, routing::get};
    use tower::ServiceExt;

    fn options(root: &std::path::Path, hashed: bool) -> LeptosOptions {
        LeptosOptions::builder()
            .output_name("app")
            .site_root(root.to_string_lossy().to_string())
            .site_pkg_dir("pkg")
            .hash_files(hashed)
            .build()
    }

    fn site() -> tempdir::Site {
        let site = tempdir::Site::new();
        let pkg = site.path().join("pkg");
        std::fs::create_dir_all(&pkg).expect("pkg dir");
        std::fs::write(pkg.join("app.abc.wasm"), b"plain").expect("wasm");
        std::fs::write(pkg.join("app.abc.wasm.br"), b"brotli").expect("wasm.br");
        std::fs::write(pkg.join("app.abc.wasm.gz"), b"gzip").expect("wasm.gz");
        site
    }

    async fn get_with(app: Router, path: &str, accept: &str) -> axum::response::Response {
        app.oneshot(
            Request::get(path)
                .header(header::ACCEPT_ENCODING, accept)
                .body(Body::empty())
                .expect("request"),
        )
        .await
        .expect("response")
    }

    #[tokio::test]
    async fn hashed_assets_are_served_precompressed_and_immutable() {
        let site = site();
        let app: Router = pkg_router(&options(site.path(), true));
        let resp = get_with(app.clone(), "/pkg/app.abc.wasm", "gzip, br").await;
        assert_eq!(resp.headers()[header::CONTENT_ENCODING], "br");
        assert_eq!(resp.headers()[header::CACHE_CONTROL], IMMUTABLE);
        let resp = get_with(app.clone(), "/pkg/app.abc.wasm", "gzip").await;
        assert_eq!(resp.headers()[header::CONTENT_ENCODING], "gzip");
        let resp = get_with(app, "/pkg/app.abc.wasm", "identity").await;
        assert!(resp.headers().get(header::CONTENT_ENCODING).is_none());
    }

    #[tokio::test]
    async fn unhashed_assets_must_be_revalidated() {
        let site = site();
        let app: Router = pkg_router(&options(site.path(), false));
        let resp = get_with(app, "/pkg/app.abc.wasm", "br").await;
        assert_eq!(resp.headers()[header::CACHE_CONTROL], REVALIDATE);
    }

    #[test]
    fn the_stylesheet_url_carries_its_hash_when_there_is_one() {
        let o = options(std::path::Path::new("site"), true);
        let list = "js: aaa\nwasm: bbb\ncss: ccc\n";
        assert_eq!(css_href(&o, Some(list)), "/pkg/app.ccc.css");
        assert_eq!(css_href(&o, None), "/pkg/app.css");
        assert_eq!(css_href(&o, Some("js: aaa\n")), "/pkg/app.css");
    }

    #[tokio::test]
    async fn generated_pages_are_compressed_on_the_fly() {
        let page = "<p>part</p>".repeat(200);
        let app = Router::new()
            .route(
                "/",
                get(move || {
                    let page = page.clone();
                    async move { axum::response::Html(page) }
                }),
            )
            .layer(compression());
        let resp = get_with(app.clone(), "/", "gzip, br").await;
        assert_eq!(resp.headers()[header::CONTENT_ENCODING], "br");
        let resp = get_with(app, "/", "identity").await;
        assert!(resp.headers().get(header::CONTENT_ENCODING).is_none());
    }

    /// A throwaway site root, removed when dropped.
    mod tempdir {
        pub struct Site(std::path::PathBuf);
        impl Site {
            pub fn new() -> Self {
                static NEXT: std::sync::atomic::AtomicUsize =
                    std::sync::atomic::AtomicUsize::new(0);
                let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let dir =
                    std::env::temp_dir().join(format!("dd-static-{}-{n}", std::process::id()));
                std::fs::create_dir_all(&dir).expect("temp dir");
                Self(dir)
            }
            pub fn path(&self) -> &std::path::Path {
                &self.0
            }
        }
        impl Drop for Site {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
    }
}
