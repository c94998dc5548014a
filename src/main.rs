//! The `dealer-desk` binary: parses the command line, then serves the portal or
//! runs one of the subcommands. All the work lives in `dealer_desk::server`.

#[cfg(feature = "ssr")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(feature = "ssr")]
#[tokio::main]
async fn main() -> std::process::ExitCode {
    dealer_desk::server::start::cli::run().await
}

#[cfg(not(feature = "ssr"))]
fn main() {
    // The binary is only meaningful with the `ssr` feature; the browser build
    // enters through `dealer_desk::hydrate`.
}
