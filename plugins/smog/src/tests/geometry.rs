//! Line of sight, cover and diagonal corners: every case of the spec's E-03, E-04 and Appendix A.

use crate::board::grid::{EdgeKind, Grid, Pos, Reach};
use crate::board::los::{Sight, line_of_sight};
use crate::board::map::grid_from_drawing;
use crate::board::movement::{Hop, Occupant, hop_legal, reachable};

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

fn sight(grid: &Grid, a: Pos, b: Pos) -> Sight {
    line_of_sight(grid, a, b, |_| false)
}

const SEE: Sight = Sight {
    visible: true,
    cover: false,
};
const COVER: Sight = Sight {
    visible: true,
    cover: true,
};
const BLIND: Sight = Sight {
    visible: false,
    cover: false,
};

/// E-03: the Bobby at (1,3) and seven killer clowns.
fn e03_board() -> Grid {
    grid_from_drawing(
        "
+---+---+---+---+---+---+---+---+---+
| .   .   .   .   . | .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   . | .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   . | .   .   .   . |
+   +   +   +   +   +===+===+===+===+
| .   .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+===+===+===+===+===+   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+---+---+---+---+---+---+---+---+---+
",
    )
    .expect("drawing")
}

#[test]
fn e03_line_of_sight_to_the_seven_clowns() {
    let g = e03_board();
    let bobby = p(1, 3);
    assert_eq!(g.v(5, 2), EdgeKind::Wall);
    assert_eq!(g.h(6, 3), EdgeKind::Wall);
    assert_eq!(g.h(1, 5), EdgeKind::Wall);
    let cases = [
        (1, p(6, 1), false),
        (2, p(1, 6), false),
        (3, p(8, 1), false),
        (4, p(4, 3), true),
        (5, p(3, 0), true),
        (6, p(4, 6), false),
        (7, p(7, 5), true),
    ];
    for (clown, square, visible) in cases {
        assert_eq!(
            sight(&g, bobby, square).visible,
            visible,
            "clown {clown} at {square:?}"
        );
        // LOS is symmetric.
        assert_eq!(
            sight(&g, square, bobby).visible,
            visible,
            "clown {clown} seen back"
        );
    }
}

#[test]
fn e03_clown_six_becomes_visible_when_the_wall_is_shortened() {
    let mut g = e03_board();
    g.set_h(3, 5, EdgeKind::Open);
    g.set_h(4, 5, EdgeKind::Open);
    assert_eq!(sight(&g, p(1, 3), p(4, 6)), SEE);
}

/// E-04: cover through a window and behind another figure.
fn e04_board() -> Grid {
    grid_from_drawing(
        "
+---+---+---+---+---+---+---+---+---+
| .   .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+===+WWW+===+===+===+   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   .   . |
+---+---+---+---+---+---+---+---+---+
",
    )
    .expect("drawing")
}

#[test]
fn e04_cover_from_a_window_and_from_a_figure() {
    let g = e04_board();
    let bobby = p(1, 3);
    let clown4 = p(3, 3);
    let standing = |q: Pos| q == clown4;
    let cases = [
        (1, p(2, 0), SEE),
        (2, p(1, 6), COVER),
        (3, p(4, 6), BLIND),
        (4, p(3, 3), SEE),
        (5, p(6, 3), COVER),
    ];
    for (clown, square, expected) in cases {
        let got = line_of_sight(&g, bobby, square, |q| q != square && standing(q));
        assert_eq!(got, expected, "clown {clown} at {square:?}");
    }
    // Clown 4 knocked down gives no cover: clown 5 loses it.
    assert_eq!(line_of_sight(&g, bobby, p(6, 3), |_| false), SEE);
}

/// The corner list of E-04: a 6x6 board, the line (0,0) to (4,4) through lattice points.
#[test]
fn e04_corner_cases_on_the_diagonal() {
    let a = p(0, 0);
    let b = p(4, 4);
    // A lone wall V(2,1) ends at the point (2,2): the line slides past its end.
    let mut g = Grid::new(6, 6);
    g.set_v(2, 1, EdgeKind::Wall);
    assert_eq!(sight(&g, a, b), SEE);
    // Continue it with V(2,2): one straight wall through the point blocks.
    g.set_v(2, 2, EdgeKind::Wall);
    assert_eq!(sight(&g, a, b), BLIND);
    // An L-shaped corner H(2,2) + V(2,2) blocks, and the diagonal step and melee are illegal.
    let mut g = Grid::new(6, 6);
    g.set_h(2, 2, EdgeKind::Wall);
    g.set_v(2, 2, EdgeKind::Wall);
    assert_eq!(sight(&g, a, b), BLIND);
    assert!(!g.adjacent(p(1, 1), p(2, 2), Reach::Step));
    assert!(!g.adjacent(p(1, 1), p(2, 2), Reach::Effect));
    // V(2,1) a wall and V(2,2) a window: sight with cover; no diagonal step; melee is fine.
    let mut g = Grid::new(6, 6);
    g.set_v(2, 1, EdgeKind::Wall);
    g.set_v(2, 2, EdgeKind::Window);
    assert_eq!(sight(&g, a, b), COVER);
    assert!(!g.adjacent(p(1, 1), p(2, 2), Reach::Step));
    assert!(g.adjacent(p(1, 1), p(2, 2), Reach::Effect));
    // A lone window V(2,1): sight without cover (the line passes the window's end).
    let mut g = Grid::new(6, 6);
    g.set_v(2, 1, EdgeKind::Window);
    assert_eq!(sight(&g, a, b), SEE);
}

#[test]
fn sight_is_symmetric_and_never_blocked_by_the_end_squares() {
    let g = e03_board();
    for a in g.squares() {
        for b in g.squares() {
            let ab = line_of_sight(&g, a, b, |_| false);
            let ba = line_of_sight(&g, b, a, |_| false);
            assert_eq!(ab, ba, "{a:?} {b:?}");
        }
    }
    // A straight line along a row never runs along a grid line: the wall H(5..8,3) below row 2
    // does not touch a line through row 2.
    assert_eq!(sight(&g, p(5, 2), p(8, 2)), SEE);
}

#[test]
fn crates_block_sight_and_close_diagonal_detours() {
    let mut g = Grid::new(5, 5);
    g.set_crate(p(2, 2), true);
    assert_eq!(sight(&g, p(0, 2), p(4, 2)), BLIND);
    // A crate in one side square leaves the other detour.
    let mut g = Grid::new(5, 5);
    g.set_crate(p(1, 0), true);
    assert!(g.adjacent(p(0, 0), p(1, 1), Reach::Step));
    g.set_crate(p(0, 1), true);
    assert!(!g.adjacent(p(0, 0), p(1, 1), Reach::Step));
    assert!(!g.adjacent(p(0, 0), p(1, 1), Reach::Effect));
    assert_eq!(sight(&g, p(0, 0), p(2, 2)), BLIND);
}

#[test]
fn adjacency_across_edges() {
    let mut g = Grid::new(4, 4);
    g.set_v(2, 1, EdgeKind::Window);
    g.set_v(2, 2, EdgeKind::Door);
    g.set_v(2, 3, EdgeKind::Red);
    // Orthogonal: a window allows effects but no step; doors and red edges allow neither.
    assert!(g.adjacent(p(1, 1), p(2, 1), Reach::Effect));
    assert!(!g.adjacent(p(1, 1), p(2, 1), Reach::Step));
    assert!(!g.adjacent(p(1, 2), p(2, 2), Reach::Effect));
    assert!(!g.adjacent(p(1, 3), p(2, 3), Reach::Effect));
    // Fire passes doors and windows, never red edges or walls.
    assert!(g.adjacent(p(1, 2), p(2, 2), Reach::Fire));
    assert!(g.adjacent(p(1, 1), p(2, 1), Reach::Fire));
    assert!(!g.adjacent(p(1, 3), p(2, 3), Reach::Fire));
    // Off the board nothing is adjacent.
    assert!(!g.adjacent(p(0, 0), p(-1, 0), Reach::Effect));
}

#[test]
fn steps_climbs_and_doors_by_the_movement_rules() {
    let mut g = Grid::new(4, 3);
    g.set_v(2, 0, EdgeKind::Window);
    g.set_v(2, 1, EdgeKind::Door);
    g.set_v(2, 2, EdgeKind::Wall);
    let free = |_: Pos| Occupant::Free;
    assert!(!hop_legal(&g, p(1, 0), Hop::Step(p(2, 0)), free));
    assert!(hop_legal(&g, p(1, 0), Hop::Climb(p(2, 0)), free));
    assert!(!hop_legal(&g, p(1, 1), Hop::Climb(p(2, 1)), free));
    assert!(hop_legal(&g, p(1, 1), Hop::Door(p(2, 1)), free));
    assert!(!hop_legal(&g, p(1, 1), Hop::Step(p(2, 1)), free));
    // An enemy may not be entered, a friend may.
    let enemy = |q: Pos| {
        if q == p(1, 2) {
            Occupant::Enemy
        } else {
            Occupant::Free
        }
    };
    assert!(!hop_legal(&g, p(0, 2), Hop::Step(p(1, 2)), enemy));
    let friend = |q: Pos| {
        if q == p(1, 2) {
            Occupant::Friend
        } else {
            Occupant::Free
        }
    };
    assert!(hop_legal(&g, p(0, 2), Hop::Step(p(1, 2)), friend));
    // Reachability: to (3,0) through the window costs 1 + 2 + 1 = 4; through the door 1+1+1+1.
    let map = reachable(&g, p(0, 0), 4, free);
    assert_eq!(map.get(&p(3, 0)).map(|r| r.cost), Some(4));
    let map = reachable(&g, p(0, 1), 3, free);
    assert_eq!(map.get(&p(2, 1)).map(|r| r.cost), Some(3));
    assert_eq!(
        map.get(&p(2, 1)).map(|r| r.hops.clone()),
        Some(vec![
            Hop::Step(p(1, 1)),
            Hop::Door(p(2, 1)),
            Hop::Step(p(2, 1))
        ])
    );
}

/// The plain search the quick ones replace: Dijkstra over a map of squares, every route kept
/// as a list (ties in the order of `(cost, square)`). The reference for the test below.
fn plain_reachable(
    grid: &Grid,
    start: Pos,
    mp: u32,
    occupant: impl Fn(Pos) -> Occupant,
) -> std::collections::BTreeMap<Pos, (u32, Vec<Hop>)> {
    use crate::board::movement::hops_from;
    let mut best = std::collections::BTreeMap::new();
    best.insert(start, (0u32, Vec::new()));
    let mut heap = std::collections::BinaryHeap::new();
    heap.push(std::cmp::Reverse((0u32, start)));
    while let Some(std::cmp::Reverse((cost, at))) = heap.pop() {
        if best.get(&at).is_some_and(|(c, _)| *c < cost) {
            continue;
        }
        let base: Vec<Hop> = best.get(&at).map(|(_, h)| h.clone()).unwrap_or_default();
        for hop in hops_from(grid, at, &occupant) {
            let (hops, to, extra) = match hop {
                Hop::Step(to) | Hop::Climb(to) => (vec![hop], to, hop.cost()),
                Hop::Door(to) if !grid.has_crate(to) && occupant(to).enterable() => {
                    (vec![hop, Hop::Step(to)], to, 2)
                }
                Hop::Door(_) => continue,
            };
            let total = cost + extra;
            if total <= mp && best.get(&to).is_none_or(|(c, _)| *c > total) {
                let mut route = base.clone();
                route.extend(hops);
                best.insert(to, (total, route));
                heap.push(std::cmp::Reverse((total, to)));
            }
        }
    }
    best
}

/// The quick searches of movement and adjacency (dense maps, one occupancy map per mover,
/// routes put together on demand, an early stop) find exactly what the plain ones find, on
/// the chapters' real boards as random games change them (doors opened, figures moving).
#[test]
fn the_quick_searches_agree_with_the_plain_ones() {
    use crate::board::movement::{UNREACHED, nearest, reach_costs, reaches_any, routes};
    let mut checked = 0;
    for (chapter, seed) in [("1", 3u64), ("2", 4), ("4", 5), ("6", 6)] {
        let mut game = super::new_game(3, seed, &[("chapter", chapter)]);
        let mut rng = parlour_plugin_api::GameRng::from_seed(seed);
        for step in 0..400 {
            if parlour_plugin_api::Game::is_over(&game) {
                break;
            }
            if step % 40 == 0 {
                let g = &game;
                let squares: Vec<Pos> = g.grid.squares().collect();
                for a in squares.iter().chain(&[p(-1, 0), p(0, g.grid.height)]) {
                    let steps = a
                        .around()
                        .map(|c| g.grid.adjacent(*a, c, Reach::Step) && !g.grid.has_crate(c));
                    assert_eq!(g.grid.steps_around(*a), steps, "{a:?}");
                    for c in a.around() {
                        for reach in [Reach::Effect, Reach::Step, Reach::Fire] {
                            assert_eq!(
                                g.grid.adjacent(*a, c, reach),
                                g.grid.adjacency_route(*a, c, reach).is_some(),
                                "{a:?} {c:?} {reach:?}"
                            );
                        }
                    }
                }
                for f in g.on_scene() {
                    let occ = g.occupancy(f.id);
                    for q in squares
                        .iter()
                        .copied()
                        .chain([p(-1, 0), p(0, g.grid.height)])
                    {
                        assert_eq!(occ.get(q), g.occupant(f.id, q), "{q:?}");
                        // Every hop the scene and figures allow, in the order steps (round
                        // the square), windows, doors (east, west, south, north).
                        let orthogonal =
                            [p(1, 0), p(-1, 0), p(0, 1), p(0, -1)].map(|d| p(q.x + d.x, q.y + d.y));
                        let allowed: Vec<Hop> = q
                            .around()
                            .map(Hop::Step)
                            .into_iter()
                            .chain(orthogonal.map(Hop::Climb))
                            .chain(orthogonal.map(Hop::Door))
                            .filter(|h| hop_legal(&g.grid, q, *h, |r| occ.get(r)))
                            .collect();
                        let hops = crate::board::movement::hops_from(&g.grid, q, |r| occ.get(r));
                        assert_eq!(hops, allowed, "{q:?}");
                    }
                    for mp in [u32::from(g.mp(f.id)), 80] {
                        let plain = plain_reachable(&g.grid, f.pos, mp, |q| g.occupant(f.id, q));
                        let quick = reachable(&g.grid, f.pos, mp, |q| occ.get(q));
                        let quick: std::collections::BTreeMap<Pos, (u32, Vec<Hop>)> = quick
                            .into_iter()
                            .map(|(q, r)| (q, (r.cost, r.hops)))
                            .collect();
                        assert_eq!(quick, plain, "chapter {chapter} step {step} fig {}", f.id);
                        let costs = reach_costs(&g.grid, f.pos, mp, |q| occ.get(q)).unwrap();
                        let by_route = routes(&g.grid, f.pos, mp, |q| occ.get(q)).unwrap();
                        for q in &squares {
                            let i = g.grid.index(*q).unwrap();
                            let expected = plain.get(q);
                            assert_eq!(
                                (costs[i] != UNREACHED).then_some(costs[i]),
                                expected.map(|e| e.0)
                            );
                            assert_eq!(by_route.cost(*q), expected.map(|e| e.0));
                            assert_eq!(by_route.hops(*q), expected.map(|e| e.1.clone()));
                        }
                        let free = |i: usize| {
                            let q = p(i as i32 % g.grid.width, i as i32 / g.grid.width);
                            g.occupant(f.id, q) == Occupant::Free
                        };
                        // The nearest free square of the bots' walks: the cheapest free
                        // square other than the start (ties to the lower square), with the
                        // route the full search gives it.
                        let target = plain
                            .iter()
                            .filter(|(q, _)| {
                                **q != f.pos && g.occupant(f.id, **q) == Occupant::Free
                            })
                            .map(|(q, (cost, hops))| (*cost, *q, hops.clone()))
                            .min()
                            .map(|(_, q, hops)| (q, hops));
                        let start = g.grid.index(f.pos);
                        assert_eq!(
                            nearest(
                                &g.grid,
                                f.pos,
                                mp,
                                |q| occ.get(q),
                                |i| { Some(i) != start && free(i) }
                            ),
                            target,
                            "chapter {chapter} step {step} fig {}",
                            f.id
                        );
                        let any_free = plain.keys().any(|q| g.occupant(f.id, *q) == Occupant::Free);
                        assert_eq!(
                            reaches_any(&g.grid, f.pos, mp, |q| occ.get(q), free),
                            Some(any_free)
                        );
                        checked += 1;
                    }
                }
            }
            let seat = parlour_plugin_api::Game::acting_seats(&game)[0];
            let action = super::random_move(&game, seat, &mut rng).expect("a move");
            super::Sdk::act(&mut game, seat, &action).expect("legal");
        }
    }
    assert!(checked > 100, "{checked} searches compared");
}
