//! One small sort for the question engine. Each call of the standard library's sorts with a new
//! element type ships its own pattern-defeating quicksort (or driftsort) in the page's wasm,
//! about 2 KB apiece; this heapsort is a few hundred bytes an instance and O(n log n), with no
//! allocation. Unstable: callers that need an order among equals compare by it.

/// Sorts `v` so that no element is `less` than the one before it.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    // The heap's loops are one body for every element type and order: each instance is only
    // this closure, which compares (`swap` false) or swaps two elements by their places.
    // The heap only names places below the length: tested once, so that neither the swap nor
    // the comparison carries a bounds check's panic of its own in every instance.
    heapsort(v.len(), &mut |i, j, swap| {
        if i >= v.len() || j >= v.len() {
            return false;
        }
        if swap {
            v.swap(i, j);
            return false;
        }
        less(&v[i], &v[j])
    });
}

/// `sort_by` with the elements' own order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

/// Heapsort of `n` places; `at(i, j, false)`: is the element at i less than the one at j;
/// `at(i, j, true)` swaps them.
fn heapsort(n: usize, at: &mut dyn FnMut(usize, usize, bool) -> bool) {
    for start in (0..n / 2).rev() {
        sift_down(at, start, n);
    }
    for end in (1..n).rev() {
        at(0, end, true);
        sift_down(at, 0, end);
    }
}

fn sift_down(at: &mut dyn FnMut(usize, usize, bool) -> bool, mut root: usize, end: usize) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && at(child, child + 1, false) {
            child += 1;
        }
        if !at(root, child, false) {
            return;
        }
        at(root, child, true);
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
