//! One small sort for the question engine. Each call of the standard library's sorts with a new
//! element type ships its own pattern-defeating quicksort (or driftsort) in the page's wasm,
//! about 2 KB apiece; this heapsort is a few hundred bytes an instance and O(n log n), with no
//! allocation. Unstable: callers that need an order among equals compare by it.

/// Sorts `v` so that no element is `less` than the one before it.
pub fn sort_by<T>(v: &mut [T], less: impl FnMut(&T, &T) -> bool) {
    heapsort(v.len(), &mut Places { v, less });
}

/// `sort_by` with the elements' own order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

/// What the heap's loops see of a slice: they are one body for every element type and order,
/// and each instance is only `at`. A trait of our own, not `&mut dyn FnMut`: a closure's vtable
/// also holds its `FnOnce` shim, a function of its own for each instance that nothing calls.
trait Heap {
    /// Is the element at i less than the one at j (`swap` false); or swaps them (`swap` true).
    fn at(&mut self, i: usize, j: usize, swap: bool) -> bool;
}

struct Places<'a, T, F> {
    v: &'a mut [T],
    less: F,
}

impl<T, F: FnMut(&T, &T) -> bool> Heap for Places<'_, T, F> {
    fn at(&mut self, i: usize, j: usize, swap: bool) -> bool {
        // The heap only names places below the length: tested once, so that neither the swap
        // nor the comparison carries a bounds check's panic of its own in every instance.
        let v = &mut *self.v;
        if i >= v.len() || j >= v.len() {
            return false;
        }
        if swap {
            v.swap(i, j);
            return false;
        }
        (self.less)(&v[i], &v[j])
    }
}

/// Heapsort of `n` places.
fn heapsort(n: usize, at: &mut dyn Heap) {
    for start in (0..n / 2).rev() {
        sift_down(at, start, n);
    }
    for end in (1..n).rev() {
        at.at(0, end, true);
        sift_down(at, 0, end);
    }
}

fn sift_down(at: &mut dyn Heap, mut root: usize, end: usize) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && at.at(child, child + 1, false) {
            child += 1;
        }
        if !at.at(root, child, false) {
            return;
        }
        at.at(root, child, true);
        root = child;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library() {
        let mut seed = 7u64;
        for n in [0, 1, 2, 3, 10, 100, 1000] {
            let mut v: Vec<u32> = (0..n)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (seed >> 40) as u32 % 50
                })
                .collect();
            let mut want = v.clone();
            want.sort_unstable();
            sort(&mut v);
            assert_eq!(v, want, "n = {n}");
        }
        let mut pairs = vec![(2, 'b'), (1, 'z'), (2, 'a'), (0, 'q')];
        sort_by(&mut pairs, |a, b| (b.0, a.1) < (a.0, b.1));
        assert_eq!(pairs, [(2, 'a'), (2, 'b'), (1, 'z'), (0, 'q')]);
    }
}
