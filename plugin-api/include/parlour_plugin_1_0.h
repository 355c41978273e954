/*
 * FROZEN: the Parlour plugin ABI 1.0 header exactly as it shipped. Plugins built against it
 * must keep loading; the test suite compiles the C fixture plugin against it. Write new
 * plugins against parlour_plugin.h (1.1).
 *
 * Parlour plugin ABI 1.0: the C view of plugin-api/src/abi.rs.
 * See plugin-api/README.md for the contract: ownership, threads, status codes and messages.
 */
#ifndef PARLOUR_PLUGIN_1_0_H
#define PARLOUR_PLUGIN_1_0_H

#include <stddef.h>
#include <stdint.h>

#define PARLOUR_ABI_MAJOR 1
#define PARLOUR_ABI_MINOR 0
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
} ParlourPluginEntry;

/* The one symbol a plugin exports. */
const ParlourPluginEntry *parlour_plugin_entry(void);

#endif
