//! Setting up the iroh endpoint: which relays (the stack's default ones, one named
//! self-hosted relay, or none), which addresses to bind, and reading and writing frames on a
//! QUIC stream.
//!
//! Address lookup services (discovery) are never configured: a client finds the host from the
//! addresses in the invite code alone, so nothing is published anywhere.

use std::net::{Ipv4Addr, SocketAddr};

use iroh::endpoint::{Endpoint, RecvStream, SendStream, presets};
use iroh::{RelayMap, RelayMode, RelayUrl, SecretKey};

use super::protocol::{FrameError, frame_len};

/// Which relays an endpoint uses for connection set-up and fallback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Relays {
    /// The stack's own public relay servers.
    Default,
    /// One self-hosted relay.
    Custom(RelayUrl),
    /// None: direct connections only (a local network, tests).
    Disabled,
}

impl Relays {
    /// Reads the command line's `--relay URL` / `--no-relay`.
    pub fn from_flags(relay: Option<&str>, no_relay: bool) -> Result<Relays, String> {
        match (relay, no_relay) {
            (Some(_), true) => Err("--relay and --no-relay exclude each other".into()),
            (Some(url), false) => url
                .parse::<RelayUrl>()
                .map(Relays::Custom)
                .map_err(|e| format!("{url:?} is not a relay URL: {e}")),
            (None, true) => Ok(Relays::Disabled),
            (None, false) => Ok(Relays::Default),
        }
    }
}

/// How to set up an endpoint.
#[derive(Clone, Debug)]
pub struct NetConfig {
    pub relays: Relays,
    /// Bind to 127.0.0.1 only (tests, benchmarks).
    pub loopback: bool,
    /// How to check a relay's TLS certificate (default: the system's roots). Tests with a
    /// relay on 127.0.0.1 pass one that accepts its self-signed certificate.
    pub relay_tls: Option<iroh::tls::CaTlsConfig>,
}

impl NetConfig {
    pub fn new(relays: Relays) -> NetConfig {
        NetConfig {
            relays,
            loopback: false,
            relay_tls: None,
        }
    }

    /// Direct connections on 127.0.0.1, no relay.
    pub fn loopback() -> NetConfig {
        NetConfig {
            relays: Relays::Disabled,
            loopback: true,
            relay_tls: None,
        }
    }
}

/// Why the network could not be set up or a connection failed.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    #[error("the network endpoint could not be set up: {0}")]
    Bind(String),
    #[error("could not connect to the host: {0}")]
    Connect(String),
    #[error("the connection was lost: {0}")]
    Lost(String),
    #[error(transparent)]
    Frame(#[from] FrameError),
    #[error("the async runtime could not start: {0}")]
    Runtime(String),
}

/// Binds an endpoint. `alpns` are the protocols it accepts (empty for a client); `port` is
/// tried first when given (so a restarted host keeps its address).
pub async fn bind(
    config: &NetConfig,
    key: Option<SecretKey>,
    alpns: Vec<Vec<u8>>,
    port: u16,
) -> Result<Endpoint, NetError> {
    let build = |port: u16| {
        let mut builder = Endpoint::builder(presets::Minimal).alpns(alpns.clone());
        if let Some(key) = &key {
            builder = builder.secret_key(key.clone());
        }
        builder = match &config.relays {
            Relays::Default => builder.relay_mode(RelayMode::Default),
            Relays::Custom(url) => {
                builder.relay_mode(RelayMode::Custom(RelayMap::from(url.clone())))
            }
            Relays::Disabled => builder.relay_mode(RelayMode::Disabled),
        };
        if let Some(tls) = &config.relay_tls {
            builder = builder.ca_tls_config(tls.clone());
        }
        if config.loopback {
            builder = builder
                .clear_ip_transports()
                .bind_addr(SocketAddr::from((Ipv4Addr::LOCALHOST, port)))
                .map_err(|e| NetError::Bind(e.to_string()))?;
        } else if port != 0 {
            builder = builder
                .bind_addr(SocketAddr::from((Ipv4Addr::UNSPECIFIED, port)))
                .map_err(|e| NetError::Bind(e.to_string()))?;
        }
        Ok::<_, NetError>(builder)
    };
    if port != 0
        && let Ok(endpoint) = build(port)?.bind().await
    {
        return Ok(endpoint);
    }
    build(0)?
        .bind()
        .await
        .map_err(|e| NetError::Bind(e.to_string()))
}

/// Reads one frame's body, refusing one longer than `max` before reading it.
pub async fn read_frame(recv: &mut RecvStream, max: usize) -> Result<Vec<u8>, NetError> {
    let mut prefix = [0u8; 4];
    recv.read_exact(&mut prefix)
        .await
        .map_err(|e| NetError::Lost(e.to_string()))?;
    let len = frame_len(prefix, max)?;
    let mut body = vec![0u8; len];
    recv.read_exact(&mut body)
        .await
        .map_err(|e| NetError::Lost(e.to_string()))?;
    Ok(body)
}

/// Writes one encoded frame.
pub async fn write_frame(send: &mut SendStream, frame: &[u8]) -> Result<(), NetError> {
    send.write_all(frame)
        .await
        .map_err(|e| NetError::Lost(e.to_string()))
}

/// A multi-threaded runtime of one worker for the network side of a host or a client.
pub fn runtime() -> Result<tokio::runtime::Runtime, NetError> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .map_err(|e| NetError::Runtime(e.to_string()))
}
