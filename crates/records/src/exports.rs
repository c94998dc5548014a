//! What the exports page shows: the export formats, the feed tokens (never
//! their secrets, which are shown once at creation), and how many rows an
//! export would hold. Shared by server and page.

use serde::{Deserialize, Serialize};

/// One named feed token, as staff see it on the exports page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedToken {
    pub id: String,
    pub name: String,
    /// When it was made, UTC (ISO 8601).
    pub created: String,
    /// The last export pulled with it, UTC (ISO 8601).
    pub last_used: Option<String>,
    pub pulls: u64,
}

/// A token just made: the only time its secret is shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewFeedToken {
    pub name: String,
    pub secret: String,
}

/// The facts the exports page is built from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExportOverview {
    /// Products the chosen filter selects; `None` while the index builds.
    pub products: Option<u64>,
    /// Changes the syncs saw since `recent_since`; `None` while the index builds.
    pub changes: Option<u64>,
    /// A week ago, as a date (YYYY-MM-DD): the change feed's default start.
    pub recent_since: String,
    pub tokens: Vec<FeedToken>,
    /// No sign-in: export addresses need a token once one exists (a
    /// browser that opened this page may still download).
    pub open_access: bool,
}

/// The exports, each at its own address under `/export/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportKind {
    ProductsCsv,
    ProductsXlsx,
    FitmentCsv,
    ShopifyCsv,
    ChangesCsv,
}

impl ExportKind {
    pub const ALL: [ExportKind; 5] = [
        ExportKind::ProductsCsv,
        ExportKind::ProductsXlsx,
        ExportKind::FitmentCsv,
        ExportKind::ShopifyCsv,
        ExportKind::ChangesCsv,
    ];

    /// The path of its address.
    pub fn path(self) -> &'static str {
        match self {
            ExportKind::ProductsCsv => "/export/products.csv",
            ExportKind::ProductsXlsx => "/export/products.xlsx",
            ExportKind::FitmentCsv => "/export/fitment.csv",
            ExportKind::ShopifyCsv => "/export/shopify.csv",
            ExportKind::ChangesCsv => "/export/changes.csv",
        }
    }

    /// The file name a download is saved under.
    pub fn file_name(self) -> &'static str {
        self.path().trim_start_matches("/export/")
    }
}

/// Where every export address starts.
pub const EXPORT_PREFIX: &str = "/export/";

/// What a token form post did, for the exports page it answers with: the
/// new token (its secret shown this once), or why none was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostedToken(pub Result<NewFeedToken, TokenProblem>);

/// Why no token was made, each with what the page says of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenProblem {
    /// No name, or one too long (at most `max` characters).
    BadName { max: usize },
    /// Another token has this name.
    Taken,
    /// As many tokens as there may be (`max`).
    TooMany { max: usize },
    /// It could not be saved.
    Unsaved,
}

impl TokenProblem {
    /// The key of what the exports page says (in `crates/shop/locales`); it fills
    /// in `max` where the case has one.
    pub fn message_key(self) -> &'static str {
        match self {
            TokenProblem::BadName { .. } => "exports-token-bad-name",
            TokenProblem::Taken => "exports-token-taken",
            TokenProblem::TooMany { .. } => "exports-token-too-many",
            TokenProblem::Unsaved => "exports-token-unsaved",
        }
    }
}
