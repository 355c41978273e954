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
    uint32_t abi_major;
    uint32_t abi_minor;
    uint32_t struct_size;
    uint32_t reserved;

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
    int32_t (*host_hello)(const uint8_t *info, size_t info_len);
    int32_t (*game_turn)(const ParlourGame *game, uint64_t *acting, uint32_t *flags);
    int32_t (*game_choices)(const ParlourGame *game, uint32_t seat, const uint8_t *request, size_t request_len, ParlourBuffer *out);
    int32_t (*game_choice_ids)(const ParlourGame *game, uint32_t seat, const uint64_t *path, size_t path_len, uint64_t *out_ids, size_t cap, size_t *out_len, uint32_t *out_flags);
    int32_t (*game_apply_path)(ParlourGame *game, uint32_t seat, const uint64_t *path, size_t path_len, uint32_t flags, ParlourBuffer *out);
    int32_t (*game_scores)(const ParlourGame *game, double *out, size_t cap, size_t *out_len);
    int32_t (*game_random_move)(ParlourGame *game, uint32_t seat, uint64_t seed, ParlourBuffer *out);
    int32_t (*game_bot_ex)(const ParlourGame *game, uint32_t seat, const uint8_t *request, size_t request_len, const volatile uint32_t *cancel, ParlourBuffer *out);
    const void *(*game_extension)(const ParlourGame *game, const char *id);
} ParlourPluginEntry;

/* Per-game extensions (ABI 1.1), returned by game_extension. Each starts with its version and
 * its size. */
#define PARLOUR_EXT_DETERMINIZE "org.parlour.determinize.v1"
typedef struct ParlourDeterminizeExt {
    uint32_t version;       /* 1 */
    uint32_t struct_size;
    int32_t (*determinize)(const ParlourGame *game, uint32_t seat, uint64_t seed, ParlourGame **out_game, ParlourBuffer *out);
    uint64_t (*rng_fingerprint)(const ParlourGame *game);
} ParlourDeterminizeExt;

#define PARLOUR_EXT_SEARCH "org.parlour.search.v1"
typedef struct ParlourSearchExt {
    uint32_t version;       /* 1 */
    uint32_t struct_size;
    int32_t (*playout)(ParlourGame *game, uint64_t seed, uint32_t max_actions, uint32_t *out_actions);
    int32_t (*evaluate)(const ParlourGame *game, double *out, size_t cap, size_t *out_len);
    int32_t (*bot_move)(ParlourGame *game, uint32_t seat, uint64_t seed);
} ParlourSearchExt;

/* The one symbol a plugin exports. */
const ParlourPluginEntry *parlour_plugin_entry(void);

#endif
