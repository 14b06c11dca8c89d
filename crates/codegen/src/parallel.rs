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
/// calling thread strictly in module order.
///
/// With more than one thread this is a pipeline: one pool of `threads` workers compiles
/// functions while the calling thread joins and emits each one as soon as it and every function
/// before it are done, so emission overlaps compilation. At most a window of `16 x threads`
/// functions is in flight (compiled or being compiled, not yet emitted), which bounds the
/// payloads alive at once. With one thread each function is emitted right after it is compiled.
/// Whatever the thread count, the first error in module order is the one reported.
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
/// also gets its worker thread's own `S`, kept for the whole module. A state carries memory
/// from one function to the next (scratch buffers), never results: which thread compiled what
/// must not change the output.
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
    // Joins function `fnum`'s result into `out` and emits its payload.
    let mut join = |fnum: usize, r: FunctionOutput, payload: Option<P>| {
        let f = defs[fnum];
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
        match payload {
            Some(p) => emit(f, fnum, p),
            None => Ok(()),
        }
    };
    let n = defs.len();
    let threads = effective_threads(opts.threads);
    if threads <= 1 || n <= 1 {
        let mut state = S::default();
        for (fnum, &f) in defs.iter().enumerate() {
            let (r, payload) = compile_one(f, fnum, &mut state)?;
            join(fnum, r, payload)?;
        }
        return Ok(out);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("kiln-codegen-{i}"))
        .build()
        .map_err(|e| CodegenError::new(format!("cannot start {threads} threads: {e}")))?;
    let window = threads * 16;
    // One state per pool thread. A thread locks only its own, so the locks are never
    // contended; they only satisfy the borrow checker that no two tasks share one.
    let states: Vec<std::sync::Mutex<S>> = (0..threads)
        .map(|_| std::sync::Mutex::new(S::default()))
        .collect();
    let (defs, compile_one, states) = (&defs, &compile_one, &states);
    // The calling thread is not one of the pool's workers: it hands out work, then waits for
    // results and emits them while the workers go on compiling.
    pool.in_place_scope(|scope| {
        let (tx, rx) = std::sync::mpsc::channel();
        // Results that arrived before every earlier function's; slot k is function
        // `next_emit + k`.
        let mut ready: std::collections::VecDeque<Option<_>> = Default::default();
        let (mut next_spawn, mut next_emit) = (0, 0);
        while next_emit < n {
            while next_spawn < n && next_spawn < next_emit + window {
                let (tx, i) = (tx.clone(), next_spawn);
                scope.spawn(move |_| {
                    let result = match rayon::current_thread_index().and_then(|k| states.get(k)) {
                        Some(m) => compile_one(
                            defs[i],
                            i,
                            &mut m.lock().unwrap_or_else(|e| e.into_inner()),
                        ),
                        None => compile_one(defs[i], i, &mut S::default()),
                    };
                    // The receiver outlives the scope's tasks unless an earlier error ended the
                    // join, and then this result is not wanted.
                    let _ = tx.send((i, result));
                });
                ready.push_back(None);
                next_spawn += 1;
            }
            while let Some(result) = ready.front_mut().and_then(Option::take) {
                ready.pop_front();
                let (r, payload) = result?;
                join(next_emit, r, payload)?;
                next_emit += 1;
            }
            if next_emit < n && matches!(ready.front(), Some(None)) {
                // Function `next_emit` is being compiled (it was handed out: the window is never
                // empty), so a result will come.
                let (i, result) = rx
                    .recv()
                    .map_err(|_| CodegenError::new("a code generation worker stopped"))?;
                ready[i - next_emit] = Some(result);
            }
        }
        Ok::<(), CodegenError>(())
    })?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module of `n` empty functions `f0`..`f<n-1>`.
    fn module_of(n: usize) -> kiln_ir::Module {
        let text: String = (0..n)
            .map(|i| format!("define void @f{i}() {{\n  ret void\n}}\n"))
            .collect();
        kiln_ir::parser::parse_str("m.ll", &text).expect("test module parses")
    }

    #[test]
    fn results_join_in_module_order_and_first_error_wins() {
        let module = module_of(100);
        for threads in [1, 2, 4] {
            let opts = ModuleOptions {
                threads,
                ..Default::default()
            };
            // Later functions finish first: every result must still be joined in order.
            let compile = |_: &kiln_ir::Function, i: usize| {
                std::thread::sleep(std::time::Duration::from_micros(
                    ((100 - i) % 7) as u64 * 50,
                ));
                let out = FunctionOutput {
                    text: format!("<{i}>"),
                    ..Default::default()
                };
                Ok((out, Some(i)))
            };
            let mut emitted = Vec::new();
            let joined = compile_module_streaming(&module, &opts, compile, |_, fnum, p| {
                assert_eq!(fnum, p);
                emitted.push(p);
                Ok(())
            })
            .unwrap();
            let want: String = (0..100).map(|i| format!("<{i}>")).collect();
            assert_eq!(joined.text, want, "threads={threads}");
            assert_eq!(emitted, (0..100).collect::<Vec<_>>(), "threads={threads}");

            let failing = |_: &kiln_ir::Function, i: usize| {
                if i % 7 == 3 {
                    Err(CodegenError::new(format!("bad {i}")))
                } else {
                    Ok((FunctionOutput::default(), Some(i)))
                }
            };
            let mut emitted = Vec::new();
            let e = compile_module_streaming(&module, &opts, failing, |_, _, p| {
                emitted.push(p);
                Ok(())
            })
            .unwrap_err();
            assert_eq!(e.msg, "bad 3", "threads={threads}");
            assert_eq!(emitted, vec![0, 1, 2], "threads={threads}");
        }
    }

    #[test]
    fn file_names_are_safe() {
        assert_eq!(file_safe("a.b$c/d"), "a.b_c_d");
    }
}
