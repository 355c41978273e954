//! Localised text: a Fluent message id plus arguments. The host formats it in the player's
//! language with the plugin's own Fluent resources.

use std::collections::BTreeMap;

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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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

// A text may be written as a bare id string or as `{ "id": ..., "args": {...} }`.
impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        struct Full {
            id: String,
            #[serde(default)]
            args: BTreeMap<String, Arg>,
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Id(String),
            Full(Full),
        }
        Ok(match Either::deserialize(deserializer)? {
            Either::Id(id) => Text::new(id),
            Either::Full(full) => Text {
                id: full.id,
                args: full.args,
            },
        })
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
    fn text_round_trips_through_json() {
        let text = Text::new("log-played")
            .seat("player", 0)
            .str("code", "+2")
            .num("card", 7);
        let json = serde_json::to_string(&text).unwrap();
        assert_eq!(serde_json::from_str::<Text>(&json).unwrap(), text);
    }
}
