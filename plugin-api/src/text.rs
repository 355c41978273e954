//! Localised text: a Fluent message id plus arguments. The host formats it in the player's
//! language with the plugin's own Fluent resources.

use std::collections::BTreeMap;

use serde::de::{self, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// A piece of user-facing text: a Fluent message id (from the plugin's `.ftl` files) and its
/// arguments. Plugins never send finished sentences; the host localises them.
#[derive(Clone, Debug, PartialEq, Serialize, Default)]
pub struct Text {
    pub id: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
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

impl Text {
    /// A message without arguments.
    pub fn new(id: impl Into<String>) -> Self {
        Text {
            id: id.into(),
            args: BTreeMap::new(),
        }
    }

    /// Adds a numeric argument.
    pub fn num(mut self, name: &str, value: impl Into<f64>) -> Self {
        self.args.insert(name.to_owned(), Arg::Num(value.into()));
        self
    }

    /// Adds a verbatim string argument.
    pub fn str(mut self, name: &str, value: impl Into<String>) -> Self {
        self.args.insert(name.to_owned(), Arg::Str(value.into()));
        self
    }

    /// Adds an argument that the host replaces with the name of a seat.
    pub fn seat(mut self, name: &str, seat: u32) -> Self {
        self.args.insert(name.to_owned(), Arg::Seat { seat });
        self
    }

    /// Adds an argument that is itself a localised message.
    pub fn msg(mut self, name: &str, value: Text) -> Self {
        self.args.insert(name.to_owned(), Arg::Msg(value));
        self
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
    let mut args: Option<BTreeMap<String, Arg>> = None;
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
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Text, E> {
                Ok(Text::new(v))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Text, E> {
                Ok(Text::new(v))
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
}
