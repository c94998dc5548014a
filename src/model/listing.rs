//! What list pages receive: one page of products, already sorted and cut on
//! the server, so the browser never downloads the whole catalogue.
