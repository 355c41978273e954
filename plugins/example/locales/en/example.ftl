# Sealed Bids — English.
# Every message id here must also exist in de/example.ftl (a unit test checks it).

## Library and setup

game-name = Sealed Bids
game-description = A quick duel of nerves: both players bid for each prize card in secret and at the same time. The higher bid takes the prize.
game-rules =
    ### Setup {"{#setup}"}

    Each player holds the cards 1 to N. The prize deck holds the same values, shuffled and face down.

    ### A round {"{#round}"}

    Every round the top prize card is revealed. Both players then choose one card from their hand in secret. When both have chosen, the bids are revealed: the higher bid wins the prize and scores its value in points. Bid cards are used up, win or lose.

    ### Tied bids {"{#ties}"}

    If the bids are equal, the prize is discarded. With the option "Tied bids" set to carry over, it stays on the table instead, and the winner of the next round takes it as well.

    ### The end {"{#end}"}

    After N rounds the player with more points wins; equal scores share the win.

option-cards = Cards per player
option-cards-description = How many cards each player holds; the game lasts as many rounds.
option-cards-9 = 9 cards (quick)
option-cards-13 = 13 cards (classic)
option-ties = Tied bids
option-ties-description = What happens to the prize when both players bid the same card.
option-ties-discard = The prize is discarded
option-ties-carry = The prize is carried over to the next round

## Status and actions

phase-bidding = Round { $round }: bidding for { $points ->
        [one] one point
       *[other] { $points } points
    }
phase-game-over = Game over
action-bid = Bid { $card }

## Game log

log-you-bid = You secretly bid { $card }.
log-placed-bid = { $player } has placed a bid.
log-revealed-bid = Revealed: { $player } bid { $card }.
log-won = { $player } wins { $cards ->
        [one] the prize
       *[other] { $cards } prize cards
    } worth { $points ->
        [one] one point
       *[other] { $points } points
    }.
log-tie-discard = Tie! The prize worth { $points ->
        [one] one point
       *[other] { $points } points
    } is discarded.
log-tie-carry = Tie! The prize is carried over: the winner of the next round also takes { $points ->
        [one] this point
       *[other] these { $points } points
    }.
log-prize = Round { $round }: the prize card { $prize } is revealed.
log-game-won = { $player } wins the game, { $score } to { $other }.
log-game-drawn = The game ends in a draw, { $score } to { $score }.

## Score breakdown

score-prizes-won = { $count ->
        [one] One prize won with a bid
       *[other] { $count } prizes won with bids
    }
score-carried-won = { $count ->
        [one] One carried-over prize
       *[other] { $count } carried-over prizes
    }

## Table

header-round = Round { $round } of { $rounds }
header-game-over = Final result
prompt-bid = Choose a card to bid for { $points ->
        [one] one point
       *[other] { $points } points
    }.
prompt-wait = Waiting for { $player } to bid…
prompt-spectator = Both players bid in secret.
result-winner = { $player } wins, { $score } to { $other }!
result-draw = A draw, { $score } to { $score }!

mat-prizes = Prizes
card-prize = Prize
tip-prize = This round's prize: { $prize ->
        [one] one point
       *[other] { $prize } points
    }
stack-prize-deck = { $count ->
        [0] No prizes left
        [one] One prize left
       *[other] { $count } prizes left
    }
tip-prize-deck = The prize cards still to come, face down and shuffled.
stack-carried = Carried over: { $count ->
        [one] one card
       *[other] { $count } cards
    }, { $points ->
        [one] one point
       *[other] { $points } points
    }
tip-carried = Tied prizes; the winner of this round takes them as well.
label-stake = At stake: { $points ->
        [one] one point
       *[other] { $points } points
    }
stack-discarded = Discarded: { $count ->
        [one] one prize
       *[other] { $count } prizes
    }

mat-seat = { $player }
mat-seat-own = { $player } (you)
stack-hand = { $count ->
        [0] No cards in hand
        [one] One card in hand
       *[other] { $count } cards in hand
    }
hand-empty = No cards left
tip-bid = Bid { $card } for { $points ->
        [one] one point
       *[other] { $points } points
    }
label-bid = Bid
card-your-bid = Your bid
tip-your-bid = Your sealed bid; it is revealed when both players have bid.
card-back = Sealed Bids
tip-sealed-bid = { $player } has placed a sealed bid.
bid-waiting = Still choosing…
bid-none = —
stack-won = { $count ->
        [0] No prizes won
        [one] One prize won
       *[other] { $count } prizes won
    }
counter-points = Points
track-score = Score

mat-last-round = Round { $round } revealed
last-won = { $player } takes { $cards ->
        [one] the prize
       *[other] { $cards } prize cards
    } for { $points ->
        [one] one point
       *[other] { $points } points
    }.
last-tie-carried = Tie: { $points ->
        [one] one point is
       *[other] { $points } points are
    } carried over.
last-tie-discarded = Tie: { $points ->
        [one] one point is
       *[other] { $points } points are
    } discarded.
