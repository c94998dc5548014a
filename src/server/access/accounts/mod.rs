//! The staff accounts kept with the sessions (`store`): who may sign in
//! is read from them (`users::Users`).

pub mod store;
