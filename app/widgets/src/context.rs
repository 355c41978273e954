//! The drawing context threaded through every widget: the host environment, the current board
//! scale, stable ids, and the shared interaction logic (legal actions, glow, focus, tooltips,
//! accessibility).

use egui::{
    Color32, CursorIcon, FontId, Id, Pos2, Rect, Response, Role, Sense, Shape, Stroke, StrokeKind,
    Ui, UiBuilder, WidgetInfo, epaint::RectShape,
};
use parlour_plugin_api::id::json_id;
use parlour_plugin_api::{Emphasis, Hover, Node, Text};
use serde_json::Value;

use crate::ViewEnv;
use crate::emphasis;
use crate::palette;
use crate::ui_ext::radius;

/// Nesting deeper than this is drawn as a placeholder (guards against stack overflow).
pub(crate) const MAX_DEPTH: u32 = 48;

/// A click on an element that stands for several moves: the choice ids, the element's own
/// first, and where the pointer was (window coordinates).
#[derive(Clone, Debug, PartialEq)]
pub struct Chooser {
    pub choices: Vec<u64>,
    pub at: egui::Pos2,
}

/// Drawing context for one `view_ui` call.
pub(crate) struct Cx<'a, 'e> {
    pub env: &'a ViewEnv<'e>,
    /// Factor from view points to UI points (boards shrink or grow their content).
    pub scale: f32,
    /// The id picked this frame, if any.
    pub clicked: Option<u64>,
    /// An element with several moves was clicked: which one is asked at the pointer.
    pub chooser: Option<Chooser>,
    /// The rules section whose "?" was clicked this frame, if any.
    pub help: Option<String>,
    /// Where the elements the player may click now lie (their bounding box).
    pub targets: Option<Rect>,
    pub depth: u32,
    /// The colour under the element being drawn when it is not the panel (a board, a mat), so
    /// text stays readable on it.
    pub surface: Option<Color32>,
    root: Id,
    counter: u64,
}

/// Emphasis of text drawn by widgets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tone {
    Strong,
    Normal,
    Weak,
}

/// What an element can do: the common interactive fields of a node (or of a track space, grid
/// cell, edge, piece or die).
#[derive(Clone, Copy, Default)]
pub(crate) struct Target<'n> {
    /// The id a click picks (a 1.0 action JSON is turned into its id).
    pub choice: Option<u64>,
    /// Further ids a click may mean: a click then asks which (see [`Node::alternatives`]).
    pub alternatives: &'n [u64],
    pub tooltip: Option<&'n Text>,
    pub key: Option<&'n str>,
    pub emphasis: Option<Emphasis>,
    pub hover: Option<&'n Hover>,
    /// Never clickable, whatever its choice (a disabled card).
    pub disabled: bool,
    /// A second line shown on hover after the tooltip (why a card is disabled).
    pub note: Option<&'n Text>,
}

/// The id of an element: its 1.1 `choice`, or the host id of its 1.0 action JSON.
pub(crate) fn choice_of(choice: Option<u64>, action: Option<&Value>) -> Option<u64> {
    choice.or_else(|| action.map(json_id))
}

impl<'n> Target<'n> {
    pub fn of(node: &'n Node) -> Self {
        Target {
            choice: choice_of(node.choice, node.action.as_ref()),
            alternatives: &node.alternatives,
            tooltip: node.tooltip.as_ref(),
            key: node.key.as_deref(),
            emphasis: node.shown_emphasis(),
            hover: node.hover.as_ref(),
            disabled: false,
            note: None,
        }
    }

    pub fn part(choice: Option<u64>, action: Option<&'n Value>, tooltip: Option<&'n Text>) -> Self {
        Target {
            choice: choice_of(choice, action),
            tooltip,
            ..Default::default()
        }
    }

    pub fn with_key(mut self, key: Option<&'n str>) -> Self {
        self.key = key;
        self
    }

    pub fn with_emphasis(mut self, emphasis: Option<Emphasis>) -> Self {
        self.emphasis = emphasis;
        self
    }

    pub fn with_hover(mut self, hover: Option<&'n Hover>) -> Self {
        self.hover = hover;
        self
    }

    /// Whether there is anything to interact with or describe.
    pub fn is_inert(&self) -> bool {
        self.choice.is_none()
            && self.tooltip.is_none()
            && self.emphasis.is_none()
            && self.hover.is_none()
            && self.note.is_none()
    }
}

/// The outline of an element, for glows, outlines and focus rings.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Outline {
    Rect { rect: Rect, rounding: f32 },
    Circle { center: Pos2, radius: f32 },
}

impl Outline {
    pub fn rect(rect: Rect, rounding: f32) -> Self {
        Outline::Rect { rect, rounding }
    }

    pub fn circle(center: Pos2, radius: f32) -> Self {
        Outline::Circle { center, radius }
    }

    pub fn rect_and_rounding(self) -> (Rect, f32) {
        match self {
            Outline::Rect { rect, rounding } => (rect, rounding),
            Outline::Circle { center, radius } => (
                Rect::from_center_size(center, egui::Vec2::splat(radius * 2.0)),
                radius,
            ),
        }
    }

    pub fn stroke(self, painter: &egui::Painter, expand: f32, stroke: Stroke) {
        let (rect, rounding) = self.rect_and_rounding();
        painter.rect_stroke(
            rect.expand(expand),
            radius(rounding + expand),
            stroke,
            StrokeKind::Outside,
        );
    }
}

/// The result of [`Cx::interact`].
pub(crate) struct Hit {
    pub response: Response,
    pub legal: bool,
    /// Hover animation, 0..1 (only for legal elements).
    pub hover: f32,
    /// The accessibility role when the element is not clickable.
    pub role: Role,
}

impl<'a, 'e> Cx<'a, 'e> {
    pub fn new(env: &'a ViewEnv<'e>, root: Id) -> Self {
        Cx {
            env,
            scale: 1.0,
            clicked: None,
            chooser: None,
            help: None,
            targets: None,
            depth: 0,
            surface: None,
            root,
            counter: 0,
        }
    }

    /// View points to UI points.
    pub fn px(&self, v: f32) -> f32 {
        v * self.scale
    }

    /// A proportional font of `size` view points for text that takes the room it needs (a
    /// label, a title): never smaller than [`crate::LEGIBLE`], the fitting of the table keeps
    /// it legible.
    pub fn font(&self, size: f32) -> FontId {
        FontId::proportional((size * self.scale).max(crate::LEGIBLE))
    }

    /// A font size (UI points) for small print inside a fixed shape (a card's text, a space's
    /// number): at least the host's legible minimum at the scale the board is shown at.
    pub fn legible(&self, size: f32) -> f32 {
        size.max(self.env.min_text)
    }

    /// Text colour of the given tone on the current surface.
    pub fn ink(&self, ui: &Ui, tone: Tone) -> Color32 {
        match self.surface {
            Some(bg) => {
                let base = palette::text_on(bg);
                match tone {
                    Tone::Strong => base,
                    Tone::Normal => palette::with_alpha(base, 225),
                    Tone::Weak => palette::with_alpha(base, 165),
                }
            }
            None => {
                let v = ui.visuals();
                match tone {
                    Tone::Strong => v.strong_text_color(),
                    Tone::Normal => v.text_color(),
                    Tone::Weak => v.weak_text_color(),
                }
            }
        }
    }

    /// Localises a text.
    pub fn tr(&self, text: &Text) -> String {
        (self.env.localize)(text)
    }

    pub fn is_legal(&self, target: &Target) -> bool {
        !target.disabled && target.choice.is_some_and(|id| (self.env.is_legal)(id))
    }

    /// A stable id for the next element: from its key when it has one, else from its place in
    /// the drawing order.
    pub fn next_id(&mut self, key: Option<&str>) -> Id {
        self.counter += 1;
        match key {
            Some(key) => self.root.with(("key", key)),
            None => self.root.with(("n", self.counter)),
        }
    }

    /// Registers an element: senses clicks when its action is legal, records the click, and
    /// paints the glows that go *under* the element. Paint the element next, then call
    /// [`Cx::finish`].
    pub fn interact(
        &mut self,
        ui: &Ui,
        id: Id,
        rect: Rect,
        target: &Target,
        outline: Outline,
    ) -> Hit {
        let rect = if rect.is_finite() { rect } else { Rect::ZERO };
        let sense = self.sense(target);
        let response = ui.interact(rect, id, sense);
        let hit = self.hit(ui, response, target);
        ui.painter().extend(self.under(ui, &hit, target, outline));
        hit
    }

    /// [`Sense::click`] for elements with a legal action, else [`Sense::hover`].
    pub fn sense(&self, target: &Target) -> Sense {
        if self.is_legal(target) {
            Sense::click()
        } else {
            Sense::hover()
        }
    }

    /// Interprets a response: hover animation, pointer cursor, and the click.
    pub fn hit(&mut self, ui: &Ui, mut response: Response, target: &Target) -> Hit {
        let legal = self.is_legal(target);
        let hover = if legal {
            ui.ctx().animate_bool_with_time(
                response.id.with("hover"),
                response.hovered() || response.has_focus(),
                0.12,
            )
        } else {
            0.0
        };
        if legal {
            let rect = response.rect;
            self.targets = Some(self.targets.map_or(rect, |t| t.union(rect)));
            response = response.on_hover_cursor(CursorIcon::PointingHand);
            if response.clicked() {
                if target.alternatives.is_empty() {
                    self.clicked = target.choice;
                } else {
                    // Several moves: the host asks which, where the pointer is (in window
                    // coordinates, whatever the board's zoom).
                    let global = ui.ctx().layer_transform_to_global(ui.layer_id());
                    let at = ui.input(|i| i.pointer.interact_pos()).unwrap_or_else(|| {
                        let centre = response.rect.center();
                        global.map_or(centre, |t| t * centre)
                    });
                    self.chooser = Some(Chooser {
                        choices: target
                            .choice
                            .into_iter()
                            .chain(target.alternatives.iter().copied())
                            .collect(),
                        at,
                    });
                }
            }
        }
        Hit {
            response,
            legal,
            hover,
            role: Role::Image,
        }
    }

    /// The glows under an element.
    pub fn under(&self, ui: &Ui, hit: &Hit, target: &Target, outline: Outline) -> Vec<Shape> {
        let mut shapes = Vec::new();
        let (orect, rounding) = outline.rect_and_rounding();
        if !orect.is_finite() {
            return shapes;
        }
        if let Some(emphasis) = target.emphasis {
            shapes.extend(emphasis::under(ui, self, emphasis, hit.legal, outline));
        }
        if hit.legal {
            let alpha = (70.0 + 110.0 * hit.hover) as u8;
            shapes.push(glow_shape(
                orect,
                rounding,
                self.px(5.0 + 5.0 * hit.hover),
                palette::with_alpha(palette::LEGAL, alpha),
            ));
        }
        shapes
    }

    /// Paints outlines over the element, attaches its tooltip (with an optional `preview` above
    /// the text) and its accessible name.
    pub fn finish(
        &self,
        ui: &Ui,
        hit: Hit,
        target: &Target,
        outline: Outline,
        name: &str,
        preview: Option<&dyn Fn(&mut Ui)>,
    ) -> Response {
        let Hit {
            response,
            legal,
            hover,
            role,
        } = hit;
        let painter = ui.painter();
        if let Some(emphasis) = target.emphasis {
            emphasis::over(ui, self, emphasis, legal, outline);
        }
        if legal {
            let w = self.px(1.6 + 1.2 * hover);
            outline.stroke(painter, 0.0, Stroke::new(w, palette::LEGAL));
        }
        if response.has_focus() {
            let color = ui.visuals().selection.stroke.color;
            outline.stroke(painter, self.px(3.5), Stroke::new(2.0, color));
        }

        let tip = match (
            target.tooltip.map(|t| self.tr(t)),
            target.note.map(|t| self.tr(t)),
        ) {
            (Some(tip), Some(note)) => Some(format!("{tip}\n{note}")),
            (tip, note) => tip.or(note),
        };
        let plain = target.tooltip.map(|t| self.tr(t));
        let name = if let Some(tip) = plain.as_deref().filter(|t| !t.trim().is_empty()) {
            tip.to_owned()
        } else if !name.trim().is_empty() {
            name.to_owned()
        } else if let Some(key) = target.key {
            key.to_owned()
        } else {
            String::new()
        };

        if legal || !name.is_empty() {
            let role = if legal { Role::Button } else { role };
            let label = if name.is_empty() {
                "element".to_owned()
            } else {
                name
            };
            response.widget_info(|| WidgetInfo::labeled(role, true, &label));
        }
        if let Some(tip) = &tip {
            ui.ctx()
                .accesskit_node_builder(response.id, |node| node.set_description(tip.clone()));
        }

        if let Some(hover) = target.hover
            && let Some(text) = &hover.text
            && response.hovered()
        {
            emphasis::hover_text(ui, self, response.id, response.rect, &self.tr(text));
        }

        match (preview, tip) {
            (Some(preview), tip) => response.on_hover_ui(|ui| {
                preview(ui);
                if let Some(tip) = tip {
                    ui.label(tip);
                }
            }),
            (None, Some(tip)) => response.on_hover_text(tip),
            (None, None) => response,
        }
    }
}

pub(crate) fn glow_shape(rect: Rect, rounding: f32, width: f32, color: Color32) -> Shape {
    Shape::Rect(
        RectShape::filled(
            rect.expand(width * 0.5),
            radius(rounding + width * 0.5),
            color,
        )
        .with_blur_width(width * 1.6),
    )
}

/// Draws a container (row, column, grid, mat) whose node may itself be interactive: the
/// container senses clicks *below* its children, so children with their own actions still win.
pub(crate) fn container_ui(
    ui: &mut Ui,
    cx: &mut Cx,
    node: &Node,
    builder: UiBuilder,
    rounding: f32,
    name: &str,
    add_contents: impl FnOnce(&mut Ui, &mut Cx),
) -> Response {
    let target = Target::of(node);
    if target.is_inert() {
        return ui
            .scope_builder(builder, |ui| add_contents(ui, cx))
            .response;
    }
    let glow_idx = ui.painter().add(Shape::Noop);
    let sense = cx.sense(&target);
    let response = ui
        .scope_builder(builder.sense(sense), |ui| add_contents(ui, cx))
        .response;
    let hit = cx.hit(ui, response, &target);
    let outline = Outline::rect(hit.response.rect, rounding);
    ui.painter()
        .set(glow_idx, Shape::Vec(cx.under(ui, &hit, &target, outline)));
    cx.finish(ui, hit, &target, outline, name, None)
}
