//! Invite codes: what a player copies to join a table.
//!
//! The code is one line of text, `parlour:TABLE@HOST?relay=URL&addr=IP:PORT…`: the table id,
//! the host's endpoint id (its public key), and the relay and direct addresses the host had
//! when it printed the code. The endpoint id alone authenticates the host; the addresses only
//! help to reach it.

use std::collections::BTreeSet;
use std::net::SocketAddr;

use iroh::{EndpointAddr, EndpointId, RelayUrl, TransportAddr};

use super::protocol::{TABLE_ID_HEX, is_hex};

const SCHEME: &str = "parlour:";
/// The most addresses a code may carry.
const MAX_ADDRS: usize = 16;

/// A parsed invite code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    pub table: String,
    pub host: EndpointAddr,
}

/// Why a code could not be read.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("this is not a Parlour invite code ({0})")]
pub struct BadInvite(pub &'static str);

impl Invite {
    pub fn new(table: String, host: EndpointAddr) -> Invite {
        Invite { table, host }
    }

    /// The code to copy.
    pub fn code(&self) -> String {
        let mut code = format!("{SCHEME}{}@{}", self.table, self.host.id);
        let mut first = true;
        for addr in &self.host.addrs {
            let part = match addr {
                TransportAddr::Relay(url) => format!("relay={url}"),
                TransportAddr::Ip(ip) => format!("addr={ip}"),
                _ => continue,
            };
            code.push(if first { '?' } else { '&' });
            code.push_str(&part);
            first = false;
        }
        code
    }

    /// Reads a code (surrounding white space is ignored).
    pub fn parse(code: &str) -> Result<Invite, BadInvite> {
        let rest = code
            .trim()
            .strip_prefix(SCHEME)
            .ok_or(BadInvite("it does not start with \"parlour:\""))?;
        let (head, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (table, id) = head
            .split_once('@')
            .ok_or(BadInvite("the host is missing"))?;
        if !is_hex(table, TABLE_ID_HEX) {
            return Err(BadInvite("the table id is not valid"));
        }
        let id: EndpointId = id
            .parse()
            .map_err(|_| BadInvite("the host id is not valid"))?;
        let mut addrs = BTreeSet::new();
        for part in query.split('&').filter(|p| !p.is_empty()) {
            let addr = match part.split_once('=') {
                Some(("relay", url)) => TransportAddr::Relay(
                    url.parse::<RelayUrl>()
                        .map_err(|_| BadInvite("a relay address is not valid"))?,
                ),
                Some(("addr", ip)) => TransportAddr::Ip(
                    ip.parse::<SocketAddr>()
                        .map_err(|_| BadInvite("an address is not valid"))?,
                ),
                _ => return Err(BadInvite("it has an unknown part")),
            };
            addrs.insert(addr);
            if addrs.len() > MAX_ADDRS {
                return Err(BadInvite("it has too many addresses"));
            }
        }
        Ok(Invite {
            table: table.to_owned(),
            host: EndpointAddr { id, addrs },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_round_trips_and_rubbish_is_refused() {
        let id = iroh::SecretKey::generate().public();
        let mut addrs = BTreeSet::new();
        addrs.insert(TransportAddr::Ip("127.0.0.1:4433".parse().unwrap()));
        addrs.insert(TransportAddr::Ip("[::1]:4433".parse().unwrap()));
        addrs.insert(TransportAddr::Relay(
            "https://relay.example.org./".parse().unwrap(),
        ));
        let invite = Invite::new("0123456789abcdef".into(), EndpointAddr { id, addrs });
        let code = invite.code();
        assert!(code.starts_with("parlour:0123456789abcdef@"));
        assert_eq!(Invite::parse(&format!("  {code}\n")).unwrap(), invite);
        for bad in [
            "",
            "http://example.org",
            "parlour:0123456789abcdef",
            "parlour:xyz@abc",
            &format!("parlour:0123456789abcdef@{id}?file=/etc/passwd"),
            &format!("parlour:0123456789abcdef@{id}?addr=nowhere"),
        ] {
            assert!(Invite::parse(bad).is_err(), "{bad:?} was accepted");
        }
    }
}
