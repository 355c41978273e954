/*
 * Parlour plugin ABI 1.1: the C view of plugin-api/src/abi.rs.
 * See plugin-api/README.md for the contract: ownership, threads, status codes and messages.
 * 1.1 appends fields to the 1.0 struct; every 1.1 function pointer may be NULL, meaning "not
 * supported" (the host then falls back to the 1.0 calls).
 */
#ifndef PARLOUR_PLUGIN_H
#define PARLOUR_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#define PARLOUR_ABI_MAJOR 1
#define PARLOUR_ABI_MINOR 1
#define PARLOUR_SPECTATOR (-1)

enum {
    PARLOUR_OK = 0,
    PARLOUR_ERROR = 1,
    PARLOUR_ILLEGAL_ACTION = 2,
    PARLOUR_BAD_REQUEST = 3,
    PARLOUR_PANIC = 4,
    PARLOUR_UNSUPPORTED = 5,
    PARLOUR_NOT_FOUND = 6,
    PARLOUR_TOO_NEW = 7
};

typedef struct ParlourBuffer {
    uint8_t *ptr;
    size_t len;
    size_t cap;
} ParlourBuffer;

typedef struct ParlourGame ParlourGame;

/* Flags of game_turn, game_choice_ids and game_apply_path (ABI 1.1). */
#define PARLOUR_TURN_GAME_OVER 1u
#define PARLOUR_CHOICES_COMPLETE 1u
#define PARLOUR_APPLY_WANT_LOG 1u

typedef struct ParlourPluginEntry {
    uint32_t abi_major;     /* PARLOUR_ABI_MAJOR */
    uint32_t abi_minor;     /* PARLOUR_ABI_MINOR (1) */
    uint32_t struct_size;   /* sizeof(ParlourPluginEntry) */
    uint32_t reserved;      /* 0 */

    void (*buffer_free)(ParlourBuffer buffer);
    int32_t (*manifest)(ParlourBuffer *out);
    int32_t (*asset)(const uint8_t *name, size_t name_len, ParlourBuffer *out);

    int32_t (*game_new)(const uint8_t *request, size_t request_len, ParlourGame **out_game, ParlourBuffer *out);
    int32_t (*game_load)(const uint8_t *state, size_t state_len, ParlourGame **out_game, ParlourBuffer *out);
    int32_t (*game_clone)(const ParlourGame *game, ParlourGame **out_game, ParlourBuffer *out);
    void (*game_free)(ParlourGame *game);
    int32_t (*game_save)(const ParlourGame *game, ParlourBuffer *out);
    int32_t (*game_status)(const ParlourGame *game, ParlourBuffer *out);
    int32_t (*game_actions)(const ParlourGame *game, uint32_t seat, ParlourBuffer *out);
    int32_t (*game_apply)(ParlourGame *game, uint32_t seat, const uint8_t *action, size_t action_len, ParlourBuffer *out);
    int32_t (*game_view)(const ParlourGame *game, int32_t seat, ParlourBuffer *out);
    int32_t (*game_bot)(const ParlourGame *game, uint32_t seat, const uint8_t *request, size_t request_len, ParlourBuffer *out);
    const void *(*get_extension)(const char *id);

    /* ---- ABI 1.1: appended; each may be NULL (not supported). */

    /* Called once after loading, before any other 1.1 call, with the host's HostInfo JSON
     * {"abi_minor": 1, "vocabulary": 2, "host": "parlour 0.1.0"}. "vocabulary" is the view
     * vocabulary the host draws: a plugin whose views need a newer one falls back (a host that
     * never calls this is a 1.0 host and draws vocabulary 1: no "die" node, "highlight"
     * instead of "emphasis"). Return PARLOUR_OK. */
    int32_t (*host_hello)(const uint8_t *info, size_t info_len);

    /* Hot path: the seats that must decide now as a bitmask (bit s: seat s) in *acting, and
     * PARLOUR_TURN_GAME_OVER in *flags when the game is over (then *acting is 0). */
    int32_t (*game_turn)(const ParlourGame *game, uint64_t *acting, uint32_t *flags);

    /* Composed moves (README section 10.1). request: ChoicesRequest JSON
     *   {"partial": [choice, ...], "labels": bool, "view": bool}
     * (an empty request means {"partial": []}); out on PARLOUR_OK: Choices JSON
     *   {"prompt": Text?, "options": [{"action": choice, "id": u64, "label": Text,
     *     "group": Text?, "icon": string?, "board_only": bool?, "tooltip": Text?}, ...],
     *    "complete": {"action": action, "id": u64, "label": Text?}?,
     *    "subset": {"min": n, "max": n, "picked": n}?, "view": Node?}
     * "options" are the next clicks after "partial"; "complete" is present when "partial"
     * already forms a whole move (Confirm sends complete.action to game_apply). A partial
     * that is not a legal beginning: PARLOUR_ILLEGAL_ACTION. Labels only when "labels" is
     * true; "view" (the seat's board with the partial move drawn, its clickable nodes naming
     * option ids) only when "view" is true. A one-click game answers its legal actions for
     * an empty partial and the whole action as "complete" for a partial of one. */
    int32_t (*game_choices)(const ParlourGame *game, uint32_t seat, const uint8_t *request, size_t request_len, ParlourBuffer *out);

    /* Hot path: the option ids after a path of choice ids (buffer rule: write at most cap ids,
     * the full count in *out_len; the host calls again with a larger array when it exceeds
     * cap), PARLOUR_CHOICES_COMPLETE in *out_flags when the path is already a whole move.
     * A path that is not a legal beginning: PARLOUR_ILLEGAL_ACTION. */
    int32_t (*game_choice_ids)(const ParlourGame *game, uint32_t seat, const uint64_t *path, size_t path_len, uint64_t *out_ids, size_t cap, size_t *out_len, uint32_t *out_flags);

    /* Hot path: applies the whole move the path composes, transactionally (on any error the
     * game is unchanged). With PARLOUR_APPLY_WANT_LOG in flags, out gets the Applied JSON
     * {"undoable": bool, "log": [...], "applied_choices": n?}; without it out may stay
     * empty. "applied_choices": the move was cut short at an interruption after n choices. */
    int32_t (*game_apply_path)(ParlourGame *game, uint32_t seat, const uint64_t *path, size_t path_len, uint32_t flags, ParlourBuffer *out);

    /* Hot path: each seat's score (final when the game is over); buffer rule as above. */
    int32_t (*game_scores)(const ParlourGame *game, double *out, size_t cap, size_t *out_len);

    /* Hot path: applies one uniformly random complete move of the seat (uniform at each
     * choice, confirming a complete move counting as one more option), drawn from seed only.
     * PARLOUR_UNSUPPORTED when the seat has nothing to do. */
    int32_t (*game_random_move)(ParlourGame *game, uint32_t seat, uint64_t seed, ParlourBuffer *out);

    /* game_bot with a BotRequest {"seed": u64, "budget_ms": n?, "iterations": n?} and a
     * cancellation flag: when *cancel becomes non-zero (the host sets it from another thread)
     * the bot answers with its best move so far. out: the chosen action's JSON. */
    int32_t (*game_bot_ex)(const ParlourGame *game, uint32_t seat, const uint8_t *request, size_t request_len, const volatile uint32_t *cancel, ParlourBuffer *out);

    /* Per-game extensions in the manner of CLAP: a pointer to a static struct for id (see the
     * PARLOUR_EXT_ ids below) when this game offers it, else NULL. */
    const void *(*game_extension)(const ParlourGame *game, const char *id);
} ParlourPluginEntry;

/*
 * A composed move, worked through (a figure walks two squares; ids are whatever function of
 * the choice the plugin uses, here small numbers for reading):
 *
 *   game_choices(g, 1, {"partial": [], "labels": true})
 *     -> {"options": [{"action": {"figure": "kenzie"}, "id": 101, "label": "figure-kenzie"}]}
 *   game_choices(g, 1, {"partial": [{"figure": "kenzie"}], "labels": true, "view": true})
 *     -> {"prompt": "prompt-walk",
 *         "options": [{"action": {"step": [3,4]}, "id": 202, "label": "step"}, ...],
 *         "view": {... the reachable squares shaded, each with "choice": 202 ...}}
 *   game_choices(g, 1, {"partial": [{"figure": "kenzie"}, {"step": [3,4]}]})
 *     -> {"options": [{"action": {"step": [3,5]}, "id": 205, "label": "step"}, ...],
 *         "complete": {"action": {"walk": {"figure": "kenzie", "path": [[3,4]]}}, "id": 302}}
 *   game_choices(g, 1, {"partial": [{"figure": "kenzie"}, {"step": [3,4]}, {"step": [3,5]}]})
 *     -> {"options": [{"action": {"step": [3,6]}, "id": 206, "label": "step"}],
 *         "complete": {"action": {"walk": {"figure": "kenzie", "path": [[3,4],[3,5]]}},
 *                      "id": 303}}
 *   Confirm: game_apply(g, 1, {"walk": {"figure": "kenzie", "path": [[3,4],[3,5]]}})
 *     -> {"undoable": true, "log": [...]}
 *
 * The same move on the hot path: game_choice_ids(g, 1, [101, 202, 205]) reports the flag
 * PARLOUR_CHOICES_COMPLETE, and game_apply_path(g, 1, [101, 202, 205], 0) applies it. Nothing
 * changes the game before the apply; Back and Cancel are the host's business alone.
 */

/* Per-game extensions (ABI 1.1), returned by game_extension. Each starts with its version and
 * its size. */
#define PARLOUR_EXT_DETERMINIZE "org.parlour.determinize.v1"
typedef struct ParlourDeterminizeExt {
    uint32_t version;       /* 1 */
    uint32_t struct_size;   /* sizeof(ParlourDeterminizeExt) */
    /* A new handle in *out_game: a state consistent with all that seat knows, everything
     * hidden from it sampled from seed in a way that does not depend on the real hidden
     * arrangement, and the game's random generator reseeded (README section 10.4). */
    int32_t (*determinize)(const ParlourGame *game, uint32_t seat, uint64_t seed, ParlourGame **out_game, ParlourBuffer *out);
    uint64_t (*rng_fingerprint)(const ParlourGame *game);
} ParlourDeterminizeExt;

#define PARLOUR_EXT_SEARCH "org.parlour.search.v1"
typedef struct ParlourSearchExt {
    uint32_t version;       /* 1 */
    uint32_t struct_size;   /* sizeof(ParlourSearchExt) */
    /* Random moves in place until the game is over or max_actions were taken. */
    int32_t (*playout)(ParlourGame *game, uint64_t seed, uint32_t max_actions, uint32_t *out_actions);
    /* A value per seat in 0..1 (1: sure to win); PARLOUR_UNSUPPORTED when the game has none. */
    int32_t (*evaluate)(const ParlourGame *game, double *out, size_t cap, size_t *out_len);
    /* The heuristic bot's move for seat, applied in place. */
    int32_t (*bot_move)(ParlourGame *game, uint32_t seat, uint64_t seed);
    /* Appended: read only when struct_size covers it. The choice ids that click the move
       bot_move makes with the same seed, in order; buffer rule as game_choice_ids. */
    int32_t (*bot_path)(const ParlourGame *game, uint32_t seat, uint64_t seed, uint64_t *out_ids, size_t cap, size_t *out_len);
    /* Appended: read only when struct_size covers it. The heuristic bot's moves in place, for
       the lowest acting seat each time, each move's seed drawn from seed, until the game is
       over or max_actions were taken. */
    int32_t (*bot_playout)(ParlourGame *game, uint64_t seed, uint32_t max_actions, uint32_t *out_actions);
} ParlourSearchExt;

/* The one symbol a plugin exports. */
const ParlourPluginEntry *parlour_plugin_entry(void);

#endif
