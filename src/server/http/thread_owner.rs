//! Each request's work starts and ends with no reactive owner on its
//! thread.
//!
//! Leptos renders a page under a root owner that it makes the thread's
//! current owner (`Owner::new_root`) and leaves there while the render
//! waits for its data. Whatever that thread polls next found it: a file
//! answered by Leptos's file handler, or a server function, made its own
//! owner a child of the waiting page's (`Owner::new`), and the file's
//! answer took the page's response headers, its Content-Security-Policy
//! among them, as its own. The page then left with the fallback policy
//! `default-src 'none'`, and the browser refused its stylesheet, script
//! and images (a rare end-to-end failure, reproduced by
//! `pages_rendered_while_files_are_served_keep_their_own_policy`).
//!
//! Every poll of a request's future here starts and ends with the thread's
//! current owner forgotten, so no request's work ever sees another's. A
//! render never needs the thread's owner between its polls: it runs each
//! step under its own owner, and a task may move threads between polls.

use std::{
    future::Future,
    pin::Pin,
    task::{Context, Poll},
};

use axum::{extract::Request, middleware::Next, response::Response};
use leptos::prelude::Owner;

/// Middleware: runs the rest of the request with no owner left over from
/// another request's work on the thread, and leaves none behind.
pub async fn without_leftover_owner(req: Request, next: Next) -> Response {
    OwnerForgotten(Box::pin(next.run(req))).await
}

/// Forgets the thread's current reactive owner, if any.
fn forget_current_owner() {
    if let Some(owner) = Owner::current() {
        owner.unset();
    }
}

/// A future polled with no current owner before and after each poll.
struct OwnerForgotten<F>(Pin<Box<F>>);

impl<F: Future> Future for OwnerForgotten<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        forget_current_owner();
        let out = self.0.as_mut().poll(cx);
        forget_current_owner();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page's render leaves its root owner current, as Leptos does; a
    /// future polled through `OwnerForgotten` sees none, and leaves none.
    #[test]
    fn a_root_left_current_is_not_seen_by_the_next_request() {
        let page = Owner::new_root(None);
        assert!(Owner::current().is_some(), "Leptos leaves it current");
        let seen = futures::executor::block_on(OwnerForgotten(Box::pin(async {
            Owner::current().is_some()
        })));
        assert!(!seen, "the request saw another's owner");
        assert!(Owner::current().is_none(), "none left behind");
        let left =
            futures::executor::block_on(OwnerForgotten(Box::pin(async { Owner::new_root(None) })));
        assert!(Owner::current().is_none(), "its own root not left behind");
        drop((page, left));
    }
}
