//! The `atlas` command line: build bundles, print stats, ask questions, run evaluation cases.
//! Native only: on wasm32 (where `cargo test --target wasm32-unknown-unknown` still builds every
//! binary) it is an empty program.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
