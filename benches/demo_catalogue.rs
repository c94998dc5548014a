//! Benchmark of the demo catalogue (filled in below).
fn main() {}
