// Rc, Weak, RefCell, Box, Cell: shared ownership and interior mutability, with a tree.
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

#[derive(Debug)]
struct Node { val: i32, children: RefCell<Vec<Rc<Node>>>, parent: RefCell<Weak<Node>> }

fn main() {
    let leaf = Rc::new(Node { val: 3, children: RefCell::new(vec![]), parent: RefCell::new(Weak::new()) });
    let branch = Rc::new(Node { val: 5, children: RefCell::new(vec![Rc::clone(&leaf)]), parent: RefCell::new(Weak::new()) });
    *leaf.parent.borrow_mut() = Rc::downgrade(&branch);
    println!("leaf parent = {:?}", leaf.parent.borrow().upgrade().map(|p| p.val));
    println!("strong {} weak {}", Rc::strong_count(&branch), Rc::weak_count(&branch));
    let sum: i32 = branch.children.borrow().iter().map(|c| c.val).sum::<i32>() + branch.val;
    println!("sum {}", sum);
    let shared = Rc::new(RefCell::new(vec![1, 2]));
    let other = Rc::clone(&shared);
    other.borrow_mut().push(3);
    println!("{:?} count {}", shared.borrow(), Rc::strong_count(&shared));
    let c = Cell::new(10);
    c.set(c.get() * 2);
    println!("cell {}", c.replace(1));
    let r = shared.try_borrow_mut();
    println!("try_borrow_mut ok {}", r.is_ok());
    let list: Option<Box<(i32, Option<Box<(i32, Option<Box<(i32, ())>>)>>)>> = Some(Box::new((1, Some(Box::new((2, None))))));
    println!("{:?}", list);
    drop(branch);
    println!("after drop parent = {:?}", leaf.parent.borrow().upgrade().map(|p| p.val));
}
