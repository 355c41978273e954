//! Localised text: a Fluent message id plus arguments. The host formats it in the player's
//! language with the plugin's own Fluent resources.

use std::cell::Cell;
use std::collections::BTreeMap;

use serde::de::{self, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// A piece of user-facing text: a Fluent message id (from the plugin's `.ftl` files) and its
/// arguments. Plugins never send finished sentences; the host localises them.
#[derive(Clone, Debug, PartialEq, Serialize, Default)]
pub struct Text {
    pub id: String,
    #[serde(default, skip_serializing_if = "Args::is_empty")]
    pub args: Args,
}

/// The arguments of a [`Text`], by name, kept in name order (as JSON writes them). A short
/// list rather than a tree: a text has a few arguments, and the many texts a game builds and
/// drops unread during a playout (see [`texts_wanted`]) cost nothing to drop when empty.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Args(Vec<(String, Arg)>);

impl Args {
    /// No arguments.
    pub const fn new() -> Self {
        Args(Vec::new())
    }

    /// Sets an argument; returns the value it replaced, if any.
    pub fn insert(&mut self, name: String, arg: Arg) -> Option<Arg> {
        match self.0.binary_search_by(|(n, _)| n.as_str().cmp(&name)) {
            Ok(index) => Some(std::mem::replace(&mut self.0[index].1, arg)),
            Err(index) => {
                self.0.insert(index, (name, arg));
                None
            }
        }
    }

    /// Whether the text has an argument of that name.
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The argument of that name.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.0
            .binary_search_by(|(n, _)| n.as_str().cmp(name))
            .ok()
            .map(|index| &self.0[index].1)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The arguments in name order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Arg)> {
        self.0.iter().map(|(name, arg)| (name, arg))
    }

    /// The names, in order.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(name, _)| name)
    }

    /// The values, in name order.
    pub fn values(&self) -> impl Iterator<Item = &Arg> {
        self.0.iter().map(|(_, arg)| arg)
    }
}

impl std::ops::Index<&str> for Args {
    type Output = Arg;
    /// The argument of that name; panics when there is none (as a map's index does).
    fn index(&self, name: &str) -> &Arg {
        match self.get(name) {
            Some(arg) => arg,
            None => panic!("the text has no argument {name:?}"),
        }
    }
}

/// The arguments in name order, each a `(name, value)` pair (`for (name, arg) in &text.args`).
impl<'a> IntoIterator for &'a Args {
    type Item = &'a (String, Arg);
    type IntoIter = std::slice::Iter<'a, (String, Arg)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl IntoIterator for Args {
    type Item = (String, Arg);
    type IntoIter = std::vec::IntoIter<(String, Arg)>;
    /// The arguments in name order.
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl FromIterator<(String, Arg)> for Args {
    fn from_iter<I: IntoIterator<Item = (String, Arg)>>(iter: I) -> Self {
        let mut args = Args::new();
        for (name, arg) in iter {
            args.insert(name, arg);
        }
        args
    }
}

impl Serialize for Args {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl<'de> Deserialize<'de> for Args {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, Arg>::deserialize(deserializer)?;
        Ok(Args(map.into_iter().collect()))
    }
}

/// An argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number; Fluent can select plural forms on it.
    Num(f64),
    /// A verbatim string (a number with a sign, a code). Never a sentence: use `Msg` for words.
    Str(String),
    /// The name the players gave a seat, filled in by the host.
    Seat { seat: u32 },
    /// Another localised message, formatted first (for example a city name).
    Msg(Text),
    /// An argument of a kind this version does not know (from a newer plugin): the host shows
    /// a placeholder instead of refusing the text.
    Unknown,
}

thread_local! {
    /// Set while the SDK serves a hot-path call (bots, playouts, the search): nobody will read
    /// a label or a log line, so texts are not built.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Whether texts built now will be read. False during hot-path calls (random and bot moves,
/// playouts, moves applied by choice ids without a log), where [`Text::new`] and its argument
/// builders do nothing and [`Ctx::log`](crate::Ctx::log) drops its line. A game may
/// ask it to skip other work done only for labels and log lines (formatting, look-ups).
#[inline]
pub fn texts_wanted() -> bool {
    !QUIET.get()
}

/// While it lives, texts built on this thread are left empty (see [`texts_wanted`]).
/// While alive, texts are not built ([`texts_wanted`] is false): for a game's own trial copies
/// and look-ahead, whose labels and log lines nobody reads. Dropping it restores what was.
pub struct Quiet(bool);

impl Quiet {
    /// Stops building texts until the guard is dropped.
    pub fn start() -> Quiet {
        Quiet(QUIET.replace(true))
    }
}

impl Drop for Quiet {
    fn drop(&mut self) {
        QUIET.set(self.0);
    }
}

impl Text {
    /// A message without arguments.
    #[inline]
    pub fn new(id: impl Into<String>) -> Self {
        if !texts_wanted() {
            return Text::default();
        }
        Text {
            id: id.into(),
            args: Args::new(),
        }
    }

    /// A message whose id is formatted, such as `Text::formatted(format_args!("city-{id}"))`.
    /// Unlike `Text::new(format!(..))` it formats nothing during a quiet call (a playout or a
    /// bot's look-ahead), where the text would be dropped unread.
    #[inline]
    pub fn formatted(id: std::fmt::Arguments<'_>) -> Self {
        if texts_wanted() {
            Text::new(id.to_string())
        } else {
            Text::default()
        }
    }

    #[inline]
    fn with(mut self, name: &str, arg: impl FnOnce() -> Arg) -> Self {
        // A text left empty during a quiet call stays empty (no second look at the flag:
        // thread-local look-ups cost a call in a dynamic library).
        if !self.id.is_empty() {
            self.args.insert(name.to_owned(), arg());
        }
        self
    }

    /// Adds a numeric argument.
    #[inline]
    pub fn num(self, name: &str, value: impl Into<f64>) -> Self {
        self.with(name, || Arg::Num(value.into()))
    }

    /// Adds a verbatim string argument.
    #[inline]
    pub fn str(self, name: &str, value: impl Into<String>) -> Self {
        self.with(name, || Arg::Str(value.into()))
    }

    /// Adds an argument that the host replaces with the name of a seat.
    #[inline]
    pub fn seat(self, name: &str, seat: u32) -> Self {
        self.with(name, || Arg::Seat { seat })
    }

    /// Adds an argument that is itself a localised message.
    #[inline]
    pub fn msg(self, name: &str, value: Text) -> Self {
        self.with(name, || Arg::Msg(value))
    }

    /// Every message id this text refers to, itself and nested ones, for locale checks.
    pub fn message_ids(&self) -> Vec<&str> {
        let mut ids = vec![self.id.as_str()];
        for arg in self.args.values() {
            if let Arg::Msg(inner) = arg {
                ids.extend(inner.message_ids());
            }
        }
        ids
    }
}

impl From<&str> for Text {
    fn from(id: &str) -> Self {
        Text::new(id)
    }
}

// A text may be written as a bare id string or as `{ "id": ..., "args": {...} }`. Both `Text`
// and `Arg` are read with hand-written visitors: no buffering as untagged enums would do, and
// anything unknown becomes `Arg::Unknown` instead of an error.

/// What a JSON object in a text can be.
enum Object {
    Text(Text),
    Seat(u32),
    Unknown,
}

fn read_object<'de, A: MapAccess<'de>>(mut map: A) -> Result<Object, A::Error> {
    let mut id: Option<String> = None;
    let mut args: Option<Args> = None;
    let mut seat: Option<u32> = None;
    let mut other = false;
    while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
        match key.as_ref() {
            "id" => id = Some(map.next_value()?),
            "args" => args = Some(map.next_value()?),
            "seat" => {
                // A seat that is not a small whole number is unknown, not an error.
                let value: serde_json::Value = map.next_value()?;
                seat = value.as_u64().and_then(|n| u32::try_from(n).ok());
                other |= seat.is_none();
            }
            _ => {
                map.next_value::<IgnoredAny>()?;
                other = true;
            }
        }
    }
    Ok(match (id, seat) {
        (Some(id), _) => Object::Text(Text {
            id,
            args: args.unwrap_or_default(),
        }),
        (None, Some(seat)) if !other && args.is_none() => Object::Seat(seat),
        _ => Object::Unknown,
    })
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct TextVisitor;
        impl<'de> Visitor<'de> for TextVisitor {
            type Value = Text;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a message id or {\"id\": ..., \"args\": {...}}")
            }
            // Read texts are kept whole even during a quiet call (a state being loaded).
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Text, E> {
                Ok(Text {
                    id: v.to_owned(),
                    args: Args::new(),
                })
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Text, E> {
                Ok(Text {
                    id: v,
                    args: Args::new(),
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Text, A::Error> {
                match read_object(map)? {
                    Object::Text(text) => Ok(text),
                    _ => Err(de::Error::missing_field("id")),
                }
            }
        }
        deserializer.deserialize_any(TextVisitor)
    }
}

impl<'de> Deserialize<'de> for Arg {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ArgVisitor;
        impl<'de> Visitor<'de> for ArgVisitor {
            type Value = Arg;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a text argument")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Arg, E> {
                Ok(Arg::Num(v as f64))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Arg, E> {
                Ok(Arg::Num(v as f64))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Arg, E> {
                Ok(Arg::Num(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Arg, E> {
                Ok(Arg::Str(v.to_owned()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Arg, E> {
                Ok(Arg::Str(v))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Arg, E> {
                Ok(Arg::Unknown)
            }
            fn visit_unit<E: de::Error>(self) -> Result<Arg, E> {
                Ok(Arg::Unknown)
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Arg, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Arg::Unknown)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Arg, A::Error> {
                Ok(match read_object(map)? {
                    Object::Text(text) => Arg::Msg(text),
                    Object::Seat(seat) => Arg::Seat { seat },
                    Object::Unknown => Arg::Unknown,
                })
            }
        }
        deserializer.deserialize_any(ArgVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_left_empty_only_while_a_quiet_call_runs() {
        let full = Text::new("log-won").seat("player", 1).num("points", 3);
        assert_eq!(full.args.len(), 2);
        {
            let _outer = Quiet::start();
            assert!(!texts_wanted());
            {
                let _inner = Quiet::start();
                assert_eq!(Text::new("log-won").num("points", 3), Text::default());
                assert_eq!(
                    Text::formatted(format_args!("city-{}", "paris")),
                    Text::default()
                );
            }
            assert!(!texts_wanted(), "an inner guard restores the outer state");
            // A text read back (a state being loaded) is kept whole.
            let read: Text = serde_json::from_str(r#""log-won""#).unwrap();
            assert_eq!(read.id, "log-won");
        }
        assert!(texts_wanted());
        assert_eq!(
            Text::new("log-won").seat("player", 1).num("points", 3),
            full
        );
        assert_eq!(
            Text::formatted(format_args!("city-{}", "paris")),
            Text::new("city-paris")
        );
    }

    #[test]
    fn text_accepts_bare_ids_and_full_objects() {
        let bare: Text = serde_json::from_str("\"hello\"").unwrap();
        assert_eq!(bare, Text::new("hello"));
        let full: Text = serde_json::from_str(
            r#"{"id":"score","args":{"n":3,"who":{"seat":1},"city":{"id":"paris"}}}"#,
        )
        .unwrap();
        assert_eq!(
            full,
            Text::new("score")
                .num("n", 3)
                .seat("who", 1)
                .msg("city", Text::new("paris"))
        );
        assert_eq!(full.message_ids(), vec!["score", "paris"]);
    }

    #[test]
    fn unknown_arguments_become_placeholders_not_errors() {
        let text: Text = serde_json::from_str(
            r#"{"id":"x","args":{"when":{"date":"2026-01-01"},"flag":true,"list":[1,2],"n":2,"who":{"seat":0}},"future":1}"#,
        )
        .unwrap();
        assert_eq!(text.args["when"], Arg::Unknown);
        assert_eq!(text.args["flag"], Arg::Unknown);
        assert_eq!(text.args["list"], Arg::Unknown);
        assert_eq!(text.args["n"], Arg::Num(2.0));
        assert_eq!(text.args["who"], Arg::Seat { seat: 0 });
    }

    #[test]
    fn text_round_trips_through_json() {
        let text = Text::new("log-played")
            .seat("player", 0)
            .str("code", "+2")
            .num("card", 7);
        let json = serde_json::to_string(&text).unwrap();
        assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), text);
    }

    /// Saves and logs write a text's arguments in name order, whatever order the game gave
    /// them in, and a name given twice keeps its last value.
    #[test]
    fn arguments_are_written_in_name_order_once_each() {
        let text = Text::new("log-paid")
            .num("small", 1)
            .seat("player", 2)
            .num("medium", 0)
            .num("small", 3);
        assert_eq!(
            serde_json::to_string(&text).unwrap(),
            r#"{"id":"log-paid","args":{"medium":0.0,"player":{"seat":2},"small":3.0}}"#
        );
        assert_eq!(text.args.len(), 3);
        assert_eq!(text.args["small"], Arg::Num(3.0));
        assert_eq!(text.args.get("large"), None);
        let names: Vec<&String> = text.args.keys().collect();
        assert_eq!(names, ["medium", "player", "small"]);
        assert!(text.args.contains_key("player"));
        let owned: Args = text.args.clone().into_iter().rev().collect();
        assert_eq!(
            owned, text.args,
            "collected in any order, kept in name order"
        );
        // Read back from a file that lists them in another order: the same text.
        let read: Text = serde_json::from_str(
            r#"{"id":"log-paid","args":{"small":3,"player":{"seat":2},"medium":0}}"#,
        )
        .unwrap();
        assert_eq!(read, text);
    }
}
