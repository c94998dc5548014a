//! Start-up: the command line (`cli`), the log (`logging`), the settings read once from it and
//! the environment (`config`), and the state every handler reaches
//! (`state`). The top layer: it wires the others together and nothing
//! below imports it, except the handlers' `AppState`.

pub mod audit_cmd;
pub mod cli;
pub mod commands;
pub mod config;
pub mod logging;
pub mod settings_table;
pub mod state;
