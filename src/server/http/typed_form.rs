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

/// A posted form as its fields in order, a name possibly repeated or
/// numbered (`qty-0`, `qty-1`, …): for a form whose fields are not known
/// ahead. A body that is not a form reads as no fields.
#[derive(Debug, Clone, Default)]
pub struct FormFields(pub Vec<(String, String)>);

impl FormFields {
    /// The first value of `name` (empty when there is none).
    pub fn one(&self, name: &str) -> &str {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.as_str())
    }

    /// Every field, in order.
    pub fn pairs(&self) -> &[(String, String)] {
        &self.0
    }
}

impl<S> FromRequest<S> for FormFields
where
    S: Send + Sync,
{
    type Rejection = std::convert::Infallible;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        Ok(FormFields(
            Form::<Vec<(String, String)>>::from_request(req, state)
                .await
                .map(|Form(t)| t)
                .unwrap_or_default(),
        ))
    }
}
