//! Independent jobs on several threads, their results kept in the jobs' order (the arena's
//! games, the conformance checker's playouts).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Runs `job(i)` for each `i` in `0..count` on up to `threads` threads, each thread taking the
/// next index as it finishes one. Returns what each job returned at its index: the order does
/// not depend on how the threads were scheduled. A job that returns `None` leaves its place
/// empty (a run being stopped).
pub fn each_index<R: Send>(
    count: usize,
    threads: usize,
    job: impl Fn(usize) -> Option<R> + Sync,
) -> Vec<Option<R>> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..count).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, count.max(1)) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= count {
                        break;
                    }
                    let result = job(index);
                    if let Ok(mut all) = results.lock() {
                        all[index] = result;
                    }
                }
            });
        }
    });
    results.into_inner().unwrap_or_else(|p| p.into_inner())
}

#[cfg(test)]
mod tests {
    use super::each_index;

    #[test]
    fn results_stand_in_the_jobs_order_and_a_skipped_job_leaves_a_gap() {
        let out = each_index(50, 4, |i| (i % 7 != 3).then_some(i * i));
        assert_eq!(out.len(), 50);
        for (i, r) in out.iter().enumerate() {
            assert_eq!(*r, (i % 7 != 3).then_some(i * i), "job {i}");
        }
        assert!(each_index(0, 4, Some).is_empty());
    }
}
