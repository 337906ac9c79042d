//! Callbacks through a trait object of the project's own. A closure given as
//! `&mut dyn FnMut(&A) -> R` (or `&dyn Fn`) brings a vtable that also holds the closure's
//! `FnOnce::call_once` shim, which nothing calls: a function of its own for each closure in the
//! page's wasm (about 40 bytes, 8 gzipped). The vtable of `dyn Call<A, R>` holds only `call`.

/// A callback of one argument, taken by reference: any `FnMut(&A) -> R` is one. The compiler
/// infers a closure's signature from the `Fn` traits only, so a closure given as a `dyn Call`
/// names its argument's type (`&mut |w: &String| ..`).
pub trait Call<A: ?Sized, R> {
    fn call(&mut self, a: &A) -> R;
}

impl<A: ?Sized, R, F: FnMut(&A) -> R> Call<A, R> for F {
    fn call(&mut self, a: &A) -> R {
        self(a)
    }
}
