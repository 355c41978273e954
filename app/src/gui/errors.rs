//! Turning plugin, save and session errors into messages for players: a localised headline
//! and the precise detail.

use fluent_bundle::FluentValue;

use crate::core::i18n::Localizer;
use crate::core::plugin::FailureKind;
use crate::core::session::SessionError;

/// What is needed to localise a plugin's own error text.
pub struct ErrorContext<'a> {
    pub plugin_id: Option<&'a str>,
    pub seat_name: &'a dyn Fn(u32) -> String,
}

/// A headline (the host message `title_id`) and a detail for an error.
pub fn describe(
    l10n: &Localizer,
    title_id: &str,
    error: &SessionError,
    cx: &ErrorContext,
) -> (String, Option<String>) {
    // A plugin that crashed or broke the protocol did not judge the move: say so.
    let crashed = matches!(
        error,
        SessionError::Plugin(e) if matches!(e.kind, FailureKind::Panic | FailureKind::Protocol)
    );
    let title = if crashed {
        l10n.tr("error-plugin-crashed")
    } else {
        l10n.tr(title_id)
    };
    let detail = match error {
        SessionError::Plugin(plugin_error) => match (&plugin_error.text, cx.plugin_id) {
            (Some(text), Some(plugin_id)) => Some(l10n.plugin_text(plugin_id, text, cx.seat_name)),
            _ => Some(plugin_error.message.clone()),
        },
        SessionError::MissingPlugin { id, version } => Some(l10n.tr_args(
            "error-missing-plugin",
            &[
                ("id", FluentValue::from(id.as_str())),
                ("version", FluentValue::from(version.as_str())),
            ],
        )),
        SessionError::CannotUndo => Some(l10n.tr("play-undo-unavailable")),
        other => Some(other.to_string()),
    };
    (title, detail)
}
