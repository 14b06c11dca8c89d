//! The module driver: compiles a module's function definitions independently, on a rayon
//! thread pool, and joins their output in module order.
//!
//! In: a module, [`ModuleOptions`] (threads, pipeline options, a directory for DAG dot files)
//! and the target's per-function step (select, allocate, frame, print one function). Out: the
//! functions' text concatenated in module order, the `-print-after` dumps in module order, and
//! the dot files written. Nothing in the output depends on the thread count or on which thread
//! ran what: each function's result is computed from the module and the function alone, the
//! results are joined by definition index, and the reported error is the first one in module
//! order. Everything target-specific stays in the closure the target passes.

use crate::pipeline::{CompileOptions, PipelineEnd, DAG_STAGES};
use crate::CodegenError;
use rayon::prelude::*;
use std::path::PathBuf;

/// What the driver needs besides the target: the per-function options and how to run.
#[derive(Clone, Debug, Default)]
pub struct ModuleOptions {
    /// Options of each function's pipeline.
    pub compile: CompileOptions,
    /// Worker threads (`-threads=N`); 0 means the machine's available parallelism.
    pub threads: usize,
    /// Write every block's DAG at every DAG stage as Graphviz into this directory (one file per
    /// function, block and stage).
    pub dag_dot_dir: Option<PathBuf>,
}

/// One DAG snapshot: the stage it was taken after, the machine block and the dot text.
#[derive(Clone, Debug)]
pub struct DagDot {
    /// One of [`DAG_STAGES`].
    pub stage: &'static str,
    /// The machine block number (`bb.N`).
    pub mbb: u32,
    /// The Graphviz text.
    pub dot: String,
}

/// What the target's per-function step returns.
#[derive(Clone, Debug, Default)]
pub struct FunctionOutput {
    /// The function's printed code (assembly text), empty when the pipeline stopped early.
    pub text: String,
    /// Its `-print-after` dumps (and `-stop-after` output).
    pub dump: String,
    /// Its DAG snapshots when [`ModuleOptions::dag_dot_dir`] is set.
    pub dots: Vec<DagDot>,
    /// How its pipeline ended.
    pub end: Option<PipelineEnd>,
}

/// The joined result of a module.
#[derive(Clone, Debug, Default)]
pub struct ModuleOutput {
    /// Every function's text, in module order.
    pub text: String,
    /// Every function's dumps, in module order.
    pub dumps: String,
    /// Whether `-stop-after` stopped the pipelines (then `text` is empty and the dumps are the
    /// output).
    pub stopped: bool,
    /// The dot files written, in module order.
    pub dot_files: Vec<PathBuf>,
}

/// The number of worker threads for `requested` (0: available parallelism).
pub fn effective_threads(requested: usize) -> usize {
    if requested > 0 {
        requested
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
}

/// Runs `work(i)` for every `i` in `0..n` on `threads` threads and returns the results in index
/// order; on failure, the error of the smallest failing index (whatever finished first).
pub fn par_map_ordered<R, W>(n: usize, threads: usize, work: W) -> Result<Vec<R>, CodegenError>
where
    R: Send,
    W: Fn(usize) -> Result<R, CodegenError> + Sync + Send,
{
    let mut states = [std::sync::Mutex::new(())];
    par_map_ordered_with(n, threads, &mut states, |i, _| work(i))
}

/// [`par_map_ordered`] whose `work(i, state)` also gets the running thread's own `state`
/// (`states[k]` for the pool's thread `k`; at least one state, and `threads` of them to give
/// every thread its own). A state carries memory from one task to the next, never results:
/// which thread ran what must not change them.
pub fn par_map_ordered_with<R, S, W>(
    n: usize,
    threads: usize,
    states: &mut [std::sync::Mutex<S>],
    work: W,
) -> Result<Vec<R>, CodegenError>
where
    R: Send,
    S: Send + Default,
    W: Fn(usize, &mut S) -> Result<R, CodegenError> + Sync + Send,
{
    let threads = effective_threads(threads);
    if threads <= 1 || n <= 1 || states.len() < 2 {
        let state = states
            .first_mut()
            .expect("invariant: par_map_ordered_with gets at least one state")
            .get_mut()
            .unwrap_or_else(|e| e.into_inner());
        return (0..n).map(|i| work(i, state)).collect();
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("kiln-codegen-{i}"))
        .build()
        .map_err(|e| CodegenError::new(format!("cannot start {threads} threads: {e}")))?;
    let states = &*states;
    let run = |i: usize| {
        // A thread locks only its own state, so the lock is never contended; a thread
        // beyond the states (none with `threads` of them) gets a fresh one.
        match rayon::current_thread_index().and_then(|k| states.get(k)) {
            Some(m) => work(i, &mut m.lock().unwrap_or_else(|e| e.into_inner())),
            None => work(i, &mut S::default()),
        }
    };
    // Small functions dominate real modules: one task per function keeps the pool balanced,
    // and the per-task overhead is tiny next to compiling a function.
    let results: Vec<Result<R, CodegenError>> =
        pool.install(|| (0..n).into_par_iter().with_max_len(1).map(run).collect());
    results.into_iter().collect()
}

/// A file-name-safe spelling of a symbol name.
fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Compiles every function definition of `module` with `compile_one(function, fnum)` (fnum: the
/// definition's index, used for function-local labels), in parallel as `opts` asks, and joins
/// the results in module order. Writes the DAG dot files when `opts.dag_dot_dir` is set, named
/// `<function>.bb<N>.<stage number>-<stage>.dot`.
pub fn compile_module<F>(
    module: &kiln_ir::Module,
    opts: &ModuleOptions,
    compile_one: F,
) -> Result<ModuleOutput, CodegenError>
where
    F: Fn(&kiln_ir::Function, usize) -> Result<FunctionOutput, CodegenError> + Sync + Send,
{
    compile_module_streaming(
        module,
        opts,
        |f, i| compile_one(f, i).map(|o| (o, None::<()>)),
        |_, _, ()| Ok(()),
    )
}

/// [`compile_module`] whose per-function step may also return a payload `P` (the machine
/// function, for direct object emission), handed to `emit(function, fnum, payload)` on the
/// calling thread strictly in module order, as soon as it and every function before it are
/// compiled. Functions are compiled in batches of a few per thread, so only a batch's payloads
/// are alive at once; with one thread each function is emitted right after it is compiled.
pub fn compile_module_streaming<P, F, E>(
    module: &kiln_ir::Module,
    opts: &ModuleOptions,
    compile_one: F,
    emit: E,
) -> Result<ModuleOutput, CodegenError>
where
    P: Send,
    F: Fn(&kiln_ir::Function, usize) -> Result<(FunctionOutput, Option<P>), CodegenError>
        + Sync
        + Send,
    E: FnMut(&kiln_ir::Function, usize, P) -> Result<(), CodegenError>,
{
    compile_module_streaming_with(module, opts, |f, i, _: &mut ()| compile_one(f, i), emit)
}

/// [`compile_module_streaming`] whose per-function step `compile_one(function, fnum, state)`
/// also gets its worker thread's `S`, kept for the whole module (see
/// [`par_map_ordered_with`]).
pub fn compile_module_streaming_with<S, P, F, E>(
    module: &kiln_ir::Module,
    opts: &ModuleOptions,
    compile_one: F,
    mut emit: E,
) -> Result<ModuleOutput, CodegenError>
where
    S: Send + Default,
    P: Send,
    F: Fn(&kiln_ir::Function, usize, &mut S) -> Result<(FunctionOutput, Option<P>), CodegenError>
        + Sync
        + Send,
    E: FnMut(&kiln_ir::Function, usize, P) -> Result<(), CodegenError>,
{
    let defs: Vec<&kiln_ir::Function> = module
        .functions
        .iter()
        .filter(|f| f.is_definition)
        .collect();
    let mut out = ModuleOutput::default();
    if let Some(dir) = &opts.dag_dot_dir {
        std::fs::create_dir_all(dir).map_err(|e| {
            CodegenError::new(format!(
                "cannot create DAG dot directory '{}': {e}",
                dir.display()
            ))
        })?;
    }
    let threads = effective_threads(opts.threads);
    let batch = if threads <= 1 { 1 } else { threads * 16 };
    let mut states: Vec<std::sync::Mutex<S>> = (0..threads.max(1))
        .map(|_| std::sync::Mutex::new(S::default()))
        .collect();
    let mut start = 0;
    while start < defs.len() {
        let end = (start + batch).min(defs.len());
        let results = par_map_ordered_with(end - start, threads, &mut states, |i, state| {
            compile_one(defs[start + i], start + i, state)
        })?;
        for (k, (r, payload)) in results.into_iter().enumerate() {
            let (f, fnum) = (defs[start + k], start + k);
            out.text.push_str(&r.text);
            out.dumps.push_str(&r.dump);
            if r.end == Some(PipelineEnd::Stopped) {
                out.stopped = true;
            }
            if let Some(dir) = &opts.dag_dot_dir {
                let fname = file_safe(&crate::builder::global_name(module, f.global.0));
                for d in &r.dots {
                    let stage_no = DAG_STAGES.iter().position(|s| *s == d.stage).unwrap_or(0);
                    let path = dir.join(format!("{fname}.bb{}.{stage_no}-{}.dot", d.mbb, d.stage));
                    std::fs::write(&path, d.dot.as_bytes()).map_err(|e| {
                        CodegenError::new(format!("cannot write '{}': {e}", path.display()))
                    })?;
                    out.dot_files.push(path);
                }
            }
            if let Some(p) = payload {
                emit(f, fnum, p)?;
            }
        }
        start = end;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_index_order_and_first_error_wins() {
        for threads in [1, 2, 4] {
            let v = par_map_ordered(100, threads, |i| Ok(i * i)).unwrap();
            assert_eq!(v, (0..100).map(|i| i * i).collect::<Vec<_>>());
            let e = par_map_ordered(100, threads, |i| {
                if i % 7 == 3 {
                    Err(CodegenError::new(format!("bad {i}")))
                } else {
                    Ok(i)
                }
            })
            .unwrap_err();
            assert_eq!(e.msg, "bad 3", "threads={threads}");
        }
    }

    #[test]
    fn file_names_are_safe() {
        assert_eq!(file_safe("a.b$c/d"), "a.b_c_d");
    }
}
