//! The pictures the plugin ships: the shelf's cover and a portrait of every figure (all
//! designed for Parlour, `assets/`). A figure without a portrait is drawn as a lettered token.

/// Portraits by figure sheet id, as the asset name the view gives a piece.
const PORTRAITS: &[(&str, &[u8])] = &[
    ("major", include_bytes!("../assets/portraits/major.svg")),
    ("walther", include_bytes!("../assets/portraits/walther.svg")),
    ("abigail", include_bytes!("../assets/portraits/abigail.svg")),
    ("emma", include_bytes!("../assets/portraits/emma.svg")),
    ("drago", include_bytes!("../assets/portraits/drago.svg")),
    (
        "killer_clown",
        include_bytes!("../assets/portraits/killer_clown.svg"),
    ),
    (
        "shambling_zombie",
        include_bytes!("../assets/portraits/shambling_zombie.svg"),
    ),
    (
        "burning_zombie",
        include_bytes!("../assets/portraits/burning_zombie.svg"),
    ),
    (
        "shredded_zombie",
        include_bytes!("../assets/portraits/shredded_zombie.svg"),
    ),
    ("guard", include_bytes!("../assets/portraits/guard.svg")),
    ("damon", include_bytes!("../assets/portraits/damon.svg")),
    ("tobias", include_bytes!("../assets/portraits/tobias.svg")),
    ("emerson", include_bytes!("../assets/portraits/emerson.svg")),
    ("bobby", include_bytes!("../assets/portraits/bobby.svg")),
    (
        "blackmore",
        include_bytes!("../assets/portraits/blackmore.svg"),
    ),
    (
        "tin_nanny",
        include_bytes!("../assets/portraits/tin_nanny.svg"),
    ),
];

/// The cover on the launcher's shelf.
pub const COVER: &str = "cover.svg";

/// The asset name of a figure's portrait, if it has one.
pub fn portrait(def: &str) -> Option<String> {
    PORTRAITS
        .iter()
        .any(|(id, _)| *id == def)
        .then(|| format!("portrait-{def}.svg"))
}

/// Every asset name, for the manifest.
pub fn names() -> Vec<String> {
    std::iter::once(COVER.to_owned())
        .chain(PORTRAITS.iter().map(|(id, _)| format!("portrait-{id}.svg")))
        .collect()
}

/// The bytes of an asset.
pub fn bytes(name: &str) -> Option<&'static [u8]> {
    if name == COVER {
        return Some(include_bytes!("../assets/cover.svg").as_slice());
    }
    let id = name.strip_prefix("portrait-")?.strip_suffix(".svg")?;
    PORTRAITS.iter().find(|(p, _)| *p == id).map(|(_, b)| *b)
}
