//! Action and choice identity: a 64-bit id computed from the value itself.
//!
//! An id depends only on the action (or choice) it names, never on where it stands in a list,
//! so the same action has the same id across clones, saves, sampled states and runs. The host
//! looks legality up by id in a hash set, and clickable view nodes refer to ids.
//!
//! * [`id_of`] is the SDK's id: the value's serde data model streamed through a fixed 64-bit
//!   hash, without building any JSON. A plugin written in another language may use any function
//!   of the action itself; the host treats ids as opaque.
//! * [`json_id`] is the id the host gives the actions of a 1.0 plugin, which has no ids of its
//!   own: the same hash over the canonical JSON (object keys sorted).

use serde::Serialize;
use serde::ser;
use serde_json::Value;

/// The id of an action or choice.
pub type ActionId = u64;

/// The SDK's id of a value: its serde data model hashed with a fixed function.
pub fn id_of<T: Serialize + ?Sized>(value: &T) -> ActionId {
    let mut hasher = IdHasher::new();
    // The hashing serializer never fails: every method returns Ok.
    let _ = value.serialize(&mut hasher);
    hasher.finish()
}

/// The host's id for an action given as JSON (used for plugins of ABI 1.0): the canonical JSON
/// (objects with sorted keys) hashed with the same function.
pub fn json_id(value: &Value) -> ActionId {
    let mut hasher = IdHasher::new();
    hash_json(&mut hasher, value);
    hasher.finish()
}

fn hash_json(h: &mut IdHasher, value: &Value) {
    match value {
        Value::Null => h.tag(1),
        Value::Bool(b) => {
            h.tag(2);
            h.word(u64::from(*b));
        }
        Value::Number(n) => {
            h.tag(3);
            h.bytes(n.to_string().as_bytes());
        }
        Value::String(s) => {
            h.tag(4);
            h.bytes(s.as_bytes());
        }
        Value::Array(items) => {
            h.tag(5);
            h.word(items.len() as u64);
            items.iter().for_each(|item| hash_json(h, item));
        }
        Value::Object(map) => {
            h.tag(6);
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            h.word(keys.len() as u64);
            for key in keys {
                h.bytes(key.as_bytes());
                hash_json(h, &map[key]);
            }
        }
    }
}

/// A small, fixed 64-bit hash: word-at-a-time multiply-rotate mixing with a final avalanche.
/// Its output is part of the contract between a plugin build and itself only, but it is fixed
/// here so that ids are the same in every run.
struct IdHasher {
    state: u64,
}

const K: u64 = 0x9e37_79b9_7f4a_7c15;

impl IdHasher {
    fn new() -> Self {
        IdHasher {
            state: 0x243f_6a88_85a3_08d3,
        }
    }

    fn word(&mut self, word: u64) {
        self.state = (self.state.rotate_left(23) ^ word).wrapping_mul(K);
    }

    fn tag(&mut self, tag: u8) {
        self.word(0xff00 | u64::from(tag));
    }

    fn bytes(&mut self, bytes: &[u8]) {
        self.word(bytes.len() as u64);
        for chunk in bytes.chunks(8) {
            let mut buf = [0u8; 8];
            buf[..chunk.len()].copy_from_slice(chunk);
            self.word(u64::from_le_bytes(buf));
        }
    }

    fn finish(&self) -> u64 {
        // splitmix64's finaliser.
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Never produced: the hashing serializer cannot fail.
#[derive(Debug)]
pub struct NoError;

impl std::fmt::Display for NoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("id hashing failed")
    }
}
impl std::error::Error for NoError {}
impl ser::Error for NoError {
    fn custom<T: std::fmt::Display>(_msg: T) -> Self {
        NoError
    }
}

impl ser::Serializer for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> Result<(), NoError> {
        self.tag(2);
        self.word(u64::from(v));
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), NoError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Result<(), NoError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Result<(), NoError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> Result<(), NoError> {
        self.tag(3);
        self.word(v as u64);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), NoError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Result<(), NoError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Result<(), NoError> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Result<(), NoError> {
        self.tag(3);
        self.word(v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), NoError> {
        self.serialize_f64(f64::from(v))
    }
    fn serialize_f64(self, v: f64) -> Result<(), NoError> {
        self.tag(7);
        self.word(v.to_bits());
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), NoError> {
        let mut buf = [0u8; 4];
        self.serialize_str(v.encode_utf8(&mut buf))
    }
    fn serialize_str(self, v: &str) -> Result<(), NoError> {
        self.tag(4);
        self.bytes(v.as_bytes());
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), NoError> {
        self.tag(8);
        self.bytes(v);
        Ok(())
    }
    fn serialize_none(self) -> Result<(), NoError> {
        self.tag(1);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), NoError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), NoError> {
        self.tag(1);
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), NoError> {
        self.tag(1);
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), NoError> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), NoError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), NoError> {
        self.tag(9);
        self.bytes(variant.as_bytes());
        value.serialize(self)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Self, NoError> {
        self.tag(5);
        self.word(len.unwrap_or(usize::MAX) as u64);
        Ok(self)
    }
    fn serialize_tuple(self, len: usize) -> Result<Self, NoError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Self, NoError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self, NoError> {
        self.tag(9);
        self.bytes(variant.as_bytes());
        self.serialize_seq(Some(len))
    }
    fn serialize_map(self, len: Option<usize>) -> Result<Self, NoError> {
        self.tag(6);
        self.word(len.unwrap_or(usize::MAX) as u64);
        Ok(self)
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<Self, NoError> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self, NoError> {
        self.tag(9);
        self.bytes(variant.as_bytes());
        self.serialize_map(Some(len))
    }
}

impl ser::SerializeSeq for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), NoError> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), NoError> {
        self.tag(10);
        Ok(())
    }
}
impl ser::SerializeTuple for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), NoError> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), NoError> {
        self.tag(10);
        Ok(())
    }
}
impl ser::SerializeTupleStruct for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), NoError> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), NoError> {
        self.tag(10);
        Ok(())
    }
}
impl ser::SerializeTupleVariant for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), NoError> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), NoError> {
        self.tag(10);
        Ok(())
    }
}
impl ser::SerializeMap for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), NoError> {
        key.serialize(&mut **self)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), NoError> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), NoError> {
        self.tag(11);
        Ok(())
    }
}
impl ser::SerializeStruct for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), NoError> {
        self.bytes(key.as_bytes());
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), NoError> {
        self.tag(11);
        Ok(())
    }
}
impl ser::SerializeStructVariant for &mut IdHasher {
    type Ok = ();
    type Error = NoError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), NoError> {
        self.bytes(key.as_bytes());
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<(), NoError> {
        self.tag(11);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
    #[serde(rename_all = "snake_case")]
    enum Action {
        Pass,
        Bid { amount: u32 },
        Place(u8, u8),
        Path(Vec<(u8, u8)>),
    }

    #[test]
    fn the_same_action_has_the_same_id_and_different_actions_differ() {
        let actions = [
            Action::Pass,
            Action::Bid { amount: 3 },
            Action::Bid { amount: 4 },
            Action::Place(1, 2),
            Action::Place(2, 1),
            Action::Path(vec![(1, 2), (2, 2)]),
            Action::Path(vec![(1, 2)]),
        ];
        let ids: Vec<u64> = actions.iter().map(id_of).collect();
        for (i, a) in ids.iter().enumerate() {
            for b in &ids[i + 1..] {
                assert_ne!(a, b);
            }
        }
        // Through JSON and back, as an action from a save or the host arrives.
        for action in &actions {
            let json = serde_json::to_string(action).unwrap();
            let back: Action = serde_json::from_str(&json).unwrap();
            assert_eq!(id_of(&back), id_of(action));
        }
    }

    /// Ids are fixed across runs and builds of this crate: a pinned value guards the hash.
    #[test]
    fn ids_are_pinned() {
        assert_eq!(
            id_of(&Action::Bid { amount: 3 }),
            id_of(&Action::Bid { amount: 3 })
        );
        assert_eq!(
            id_of(&Action::Pass),
            7_302_556_164_825_761_254,
            "the id hash changed"
        );
    }

    #[test]
    fn json_ids_ignore_key_order() {
        let a: Value = serde_json::from_str(r#"{"a":1,"b":[true,null,"x"]}"#).unwrap();
        let b: Value = serde_json::from_str(r#"{"b":[true,null,"x"],"a":1}"#).unwrap();
        assert_eq!(json_id(&a), json_id(&b));
        let c: Value = serde_json::from_str(r#"{"b":[true,null,"y"],"a":1}"#).unwrap();
        assert_ne!(json_id(&a), json_id(&c));
    }
}
