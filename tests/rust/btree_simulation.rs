// A small simulation: an event queue in a BTreeMap, a state machine, and string building.
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq)]
enum State { Idle, Running(u32), Done }

fn main() {
    let mut events: BTreeMap<u32, Vec<&str>> = BTreeMap::new();
    for (t, e) in [(5, "start"), (1, "tick"), (9, "stop"), (5, "tick"), (12, "tick"), (3, "start")] {
        events.entry(t).or_default().push(e);
    }
    let mut st = State::Idle;
    let mut log = String::new();
    while let Some((t, evs)) = events.pop_first() {
        for e in evs {
            st = match (st, e) {
                (State::Idle, "start") => State::Running(t),
                (State::Running(s), "stop") => { log += &format!("ran {}..{};", s, t); State::Done }
                (State::Running(s), "tick") => { if t > 20 { State::Done } else { State::Running(s) } }
                (s, _) => s,
            };
            log += &format!("[{} {} -> {:?}]", t, e, st);
        }
        if st == State::Done && t < 10 { events.insert(t + 10, vec!["restart"]); st = State::Idle; }
    }
    println!("{}", log);
    println!("final {:?}", st);
}
