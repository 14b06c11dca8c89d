// Trait objects: dynamic dispatch, Box<dyn>, &dyn, default methods, downcasting via Any.
use std::any::Any;

trait Animal {
    fn name(&self) -> String;
    fn sound(&self) -> &'static str;
    fn speak(&self) -> String { format!("{} says {}", self.name(), self.sound()) }
    fn as_any(&self) -> &dyn Any;
}
struct Dog { name: String }
struct Cat { lives: u8 }
impl Animal for Dog {
    fn name(&self) -> String { self.name.clone() }
    fn sound(&self) -> &'static str { "woof" }
    fn as_any(&self) -> &dyn Any { self }
}
impl Animal for Cat {
    fn name(&self) -> String { format!("cat with {} lives", self.lives) }
    fn sound(&self) -> &'static str { "meow" }
    fn speak(&self) -> String { format!("{} purrs", self.name()) }
    fn as_any(&self) -> &dyn Any { self }
}
impl Drop for Dog {
    fn drop(&mut self) { println!("dropping dog {}", self.name); }
}

fn loudest(zoo: &[Box<dyn Animal>]) -> &dyn Animal { zoo.iter().max_by_key(|a| a.sound().len()).unwrap().as_ref() }

fn main() {
    let zoo: Vec<Box<dyn Animal>> = vec![Box::new(Dog { name: "rex".into() }), Box::new(Cat { lives: 9 }), Box::new(Dog { name: "fido".into() })];
    for a in &zoo {
        println!("{}", a.speak());
    }
    println!("loudest: {}", loudest(&zoo).name());
    let dogs = zoo.iter().filter(|a| a.as_any().downcast_ref::<Dog>().is_some()).count();
    println!("{} dogs", dogs);
    drop(zoo);
    println!("end");
}
