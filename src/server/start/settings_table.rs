//! The settings as one Markdown table, made from their own definitions
//! (the command line's flags and the variables they read), so the
//! manual's settings page cannot drift from what the portal reads:
//! `dealer-desk settings-table` prints it, and a test compares it with
//! the page's copy.

use clap::Command;

/// One setting of `dealer-desk serve`, as its definition states it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting {
    /// The environment variable, e.g. `LEPTOS_SITE_ADDR`.
    pub variable: String,
    /// The flag, e.g. `--site-addr`.
    pub flag: String,
    /// The default as clap shows it; empty when there is none.
    pub default: String,
    /// The definition's own words, on one line.
    pub meaning: String,
}

/// Every setting the portal reads when it serves: each flag of `command`
/// (the command line's top command, `cli::command()`, where `serve`'s are
/// flattened) that has a variable.
pub fn settings(command: &Command) -> Vec<Setting> {
    command
        .get_arguments()
        .filter_map(|arg| {
            let variable = arg.get_env()?.to_string_lossy().into_owned();
            let flag = format!("--{}", arg.get_long()?);
            let default = arg
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join(", ");
            let help = arg.get_long_help().or_else(|| arg.get_help());
            let meaning = help.map(|h| one_line(&h.to_string())).unwrap_or_default();
            Some(Setting {
                variable,
                flag,
                default,
                meaning,
            })
        })
        .collect()
}

/// Paragraphs and wrapped lines joined into one table cell; a `|` would
/// end the cell, so it is escaped.
fn one_line(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}

/// The table of `command`'s settings, in the definitions' order, ending
/// with a newline.
pub fn markdown(command: &Command) -> String {
    let mut out = String::from("| Variable | Flag | Default | Meaning |\n|---|---|---|---|\n");
    for s in settings(command) {
        let default = if s.default.is_empty() {
            "unset".to_string()
        } else {
            format!("`{}`", s.default)
        };
        out.push_str(&format!(
            "| `{}` | `{}` | {} | {} |\n",
            s.variable, s.flag, default, s.meaning
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A command of two settings, one with a default.
    fn two_settings() -> Command {
        Command::new("t")
            .arg(
                clap::Arg::new("port")
                    .long("port")
                    .env("T_PORT")
                    .default_value("3000")
                    .help("The port | to listen on"),
            )
            .arg(
                clap::Arg::new("name")
                    .long("name")
                    .env("T_NAME")
                    .help("A name\n\nof the shop"),
            )
            .arg(clap::Arg::new("quiet").long("quiet").help("No variable"))
    }

    #[test]
    fn every_setting_with_a_variable_is_a_row() {
        let all = settings(&two_settings());
        assert_eq!(all.len(), 2, "{all:?}");
        assert_eq!(all[0].variable, "T_PORT");
        assert_eq!(all[0].flag, "--port");
        assert_eq!(all[0].default, "3000");
        assert_eq!(all[1].default, "");
    }

    #[test]
    fn a_cell_stays_one_line_and_keeps_its_bars() {
        assert_eq!(one_line("a\n\nb  c | d"), "a b c \\| d");
        let table = markdown(&two_settings());
        assert!(
            table.contains("`3000`") && table.contains("unset"),
            "{table}"
        );
        for row in table.lines().skip(2) {
            assert_eq!(row.matches(" | ").count(), 3, "{row}");
        }
    }
}
