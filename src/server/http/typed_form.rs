//! A form post read into its own struct (`#[derive(Deserialize, Default)]`,
//! every field `String` with `#[serde(default)]`), so a route's input is in
//! its signature and a refused form can come back exactly as typed. A
//! body that is not a form, or does not decode, reads as the empty form:
//! the operation then refuses it with its own reason, as for any form
//! left empty, and nothing is changed.

use axum::{
    extract::{FromRequest, Request},
    Form,
};
use serde::de::DeserializeOwned;

/// The posted form as `T`, or `T::default()` when it cannot be read.
#[derive(Debug, Clone, Default)]
pub struct TypedForm<T>(pub T);

impl<S, T> FromRequest<S> for TypedForm<T>
where
    S: Send + Sync,
    T: DeserializeOwned + Default + Send,
{
    type Rejection = std::convert::Infallible;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        Ok(TypedForm(
            Form::<T>::from_request(req, state)
                .await
                .map(|Form(t)| t)
                .unwrap_or_default(),
        ))
    }
}
