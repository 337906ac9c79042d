//! One small sort for the question engine. Each call of the standard library's sorts with a new
//! element type ships its own pattern-defeating quicksort (or driftsort) in the page's wasm,
//! about 2 KB apiece; this heapsort is a few hundred bytes an instance and O(n log n), with no
//! allocation. Unstable: callers that need an order among equals compare by it.

/// Sorts `v` so that no element is `less` than the one before it.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    let n = v.len();
    for start in (0..n / 2).rev() {
        sift_down(v, start, n, &mut less);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift_down(v, 0, end, &mut less);
    }
}

/// `sort_by` with the elements' own order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

fn sift_down<T>(v: &mut [T], mut root: usize, end: usize, less: &mut impl FnMut(&T, &T) -> bool) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && less(&v[child], &v[child + 1]) {
            child += 1;
        }
        if !less(&v[root], &v[child]) {
            return;
        }
        v.swap(root, child);
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
