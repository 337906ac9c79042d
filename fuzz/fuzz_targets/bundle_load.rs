//! Any bytes given to the bundle loader give a bundle or an error, never a panic. Inputs with a
//! valid header and checksum reach the payload decoder, where a hostile file does its damage.
#![no_main]

use atlas::bundle::Bundle;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = Bundle::from_bytes(data);
    // The same bytes as a payload behind a correct header, so the checksum does not stop them.
    let framed = atlas::bundle::frame(data);
    if let Ok(b) = Bundle::from_bytes(&framed) {
        // A bundle that loads must also answer without panicking.
        let engine = atlas::Engine::new(b);
        let q = atlas::Question {
            text: "Which products use BP-36-2?".into(),
            persona: engine
                .bundle
                .config
                .personas
                .first()
                .map(|p| p.name.clone())
                .unwrap_or_default(),
            market: engine
                .bundle
                .config
                .markets
                .first()
                .map(|m| m.code.clone())
                .unwrap_or_default(),
            date: Some("2026-11-29".into()),
        };
        let _ = engine.ask(&q);
    }
});
